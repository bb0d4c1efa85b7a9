#pragma once
/// How queens.v6's count is shared out (threads, and puzzle-bench-mpi's tasks): the
/// plans of the board (join_plan.h) and the tasks made of them. An even board has one
/// plan, whose strips are built once, before the tasks, and shared: its tasks are runs
/// of row splits. An odd board has a plan per canonical start: a task is a start,
/// strips included, the centre start (the largest) first.
#include <cstdint>
#include <vector>

#include "join_plan.h"

namespace pw::queens {

struct JoinTask {
    std::uint32_t plan = 0;
    std::uint32_t firstSplit = 0, lastSplit = 0;  ///< row-split ranks [first, last)
};

struct JoinWork {
    std::vector<JoinPlan> plans;
    std::uint64_t skippedStarts = 0;
    std::vector<JoinTask> tasks;
    /// True when the tasks share plan 0's strips, built once before them (even boards).
    bool sharedStrips = false;
};

/// Row splits a task of an even board counts: at N = 20, 2,887 tasks of a few
/// hundred milliseconds each.
inline constexpr std::uint32_t kSplitsPerTask = 64;

JoinWork makeJoinWork(int n);

}  // namespace pw::queens
