#pragma once
/// sudoku.v5 — bands, stacks and minirows: v4's band solver made to guess less, and to
/// spend less on each guess. The state is in stack_band_words.h, its propagation in
/// stack_band_propagation.h; this file has the search.
///
/// The guess (after the idea of tdoku's write-up): the band or stack whose digits are the
/// least open (few digits with more than one permutation left, and few permutations),
/// and in it the digit with the fewest; each branch fixes its three minirows (in a
/// stack, its three minicolumns) at once. On a grid given with fewer than 48 blanks
/// (more than 33 givens), a cell with two candidates is guessed as soon as the singles
/// are stuck, without the column, stack and minirow passes.
///
/// Counters: `nodes` = states propagated, `checks` = band updates plus one per run of
/// the column and stack, minirow or minicolumn pass, `singles` = cells placed by singles,
/// `guesses` = branches tried, `prunes` = contradictions.
///
/// The class is a template on its tracer and on `Unit`, a tag that makes each
/// translation unit's copy its own, and says whether 256-bit instructions may be used
/// (see core/cpu_dispatch.h: the same code is compiled for baseline x86-64 and for AVX2).
#include <immintrin.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "stack_band_grid.h"
#include "stack_band_propagation.h"

namespace pw::sudoku {

template <Tracer Tr, class Unit>
class StackBandSolver : public StackBandPropagation<Tr, Unit> {
    using Base = StackBandPropagation<Tr, Unit>;
    using typename Base::State;
    using Base::kAllWords;
    using Base::kBandFull;
    using Base::kDense;
    using Base::load;
    using Base::store;
    using Base::place;
    using Base::propagate;
    using Base::openCells;
    using Base::pairCells;
    using Base::pairFirst_;
    using Base::pairs_;
    using Base::denseStart_;

public:
    /// Lines of the registry's pseudo-code.
    enum Line { kSolve, kBandUpdate, kNakedSingles, kStacks, kMinirows, kDeadEnd, kChoose, kGuess, kTakeBack, kRecord };

