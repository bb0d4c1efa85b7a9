#pragma once
/// The fewest presses among the 2^d solutions p + Σ c_i·q_i of a board whose null space
/// has dimension d (lightsout.v4, first mode, when the Gray-code walk over the 2^d
/// combinations would cost too much).
///
/// Press counts by a Walsh–Hadamard transform. Give each cell the word of its presses:
/// bit i says whether quiet pattern q_i presses it, the top bit whether p does (one
/// bit-sliced chase, see LinearSolver::chaseWords). A cell with pattern v and top bit t is
/// pressed by p + Σ c_i·q_i exactly when t ⊕ (c·v) = 1. Count the cells per pattern,
/// δ[v] = #(top bit 0) − #(top bit 1); then the number of presses of combination c is
///     presses(c) = (cells − Σ_v δ[v]·(−1)^(c·v)) / 2,
/// and the sum is the Walsh–Hadamard transform of δ at c: every one of the 2^d counts in
/// d·2^d additions, after one pass over the cells. Exact, so the minimum is proven.
/// Memory: 2^d counters of 4 bytes, 64 MB at d = kExactNullity = 24.
///
/// Beyond d = 24 the table would not fit and no exact method is known to be feasible (the
/// question is a minimum-distance decoding, NP-hard in general; OEIS A075464, the fewest
/// presses on the all-on n × n board, is known up to n = 78 only; the split of the
/// transform into 2^(d−20) tables of 2^20 would cost about 2^d·20 additions, 14 s at
/// d = 32). There: descent by blocks. The current solution u starts at p; for each block
/// of kBlockBits quiet patterns, the transform above gives the exact best combination of
/// that block added to u, which replaces u when it has fewer presses. Each round after the
/// first mixes the basis at random (a fixed seed: the same board, the same answer), so
/// that the blocks span other subspaces; the descent ends when kQuietRounds rounds in a
/// row gain nothing, or after kMaxRounds. The result is a local minimum, not a proven
/// one: 617 presses on the all-on 39 × 39 board (d = 32) where the fewest are 561, 979 on
/// 47 × 47 (d = 30) against 971, 140 on the 20 × 20 torus (d = 32) against 80.
#include <cstdint>
#include <functional>
#include <vector>

#include "linear_solver.h"

namespace pw::lightsout {

/// What the search found: a solution in the system's unknowns and its press count.
struct FewestPresses {
    std::vector<Word> unknowns;      ///< of the chosen solution (LinearSolver::pressesOf)
    std::int64_t presses = 0;        ///< its number of presses
    bool proven = false;             ///< no solution has fewer presses
    std::uint64_t combinations = 0;  ///< combinations whose press count was computed
    int rounds = 0;                  ///< descent rounds (0 for the exact search)
    bool stopped = false;
};

constexpr int kExactNullity = 24;
constexpr int kBlockBits = 20;
constexpr int kMaxRounds = 8;
constexpr int kQuietRounds = 2;

/// The exact fewest presses of a solvable board with 1 ≤ nullity ≤ kExactNullity. Among
/// equal counts: the solution whose lowest differing cell is pressed (the order of v1–v3).
FewestPresses exactFewest(LinearSolver& solver, const std::function<bool()>& stop = {});
/// Descent by blocks for any nullity ≥ 1 (see above); proven only when one block covers
/// the whole null space.
FewestPresses descendFewest(LinearSolver& solver, const std::function<bool()>& stop = {});

/// δ and the cell count of a set of cell words (see above): the first `bits` bits of a
/// word are its pattern, bit 63 its solution bit.
struct PatternCounts {
    explicit PatternCounts(int bits);
    void add(const Word* cells, int count);
    /// Replaces δ by its Walsh–Hadamard transform; then presses(c) is valid for every c.
    /// Asks `stop` every 2^16 entries or level (at most ~6 ms apart); false when stopped.
    bool transform(const std::function<bool()>& stop = {});
    std::int64_t presses(std::uint32_t c) const { return (cells - delta[c]) / 2; }

    int bits;
    std::int64_t cells = 0;
    std::vector<std::int32_t> delta;
};

}  // namespace pw::lightsout
