#pragma once
/// Linear algebra over GF(2) with bit-packed rows: the machinery of lightsout.v4 and of
/// the solvability check. A row of a matrix is a run of 64-bit words; adding two rows is
/// one XOR per word, so a Gauss–Jordan elimination of n unknowns costs about n³/256 word
/// operations on a dense matrix. Two eliminations give the same reduced form: the
/// hand-written one (counted, stoppable, traced pivot by pivot) and M4RI's Method of Four
/// Russians (about six times faster on the 1000–5000-unknown systems of big boards).
#include <bit>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace pw::lightsout {

using Word = std::uint64_t;

constexpr int wordsFor(std::int64_t bits) { return static_cast<int>((bits + 63) / 64); }
inline bool testBit(std::span<const Word> v, std::int64_t i) { return (v[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1u; }
inline void flipBit(std::span<Word> v, std::int64_t i) { v[static_cast<std::size_t>(i >> 6)] ^= Word{1} << (i & 63); }
inline void setBit(std::span<Word> v, std::int64_t i) { v[static_cast<std::size_t>(i >> 6)] |= Word{1} << (i & 63); }
std::int64_t popcount(std::span<const Word> v);
/// Copies the `bits` bits of `src` into `dst` from bit `offset` on (OR: dst's bits there
/// must be 0).
void orBits(std::span<Word> dst, std::int64_t offset, std::span<const Word> src, std::int64_t bits);
/// Bit i of the result is entry i of `cells` (non-zero = 1), and back.
std::vector<Word> packCells(std::span<const int> cells);
std::vector<int> unpackCells(std::span<const Word> bits, std::int64_t n);
/// True when `a` lists a lower cell first among equal-sized press sets (the order in
/// which v1 and v2 meet them): the lowest differing bit belongs to `a`.
bool lexBefore(std::span<const Word> a, std::span<const Word> b);

/// A dense rows × cols matrix over GF(2), each row padded to whole words.
class BitMatrix {
public:
    BitMatrix() = default;
    BitMatrix(int rows, int cols);

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int stride() const { return stride_; }
    Word* row(int r) { return data_.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(stride_); }
    const Word* row(int r) const {
        return data_.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(stride_);
    }
    bool get(int r, int c) const { return (row(r)[c >> 6] >> (c & 63)) & 1u; }
    void flip(int r, int c) { row(r)[c >> 6] ^= Word{1} << (c & 63); }
    void set(int r, int c) { row(r)[c >> 6] |= Word{1} << (c & 63); }

private:
    int rows_ = 0, cols_ = 0, stride_ = 0;
    std::vector<Word> data_;
};

/// Gauss–Jordan elimination of an augmented system [A | b] whose last column is b.
struct Elimination {
    int unknowns = 0;
    int rank = 0;
    bool consistent = true;        ///< false when a row reads 0 = 1
    std::vector<int> pivotColumn;  ///< for pivot row i, the unknown it solves
    std::vector<int> freeColumns;  ///< the unknowns left free: one null vector each
    std::uint64_t rowOps = 0;      ///< row additions (XORs of a whole row)
    bool rowOpsCounted = true;     ///< false after M4RI, which does not count them
    bool stopped = false;
};

/// Hooks of a long elimination: `stop` is asked once per column, `onPivot(column, row)`
/// is told each pivot (the stepping tracer). Both may be empty.
struct EliminationHooks {
    std::function<bool()> stop;
    std::function<void(int, int)> onPivot;
};

/// Reduces `m` (unknowns = cols - 1) in place to reduced row echelon form.
Elimination eliminate(BitMatrix& m, const EliminationHooks& hooks = {});
/// The same with M4RI (`mzd_echelonize_m4ri`, Method of Four Russians). Not stoppable
/// inside and not counted: 30 ms for 5000 unknowns, 360 ms for 10,000 on one core.
/// Needs about twice the matrix's memory while it runs (M4RI's copy and its tables).
/// Calls are serialised (see gf2_m4ri.cpp).
Elimination eliminateM4ri(BitMatrix& m);
/// The solution with every free unknown 0 (meaningful when consistent).
std::vector<Word> particularSolution(const BitMatrix& m, const Elimination& e);
/// The null vector of free unknown `freeIndex`: that unknown 1, the other free ones 0.
std::vector<Word> nullVector(const BitMatrix& m, const Elimination& e, int freeIndex);

}  // namespace pw::lightsout
