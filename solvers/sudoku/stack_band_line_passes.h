#pragma once
/// The passes of sudoku.v5 that run when the band updates and the naked singles are
/// stuck (stack_band_propagation.h runs them in turn): columns and stacks, then minirows
/// and minicolumns. Each looks only at the digits and bands that changed since it last
/// ran, and reports the singles it placed and the words it narrowed.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include "band_tables.h"
#include "stack_band_columns.h"
#include "stack_band_words.h"

namespace pw::sudoku {

/// What one propagation keeps up to date as it goes, in registers: the solver's counters
/// and the state are in memory, and every vector store may alias them (the compiler would
/// read and write them around each), so they are added to at the end.
struct StackBandPass {
    std::uint64_t dirty;  ///< with kMarks, the words to update (State::dirty)
    /// Words, bit 4d + k, that a band update saw changed since the column and stack pass
    /// last looked, and bands, bit k, since the minirow pass last looked (the words'
    /// bands are added when it runs).
    std::uint64_t dirtyWords;
    unsigned dirtyBands;
    std::uint64_t checks = 0, singles = 0;
};

/// The column, stack, minirow and minicolumn passes over a state.
template <class Unit>
struct StackBandLinePasses : StackBandWords<Unit> {
    using Words = StackBandWords<Unit>;
    using State = typename Words::State;
    using Pass = StackBandPass;
    using Words::kBandFull;
    using Words::place;
    using Words::narrowWord;
    using Words::narrowColumns;
    using Words::stackPermutations;
    using Words::certainColumns;

    // Columns and stacks, digit by digit, from each band's column presence: a digit with
    // no place left in a column is a dead end and one with a single place is a hidden
    // single; then, in each stack, bands × columns must be a permutation (locked
    // candidates between columns and boxes). Returns the number of singles placed plus
    // the words narrowed, -1 on a dead end.
    // With AVX-512, the column pass works out every digit at once from this many changed
    // digits on (the same results either way: it only decides how they are computed).
    // Set from timings on 11+ and serg (always: 11+ 2% slower; from four: both faster);
    // on the tuning puzzles 1, 4 and never are within 2% of each other.
    static constexpr int kVectorColumns = 4;
    static int columnsAndStacks(State& s, Pass& p) {
        ++p.checks;
        const auto& t = band::kTables;
        int progress = 0;
        const std::uint32_t u0 = s.unsolved[0], u1 = s.unsolved[1], u2 = s.unsolved[2];
        p.dirtyBands |= dirtyBandsOf(p.dirtyWords);  // before the digits' words are taken off
        // With AVX-512, when many digits changed, every digit's facts at once, good until
        // a digit places a single (for a few digits the vectors cost more than they save).
        [[maybe_unused]] typename StackBandColumns<Unit>::Facts facts;
        bool vectorFacts = false;
        const unsigned digits = dirtyDigits(p.dirtyWords);
        if constexpr (Unit::kAvx512) {
            vectorFacts = __builtin_popcount(digits) >= kVectorColumns;
            if (vectorFacts) StackBandColumns<Unit>::compute(s, facts);
        }
        for (unsigned dirty = digits; dirty != 0; dirty &= dirty - 1) {
            const int d = __builtin_ctz(dirty);
            p.dirtyWords &= ~(std::uint64_t{7} << (4 * d));
            if constexpr (Unit::kAvx512) {
                if (vectorFacts) {
                    const auto i = static_cast<std::size_t>(4 * d);
                    if (facts.once[i] != 0x1FF) return -1;
                    if (facts.single[i] == 0) {
                        if ((facts.stacks[i] & 0x49) != 0x49) return -1;
                        const std::uint32_t allowed = facts.allowed[i];
                        s.columnTriads[static_cast<std::size_t>(d)] = allowed;
                        if (allowed != facts.present[i]) {
                            narrowColumns(s, d, allowed, p.dirty);
                            ++progress;
                        }
                        continue;
                    }
                    vectorFacts = false;  // this digit's singles change the words of the next ones
                }
            }
            std::uint32_t* w = &s.f[static_cast<std::size_t>(4 * d)];
            std::uint32_t o[3], twice = 0;
            for (int k = 0; k < 3; ++k) {
                const std::uint32_t a = w[k] & 0x1FF, b = (w[k] >> 9) & 0x1FF, c = w[k] >> 18;
                o[k] = a | b | c;
                twice |= (a & b) | ((a | b) & c);
            }
            const std::uint32_t once = o[0] | o[1] | o[2];
            if (once != 0x1FF) return -1;
            twice |= (o[0] & o[1]) | ((o[0] | o[1]) & o[2]);
            const std::uint32_t done = (w[0] & ~u0) | (w[1] & ~u1) | (w[2] & ~u2);
            std::uint32_t single = once & ~twice & ~((done | done >> 9 | done >> 18) & 0x1FF);
            if (single != 0) {
                for (; single != 0; single &= single - 1) {
                    const std::uint32_t col = t.column[static_cast<std::size_t>(__builtin_ctz(single))];
                    // The words are read afresh: an earlier placement may have taken this place.
                    int k = 0;
                    while (k < 3 && !(w[k] & col)) ++k;
                    if (k == 3 || !place(s, d, k, __builtin_ctz(w[k] & col), p.dirty)) return -1;
                    ++p.singles;
                    ++progress;
                }
                // The stacks of this digit wait for the next pass, which must see it even
                // if the placements left its words as they were: `columnTriads[d]` is
                // only current once the digit went through without a single.
                p.dirtyWords |= std::uint64_t{7} << (4 * d);
                continue;
            }
            // Bands × columns, all three stacks in one 27-bit word: bit 9k + c.
            const std::uint32_t present = o[0] | o[1] << 9 | o[2] << 18;
            const std::uint32_t allowed = stackPermutations(present);
            if (allowed == 0) return -1;
            s.columnTriads[static_cast<std::size_t>(d)] = allowed;
            if (allowed != present) {
                narrowColumns(s, d, allowed, p.dirty);
                ++progress;
            }
        }
        return progress;
    }

