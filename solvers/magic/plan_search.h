#pragma once
/// The search of magic.v4 and magic.v5 along a `FillPlan`. The numbers still unused are
/// one 64-bit mask (bit v-1 for v), so the values a searched cell may take are the mask
/// ANDed with the range its lines allow: the line must still be able to reach the
/// constant with the smallest, and not overshoot it with the largest, numbers left.
/// A computed cell takes the constant minus its line's sum, or fails at once. After
/// each number, a line just completed must be right, and a line left with one empty
/// cell must lack a number that is still unused (a look-ahead: that cell would fail).
///
/// With `symmetric` (v5), the plan carries Frénicle's rules, each square found stands
/// for its class of 8 and is recorded with its 7 images. `split` and `solveTask` let
/// v5 share the first steps out among threads.
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "fill_plan.h"
#include "search_base.h"

namespace pw::magic {

/// Pseudo-code lines of the events, so v4 and v5 can number their listings differently.
struct PlanLines {
    int leaf, computed, computedCheck, searched, place, check, recurse, undo, symmetry;
};

template <Tracer Tr>
class PlanSearch : public SearchBase<Tr> {
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
    PlanSearch(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer,
               const FillPlan& plan, PlanLines lines, bool symmetric, std::atomic<bool>* sharedDone = nullptr)
        : Base(instance, options, ctx, tracer), plan_(plan), lines_(lines), symmetric_(symmetric) {
        Base::sharedDone_ = sharedDone;
        free_ = size_ >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << size_) - 1;
        for (int v = 1; v <= size_; ++v) reversed_ |= reversedBit(v);
        for (int cell = 0; cell < size_; ++cell)
            if (const int v = grid_[at(cell)]; v != 0) {
                free_ &= ~bit(v);
                reversed_ &= ~reversedBit(v);
                for (int line : linesThrough(n_, cell)) sum_[at(line)] += v;
            }
        if (symmetric_) {
            Base::classes_ = true;  // each square found is its class's representative
            for (int s = 0; s < 8; ++s)
                for (int cell = 0; cell < size_; ++cell) images_[at(s)].push_back(transformCell(n_, cell, s));
        }
    }

    /// False when a line made of givens only is wrong: then there is nothing to search.
    bool givensFit() {
        for (int line : plan_.givenLines) {
            ++stats_.checks;
            ++stats_.extra[kLines];
            if (sum_[at(line)] != magic_) return false;
        }
        return true;
    }

    void solve(std::size_t step) {
        if (step == split_) {
            for (std::size_t i = 0; i < step; ++i) prefixes_->push_back(grid_[at(plan_.steps[i].cell)]);
            return;
        }
        if (step == plan_.steps.size()) {
            leaf(step);
            return;
        }
        const PlanStep& s = plan_.steps[step];
        if (s.fromLine >= 0) computedStep(s, step);
        else searchedStep(s, step);
    }

    /// Runs the first `split` steps and appends each surviving prefix's values to `out`.
    void collectPrefixes(std::size_t split, std::vector<int>& out) {
        split_ = split;
        prefixes_ = &out;
        solve(0);
        split_ = kNoSplit;
    }

    /// Places a prefix found by `collectPrefixes` and searches below it.
    void solveTask(std::span<const int> values) {
        for (std::size_t i = 0; i < values.size(); ++i) place(plan_.steps[i], values[i]);
        solve(values.size());
        for (std::size_t i = values.size(); i-- > 0;) unplace(plan_.steps[i], values[i]);
    }

private:
    static constexpr std::size_t kNoSplit = ~std::size_t{0};

