#pragma once
/// sudoku.v5's state read back as a grid: the digit of each placed cell, for a solution
/// and for the tracer (stack_band_words.h has the state).
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

#include <cstdint>

#include "stack_band_words.h"

namespace pw::sudoku {

template <class Unit>
struct StackBandGrid {
    using State = typename StackBandWords<Unit>::State;

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
