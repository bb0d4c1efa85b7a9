/// queens.v6 — half boards joined, threads.
///
/// The tasks (join_work.h) are taken from an atomic index, each thread keeping its own
/// counters and buffers. An even board's strips are built first, on the calling thread,
/// and shared read-only. A traced run follows one thread through every plan and split.
#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>

#include "algorithms.h"
#include "core/thread_results.h"
#include "join_memory.h"
#include "join_search.h"
#include "join_work.h"

namespace pw::queens {

namespace {

unsigned threadCount(const RunOptions& options, std::size_t tasks) {
    const unsigned t = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::min<std::size_t>(t, std::max<std::size_t>(tasks, 1)));
}

RunResult runTraced(int n, const RunOptions& options, SearchContext& ctx, VirtualTracer tracer) {
    std::uint64_t skipped = 0;
    const std::vector<JoinPlan> plans = makeJoinPlans(n, &skipped);
    JoinSearch<VirtualTracer> search(n, options, ctx, tracer, nullptr);
    search.addPrunes(skipped);
    for (const JoinPlan& plan : plans) {
        if (search.finished()) break;
        search.searchPlan(plan);
    }
    search.traceDone();
    return search.finish();
}

RunResult runThreads(int n, const RunOptions& options, SearchContext& ctx) {
    const JoinWork work = makeJoinWork(n);
    std::atomic<std::size_t> next{0};
    std::atomic<bool> done{false};
    std::optional<PlanStrips> shared;
    RunResult setup;
    if (work.sharedStrips) {
        JoinSearch<NullTracer> builder(n, options, ctx, NullTracer{}, &done);
        shared = builder.buildStrips(work.plans.front());
        setup = builder.finish();
        if (!setup.completed) return setup;  // stopped while building: the tables are not whole
    }
    auto body = [&](RunResult& out, unsigned index) {
        JoinSearch<NullTracer> search(n, options, ctx, NullTracer{}, &done);
        if (index == 0) search.addPrunes(work.skippedStarts);
        for (std::size_t i; !search.finished() && (i = next.fetch_add(1, std::memory_order_relaxed)) < work.tasks.size();) {
            const JoinTask& task = work.tasks[i];
            const JoinPlan& plan = work.plans[task.plan];
            if (shared) search.searchSplits(plan, *shared, task.firstSplit, task.lastSplit);
            else search.searchPlan(plan);
        }
        out = search.finish();
    };
    RunResult total = runOnThreads(threadCount(options, work.tasks.size()), body);
    total.stats += setup.stats;
    total.completed = total.completed && setup.completed;
    return total;
}

}  // namespace

RunResult runHalfJoin(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    const int n = instance.rows;
    const unsigned threads = ctx.tracer() ? 1u : threadCount(options, 1u << 20);
    const Notice refusal = joinMemoryNotice(n, threads, machineMemoryBytes(), [&] { return ctx.stopRequested(); });
    if (refusal || ctx.stopRequested()) {
        RunResult declined;
        declined.completed = false;
        declined.notice = refusal;
        declined.extraValid = 0;
        return declined;
    }
    if (StepTracer* t = ctx.tracer()) return runTraced(n, options, ctx, VirtualTracer{t});
    return runThreads(n, options, ctx);
}

}  // namespace pw::queens
