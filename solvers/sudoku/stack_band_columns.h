#pragma once
/// The column and stack pass of sudoku.v5 (stack_band_propagation.h) for all nine digits
/// at once, with AVX-512: the AVX-512 copy reads each digit's facts from here instead of
/// working them out digit by digit (about 220 instructions a digit), as long as no digit
/// before it in the pass had a hidden single (a placement changes the other digits'
/// words; from the first digit with one, the pass goes on digit by digit). Same results,
/// so the same counters, as the other copies.
///
/// A digit's three band words are lanes 0..2 of its four (f[4d + k]); a ymm register holds
/// two digits. Per lane, the word's rows are folded onto its nine columns; rotating the
/// lanes inside each digit (k → k + 1, k + 2) brings the other bands beside it, so one
/// three-input instruction gives "in one band at least", "in two at least". In each stack
/// the bands must take its three columns in one of six permutations: a band × column place
/// is kept when the two other bands can take the two other columns one way or the other,
/// the same rotations applied to the columns inside each stack.
#include <immintrin.h>

#include <cstdint>

#include "stack_band_lanes.h"
#include "stack_band_words.h"

namespace pw::sudoku {

template <class Unit>
struct StackBandColumns {
    using State = typename StackBandWords<Unit>::State;
    using L = StackBandLanes<Unit>;

    /// The pass's facts, read at index 4d for digit d (every lane of a digit holds them).
    struct Facts {
        alignas(32) std::uint32_t once[40];     ///< columns the digit has a place in (all 9, or a dead end)
        alignas(32) std::uint32_t single[40];   ///< columns with one open place left: hidden singles
        alignas(32) std::uint32_t present[40];  ///< bands × columns with a place, bit 9k + c
        alignas(32) std::uint32_t allowed[40];  ///< those some permutation of their stack uses
        alignas(32) std::uint32_t stacks[40];   ///< bits 0, 3, 6: stacks 0..2 have a permutation
    };

    // The column one (two) further inside its stack, cyclically: bits 0, 1 → 1, 2 and 2 → 0.
    // Bits past 8 may be left set: every use ANDs with a folded word.
    static __m256i column1(__m256i x) {
        return _mm256_ternarylogic_epi32(_mm256_set1_epi32(0xDB), _mm256_srli_epi32(x, 1), _mm256_slli_epi32(x, 2), 0xCA);
    }
    static __m256i column2(__m256i x) {
        return _mm256_ternarylogic_epi32(_mm256_set1_epi32(0x49), _mm256_srli_epi32(x, 2), _mm256_slli_epi32(x, 1), 0xCA);
    }
    // In every lane of a digit: its three lanes' x shifted to bits 9k and ORed.
    static __m256i gather27(__m256i x) {
        const __m256i y = _mm256_sllv_epi32(x, _mm256_setr_epi32(0, 9, 18, 0, 0, 9, 18, 0));
        return L::any3(y, L::next(y), L::after(y));
    }
    static void put(std::uint32_t* to, int q, __m256i v) { _mm256_store_si256(reinterpret_cast<__m256i*>(to + q), v); }

    static void compute(const State& s, Facts& out) {

        const __m256i rows = _mm256_set1_epi32(0x1FF);
        const __m256i unsolved = _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(s.unsolved.data())));
        for (int q = 0; q < 40; q += 8) {
            const __m256i w = _mm256_load_si256(reinterpret_cast<const __m256i*>(s.f.data() + q));
            const __m256i a = _mm256_and_si256(w, rows), b = _mm256_and_si256(_mm256_srli_epi32(w, 9), rows),
                          c = _mm256_srli_epi32(w, 18);
            const __m256i o = L::any3(a, b, c), twiceInBand = L::two3(a, b, c);
            const __m256i o1 = L::next(o), o2 = L::after(o);
            const __m256i once = L::any3(o, o1, o2);
            const __m256i twice = _mm256_or_si256(L::two3(o, o1, o2), L::any3(twiceInBand, L::next(twiceInBand), L::after(twiceInBand)));
            const __m256i placed = L::fold(_mm256_andnot_si256(unsolved, w));
            const __m256i done = L::any3(placed, L::next(placed), L::after(placed));
            // once & ~twice & ~done
            const __m256i single = _mm256_ternarylogic_epi32(once, twice, done, 0x10);
            const __m256i x = _mm256_and_si256(column1(o1), column2(o2)), y = _mm256_and_si256(column2(o1), column1(o2));
            const __m256i keep = _mm256_ternarylogic_epi32(o, x, y, 0xE0);  // o & (x | y)
            const __m256i stacks = L::any3(keep, _mm256_srli_epi32(keep, 1), _mm256_srli_epi32(keep, 2));
            put(out.once, q, once);
            put(out.single, q, single);
            put(out.present, q, gather27(o));
            put(out.allowed, q, gather27(keep));
            put(out.stacks, q, stacks);
        }
    }
};

}  // namespace pw::sudoku
