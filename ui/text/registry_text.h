#pragma once
/// Registry texts (titles, ideas, pseudo-code) are plain strings in the Qt-free solver
/// library, marked for lupdate with PW_TEXT("Algorithms", ...); this translates them.
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <string>

#include "core/event.h"
#include "number_text.h"

namespace pw {
struct AlgorithmInfo;
}

namespace pw::ui {

inline QString registryText(const std::string& text) {
    return QCoreApplication::translate("Algorithms", text.c_str());
}

/// "v2 — Backtracking with continue", the name of a version in lists and charts.
QString versionLabel(const AlgorithmInfo& algorithm);

/// The name of an event kind in the user's language ("rejected", "rejeté").
QString eventKindName(EventKind kind);

}  // namespace pw::ui
