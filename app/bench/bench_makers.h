#pragma once
/// puzzle-bench's --rate (the sudoku rating of each puzzle of a file) and --make (new
/// puzzles from a puzzle's worksheet maker, core/puzzle_maker.h).
#include <ostream>

#include "bench_options.h"
#include "core/registry.h"

namespace pw::bench {

/// One line a puzzle of --input: its line, its level and its score (sudoku/rating.h);
/// the number of puzzles rated, or what is wrong with the input.
Result<std::size_t> printRatings(const Registry& registry, const BenchOptions& options, std::ostream& out);

/// --make N puzzles of --level from seeds --seed, --seed + 1, ...: for each, a `#` line
/// (puzzle, level, score, seed) and the puzzle's text; the solutions, one a line, to
/// --solutions OUT when given. The number made, or what is wrong with the request.
Result<std::size_t> printMadePuzzles(const Registry& registry, const BenchOptions& options, std::ostream& out);

}  // namespace pw::bench
