#pragma once
/// Making new puzzles for a worksheet, as registry data: a puzzle that can make puzzles
/// of its own lists its levels and a maker function in its `PuzzleInfo` (registry.h), so
/// a front end (the worksheet pages, `puzzle-bench`) makes "six expert sudokus" or "four
/// hard lights-out boards" without knowing any puzzle.
///
/// A made puzzle has exactly one solution, proven by a count (each puzzle says which in
/// its maker's header), and the same request with the same seed gives the same puzzle on
/// any machine (`SeededRandom`). What "one solution" means is the puzzle's: the sudoku's
/// and the magic square's completion of the givens, the queens' completion of the given
/// queens, the lights-out board's fewest presses (see lightsout/maker.h).
#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "instance.h"
#include "result.h"

namespace pw {

/// One difficulty a maker offers, from the easiest in `PuzzleInfo::levels`.
struct LevelInfo {
    std::string id;           ///< stable, the command line's word: "simple", "expert", "hard"
    std::string title;        ///< translatable (PW_TEXT("Algorithms", ...)): "Expert"
    std::string description;  ///< translatable, one sentence: what the level asks of the solver
};

/// A puzzle made for a worksheet, with its answer.
struct MadePuzzle {
    /// What the student gets, as the puzzle's readers and boards take it: the givens
    /// (sudoku, magic square), the lights (lights out), the given queens' squares.
    Instance puzzle;
    /// Its one solution, in the form the puzzle's searches report solutions (the sink's
    /// cells, what `PuzzleInfo::formatSolution` and the board's solution display take):
    /// the full grid (sudoku, magic square), the press mask (lights out), the row of the
    /// queen of each column (queens).
    std::vector<int> solution;
    std::string level;  ///< the `LevelInfo::id` the puzzle rates at (the one asked for)
    /// A finer difficulty, higher is harder, comparable between puzzles of one kind and
    /// size: the sudoku's rating score (0-99, docs/SUDOKU_RATING.md), the lights-out
    /// board's fewest presses, the cells (or queens) left to find for the others.
    int score = 0;
};

/// Makes one puzzle of `level` (a `LevelInfo::id`) for the size asked (the puzzle's own
/// `makeInstance` reading of it), from `seed`. Asks `stop` between attempts and answers
/// within about 100 ms of a stop. An error (English, for puzzle-bench; the GUI offers
/// only levels and sizes the maker takes) for a size or a level it does not make, or
/// when stopped.
using MakePuzzleFunction =
    std::function<Result<MadePuzzle>(const SizeRequest&, std::string_view level, std::uint64_t seed, std::stop_token)>;

/// The sizes a maker takes (`SizeRequest::size`, the side of the board), which can be
/// narrower than what the solvers take: a worksheet's puzzle is made in seconds at most.
struct MakerSizes {
    int min = 0;
    int max = 0;
    int preferred = 0;  ///< what a worksheet offers first
};

}  // namespace pw
