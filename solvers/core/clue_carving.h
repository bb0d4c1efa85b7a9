#pragma once
/// Givens taken from a known solution, for the makers of puzzles "complete the givens"
/// (the magic square's numbers, the queens' given queens; core/puzzle_maker.h).
///
/// Every clue of the solution starts given; they are taken away one at a time in a
/// random order, each staying away only while the puzzle keeps exactly one solution
/// (`unique`, a count by the puzzle's own search). What is left is irreducible: no
/// single given can go. That is the hardest level; an easier one gives back part of the
/// clues taken away (the first ones taken), so it keeps one solution too (more givens
/// never add a solution) and its givens include the harder level's. Fewer givens is
/// harder: there is more to find and less to start from.
#include <functional>
#include <optional>
#include <stop_token>
#include <vector>

#include "seeded_random.h"

namespace pw {

/// The clues of a solution, carved.
struct CarvedClues {
    std::vector<int> removed;  ///< the clues taken away, in the order they went
    std::vector<bool> kept;    ///< per clue: in the irreducible set
};

/// Carves `clueCount` clues; `unique(given)` says whether the puzzle with the clues
/// flagged in `given` has exactly one solution. Empty when `stop` came first.
inline std::optional<CarvedClues> carveClues(int clueCount, SeededRandom& random,
                                             const std::function<bool(const std::vector<bool>&)>& unique,
                                             const std::stop_token& stop) {
    CarvedClues out;
    out.kept.assign(static_cast<std::size_t>(clueCount), true);
    for (int clue : random.permutation(clueCount)) {
        if (stop.stop_requested()) return std::nullopt;
        out.kept[static_cast<std::size_t>(clue)] = false;
        if (unique(out.kept)) out.removed.push_back(clue);
        else out.kept[static_cast<std::size_t>(clue)] = true;
    }
    return out;
}

/// The clues given at level `levelIndex` of `levelCount` (0 the easiest): the
/// irreducible set, plus, below the hardest level, the first
/// removed × (levelCount − 1 − levelIndex) / (2 (levelCount − 1)) clues taken away
/// (half of them at the easiest level).
inline std::vector<bool> cluesOfLevel(const CarvedClues& carved, int levelIndex, int levelCount) {
    std::vector<bool> given = carved.kept;
    const std::size_t back =
        levelCount < 2 ? 0
                       : carved.removed.size() * static_cast<std::size_t>(levelCount - 1 - levelIndex) /
                             static_cast<std::size_t>(2 * (levelCount - 1));
    for (std::size_t i = 0; i < back; ++i) given[static_cast<std::size_t>(carved.removed[i])] = true;
    return given;
}

}  // namespace pw
