#pragma once
/// magic.v5's count in parts (core/task_split.h): the surviving values of the first
/// searched cells of the plan with Frénicle's rules, each a task searched below by the
/// same `PlanSearch` as the threads of parallel.cpp. Only an empty board is split (with
/// givens v5 runs v4's search, which has no tasks).
#include <memory>

#include "core/task_split.h"

namespace pw::magic {

std::unique_ptr<TaskSplit> splitSymmetricCount(const Instance& instance, const RunOptions& options);

}  // namespace pw::magic
