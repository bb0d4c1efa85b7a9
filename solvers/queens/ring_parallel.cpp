/// queens.v5 — ring starts, the whole symmetry group, threads.
///
/// The canonical ring starts (ring_start.h) are the tasks; threads take them from an
/// atomic index, so a slow start does not hold the others back, and each thread keeps
/// its own counters and publishes them as deltas. A traced run follows one thread
/// through every valid start in order, showing the ones that another image stands for
/// as cuts.
#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

#include "algorithms.h"
#include "core/thread_results.h"
#include "ring_search.h"

namespace pw::queens {

namespace {

unsigned threadCount(const RunOptions& options, std::size_t tasks) {
    const unsigned t = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::min<std::size_t>(t, std::max<std::size_t>(tasks, 1)));
}

RunResult runTraced(const Ring& ring, const RunOptions& options, SearchContext& ctx, VirtualTracer tracer) {
    RingSearch<VirtualTracer> search(ring, options, ctx, tracer, nullptr);
    for (const RingTask& task : makeRingTasks(ring, false)) {
        if (search.finished()) break;
        if (task.canonical) search.searchStart(task);
        else search.skipStart(task.start);
    }
    return search.finish();
}

RunResult runThreads(const Ring& ring, const RunOptions& options, SearchContext& ctx) {
    std::uint64_t skipped = 0;
    const std::vector<RingTask> tasks = makeRingTasks(ring, true, &skipped);
    std::atomic<std::size_t> next{0};
    std::atomic<bool> done{false};

    auto work = [&](RunResult& out, bool first) {
        RingSearch<NullTracer> search(ring, options, ctx, NullTracer{}, &done);
        if (first) search.addSkipped(skipped);
        for (std::size_t i; !search.finished() && (i = next.fetch_add(1, std::memory_order_relaxed)) < tasks.size();)
            search.searchStart(tasks[i]);
        out = search.finish();
    };

    const unsigned threads = threadCount(options, tasks.size());
    return runOnThreads(threads, [&](RunResult& out, unsigned index) { work(out, index == 0); });
}

}  // namespace

RunResult runRingSymmetry(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    const Ring ring{instance.rows, ringDepth(instance.rows)};
    if (StepTracer* t = ctx.tracer()) return runTraced(ring, options, ctx, VirtualTracer{t});
    return runThreads(ring, options, ctx);
}

}  // namespace pw::queens
