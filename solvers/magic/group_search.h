#pragma once
/// The search of magic.v6 along a `GroupPlan` (see group_plan.h): each group's
/// candidates come from `GroupState` (group_state.h) as one mask; the search places
/// each value and goes on to the next group, except at the last group, where a count
/// needs only the popcount of the mask. The counters stay exact: a value counted in
/// bulk counts as the node and the square it would have been.
///
/// With a compile-time plan (orders 4 and 5 on an empty board) each group has its own
/// function, its loops unrolled on constants, in two copies: baseline x86-64 and one
/// for the bit instructions of bit_dispatch.h, chosen at run time.
///
/// With a symmetric plan each square found stands for its orbit (`plan.order` squares,
/// twice as many with the complement), recorded with its images when they are wanted.
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "bit_dispatch.h"
#include "group_plan.h"
#include "group_state.h"
#include "search_base.h"
#include "square_group.h"

namespace pw::magic {

/// Pseudo-code lines of magic.v6 that the search emits.
struct GroupLines {
    static constexpr int kSolve = 3, kLeaf = 4, kCandidates = 5, kRemove = 6, kPlace = 9, kRecurse = 10, kUndo = 11;
};

/// `Fixed`, when given, is the plan as a compile-time constant: each group then has
/// its own instantiation, its loops unrolled on known lines and signs.
template <Tracer Tr, const GroupPlan* Fixed = nullptr>
class GroupSearch : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;
    using Base::at;
    using Base::finished_;
    using Base::grid_;
    using Base::magic_;
    using Base::n_;
    using Base::size_;
    using Base::stats_;
    using Base::trace;

public:
    GroupSearch(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer,
                const GroupPlan& plan, std::atomic<bool>* sharedDone = nullptr)
        : Base(instance, options, ctx, tracer), plan_(plan), state_(n_, grid_) {
        Base::sharedDone_ = sharedDone;
        if (plan_.order > 1) Base::classes_ = true;  // the givens (the centre at most) keep every orbit whole
    }

    /// False when a line made of givens only is wrong: then there is nothing to search.
    bool givensFit() {
        for (int i = 0; i < plan_.givenLineCount; ++i) {
            const int line = plan_.givenLines[at(i)];
            ++stats_.checks;
            ++stats_.extra[kLines];
            if (state_.lack(line) != 0) return false;
        }
        return true;
    }

    /// Searches from group g on (every group before it placed).
    void solve(std::size_t g) {
        if constexpr (Fixed != nullptr) {
#if PW_BIT_INSTRUCTIONS
            static constexpr auto kStepsWithBits = fixedStepsWithBits(std::make_index_sequence<kFixedGroups + 1>{});
            if (useBitInstructions()) return kStepsWithBits[g](*this);
#endif
            static constexpr auto kSteps = fixedSteps(std::make_index_sequence<kFixedGroups + 1>{});
            kSteps[g](*this);
        } else {
            solveAt(g);
        }
    }

    /// Runs the first `depth` groups and appends each surviving prefix (the searched
    /// value of each group, 0 for a group without one) to `out`.
    void collectPrefixes(std::size_t depth, std::vector<int>& out) {
        split_ = depth;
        prefixes_ = &out;
        solve(0);
        split_ = kNoSplit;
    }

    /// Places a prefix found by `collectPrefixes` and searches below it.
    void solveTask(std::span<const int> values) {
        std::vector<GroupState::Evaluation> evs(values.size());
        std::vector<GroupState::Placed> placed(values.size());
        for (std::size_t g = 0; g < values.size(); ++g) {
            state_.candidatesOf(plan_.groups[g], evs[g]);  // for the offsets
            placed[g] = state_.place(plan_.groups[g], values[g], evs[g]);
        }
        solve(values.size());
        for (std::size_t g = values.size(); g-- > 0;) state_.unplace(plan_.groups[g], placed[g], evs[g], false);
    }

private:
    static constexpr std::size_t kNoSplit = ~std::size_t{0};

    void solveAt(std::size_t g) {
        if (g == groupCount()) {
            leaf(static_cast<int>(g));
            return;
        }
        if (g == split_) {
            keepPrefix(g);
            return;
        }
        visit(plan_.groups[g], g, [this, g] { solveAt(g + 1); });
    }

    // The compile-time plan's groups, one function each; the second copy is compiled
    // for the bit instructions of bit_dispatch.h.
    template <std::size_t G>
    void solveFixed() {
        if constexpr (G == kFixedGroups) leaf(static_cast<int>(G));
        else stepFixed<G>([this] { solveFixed<G + 1>(); });
    }
#if PW_BIT_INSTRUCTIONS
    template <std::size_t G>
    [[gnu::target(PW_BIT_TARGET)]] void solveFixedWithBits() {
        if constexpr (G == kFixedGroups) leaf(static_cast<int>(G));
        else stepFixed<G>([this] { solveFixedWithBits<G + 1>(); });
    }
#endif
    template <std::size_t G, class Next>
    [[gnu::always_inline]] inline void stepFixed(Next next) {
        if (G == split_) {
            keepPrefix(G);
            return;
        }
        visit(Fixed->groups[G], G, next);
    }
    static constexpr std::size_t kFixedGroups = [] {
        if constexpr (Fixed != nullptr) return static_cast<std::size_t>(Fixed->groupCount);
        else return std::size_t{0};
    }();

