#pragma once
/// sudoku.v5 — the band solver of v4, made to guess less and to cost less per guess.
///
/// The state is v4's: for each digit and each band (three rows), the 27 cells where the
/// digit is still possible (band_tables.h gives the layout), stored digit by digit so that
/// the three bands of a digit form one 128-bit vector: `f[4 * d + k]`, lane 3 unused.
///
/// What v5 adds:
/// - *Stacks as well as bands.* In a stack (three columns) a digit must also take the
///   three boxes in one of 6 permutations of the columns; the same table as the bands'
///   (`permutations`) keeps only the places that some permutation uses. This is locked
///   candidates in the vertical direction, which v4 lacks; it runs only once everything
///   cheaper is stuck, just before a guess would be made.
/// - *Vector bookkeeping.* The words changed since their last band update are found by
///   comparing the state with its copy 4 words at a time (one mask of 36 bits), and the
///   naked singles of the three bands, with the digit of each single, are computed in
///   one pass of 128-bit operations.
/// - *A sharper guess.* A cell with two candidates if there is one, taken in the band and
///   the stack with the most unsolved cells.
///
/// Counters: `nodes` = states propagated, `checks` = band and stack updates, `singles` =
/// cells placed by singles, `guesses` = branches tried, `prunes` = contradictions.
///
/// The class is a template on its tracer and on `Unit`, a tag that makes each
/// translation unit's copy its own (see core/cpu_dispatch.h: the same code is compiled
/// for baseline x86-64 and for AVX2 processors).
#include <emmintrin.h>

#include <array>
#include <cstdint>
#include <span>

#include "band_tables.h"
#include "search_base.h"

namespace pw::sudoku {

/// The candidate words of v5 (see the file comment), their values at the last band
/// update, and the unsolved cells of each band. 304 bytes, copied at each guess.
struct alignas(16) StackBandState {
    std::array<std::uint32_t, 36> f;
    std::array<std::uint32_t, 36> seen;
    std::array<std::uint32_t, 4> unsolved;
};

template <Tracer Tr, class Unit>
class StackBandSolver : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;
    using State = StackBandState;
    static constexpr std::uint32_t kBandFull = 0x7FFFFFF;
    static constexpr std::uint64_t kAllWords = 0x777777777ull;  ///< bit 4d + k for k < 3

public:
    /// Lines of the registry's pseudo-code.
    enum Line { kSolve, kBandUpdate, kPlaceSingles, kStackUpdate, kDeadEnd, kChoose, kGuess, kTakeBack, kRecord };

