#pragma once
/// The state of sudoku.v5 and the operations on its words that need no search context
/// (stack_band_propagation.h has the passes built on them).
///
/// The state is v4's: for each digit and each band (three rows), the 27 cells where the
/// digit is still possible (band_tables.h gives the layout), stored digit by digit so that
/// the three bands of a digit form one 128-bit vector: `f[4 * d + k]`, lane 3 unused.
/// Beside it, each band update keeps the row×box places (*triads*: a minirow, three cells
/// of a row in one box) that the digit has left in the band.
///
/// `Unit` is a tag that makes each translation unit's copy its own and says whether
/// 256-bit instructions and BMI2 (`kAvx2`) and AVX-512's mask registers, three-input
/// logic and 512-bit moves (`kAvx512`) may be used (see core/cpu_dispatch.h).
#include <immintrin.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "band_tables.h"

namespace pw::sudoku {

/// Nothing: what a state keeps in place of the field its copy does not use.
struct NoField {};

/// The candidate words of v5 (see the file comment), the unsolved cells of each band, what
/// the passes left, and which words lost candidates since their last band update, copied
/// at each guess. How that last is known depends on the copy (`kMarks`):
/// - the AVX-512 copy marks the words as it narrows them (a vector test gives the mask
///   of the words that had the cells in one instruction): `dirty`, 320 bytes;
/// - the others keep the words as their last update left them (`seen`) and compare: five
///   or nine vector compares a batch of updates, but no test at each narrowing, which
///   costs them more (AVX2, callgrind: +15% instructions on the hardest puzzles); 448 bytes.
template <bool kMarks>
struct alignas(64) StackBandState {
    // 36 words used, 40 kept: five whole 32-byte chunks (see StackBandWords::kChunk);
    // words 36..39 stay 0.
    std::array<std::uint32_t, 40> f;
    [[no_unique_address]] std::conditional_t<kMarks, NoField, std::array<std::uint32_t, 40>> seen;
    std::array<std::uint32_t, 4> unsolved;
    /// Bit 4d + k: word 4d + k of f lost candidates since its last band update.
    [[no_unique_address]] std::conditional_t<kMarks, std::uint64_t, NoField> dirty;
    std::array<std::uint16_t, 36> triads;  ///< rows × boxes left by the last band update
    std::array<std::uint32_t, 9> columnTriads;  ///< bands × columns of each digit after the stack pass
    std::uint32_t settled;  ///< 1 when every pass ran to its end on this state
};
static_assert(offsetof(StackBandState<false>, unsolved) % 16 == 0 && offsetof(StackBandState<true>, unsolved) % 16 == 0,
              "the vector loads of f, seen and unsolved need their alignment");
static_assert(sizeof(StackBandState<false>) % 64 == 0 && sizeof(StackBandState<true>) % 64 == 0,
              "a state is copied 64 bytes at a time");

/// The word-level operations of v5: placing a digit, finding the changed words, and the
/// bit gathers of the band and stack updates (BMI2 in the AVX2 copy, tables otherwise).
template <class Unit>
struct StackBandWords {
    static constexpr bool kMarks = Unit::kAvx512;
    using State = StackBandState<kMarks>;
    static constexpr std::uint32_t kBandFull = 0x7FFFFFF;
    static constexpr std::uint64_t kAllWords = 0x777777777ull;  ///< bit 4d + k for k < 3

    static __m128i load(const std::uint32_t* p) { return _mm_load_si128(reinterpret_cast<const __m128i*>(p)); }

    static void store(std::uint32_t* p, __m128i v) { _mm_store_si128(reinterpret_cast<__m128i*>(p), v); }

