#include "algorithms.h"

#include "backtracking.h"
#include "bitmask_search.h"
#include "brute_force.h"

namespace pw::queens {

// v3's listing: 0 solve, 1 free rows, 2 while, 3 lowest bit, 4 remove, 5 record, 6 recurse.
constexpr BitmaskLines kV3Lines{.freeRows = 1, .lowestBit = 3, .record = 5, .recurse = 6, .done = 0};

RunResult runBruteForce(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return withTracer(ctx, [&](auto tracer) {
        return BruteForce<decltype(tracer)>(instance.rows, options, ctx, tracer).run();
    });
}

RunResult runBacktracking(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return withTracer(ctx, [&](auto tracer) {
        return Backtracking<decltype(tracer)>(instance.rows, options, ctx, tracer).run();
    });
}

RunResult runBitmask(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return withTracer(ctx, [&](auto tracer) {
        BitmaskSearch<decltype(tracer)> search(instance.rows, options, ctx, tracer, kV3Lines);
        search.solve(0, 0, 0, 0);
        return search.finish();
    });
}

}  // namespace pw::queens
