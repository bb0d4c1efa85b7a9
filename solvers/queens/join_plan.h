#pragma once
/// queens.v6's geometry: the board cut into a left and a right half, each half cut into
/// two strips of columns, and the queens placed before the halves.
///
/// A solution has one queen in each column and each row. Cut the board between two
/// columns: the left half's queens stand on a set L of rows (as many as its columns),
/// the right half's on the other rows, R. For one such *row split*, a *left half board*
/// is a placement of one queen per left column on the rows L, no two attacking; a right
/// half board likewise on R. A left and a right half board make a solution exactly when
/// no diagonal holds a queen of each: their rows and columns are disjoint already. So the
/// solutions are counted by making, for each row split, the half boards of both sides and
/// counting the pairs that share no diagonal, without searching the whole board.
///
/// The diagonals that can hold a queen of each half are the ones that cross the cut:
/// N - 1 of each direction at most. A half board is reduced to its *key*, one bit per
/// crossing diagonal it occupies (`crossingKey`): a pair matches when the AND of the keys
/// is zero. Half boards are themselves made by joining two *strips* of columns the same
/// way (strip_table.h), each strip keeping a key for the cut between its half's strips
/// and one for the cut between the halves.
///
/// Even N = 2h: the halves are columns 0..h-1 and h..N-1, and nothing is placed first.
/// Odd N = 2h+1: the middle column and the middle row hold one queen each (one queen in
/// all when it stands on the centre); the 8 symmetries map these two lines onto
/// themselves, so their queens form a *start*, as v5's ring does: only the smallest of a
/// start's images is counted, times its number of distinct images (`weight`). The halves
/// are columns 0..h-1 and h+1..N-1, less the column of the middle row's queen, on the
/// rows the start leaves.
///
/// Symmetry of the row splits (`RowSymmetry`):
/// - an even board uses the 8 symmetries in two parts. The group of the half turn, the
///   transposition and the other diagonal's reflection swaps the two halves of each long
///   diagonal (r = c and r + c = N - 1) independently, so the solutions with a queen on
///   the left part of one long diagonal are as many as those with it on the right part:
///   right half boards may not touch either long diagonal, and a left half board counts
///   twice for each long diagonal it occupies. Reversing the rows maps the row split L to
///   its reverse and keeps that rule: a split counts when it is not larger than its
///   reverse, twice when smaller. The left half boards on neither long diagonal are also
///   counted for the mirror split (R, L), which the left-right mirror gives: a split's
///   class and its mirror's count once, twice for the one picked (`mirrorFactor`);
/// - the centre start of an odd board: each split counts for its images by the row
///   reversal, the left-right mirror and the half turn (the long diagonals go through the
///   centre queen, so no half board touches them);
/// - any other start: every split counts once (the start's weight does the rest).
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "model.h"

namespace pw::queens {

/// The symmetries by their index in `transformSquare`.
namespace symmetry {
inline constexpr int kIdentity = 0, kHalfTurn = 2, kReverseRows = 4, kTranspose = 5, kMirrorColumns = 6,
                     kAntiTranspose = 7;
}

enum class RowSymmetry : std::uint8_t { None, Centre, EvenBoard };

/// The columns of a half, in two strips (each may be empty on small boards).
struct HalfColumns {
    std::vector<int> stripA, stripB;
    int count() const { return static_cast<int>(stripA.size() + stripB.size()); }
    /// The first column of strip B: strip keys name the diagonals crossing that cut.
    int innerCut() const { return stripB.empty() ? (stripA.empty() ? 0 : stripA.back() + 1) : stripB.front(); }
};

/// One start and what its halves are made of.
struct JoinPlan {
    int n = 0;
    std::vector<Square> start;    ///< 0 (even N), 1 (the centre) or 2 queens
    int weight = 1;               ///< distinct images of the start
    std::uint8_t stabiliser = 1;  ///< bit s set when symmetry s maps the start to itself
    RowSymmetry symmetry = RowSymmetry::None;
    std::uint32_t freeRows = 0;   ///< the rows the halves share out
    HalfColumns left, right;
    /// Rows of each column a half may not use: attacked by the start; on an even board,
    /// the right half's squares on a long diagonal too.
    std::array<std::uint32_t, kMaxSize> blocked{};

    int cut() const { return n / 2; }
    int startQueens() const { return static_cast<int>(start.size()); }
    int freeRowCount() const;
    /// The key bits of the two long diagonals, r = c (`mainDiagonalBit`) and r + c =
    /// N - 1 (`antiDiagonalBit`), and both on an even board (`longDiagonalBits`; 0 on an
    /// odd one, whose long diagonals go through the start's middle lines).
    std::uint64_t mainDiagonalBit() const { return std::uint64_t{1} << (n - 1 + cut() - 1); }
    std::uint64_t antiDiagonalBit() const { return std::uint64_t{1} << (n - 1 - cut()); }
    std::uint64_t longDiagonalBits() const {
        return symmetry == RowSymmetry::EvenBoard ? mainDiagonalBit() | antiDiagonalBit() : 0;
    }
};

/// The bits of a queen on (r, c) in the key of the diagonals crossing between columns
/// < cut and >= cut: bit r + c - cut for its sum diagonal, bit N - 1 + r - c + cut - 1
/// for its difference diagonal, each when it is one of the N - 1 that cross.
std::uint64_t crossingKey(int n, int cut, int r, int c);

/// The plans of a board: one for an even board; for an odd board one per canonical
/// start, the centre first (the largest), and the number of starts skipped as images.
std::vector<JoinPlan> makeJoinPlans(int n, std::uint64_t* skippedStarts = nullptr);

/// How a row split counts (see the file comment). `leftRows` is a set of board rows.
struct SplitFactors {
    bool counted = false;  ///< false: another split stands for this one
    /// Factor of a left half board on no long diagonal (0: counted with the mirror split).
    std::uint32_t plain = 0;
    /// Factor of a left half board on k >= 1 long diagonals: `perDiagonal << k`.
    std::uint32_t perDiagonal = 0;
    /// The symmetries whose images a found solution stands for, besides itself:
    /// the row reversal (`reverseImage`) and the mirror (`mirrorImage`, plain boards only).
    bool reverseImage = false, mirrorImage = false;
    /// Centre start: the row reversal, mirror and half turn images to add, as a bit set
    /// of symmetry indices (one per distinct image of the split).
    std::uint8_t centreImages = 0;
};
SplitFactors splitFactors(const JoinPlan& plan, std::uint32_t leftRows);

/// The symmetries (indices, the identity first) whose images a solution found on a row
/// split with `factors`, its left half's key being `leftKey`, stands for: as many as its
/// factor times the start's weight, with the 8 symmetries of a start with no
/// stabiliser (one with a stabiliser gives each image as many times as the stabiliser
/// has members, and its completions are streamed for the smallest of them only).
int representedImages(const JoinPlan& plan, const SplitFactors& factors, std::uint64_t leftKey, std::array<int, 8>& out);
/// Symmetry `first`, then `then`, as one index.
int composeSymmetries(int n, int first, int then);

/// The factor of a left half board with key `key` under `factors`; `diagonalBits` is the
/// plan's `longDiagonalBits`.
inline std::uint32_t halfFactor(std::uint64_t diagonalBits, const SplitFactors& factors, std::uint64_t key) {
    const int k = std::popcount(key & diagonalBits);
    return k == 0 ? factors.plain : factors.perDiagonal << k;
}

/// The board's rows reversed (row r becomes N - 1 - r).
std::uint32_t reverseRows(int n, std::uint32_t rows);

}  // namespace pw::queens
