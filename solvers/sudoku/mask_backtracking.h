#pragma once
/// sudoku.v2 — the candidates of a cell in one query: the digits used by each row,
/// column and box are bit masks updated as digits are placed and taken back, so the
/// candidates of a cell are `all & ~(row | column | box)` and only they are tried. The
/// blank cells are still taken in order. One check per candidate mask computed; a
/// placement in a cell with a single candidate counts as a single, else as a guess.
#include <array>
#include <bit>
#include <vector>

#include "search_base.h"

namespace pw::sudoku {

template <Tracer Tr>
class MaskBacktracking : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;

public:
    enum Line { kSolve, kCandidates, kEmpty, kForDigit, kPlace, kRecurse, kTakeBack, kRecord };

    MaskBacktracking(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : Base(options, ctx, tracer), g_(geometry(instance.k)), cells_(givensOf(instance)) {
        for (int cell = 0; cell < g_.cells; ++cell) {
            const int d = cells_[static_cast<std::size_t>(cell)];
            if (d == 0) {
                blanks_.push_back(cell);
                blankUnits_.push_back(g_.unitsOfCell[static_cast<std::size_t>(cell)]);
            } else {
                for (int u : g_.unitsOfCell[static_cast<std::size_t>(cell)]) used_[static_cast<std::size_t>(u)] ^= digitBit(d);
            }
        }
    }

    RunResult run() {
        solve(0);
        this->trace(EventKind::Done, kSolve, 0, -1, 0, cells_);
        return this->finish();
    }

private:
    // The unit indices of each blank are looked up once, in the constructor: this loop
    // runs a billion times on the hardest collections.
    void flip(const std::array<int, 3>& u, Mask bit) {
        used_[static_cast<std::size_t>(u[0])] ^= bit;
        used_[static_cast<std::size_t>(u[1])] ^= bit;
        used_[static_cast<std::size_t>(u[2])] ^= bit;
    }

    Mask candidates(const std::array<int, 3>& u) const {
        return g_.all & ~(used_[static_cast<std::size_t>(u[0])] | used_[static_cast<std::size_t>(u[1])] |
                          used_[static_cast<std::size_t>(u[2])]);
    }

    void solve(std::size_t k) {
        if (k == blanks_.size()) {
            this->trace(EventKind::Solution, kRecord, static_cast<int>(k), -1, 0, cells_);
            this->record(cells_);
            return;
        }
        const int cell = blanks_[k];
        const int depth = static_cast<int>(k);
        const std::array<int, 3>& units = blankUnits_[k];
        Mask cand = candidates(units);
        ++this->stats_.checks;
        this->trace(EventKind::Try, kCandidates, depth, cell, 0, cells_, cand);
        if (cand == 0) {
            ++this->stats_.prunes;
            this->trace(EventKind::Reject, kEmpty, depth, cell, 0, cells_);
            return;
        }
        const int counter = std::has_single_bit(cand) ? kSingles : kGuesses;
        while (cand != 0 && !this->finished_) {
            const Mask bit = cand & (0u - cand);
            cand ^= bit;
            const int d = std::countr_zero(bit) + 1;
            cells_[static_cast<std::size_t>(cell)] = d;
            flip(units, bit);
            ++this->stats_.extra[static_cast<std::size_t>(counter)];
            this->trace(EventKind::Place, kPlace, depth, cell, d, cells_);
            if (!this->countNode(depth + 1)) solve(k + 1);
            flip(units, bit);
            cells_[static_cast<std::size_t>(cell)] = 0;
            this->trace(EventKind::Remove, kTakeBack, depth, cell, d, cells_);
        }
    }

    const Geometry& g_;
    std::vector<int> cells_;
    std::array<Mask, 3 * kMaxSize> used_{};
    std::vector<int> blanks_;
    std::vector<std::array<int, 3>> blankUnits_;
};

}  // namespace pw::sudoku
