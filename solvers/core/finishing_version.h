#pragma once
/// When a version cannot finish a board within a budget (puzzle-workbench --pdf after a
/// user once chose shading.v1 on the 9×9 grid), which version can: the puzzle's built-in
/// versions from the newest (the best method) down, each run within the same budget on
/// the same board and mode, the first that completes. Derived by running them, never
/// named in advance: a puzzle that gains a version, or a board too large for all of
/// them, is answered as it is.
#include <optional>
#include <stop_token>
#include <string_view>

#include "registry.h"

namespace pw {

struct FinishingVersion {
    const AlgorithmInfo* algorithm = nullptr;
    double milliseconds = 0;  ///< the time it took
};

/// The first built-in version of `instance`'s puzzle, other than `stoppedId`, that
/// completes within `budgetSeconds` (newest first); nullopt when none does or `stop`
/// was requested.
std::optional<FinishingVersion> findFinishingVersion(const Registry& registry, std::string_view puzzle,
                                                     const Instance& instance, const RunOptions& options,
                                                     std::string_view stoppedId, double budgetSeconds,
                                                     std::stop_token stop = {});

}  // namespace pw
