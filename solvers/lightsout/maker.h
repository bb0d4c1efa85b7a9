#pragma once
/// Lights-out boards to solve on paper (core/puzzle_maker.h).
///
/// A board is made by pressing t random cells of a dark board, so it is solvable. Its
/// solutions are those t presses plus any combination of the quiet patterns (the null
/// space: presses that change no light), 2^nullity press sets in all; on a 5×5 board,
/// four. "One solution" is taken to mean one *fewest-press* solution: among the
/// 2^nullity press sets exactly one has the fewest presses, and that is the answer the
/// worksheet prints. (Asking for a board with a single press set would rule out the
/// classic 5×5 and every size with a null space; a board whose fewest presses are shared
/// by two sets would have two right answers, so it is thrown away.) The 2^nullity sets
/// are walked in Gray-code order; lightsout.v4, the fewest-presses version, must find the
/// same answer, which checks it.
///
/// The level is the number of fewest presses p, on a board of N cells: easy 2..e with
/// e = max(3, N/8); medium e+1..m with m = max(e+1, N/4); hard above m. The score is p.
/// A few sizes have no board of some level (the 3×3 torus none at all, the 5×5 torus no
/// hard one): after a capped number of tries the maker answers an error.
#include "core/puzzle_maker.h"

namespace pw::lightsout {

/// easy, medium, hard, with their titles.
std::vector<LevelInfo> makerLevels();
/// 3 to 10 on a side (rows and columns may differ; the torus too).
MakerSizes makerSizes();

/// The presses of each level on a board of `cells` cells: the fewest and the most.
struct PressRange {
    int fewest = 0;
    int most = 0;
};
PressRange pressRange(int cells, int levelIndex);

Result<MadePuzzle> makePuzzle(const SizeRequest& size, std::string_view level, std::uint64_t seed,
                              std::stop_token stop);

}  // namespace pw::lightsout
