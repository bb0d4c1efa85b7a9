#pragma once
/// The lights-out system of a board over GF(2), solved once and queried.
///
/// Unknown x_i = 1 when cell i is pressed; light i gives the equation "the presses that
/// toggle light i add up to its state". Two ways to set it up:
/// - dense (rows·cols ≤ kDenseLimit): one bit-packed row per light, eliminated whole;
/// - light-chasing reduction (bigger boards): the presses of the first row are kept as
///   unknowns (first and last rows on a torus) and chased down symbolically, each later
///   press an affine function of them; the lights of the last row (last two on a torus)
///   must end off, which leaves a system of `cols` (2·cols) unknowns. The board is
///   transposed first when it is wider than tall, so the system is as small as it can be.
/// Either way every solution of the small system gives exactly one solution of the board
/// and back, so the nullity is that of the whole board.
#include <cstdint>
#include <vector>

#include "gf2.h"
#include "model.h"

namespace pw::lightsout {

class LinearSolver {
public:
    static constexpr int kDenseLimit = 1024;

    explicit LinearSolver(const Board& board, EliminationHooks hooks = {});

    /// Builds and eliminates the system; false when the stop hook ended it.
    bool run();

    bool solvable() const { return elim_.consistent; }
    int nullity() const { return static_cast<int>(elim_.freeColumns.size()); }
    int rank() const { return elim_.rank; }
    bool reduced() const { return reduced_; }
    int unknowns() const { return elim_.unknowns; }
    std::int64_t cells() const { return static_cast<std::int64_t>(rows_) * cols_; }
    std::uint64_t rowOps() const { return elim_.rowOps; }
    std::uint64_t pressesSimulated() const { return presses_; }

    /// A press mask (rows·cols bits, board numbering) that solves the board; the free
    /// unknowns are 0. Only when solvable().
    std::vector<Word> particular();
    /// The i-th basis vector of the null space (0 ≤ i < nullity()): a quiet pattern,
    /// a set of presses that changes no light.
    std::vector<Word> quietPattern(int i);
    /// When not solvable: a quiet pattern that covers an odd number of lit lights.
    std::vector<Word> obstruction();

private:
    void buildDense();
    bool buildReduced();
    /// The full press pattern (work orientation) chased from the unknown rows `x`, with
    /// the board's lights or with every light off.
    std::vector<Word> chase(const std::vector<Word>& x, bool withBoard);
    std::vector<Word> toBoardOrientation(const std::vector<Word>& work) const;
    void horizontalSum(const Word* p, Word* out) const;

    int rows_, cols_;
    bool torus_;
    bool transposed_ = false;
    int wr_, wc_;  ///< work orientation: wc_ <= wr_ when reduced
    bool wrapRows_, wrapCols_;
    int rowWords_;
    std::vector<Word> boardRows_;  ///< wr_ rows of rowWords_ words, work orientation
    std::vector<Word> boardBits_;  ///< rows·cols bits, board orientation
    EliminationHooks hooks_;
    bool reduced_ = false;
    BitMatrix system_;
    Elimination elim_;
    std::uint64_t presses_ = 0;
};

}  // namespace pw::lightsout
