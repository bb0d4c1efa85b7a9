#pragma once
/// sudoku.v5's state from a grid's givens, and read back as a grid: the digit of each
/// placed cell, for a solution and for the tracer (stack_band_words.h has the state).
///
/// The givens are placed all at once, as placing them one by one would leave them: a
/// digit's word keeps its own givens and loses their rows, boxes and columns and every
/// cell given another digit. Two givens of a digit clash when one is in the other's row,
/// box or column; a value out of 0..9 is refused the same way.
///
/// A cell's digit index has four bits; plane j of a band is the OR of the words of the
/// digits whose index has bit j, so a placed cell's digit is 1 + the bits it has in the
/// four planes. The cells are written several at a time from the planes (4 with SSE2,
/// 8 with AVX2, 16 with AVX-512) instead of a bit loop per digit and band, whose 27 loop
/// exits the processor mispredicted about once a solution each (callgrind: 10 of the
/// 114 mispredicted branches of a serg puzzle's proof of uniqueness).
///
/// `Unit` is the tag of stack_band_words.h: it says which instructions may be used.
#include <immintrin.h>

#include <array>
#include <cstdint>

#include "band_tables.h"
#include "stack_band_lanes.h"
#include "stack_band_words.h"

namespace pw::sudoku {

template <class Unit>
struct StackBandGrid {
    using State = typename StackBandWords<Unit>::State;
    using L = StackBandLanes<Unit>;
    static constexpr std::uint32_t kBandFull = StackBandWords<Unit>::kBandFull;

    // The words and the unsolved cells of `s` from the 81 givens (0: blank); false when
    // two givens clash or one is out of 0..9 (`s` is then not to be searched).
    static bool readGivens(State& s, const int* cells) {
        if constexpr (Unit::kAvx512) return readGivensAvx512(s, cells);
        else return readGivensOneByOne(s, cells);
    }

    // Given by given. The givens of a band are found with vector compares, not a test per
    // cell: whether a cell is blank is what a processor cannot predict (on the serg
    // collection's easy grids that test was a sixth of the mispredicted branches of a
    // whole solve, callgrind's model).
    static bool readGivensOneByOne(State& s, const int* cells) {
        const auto& t = band::kTables;
        std::array<std::uint32_t, 36> own{}, seenByOwn{};
        std::array<std::uint32_t, 9> columns{};
        std::uint32_t taken[3] = {0, 0, 0};
        for (int k = 0; k < 3; ++k) {
            const int* band = cells + 27 * k;
            bool outOfRange = false;
            taken[k] = givenBits(band, outOfRange);
            if (outOfRange) return false;
            for (std::uint32_t g = taken[k]; g != 0; g &= g - 1) {
                const int b = __builtin_ctz(g);
                const auto d = static_cast<std::size_t>(band[b] - 1), i = 4 * d + static_cast<std::size_t>(k);
                const std::uint32_t bit = 1u << b, column = 1u << t.columnOf[static_cast<std::size_t>(b)];
                if ((seenByOwn[i] & bit) != 0 || (columns[d] & column) != 0) return false;
                own[i] |= bit;
                seenByOwn[i] |= t.peers[static_cast<std::size_t>(b)];
                columns[d] |= column;
            }
        }
        for (std::size_t d = 0; d < 9; ++d)
            for (std::size_t k = 0; k < 3; ++k) {
                const std::size_t i = 4 * d + k;
                s.f[i] = (kBandFull & ~taken[k] & ~seenByOwn[i] & ~(columns[d] * 0x40201u)) | own[i];
            }
        for (std::size_t k = 0; k < 3; ++k) s.unsolved[k] = kBandFull & ~taken[k];
        return true;
    }

