#pragma once
/// The five shading-grid versions, as the registry runs them. An instance gives rows,
/// cols and k (see model.h); a run's solutions are the optimal grids.
#include <optional>
#include <stop_token>

#include "core/registry.h"

namespace pw::shading {

/// Indices of the counters in `Stats::extra`, in the registry's counterNames order:
/// the best score (the maximum once a run completes), the optimal grids up to symmetry,
/// the branches cut by the bound and by the mirror rule, and (v5) the states cut by the
/// memo of failures.
enum Counter : int { kBest = 0, kClasses = 1, kBoundCuts = 2, kSymmetryCuts = 3, kMemoCuts = 4 };

RunResult runExhaustive(const Instance& instance, const RunOptions& options, SearchContext& ctx);    // v1
RunResult runHope(const Instance& instance, const RunOptions& options, SearchContext& ctx);          // v2
RunResult runRows(const Instance& instance, const RunOptions& options, SearchContext& ctx);          // v3
RunResult runRowsParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx);  // v4
RunResult runRowsMemo(const Instance& instance, const RunOptions& options, SearchContext& ctx);      // v5

/// The maximum score of a rows × cols grid for k, found by shading.v5 in first mode (the
/// board's "best known maximum"; run it off the GUI thread for big sizes). Empty when
/// `stop` ended the search first or the parameters are invalid.
std::optional<int> computeMaximum(int rows, int cols, int k, std::stop_token stop = {});

/// Adds the puzzle and its five versions to the registry.
void registerShading(Registry& registry);

}  // namespace pw::shading
