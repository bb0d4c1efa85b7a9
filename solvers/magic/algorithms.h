#pragma once
/// The six magic-square versions, as the registry runs them. `instance.rows` is the
/// order n; `instance.cells` the givens (see model.h).
#include "core/registry.h"

namespace pw::magic {

RunResult runBruteForce(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runUsedTable(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runPartialSums(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runComputedLast(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runSymmetricParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runGroupParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx);

/// Why a version cannot run this instance (bad givens, an order too large for its
/// bitmask), or an empty notice. Every run function answers it first.
Notice refuse(const Instance& instance, int maxOrder);
/// The result of a refused run: nothing searched, not completed, the reason.
RunResult refused(Notice why);

/// Adds the puzzle and its six versions to the registry.
void registerMagic(Registry& registry);

}  // namespace pw::magic
