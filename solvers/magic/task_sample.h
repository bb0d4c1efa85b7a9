#pragma once
/// Running part of a threaded count (magic.v5, magic.v6): a benchmark estimates the
/// whole count's time from a sample of its tasks, and a test cross-checks the versions
/// on one centre value. Not in the registry: the front ends run whole counts.
#include <cstddef>

#include "core/registry.h"

namespace pw::magic {

/// Part of a threaded count, for benchmarks and cross-checks: the tasks whose centre
/// holds `centre` (0 = any), and among those every `stride`-th, from `offset`.
struct TaskSample {
    int centre = 0;
    std::size_t stride = 1;
    std::size_t offset = 0;
};

/// A sampled run: its result, the tasks it ran and the tasks of the whole count.
struct SampleRun {
    RunResult result;
    std::size_t tasksRun = 0;
    std::size_t tasksTotal = 0;
};

/// magic.v5 and magic.v6 on the tasks of `sample` only (empty board).
SampleRun runSymmetricParallelSample(const Instance& instance, const RunOptions& options, SearchContext& ctx,
                                     const TaskSample& sample);
SampleRun runGroupParallelSample(const Instance& instance, const RunOptions& options, SearchContext& ctx,
                                 const TaskSample& sample);

}  // namespace pw::magic