    // Bit b set when cell b of the band's 27 `cells` holds a digit; `outOfRange` set when
    // one holds a value out of 0..9. Four cells a compare; the last load (cells 23 to 26)
    // overlaps the one before so as not to read past the band.
    static std::uint32_t givenBits(const int* cells, bool& outOfRange) {
        const __m128i zero = _mm_setzero_si128(), nine = _mm_set1_epi32(9);
        __m128i bad = zero;
        std::uint32_t blank = 0;
        for (int q = 0; q < 27; q = q == 20 ? 23 : q + 4) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + q));
            bad = _mm_or_si128(bad, _mm_or_si128(_mm_cmpgt_epi32(v, nine), _mm_cmplt_epi32(v, zero)));
            blank |= static_cast<std::uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(v, zero)))) << q;
        }
        outOfRange = _mm_movemask_epi8(bad) != 0;
        return ~blank & kBandFull;
    }

    // All words at once (AVX-512): each band's 27 cells as bytes, one compare a digit
    // gives its givens there (27 words); then in every lane at once, the rows and boxes
    // that hold a given, the columns a digit has a given in (its other bands brought
    // beside by rotating lanes), and the clashes counted: a digit's givens in a word are
    // as many as the rows and as the boxes holding one, and as many in its three bands as
    // the columns (vector popcounts). About 300 instructions for any grid; given by given
    // it was 20 a given (1,100 on the serg grids' 35) and a mispredicted branch or two a band.
    static bool readGivensAvx512(State& s, const int* cells) {
        alignas(32) std::uint32_t own[40] = {};
        __mmask16 outOfRange = 0;
        alignas(16) std::uint32_t taken[4] = {0, 0, 0, 0};
        // Bits 0..15 of a compare are cells 0..15, bits 21..31 cells 16..26 (loaded from 11).
        constexpr unsigned kCells = 0xFFE0FFFFu;
        for (int k = 0; k < 3; ++k) {
            const int* band = cells + 27 * k;
            const __m512i low = _mm512_loadu_si512(band), high = _mm512_loadu_si512(band + 11);
            outOfRange |= _mm512_cmpgt_epu32_mask(low, _mm512_set1_epi32(9)) | _mm512_cmpgt_epu32_mask(high, _mm512_set1_epi32(9));
            const __m256i bytes = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm512_cvtepi32_epi8(low)),
                                                          _mm512_cvtepi32_epi8(high), 1);
            taken[k] = _pext_u32(_mm256_test_epi8_mask(bytes, bytes), kCells);
            for (int d = 0; d < 9; ++d)
                own[4 * d + k] = _pext_u32(_mm256_cmpeq_epi8_mask(bytes, _mm256_set1_epi8(static_cast<char>(d + 1))), kCells);
        }
        if (outOfRange != 0) return false;
        const __m256i unsolved = _mm256_broadcastsi128_si256(
            _mm_andnot_si128(_mm_load_si128(reinterpret_cast<const __m128i*>(taken)), _mm_setr_epi32(kBandFull, kBandFull, kBandFull, 0)));
        __mmask8 clash = 0;
        for (int q = 0; q < 40; q += 8) {
            const __m256i o = _mm256_load_si256(reinterpret_cast<const __m256i*>(own + q));
            const typename L::Lines lines = L::linesOf(o);
            const __m256i columns = L::fold(o);
            const __m256i digitColumns = L::any3(columns, L::next(columns), L::after(columns));
            const __m256i seen = _mm256_or_si256(lines.cells, L::unfold(digitColumns));
            // (unsolved & ~seen) | o; words 36..39 stay 0.
            _mm256_store_si256(reinterpret_cast<__m256i*>(s.f.data() + q),
                               _mm256_maskz_ternarylogic_epi32(q == 32 ? 0x0F : 0xFF, unsolved, seen, o, 0xBA));
            const __m256i count = _mm256_popcnt_epi32(o), columnCount = _mm256_popcnt_epi32(columns);
            const __m256i perBand = _mm256_add_epi32(columnCount, _mm256_add_epi32(L::next(columnCount), L::after(columnCount)));
            clash |= _mm256_cmpneq_epi32_mask(count, lines.rows) | _mm256_cmpneq_epi32_mask(count, lines.boxes) |
                     _mm256_cmpneq_epi32_mask(perBand, _mm256_popcnt_epi32(digitColumns));
        }
        if (clash != 0) return false;
        for (std::size_t k = 0; k < 3; ++k) s.unsolved[k] = kBandFull & ~taken[k];
        return true;
    }

    // The 81 cells of `s` row by row: the placed digits, 0 where a cell is open.
    static void readCells(const State& s, int* cells) {
        using W = StackBandWords<Unit>;
        const std::uint32_t* f = s.f.data();
        const auto word = [&](int d) { return W::load(f + 4 * d); };
        // Lane k: band k. Digit index 8 alone has bit 3.
        alignas(16) std::uint32_t plane[5][4];
        W::store(plane[0], _mm_or_si128(_mm_or_si128(word(1), word(3)), _mm_or_si128(word(5), word(7))));
        W::store(plane[1], _mm_or_si128(_mm_or_si128(word(2), word(3)), _mm_or_si128(word(6), word(7))));
        W::store(plane[2], _mm_or_si128(_mm_or_si128(word(4), word(5)), _mm_or_si128(word(6), word(7))));
        W::store(plane[3], word(8));
        W::store(plane[4], _mm_andnot_si128(W::load(s.unsolved.data()), _mm_set1_epi32(static_cast<int>(W::kBandFull))));
        for (int k = 0; k < 3; ++k) {
            const auto p = [&](int j) { return plane[j][k]; };
            int* band = cells + 27 * k;
            if constexpr (Unit::kAvx512) {
                // Cells 0..15 and 11..26 (the overlap is written twice, the same).
                for (const int g : {0, 11}) {
                    const __m512i bits = _mm512_sllv_epi32(_mm512_set1_epi32(1 << g),
                                                           _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                    const auto has = [&](int j) { return _mm512_test_epi32_mask(_mm512_set1_epi32(static_cast<int>(p(j))), bits); };
                    __m512i v = _mm512_set1_epi32(1);
                    for (int j = 0; j < 4; ++j) v = _mm512_mask_add_epi32(v, has(j), v, _mm512_set1_epi32(1 << j));
                    _mm512_storeu_si512(band + g, _mm512_maskz_mov_epi32(has(4), v));
                }
            } else if constexpr (Unit::kAvx2) {
                const __m256i one = _mm256_set1_epi32(1);
                for (const int g : {0, 8, 16, 19}) {
                    const __m256i at = _mm256_setr_epi32(g, g + 1, g + 2, g + 3, g + 4, g + 5, g + 6, g + 7);
                    const auto bit = [&](int j) {
                        return _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32(static_cast<int>(p(j))), at), one);
                    };
                    __m256i v = _mm256_or_si256(bit(0), _mm256_slli_epi32(bit(1), 1));
                    v = _mm256_or_si256(v, _mm256_or_si256(_mm256_slli_epi32(bit(2), 2), _mm256_slli_epi32(bit(3), 3)));
                    const __m256i placed = _mm256_sub_epi32(_mm256_setzero_si256(), bit(4));
                    _mm256_storeu_si256(reinterpret_cast<__m256i*>(band + g), _mm256_and_si256(_mm256_add_epi32(v, one), placed));
                }
            } else {
                for (int g = 0; g < 27; g = g == 20 ? 23 : g + 4) {
                    const __m128i bits = _mm_sll_epi32(_mm_setr_epi32(1, 2, 4, 8), _mm_cvtsi32_si128(g));
                    const auto has = [&](int j) {
                        return _mm_cmpeq_epi32(_mm_and_si128(_mm_set1_epi32(static_cast<int>(p(j))), bits), bits);
                    };
                    __m128i v = _mm_set1_epi32(1);
                    for (int j = 0; j < 4; ++j) v = _mm_or_si128(v, _mm_and_si128(has(j), _mm_set1_epi32(2 << j)));
                    // v holds 1 + 2·index: halved below, plus one.
                    v = _mm_add_epi32(_mm_srli_epi32(v, 1), _mm_set1_epi32(1));
                    _mm_storeu_si128(reinterpret_cast<__m128i*>(band + g), _mm_and_si128(v, has(4)));
                }
            }
        }
    }
};

}  // namespace pw::sudoku
