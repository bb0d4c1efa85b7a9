#include "strip_table.h"

#include <algorithm>
#include <atomic>

#include "row_search.h"

namespace pw::shading {

int stripBound(const RowPatterns& patterns, std::span<const int> table, int rows) {
    int bound = table[static_cast<std::size_t>(rows - 1)] + patterns.count.front();
    for (int a = 1; a < rows; ++a)
        bound = std::min(bound, table[static_cast<std::size_t>(a)] + table[static_cast<std::size_t>(rows - a)]);
    return bound;
}

std::vector<int> stripMaxima(const RowPatterns& patterns, int rows, bool mirror, bool fromAbove,
                             const RunOptions& options, SearchContext& ctx, Stats& spent) {
    constexpr RowLines kUntraced{-1, -1, -1, -1, -1, -1, -1};
    std::vector<int> table{0};
    for (int m = 1; m < rows; ++m) {
        // A strip of m rows holds at least what m − 1 rows hold (add a white row).
        SharedBest best(m, patterns.cols, table.back());
        RowSearch<NullTracer> search(patterns, m, table, mirror, options, ctx, NullTracer{}, kUntraced, false);
        if (!fromAbove) {
            search.startPhase(Phase::Maximise, &best, 0);
            search.search(0, 0, true);
        } else {
            // v4's passes at a fixed target, from the bound down, each stopping at its
            // first grid; no target above m − 1 rows' best means the strip holds no more.
            std::atomic<bool> found{false};
            search.stopAtFirst(&found);
            for (int target = stripBound(patterns, table, m); target > table.back() && !found && !search.stopped(); --target) {
                search.startPhase(Phase::Enumerate, &best, target);
                search.search(0, 0, true);
            }
        }
        spent += search.result().stats;
        if (search.stopped()) return {};
        table.push_back(best.value());
    }
    return table;
}

}  // namespace pw::shading
