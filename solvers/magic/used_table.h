#pragma once
/// magic.v2 — the lesson's second program: a table of the numbers in use
/// (BloquerChiffre / DebloquerChiffre / EstUtilisable). A number is placed only when
/// free, blocked while it is in the grid and freed on the way back, so only
/// permutations are built: 9! = 362,880 leaves for n = 3 instead of 9^9, still tested
/// at the leaf. A number refused because it is in use counts as a prune.
#include <vector>

#include "search_base.h"

namespace pw::magic {

template <Tracer Tr>
class UsedTable : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;
    using Base::at;
    using Base::finished_;
    using Base::grid_;
    using Base::given_;
    using Base::size_;
    using Base::stats_;
    using Base::trace;

public:
    enum Line { kPlace, kFull, kTest, kRecord, kReturn, kForEach, kUsable, kBlock, kRecurse, kUnblock, kClear };

    UsedTable(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : Base(instance, options, ctx, tracer), usable_(at(size_ + 1), true) {
        for (int v : grid_)
            if (v != 0) usable_[at(v)] = false;  // a given number is blocked for good
    }

    RunResult run() {
        Base::countByCell();
        fill(0, 0);
        return Base::finish(kPlace);
    }

private:
    void fill(int cell, int depth) {
        if (cell == size_) {
            ++stats_.extra[kLeaves];
            trace(EventKind::Try, kTest, depth, -1, 0);
            if (Base::linesAreMagic()) Base::recordSolution(kRecord, depth);
            else trace(EventKind::Reject, kTest, depth, -1, 0);
            return;
        }
        if (given_[at(cell)]) {
            fill(cell + 1, depth);
            return;
        }
        for (int z = 1; z <= size_ && !finished_; ++z) {
            if (!usable_[at(z)]) {
                ++stats_.prunes;
                continue;
            }
            usable_[at(z)] = false;
            grid_[at(cell)] = z;
            Base::countCellNode(cell, depth + 1);
            trace(EventKind::Place, kBlock, depth, cell, z);
            fill(cell + 1, depth + 1);
            usable_[at(z)] = true;
            trace(EventKind::Remove, kUnblock, depth, cell, z);
        }
        grid_[at(cell)] = 0;
        trace(EventKind::Remove, kClear, depth, cell, 0);
    }

    std::vector<bool> usable_;
};

}  // namespace pw::magic
