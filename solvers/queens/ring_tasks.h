#pragma once
/// queens.v5's count in parts (core/task_split.h): one task per canonical ring start,
/// in the order `makeRingTasks` gives them, each counted with its weight by the same
/// `RingSearch` as the threads of ring_parallel.cpp.
#include <memory>

#include "core/task_split.h"

namespace pw::queens {

std::unique_ptr<TaskSplit> splitRingCount(const Instance& instance, const RunOptions& options);

}  // namespace pw::queens
