#pragma once
/// queens.v6's count in parts (core/task_split.h): the tasks of join_work.h, each
/// counted by the same `JoinSearch` as the threads of join_parallel.cpp. An even board's
/// strips are built once, by the split itself (the setup's counters); an odd board's
/// with each start.
#include <memory>

#include "core/task_split.h"

namespace pw::queens {

std::unique_ptr<TaskSplit> splitJoinCount(const Instance& instance, const RunOptions& options);

}  // namespace pw::queens
