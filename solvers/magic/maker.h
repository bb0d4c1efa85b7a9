#pragma once
/// Magic squares with givens, to complete on paper (core/puzzle_maker.h).
///
/// A random magic square (one of all the squares of order 3 or 4, listed once by magic.v4;
/// at order 5, magic.v4's first square after two random givens) loses its numbers as
/// clue_carving.h says: a number stays away while magic.v4, counting the completions of
/// the givens left (stopped at the second), finds exactly one. The hardest level keeps
/// an irreducible set of givens; easy and medium give back a half and a quarter of the
/// numbers taken away. The score is the number of empty cells.
#include <optional>

#include "core/puzzle_maker.h"

namespace pw::magic {

/// easy, medium, hard, with their titles.
std::vector<LevelInfo> makerLevels();
/// Orders 3 to 5.
MakerSizes makerSizes();
/// How many magic squares complete `givens` (order n, 0 for an empty cell), counted by
/// magic.v4 up to `limit` (0: all); empty when stopped.
std::optional<std::uint64_t> countCompletions(int n, const std::vector<int>& givens, std::uint64_t limit,
                                              std::stop_token stop = {});
Result<MadePuzzle> makePuzzle(const SizeRequest& size, std::string_view level, std::uint64_t seed,
                              std::stop_token stop);

}  // namespace pw::magic
