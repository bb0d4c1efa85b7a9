#pragma once
/// sudoku.v1 — the lesson's method: fill the blank cells in order; for each digit 1..n,
/// `controlValid` scans the cell's row, column and box for that digit (one check per
/// digit tested), and a digit that passes is placed before going to the next blank.
/// Every placement is a trial, so `guesses` counts placements; `singles` is not computed.
#include <vector>

#include "search_base.h"

namespace pw::sudoku {

template <Tracer Tr>
class NaiveBacktracking : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;

public:
    enum Line { kSolve, kForDigit, kControl, kReject, kPlace, kRecurse, kTakeBack, kRecord };

    NaiveBacktracking(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : Base(options, ctx, tracer), g_(geometry(instance.k)), cells_(givensOf(instance)) {
        for (int cell = 0; cell < g_.cells; ++cell)
            if (cells_[static_cast<std::size_t>(cell)] == 0) blanks_.push_back(cell);
    }

    RunResult run() {
        solve(0);
        this->trace(EventKind::Done, kSolve, 0, -1, 0, cells_);
        return this->finish(~0u & ~(1u << kSingles));
    }

private:
    // The lesson's controlvalid: the row, then the column, then the box.
    bool controlValid(int cell, int d) const {
        const int n = g_.size, r = g_.row(cell), c = g_.col(cell);
        for (int j = r * n; j < r * n + n; ++j)
            if (cells_[static_cast<std::size_t>(j)] == d) return false;
        for (int j = c; j < g_.cells; j += n)
            if (cells_[static_cast<std::size_t>(j)] == d) return false;
        const int r0 = r - r % g_.box, c0 = c - c % g_.box;
        for (int i = 0; i < g_.box; ++i)
            for (int j = 0; j < g_.box; ++j)
                if (cells_[static_cast<std::size_t>((r0 + i) * n + c0 + j)] == d) return false;
        return true;
    }

    void solve(std::size_t k) {
        if (k == blanks_.size()) {
            this->trace(EventKind::Solution, kRecord, static_cast<int>(k), -1, 0, cells_);
            this->record(cells_);
            return;
        }
        const int cell = blanks_[k];
        const int depth = static_cast<int>(k);
        for (int d = 1; d <= g_.size && !this->finished_; ++d) {
            ++this->stats_.checks;
            this->trace(EventKind::Try, kControl, depth, cell, d, cells_);
            if (!controlValid(cell, d)) {
                this->trace(EventKind::Reject, kReject, depth, cell, d, cells_);
                continue;
            }
            cells_[static_cast<std::size_t>(cell)] = d;
            ++this->stats_.extra[kGuesses];
            this->trace(EventKind::Place, kPlace, depth, cell, d, cells_);
            if (this->countNode(depth + 1)) break;
            solve(k + 1);
            cells_[static_cast<std::size_t>(cell)] = 0;
            this->trace(EventKind::Remove, kTakeBack, depth, cell, d, cells_);
        }
        cells_[static_cast<std::size_t>(cell)] = 0;
    }

    const Geometry& g_;
    std::vector<int> cells_;
    std::vector<int> blanks_;
};

}  // namespace pw::sudoku
