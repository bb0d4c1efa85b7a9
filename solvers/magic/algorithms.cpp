#include "algorithms.h"

#include "brute_force.h"
#include "fill_plan.h"
#include "model.h"
#include "partial_sums.h"
#include "plan_search.h"
#include "used_table.h"

namespace pw::magic {

// v4's listing: 0 plan, 1 solve, 2 leaf, 3 computed, 4 its check, 5 searched, 6 place,
// 7 line checks, 8 recurse, 9 undo (no symmetry line).
constexpr PlanLines kV4Lines{2, 3, 4, 5, 6, 7, 8, 9, -1};

Notice refuse(const Instance& instance, int maxOrder) {
    if (instance.rows != instance.cols) return notice(NoticeCode::NotSquare, {instance.rows, instance.cols});
    if (Notice bad = checkGivens(instance.rows, instance.cells)) return bad;
    if (instance.rows > maxOrder) return notice(NoticeCode::MaskOrder, {instance.rows, maxOrder});
    return {};
}

RunResult refused(Notice why) {
    RunResult result;
    result.completed = false;
    result.notice = why;
    result.extraValid = 0;
    return result;
}

RunResult runBruteForce(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (Notice why = refuse(instance, kMaxOrder)) return refused(why);
    return withTracer(ctx, [&](auto tracer) {
        return BruteForce<decltype(tracer)>(instance, options, ctx, tracer).run();
    });
}

RunResult runUsedTable(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (Notice why = refuse(instance, kMaxOrder)) return refused(why);
    return withTracer(ctx, [&](auto tracer) {
        return UsedTable<decltype(tracer)>(instance, options, ctx, tracer).run();
    });
}

RunResult runPartialSums(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (Notice why = refuse(instance, kMaxOrder)) return refused(why);
    return withTracer(ctx, [&](auto tracer) {
        return PartialSums<decltype(tracer)>(instance, options, ctx, tracer).run();
    });
}

RunResult runComputedLast(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (Notice why = refuse(instance, kMaxMaskOrder)) return refused(why);
    const FillPlan plan = makeFillPlan(instance.rows, instance.cells);
    return withTracer(ctx, [&](auto tracer) {
        PlanSearch<decltype(tracer)> search(instance, options, ctx, tracer, plan, kV4Lines, false);
        if (search.givensFit()) search.solve(0);
        return search.finish(1);
    });
}

}  // namespace pw::magic
