#pragma once
/// Runs one search per thread and adds up their results: the shape every parallel
/// version shares (queens v4 and v5, magic v5 and v6).
#include <thread>
#include <vector>

#include "instance.h"

namespace pw {

/// Calls `work(out, index)` on `threads` threads (the calling thread is index 0, so one
/// thread starts none), waits for all of them, and returns the sum of their results:
/// counters added, completed only when every thread completed, an extra counter valid
/// only when every thread computed it.
template <class Work>
RunResult runOnThreads(unsigned threads, Work&& work) {
    std::vector<RunResult> results(threads == 0 ? 1 : threads);
    {
        std::vector<std::jthread> pool;
        for (unsigned i = 1; i < results.size(); ++i) pool.emplace_back([&, i] { work(results[i], i); });
        work(results[0], 0u);
    }
    RunResult total;
    for (const RunResult& r : results) {
        total.stats += r.stats;
        total.completed = total.completed && r.completed;
        total.extraValid &= r.extraValid;
    }
    return total;
}

}  // namespace pw
