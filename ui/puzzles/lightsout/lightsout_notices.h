#pragma once
/// The lights-out notices (solvers/lightsout/model.h, NoticeCode) in the user's language.
#include <QCoreApplication>
#include <QString>

#include "core/notice.h"

namespace pw::ui {

class LightsOutNotices {
    Q_DECLARE_TR_FUNCTIONS(LightsOutNotices)
public:
    /// One or two sentences; empty for an empty notice.
    static QString text(const Notice& notice);
};

}  // namespace pw::ui