    // a | (b & c): one three-input instruction with AVX-512.
    static __m128i orAnd(__m128i a, __m128i b, __m128i c) {
        if constexpr (Unit::kAvx512) return _mm_ternarylogic_epi32(a, b, c, 0xF8);
        else return _mm_or_si128(a, _mm_and_si128(b, c));
    }
    // True when every lane of v is 0.
    static bool isZero(__m128i v) {
        if constexpr (Unit::kAvx512) return _mm_test_epi32_mask(v, v) == 0;
        else return _mm_movemask_epi8(_mm_cmpeq_epi32(v, _mm_setzero_si128())) == 0xFFFF;
    }

    // The words of f and seen are written a chunk at a time (8 words with AVX2, 4
    // otherwise: what `clearCells` and `changedWords` load at once), never word by word: a
    // vector load that spans a narrower store still on its way to the cache cannot take its
    // data from it and waits, and the band update's stores were followed by such loads at
    // nearly every step. Word i is lane i % kChunk of chunk i / kChunk.
    static constexpr std::size_t kChunk = Unit::kAvx2 ? 8 : 4;
    // Read from kPick + 8 - j: all ones in lane j only. From kHalf + 4 - 4h: in half h only.
    alignas(64) static constexpr std::uint32_t kPick[16] = {0, 0, 0, 0, 0, 0, 0, 0, ~0u, 0, 0, 0, 0, 0, 0, 0};
    alignas(64) static constexpr std::uint32_t kHalf[12] = {0, 0, 0, 0, ~0u, ~0u, ~0u, ~0u, 0, 0, 0, 0};

    // Where word i of `words` is: the start of its chunk, and where its lane's mask is
    // read (kPick, kChunk words from there).
    struct Lane {
        std::uint32_t* chunk;
        const std::uint32_t* pick;
    };
    static Lane laneOf(std::uint32_t* words, std::size_t i) {
        return {words + (i & ~(kChunk - 1)), kPick + 8 - (i & (kChunk - 1))};
    }
    // With AVX-512, the same lane as a mask register, and digit index d's four lanes.
    static __mmask8 laneMask(std::size_t i) { return static_cast<__mmask8>(1u << (i & (kChunk - 1))); }
    static __mmask8 digitMask(int d) { return static_cast<__mmask8>(0xFu << (4 * (d & 1))); }

    // Word i of `words` set to `value`, its chunk written whole.
    static void setWord(std::uint32_t* words, std::size_t i, std::uint32_t value) {
        const auto [p, pick] = laneOf(words, i);
        if constexpr (Unit::kAvx512) {
            auto* c = reinterpret_cast<__m256i*>(p);
            _mm256_store_si256(c, _mm256_mask_set1_epi32(_mm256_load_si256(c), laneMask(i), static_cast<int>(value)));
        } else if constexpr (Unit::kAvx2) {
            auto* c = reinterpret_cast<__m256i*>(p);
            const __m256i m = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(pick));
            _mm256_store_si256(c, _mm256_blendv_epi8(_mm256_load_si256(c), _mm256_set1_epi32(static_cast<int>(value)), m));
        } else {
            const __m128i m = _mm_loadu_si128(reinterpret_cast<const __m128i*>(pick));
            store(p, _mm_or_si128(_mm_andnot_si128(m, load(p)), _mm_and_si128(m, _mm_set1_epi32(static_cast<int>(value)))));
        }
    }

