#pragma once
/// sudoku.v4 — a bit-parallel band solver for 9×9 grids, in the style of JCZSolve.
///
/// The state is 27 words of 27 bits: for each digit and each band (three rows), the
/// cells where the digit is still possible (band_tables.h gives the layout). One band
/// update, for a digit whose band word changed, applies in a few table look-ups what a
/// person does with a whole band: locked candidates in both directions, hidden singles of
/// rows and boxes, and the placement of what they find (the digit leaves its row, box and
/// column, and the cell leaves the other digits). Naked singles come from counting the
/// digits of each cell in parallel over a band (once / twice / three times), and the
/// hidden singles of columns from the same count over the nine rows. When nothing
/// follows, the solver guesses in a cell with two candidates when there is one, on a
/// copy of the 228-byte state held on the stack; no allocation happens during a search.
///
/// Counters: `nodes` = states propagated, `checks` = band updates, `singles` = cells
/// placed by singles, `guesses` = branches tried, `prunes` = contradictions.
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "band_tables.h"
#include "search_base.h"

namespace pw::sudoku {

/// The candidate words of the band solver: `f[9 * band + d]` for digit index d = 0..8, so
/// the nine digits of a band are contiguous (a placement clears them in vector lanes).
struct BandState {
    std::array<std::uint32_t, 27> f;
    std::array<std::uint32_t, 27> seen;  ///< f when its band was last updated
    std::array<std::uint32_t, 3> unsolved;
};

template <Tracer Tr>
class BandSolver : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;
    static constexpr std::uint32_t kBandFull = 0x7FFFFFF;

public:
    enum Line { kSolve, kBandUpdate, kNaked, kDeadEnd, kChoose, kGuess, kTakeBack, kRecord };

