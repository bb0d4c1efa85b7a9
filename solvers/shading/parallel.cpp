/// shading.v4 — v3 plus mirror-symmetry breaking plus threads; shading.v5 — v4 plus a
/// bound that looks one row ahead and a memo of the states that failed.
///
/// The two phases of v3 become passes at equality: v3's phase 1 spends most of its time
/// finding a grid of the maximum that its phase 2 then finds again, while proving that
/// nothing beats the maximum costs little (on 9×9 about 3% of phase 1). So v4 searches at
/// a fixed target T, from the table's upper bound down: a pass that finds no grid proves
/// the maximum is below T; the first pass that finds one has T = the maximum, and it has
/// already streamed every optimal grid (in first mode it stops at the first one). The
/// "best" counter rises to T when its first grid is found. The strips of the table are
/// found the same way, each pass stopping at its first grid.
///
/// Every pass, of the table and of the grid, runs on all the threads of the run, which
/// hand each other the rest of their shallowest loop when one runs out of work (see
/// work_share.h). v5 runs the same passes with `lookahead` and one memo for the whole run
/// (see row_search.h and completion_memo.h).
#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "algorithms.h"
#include "completion_memo.h"
#include "model.h"
#include "row_team.h"
#include "strip_table.h"

namespace pw::shading {

namespace {

// v4's listing: 0 table, 1 patterns, 2 targets, 3 pieces, 4 search, 5 leaf,
// 6 forbidden, 7 loop, 8 bound, 9 symmetry, 10 reject, 11 place.
constexpr RowLines kV4Lines{.leaf = 5, .forbidden = 6, .bound = 8, .symmetry = 9, .reject = 10, .place = 11,
                            .done = 2, .piece = 3};
// v5's listing: 0 table, 1 patterns and best fits, 2 memo, 3 targets, 4 pieces, 5 search,
// 6 leaf, 7 forbidden, 8 memo cut, 9 loop, 10 bound, 11 symmetry, 12 reject,
// 13 look ahead, 14 place, 15 remember.
constexpr RowLines kV5Lines{.leaf = 6, .forbidden = 7, .bound = 10, .symmetry = 11, .reject = 12, .place = 14,
                            .done = 3, .piece = 4, .memoCut = 8, .lookahead = 13};

// Below this many cells a whole run takes a few milliseconds: one thread does it.
constexpr int kThreadedCells = 64;

unsigned threadCount(const Instance& instance, const RunOptions& options, const SearchContext& ctx) {
    if (ctx.tracer()) return 1;  // a stepping tracer follows one search
    if (instance.rows * instance.cols < kThreadedCells) return 1;
    return options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
}

// The passes at a fixed target over the whole grid, from the table's bound down.
template <Tracer Tr, RowFeatures F>
RunResult searchGrid(RowTeam<Tr, F>& team, const Instance& instance, const RowPatterns& patterns,
                     const std::vector<int>& table, const RunOptions& options, SearchContext& ctx, Stats work) {
    SharedBest best(instance.rows, instance.cols);
    std::atomic<bool> firstDone{false};
    bool reached = false;
    for (int target = stripBound(patterns, table, instance.rows); target > 0 && !reached && !team.stopped(); --target) {
        team.run({.rows = instance.rows, .table = table, .phase = Phase::Enumerate, .best = &best, .target = target,
                  .firstDone = options.mode == Mode::First ? &firstDone : nullptr});
        reached = best.value() == target;  // a grid of this target was found
    }
    const bool stopped = team.stopped();
    // The all-white grid is the answer only when no cell can be shaded at all (never).
    const bool proven = reached || !stopped;
    work += team.stats();
    return finishRun({work, true, {}, ~0u}, proven, proven && !stopped && options.mode != Mode::First, best, options,
                     ctx);
}

template <RowFeatures F>
RunResult runPasses(const Instance& instance, const RunOptions& options, SearchContext& ctx, RowLines lines) {
    const RowPatterns patterns(instance.cols, instance.k);
    std::unique_ptr<CompletionMemo> memo;
    if (F.memo && CompletionMemo::fits(instance.cols, instance.k))
        memo = std::make_unique<CompletionMemo>(patterns,
                                                CompletionMemo::entriesLog2For(instance.rows * instance.cols));
    const RowSearchSetup setup{.memo = memo.get()};
    const unsigned threads = threadCount(instance, options, ctx);

    RowTeam<NullTracer, F> untraced(patterns, instance.rows, setup, threads, options, ctx, NullTracer{},
                                    kUntracedLines);
    const std::vector<int> table = stripMaximaFromAbove(untraced, patterns, instance.rows);
    if (!ctx.tracer()) {
        if (table.empty()) {
            SharedBest none(instance.rows, instance.cols);
            return finishRun({untraced.stats(), false, {}, ~0u}, false, false, none, options, ctx);
        }
        // Untraced, the same threads go on with the grid.
        return searchGrid(untraced, instance, patterns, table, options, ctx, {});
    }
    // A stepping tracer is told of the table's nodes in one piece, then follows the grid's
    // passes on one thread, with the lines of the version's listing.
    summariseTable(ctx, untraced.nodesPerDepth());
    if (table.empty()) {
        SharedBest none(instance.rows, instance.cols);
        return finishRun({untraced.stats(), false, {}, ~0u}, false, false, none, options, ctx);
    }
    RowTeam<VirtualTracer, F> traced(patterns, instance.rows, setup, 1, options, ctx, VirtualTracer{ctx.tracer()},
                                     lines);
    return searchGrid(traced, instance, patterns, table, options, ctx, untraced.stats());
}

}  // namespace

RunResult runRowsParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    // v3 declines what no version can take, with the reason.
    if (checkParameters(instance.rows, instance.cols, instance.k)) return runRows(instance, options, ctx);
    return runPasses<kV4Features>(instance, options, ctx, kV4Lines);
}

RunResult runRowsMemo(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    // v3 declines what no version can take, with the reason.
    if (checkParameters(instance.rows, instance.cols, instance.k)) return runRows(instance, options, ctx);
    return runPasses<kV5Features>(instance, options, ctx, kV5Lines);
}

}  // namespace pw::shading
