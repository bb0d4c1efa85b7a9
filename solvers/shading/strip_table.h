#pragma once
/// The bound table of shading.v3, v4 and v5: the contest winner's "least number of white
/// cells any completion of the remaining rows needs", turned round as the most shaded
/// cells any strip of m rows can hold.
#include <span>
#include <vector>

#include "core/registry.h"
#include "row_patterns.h"
#include "row_team.h"

namespace pw::shading {

/// An upper bound on the best score of `rows` rows from the table of fewer rows: no grid
/// beats the best (rows − 1)-row strip plus the fullest row, nor any split into two strips.
int stripBound(const RowPatterns& patterns, std::span<const int> table, int rows);

/// v3's table: `table[m]` for m = 0..rows − 1, the best score of an m-row strip as wide
/// as the patterns, each one found by the row search itself (phase 1 with a rising best,
/// untraced) with the entries before it as its bound. The work is added to `spent`, and
/// its nodes per depth to `spentPerDepth`. Empty when stopped.
std::vector<int> stripMaxima(const RowPatterns& patterns, int rows, const RunOptions& options, SearchContext& ctx,
                             Stats& spent, std::vector<std::uint64_t>& spentPerDepth);

/// Tells a stepping tracer, if the run has one, of the table's nodes (per depth): the
/// search-tree view shows them as one node for line 0 of v3's, v4's and v5's listings.
void summariseTable(const SearchContext& ctx, std::vector<std::uint64_t> nodesPerDepth);

/// v4's and v5's table: the same entries found by passes at a fixed target, from the
/// bound down, each stopping at its first grid, on every thread of `team`. Empty when
/// stopped.
template <RowFeatures F>
std::vector<int> stripMaximaFromAbove(RowTeam<NullTracer, F>& team, const RowPatterns& patterns, int rows);

/// The lines of an untraced search (the strips of the table).
inline constexpr RowLines kUntracedLines{-1, -1, -1, -1, -1, -1, -1};

}  // namespace pw::shading
