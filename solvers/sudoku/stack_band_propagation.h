#pragma once
/// The propagation of sudoku.v5 (stack_band_solver.h has the search; stack_band_words.h
/// the state and the operations on its words): the passes that narrow a state until
/// nothing follows.
///
/// The passes, cheapest first, each run again while anything changes:
/// 1. band updates (v4): in a band a digit's rows take the boxes in one of 6
///    permutations; only the places some permutation uses are kept, and a row left with
///    one place is a hidden single. Words to update are found by comparing the state with
///    its copy at the last update, 4 or 8 words at a time.
/// 2. naked singles of the three bands in one pass of 128-bit operations, with the digit
///    of each single read from four masks.
/// 3. columns and stacks: a digit with one place in a column is a hidden single; in a
///    stack (three columns) its bands take the columns in one of 6 permutations too
///    (locked candidates between columns and boxes, which v4 lacks).
/// 4. minirows and minicolumns: three cells hold three different digits, so a minirow
///    where only three digits can go takes those three (each leaves the rest of its row
///    and box), and a minirow with three certain digits takes no other; the same for the
///    three cells of a column in a box.
/// Steps 3 and 4 only look at the digits and bands that changed since they last ran; a
/// state where they all ran to the end (*settled*) hands that on to its copies.
/// On a grid given with fewer than 48 blanks, the propagation stops as soon as the
/// singles are stuck and a cell has two candidates (the search guesses it).
///
/// `Unit` is a tag that makes each translation unit's copy its own and says whether
/// 256-bit instructions may be used (see core/cpu_dispatch.h).
#include <immintrin.h>

#include <array>
#include <cstddef>
#include <cstdint>

#include "band_tables.h"
#include "search_base.h"
#include "stack_band_columns.h"
#include "stack_band_words.h"

namespace pw::sudoku {

/// The passes over a `StackBandState`; the search (StackBandSolver) derives from it.
template <Tracer Tr, class Unit>
class StackBandPropagation : public SearchBase<Tr>, protected StackBandWords<Unit> {
protected:
    using Words = StackBandWords<Unit>;
    using State = typename Words::State;
    using Words::kMarks;
    using Words::changedWords;
    using Words::kAllWords;
    using Words::kBandFull;
    using Words::load;
    using Words::store;
    using Words::place;
    using Words::setWord;
    using Words::placeRows;
    using Words::narrowWord;
    using Words::singleRows;
    using Words::rowBoxOf;
    using Words::stackPermutations;
    using Words::narrowColumns;
    using Words::certainColumns;
    using Words::openCells;
    using Words::pairCells;

    StackBandPropagation(const RunOptions& options, SearchContext& ctx, Tr tracer)
        : SearchBase<Tr>(options, ctx, tracer) {}

    /// What one propagation keeps up to date as it goes, in registers: the solver's
    /// counters and the state are in memory, and every vector store may alias them (the
    /// compiler would read and write them around each), so they are added to at the end.
    struct Pass {
        std::uint64_t dirty;  ///< with kMarks, the words to update (State::dirty)
        /// Words, bit 4d + k, that a band update saw changed since the column and stack
        /// pass last looked, and bands, bit k, since the minirow pass last looked (the
        /// words' bands are added when it runs).
        std::uint64_t dirtyWords;
        unsigned dirtyBands;
        std::uint64_t checks = 0, singles = 0;
    };

    // Rows × boxes of digit d in band k (word i = 4d + k) must be a permutation: only the
    // places some permutation uses are kept; a row left with one place is a hidden single.
    // The caller counts the update (a batch at a time).
    bool bandUpdate(State& s, int i, Pass& p) {
        const auto& t = band::kTables;
        const int d = i >> 2, k = i & 3;
        const auto index = static_cast<std::size_t>(i);
        std::uint32_t f = s.f[index];
        const std::uint64_t kept = t.keepCells[rowBoxOf(f)];
        const auto keep = static_cast<unsigned>(kept >> 32);
        if (keep == 0) return false;
        f &= static_cast<std::uint32_t>(kept);
        if constexpr (!kMarks) setWord(s.seen.data(), index, f);
        s.triads[index] = static_cast<std::uint16_t>(keep);
        // The rows with one place are hidden singles, all placed at once: one branch where a
        // test of the row×box places and a loop over the singles mispredicted often (whether
        // a band update finds singles, and how many, is hard to predict).
        const std::uint32_t single = f & singleRows(f) & s.unsolved[static_cast<std::size_t>(k)];
        p.singles += static_cast<std::uint64_t>(__builtin_popcount(single));
        if (single == 0) {
            // The AVX-512 copy writes the word alone: the next update, often of a word in
            // the same chunk (a digit's three bands are), then need not wait for this
            // one's chunk to be written (through memory, a chain of some 25 cycles per
            // update; alternating runs: serg proofs -3%, 11+ -4%). The copies that compare
            // with `seen` write whole chunks, which their vector compares read at once.
            if constexpr (kMarks)
                s.f[index] = f;
            else
                setWord(s.f.data(), index, f);
        } else
            placeRows(s, d, k, f, single, p.dirty);
        if constexpr (kMarks) p.dirty &= ~(std::uint64_t{1} << index);  // the word is as its update left it
        return true;
    }

