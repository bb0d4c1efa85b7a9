#pragma once
/// A file version measured against the puzzle's best built-in version on the same board:
/// the figures of "v5 finds 92, yours 91". The figure is the solutions found, or where
/// the puzzle optimises (its `timelineCounter`, the shading grid's best score) that
/// counter. Data only; the front ends word it.
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "core/registry.h"

namespace pw::own {

/// The puzzle's built-in version with the highest number (the best method), or nullptr.
const AlgorithmInfo* bestBuiltin(const Registry& registry, std::string_view puzzle);

struct Comparison {
    std::string builtinId;  ///< "queens.v5"
    int builtinVersion = 0;
    int counter = -1;       ///< the counter compared (Stats::extra), -1: the solutions
    std::uint64_t builtinValue = 0;
    std::uint64_t yourValue = 0;
    bool same() const { return builtinValue == yourValue; }
};

/// The figures of two finished runs, or nothing when the built-in's run did not
/// complete (its figure would not be the answer) or the counter was not computed.
std::optional<Comparison> compareRuns(const AlgorithmInfo& builtin, const RunResult& builtinRun, const Stats& yours,
                                      std::uint32_t yourValid);

/// Runs the best built-in version on `instance` within `budgetSeconds` (0: no budget)
/// and compares it with a file version's finished run; `stop` ends it early.
std::optional<Comparison> compareWithBest(const Registry& registry, std::string_view puzzle, const Instance& instance,
                                          const RunOptions& options, const Stats& yours, std::uint32_t yourValid,
                                          double budgetSeconds, std::stop_token stop = {});

}  // namespace pw::own
