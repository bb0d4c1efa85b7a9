#pragma once
/// The sudoku's worksheet maker (core/puzzle_maker.h): 9×9 puzzles of QQwing's four
/// levels (rating.h), made by the generator; the score is the rating's.
#include "core/puzzle_maker.h"

namespace pw::sudoku {

/// simple, easy, intermediate, expert, with their titles.
std::vector<LevelInfo> makerLevels();
/// 9×9 only: the rating's medians were fitted there, and a 16×16 of a given level
/// takes minutes to carve.
MakerSizes makerSizes();
Result<MadePuzzle> makePuzzle(const SizeRequest& size, std::string_view level, std::uint64_t seed,
                              std::stop_token stop);

}  // namespace pw::sudoku
