#pragma once
/// shading.v4's count in parts (core/task_split.h), for puzzle-bench-mpi.
///
/// v4's count is a series of passes at a fixed target T, from the table's bound B down to
/// the maximum M (the first T that some grid reaches): the passes above M find nothing,
/// the pass at M streams every optimal grid. A split of that count must not change what
/// any pass does, so the setup first learns M (a run of shading.v5 in first mode: a
/// *hint*, whose work is not part of the count's counters), then walks the passes from B
/// down to M through their first d rows only. A prefix of d rows met at T is met at
/// every lower target (the bound only weakens), so the prefixes are those met at M, each
/// with the highest target whose pass meets it; below a prefix, a task searches at the
/// targets from that one down to M.
///
/// The sum is exact: the walk counts every node, check and cut of the rows above the
/// prefixes, the tasks every one below them, so the setup's counters plus all the
/// tasks' equal a single-process v4 count's, counter for counter (the "best" counter is
/// M, in the setup). No task depends on another or on where it runs: a task needs no
/// bound from the others, since M is known before any task starts.
///
/// The work below a prefix is very uneven (most prefixes are cut on their next row, a
/// few hold most of the grids) and comes in runs (the prefixes of one first row), so
/// a task is not one prefix. The prefixes come from the first depth that gives enough
/// of them; those whose bound leaves the most room above M (the heavy ones: the bound
/// cuts little below them) go one row deeper; then they are dealt round into a few
/// thousand tasks. Measured (nodes and checks per task), the largest task holds 0.6 %
/// of the work on 10×10 and 0.9 % on 12×12, the top 1 % of tasks 13 % and 16 % (one
/// depth for all: 7 % and 49 %, 6 % and 45 %). Whichever node is a prefix, the rule is the same in every pass, so the sum
/// stays exact.
#include <memory>

#include "core/task_split.h"

namespace pw::shading {

/// The tasks of a shading.v4 count, or nullptr for parameters no version takes.
std::unique_ptr<TaskSplit> splitRowCount(const Instance& instance, const RunOptions& options);

}  // namespace pw::shading