    // Word 4d + k of f narrowed to `keep` (and marked in `dirty` if it lost candidates).
    // In the copy that marks (kMarks), every operation that narrows words marks them in a
    // `dirty` held by its caller: the propagation keeps it in a register (a field of the
    // state would be read and written around every vector store, which may alias it).
    static void narrowWord(State& s, int d, int k, std::uint32_t keep, [[maybe_unused]] std::uint64_t& dirty) {
        const auto i = static_cast<std::size_t>(4 * d + k);
        if constexpr (kMarks) dirty |= std::uint64_t{(s.f[i] & ~keep) != 0} << i;
        const auto [p, pick] = laneOf(s.f.data(), i);
        if constexpr (Unit::kAvx512) {
            auto* c = reinterpret_cast<__m256i*>(p);
            const __m256i v = _mm256_load_si256(c);
            _mm256_store_si256(c, _mm256_mask_and_epi32(v, laneMask(static_cast<std::size_t>(4 * d + k)), v,
                                                        _mm256_set1_epi32(static_cast<int>(keep))));
        } else if constexpr (Unit::kAvx2) {
            auto* c = reinterpret_cast<__m256i*>(p);
            const __m256i m = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(pick));
            _mm256_store_si256(c, _mm256_andnot_si256(_mm256_andnot_si256(_mm256_set1_epi32(static_cast<int>(keep)), m),
                                                      _mm256_load_si256(c)));
        } else {
            const __m128i m = _mm_loadu_si128(reinterpret_cast<const __m128i*>(pick));
            store(p, _mm_andnot_si128(_mm_andnot_si128(_mm_set1_epi32(static_cast<int>(keep)), m), load(p)));
        }
    }

    // Digit index d's three words narrowed to `keep` (lane k: band k), those that lose
    // candidates marked dirty.
    static void narrowDigit(State& s, int d, __m128i keep, [[maybe_unused]] std::uint64_t& dirty) {
        const std::size_t chunk = (4 * static_cast<std::size_t>(d)) & ~(kChunk - 1);
        std::uint32_t* p = s.f.data() + chunk;
        if constexpr (Unit::kAvx512) {
            auto* c = reinterpret_cast<__m256i*>(p);
            const __m256i v = _mm256_load_si256(c), keep2 = _mm256_broadcastsi128_si256(keep);
            // The lanes of the digit with a candidate outside `keep`.
            dirty |= std::uint64_t{_mm256_mask_test_epi32_mask(digitMask(d), v, _mm256_andnot_si256(keep2, _mm256_set1_epi32(-1)))}
                     << chunk;
            _mm256_store_si256(c, _mm256_mask_and_epi32(v, digitMask(d), v, keep2));
        } else if constexpr (Unit::kAvx2) {
            auto* c = reinterpret_cast<__m256i*>(p);
            const __m256i half = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kHalf + 4 - 4 * (d & 1)));
            _mm256_store_si256(c, _mm256_andnot_si256(_mm256_andnot_si256(_mm256_broadcastsi128_si256(keep), half),
                                                      _mm256_load_si256(c)));
        } else {
            store(p, _mm_and_si128(load(p), keep));
        }
    }

    // Word 4d + k of f set to `word` (a subset of it), and the digit's other bands
    // narrowed off `columns` (columns repeated in the three rows of a band), the chunk
    // written whole; the other bands' words that lose candidates are marked dirty (the
    // caller marks word 4d + k itself if it must).
    static void setDigitWord(State& s, int d, int k, std::uint32_t word, std::uint32_t columns,
                             [[maybe_unused]] std::uint64_t& dirty) {
        const auto i = static_cast<std::size_t>(4 * d + k);
        const auto [p, pick] = laneOf(s.f.data(), i);
        if constexpr (Unit::kAvx512) {
            auto* c = reinterpret_cast<__m256i*>(p);
            const __m256i v = _mm256_load_si256(c), cut = _mm256_set1_epi32(static_cast<int>(columns));
            const auto others = static_cast<__mmask8>(digitMask(d) & ~laneMask(i));
            dirty |= std::uint64_t{_mm256_mask_test_epi32_mask(others, v, cut)} << (i & ~(kChunk - 1));
            const __m256i rest = _mm256_mask_andnot_epi32(v, others, cut, v);
            _mm256_store_si256(c, _mm256_mask_set1_epi32(rest, laneMask(i), static_cast<int>(word)));
        } else if constexpr (Unit::kAvx2) {
            auto* c = reinterpret_cast<__m256i*>(p);
            const __m256i m = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(pick));
            const __m256i half = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kHalf + 4 - 4 * (d & 1)));
            const __m256i rest = _mm256_andnot_si256(_mm256_and_si256(half, _mm256_set1_epi32(static_cast<int>(columns))),
                                                     _mm256_load_si256(c));
            _mm256_store_si256(c, _mm256_blendv_epi8(rest, _mm256_set1_epi32(static_cast<int>(word)), m));
        } else {
            const __m128i m = _mm_loadu_si128(reinterpret_cast<const __m128i*>(pick));
            const __m128i rest = _mm_andnot_si128(_mm_or_si128(m, _mm_set1_epi32(static_cast<int>(columns))), load(p));
            store(p, _mm_or_si128(rest, _mm_and_si128(m, _mm_set1_epi32(static_cast<int>(word)))));
        }
    }

    // Digit index d in cell b of band k: out of its row, box and column, and the cell out
    // of the other digits. False when d was no longer possible there.
    static bool place(State& s, int d, int k, int b, std::uint64_t& dirty) {
        const std::uint32_t bit = 1u << b;
        const std::uint32_t mine = s.f[static_cast<std::size_t>(4 * d + k)];
        if (!(mine & bit)) return false;
        // The word keeps the cell: clearing it from every digit does not make this one dirty.
        std::uint64_t cleared = 0;
        clearCell(s, k, bit, cleared);
        if constexpr (kMarks) dirty |= cleared & ~(std::uint64_t{1} << (4 * d + k));
        // This band keeps the cell, not its peers; the other bands lose its column.
        const std::uint32_t peers = band::kTables.peers[static_cast<std::size_t>(b)];
        if constexpr (kMarks) dirty |= std::uint64_t{(mine & peers) != 0} << (4 * d + k);
        setDigitWord(s, d, k, mine & ~peers, band::kTables.column[static_cast<std::size_t>(band::kTables.columnOf[b])], dirty);
        return true;
    }

    // Word 4d + k of f set to `word`, and `cells` of band k placed as digit index d: each
    // the only place left in its row in `word` (its box then has no other place either, so
    // its peers are already out of `word`). They go out of every other digit, out of the
    // unsolved cells, and their columns out of the digit's other bands.
    static void placeRows(State& s, int d, int k, std::uint32_t word, std::uint32_t cells, std::uint64_t& dirty) {
        clearCells(s, lanePattern(k, cells), dirty);
        const std::uint32_t columns = (cells | cells >> 9 | cells >> 18) & 0x1FF;
        setDigitWord(s, d, k, word, columns | columns << 9 | columns << 18, dirty);
    }

    // The cell (bit of band k) out of every digit (lane k of each digit's vector) and out
    // of the unsolved cells. The mask is made in registers: written to memory lane by lane
    // and read back whole, it could not be forwarded from the stores either.
    static void clearCell(State& s, int k, std::uint32_t bit, std::uint64_t& dirty) {
        clearCells(s, lanePattern(k, bit), dirty);
    }

    // The cells of `m` (lane k: band k) out of every digit and out of the unsolved cells;
    // with kMarks, the words that had one are marked dirty.
    static void clearCells(State& s, __m128i m, [[maybe_unused]] std::uint64_t& dirty) {
        std::uint32_t* f = s.f.data();
        if constexpr (Unit::kAvx512) {
            const __m256i m2 = _mm256_broadcastsi128_si256(m);
            std::uint64_t lost = 0;
            for (int q = 0; q < 40; q += 8) {
                auto* p = reinterpret_cast<__m256i*>(f + q);
                const __m256i v = _mm256_load_si256(p);
                lost |= std::uint64_t{_mm256_test_epi32_mask(v, m2)} << q;
                _mm256_store_si256(p, _mm256_andnot_si256(m2, v));
            }
            dirty |= lost;
        } else if constexpr (Unit::kAvx2) {
            const __m256i m2 = _mm256_broadcastsi128_si256(m);
            for (int q = 0; q < 40; q += 8) {
                auto* p = reinterpret_cast<__m256i*>(f + q);
                _mm256_store_si256(p, _mm256_andnot_si256(m2, _mm256_load_si256(p)));
            }
        } else {
            for (int q = 0; q < 36; q += 4) store(f + q, _mm_andnot_si128(m, load(f + q)));
        }
        store(s.unsolved.data(), _mm_andnot_si128(m, load(s.unsolved.data())));
    }

    // `value` in lane k, 0 in the others.
    static __m128i lanePattern(int k, std::uint32_t value) {
        return _mm_and_si128(_mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 2, 3), _mm_set1_epi32(k)),
                             _mm_set1_epi32(static_cast<int>(value)));
    }

    // A copy made by vector moves: the compiler's string move (rep movs) starts slowly, and
    // the propagation's vector loads that follow could not be forwarded from its stores.
    static void copy(State& to, const State& from) {
        const auto* p = reinterpret_cast<const char*>(&from);
        auto* q = reinterpret_cast<char*>(&to);
        if constexpr (Unit::kAvx2) {
            for (std::size_t i = 0; i < sizeof(State); i += 32)
                _mm256_store_si256(reinterpret_cast<__m256i*>(q + i), _mm256_load_si256(reinterpret_cast<const __m256i*>(p + i)));
        } else {
            for (std::size_t i = 0; i < sizeof(State); i += 16)
                _mm_store_si128(reinterpret_cast<__m128i*>(q + i), _mm_load_si128(reinterpret_cast<const __m128i*>(p + i)));
        }
    }

    // Without kMarks, bits 4d + k of the words that changed since their last band update.
    static std::uint64_t changedWords(const State& s) {
        std::uint64_t same = 0;
        const std::uint32_t *f = s.f.data(), *seen = s.seen.data();
        if constexpr (Unit::kAvx2) {
            for (int q = 0; q < 40; q += 8) {
                const __m256i eq = _mm256_cmpeq_epi32(_mm256_load_si256(reinterpret_cast<const __m256i*>(f + q)),
                                                      _mm256_load_si256(reinterpret_cast<const __m256i*>(seen + q)));
                same |= static_cast<std::uint64_t>(_mm256_movemask_ps(_mm256_castsi256_ps(eq))) << q;
            }
        } else {
            for (int q = 0; q < 36; q += 4) {
                const __m128i eq = _mm_cmpeq_epi32(load(f + q), load(seen + q));
                same |= static_cast<std::uint64_t>(_mm_movemask_ps(_mm_castsi128_ps(eq))) << q;
            }
        }
        return ~same & kAllWords;
    }

    // The rows (all 9 bits of each) where `f`, which has a place in every row, has only
    // one. Subtracting 1 from each 9-bit row borrows inside it, so a row with one place
    // is a row of `rest` that is 0. Adding 0x1FF to a row on its own carries into the bit
    // above it exactly when the row is not 0: rows 0 and 2 in one addition, row 1 in
    // another; a carry bit at 9r + 9, less itself shifted down by 9, is row r's nine bits.
    // About seven cycles from f to the rows: the band update's chain waits on it (spreading
    // the rows to 16-bit lanes with pdep and gathering them with pext took twelve).
    static std::uint32_t singleRows(std::uint32_t f) {
        const std::uint32_t rest = f & (f - 0x40201u);
        constexpr std::uint32_t kRows02 = 0x7FC01FFu, kRow1 = 0x3FE00u;
        const std::uint32_t carries =
            (((rest & kRows02) + kRows02) & 0x8000200u) | (((rest & kRow1) + kRow1) & 0x40000u);
        return kBandFull & ~(carries - (carries >> 9));
    }

    // The row×box places (bit 3r + b) that a digit's band word has cells in. With BMI2,
    // each minirow's three bits are folded onto its lowest and the nine gathered by pext.
    static unsigned rowBoxOf(std::uint32_t f) {
        if constexpr (Unit::kAvx2) {
            return _pext_u32(f | f >> 1 | f >> 2, 0x1249249u);
        } else {
            const auto& t = band::kTables;
            return t.shrink[f & 0x1FF] | t.shrink[(f >> 9) & 0x1FF] << 3 | t.shrink[f >> 18] << 6;
        }
    }

    // The places (bit 9k + c: band k, column c) that some permutation of each stack
    // uses; 0 when a stack has none.
    static std::uint32_t stackPermutations(std::uint32_t present) {
        std::uint32_t allowed = 0;
        for (int shift = 0; shift < 9; shift += 3) {
            // The stack's three columns in each band, as a 3×3 bands × columns matrix.
            constexpr std::uint32_t kStack = 0x1C0E07u;
            if constexpr (Unit::kAvx2) {
                const unsigned keep = band::kTables.permutations[_pext_u32(present >> shift, kStack)];
                if (keep == 0) return 0;
                allowed |= _pdep_u32(keep, kStack) << shift;
            } else {
                const std::uint32_t x = (present >> shift) & kStack;
                const unsigned keep = band::kTables.permutations[(x & 7) | (x >> 6 & 0x38) | (x >> 12 & 0x1C0)];
                if (keep == 0) return 0;
                allowed |= ((keep & 7) | (keep & 0x38) << 6 | (keep & 0x1C0) << 12) << shift;
            }
        }
        return allowed;
    }

    // Stack j's bands × columns (bit 3k + c: band k, column c of the stack) in a digit's
    // `columns` (bit 9k + c over the grid), the layout of a band's rows × boxes.
    static unsigned stackMatrix(std::uint32_t columns, int j) {
        constexpr std::uint32_t kStack = 0x1C0E07u;
        if constexpr (Unit::kAvx2) {
            return _pext_u32(columns, kStack << (3 * j));
        } else {
            const std::uint32_t x = (columns >> (3 * j)) & kStack;
            return (x & 7) | (x >> 6 & 0x38) | (x >> 12 & 0x1C0);
        }
    }
    // Every column of every band, but in stack j only the places of `matrix` (as above).
    static std::uint32_t onlyInStack(unsigned matrix, int j) {
        constexpr std::uint32_t kStack = 0x1C0E07u;
        const std::uint32_t x = (matrix & 7) | (matrix & 0x38) << 6 | (matrix & 0x1C0) << 12;
        return (kBandFull & ~(kStack << (3 * j))) | x << (3 * j);
    }

    static void narrowColumns(State& s, int d, std::uint32_t allowed, std::uint64_t& dirty) {
        const auto band = [&](int k) { return static_cast<int>(((allowed >> (9 * k)) & 0x1FF) * 0x40201u); };
        narrowDigit(s, d, _mm_setr_epi32(band(0), band(1), band(2), 0), dirty);
    }

    static std::uint32_t certainColumns(std::uint32_t x) {
        const auto& t = band::kTables;
        return t.certain[x & 0x1FF] | t.certain[(x >> 9) & 0x1FF] << 9 | static_cast<std::uint32_t>(t.certain[x >> 18]) << 18;
    }

    static int openCells(const State& s) {
        return __builtin_popcount(s.unsolved[0]) + __builtin_popcount(s.unsolved[1]) + __builtin_popcount(s.unsolved[2]);
    }

    /// The open cells with exactly two candidates, one word a band (bit = cell in band):
    /// the digits are counted once, twice and three times or more, bit-sliced.
    static __m128i pairCells(const State& s) {
        const std::uint32_t* f = s.f.data();
        __m128i once = _mm_setzero_si128(), twice = once, thrice = once;
        for (int d = 0; d < 9; ++d) {
            const __m128i x = load(f + 4 * d);
            thrice = orAnd(thrice, twice, x);
            twice = orAnd(twice, once, x);
            once = _mm_or_si128(once, x);
        }
        return _mm_and_si128(_mm_andnot_si128(thrice, twice), load(s.unsolved.data()));
    }
};

}  // namespace pw::sudoku
