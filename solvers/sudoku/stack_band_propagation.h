#pragma once
/// The propagation of sudoku.v5 (stack_band_solver.h has the search; stack_band_words.h
/// the state and the operations on its words): the passes that narrow a state until
/// nothing follows.
///
/// The passes, cheapest first, each run again while anything changes:
/// 1. band updates (v4): in a band a digit's rows take the boxes in one of 6
///    permutations; only the places some permutation uses are kept, and a row left with
///    one place is a hidden single. The words to update are marked as they lose
///    candidates (AVX-512 copy) or found by comparing the state with its copy at the last
///    update, 4 or 8 words at a time (the others).
/// 2. naked singles of the three bands in one pass of 128-bit operations, with the digit
///    of each single read from four masks.
/// 3. columns and stacks: a digit with one place in a column is a hidden single; in a
///    stack (three columns) its bands take the columns in one of 6 permutations too
///    (locked candidates between columns and boxes, which v4 lacks).
/// 4. minirows and minicolumns: three cells hold three different digits, so a minirow
///    where only three digits can go takes those three (each leaves the rest of its row
///    and box), and a minirow with three certain digits takes no other; the same for the
///    three cells of a column in a box.
/// Steps 3 and 4 (stack_band_line_passes.h) only look at the digits and bands that
/// changed since they last ran; a state where they all ran to the end (*settled*) hands
/// that on to its copies.
/// On a grid given with fewer than 48 blanks, the propagation stops as soon as the
/// singles are stuck and a cell has two candidates (the search guesses it).
///
/// `Unit` is a tag that makes each translation unit's copy its own and says which
/// instructions may be used (see core/cpu_dispatch.h and stack_band_words.h).
#include <immintrin.h>

#include <array>
#include <cstddef>
#include <cstdint>

#include "band_tables.h"
#include "search_base.h"
#include "stack_band_line_passes.h"
#include "stack_band_words.h"

namespace pw::sudoku {

/// The passes over a `StackBandState`; the search (StackBandSolver) derives from it.
template <Tracer Tr, class Unit>
class StackBandPropagation : public SearchBase<Tr>, protected StackBandLinePasses<Unit> {
protected:
    using Words = StackBandWords<Unit>;
    using Lines = StackBandLinePasses<Unit>;
    using Lines::columnsAndStacks;
    using Lines::minirows;
    using Lines::minicolumns;
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

    using Pass = StackBandPass;

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
            // A grid whose cells are all placed is a solution (each placement took a digit
            // still possible in its cell and took it out of its peers): the passes after
            // this would find nothing, at every solution (in a uniqueness proof of an easy
            // grid, two of its nine or so states).
            if (Words::isZero(load(s.unsolved.data()))) {
                s.settled = 1;
                return true;
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

    bool pairFirst_ = false;   ///< the last propagation stopped on a bivalue cell
    /// When it did, the open cells with two candidates it found, one word a band.
    alignas(16) std::array<std::uint32_t, 4> pairs_{};
    bool denseStart_ = false;  ///< fewer than kDense blanks once the givens are placed
};

}  // namespace pw::sudoku
