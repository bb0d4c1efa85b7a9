#pragma once
/// The five sudoku versions as the registry runs them, and the uniqueness test built on
/// the fastest. `instance.k` is the box size (see model.h).
#include <string>
#include <vector>

#include "core/registry.h"

namespace pw::sudoku {

/// Slots of Stats::extra, in the order of the registry's counterNames.
enum Counter { kGuesses = 0, kSingles = 1 };

RunResult runNaive(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runMasks(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runSingles(const Instance& instance, const RunOptions& options, SearchContext& ctx);
/// 9×9 by the band solver; 4×4 and 16×16 by v3's general search (said in the message).
RunResult runBands(const Instance& instance, const RunOptions& options, SearchContext& ctx);
/// 9×9 by bands and stacks (v5), on the processor's AVX2 copy when it has one; other
/// sizes as v4 does.
RunResult runStackBands(const Instance& instance, const RunOptions& options, SearchContext& ctx);

/// How many solutions a grid has, counted up to two (by v5: its search stopped at the
/// second solution).
enum class Uniqueness { None, Unique, Several, Invalid };

struct UniquenessResult {
    Uniqueness verdict = Uniqueness::Invalid;
    std::vector<int> solution;  ///< the first solution found, when there is one
    std::string message;        ///< why the grid is invalid
};

UniquenessResult checkUniqueness(const Instance& instance);
/// "no solution", "exactly one solution", "several solutions" or the reason it is invalid.
std::string describe(const UniquenessResult& result);

/// Adds the puzzle and its five versions to the registry.
void registerSudoku(Registry& registry);

}  // namespace pw::sudoku