    StackBandSolver(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : Base(options, ctx, tracer) {
        State& s = start_;
        for (int i = 0; i < 36; ++i) s.f[static_cast<std::size_t>(i)] = (i & 3) == 3 ? 0 : kBandFull;
        s.seen.fill(~0u);
        for (int i = 3; i < 36; i += 4) s.seen[static_cast<std::size_t>(i)] = 0;
        s.unsolved = {kBandFull, kBandFull, kBandFull, 0};
        for (std::size_t cell = 0; cell < instance.cells.size() && !conflict_; ++cell)
            if (const int d = instance.cells[cell]; d != 0)
                conflict_ = !place(s, d - 1, static_cast<int>(cell / 27), static_cast<int>(cell % 27));
    }

    /// True when two givens clash: `run` must not be called.
    bool conflict() const { return conflict_; }

    RunResult run() {
        this->countNode();
        if (propagate(start_)) search(start_, 0);
        if constexpr (Tr::kEnabled) this->trace(EventKind::Done, kSolve, 0, -1, 0, toCells(start_));
        return this->finish();
    }

private:
    static __m128i load(const std::uint32_t* p) { return _mm_load_si128(reinterpret_cast<const __m128i*>(p)); }
    static void store(std::uint32_t* p, __m128i v) { _mm_store_si128(reinterpret_cast<__m128i*>(p), v); }

    // Digit index d in cell b of band k: out of its row, box and column, and the cell out
    // of the other digits. False when d was no longer possible there.
    static bool place(State& s, int d, int k, int b) {
        const std::uint32_t bit = 1u << b;
        std::uint32_t* fd = &s.f[static_cast<std::size_t>(4 * d)];
        const std::uint32_t mine = fd[k];
        if (!(mine & bit)) return false;
        for (int e = 0; e < 9; ++e) s.f[static_cast<std::size_t>(4 * e + k)] &= ~bit;
        const std::uint32_t col = band::kTables.column[static_cast<std::size_t>(band::kTables.columnOf[b])];
        fd[0] &= ~col;
        fd[1] &= ~col;
        fd[2] &= ~col;
        fd[k] = mine & ~band::kTables.peers[static_cast<std::size_t>(b)];
        s.unsolved[static_cast<std::size_t>(k)] &= ~bit;
        return true;
    }

    // Bits 4d + k of the words that changed since their last band update.
    static std::uint64_t changedWords(const State& s) {
        std::uint64_t same = 0;
        for (int q = 0; q < 9; ++q) {
            const __m128i eq = _mm_cmpeq_epi32(load(&s.f[static_cast<std::size_t>(4 * q)]),
                                               load(&s.seen[static_cast<std::size_t>(4 * q)]));
            same |= static_cast<std::uint64_t>(_mm_movemask_ps(_mm_castsi128_ps(eq))) << (4 * q);
        }
        return ~same & kAllWords;
    }

    // Rows × boxes of digit d in band k must be a permutation: only the places some
    // permutation uses are kept; a row left with one place is a hidden single.
    bool bandUpdate(State& s, int d, int k) {
        ++this->stats_.checks;
        const auto& t = band::kTables;
        const auto index = static_cast<std::size_t>(4 * d + k);
        std::uint32_t f = s.f[index];
        const unsigned rowBox = t.shrink[f & 0x1FF] | t.shrink[(f >> 9) & 0x1FF] << 3 | t.shrink[f >> 18] << 6;
        const unsigned keep = t.permutations[rowBox];
        if (keep == 0) return false;
        f &= t.expand[keep];
        s.f[index] = f;
        s.seen[index] = f;
        std::uint32_t single = 0;
        for (int r = 0; r < 27; r += 9) {
            const std::uint32_t row = f & (0x1FFu << r);
            if ((row & (row - 1)) == 0) single |= row;
        }
        single &= s.unsolved[static_cast<std::size_t>(k)];
        for (; single != 0; single &= single - 1) {
            ++this->stats_.extra[kSingles];
            if (!place(s, d, k, __builtin_ctz(single))) return false;
        }
        return true;
    }

    // Cells with exactly one digit left are placed, their digit read from four masks
    // (the digits with bit j of their index set). Returns the number placed, -1 on a
    // cell with no digit.
    int nakedSingles(State& s) {
        const std::uint32_t* f = s.f.data();
        __m128i once = _mm_setzero_si128(), twice = once, bit0 = once, bit1 = once, bit2 = once;
        for (int d = 0; d < 9; ++d) {
            const __m128i x = load(f + 4 * d);
            twice = _mm_or_si128(twice, _mm_and_si128(once, x));
            once = _mm_or_si128(once, x);
            if (d & 1) bit0 = _mm_or_si128(bit0, x);
            if (d & 2) bit1 = _mm_or_si128(bit1, x);
            if (d & 4) bit2 = _mm_or_si128(bit2, x);
        }
        const __m128i unsolved = load(s.unsolved.data());
        const __m128i empty = _mm_andnot_si128(once, unsolved);
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(empty, _mm_setzero_si128())) != 0xFFFF) return -1;
        alignas(16) std::uint32_t single[4], b0[4], b1[4], b2[4], b3[4];
        store(single, _mm_and_si128(_mm_andnot_si128(twice, once), unsolved));
        store(b0, bit0);
        store(b1, bit1);
        store(b2, bit2);
        store(b3, load(f + 32));
        int placed = 0;
        for (int k = 0; k < 3; ++k)
            for (std::uint32_t x = single[k]; x != 0; x &= x - 1) {
                const int b = __builtin_ctz(x);
                const int d = static_cast<int>((b0[k] >> b & 1) | (b1[k] >> b & 1) << 1 | (b2[k] >> b & 1) << 2 |
                                               (b3[k] >> b & 1) << 3);
                if (!place(s, d, k, b)) return -1;
                ++this->stats_.extra[kSingles];
                ++placed;
            }
        return placed;
    }

    // Columns, across the bands: a digit with no place left in a column is a dead end,
    // one with a single place is a hidden single. Returns the number placed, -1 on a
    // dead end.
    int columnSingles(State& s) {
        int placed = 0;
        const std::uint32_t u0 = s.unsolved[0], u1 = s.unsolved[1], u2 = s.unsolved[2];
        for (int d = 0; d < 9; ++d) {
            const std::uint32_t* w = &s.f[static_cast<std::size_t>(4 * d)];
            std::uint32_t o[3], t[3];
            for (int k = 0; k < 3; ++k) {
                const std::uint32_t a = w[k] & 0x1FF, b = (w[k] >> 9) & 0x1FF, c = w[k] >> 18;
                o[k] = a | b | c;
                t[k] = (a & b) | ((a | b) & c);
            }
            const std::uint32_t once = o[0] | o[1] | o[2];
            if (once != 0x1FF) return -1;
            const std::uint32_t twice = t[0] | t[1] | t[2] | (o[0] & o[1]) | ((o[0] | o[1]) & o[2]);
            const std::uint32_t done = (w[0] & ~u0) | (w[1] & ~u1) | (w[2] & ~u2);
            std::uint32_t single = once & ~twice & ~((done | done >> 9 | done >> 18) & 0x1FF);
            for (; single != 0; single &= single - 1) {
                const std::uint32_t col = band::kTables.column[static_cast<std::size_t>(__builtin_ctz(single))];
                // The words are read afresh: an earlier placement may have taken this place.
                int k = 0;
                while (k < 3 && !(w[k] & col)) ++k;
                if (k == 3 || !place(s, d, k, __builtin_ctz(w[k] & col))) return -1;
                ++this->stats_.extra[kSingles];
                ++placed;
            }
        }
        return placed;
    }

    // Bands × columns of each digit in each stack must be a permutation (locked
    // candidates between columns and boxes). 1 when a candidate went, 0 when none, -1 on
    // a dead end.
    int stackUpdate(State& s) {
        const auto& t = band::kTables;
        int changed = 0;
        for (int d = 0; d < 9; ++d) {
            std::uint32_t* w = &s.f[static_cast<std::size_t>(4 * d)];
            std::uint32_t c[3], allowed[3] = {0, 0, 0};
            for (int k = 0; k < 3; ++k) c[k] = (w[k] | w[k] >> 9 | w[k] >> 18) & 0x1FF;
            for (int shift = 0; shift < 9; shift += 3) {
                const unsigned index = (c[0] >> shift & 7) | (c[1] >> shift & 7) << 3 | (c[2] >> shift & 7) << 6;
                const unsigned keep = t.permutations[index];
                if (keep == 0) return -1;
                allowed[0] |= (keep & 7) << shift;
                allowed[1] |= (keep >> 3 & 7) << shift;
                allowed[2] |= (keep >> 6 & 7) << shift;
            }
            for (int k = 0; k < 3; ++k)
                if (allowed[k] != c[k]) {
                    w[k] &= allowed[k] * 0x40201u;
                    changed = 1;
                }
        }
        ++this->stats_.checks;
        return changed;
    }

    bool propagate(State& s) {
        for (;;) {
            for (std::uint64_t changed = changedWords(s); changed != 0; changed = changedWords(s))
                for (; changed != 0; changed &= changed - 1) {
                    const int i = __builtin_ctzll(changed);
                    if (!bandUpdate(s, i >> 2, i & 3)) return false;
                }
            int progress = nakedSingles(s);
            if (progress == 0) progress = columnSingles(s);
            if (progress == 0) progress = stackUpdate(s);
            if (progress < 0) return false;
            if (progress == 0) return true;
        }
    }

    // A cell with two candidates if there is one, else the first unsolved cell; the bands
    // with the most unsolved cells are looked at first.
    static int chooseCell(const State& s) {
        const std::uint32_t* f = s.f.data();
        __m128i once = _mm_setzero_si128(), twice = once, thrice = once;
        for (int d = 0; d < 9; ++d) {
            const __m128i x = load(f + 4 * d);
            thrice = _mm_or_si128(thrice, _mm_and_si128(twice, x));
            twice = _mm_or_si128(twice, _mm_and_si128(once, x));
            once = _mm_or_si128(once, x);
        }
        alignas(16) std::uint32_t pair[4];
        store(pair, _mm_and_si128(_mm_andnot_si128(thrice, twice), load(s.unsolved.data())));
        int order[3] = {0, 1, 2};
        const auto left = [&](int k) { return __builtin_popcount(s.unsolved[static_cast<std::size_t>(k)]); };
        if (left(order[1]) > left(order[0])) std::swap(order[0], order[1]);
        if (left(order[2]) > left(order[1])) std::swap(order[1], order[2]);
        if (left(order[1]) > left(order[0])) std::swap(order[0], order[1]);
        for (int k : order)
            if (pair[k] != 0) return 27 * k + __builtin_ctz(pair[k]);
        for (int k : order)
            if (s.unsolved[static_cast<std::size_t>(k)] != 0)
                return 27 * k + __builtin_ctz(s.unsolved[static_cast<std::size_t>(k)]);
        return -1;
    }

    void search(State& s, int depth) {
        if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
            const std::array<int, 81> cells = toCells(s);
            this->trace(EventKind::Solution, kRecord, depth, -1, 0, cells);
            this->record(cells);
            return;
        }
        const int cell = chooseCell(s);
        const int k = cell / 27, b = cell % 27;
        const std::uint32_t bit = 1u << b;
        int digits[9], count = 0;
        for (int d = 0; d < 9; ++d)
            if (s.f[static_cast<std::size_t>(4 * d + k)] & bit) digits[count++] = d;
        if constexpr (Tr::kEnabled) this->trace(EventKind::Try, kChoose, depth, cell, 0, toCells(s));
        for (int i = 0; i < count && !this->finished_; ++i) {
            // The last branch may consume the state; the others work on a copy.
            State copy;
            State& next = i + 1 < count ? (copy = s) : s;
            ++this->stats_.extra[kGuesses];
            if (this->countNode()) break;
            if constexpr (Tr::kEnabled) this->trace(EventKind::Place, kGuess, depth, cell, digits[i] + 1, toCells(next));
            if (place(next, digits[i], k, b) && propagate(next)) {
                search(next, depth + 1);
            } else {
                ++this->stats_.prunes;
                if constexpr (Tr::kEnabled)
                    this->trace(EventKind::Reject, kDeadEnd, depth, cell, digits[i] + 1, toCells(next));
            }
            if constexpr (Tr::kEnabled) this->trace(EventKind::Remove, kTakeBack, depth, cell, digits[i] + 1, toCells(s));
        }
    }

    // The digits known so far (a cell counts once its digit is placed).
    static std::array<int, 81> toCells(const State& s) {
        std::array<int, 81> cells{};
        for (int d = 0; d < 9; ++d)
            for (int k = 0; k < 3; ++k)
                for (std::uint32_t x = s.f[static_cast<std::size_t>(4 * d + k)] & ~s.unsolved[static_cast<std::size_t>(k)];
                     x != 0; x &= x - 1)
                    cells[static_cast<std::size_t>(27 * k + __builtin_ctz(x))] = d + 1;
        return cells;
    }

    State start_;
    bool conflict_ = false;
};

}  // namespace pw::sudoku
