#pragma once
/// The bound table of shading.v3 and v4: the contest winner's "least number of white
/// cells any completion of the remaining rows needs", turned round as the most shaded
/// cells any strip of m rows can hold.
#include <span>
#include <vector>

#include "core/registry.h"
#include "row_patterns.h"

namespace pw::shading {

/// An upper bound on the best score of `rows` rows from the table of fewer rows: no grid
/// beats the best (rows − 1)-row strip plus the fullest row, nor any split into two strips.
int stripBound(const RowPatterns& patterns, std::span<const int> table, int rows);

/// `table[m]` for m = 0..rows − 1: the best score of an m-row strip as wide as the
/// patterns, each one found by the row search itself (phase 1, untraced) with the
/// entries before it as its bound: v3's rising best, or with `fromAbove` v4's passes at
/// a fixed target from the upper bound down. The work is added to `spent`. Empty when
/// stopped.
std::vector<int> stripMaxima(const RowPatterns& patterns, int rows, bool mirror, bool fromAbove,
                             const RunOptions& options, SearchContext& ctx, Stats& spent);

}  // namespace pw::shading
