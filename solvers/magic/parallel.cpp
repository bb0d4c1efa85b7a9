/// magic.v5 — v4 plus symmetry normalisation plus threads.
///
/// Symmetry: only squares in Frénicle's standard form are searched (the three other
/// corners exceed the top-left one, the cell right of it is below the cell under it),
/// which is one square of each class of 8; each one found is recorded with its 7 images
/// and counts 8. For odd n, the complement v -> n² + 1 - v halves the work again (see
/// addComplementRule): a square whose centre is below the middle number also stands
/// for its complement's class, counted 16. The rules sit on the plan's steps, so they cut as early as the fill
/// order reaches a corner. With givens the classes no longer map onto the completions,
/// so the run falls back to v4's search and says so.
/// Threads: the surviving values of the first searched cells are the tasks; threads take
/// tasks from an atomic index, so a slow task does not hold the others back.
#include <atomic>
#include <thread>
#include <vector>

#include "algorithms.h"
#include "fill_plan.h"
#include "plan_search.h"

namespace pw::magic {

namespace {

// v5's listing: 0 plan, 1 tasks, 2 solve, 3 leaf, 4 computed, 5 its check, 6 searched,
// 7 symmetry, 8 place, 9 line checks, 10 recurse, 11 undo.
constexpr PlanLines kV5Lines{3, 4, 5, 6, 8, 9, 10, 11, 7};

// The plan steps up to and including the `searched`-th searched one make a task.
std::size_t splitPoint(const FillPlan& plan, int n) {
    const int wanted = n <= 3 ? 1 : (n == 4 ? 2 : 3);
    int searched = 0;
    for (std::size_t i = 0; i < plan.steps.size(); ++i)
        if (plan.steps[i].fromLine < 0 && ++searched == wanted) return i + 1;
    return plan.steps.size();
}

unsigned threadCount(const RunOptions& options, std::size_t tasks) {
    const unsigned t = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::min<std::size_t>(t, std::max<std::size_t>(tasks, 1)));
}

RunResult runTasks(const Instance& instance, const RunOptions& options, SearchContext& ctx, const FillPlan& plan) {
    std::atomic<bool> done{false};
    const std::size_t split = splitPoint(plan, instance.rows);
    std::vector<int> prefixes;  // `split` values per task, one task after the other
    PlanSearch<NullTracer> enumerator(instance, options, ctx, NullTracer{}, plan, kV5Lines, true, &done);
    enumerator.collectPrefixes(split, prefixes);
    RunResult total = enumerator.finish(1);
    const std::size_t tasks = split ? prefixes.size() / split : 0;

    std::atomic<std::size_t> next{0}, finishedTasks{0};
    auto work = [&](RunResult& out) {
        PlanSearch<NullTracer> search(instance, options, ctx, NullTracer{}, plan, kV5Lines, true, &done);
        for (std::size_t i; !search.finished() && (i = next.fetch_add(1)) < tasks;) {
            search.solveTask(std::span<const int>(prefixes).subspan(i * split, split));
            if (!search.finished()) finishedTasks.fetch_add(1);
        }
        out = search.finish(1);
    };
    const unsigned threads = threadCount(options, tasks);
    std::vector<RunResult> results(threads);
    {
        std::vector<std::jthread> pool;
        for (unsigned i = 1; i < threads; ++i) pool.emplace_back([&, i] { work(results[i]); });
        work(results[0]);
    }
    for (const RunResult& r : results) {
        total.stats += r.stats;
        total.completed = total.completed && r.completed;
        total.extraValid &= r.extraValid;
    }
    if (!total.completed)
        total.notice = notice(NoticeCode::StoppedTasks, {static_cast<std::int64_t>(finishedTasks.load()),
                                                         static_cast<std::int64_t>(tasks), static_cast<std::int64_t>(split)});
    return total;
}

}  // namespace

RunResult runSymmetricParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (Notice why = refuse(instance, kMaxMaskOrder)) return refused(why);
    const bool givens = std::any_of(instance.cells.begin(), instance.cells.end(), [](int v) { return v != 0; });
    if (givens) {
        RunResult result = runComputedLast(instance, options, ctx);
        result.notice = notice(NoticeCode::GivensNoSymmetry);
        return result;
    }
    FillPlan plan = makeFillPlan(instance.rows, {});
    addStandardFormRules(instance.rows, plan);
    addComplementRule(instance.rows, plan);
    if (ctx.tracer()) {  // a stepping tracer follows one search, from the first step
        PlanSearch<VirtualTracer> search(instance, options, ctx, VirtualTracer{ctx.tracer()}, plan, kV5Lines, true);
        search.solve(0);
        return search.finish(2);
    }
    return runTasks(instance, options, ctx, plan);
}

}  // namespace pw::magic
