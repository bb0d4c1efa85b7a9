#include "algorithms.h"

#include "band_solver.h"
#include "core/cpu_dispatch.h"
#include "mask_backtracking.h"
#include "naive_backtracking.h"
#include "singles_search.h"
#include "stack_band_entry.h"

namespace pw::sudoku {

Unsearchable unsearchableReason(const Instance& instance) {
    if (std::string problem = checkInstance(instance); !problem.empty()) return {problem, {}};
    if (instance.cells.empty()) return {};
    return {{}, conflictNotice(geometry(instance.k), instance.cells)};
}

namespace {

// A run that ends before searching, saying why.
RunResult declined(const Unsearchable& reason) {
    RunResult out{{}, true, reason.message, ~0u};
    out.notice = reason.notice;
    return out;
}

// Shared by every version: a grid that cannot be searched ends at once with its reason.
template <template <class> class Search>
RunResult runChecked(const Instance& instance, const RunOptions& options, SearchContext& ctx, Notice note = {}) {
    if (Unsearchable reason = unsearchableReason(instance)) return declined(reason);
    RunResult result = withTracer(ctx, [&](auto tracer) {
        return Search<decltype(tracer)>(instance, options, ctx, tracer).run();
    });
    if (!result.notice) result.notice = note;
    return result;
}

}  // namespace

RunResult runNaive(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return runChecked<NaiveBacktracking>(instance, options, ctx);
}

RunResult runMasks(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return runChecked<MaskBacktracking>(instance, options, ctx);
}

RunResult runSingles(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return runChecked<SinglesSearch>(instance, options, ctx);
}

RunResult runBands(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (instance.k != 3)
        return runChecked<SinglesSearch>(instance, options, ctx,
                                         notice(NoticeCode::BandSolverFellBack, {instance.k * instance.k}));
    return runChecked<BandSolver>(instance, options, ctx);
}

RunResult runStackBands(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (instance.k != 3)
        return runChecked<SinglesSearch>(instance, options, ctx,
                                         notice(NoticeCode::BandSolverFellBack, {instance.k * instance.k}));
    // The givens' clashes and values out of range are found by placing them, so a valid
    // grid pays for no separate scan; the sentence is only built for a grid that has one.
    const bool shaped = instance.rows == 9 && instance.cols == 9 && (instance.cells.empty() || instance.cells.size() == 81);
    if (!shaped) return declined(unsearchableReason(instance));
    // The machine-specific copies are never traced: a stepped run takes the baseline one.
    const cpu::Level level = ctx.tracer() == nullptr ? cpu::level() : cpu::Level::Baseline;
    std::optional<RunResult> result = level == cpu::Level::Avx512 ? stack_band::solveAvx512(instance, options, ctx)
                                      : level == cpu::Level::Avx2 ? stack_band::solveAvx2(instance, options, ctx)
                                                                  : stack_band::solveBaseline(instance, options, ctx);
    if (!result) return declined(unsearchableReason(instance));
    return std::move(*result);
}

UniquenessResult checkUniqueness(const Instance& instance) {
    UniquenessResult out;
    if (Unsearchable reason = unsearchableReason(instance)) {
        out.message = reason.message;
        out.notice = reason.notice;
        return out;
    }
    SolutionSink sink(1);
    SearchContext ctx(sink);
    runStackBands(instance, {Mode::All, 1, false, 2}, ctx);
    const std::uint64_t n = sink.total();
    out.verdict = n == 0 ? Uniqueness::None : n == 1 ? Uniqueness::Unique : Uniqueness::Several;
    if (n > 0) out.solution = sink.solutions().front().cells;
    return out;
}

std::string describe(const UniquenessResult& result) {
    switch (result.verdict) {
    case Uniqueness::None: return "no solution";
    case Uniqueness::Unique: return "exactly one solution";
    case Uniqueness::Several: return "several solutions";
    case Uniqueness::Invalid:
        return result.notice ? "the givens are in conflict: " + conflictSentence(result.notice) : result.message;
    }
    return {};
}

}  // namespace pw::sudoku
