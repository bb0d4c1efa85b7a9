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
#include <vector>

#include "algorithms.h"
#include "fill_plan.h"
#include "plan_search.h"
#include "task_pool.h"

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

// Where the centre's value sits in a task's prefix (-1: not among the first cells).
int centreIndex(const FillPlan& plan, int n, std::size_t split) {
    for (std::size_t i = 0; i < split && i < plan.steps.size(); ++i)
        if (n % 2 && plan.steps[i].cell == (n / 2) * n + n / 2) return static_cast<int>(i);
    return -1;
}

SampleRun runTasks(const Instance& instance, const RunOptions& options, SearchContext& ctx, const FillPlan& plan,
                   const TaskSample& sample) {
    std::atomic<bool> done{false};
    const std::size_t split = splitPoint(plan, instance.rows);
    std::vector<int> prefixes;  // `split` values per task, one task after the other
    PlanSearch<NullTracer> enumerator(instance, options, ctx, NullTracer{}, plan, kV5Lines, true, &done);
    enumerator.collectPrefixes(split, prefixes);
    SampleRun run;
    run.result = enumerator.finish(1);
    run.tasksTotal = split ? prefixes.size() / split : 0;
    const std::vector<std::size_t> selected = selectTasks(prefixes, split, centreIndex(plan, instance.rows, split), sample);
    run.tasksRun = selected.size();

    std::size_t finished = 0;
    const RunResult pooled = runTaskPool(
        prefixes, split, selected, poolThreads(options, selected.size()), 1,
        [&] { return PlanSearch<NullTracer>(instance, options, ctx, NullTracer{}, plan, kV5Lines, true, &done); },
        finished);
    RunResult& total = run.result;
    total.stats += pooled.stats;
    total.completed = total.completed && pooled.completed;
    total.extraValid &= pooled.extraValid;
    if (!total.completed)
        total.notice = notice(NoticeCode::StoppedTasks, {static_cast<std::int64_t>(finished),
                                                         static_cast<std::int64_t>(selected.size()),
                                                         static_cast<std::int64_t>(split)});
    return run;
}

FillPlan symmetricPlan(int n) {
    FillPlan plan = makeFillPlan(n, {});
    addStandardFormRules(n, plan);
    addComplementRule(n, plan);
    return plan;
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
    const FillPlan plan = symmetricPlan(instance.rows);
    if (ctx.tracer()) {  // a stepping tracer follows one search, from the first step
        PlanSearch<VirtualTracer> search(instance, options, ctx, VirtualTracer{ctx.tracer()}, plan, kV5Lines, true);
        search.solve(0);
        return search.finish(2);
    }
    return runTasks(instance, options, ctx, plan, {}).result;
}

SampleRun runSymmetricParallelSample(const Instance& instance, const RunOptions& options, SearchContext& ctx,
                                     const TaskSample& sample) {
    if (Notice why = refuse(instance, kMaxMaskOrder)) return {refused(why), 0, 0};
    return runTasks(instance, options, ctx, symmetricPlan(instance.rows), sample);
}

}  // namespace pw::magic
