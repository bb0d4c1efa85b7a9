#pragma once
/// Puzzles with a unique solution, of a chosen level (rating.h).
///
/// An attempt: a random full grid (a search that fills the fewest-candidates cell first
/// with its digits in a seeded random order), then its cells blanked in a random order,
/// each blank kept only when the solution stays unique (v5's search stopped at the
/// second solution) and, below expert, when the techniques up to the level asked for
/// still finish the grid. The result is rated; an attempt whose level falls short (an
/// expert grid that the pairs finish, an intermediate one the singles finish) is thrown
/// away and another made, as QQwing does. The same seed gives the same puzzle on any
/// machine (SeededRandom).
#include <cstdint>
#include <optional>
#include <stop_token>

#include "core/instance.h"
#include "rating.h"

namespace pw::sudoku {

struct GeneratedPuzzle {
    Instance puzzle;
    std::vector<int> solution;
    Rating rating;
};

/// A puzzle of box size `box` with a unique solution, of level `level` when one is made
/// within `attempts` attempts (0: until `stop`), else the one of the closest level.
/// Empty only when `stop` came before any attempt finished.
std::optional<GeneratedPuzzle> generate(Level level, std::uint64_t seed, int box = 3, int attempts = 0,
                                        std::stop_token stop = {});

}  // namespace pw::sudoku