    // Minicolumns (three cells of a column in one box) likewise, from the band × column
    // places that the stack pass has just left to each digit (`columnTriads`).
    static int minicolumns(State& s, Pass& pass) {
        ++pass.checks;
        // Counted up to four, bit-sliced, the places in the low half of a 64-bit word
        // and the certain ones in the high half: one counter does both.
        std::uint64_t q1 = 0, q2 = 0, q3 = 0, q4 = 0;
        for (int d = 0; d < 9; ++d) {
            const std::uint32_t p = s.columnTriads[static_cast<std::size_t>(d)];
            const std::uint64_t q = p | std::uint64_t{certainColumns(p)} << 32;
            q4 |= q3 & q;
            q3 |= q2 & q;
            q2 |= q1 & q;
            q1 |= q;
        }
        const auto p3 = static_cast<std::uint32_t>(q3), p4 = static_cast<std::uint32_t>(q4);
        const auto c3 = static_cast<std::uint32_t>(q3 >> 32), c4 = static_cast<std::uint32_t>(q4 >> 32);
        if (p3 != kBandFull || c4 != 0) return -1;
        const std::uint32_t three = p3 & ~p4;
        if ((three & ~c3) == 0 && (c3 & ~three) == 0) return 0;
        int progress = 0;
        for (int d = 0; d < 9; ++d) {
            const std::uint32_t p = s.columnTriads[static_cast<std::size_t>(d)], c = certainColumns(p);
            std::uint32_t forced = p & three & ~c;
            const std::uint32_t excluded = p & c3 & ~c & ~three;
            if ((forced | excluded) == 0) continue;
            std::uint32_t cross = 0;
            for (std::uint32_t x = forced; x != 0; x &= x - 1) {
                const int at = __builtin_ctz(x), k = at / 9, col = at % 9;
                cross |= 7u << (9 * k + 3 * (col / 3)) | 0x40201u << col;
            }
            const std::uint32_t allowed = stackPermutations(p & ~excluded & ~(cross & ~forced));
            if (allowed == 0) return -1;
            if (allowed != p) {
                narrowColumns(s, d, allowed, pass.dirty);
                progress = 1;
            }
        }
        return progress;
    }

    // Minirows (three cells of a row in one box) hold three different digits. From the
    // row×box places each digit has left in a band: a minirow where only three digits can
    // go takes those three (each is certain there: out of the rest of its row and box),
    // and a minirow where three digits are certain takes no other. 1 when a word
    // narrowed, 0 when none, -1 on a dead end.
    static int minirows(State& s, Pass& pass) {
        ++pass.checks;
        const auto& t = band::kTables;
        int progress = 0;
        for (unsigned dirty = pass.dirtyBands | dirtyBandsOf(pass.dirtyWords); dirty != 0; dirty &= dirty - 1) {
            const int k = __builtin_ctz(dirty);
            pass.dirtyBands &= ~(1u << k);
            // Counted up to four, bit-sliced, the places in the low 16 bits and the
            // certain ones in the high 16 (t.placesAndCertain): one counter does both.
            std::uint32_t q1 = 0, q2 = 0, q3 = 0, q4 = 0;
            for (int d = 0; d < 9; ++d) {
                const std::uint32_t q = t.placesAndCertain[s.triads[static_cast<std::size_t>(4 * d + k)]];
                q4 |= q3 & q;
                q3 |= q2 & q;
                q2 |= q1 & q;
                q1 |= q;
            }
            const unsigned p3 = q3 & 0xFFFF, p4 = q4 & 0xFFFF, c3 = q3 >> 16, c4 = q4 >> 16;
            if ((p3 & 0x1FF) != 0x1FF || c4 != 0) return -1;
            const unsigned three = p3 & ~p4;  // exactly three digits possible
            if ((three & ~c3) == 0 && (c3 & ~three) == 0) continue;
            for (int d = 0; d < 9; ++d) {
                const auto i = static_cast<std::size_t>(4 * d + k);
                const unsigned p = s.triads[i], c = t.certain[p];
                const unsigned forced = p & three & ~c, excluded = p & c3 & ~c & ~three;
                if ((forced | excluded) == 0) continue;
                const unsigned keep = t.permutations[p & ~excluded & ~t.crossed[forced]];
                if (keep == 0) return -1;
                if (keep != p) {
                    narrowWord(s, d, k, t.expand[keep], pass.dirty);
                    progress = 1;
                }
            }
        }
        return progress;
    }

    static unsigned dirtyDigits(std::uint64_t words) {
        if constexpr (Unit::kAvx2) {
            return static_cast<unsigned>(_pext_u64(words | words >> 1 | words >> 2, 0x111111111ull));
        } else {
            unsigned digits = 0;
            for (int d = 0; d < 9; ++d) digits |= ((words >> (4 * d)) & 7u ? 1u : 0u) << d;
            return digits;
        }
    }
    static unsigned dirtyBandsOf(std::uint64_t words) {
        return (words & 0x111111111ull ? 1u : 0u) | (words & 0x222222222ull ? 2u : 0u) | (words & 0x444444444ull ? 4u : 0u);
    }
};

}  // namespace pw::sudoku
