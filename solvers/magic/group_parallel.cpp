/// magic.v6 — the search of group_search.h on threads.
///
/// Symmetry: the group of 32 of square_group.h (8 for order 3), and for odd n the
/// complement, as in v5: each square found stands for 32 (or 64) squares. The givens
/// keep the symmetry when only the centre is given (every element of the group keeps
/// the centre in place; the complement does not, so it is dropped); other givens turn
/// the symmetry off and the same search counts their completions one by one.
/// Threads: a task is the values of the first groups' searched cells, taken deep
/// enough to make many tasks, since they are uneven; threads take the next task from
/// an atomic index.
#include <algorithm>
#include <atomic>
#include <vector>

#include "algorithms.h"
#include "group_plan.h"
#include "group_search.h"
#include "task_pool.h"

namespace pw::magic {

namespace {

// Enough tasks that the last ones, whatever their size, leave no thread idle for long.
constexpr std::size_t kTasksWanted = 20000;

// The empty boards that take long enough to matter, planned at compile time.
constexpr GroupPlan kOrder4Plan = makeGroupPlan(4, {}, true, true);
constexpr GroupPlan kOrder5Plan = makeGroupPlan(5, {}, true, true);

struct Givens {
    bool any = false;
    bool centreOnly = false;
};

Givens readGivens(const Instance& instance) {
    const int n = instance.rows, centre = (n / 2) * n + n / 2;
    Givens g;
    for (std::size_t cell = 0; cell < instance.cells.size(); ++cell)
        if (instance.cells[cell] != 0) {
            g.any = true;
            if (n % 2 == 0 || static_cast<int>(cell) != centre) return {true, false};
            g.centreOnly = true;
        }
    return g;
}

GroupPlan planFor(const Instance& instance) {
    const Givens g = readGivens(instance);
    return makeGroupPlan(instance.rows, instance.cells, !g.any || g.centreOnly, !g.any);
}

// Where the centre's value sits in a task's prefix (-1: not searched there).
int centreIndex(const GroupPlan& plan, std::size_t depth) {
    const int n = plan.n;
    for (std::size_t g = 0; g < depth; ++g)
        if (n % 2 && plan.groups[g].cell == (n / 2) * n + n / 2) return static_cast<int>(g);
    return -1;
}

template <const GroupPlan* Fixed>
SampleRun runTasks(const Instance& instance, const RunOptions& options, SearchContext& ctx, const GroupPlan& plan,
                   const TaskSample& sample) {
    using Search = GroupSearch<NullTracer, Fixed>;
    std::atomic<bool> done{false};
    SampleRun run;
    if (poolThreads(options, kTasksWanted) == 1 && sample.centre == 0 && sample.stride <= 1) {  // nothing to share out
        Search search(instance, options, ctx, NullTracer{}, plan, &done);
        if (search.givensFit()) search.solve(0);
        run.result = search.finish(GroupLines::kSolve);
        run.tasksRun = run.tasksTotal = 1;
        return run;
    }
    // The shallowest split with enough tasks, tried on a scratch context (each try
    // enumerates from scratch: cheap next to the search below it).
    std::size_t depth = 0;
    for (std::vector<int> trial; depth + 1 < static_cast<std::size_t>(plan.groupCount);) {
        ++depth;
        trial.clear();
        SolutionSink scratch(0);
        SearchContext quiet(scratch, ctx.stopToken());
        Search counter(instance, options, quiet, NullTracer{}, plan, &done);
        if (!counter.givensFit()) break;
        counter.collectPrefixes(depth, trial);
        if (trial.size() / depth >= kTasksWanted) break;
    }
    Search enumerator(instance, options, ctx, NullTracer{}, plan, &done);
    std::vector<int> prefixes;
    if (!enumerator.givensFit()) {
        run.result = enumerator.finish(GroupLines::kSolve);
        return run;
    }
    if (depth == 0) {  // a single group: nothing to share out
        enumerator.solve(0);
        run.result = enumerator.finish(GroupLines::kSolve);
        return run;
    }
    enumerator.collectPrefixes(depth, prefixes);
    run.result = enumerator.finish(GroupLines::kSolve);
    run.tasksTotal = prefixes.size() / depth;
    const std::vector<std::size_t> selected = selectTasks(prefixes, depth, centreIndex(plan, depth), sample);
    run.tasksRun = selected.size();
    std::size_t finished = 0;
    const RunResult pooled = runTaskPool(
        prefixes, depth, selected, poolThreads(options, selected.size()), GroupLines::kSolve,
        [&] { return Search(instance, options, ctx, NullTracer{}, plan, &done); }, finished);
    RunResult& total = run.result;
    total.stats += pooled.stats;
    total.completed = total.completed && pooled.completed;
    total.extraValid &= pooled.extraValid;
    if (!total.completed)
        total.notice = notice(NoticeCode::StoppedSearchedTasks, {static_cast<std::int64_t>(finished),
                                                                 static_cast<std::int64_t>(selected.size()),
                                                                 static_cast<std::int64_t>(depth)});
    return run;
}

// The compile-time plan when there is one for this board, else the plan made here.
SampleRun runPlanned(const Instance& instance, const RunOptions& options, SearchContext& ctx, const TaskSample& sample) {
    const Givens g = readGivens(instance);
    if (!g.any && instance.rows == 5) return runTasks<&kOrder5Plan>(instance, options, ctx, kOrder5Plan, sample);
    if (!g.any && instance.rows == 4) return runTasks<&kOrder4Plan>(instance, options, ctx, kOrder4Plan, sample);
    const GroupPlan plan = planFor(instance);
    return runTasks<nullptr>(instance, options, ctx, plan, sample);
}

}  // namespace

RunResult runGroupParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (Notice why = refuse(instance, kMaxMaskOrder)) return refused(why);
    const GroupPlan plan = planFor(instance);
    if (ctx.tracer()) {  // a stepping tracer follows one search, from the first group
        GroupSearch<VirtualTracer> search(instance, options, ctx, VirtualTracer{ctx.tracer()}, plan);
        if (search.givensFit()) search.solve(0);
        return search.finish(GroupLines::kSolve);
    }
    return runPlanned(instance, options, ctx, {}).result;
}

SampleRun runGroupParallelSample(const Instance& instance, const RunOptions& options, SearchContext& ctx,
                                 const TaskSample& sample) {
    if (Notice why = refuse(instance, kMaxMaskOrder)) return {refused(why), 0, 0};
    return runPlanned(instance, options, ctx, sample);
}

}  // namespace pw::magic
