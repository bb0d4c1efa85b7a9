#pragma once
/// A sudoku's difficulty from the techniques a person needs (docs/SUDOKU_RATING.md).
///
/// The grid is solved as a person would, with the hint engine's techniques
/// (techniques.h), always taking the easiest step available. The level is the hardest
/// tier it needed, named on QQwing's scale:
/// - simple: singles in a cell only (full houses, naked singles);
/// - easy: hidden singles as well;
/// - intermediate: locked candidates (pointing, claiming), naked and hidden pairs;
/// - expert: triples, the X-wing, or a grid where the techniques get stuck and a digit
///   must be guessed.
/// Eliminations never hurt a later step, so the easiest-first walk needs a tier above
/// T exactly when the techniques up to T cannot finish the grid: the level does not
/// depend on the order of the steps within a tier.
///
/// When stuck, the walk places the solution's digit in the blank cell with the fewest
/// candidates (the first such cell) and counts a guess: a person who guessed right. So
/// the rating of a grid is the same on every run, and luck never enters the score.
///
/// The score (0-99) orders grids inside a level: 25 × level + 25 × (1 − 2^(−E / m)),
/// where m is the median effort of that level on puzzles QQwing generated (the fit set
/// of docs/SUDOKU_RATING.md) and E, the effort, adds up the steps of the level's own
/// tier, the moments when nothing easier was left: each weighs `stepWeight`, and a
/// single (simple and easy tiers) is divided by the number of placements of its tier on
/// offer then, since the last one left is the hard one to spot; a guess weighs
/// `kGuessWeight`. The median puzzle of a level scores 25 × level + 12; a level's band
/// never overlaps the next one.
#include <array>
#include <optional>
#include <string_view>

#include "algorithms.h"
#include "core/instance.h"
#include "techniques.h"

namespace pw::sudoku {

/// QQwing's four levels, from the easiest.
enum class Level { Simple, Easy, Intermediate, Expert };
constexpr int kLevelCount = 4;

/// "simple", "easy", "intermediate", "expert": QQwing's words, the command line's.
std::string_view levelName(Level level);
std::optional<Level> levelFromName(std::string_view name);
/// The level a technique belongs to.
Level levelOf(Technique technique);

/// The weight of one step of a technique in the effort, inside its level's tier; and
/// that of a guess (an expert step).
double stepWeight(Technique technique);
constexpr double kGuessWeight = 4.0;
/// The median effort of each level's tier on the fit set (see the top of this file).
double medianEffort(Level level);

struct Rating {
    /// Unique when the rest means something; None, Several or Invalid otherwise, and
    /// then the level is Expert and the score 99 (no person can finish such a grid).
    Uniqueness verdict = Uniqueness::Invalid;
    Level level = Level::Simple;
    int score = 0;
    double effort = 0;                       ///< E above
    std::optional<Technique> hardest;        ///< none when the grid was already full
    int guesses = 0;                         ///< digits placed when the techniques were stuck
    int steps = 0;                           ///< logical steps taken
    std::array<int, kTechniqueCount> uses{};  ///< steps of each technique
};

/// Rates a grid (any box size; the medians were fitted on 9×9).
Rating rate(const Instance& puzzle);

/// True when the techniques of `level` and the easier ones finish the grid without a
/// guess: cheaper than `rate` (no uniqueness test, stops at the first harder need), for
/// the generator. Expert accepts every grid.
bool solvableWithin(const Instance& puzzle, Level level);

}  // namespace pw::sudoku
