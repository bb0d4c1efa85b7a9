#include "algorithms.h"

#include "cell_search.h"
#include "model.h"
#include "row_search.h"
#include "strip_table.h"

namespace pw::shading {

namespace {

// Pseudo-code lines of v1, v2 and v3 (see register.cpp).
constexpr CellLines kV1Lines{3, 4, 5, 6, -1, 7, 0};
constexpr CellLines kV2Lines{3, 4, 5, 6, 8, 9, 0};
constexpr RowLines kV3Lines{4, 5, 7, -1, 8, 9, 2};

RunResult declined(const Instance& instance) {
    RunResult result;
    result.completed = false;
    result.notice = checkParameters(instance.rows, instance.cols, instance.k);
    return result;
}

RunResult runCells(const Instance& instance, const RunOptions& options, SearchContext& ctx, bool useHope,
                   CellLines lines) {
    if (checkParameters(instance.rows, instance.cols, instance.k)) return declined(instance);
    return withTracer(ctx, [&](auto tracer) {
        CellSearch<decltype(tracer)> search(instance.rows, instance.cols, instance.k, useHope, options, ctx, tracer,
                                            lines);
        SharedBest best(instance.rows, instance.cols);
        const bool phase1 = search.maximise(best);
        const bool phase2 = phase1 && options.mode != Mode::First && search.enumerate(best.value());
        return finishRun(search.result(), phase1, phase2, best, options, ctx);
    });
}

}  // namespace

RunResult runExhaustive(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return runCells(instance, options, ctx, false, kV1Lines);
}

RunResult runHope(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return runCells(instance, options, ctx, true, kV2Lines);
}

RunResult runRows(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (checkParameters(instance.rows, instance.cols, instance.k)) return declined(instance);
    const RowPatterns patterns(instance.cols, instance.k);
    Stats tableWork;
    std::vector<std::uint64_t> tablePerDepth;
    const std::vector<int> table = stripMaxima(patterns, instance.rows, options, ctx, tableWork, tablePerDepth);
    summariseTable(ctx, std::move(tablePerDepth));
    SharedBest best(instance.rows, instance.cols);
    if (table.empty()) {
        RunResult stopped{tableWork, false, {}, ~0u};
        return finishRun(stopped, false, false, best, options, ctx);
    }
    return withTracer(ctx, [&](auto tracer) {
        RowSearch<decltype(tracer), kV3Features> search(patterns, instance.rows, {}, options, ctx, tracer, kV3Lines);
        search.startPass({.rows = instance.rows, .table = table, .phase = Phase::Maximise, .best = &best});
        search.searchAll();
        const bool phase1 = !search.stopped();
        bool phase2 = false;
        if (phase1 && options.mode != Mode::First) {
            search.startPass({.rows = instance.rows, .table = table, .phase = Phase::Enumerate, .target = best.value()});
            search.searchAll();
            search.endPhase();
            phase2 = !search.stopped();
        }
        RunResult result = search.result();
        result.stats += tableWork;
        return finishRun(result, phase1, phase2, best, options, ctx);
    });
}

std::optional<int> computeMaximum(int rows, int cols, int k, std::stop_token stop) {
    if (checkParameters(rows, cols, k)) return std::nullopt;
    Instance instance;
    instance.rows = rows;
    instance.cols = cols;
    instance.k = k;
    SolutionSink sink(1);
    SearchContext ctx(sink, std::move(stop));
    const RunResult result = runRowsMemo(instance, {Mode::First, 0, false}, ctx);
    if (!result.completed) return std::nullopt;
    return static_cast<int>(result.stats.extra[kBest]);
}

}  // namespace pw::shading
