#include "strip_table.h"

#include <algorithm>
#include <atomic>
#include <utility>

#include "row_search.h"

namespace pw::shading {

int stripBound(const RowPatterns& patterns, std::span<const int> table, int rows) {
    int bound = table[static_cast<std::size_t>(rows - 1)] + patterns.count.front();
    for (int a = 1; a < rows; ++a)
        bound = std::min(bound, table[static_cast<std::size_t>(a)] + table[static_cast<std::size_t>(rows - a)]);
    return bound;
}

std::vector<int> stripMaxima(const RowPatterns& patterns, int rows, const RunOptions& options, SearchContext& ctx,
                             Stats& spent, std::vector<std::uint64_t>& spentPerDepth) {
    std::vector<int> table{0};
    RowSearch<NullTracer, kV3Features> search(patterns, rows, {}, options, ctx, NullTracer{}, kUntracedLines);
    for (int m = 1; m < rows; ++m) {
        // A strip of m rows holds at least what m − 1 rows hold (add a white row).
        SharedBest best(m, patterns.cols, table.back());
        search.startPass({.rows = m, .table = table, .phase = Phase::Maximise, .best = &best, .publishesBest = false});
        search.searchAll();
        if (search.stopped()) break;
        table.push_back(best.value());
    }
    spent += search.result().stats;
    search.depthCounts().addTo(spentPerDepth);
    if (search.stopped()) return {};
    return table;
}

void summariseTable(const SearchContext& ctx, std::vector<std::uint64_t> nodesPerDepth) {
    StepTracer* tracer = ctx.tracer();
    if (!tracer) return;
    // Line 0 of the three listings: "table[m] ← the most shaded cells of an m-row strip".
    tracer->onSummary({.kind = SummaryKind::TableBeforeSearch, .line = 0, .nodesPerDepth = std::move(nodesPerDepth)});
}

template <RowFeatures F>
std::vector<int> stripMaximaFromAbove(RowTeam<NullTracer, F>& team, const RowPatterns& patterns, int rows) {
    std::vector<int> table{0};
    for (int m = 1; m < rows; ++m) {
        // Passes at a fixed target, from the bound down, each stopping at its first grid;
        // no target above m − 1 rows' best means the strip holds no more (a white row).
        SharedBest best(m, patterns.cols, table.back());
        std::atomic<bool> found{false};
        for (int target = stripBound(patterns, table, m); target > table.back() && !found && !team.stopped(); --target)
            team.run({.rows = m, .table = table, .phase = Phase::Enumerate, .best = &best, .target = target,
                      .firstDone = &found, .publishesBest = false});
        if (team.stopped()) return {};
        table.push_back(best.value());
    }
    return table;
}

template std::vector<int> stripMaximaFromAbove(RowTeam<NullTracer, kV4Features>&, const RowPatterns&, int);
template std::vector<int> stripMaximaFromAbove(RowTeam<NullTracer, kV5Features>&, const RowPatterns&, int);

}  // namespace pw::shading