    static std::uint64_t bit(int v) { return std::uint64_t{1} << (v - 1); }
    static std::uint64_t reversedBit(int v) { return std::uint64_t{1} << (64 - v); }
    // The values v such that lacking − v is another unused number: the mask of unused
    // numbers mirrored, shifted so that bit v−1 reads bit 64 − (lacking − v).
    std::uint64_t pairedWith(int lacking) const {
        const int shift = 65 - lacking;
        std::uint64_t out = shift >= 64 ? 0 : shift >= 0 ? reversed_ >> shift : (-shift >= 64 ? 0 : reversed_ << -shift);
        if (lacking % 2 == 0 && lacking >= 2 && lacking / 2 <= 64) out &= ~bit(lacking / 2);  // v and v: one number twice
        return out;
    }
    // The numbers lo..hi as a mask (empty when lo > hi).
    std::uint64_t range(int lo, int hi) const {
        if (lo < 1) lo = 1;
        if (hi > size_) hi = size_;
        if (lo > hi) return 0;
        const std::uint64_t upTo = hi >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << hi) - 1;
        return upTo & ~((std::uint64_t{1} << (lo - 1)) - 1);
    }
    // Sum of the k smallest (largest) unused numbers.
    int smallest(int k) const {
        int sum = 0;
        for (std::uint64_t m = free_; k > 0 && m; --k, m &= m - 1) sum += std::countr_zero(m) + 1;
        return k == 0 ? sum : magic_ + size_;
    }
    int largest(int k) const {
        int sum = 0;
        for (std::uint64_t m = free_; k > 0 && m; --k) {
            const int top = 63 - std::countl_zero(m);
            sum += top + 1;
            m &= ~(std::uint64_t{1} << top);
        }
        return k == 0 ? sum : -size_;
    }

    void place(const PlanStep& s, int v) {
        grid_[at(s.cell)] = v;
        free_ &= ~bit(v);
        reversed_ &= ~reversedBit(v);
        for (int i = 0; i < s.lineCount; ++i) sum_[at(s.lines[at(i)])] += v;
    }
    void unplace(const PlanStep& s, int v) {
        grid_[at(s.cell)] = 0;
        free_ |= bit(v);
        reversed_ |= reversedBit(v);
        for (int i = 0; i < s.lineCount; ++i) sum_[at(s.lines[at(i)])] -= v;
    }

    bool breaksSymmetry(const PlanStep& s, int v) const {
        return (s.above >= 0 && v < grid_[at(s.above)]) || (s.below >= 0 && v > grid_[at(s.below)]) ||
               (s.atMost > 0 && v > s.atMost);
    }

    // After `s` is filled: lines just completed are right, lines left with one empty
    // cell lack an unused number, longer ones can still be completed.
    bool linesStillFit(const PlanStep& s, std::size_t step) {
        for (int i = 0; i < s.lineCount; ++i) {
            const int line = s.lines[at(i)], open = s.openAfter[at(i)];
            if (line == s.fromLine) continue;
            const int lacking = magic_ - sum_[at(line)];
            bool fits;
            if (open == 0) {
                ++stats_.checks;
                ++stats_.extra[kLines];
                fits = lacking == 0;
            } else if (open == 1) {
                fits = lacking >= 1 && lacking <= size_ && (free_ & bit(lacking));
            } else {
                fits = lacking >= smallest(open) && lacking <= largest(open);
            }
            if (!fits) {
                if (open > 0) ++stats_.extra[kCuts], ++stats_.prunes;
                trace(open == 0 ? EventKind::Reject : EventKind::Cut, lines_.check, static_cast<int>(step), s.cell,
                      grid_[at(s.cell)], line);
                return false;
            }
        }
        return true;
    }

    void computedStep(const PlanStep& s, std::size_t step) {
        const int depth = static_cast<int>(step);
        const int v = magic_ - sum_[at(s.fromLine)];
        ++stats_.checks;
        ++stats_.extra[kLines];
        trace(EventKind::Try, lines_.computed, depth, s.cell, v, s.fromLine);
        if (v < 1 || v > size_ || !(free_ & bit(v))) {
            trace(EventKind::Reject, lines_.computedCheck, depth, s.cell, v, s.fromLine);
            return;
        }
        if (symmetric_ && breaksSymmetry(s, v)) {
            ++stats_.prunes;
            trace(EventKind::Cut, lines_.symmetry, depth, s.cell, v);
            return;
        }
        place(s, v);
        Base::countNode(depth + 1);
        trace(EventKind::Place, lines_.place, depth, s.cell, v);
        if (linesStillFit(s, step)) {
            trace(EventKind::Place, lines_.recurse, depth, s.cell, v);
            solve(step + 1);
        }
        unplace(s, v);
        trace(EventKind::Remove, lines_.undo, depth, s.cell, v);
    }

    void searchedStep(const PlanStep& s, std::size_t step) {
        const int depth = static_cast<int>(step);
        // The cell's value plus `open` more unused numbers must make what each line lacks.
        // A line left with one empty cell needs exactly the number it then lacks, so the
        // value must pair with an unused number: that is a mask too.
        int lo = 1, hi = size_;
        std::uint64_t paired = ~std::uint64_t{0};
        for (int i = 0; i < s.lineCount; ++i) {
            const int lacking = magic_ - sum_[at(s.lines[at(i)])], open = s.openAfter[at(i)];
            if (open == 1) {
                paired &= pairedWith(lacking);
            } else {
                hi = std::min(hi, lacking - smallest(open));
                lo = std::max(lo, lacking - largest(open));
            }
        }
        const std::uint64_t allowed = free_ & range(lo, hi) & paired;
        stats_.extra[kCuts] += static_cast<std::uint64_t>(std::popcount(free_ & ~allowed));
        std::uint64_t candidates = allowed;
        if (symmetric_) {
            if (s.above >= 0) candidates &= range(grid_[at(s.above)] + 1, size_);
            if (s.below >= 0) candidates &= range(1, grid_[at(s.below)] - 1);
            if (s.atMost > 0) candidates &= range(1, s.atMost);
        }
        stats_.prunes += static_cast<std::uint64_t>(std::popcount(free_ & ~candidates));
        trace(EventKind::Try, lines_.searched, depth, s.cell, 0, std::popcount(candidates));
        while (candidates && !finished_) {
            const int v = std::countr_zero(candidates) + 1;
            candidates &= candidates - 1;
            place(s, v);
            Base::countNode(depth + 1);
            trace(EventKind::Place, lines_.place, depth, s.cell, v);
            trace(EventKind::Place, lines_.recurse, depth, s.cell, v);
            solve(step + 1);  // the mask already holds every line check of this cell
            unplace(s, v);
            trace(EventKind::Remove, lines_.undo, depth, s.cell, v);
        }
    }

    void leaf(std::size_t step) {
        ++stats_.extra[kLeaves];
        if (!symmetric_) {
            Base::recordSolution(lines_.leaf, static_cast<int>(step));
            return;
        }
        // Below the middle, the complement (v -> n² + 1 - v) is another class, never searched.
        const bool twin = plan_.centre >= 0 && 2 * grid_[at(plan_.centre)] < size_ + 1;
        stats_.extra[kClasses] += twin ? 2 : 1;
        trace(EventKind::Solution, lines_.leaf, static_cast<int>(step), -1, 0, twin ? 16 : 8);
        const Mode mode = Base::options_.mode;
        if (mode == Mode::First) {
            Base::record(grid_);
            return;
        }
        if (mode == Mode::Count) {
            Base::pendingCount_ += twin ? 16 : 8;
            if (!Base::ctx_.sink().wantsMore()) return;
        }
        Base::recordImages(images_, twin);
    }

    const FillPlan& plan_;
    PlanLines lines_;
    bool symmetric_;
    std::uint64_t free_ = 0;
    std::uint64_t reversed_ = 0;  ///< bit 64 − v set when v is unused
    std::array<int, 2 * kMaxOrder + 2> sum_{};
    std::array<std::vector<int>, 8> images_;
    std::size_t split_ = kNoSplit;
    std::vector<int>* prefixes_ = nullptr;
};

}  // namespace pw::magic