    StackBandSolver(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : Base(options, ctx, tracer) {
        State& s = start_;
        for (int i = 0; i < 40; ++i) s.f[static_cast<std::size_t>(i)] = (i & 3) == 3 || i >= 36 ? 0 : kBandFull;
        // Every word needs its first band update.
        if constexpr (Base::kMarks) {
            s.dirty = kAllWords;
        } else {
            s.seen.fill(~0u);
            for (int i = 3; i < 40; i += 4) s.seen[static_cast<std::size_t>(i)] = 0;
            for (int i = 36; i < 40; ++i) s.seen[static_cast<std::size_t>(i)] = 0;
        }
        s.unsolved = {kBandFull, kBandFull, kBandFull, 0};
        s.triads.fill(0);
        s.columnTriads.fill(0);
        s.settled = 0;
        if (instance.cells.size() == 81) conflict_ = !StackBandGrid<Unit>::readGivens(s, instance.cells.data());
    }

    /// True when two givens clash or a cell holds no digit 0..9: `run` must not be called.
    bool conflict() const { return conflict_; }

    RunResult run() {
        this->countNode(0);
        denseStart_ = openCells(start_) < kDense;
        if (propagate(start_)) search(start_, 0);
        if constexpr (Tr::kEnabled) this->trace(EventKind::Done, kSolve, 0, -1, 0, toCells(start_));
        return this->finish();
    }

private:
    // A cell with two candidates in the band with the most open cells (the first band of
    // equals), its lowest; an open cell the same way when there is none.
    int chooseCell(const State& s) const {
        alignas(16) std::uint32_t pair[4];
        if (pairFirst_)
            std::copy(pairs_.begin(), pairs_.end(), pair);  // found by the propagation that stopped on them
        else
            store(pair, pairCells(s));
        const int cell = firstInFullestBand(s, pair);
        return cell >= 0 ? cell : firstInFullestBand(s, s.unsolved.data());
    }

    // The lowest bit of words[k] for the band k with the most open cells among those whose
    // word is not 0 (the first of equals), as a cell; -1 when every word is 0. Taken as the
    // maximum of a key without a branch: which band wins is hard to predict (three
    // mispredicted swaps a serg puzzle when the bands were sorted).
    static int firstInFullestBand(const State& s, const std::uint32_t* words) {
        int best = 0, bestKey = 0;
        for (int k = 0; k < 3; ++k) {
            const auto i = static_cast<std::size_t>(k);
            const int key = words[i] != 0 ? 4 * __builtin_popcount(s.unsolved[i]) + 3 - k : 0;
            best = key > bestKey ? k : best;
            bestKey = key > bestKey ? key : bestKey;
        }
        return bestKey == 0 ? -1 : 27 * best + __builtin_ctz(words[static_cast<std::size_t>(best)]);
    }

    /// A guess: a cell and its digits, or a digit of a band and the permutations
    /// (row×box masks) its rows may take, or of a stack and those (band×column masks)
    /// its bands may take.
    struct Choice {
        bool permutations = false;
        int k = 0, at = 0;  ///< band (3 + j: stack j for permutations); the cell's bit, or the digit index
        int count = 0;
        std::uint16_t options[9];
    };

    // How open a band is, from each digit's row×box permutations left (1 to 6), and a
    // stack from its band×column permutations: the number of its open digits (more than
    // one permutation) first, then the sum of their permutations. The band or stack
    // nearest to settled is the one with the fewest digits left to decide, and among
    // those the one with the fewest ways left: "first fail" on the bands and stacks, as
    // the digit then chosen in it is the one with the fewest permutations. A
    // digit counts 64 plus its permutations, so that open digits always outweigh the sum
    // (at most 9 × 6). Derived, not fitted: v5's earlier weights (10 for an open digit and
    // 2 to 5 for its further permutations) were tuned on samples of the collections it is
    // measured on; this order is theirs up to where the sum of permutations would have
    // outweighed one more open digit, and it holds under the grid's symmetries (only the
    // first of equals depends on the orientation). The stacks are weighed as the bands
    // (issue 26): a rule that looks at the bands only is not the same on a transposed
    // grid; with them, on the tuning puzzles never measured (puzzle-bench --make 100000
    // --level expert --seed 2000001), 3.7% / 4.8% fewer nodes (first / uniqueness),
    // and 0.9% / 1.0% more on their 2,000 hardest by v4's nodes (still easy grids).
    static constexpr int kOpenness[7] = {0, 0, 64 + 2, 64 + 3, 64 + 4, 64 + 5, 64 + 6};
    // kOpenness of each row×box (or band×column) matrix's permutation count: one look-up.
    static constexpr std::array<std::uint8_t, 512> kOpennessOf = [] {
        std::array<std::uint8_t, 512> a{};
        for (std::size_t m = 0; m < a.size(); ++m)
            a[m] = static_cast<std::uint8_t>(kOpenness[band::kTables.permutationCount[m]]);
        return a;
    }();

    // The band or stack whose digits are the least open (see kOpenness), and in it the
    // digit with the fewest row×box (band×column) permutations, more than one: each
    // branch fixes three minirows (minicolumns) of the digit at once. A bivalue cell when
    // the propagation stopped on one, and a cell when every band and stack is settled.
    Choice choose(const State& s) const {
        const auto& t = band::kTables;
        Choice c;
        // The minima are taken without branches (which of the bands and digits wins is
        // hard to predict): each candidate's key is its measure, then its index, so that
        // the first of equals wins as before.
        if (!pairFirst_) {
            // Units 0 to 2 are the bands (a digit's rows × boxes), 3 to 5 the stacks (its
            // bands × columns, which the column pass left in columnTriads).
            const auto matrix = [&s](int unit, int d) -> unsigned {
                return unit < 3 ? s.triads[static_cast<std::size_t>(4 * d + unit)]
                                : Base::stackMatrix(s.columnTriads[static_cast<std::size_t>(d)], unit - 3);
            };
            int total[6] = {};
            for (int d = 0; d < 9; ++d) {
                const std::uint32_t columns = s.columnTriads[static_cast<std::size_t>(d)];
                for (int k = 0; k < 3; ++k) {
                    total[k] += kOpennessOf[s.triads[static_cast<std::size_t>(4 * d + k)]];
                    total[3 + k] += kOpennessOf[Base::stackMatrix(columns, k)];
                }
            }
            int unitKey = 1 << 30;
            for (int unit = 0; unit < 6; ++unit) {
                const int key = total[unit] > 0 ? 8 * total[unit] + unit : 1 << 30;
                unitKey = key < unitKey ? key : unitKey;
            }
            if (unitKey != 1 << 30) {
                const int unit = unitKey & 7;
                int digitKey = 1 << 30;
                for (int d = 0; d < 9; ++d) {
                    const int n = t.permutationCount[matrix(unit, d)];
                    const int key = n > 1 ? 16 * n + d : 1 << 30;
                    digitKey = key < digitKey ? key : digitKey;
                }
                const int digit = digitKey & 15;
                c.permutations = true;
                c.k = unit;
                c.at = digit;
                const unsigned places = matrix(unit, digit);
                for (unsigned m : t.permutationMasks) {
                    c.options[c.count] = static_cast<std::uint16_t>(m);
                    c.count += (m & ~places) == 0 ? 1 : 0;
                }
                return c;
            }
        }
        const int cell = chooseCell(s);
        c.k = cell / 27;
        c.at = cell % 27;
        for (int d = 0; d < 9; ++d) {
            c.options[c.count] = static_cast<std::uint16_t>(d);
            c.count += static_cast<int>(s.f[static_cast<std::size_t>(4 * d + c.k)] >> c.at & 1u);
        }
        return c;
    }

    static bool apply(State& s, const Choice& c, int i) {
        std::uint64_t dirty = 0;
        if (!c.permutations) {
            if (!place(s, c.options[i], c.k, c.at, dirty)) return false;
        } else if (c.k < 3) {
            Base::narrowWord(s, c.at, c.k, band::kTables.expand[c.options[i]], dirty);
        } else {
            Base::narrowColumns(s, c.at, Base::onlyInStack(c.options[i], c.k - 3), dirty);
        }
        if constexpr (Base::kMarks) s.dirty |= dirty;
        return true;
    }

    void search(State& s, int depth) {
        if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
            // The grid is only read out when someone keeps or shows it (a uniqueness
            // check or a benchmark run with --keep 0 only counts).
            if (!this->cellsWanted()) {
                this->record({});
                return;
            }
            const std::array<int, 81> cells = toCells(s);
            this->trace(EventKind::Solution, kRecord, depth, -1, 0, cells);
            this->record(cells);
            return;
        }
        const Choice choice = choose(s);
        const int cell = choice.permutations ? -1 : 27 * choice.k + choice.at;
        if constexpr (Tr::kEnabled) this->trace(EventKind::Try, kChoose, depth, cell, 0, toCells(s));
        for (int i = 0; i < choice.count && !this->finished_; ++i) {
            // The last branch may consume the state; the others work on a copy.
            State copy;
            if (i + 1 < choice.count) Base::copy(copy, s);
            State& next = i + 1 < choice.count ? copy : s;
            ++this->stats_.extra[kGuesses];
            if (this->countNode(depth + 1)) break;
            const int value = choice.permutations ? choice.at + 1 : choice.options[i] + 1;
            const std::int64_t mask = choice.permutations ? choice.options[i] : 0;
            if constexpr (Tr::kEnabled) this->trace(EventKind::Place, kGuess, depth, cell, value, toCells(next), mask);
            if (apply(next, choice, i) && propagate(next)) {
                search(next, depth + 1);
            } else {
                ++this->stats_.prunes;
                if constexpr (Tr::kEnabled)
                    this->trace(EventKind::Reject, kDeadEnd, depth, cell, value, toCells(next), mask);
            }
            if constexpr (Tr::kEnabled) this->trace(EventKind::Remove, kTakeBack, depth, cell, value, toCells(s), mask);
        }
    }

    // The digits known so far (a cell counts once its digit is placed).
    static std::array<int, 81> toCells(const State& s) {
        std::array<int, 81> cells;
        StackBandGrid<Unit>::readCells(s, cells.data());
        return cells;
    }

    State start_;
    bool conflict_ = false;
};

}  // namespace pw::sudoku
