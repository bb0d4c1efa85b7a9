#pragma once
/// Puzzles with a unique solution, rated by the hardest technique a person needs.
///
/// Rating: the board is filled with its candidates and `nextStep` is applied until the
/// grid is full or the techniques are stuck. Easy = singles only; medium = locked
/// candidates; hard = pairs and triples; expert = X-wing, or a grid the techniques
/// cannot finish (it needs trial and error).
///
/// Generation: a random full grid (a valid pattern shuffled by digit relabelling, row and
/// column swaps inside bands and stacks, band and stack swaps, and a transposition,
/// all drawn from a seeded generator), then the cells are blanked in a random order,
/// each blank kept only when the solution stays unique and the rating does not exceed
/// the level asked for.
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/instance.h"
#include "techniques.h"

namespace pw::sudoku {

enum class Level { Easy, Medium, Hard, Expert };

std::string_view levelName(Level level);
/// The level a technique belongs to.
Level levelOf(Technique technique);

struct Rating {
    Level level = Level::Easy;
    std::optional<Technique> hardest;  ///< none when the grid was already full
    bool solvedByLogic = true;         ///< false when the techniques got stuck
    int steps = 0;
};

Rating rate(const Instance& puzzle);

struct GeneratedPuzzle {
    Instance puzzle;
    std::vector<int> solution;
    Rating rating;
};

/// A puzzle of box size `box` with a unique solution, of level `level` when one is found
/// within `attempts` grids (else the closest found). The same seed gives the same puzzle.
GeneratedPuzzle generate(Level level, std::uint64_t seed, int box = 3, int attempts = 20);

}  // namespace pw::sudoku
