#pragma once
/// Lookup tables of the 9×9 band solver (sudoku.v4), computed at compile time.
///
/// A *band* is three rows of the grid, 27 cells; bit `(r % 3) * 9 + c` of a band mask is
/// the cell on row r, column c. For one digit in one band, the three rows must each
/// hold the digit once and so must the three boxes, so the rows take the boxes in one
/// of the 6 permutations. `shrink` sums a row of 9 bits up into its 3 boxes, giving a
/// 9-bit row×box matrix; `permutations` keeps only the row×box places some valid
/// permutation uses (locked candidates, pointing and claiming, in one look-up); `expand`
/// turns row×box places back into cells.
#include <array>
#include <cstdint>

namespace pw::sudoku::band {

struct Tables {
    std::array<std::uint8_t, 512> shrink{};         ///< 9 cells of a row → 3 boxes
    std::array<std::uint16_t, 512> permutations{};  ///< row×box matrix → places used by a permutation
    std::array<std::uint32_t, 512> expand{};        ///< row×box matrix → band cells
    std::array<std::uint32_t, 27> peers{};          ///< row and box of a band cell, itself excluded
    std::array<std::uint32_t, 9> column{};          ///< the 3 cells of a column in a band
    std::array<std::uint8_t, 27> columnOf{};        ///< the column of a band cell
    /// Row×box places (a permutation union) that are certain: the row has no other box.
    std::array<std::uint16_t, 512> certain{};
    /// Row×box places that the places given cannot share a row or a box with.
    std::array<std::uint16_t, 512> crossed{};
    /// A row×box matrix in the low 16 bits and its certain places (`certain`) in the high 16.
    std::array<std::uint32_t, 512> placesAndCertain{};
    std::array<std::uint8_t, 512> permutationCount{};  ///< permutations a row×box matrix holds
    /// expand[permutations[x]] in the low 32 bits, permutations[x] in the high: a band
    /// update's two dependent look-ups in one.
    std::array<std::uint64_t, 512> keepCells{};
    std::array<std::uint16_t, 6> permutationMasks{};   ///< the row×box places of each permutation
};

constexpr Tables makeTables() {
    Tables t;
    for (unsigned x = 0; x < 512; ++x)
        for (unsigned b = 0; b < 3; ++b)
            if (x >> (3 * b) & 7u) t.shrink[x] = static_cast<std::uint8_t>(t.shrink[x] | 1u << b);
    constexpr unsigned kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (std::size_t i = 0; i < 6; ++i)
        t.permutationMasks[i] = static_cast<std::uint16_t>(1u << kPerms[i][0] | 1u << (3 + kPerms[i][1]) | 1u << (6 + kPerms[i][2]));
    for (unsigned p = 0; p < 512; ++p) {
        unsigned keep = 0;
        for (const auto& perm : kPerms) {
            const unsigned m = 1u << perm[0] | 1u << (3 + perm[1]) | 1u << (6 + perm[2]);
            if ((p & m) == m) keep |= m;
        }
        t.permutations[p] = static_cast<std::uint16_t>(keep);
        std::uint32_t keptCells = 0;
        for (unsigned r = 0; r < 3; ++r)
            for (unsigned b = 0; b < 3; ++b)
                if (keep >> (3 * r + b) & 1u) keptCells |= 7u << (9 * r + 3 * b);
        t.keepCells[p] = keptCells | std::uint64_t{keep} << 32;
        for (const auto& perm : kPerms)
            if ((p >> perm[0] & 1u) && (p >> (3 + perm[1]) & 1u) && (p >> (6 + perm[2]) & 1u)) ++t.permutationCount[p];
        std::uint32_t cells = 0;
        for (unsigned r = 0; r < 3; ++r)
            for (unsigned b = 0; b < 3; ++b)
                if (p >> (3 * r + b) & 1u) cells |= 7u << (9 * r + 3 * b);
        t.expand[p] = cells;
    }
    for (unsigned s = 0; s < 27; ++s) {
        const unsigned r = s / 9, c = s % 9, b = c / 3;
        std::uint32_t m = 0x1FFu << (9 * r);
        for (unsigned rr = 0; rr < 3; ++rr) m |= 7u << (9 * rr + 3 * b);
        t.peers[s] = m & ~(1u << s);
    }
    for (unsigned c = 0; c < 9; ++c) t.column[c] = 1u << c | 1u << (c + 9) | 1u << (c + 18);
    for (unsigned s = 0; s < 27; ++s) t.columnOf[s] = static_cast<std::uint8_t>(s % 9);
    for (unsigned p = 0; p < 512; ++p) {
        unsigned sure = 0, cross = 0;
        for (unsigned r = 0; r < 3; ++r) {
            const unsigned row = p >> (3 * r) & 7u;
            if (row == 1 || row == 2 || row == 4) sure |= row << (3 * r);
            for (unsigned b = 0; b < 3; ++b)
                if (row >> b & 1u) cross |= 7u << (3 * r) | 0x49u << b;
        }
        t.certain[p] = static_cast<std::uint16_t>(sure);
        t.placesAndCertain[p] = p | sure << 16;
        t.crossed[p] = static_cast<std::uint16_t>(cross & ~p);
    }
    return t;
}

inline constexpr Tables kTables = makeTables();

}  // namespace pw::sudoku::band
