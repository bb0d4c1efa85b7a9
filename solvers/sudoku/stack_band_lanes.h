#pragma once
/// Lane helpers of sudoku.v5's AVX-512 copy, on a ymm register of eight words of f: two
/// digits, each a group of four lanes holding its three band words (lane 3 stays 0).
/// Used only by the AVX-512 unit (stack_band_avx512.cpp), where the target allows them:
/// a class template on the unit's tag, so that nothing is compiled for the other units
/// (see core/cpu_dispatch.h); functions, not lambdas, since GCC does not give a lambda
/// the target of the code around it.
#include <immintrin.h>

namespace pw::sudoku {

template <class Unit>
struct StackBandLanes {
    /// In each lane of a digit, the value of the next band's lane (k + 1) and of the one
    /// after (k + 2), cyclically; lane 3 keeps its own.
    static __m256i next(__m256i x) { return _mm256_shuffle_epi32(x, _MM_SHUFFLE(3, 0, 2, 1)); }
    static __m256i after(__m256i x) { return _mm256_shuffle_epi32(x, _MM_SHUFFLE(3, 1, 0, 2)); }
    /// a | b | c, and "two of a, b, c at least", in one instruction each.
    static __m256i any3(__m256i a, __m256i b, __m256i c) { return _mm256_ternarylogic_epi32(a, b, c, 0xFE); }
    static __m256i two3(__m256i a, __m256i b, __m256i c) { return _mm256_ternarylogic_epi32(a, b, c, 0xE8); }
    /// The three rows of each lane's 27-bit word ORed onto its nine columns.
    static __m256i fold(__m256i w) {
        const __m256i rows = _mm256_set1_epi32(0x1FF);
        return any3(_mm256_and_si256(w, rows), _mm256_and_si256(_mm256_srli_epi32(w, 9), rows), _mm256_srli_epi32(w, 18));
    }
    /// Nine columns repeated in the three rows of a band word.
    static __m256i unfold(__m256i columns) {
        return any3(columns, _mm256_slli_epi32(columns, 9), _mm256_slli_epi32(columns, 18));
    }

    /// The cells of the rows and of the boxes of a band word that hold one of its cells,
    /// and the number of those rows and boxes (per lane): `w` has at most one cell per row
    /// and per box exactly when its popcount equals both counts.
    struct Lines {
        __m256i cells, rows, boxes;
    };
    static Lines linesOf(__m256i w) {
        // One bit per minirow (three cells of a row in a box) that holds a cell, at 9r + 3b.
        const __m256i minirows = _mm256_and_si256(any3(w, _mm256_srli_epi32(w, 1), _mm256_srli_epi32(w, 2)),
                                                  _mm256_set1_epi32(0x1249249));
        const __m256i rowsWith = _mm256_and_si256(
            any3(minirows, _mm256_srli_epi32(minirows, 3), _mm256_srli_epi32(minirows, 6)), _mm256_set1_epi32(0x40201));
        const __m256i boxesWith = _mm256_and_si256(
            any3(minirows, _mm256_srli_epi32(minirows, 9), _mm256_srli_epi32(minirows, 18)), _mm256_set1_epi32(0x49));
        // A bit at 9r shifted up by 9, less itself, is the nine cells of row r; a bit at
        // 3b spread over three bits and three rows, the box's nine cells.
        const __m256i rowCells = _mm256_sub_epi32(_mm256_slli_epi32(rowsWith, 9), rowsWith);
        const __m256i boxRow = any3(boxesWith, _mm256_slli_epi32(boxesWith, 1), _mm256_slli_epi32(boxesWith, 2));
        const __m256i boxCells = any3(boxRow, _mm256_slli_epi32(boxRow, 9), _mm256_slli_epi32(boxRow, 18));
        return {_mm256_or_si256(rowCells, boxCells), _mm256_popcnt_epi32(rowsWith), _mm256_popcnt_epi32(boxesWith)};
    }
};

}  // namespace pw::sudoku
