#include "linear_solver.h"

#include <algorithm>
#include <cstring>

#include "gf2_kernels.h"

namespace pw::lightsout {

namespace {

constexpr int kStopRows = 256;  ///< bitset rows chased between two questions to the stop hook
constexpr int kStopWordRows = 32;  ///< the same for rows of words (64 times the work)

bool stopAsked(const std::function<bool()>& stop) { return stop && stop(); }

}  // namespace

LinearSolver::LinearSolver(int rows, int cols, bool torus, std::span<const int> lights, EliminationHooks hooks,
                           Backend backend)
    : rows_(rows), cols_(cols), torus_(torus), hooks_(std::move(hooks)), backend_(backend) {
    reduced_ = static_cast<std::int64_t>(rows_) * cols_ > kDenseLimit;
    transposed_ = reduced_ && cols_ > rows_;
    wr_ = transposed_ ? cols_ : rows_;
    wc_ = transposed_ ? rows_ : cols_;
    wrapRows_ = torus && wr_ >= 3;
    wrapCols_ = torus && wc_ >= 3;
    rowWords_ = wordsFor(wc_);
    boardRows_.assign(static_cast<std::size_t>(wr_) * static_cast<std::size_t>(rowWords_), 0);
    const std::size_t width = static_cast<std::size_t>(cols_);
    for (int r = 0; r < rows_; ++r) {
        const int* row = lights.data() + static_cast<std::size_t>(r) * width;
        if (!transposed_) {
            kernels::packNonZero(row, width,
                                 boardRows_.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(rowWords_));
            continue;
        }
        // Board cell (r, c) is work cell (c, r).
        for (int c = 0; c < cols_; ++c)
            if (row[c])
                boardRows_[static_cast<std::size_t>(c) * static_cast<std::size_t>(rowWords_) +
                           static_cast<std::size_t>(r >> 6)] |= Word{1} << (r & 63);
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
    const bool m4ri = backend_ == Backend::M4ri || (backend_ == Backend::Auto && reduced_ && !hooks_.onPivot &&
                                                    system_.cols() - 1 <= kM4riMaxUnknowns);
    if (m4ri) {
        if (stopAsked(hooks_.stop)) {
            elim_.stopped = true;
            return false;
        }
        elim_ = eliminateM4ri(system_);
    } else {
        elim_ = eliminate(system_, hooks_);
    }
    return !elim_.stopped;
}

void LinearSolver::buildDense() {
    const int n = rows_ * cols_;
    system_ = BitMatrix(n, n + 1);
    for (int i = 0; i < n; ++i) {
        // The matrix is symmetric: the presses that toggle light i are the cells i's press toggles.
        for (int j : pressedCells(rows_, cols_, torus_, i)) system_.set(i, j);
        if (testBit(std::span<const Word>(boardRows_).subspan(static_cast<std::size_t>(i / cols_) * rowWords_), i % cols_))
            system_.set(i, n);
    }
    presses_ += static_cast<std::uint64_t>(n);
}

void LinearSolver::horizontalSum(const Word* p, Word* out, bool withSelf) const {
    const int n = rowWords_;
    for (int k = 0; k < n; ++k) {
        const Word left = (p[k] << 1) | (k > 0 ? p[k - 1] >> 63 : 0);
        const Word right = (p[k] >> 1) | (k + 1 < n ? p[k + 1] << 63 : 0);
        out[k] = (withSelf ? p[k] : 0) ^ left ^ right;
    }
    if (wc_ & 63) out[n - 1] &= (Word{1} << (wc_ & 63)) - 1;
    if (wrapCols_) {
        const Word lastBit = (p[(wc_ - 1) >> 6] >> ((wc_ - 1) & 63)) & 1u;
        out[0] ^= lastBit;
        out[(wc_ - 1) >> 6] ^= (p[0] & 1u) << ((wc_ - 1) & 63);
    }
}

void LinearSolver::stepRow(Word* next, const Word* cur, const Word* prev, int r, bool withBoard) const {
    horizontalSum(cur, next, true);
    const Word* lights = boardRows_.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(rowWords_);
    for (int k = 0; k < rowWords_; ++k) next[k] ^= prev[k] ^ (withBoard ? lights[k] : 0);
}

void LinearSolver::addPolynomialRows(const std::vector<Word>& row0, int firstRow, int offset, bool plusIdentity) {
    const std::size_t rw = static_cast<std::size_t>(rowWords_);
    std::vector<Word> before(rw, 0), row = row0, after(rw, 0);
    for (int i = 0; i < wc_; ++i) {
        if (i > 0) {
            if (wrapCols_) {
                // h(A)·e_i = S^i·h(A)·e_0 on a ring (S: the rotation by one cell).
                const Word top = (row[static_cast<std::size_t>((wc_ - 1) >> 6)] >> ((wc_ - 1) & 63)) & 1u;
                for (std::size_t k = rw; k-- > 0;) row[k] = (row[k] << 1) | (k > 0 ? row[k - 1] >> 63 : 0);
                if (wc_ & 63) row[rw - 1] &= (Word{1} << (wc_ & 63)) - 1;
                row[0] |= top;
            } else {
                // e_i = T·e_{i−1} + e_{i−2} on a path, so row i = T·(row i−1) + row i−2.
                horizontalSum(row.data(), after.data(), false);
                for (std::size_t k = 0; k < rw; ++k) after[k] ^= before[k];
                std::swap(before, row);
                std::swap(row, after);
            }
        }
        Word* target = system_.row(firstRow + i);
        std::span<Word> dst(target, static_cast<std::size_t>(system_.stride()));
        orBits(dst, offset, row, wc_);
        if (plusIdentity) flipBit(dst, offset + i);
    }
}

bool LinearSolver::buildReduced() {
    const std::size_t rw = static_cast<std::size_t>(rowWords_);
    const int unknowns = wrapRows_ ? 2 * wc_ : wc_;
    // Two chases, one bitset row per step, through the formal rows 0..R (row R: the
    // lights of the last row, which must be 0): from the single press e_0 without
    // lights, p_r = f_r(A)·e_0; from no press with the lights, p_r = g_r.
    std::vector<Word> unit[3], lit[3];  // rows r−1, r, r+1 of each chase
    for (int k = 0; k < 3; ++k) {
        unit[k].assign(rw, 0);
        lit[k].assign(rw, 0);
    }
    unit[1][0] = 1;
    std::vector<Word> unitRows[3], litRows[3];  // rows R−2, R−1, R
    auto keep = [&](int r) {
        const int slot = r - (wr_ - 2);
        if (slot >= 0) {
            unitRows[slot] = unit[1];
            litRows[slot] = lit[1];
        }
    };
    keep(0);
    for (int r = 0; r < wr_; ++r) {
        if (r % kStopRows == 0 && stopAsked(hooks_.stop)) return false;
        stepRow(unit[2].data(), unit[1].data(), unit[0].data(), r, false);
        stepRow(lit[2].data(), lit[1].data(), lit[0].data(), r, true);
        std::swap(unit[0], unit[1]);
        std::swap(unit[1], unit[2]);
        std::swap(lit[0], lit[1]);
        std::swap(lit[1], lit[2]);
        keep(r + 1);
    }
    presses_ += 2 * static_cast<std::uint64_t>(wr_) * static_cast<std::uint64_t>(wc_);
    system_ = BitMatrix(unknowns, unknowns + 1);
    auto setRhs = [&](const std::vector<Word>& g, int firstRow) {
        for (int i = 0; i < wc_; ++i)
            if (testBit(g, i)) system_.set(firstRow + i, unknowns);
    };
    if (!wrapRows_) {
        addPolynomialRows(unitRows[2], 0, 0, false);  // f_R(A)·x = g_R
        setRhs(litRows[2], 0);
    } else {
        // f_{R−1}·x + (f_{R−2} + 1)·y = g_{R−1}: row R−2 dark, given that y is row R−1;
        // (f_R + 1)·x + f_{R−1}·y = g_R: row R−1 dark, given that x is row R's wrap.
        addPolynomialRows(unitRows[1], 0, 0, false);
        addPolynomialRows(unitRows[0], 0, wc_, true);
        addPolynomialRows(unitRows[2], wc_, 0, true);
        addPolynomialRows(unitRows[1], wc_, wc_, false);
        setRhs(litRows[1], 0);
        setRhs(litRows[2], wc_);
    }
    return true;
}

bool LinearSolver::chaseWords(std::span<const Word> unknownWords, Word lightWord, const CellVisitor& visit,
                              const std::function<bool()>& stop) {
    if (!reduced_) {
        // The unknowns are the presses; the lights are already in the solution's bits.
        std::vector<Word> lights(static_cast<std::size_t>(wordsFor(unknowns())), 0);
        for (int i = 0; i < unknowns(); ++i)
            if (testBit(std::span<const Word>(boardRows_).subspan(static_cast<std::size_t>(i / cols_) * rowWords_), i % cols_))
                setBit(lights, i);
        visit(unknownWords.data(), lights.data(), unknowns());
        return true;
    }
    const std::size_t wc = static_cast<std::size_t>(wc_);
    std::vector<Word> prev(wc, 0), cur(unknownWords.begin(), unknownWords.begin() + wc_), next(wc, 0);
    if (wrapRows_) prev.assign(unknownWords.begin() + wc_, unknownWords.begin() + 2 * wc_);
    const std::vector<Word> last = prev;
    const int forcedEnd = wrapRows_ ? wr_ - 2 : wr_ - 1;
    for (int r = 0;; ++r) {
        visit(cur.data(), boardRows_.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(rowWords_), wc_);
        if (r == forcedEnd) break;
        if (r % kStopWordRows == kStopWordRows - 1 && stopAsked(stop)) return false;
        kernels::chaseStep(next.data(), cur.data(), prev.data(),
                           boardRows_.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(rowWords_),
                           lightWord, wc_, wrapCols_);
        std::swap(prev, cur);
        std::swap(cur, next);
    }
    if (wrapRows_)
        visit(last.data(), boardRows_.data() + static_cast<std::size_t>(wr_ - 1) * static_cast<std::size_t>(rowWords_), wc_);
    presses_ += static_cast<std::uint64_t>(wr_) * wc;
    return true;
}

std::vector<Word> LinearSolver::pressesOf(const std::vector<Word>& u, bool withBoard) {
    if (!reduced_) return u;
    const std::size_t rw = static_cast<std::size_t>(rowWords_);
    std::vector<Word> prev(rw, 0), cur(rw, 0), next(rw, 0), last(rw, 0);
    orBits(cur, 0, u, wc_);
    if (wrapRows_) {
        std::vector<Word> y(rw, 0);
        for (int c = 0; c < wc_; ++c)
            if (testBit(u, wc_ + c)) setBit(y, c);
        prev = y;
        last = y;
    }
    std::vector<Word> out(static_cast<std::size_t>(wordsFor(cells())), 0);
    auto emit = [&](int r, const std::vector<Word>& row) {
        if (!transposed_) {
            orBits(out, static_cast<std::int64_t>(r) * wc_, row, wc_);
            return;
        }
        // Work cell (r, c) is board cell (c, r); the board has cols_ = wr_ columns.
        for (std::size_t k = 0; k < rw; ++k)
            for (Word bits = row[k]; bits; bits &= bits - 1) {
                const std::int64_t c = static_cast<std::int64_t>(k * 64) + std::countr_zero(bits);
                setBit(out, c * cols_ + r);
            }
    };
    const int forcedEnd = wrapRows_ ? wr_ - 2 : wr_ - 1;
    for (int r = 0;; ++r) {
        emit(r, cur);
        if (r == forcedEnd) break;
        stepRow(next.data(), cur.data(), prev.data(), r, withBoard);
        std::swap(prev, cur);
        std::swap(cur, next);
    }
    if (wrapRows_) emit(wr_ - 1, last);
    presses_ += static_cast<std::uint64_t>(wr_) * static_cast<std::uint64_t>(wc_);
    return out;
}

std::vector<Word> LinearSolver::obstruction() {
    // The parity of lit lights under each quiet pattern, 64 patterns per bit-sliced chase.
    const int d = nullity();
    for (int first = 0; first < d; first += 64) {
        const int count = std::min(64, d - first);
        std::vector<Word> words(static_cast<std::size_t>(unknowns()), 0);
        for (int b = 0; b < count; ++b) {
            const std::vector<Word> v = nullUnknowns(first + b);
            for (int k = 0; k < unknowns(); ++k)
                if (testBit(v, k)) words[static_cast<std::size_t>(k)] |= Word{1} << b;
        }
        Word odd = 0;
        chaseWords(words, 0, [&](const Word* cells, const Word* lights, int n) {
            for (int w = 0; w < wordsFor(n); ++w)
                for (Word bits = lights[w]; bits; bits &= bits - 1) odd ^= cells[w * 64 + std::countr_zero(bits)];
        });
        if (odd) return quietPattern(first + std::countr_zero(odd));
    }
    return {};
}

}  // namespace pw::lightsout
