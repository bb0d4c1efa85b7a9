#pragma once
/// N queens with some queens given, to complete on paper (core/puzzle_maker.h).
///
/// A random solution (the columns in order, each column's rows tried in a seeded random
/// order) loses its queens as clue_carving.h says: a queen stays away while the queens
/// left have exactly one completion, counted by `countCompletions` (a bitmask search
/// over the columns without a given queen, stopped at the second completion). The
/// hardest level keeps an irreducible set of queens; easy and medium give back a half and
/// a quarter of the queens taken away. The score is the number of queens to place.
///
/// A made puzzle's instance holds the given queens as squares (`r * N + c`, the form of
/// a position, model.h); its solution is the row of each column's queen.
#include "core/puzzle_maker.h"

namespace pw::queens {

/// easy, medium, hard, with their titles.
std::vector<LevelInfo> makerLevels();
/// Boards of 5 to 12 (the 4 queens have two solutions, mirror images: one queen given
/// settles it at every level).
MakerSizes makerSizes();
/// How many solutions have the queens of `givenRows` (a row per column, −1 for a column
/// without a given queen), counted up to `limit` (0: all).
std::uint64_t countCompletions(int n, const std::vector<int>& givenRows, std::uint64_t limit);
Result<MadePuzzle> makePuzzle(const SizeRequest& size, std::string_view level, std::uint64_t seed,
                              std::stop_token stop);

}  // namespace pw::queens
