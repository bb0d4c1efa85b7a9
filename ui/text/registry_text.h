#pragma once
/// Registry texts (titles, ideas, pseudo-code) are plain strings in the Qt-free solver
/// library, marked for lupdate with PW_TEXT("Algorithms", ...); this translates them.
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <string>

#include "core/event.h"

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

/// A count with thin group separators of the current language (16 777 216 / 16,777,216).
QString formatCount(std::uint64_t value);
/// Milliseconds shown with a sensible unit ("0.42 ms", "12.3 s").
QString formatDuration(double ms);

}  // namespace pw::ui