    // Entry points to start at any group (a task starts below its prefix). Their tables
    // are made in solve(): a static member's initializer is read while the class is still
    // incomplete, which clang refuses for these lambdas.
    using Step = void (*)(GroupSearch&);
    template <std::size_t... G>
    static constexpr auto fixedSteps(std::index_sequence<G...>) {
        return std::array<Step, sizeof...(G)>{[](GroupSearch& s) { s.template solveFixed<G>(); }...};
    }
#if PW_BIT_INSTRUCTIONS
    template <std::size_t... G>
    static constexpr auto fixedStepsWithBits(std::index_sequence<G...>) {
        return std::array<Step, sizeof...(G)>{[](GroupSearch& s) { s.template solveFixedWithBits<G>(); }...};
    }
#endif

    std::size_t groupCount() const { return static_cast<std::size_t>(plan_.groupCount); }
    int searchedValue(const Group& group) const { return group.cell >= 0 ? grid_[at(group.cell)] : 0; }

    void keepPrefix(std::size_t g) {
        for (std::size_t i = 0; i < g; ++i) prefixes_->push_back(searchedValue(plan_.groups[i]));
    }

    // One group: its candidates, then each value placed and the rest searched by `next`.
    template <class Next>
    [[gnu::always_inline]] inline void visit(const Group& group, std::size_t g, Next next) {
        const int depth = static_cast<int>(g);
        GroupState::Evaluation ev;
        std::uint64_t candidates = state_.candidatesOf(group, ev);
        const std::uint64_t pool = group.cell >= 0 ? state_.unused() : 1;
        stats_.checks += static_cast<std::uint64_t>(group.linesChecked);
        stats_.extra[kLines] += static_cast<std::uint64_t>(group.linesChecked);
        stats_.extra[kCuts] += static_cast<std::uint64_t>(std::popcount(pool & ~ev.byLines));
        stats_.prunes += static_cast<std::uint64_t>(std::popcount(pool & ~candidates));
        trace(EventKind::Try, GroupLines::kCandidates, depth, group.cell, 0, std::popcount(candidates));
        if (pool & ~candidates)
            trace(EventKind::Cut, GroupLines::kRemove, depth, group.cell, 0, std::popcount(pool & ~candidates));
        if (g + 1 == groupCount() && (bulk_ || (bulk_ = countsInBulk()))) {
            countInBulk(candidates, depth + 1);
            return;
        }
        while (candidates && !finished_) {
            const int z = std::countr_zero(candidates) + 1;
            candidates &= candidates - 1;
            const GroupState::Placed placed = state_.place(group, z, ev);
            Base::countNode(depth + 1);
            trace(EventKind::Place, GroupLines::kPlace, depth, group.cell, z);
            trace(EventKind::Place, GroupLines::kRecurse, depth, group.cell, z);
            next();
            state_.unplace(group, placed, ev, Tr::kEnabled);  // only a viewer looks below the group
            trace(EventKind::Remove, GroupLines::kUndo, depth, group.cell, z);
        }
    }
    // Squares each representative stands for: its orbit, and its complement's when the
    // centre is below the middle number (that class is never searched).
    bool twin() const { return plan_.centre >= 0 && 2 * grid_[at(plan_.centre)] < size_ + 1; }
    std::uint64_t weight() const { return static_cast<std::uint64_t>(plan_.order) * (twin() ? 2 : 1); }

    // Bulk counting needs no square: untraced, counting, and the sink keeps no more
    // (which stays so once it is so).
    bool countsInBulk() const {
        return !Tr::kEnabled && plan_.order > 1 && Base::options_.mode == Mode::Count && !Base::ctx_.sink().wantsMore();
    }
    [[gnu::always_inline]] inline void countInBulk(std::uint64_t candidates, int depth) {
        const auto found = static_cast<std::uint64_t>(std::popcount(candidates));
        if (found == 0) return;
        const std::uint64_t w = weight();
        stats_.extra[kLeaves] += found;
        stats_.extra[kClasses] += found * w / 8;
        Base::pendingCount_ += found * w;
        Base::countNodes(found, depth);
    }

    void leaf(int depth) {
        ++stats_.extra[kLeaves];
        if (plan_.order == 1) {
            Base::recordSolution(GroupLines::kLeaf, depth);
            return;
        }
        const bool twins = twin();
        const std::uint64_t w = weight();
        stats_.extra[kClasses] += w / 8;
        trace(EventKind::Solution, GroupLines::kLeaf, depth, -1, 0, static_cast<std::int64_t>(w));
        const Mode mode = Base::options_.mode;
        if (mode == Mode::First) {
            Base::record(grid_);
            return;
        }
        if (mode == Mode::Count) {
            Base::pendingCount_ += w;
            if (!Base::ctx_.sink().wantsMore()) return;
        }
        if (images_.empty()) images_ = squareGroup(n_);
        Base::recordImages(images_, twins);
    }

    const GroupPlan& plan_;
    GroupState state_;
    std::vector<std::vector<int>> images_;
    std::size_t split_ = kNoSplit;
    std::vector<int>* prefixes_ = nullptr;
    bool bulk_ = false;  ///< countsInBulk() was seen true
};

}  // namespace pw::magic
