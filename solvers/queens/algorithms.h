#pragma once
/// The six N queens versions, as the registry runs them. `instance.rows` is N.
#include "core/registry.h"

namespace pw::queens {

RunResult runBruteForce(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runBacktracking(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runBitmask(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runBitmaskParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runRingSymmetry(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runHalfJoin(const Instance& instance, const RunOptions& options, SearchContext& ctx);

/// Adds the puzzle and its six versions to the registry.
void registerQueens(Registry& registry);

}  // namespace pw::queens
