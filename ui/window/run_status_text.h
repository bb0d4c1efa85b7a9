#pragma once
/// The status line when a run or a comparison ends: how it ended (done, stopped by Stop,
/// stopped by its budget of `budgetSeconds`, a file that did not compile, a run that
/// ended before its search was over), the solutions found, and for a file version its
/// search's own time with the start of its program apart (RunView::startMs), as the
/// comparison's chart shows them.
#include <QString>

#include <cstdint>

#include "session/solve_session.h"

namespace pw::ui {

/// `compileProblem`: the sentence of a file that did not compile (its notice's), said in
/// place of a general one.
QString finishedRunStatus(const RunView& last, bool comparison, std::uint64_t solutions, double budgetSeconds,
                          const QString& compileProblem = {});

}  // namespace pw::ui
