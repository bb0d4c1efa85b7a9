#pragma once
/// magic.v3 — v2 plus partial sums. Each line keeps the sum of its filled cells and how
/// many are still empty. After each number: a line just completed is checked at once
/// (no waiting for the leaf), and a partial line is cut when even the smallest numbers
/// left would overshoot the constant, or the largest ones could not reach it.
#include <vector>

#include "search_base.h"

namespace pw::magic {

template <Tracer Tr>
class PartialSums : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;
    using Base::at;
    using Base::finished_;
    using Base::grid_;
    using Base::given_;
    using Base::magic_;
    using Base::n_;
    using Base::size_;
    using Base::stats_;
    using Base::trace;

public:
    enum Line { kPlace, kFull, kForEach, kBlock, kComplete, kBound, kRecurse, kUndo };

    PartialSums(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : Base(instance, options, ctx, tracer), usable_(at(size_ + 1), true),
          sum_(at(lineCount(n_)), 0), open_(at(lineCount(n_)), 0) {
        for (int cell = 0; cell < size_; ++cell) {
            cellLines_.push_back(linesThrough(n_, cell));
            for (int line : cellLines_.back()) {
                if (grid_[at(cell)] != 0) sum_[at(line)] += grid_[at(cell)];
                else ++open_[at(line)];
            }
            if (grid_[at(cell)] != 0) usable_[at(grid_[at(cell)])] = false;
        }
    }

    RunResult run() {
        Base::countByCell();
        if (givensCanFit()) fill(0, 0);
        return Base::finish(kPlace);
    }

private:
    // Lines made of givens only are never completed by the search: check them first.
    bool givensCanFit() {
        for (std::size_t line = 0; line < sum_.size(); ++line)
            if (!lineCanFit(static_cast<int>(line), 0)) return false;
        return true;
    }

    void fill(int cell, int depth) {
        if (cell == size_) {
            ++stats_.extra[kLeaves];
            Base::recordSolution(kFull, depth);
            return;
        }
        if (given_[at(cell)]) {
            fill(cell + 1, depth);
            return;
        }
        const std::vector<int>& lines = cellLines_[at(cell)];
        for (int z = 1; z <= size_ && !finished_; ++z) {
            if (!usable_[at(z)]) continue;
            usable_[at(z)] = false;
            grid_[at(cell)] = z;
            for (int line : lines) sum_[at(line)] += z, --open_[at(line)];
            Base::countCellNode(cell, depth + 1);
            trace(EventKind::Try, kBlock, depth, cell, z);
            bool fits = true;
            for (int line : lines)
                if (!(fits = lineCanFit(line, depth))) break;
            if (fits) {
                trace(EventKind::Place, kRecurse, depth, cell, z);
                fill(cell + 1, depth + 1);
            }
            for (int line : lines) sum_[at(line)] -= z, ++open_[at(line)];
            usable_[at(z)] = true;
            trace(EventKind::Remove, kUndo, depth, cell, z);
        }
        grid_[at(cell)] = 0;
    }

    // A complete line must sum to the constant; a partial one must still be able to.
    bool lineCanFit(int line, int depth) {
        const int sum = sum_[at(line)], open = open_[at(line)];
        ++stats_.checks;
        if (open == 0) {
            ++stats_.extra[kLines];
            if (sum == magic_) return true;
            trace(EventKind::Reject, kComplete, depth, -1, 0, line);
            return false;
        }
        const int lacking = magic_ - sum;
        if (lacking >= smallest(open) && lacking <= largest(open)) return true;
        ++stats_.extra[kCuts];
        ++stats_.prunes;
        trace(EventKind::Cut, kBound, depth, -1, 0, line);
        return false;
    }

    // Sum of the k smallest (largest) numbers still usable; a large sentinel when fewer.
    int smallest(int k) const {
        int sum = 0;
        for (int v = 1; v <= size_ && k > 0; ++v)
            if (usable_[at(v)]) sum += v, --k;
        return k == 0 ? sum : magic_ + 1;
    }
    int largest(int k) const {
        int sum = 0;
        for (int v = size_; v >= 1 && k > 0; --v)
            if (usable_[at(v)]) sum += v, --k;
        return k == 0 ? sum : -1;
    }

    std::vector<bool> usable_;
    std::vector<int> sum_, open_;
    std::vector<std::vector<int>> cellLines_;
};

}  // namespace pw::magic
