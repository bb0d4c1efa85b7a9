#pragma once
/// The lights-out system of a board over GF(2), solved once and queried.
///
/// Unknown x_i = 1 when cell i is pressed; light i gives the equation "the presses that
/// toggle light i add up to its state". Two ways to set it up:
/// - dense (rows·cols ≤ kDenseLimit): one bit-packed row per light, eliminated whole;
/// - light-chasing reduction (bigger boards): the presses of the first row are kept as
///   unknowns (first and last rows on a torus) and chased down; the lights of the last
///   row (last two on a torus) must end off, which leaves a system of `cols` (2·cols)
///   unknowns. The board is transposed first when it is wider than tall, so the system is
///   as small as it can be. Every solution of the small system gives exactly one solution
///   of the board and back, so the nullity is that of the whole board.
///
/// Building the reduced system fast. Write a work row's presses as a vector p_r and A for
/// the row operator (a press toggles itself and its left and right neighbours). Chasing
/// says p_{r+1} = A·p_r + p_{r−1} + b_r (b_r: row r's lights), so with first row x,
/// p_r = f_r(A)·x + g_r where f_0 = 1, f_1 = A, f_{r+1} = A·f_r + f_{r−1}: the last row
/// ends dark when f_R(A)·x = g_R. Chasing every first-row unknown symbolically (a bitset
/// of cols + 1 bits per cell, the textbook way) costs rows·cols²/64 word operations.
/// But f_R(A) is a polynomial in A, so it is symmetric and commutes with A and with the
/// path's neighbour operator T = A + 1: its row i + 1 is T·(row i) + row i − 1 (a
/// rotation of row i when the row wraps). Only e_0, the single press at the row's start,
/// and the board's lights are chased, one bitset row per step: rows·cols/64 word
/// operations, then cols²/64 for the rows of f_R(A). The torus system is four such blocks
/// in x and the last row y: [f_{R−1}, f_{R−2}+1; f_R+1, f_{R−1}]·(x, y) = (g_{R−1}, g_R).
///
/// Memory on an R × C board (C ≤ R after transposing; U = C unknowns, 2C on a torus):
/// the board's lights R·C/8 bytes, the system U·(U+1)/8 bytes (twice that during the
/// M4RI elimination), a few rows of C/8 bytes; a full press mask R·C/8 bytes. On a
/// 5000 × 5000 board: 3.1 MB of lights, 3.1 MB of system (12.5 MB on the torus), 3.1 MB
/// per press mask.
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "gf2.h"
#include "model.h"

namespace pw::lightsout {

class LinearSolver {
public:
    static constexpr int kDenseLimit = 1024;
    /// M4RI cannot be stopped inside: it takes 30 ms for 5000 unknowns (any plain board up
    /// to 5000 on a side) but 100 ms for 7000 and 360 ms for 10,000 (a 5000 × 5000 torus),
    /// past the 100 ms in which a stop must be honoured. Bigger systems go to the
    /// hand-written elimination, which asks the stop hook at every column (1.6 s there).
    static constexpr int kM4riMaxUnknowns = 6000;
    /// Which elimination reduces the system: M4RI for the reduced systems of big boards
    /// (up to kM4riMaxUnknowns), the hand-written one for dense systems, bigger systems
    /// and whenever pivots are traced; or forced.
    enum class Backend { Auto, HandWritten, M4ri };
    /// Called with the words of consecutive cells (any order), and the bits of their
    /// lights (bit j for cells[j]); see chaseWords.
    using CellVisitor = std::function<void(const Word* cells, const Word* lights, int count)>;

    LinearSolver(int rows, int cols, bool torus, std::span<const int> lights, EliminationHooks hooks = {},
                 Backend backend = Backend::Auto);
    explicit LinearSolver(const Board& board, EliminationHooks hooks = {}, Backend backend = Backend::Auto)
        : LinearSolver(board.rows, board.cols, board.torus, board.lights, std::move(hooks), backend) {}

    /// Builds and eliminates the system; false when the stop hook ended it.
    bool run();

    bool solvable() const { return elim_.consistent; }
    int nullity() const { return static_cast<int>(elim_.freeColumns.size()); }
    int rank() const { return elim_.rank; }
    bool reduced() const { return reduced_; }
    int unknowns() const { return elim_.unknowns; }
    std::int64_t cells() const { return static_cast<std::int64_t>(rows_) * cols_; }
    std::uint64_t rowOps() const { return elim_.rowOps; }
    bool rowOpsCounted() const { return elim_.rowOpsCounted; }
    std::uint64_t pressesSimulated() const { return presses_; }

    /// The unknowns (unknowns() bits) of the solution with every free unknown 0, and of
    /// the i-th null vector (0 ≤ i < nullity()): that free unknown 1, the others 0.
    std::vector<Word> particularUnknowns() const { return particularSolution(system_, elim_); }
    std::vector<Word> nullUnknowns(int i) const { return nullVector(system_, elim_, i); }
    /// The press mask (rows·cols bits, board numbering) the unknowns `u` give: chased with
    /// the board's lights (a solution when u solves the system) or without them (a quiet
    /// pattern when u is a null vector).
    std::vector<Word> pressesOf(const std::vector<Word>& u, bool withBoard);
    /// A press mask that solves the board, the free unknowns 0. Only when solvable().
    std::vector<Word> particular() { return pressesOf(particularUnknowns(), true); }
    /// The i-th basis vector of the null space: a quiet pattern, presses that change no light.
    std::vector<Word> quietPattern(int i) { return pressesOf(nullUnknowns(i), false); }
    /// When not solvable: a quiet pattern that covers an odd number of lit lights.
    std::vector<Word> obstruction();

    /// Bit-sliced chase: up to 64 press masks at once. Bit b of `unknownWords[k]` is
    /// unknown k of mask b; every cell gets the word of its presses in the 64 masks, the
    /// board's lights entering the bits of `lightWord` (the masks of solutions; quiet
    /// patterns get none). Every cell of the board is visited once; false when `stop`
    /// said so (asked every 32 rows). On a dense system the cells are the unknowns.
    bool chaseWords(std::span<const Word> unknownWords, Word lightWord, const CellVisitor& visit,
                    const std::function<bool()>& stop = {});

private:
    void buildDense();
    bool buildReduced();
    /// next = A·cur + prev (+ the lights of work row r when `withBoard`), one bit per cell.
    void stepRow(Word* next, const Word* cur, const Word* prev, int r, bool withBoard) const;
    /// The rows of a polynomial in A (symmetric, commuting with A) from its row 0, into
    /// the system at rows `firstRow`.., columns `offset`..; `plusIdentity` adds 1.
    void addPolynomialRows(const std::vector<Word>& row0, int firstRow, int offset, bool plusIdentity);
    void horizontalSum(const Word* p, Word* out, bool withSelf) const;

    int rows_, cols_;
    bool torus_;
    bool transposed_ = false;
    int wr_, wc_;  ///< work orientation: wc_ <= wr_ when reduced
    bool wrapRows_, wrapCols_;
    int rowWords_;
    std::vector<Word> boardRows_;  ///< wr_ rows of rowWords_ words, work orientation
    EliminationHooks hooks_;
    Backend backend_;
    bool reduced_ = false;
    BitMatrix system_;
    Elimination elim_;
    std::uint64_t presses_ = 0;
};

}  // namespace pw::lightsout
