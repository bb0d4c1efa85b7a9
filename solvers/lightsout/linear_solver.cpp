#include "linear_solver.h"

#include <algorithm>
#include <cstring>

namespace pw::lightsout {

LinearSolver::LinearSolver(const Board& board, EliminationHooks hooks)
    : rows_(board.rows), cols_(board.cols), torus_(board.torus), hooks_(std::move(hooks)) {
    reduced_ = static_cast<std::int64_t>(rows_) * cols_ > kDenseLimit;
    transposed_ = reduced_ && cols_ > rows_;
    wr_ = transposed_ ? cols_ : rows_;
    wc_ = transposed_ ? rows_ : cols_;
    wrapRows_ = board.torus && wr_ >= 3;
    wrapCols_ = board.torus && wc_ >= 3;
    rowWords_ = wordsFor(wc_);
    boardBits_ = packCells(board.lights);
    boardRows_.assign(static_cast<std::size_t>(wr_) * static_cast<std::size_t>(rowWords_), 0);
    for (int r = 0; r < wr_; ++r)
        for (int c = 0; c < wc_; ++c) {
            const std::int64_t cell = transposed_ ? static_cast<std::int64_t>(c) * cols_ + r
                                                  : static_cast<std::int64_t>(r) * cols_ + c;
            if (testBit(boardBits_, cell)) boardRows_[static_cast<std::size_t>(r * rowWords_ + (c >> 6))] |= Word{1} << (c & 63);
        }
}

bool LinearSolver::run() {
    if (reduced_) {
        if (!buildReduced()) {
            elim_.stopped = true;
            return false;
        }
    } else {
        buildDense();
    }
    elim_ = eliminate(system_, hooks_);
    return !elim_.stopped;
}

void LinearSolver::buildDense() {
    const int n = rows_ * cols_;
    system_ = BitMatrix(n, n + 1);
    for (int i = 0; i < n; ++i) {
        // The matrix is symmetric: the presses that toggle light i are the cells i's press toggles.
        for (int j : pressedCells(rows_, cols_, torus_, i)) system_.set(i, j);
        if (testBit(boardBits_, i)) system_.set(i, n);
    }
    presses_ += static_cast<std::uint64_t>(n);
}

bool LinearSolver::buildReduced() {
    const int wc = wc_;
    const int unknowns = wrapRows_ ? 2 * wc : wc;
    const int W = wordsFor(unknowns + 1);
    const std::size_t rowSize = static_cast<std::size_t>(wc) * static_cast<std::size_t>(W);
    auto unitRow = [&](int offset) {
        std::vector<Word> row(rowSize, 0);
        for (int j = 0; j < wc; ++j) row[static_cast<std::size_t>(j * W + ((offset + j) >> 6))] |= Word{1} << ((offset + j) & 63);
        return row;
    };
    // out[j] = light (r, j) after the presses of `cur` (row r), `prev` and `extra` (its
    // vertical neighbours, extra may be null), as an affine function of the unknowns.
    auto step = [&](Word* out, const Word* cur, const Word* prev, const Word* extra, int r) {
        for (int j = 0; j < wc; ++j) {
            Word* o = out + static_cast<std::size_t>(j) * W;
            const Word* a = cur + static_cast<std::size_t>(j) * W;
            const Word* p = prev + static_cast<std::size_t>(j) * W;
            for (int k = 0; k < W; ++k) o[k] = a[k] ^ p[k];
            if (extra) {
                const Word* e = extra + static_cast<std::size_t>(j) * W;
                for (int k = 0; k < W; ++k) o[k] ^= e[k];
            }
            const int left = j > 0 ? j - 1 : (wrapCols_ ? wc - 1 : -1);
            const int right = j + 1 < wc ? j + 1 : (wrapCols_ ? 0 : -1);
            for (int nb : {left, right}) {
                if (nb < 0) continue;
                const Word* s = cur + static_cast<std::size_t>(nb) * W;
                for (int k = 0; k < W; ++k) o[k] ^= s[k];
            }
            if ((boardRows_[static_cast<std::size_t>(r * rowWords_ + (j >> 6))] >> (j & 63)) & 1u)
                o[unknowns >> 6] ^= Word{1} << (unknowns & 63);
        }
    };

    const std::vector<Word> first = unitRow(0);
    const std::vector<Word> last = wrapRows_ ? unitRow(wc) : std::vector<Word>(rowSize, 0);
    std::vector<Word> prev = last, cur = first, next(rowSize, 0);
    const int forcedEnd = wrapRows_ ? wr_ - 2 : wr_ - 1;
    for (int r = 0; r < forcedEnd; ++r) {
        if (hooks_.stop && hooks_.stop()) return false;
        step(next.data(), cur.data(), prev.data(), nullptr, r);
        std::swap(prev, cur);
        std::swap(cur, next);
        presses_ += static_cast<std::uint64_t>(wc);
    }
    system_ = BitMatrix(wrapRows_ ? 2 * wc : wc, unknowns + 1);
    if (wrapRows_) {
        step(system_.row(0), cur.data(), prev.data(), last.data(), wr_ - 2);
        step(system_.row(wc), last.data(), cur.data(), first.data(), wr_ - 1);
    } else {
        step(system_.row(0), cur.data(), prev.data(), nullptr, wr_ - 1);  // prev: zero when wr_ = 1
    }
    presses_ += static_cast<std::uint64_t>(wc) * (wrapRows_ ? 2u : 1u);
    return true;
}

void LinearSolver::horizontalSum(const Word* p, Word* out) const {
    const int n = rowWords_;
    for (int k = 0; k < n; ++k) {
        const Word left = (p[k] << 1) | (k > 0 ? p[k - 1] >> 63 : 0);
        const Word right = (p[k] >> 1) | (k + 1 < n ? p[k + 1] << 63 : 0);
        out[k] = p[k] ^ left ^ right;
    }
    if (wc_ & 63) out[n - 1] &= (Word{1} << (wc_ & 63)) - 1;
    if (wrapCols_) {
        const Word lastBit = (p[(wc_ - 1) >> 6] >> ((wc_ - 1) & 63)) & 1u;
        out[0] ^= lastBit;
        out[(wc_ - 1) >> 6] ^= (p[0] & 1u) << ((wc_ - 1) & 63);
    }
}

std::vector<Word> LinearSolver::chase(const std::vector<Word>& x, bool withBoard) {
    const std::size_t rw = static_cast<std::size_t>(rowWords_);
    std::vector<Word> P(static_cast<std::size_t>(wr_) * rw, 0);
    std::vector<Word> h(rw);
    for (int c = 0; c < wc_; ++c) {
        if (testBit(x, c)) P[static_cast<std::size_t>(c >> 6)] |= Word{1} << (c & 63);
        if (wrapRows_ && testBit(x, wc_ + c))
            P[static_cast<std::size_t>(wr_ - 1) * rw + static_cast<std::size_t>(c >> 6)] |= Word{1} << (c & 63);
    }
    const int forcedEnd = wrapRows_ ? wr_ - 2 : wr_ - 1;
    for (int r = 0; r < forcedEnd; ++r) {
        // Row r + 1 presses under every light of row r still on (its own row is still 0).
        const Word* cur = P.data() + static_cast<std::size_t>(r) * rw;
        Word* below = P.data() + static_cast<std::size_t>(r + 1) * rw;
        horizontalSum(cur, h.data());
        const int up = r > 0 ? r - 1 : (wrapRows_ ? wr_ - 1 : -1);
        for (std::size_t k = 0; k < rw; ++k) {
            Word v = h[k];
            if (up >= 0) v ^= P[static_cast<std::size_t>(up) * rw + k];
            if (withBoard) v ^= boardRows_[static_cast<std::size_t>(r) * rw + k];
            below[k] = v;
        }
    }
    presses_ += static_cast<std::uint64_t>(wr_) * static_cast<std::uint64_t>(wc_);
    std::vector<Word> out(static_cast<std::size_t>(wordsFor(static_cast<std::int64_t>(wr_) * wc_)), 0);
    for (int r = 0; r < wr_; ++r)
        for (int c = 0; c < wc_; ++c)
            if ((P[static_cast<std::size_t>(r) * rw + static_cast<std::size_t>(c >> 6)] >> (c & 63)) & 1u)
                setBit(out, static_cast<std::int64_t>(r) * wc_ + c);
    return out;
}

std::vector<Word> LinearSolver::toBoardOrientation(const std::vector<Word>& work) const {
    if (!transposed_) return work;
    std::vector<Word> out(work.size(), 0);
    // Work cell (r', c') is board cell (c', r'); the work grid is cols_ × rows_.
    for (int r = 0; r < wr_; ++r)
        for (int c = 0; c < wc_; ++c)
            if (testBit(work, static_cast<std::int64_t>(r) * wc_ + c))
                setBit(out, static_cast<std::int64_t>(c) * cols_ + r);
    return out;
}

std::vector<Word> LinearSolver::particular() {
    std::vector<Word> x = particularSolution(system_, elim_);
    if (!reduced_) return x;
    return toBoardOrientation(chase(x, true));
}

std::vector<Word> LinearSolver::quietPattern(int i) {
    std::vector<Word> v = nullVector(system_, elim_, i);
    if (!reduced_) return v;
    return toBoardOrientation(chase(v, false));
}

std::vector<Word> LinearSolver::obstruction() {
    for (int i = 0; i < nullity(); ++i) {
        std::vector<Word> q = quietPattern(i);
        std::int64_t lit = 0;
        for (std::size_t k = 0; k < q.size(); ++k) lit += std::popcount(q[k] & boardBits_[k]);
        if (lit & 1) return q;
    }
    return {};
}

}  // namespace pw::lightsout