    BandSolver(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : Base(options, ctx, tracer), givens_(instance.cells) {}

    RunResult run() {
        BandState s;
        s.f.fill(kBandFull);
        s.seen.fill(~0u);
        s.unsolved.fill(kBandFull);
        bool ok = true;
        for (int cell = 0; cell < static_cast<int>(givens_.size()) && ok; ++cell)
            if (const int d = givens_[static_cast<std::size_t>(cell)]; d != 0) ok = place(s, d - 1, cell);
        this->countNode(0);
        if (ok && propagate(s)) search(s, 0);
        if constexpr (Tr::kEnabled) this->trace(EventKind::Done, kSolve, 0, -1, 0, toCells(s));
        return this->finish();
    }

private:
    // Digit index d in cell: out of the cell's row, box and column for d, out of the
    // other digits for the cell.
    bool place(BandState& s, int d, int cell) {
        const int k = cell / 27, b = cell % 27;
        const std::uint32_t bit = 1u << b;
        std::uint32_t* fk = &s.f[static_cast<std::size_t>(9 * k)];
        if (!(fk[d] & bit)) return false;
        const std::uint32_t keep = fk[d] & ~band::kTables.peers[static_cast<std::size_t>(b)];
        for (int e = 0; e < 9; ++e) fk[e] &= ~bit;
        fk[d] = keep;
        const std::uint32_t col = band::kTables.column[static_cast<std::size_t>(b % 9)];
        s.f[static_cast<std::size_t>(9 * ((k + 1) % 3) + d)] &= ~col;
        s.f[static_cast<std::size_t>(9 * ((k + 2) % 3) + d)] &= ~col;
        s.unsolved[static_cast<std::size_t>(k)] &= ~bit;
        return true;
    }

    bool bandUpdate(BandState& s, int index) {
        ++this->stats_.checks;
        const auto& t = band::kTables;
        std::uint32_t f = s.f[static_cast<std::size_t>(index)];
        const unsigned rowBox = t.shrink[f & 0x1FF] | t.shrink[(f >> 9) & 0x1FF] << 3 | t.shrink[f >> 18] << 6;
        const unsigned keep = t.permutations[rowBox];
        if (keep == 0) return false;
        f &= t.expand[keep];
        s.f[static_cast<std::size_t>(index)] = f;
        s.seen[static_cast<std::size_t>(index)] = f;
        const int d = index % 9, k = index / 9;
        std::uint32_t single = 0;
        for (int r = 0; r < 3; ++r) {
            const std::uint32_t row = (f >> (9 * r)) & 0x1FF;
            if ((row & (row - 1)) == 0) single |= row << (9 * r);
        }
        single &= s.unsolved[static_cast<std::size_t>(k)];
        while (single != 0) {
            const int b = std::countr_zero(single);
            single &= single - 1;
            ++this->stats_.extra[kSingles];
            if (!place(s, d, 27 * k + b)) return false;
        }
        return true;
    }

    // Cells with exactly one digit left are placed; -1 on a cell with none.
    int nakedSingles(BandState& s) {
        int placed = 0;
        for (int k = 0; k < 3; ++k) {
            std::uint32_t once = 0, twice = 0;
            const std::uint32_t* fk = &s.f[static_cast<std::size_t>(9 * k)];
            for (int d = 0; d < 9; ++d) {
                twice |= once & fk[d];
                once |= fk[d];
            }
            const std::uint32_t unsolved = s.unsolved[static_cast<std::size_t>(k)];
            if (unsolved & ~once) return -1;
            std::uint32_t single = once & ~twice & unsolved;
            while (single != 0) {
                const int b = std::countr_zero(single);
                const std::uint32_t bit = single & (0u - single);
                single ^= bit;
                int d = 0;
                while (d < 9 && !(fk[d] & bit)) ++d;
                if (d == 9 || !place(s, d, 27 * k + b)) return -1;
                ++this->stats_.extra[kSingles];
                ++placed;
            }
        }
        return placed;
    }

    bool propagate(BandState& s) {
        for (;;) {
            bool changed;
            do {
                changed = false;
                for (int i = 0; i < 27; ++i)
                    if (s.f[static_cast<std::size_t>(i)] != s.seen[static_cast<std::size_t>(i)]) {
                        changed = true;
                        if (!bandUpdate(s, i)) return false;
                    }
            } while (changed);
            int placed = nakedSingles(s);
            if (placed == 0) placed = columnSingles(s);
            if (placed < 0) return false;
            if (placed == 0) return true;
        }
    }

    // The band updates see rows and boxes; columns are checked here, across the bands:
    // a digit with no place left in a column is a dead end, one with a single place is
    // a hidden single. Returns the number placed, -1 on a dead end.
    int columnSingles(BandState& s) {
        int placed = 0;
        for (int d = 0; d < 9; ++d) {
            const std::uint32_t fd[3] = {s.f[static_cast<std::size_t>(d)], s.f[static_cast<std::size_t>(9 + d)],
                                         s.f[static_cast<std::size_t>(18 + d)]};
            std::uint32_t once = 0, twice = 0;
            for (int k = 0; k < 3; ++k)
                for (int r = 0; r < 3; ++r) {
                    const std::uint32_t row = (fd[k] >> (9 * r)) & 0x1FF;
                    twice |= once & row;
                    once |= row;
                }
            if (once != 0x1FF) return -1;
            const std::uint32_t done = (fd[0] & ~s.unsolved[0]) | (fd[1] & ~s.unsolved[1]) | (fd[2] & ~s.unsolved[2]);
            std::uint32_t single = once & ~twice & ~((done | done >> 9 | done >> 18) & 0x1FF);
            while (single != 0) {
                const std::uint32_t col = band::kTables.column[static_cast<std::size_t>(std::countr_zero(single))];
                single &= single - 1;
                // The words are read afresh: an earlier placement may have taken this place.
                int k = 0;
                while (k < 3 && !(s.f[static_cast<std::size_t>(9 * k + d)] & col)) ++k;
                if (k == 3 || !place(s, d, 27 * k + std::countr_zero(s.f[static_cast<std::size_t>(9 * k + d)] & col)))
                    return -1;
                ++this->stats_.extra[kSingles];
                ++placed;
            }
        }
        return placed;
    }

    // A cell with two candidates if there is one, else the first unsolved cell. The bands
    // with the most unsolved cells are looked at first: measured, it saves a fifth of
    // the guesses on the top 1465 and a tenth on the forum's hardest.
    static int chooseCell(const BandState& s) {
        int order[3] = {0, 1, 2};
        const auto left = [&](int k) { return std::popcount(s.unsolved[static_cast<std::size_t>(k)]); };
        if (left(order[1]) > left(order[0])) std::swap(order[0], order[1]);
        if (left(order[2]) > left(order[1])) std::swap(order[1], order[2]);
        if (left(order[1]) > left(order[0])) std::swap(order[0], order[1]);
        int fallback = -1;
        for (int k : order) {
            const std::uint32_t unsolved = s.unsolved[static_cast<std::size_t>(k)];
            if (unsolved == 0) continue;
            std::uint32_t once = 0, twice = 0, thrice = 0;
            for (int d = 0; d < 9; ++d) {
                const std::uint32_t x = s.f[static_cast<std::size_t>(9 * k + d)];
                thrice |= twice & x;
                twice |= once & x;
                once |= x;
            }
            const std::uint32_t pair = twice & ~thrice & unsolved;
            if (pair != 0) return 27 * k + std::countr_zero(pair);
            if (fallback < 0) fallback = 27 * k + std::countr_zero(unsolved);
        }
        return fallback;
    }

    void search(BandState& s, int depth) {
        if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
            const std::array<int, 81> cells = toCells(s);
            this->trace(EventKind::Solution, kRecord, depth, -1, 0, cells);
            this->record(cells);
            return;
        }
        const int cell = chooseCell(s);
        const int k = cell / 27;
        const std::uint32_t bit = 1u << (cell % 27);
        int digits[9], count = 0;
        for (int d = 0; d < 9; ++d)
            if (s.f[static_cast<std::size_t>(9 * k + d)] & bit) digits[count++] = d;
        if constexpr (Tr::kEnabled) this->trace(EventKind::Try, kChoose, depth, cell, 0, toCells(s));
        for (int i = 0; i < count && !this->finished_; ++i) {
            // The last branch may consume the state; the others work on a copy.
            BandState copy;
            BandState& next = i + 1 < count ? (copy = s) : s;
            ++this->stats_.extra[kGuesses];
            if (this->countNode(depth + 1)) break;
            if constexpr (Tr::kEnabled) this->trace(EventKind::Place, kGuess, depth, cell, digits[i] + 1, toCells(next));
            if (place(next, digits[i], cell) && propagate(next)) {
                search(next, depth + 1);
            } else {
                ++this->stats_.prunes;
                if constexpr (Tr::kEnabled)
                    this->trace(EventKind::Reject, kDeadEnd, depth, cell, digits[i] + 1, toCells(next));
            }
            if constexpr (Tr::kEnabled) this->trace(EventKind::Remove, kTakeBack, depth, cell, digits[i] + 1, toCells(s));
        }
    }

    // The digits known so far (a cell counts once its digit is placed).
    static std::array<int, 81> toCells(const BandState& s) {
        std::array<int, 81> cells{};
        for (int d = 0; d < 9; ++d)
            for (int k = 0; k < 3; ++k)
                for (std::uint32_t x = s.f[static_cast<std::size_t>(9 * k + d)] & ~s.unsolved[static_cast<std::size_t>(k)];
                     x != 0; x &= x - 1)
                    cells[static_cast<std::size_t>(27 * k + std::countr_zero(x))] = d + 1;
        return cells;
    }

    std::span<const int> givens_;  ///< the instance's cells (empty for an empty grid)
};

}  // namespace pw::sudoku
