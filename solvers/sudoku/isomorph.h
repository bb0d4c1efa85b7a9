#pragma once
/// Isomorphs of a sudoku: the same puzzle in another orientation. Relabelling the digits,
/// permuting the rows inside each band, the columns inside each stack, the bands, the
/// stacks, and transposing keep every rule, so a grid and its isomorph have the same
/// number of solutions (each solution maps to one of the other's) and need the same
/// reasoning: a benchmark on isomorphs measures the same difficulty in an orientation
/// that no rule of a solver was tuned on.
///
/// The maps are drawn from a seed by a generator written here (splitmix64 and a
/// Fisher–Yates shuffle), not by the standard library's distributions, so that a seed
/// gives the same isomorphs with every compiler and library.
#include <cstdint>
#include <span>
#include <vector>

#include "core/instance.h"

namespace pw::sudoku {

/// One symmetry of a grid of box size `box`: the cell at (r, c) of the result is the cell
/// at (rows[r], cols[c]) of the original (read at (c, r) first when `transposed`), its
/// digit d written digits[d − 1].
struct Isomorph {
    int box = 3;
    std::vector<int> digits;  ///< digits[d − 1] is the new digit of d (1..n)
    std::vector<int> rows;    ///< a permutation of 0..n−1 keeping bands together
    std::vector<int> cols;    ///< the same for columns and stacks
    bool transposed = false;
};

/// An isomorph drawn from `seed`: each of the permutations uniform, transposed or not with
/// even odds.
Isomorph randomIsomorph(int box, std::uint64_t seed);

/// The grid `cells` (n² digits, 0 for a blank) seen through `map`; blanks stay blank.
std::vector<int> applyIsomorph(const Isomorph& map, std::span<const int> cells);

/// Each puzzle of a collection replaced by an isomorph, the i-th drawn from `seed` and i.
std::vector<Instance> isomorphsOf(const std::vector<Instance>& puzzles, std::uint64_t seed);

}  // namespace pw::sudoku
