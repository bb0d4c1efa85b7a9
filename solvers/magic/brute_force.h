#pragma once
/// magic.v1 — the lesson's "rather dim" first program: every free cell takes every
/// number 1..n², repeats allowed, and only the full grid is tested: rows, columns,
/// diagonals, then that all numbers differ. (n²)^(n²) leaves: 9^9 = 387,420,489 for
/// n = 3, which takes seconds, and that is the lesson.
#include <vector>

#include "search_base.h"

namespace pw::magic {

template <Tracer Tr>
class BruteForce : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;
    using Base::at;
    using Base::finished_;
    using Base::grid_;
    using Base::given_;
    using Base::n_;
    using Base::size_;
    using Base::stats_;
    using Base::trace;

public:
    enum Line { kPlace, kFull, kTest, kRecord, kReturn, kForEach, kRecurse, kClear };

    using Base::Base;

    RunResult run() {
        Base::countByCell();
        fill(0, 0);
        return Base::finish(kPlace);
    }

private:
    void fill(int cell, int depth) {
        if (cell == size_) {
            testLeaf(depth);
            return;
        }
        if (given_[at(cell)]) {  // a given keeps its number
            fill(cell + 1, depth);
            return;
        }
        for (int z = 1; z <= size_ && !finished_; ++z) {
            grid_[at(cell)] = z;
            Base::countCellNode(cell, depth + 1);
            trace(EventKind::Place, kRecurse, depth, cell, z);
            fill(cell + 1, depth + 1);
            trace(EventKind::Remove, kForEach, depth, cell, z);
        }
        grid_[at(cell)] = 0;
        trace(EventKind::Remove, kClear, depth, cell, 0);
    }

    void testLeaf(int depth) {
        ++stats_.extra[kLeaves];
        trace(EventKind::Try, kTest, depth, -1, 0);
        if (!Base::linesAreMagic() || !allDifferent()) {
            trace(EventKind::Reject, kTest, depth, -1, 0);
            return;
        }
        Base::recordSolution(kRecord, depth);
    }

    // The lesson's SontTousLesChiffresDifferents, reached only by grids whose sums are right.
    bool allDifferent() {
        seen_.assign(at(size_ + 1), false);
        for (int v : grid_) {
            if (seen_[at(v)]) return false;
            seen_[at(v)] = true;
        }
        return true;
    }

    std::vector<bool> seen_;
};

}  // namespace pw::magic
