#pragma once
/// A run's notice (core/notice.h) in the user's language, worded by the board entry of
/// the run's puzzle; a puzzle whose notices are not data yet gives its English message.
#include <QString>

#include <string>

#include "core/notice.h"

namespace pw {
struct AlgorithmInfo;
}

namespace pw::ui {

QString noticeText(const AlgorithmInfo* algorithm, const Notice& notice, const std::string& message);

}  // namespace pw::ui