    // Cells with exactly one digit left are placed, their digit read from four masks
    // (the digits with bit j of their index set). Returns the number placed, -1 on a
    // cell with no digit.
    int nakedSingles(State& s, Pass& p) {
        const std::uint32_t* f = s.f.data();
        __m128i once = _mm_setzero_si128(), twice = once;
        for (int d = 0; d < 9; ++d) {
            const __m128i x = load(f + 4 * d);
            twice = Words::orAnd(twice, once, x);
            once = _mm_or_si128(once, x);
        }
        const __m128i zero = _mm_setzero_si128(), unsolved = load(s.unsolved.data());
        if (!Words::isZero(_mm_andnot_si128(once, unsolved))) return -1;
        const __m128i singles = _mm_and_si128(_mm_andnot_si128(twice, once), unsolved);
        if (Words::isZero(singles)) return 0;
        const auto digitsWithBit = [&](int j) {
            __m128i m = zero;
            for (int d = 0; d < 9; ++d)
                if (d >> j & 1) m = _mm_or_si128(m, load(f + 4 * d));
            return m;
        };
        alignas(16) std::uint32_t single[4], b0[4], b1[4], b2[4], b3[4];
        store(single, singles);
        store(b0, digitsWithBit(0));
        store(b1, digitsWithBit(1));
        store(b2, digitsWithBit(2));
        store(b3, load(f + 32));
        int placed = 0;
        for (int k = 0; k < 3; ++k)
            for (std::uint32_t x = single[k]; x != 0; x &= x - 1) {
                const int b = __builtin_ctz(x);
                const int d = static_cast<int>((b0[k] >> b & 1) | (b1[k] >> b & 1) << 1 | (b2[k] >> b & 1) << 2 |
                                               (b3[k] >> b & 1) << 3);
                if (!place(s, d, k, b, p.dirty)) return -1;
                ++p.singles;
                ++placed;
            }
        return placed;
    }

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
    int columnsAndStacks(State& s, Pass& p) {
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
    int minicolumns(State& s, Pass& pass) {
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
    int minirows(State& s, Pass& pass) {
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

    // A grid given with fewer blanks than this is *dense*: once it has fewer blanks than
    // this and a bivalue cell, that cell is guessed at once, without the column, stack
    // and minirow passes. First chosen on the measured collections (on the serg
    // benchmark's dense many-solution grids the passes cost 40% and remove no guess; on
    // the others, 17 to 27 givens, running them always is best); checked since on tuning
    // grids never measured (issue 26): the tuning puzzles' solutions with 36 to 48 cells
    // blanked at random are 3% to 11% faster guessing at once, and the tuning puzzles
    // themselves (22 to 29 givens) need twice the nodes when they do, so 48 still
    // separates the two.
    static constexpr int kDense = 48;

    bool propagate(State& s) {
        pairFirst_ = false;
        // A state whose passes all ran to the end only needs them again where its words
        // change; one that stopped on a bivalue cell, or the root, needs them everywhere.
        Pass p{0, s.settled ? 0 : kAllWords, s.settled ? 0u : 7u};
        if constexpr (kMarks) p.dirty = s.dirty;
        s.settled = 0;
        const bool alive = passes(s, p);
        if constexpr (kMarks) s.dirty = p.dirty;
        this->stats_.checks += p.checks;
        this->stats_.extra[kSingles] += p.singles;
        return alive;
    }

    bool passes(State& s, Pass& p) {
        for (;;) {
            for (std::uint64_t changed = toUpdate(s, p); changed != 0; changed = toUpdate(s, p)) {
                p.dirtyWords |= changed;
                const std::uint64_t batch = changed;
                for (; changed != 0; changed &= changed - 1)
                    if (!bandUpdate(s, __builtin_ctzll(changed), p)) {
                        // The updates done, this one included.
                        p.checks += static_cast<std::uint64_t>(__builtin_popcountll(batch & ~(changed & (changed - 1))));
                        return false;
                    }
                p.checks += static_cast<std::uint64_t>(__builtin_popcountll(batch));
            }
            int progress = nakedSingles(s, p);
            if (progress == 0 && denseStart_ && openCells(s) < kDense) {
                const __m128i pairs = pairCells(s);
                if (!Words::isZero(pairs)) {
                    pairFirst_ = true;
                    store(pairs_.data(), pairs);  // the search's choice reads them
                    return true;
                }
            }
            if (progress == 0) progress = columnsAndStacks(s, p);
            if (progress == 0) progress = minirows(s, p);
            if (progress == 0) progress = minicolumns(s, p);
            if (progress < 0) return false;
            if (progress == 0) {
                s.settled = 1;
                return true;
            }
        }
    }

    // The words to update, bit 4d + k.
    static std::uint64_t toUpdate(const State& s, const Pass& p) {
        if constexpr (kMarks) return p.dirty;
        else return changedWords(s);
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
    bool pairFirst_ = false;   ///< the last propagation stopped on a bivalue cell
    /// When it did, the open cells with two candidates it found, one word a band.
    alignas(16) std::array<std::uint32_t, 4> pairs_{};
    bool denseStart_ = false;  ///< fewer than kDense blanks once the givens are placed
};

}  // namespace pw::sudoku
