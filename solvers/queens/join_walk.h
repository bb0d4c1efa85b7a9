#pragma once
/// queens.v6's one-pair-at-a-time path (see join_search.h, which declares these members
/// of `JoinSearch` and includes this file at its end): a row split's half boards joined
/// strip pair by strip pair on the board (`JoinBoard`), each pair of half boards tested
/// on its own, and each match streamed as a solution with the images it stands for. It
/// runs when the run is traced or streams its solutions; the fast path counts the same
/// pairs in bulk (`JoinSearch::countSplit`), with the same counters.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "join_search.h"  // the class (it includes this file once it is declared)

namespace pw::queens {

template <Tracer Tr>
inline void JoinSearch<Tr>::walkSplit(const JoinPlan& plan, const PlanStrips& strips, const SplitFactors& factors,
                                      std::uint32_t leftRows, std::uint32_t rightRows) {
    std::vector<HalfBoard>& rights = walkRights_;
    rights.clear();
    joinEach(plan, strips.rightA, strips.rightB, rightRows, JoinLines::kJoinRight,
             [&](const HalfBoard& half) { rights.push_back(half); return true; });
    if (rights.empty() || finished_) return;
    joinEach(plan, strips.leftA, strips.leftB, leftRows, JoinLines::kJoinLeft, [&](const HalfBoard& left) {
        const std::uint32_t f = halfFactor(diagonalBits_, factors, left.key);
        if (f == 0) return true;  // counted with the mirror split
        showHalf(strips.leftA, strips.leftB, left, true);
        const std::uint32_t columnsLeftHalf = JoinBoard::columnsOf(plan.left);
        trace(EventKind::Try, JoinLines::kLeftHalf, halfDepth(plan),
              board_.firstCell(columnsLeftHalf), board_.packed(columnsLeftHalf), joinMark(columnsLeftHalf, 0));
        for (const HalfBoard& right : rights) {
            if (finished_) return false;
            ++stats_.extra[JoinCounters::kHalfPairs];
            ++stats_.checks;
            ++stats_.nodes;
            reporter_.node(tr_, halfDepth(plan) + 1);
            showHalf(strips.rightA, strips.rightB, right, true);
            const std::uint32_t columnsLeft = JoinBoard::columnsOf(plan.left), columnsRight = JoinBoard::columnsOf(plan.right);
            trace(EventKind::Try, JoinLines::kPair, halfDepth(plan) + 1, board_.firstCell(columnsRight), board_.packed(columnsRight),
                  joinMark(columnsLeft, columnsRight));
            if ((left.key & right.key) == 0) {
                ++stats_.extra[JoinCounters::kPairsMatched];
                trace(EventKind::Solution, JoinLines::kCount, halfDepth(plan) + 1, board_.firstCell(columnsRight),
                      board_.packed(columnsRight), joinMark(columnsLeft, columnsRight));
                recordSolution(plan, factors, left.key, f);
            } else if constexpr (Tr::kEnabled) {
                const int culprit = board_.queenOnSharedDiagonal(plan.cut(), columnsRight, left.key);
                trace(EventKind::Reject, JoinLines::kPair, halfDepth(plan) + 1, culprit, culprit / n_, joinMark(columnsLeft, columnsRight));
            }
            showHalf(strips.rightA, strips.rightB, right, false);
            if (--pollCountdown_ == 0) poll();
        }
        showHalf(strips.leftA, strips.leftB, left, false);
        return !finished_;
    });
}

template <Tracer Tr>
template <class Keep>
inline void JoinSearch<Tr>::joinEach(const JoinPlan& plan, const StripTable& a, const StripTable& b,
                                     std::uint32_t rows, int line, Keep&& keep) {
    const int count = std::popcount(rows), widthA = a.width();
    if (widthA > count) return;
    const int depth = halfDepth(plan);
    const std::uint32_t columnsA = JoinBoard::columnsOf(a), columnsB = JoinBoard::columnsOf(b);
    const std::uint64_t end = std::uint64_t{1} << count;
    for (std::uint64_t sub = (std::uint64_t{1} << widthA) - 1; sub < end;) {
        std::uint32_t rowsA = 0, positions = static_cast<std::uint32_t>(sub);
        for (std::uint32_t r = rows; r != 0; r &= r - 1, positions >>= 1)
            if (positions & 1u) rowsA |= r & (0u - r);
        const StripTable::Range ra = a.on(rowsA), rb = b.on(rows & ~rowsA);
        for (std::uint32_t i = ra.begin; i < ra.end; ++i)
            for (std::uint32_t j = rb.begin; j < rb.end; ++j) {
                if (finished_) return;
                ++stats_.extra[JoinCounters::kStripPairs];
                ++stats_.checks;
                const HalfBoard half{a.outer()[i] | b.outer()[j], i, j};
                if constexpr (Tr::kEnabled) {
                    showHalf(a, b, half, true);
                    trace(EventKind::Try, (a.inner()[i] & b.inner()[j]) ? JoinLines::kDropPair : line, depth, -1, 0,
                          joinMark(columnsA, columnsB));
                    showHalf(a, b, half, false);
                }
                if ((a.inner()[i] & b.inner()[j]) != 0) continue;
                ++stats_.extra[JoinCounters::kHalfBoards];
                ++stats_.nodes;
                reporter_.node(tr_, depth);
                if constexpr (Tr::kEnabled) {
                    showHalf(a, b, half, true);
                    trace(EventKind::Place, line, depth, board_.firstCell(columnsA | columnsB),
                          board_.packed(columnsA | columnsB), joinMark(columnsA | columnsB, 0));
                    showHalf(a, b, half, false);
                }
                if (--pollCountdown_ == 0) poll();
                if (!keep(half)) return;
            }
        if (sub == 0) break;
        const std::uint64_t t = sub | (sub - 1);
        sub = (t + 1) | (((~t & (t + 1)) - 1) >> (std::countr_zero(sub) + 1));
    }
}

template <Tracer Tr>
inline void JoinSearch<Tr>::recordSolution(const JoinPlan& plan, const SplitFactors& factors, std::uint64_t leftKey, std::uint32_t factor) {
    if (options_.mode == Mode::First) {
        if (!(sharedDone_ && sharedDone_->exchange(true))) ctx_.sink().add(board_.rows());
        finished_ = true;
        return;
    }
    if (!seeEach()) {
        pendingCount_ += std::uint64_t{factor} * static_cast<std::uint64_t>(plan.weight);
        return;
    }
    if (plan.symmetry == RowSymmetry::None && plan.stabiliser != 1 && !smallestUnderStabiliser(plan))
        return;  // its class is streamed from the smallest of the start's images of it
    std::array<int, 8> images{};
    const int count = representedImages(plan, factors, leftKey, images);
    std::array<std::vector<int>, 8> seen;
    int distinct = 0;
    for (int i = 0; i < count; ++i) {
        transformSolutionInto(board_.rows(), images[static_cast<std::size_t>(i)], image_);
        if (std::find(seen.begin(), seen.begin() + distinct, image_) != seen.begin() + distinct) continue;
        seen[static_cast<std::size_t>(distinct++)] = image_;
        if (options_.mode == Mode::All && isCanonical(image_)) ++stats_.extra[JoinCounters::kClasses];
        if (options_.mode == Mode::Count) {
            ctx_.sink().store(image_);
            ++pendingCount_;
        } else {
            ctx_.sink().add(image_);
        }
    }
}

template <Tracer Tr>
inline bool JoinSearch<Tr>::smallestUnderStabiliser(const JoinPlan& plan) {
    for (int s = 1; s < 8; ++s) {
        if (!(plan.stabiliser & (1u << s))) continue;
        transformSolutionInto(board_.rows(), s, image_);
        if (std::lexicographical_compare(image_.begin(), image_.end(), board_.rows().begin(), board_.rows().end()))
            return false;
    }
    return true;
}

}  // namespace pw::queens
