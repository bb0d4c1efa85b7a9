#pragma once
/// The board puzzle-bench runs when neither --input nor a size names one: the lesson's
/// board of the puzzle. A puzzle whose lesson starts from a sample (the sudoku's
/// candidates grid, the lights out 4×4 board) runs on that sample, compiled in from
/// resources/ by app/CMakeLists.txt (bench_samples.cpp); the others on their empty board
/// of the lesson's size (8 queens, the magic square of order 3, the 9×9 shading grid
/// with k = 4), which `makeInstance` makes by default. An empty sudoku grid in "all"
/// mode would run for ever.
#include <string>
#include <vector>

#include "bench_options.h"
#include "core/registry.h"

namespace pw::bench {

/// A sample file compiled into puzzle-bench (generated: bench_samples.cpp).
struct EmbeddedSample {
    const char* puzzle;  ///< "sudoku"
    const char* path;    ///< as in the source tree: "resources/sudoku/samples/candidates.txt"
    const char* text;
};
const std::vector<EmbeddedSample>& embeddedSamples();

/// True when `size` asks for nothing: the default board is then run.
bool asksForNoSize(const SizeRequest& size);

/// The puzzle's default board (its sample, else its empty board of the default size).
Result<std::vector<Instance>> defaultBoard(const PuzzleInfo& puzzle);

/// One line a puzzle for --help: which board runs without --input.
std::string defaultBoardsHelp(const Registry& registry);

}  // namespace pw::bench
