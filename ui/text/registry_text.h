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

/// A counter of the registry by its key ("bound_cuts", the name puzzle-bench writes) in
/// the user's language: both translations word every key ("bound cuts", "coupes par la
/// borne"), so that no key reaches the screen as it is.
inline QString counterName(const std::string& key) {
    return QCoreApplication::translate("Counters", key.c_str());
}

/// "v2 — Backtracking with continue", the name of a version in lists and charts; a
/// version of the user's own is "mine: queens_v2.cpp".
QString versionLabel(const AlgorithmInfo& algorithm);
/// "v2", the name of a version where room is short (a chart's category, a legend); a
/// version of the user's own is its file's name, "queens_v2.cpp" (20 characters at most,
/// a longer name elided in its middle), so that two students' files are told apart.
QString shortVersionLabel(const AlgorithmInfo& algorithm);

/// The name of an event kind in the user's language ("rejected", "rejeté").
QString eventKindName(EventKind kind);

}  // namespace pw::ui
