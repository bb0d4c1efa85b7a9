#include "gf2.h"

#include <algorithm>

#include "gf2_kernels.h"

namespace pw::lightsout {

std::int64_t popcount(std::span<const Word> v) { return kernels::popcount(v.data(), v.size()); }

void orBits(std::span<Word> dst, std::int64_t offset, std::span<const Word> src, std::int64_t bits) {
    const int shift = static_cast<int>(offset & 63);
    const std::size_t base = static_cast<std::size_t>(offset >> 6);
    const std::size_t words = static_cast<std::size_t>(wordsFor(bits));
    for (std::size_t k = 0; k < words; ++k) {
        Word w = src[k];
        if (k + 1 == words && (bits & 63)) w &= (Word{1} << (bits & 63)) - 1;
        dst[base + k] |= w << shift;
        if (shift && (w >> (64 - shift))) dst[base + k + 1] |= w >> (64 - shift);
    }
}

std::vector<Word> packCells(std::span<const int> cells) {
    std::vector<Word> bits(static_cast<std::size_t>(wordsFor(static_cast<std::int64_t>(cells.size()))), 0);
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (cells[i]) bits[i >> 6] |= Word{1} << (i & 63);
    return bits;
}

std::vector<int> unpackCells(std::span<const Word> bits, std::int64_t n) {
    std::vector<int> cells(static_cast<std::size_t>(n));
    kernels::unpackBits(bits.data(), cells.size(), cells.data());
    return cells;
}

bool lexBefore(std::span<const Word> a, std::span<const Word> b) {
    for (std::size_t w = 0; w < a.size(); ++w)
        if (const Word diff = a[w] ^ b[w]) return (a[w] & diff & (0 - diff)) != 0;
    return false;
}

BitMatrix::BitMatrix(int rows, int cols)
    : rows_(rows), cols_(cols), stride_(wordsFor(cols)),
      data_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(stride_), 0) {}

Elimination eliminate(BitMatrix& m, const EliminationHooks& hooks) {
    Elimination e;
    e.unknowns = m.cols() - 1;
    const int stride = m.stride();
    int r = 0;
    for (int c = 0; c < e.unknowns; ++c) {
        if (hooks.stop && hooks.stop()) {
            e.stopped = true;
            return e;
        }
        const int w = c >> 6;
        const Word bit = Word{1} << (c & 63);
        int p = r;
        while (p < m.rows() && !(m.row(p)[w] & bit)) ++p;
        if (p == m.rows()) {
            e.freeColumns.push_back(c);
            continue;
        }
        if (p != r) std::swap_ranges(m.row(p) + w, m.row(p) + stride, m.row(r) + w);
        const Word* pivot = m.row(r);
        // Words left of the pivot's word are zero in the pivot row (reduced echelon form).
        for (int i = 0; i < m.rows(); ++i) {
            Word* row = m.row(i);
            if (i == r || !(row[w] & bit)) continue;
            kernels::xorInto(row + w, pivot + w, static_cast<std::size_t>(stride - w));
            ++e.rowOps;
        }
        if (hooks.onPivot) hooks.onPivot(c, r);
        e.pivotColumn.push_back(c);
        ++r;
    }
    e.rank = r;
    for (int i = r; i < m.rows() && e.consistent; ++i)
        if (m.get(i, e.unknowns)) e.consistent = false;
    return e;
}

std::vector<Word> particularSolution(const BitMatrix& m, const Elimination& e) {
    std::vector<Word> x(static_cast<std::size_t>(wordsFor(e.unknowns)), 0);
    for (int i = 0; i < e.rank; ++i)
        if (m.get(i, e.unknowns)) setBit(x, e.pivotColumn[static_cast<std::size_t>(i)]);
    return x;
}

std::vector<Word> nullVector(const BitMatrix& m, const Elimination& e, int freeIndex) {
    const int f = e.freeColumns[static_cast<std::size_t>(freeIndex)];
    std::vector<Word> v(static_cast<std::size_t>(wordsFor(e.unknowns)), 0);
    setBit(v, f);
    for (int i = 0; i < e.rank; ++i)
        if (m.get(i, f)) setBit(v, e.pivotColumn[static_cast<std::size_t>(i)]);
    return v;
}

}  // namespace pw::lightsout
