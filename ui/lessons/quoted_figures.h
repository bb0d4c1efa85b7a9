#pragma once
/// A step's text with its figures filled from the runs themselves: `{checks}` becomes
/// the checks the run counted, written as the counters panel writes them (16,777,216 or
/// 16 777 216, 0.21 s); a figure whose run has not ended yet shows as "…". The text is
/// HTML, each figure in bold, so that it stands out on a projector.
#include <QString>

#include <functional>
#include <optional>

#include "lesson.h"
#include "session/solve_session.h"

namespace pw::ui {

/// The run of a version (its id), or nullptr when it has none to quote yet.
using RunLookup = std::function<const RunView*(const std::string& versionId)>;

/// The value of a figure in a run (a time in milliseconds); nullopt when the run has
/// none (no first solution, a counter the version did not fill).
std::optional<double> figureValue(const lessons::FigureRef& figure, const RunView& run);
/// The figure written as the counters panel writes it.
QString figureText(const lessons::FigureRef& figure, const RunView& run);
/// A ratio of two figures: one decimal below 100, whole above.
QString ratioText(double ratio);
/// The text as HTML, its figures filled.
QString filledText(const lessons::QuotedText& text, const RunLookup& runOf);

}  // namespace pw::ui
