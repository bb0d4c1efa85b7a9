#pragma once
/// The search of magic.v6 along a `GroupPlan` (see group_plan.h).
///
/// The numbers still unused are a 64-bit mask F (bit v−1 for v) and its mirror R (bit
/// 64−v for v). For a group whose searched cell takes z and whose computed cells take
/// sign·z + offset, the values z that fill the whole group are
///
///     F  &  (F >> offset) for each sign +1 cell  &  (R >> (65 − offset)) for each sign −1 cell
///
/// minus single bits (two cells of the group equal for one z; a line the group
/// completes is right for one z only) and ranges (lines left with two empty cells must
/// stay within reach of the two smallest and two largest numbers left; the symmetry
/// rules). Every value left fills the group without a conflict; at the last group
/// nothing remains to search, so a count needs only the popcount of the mask. The
/// counters stay exact: a value counted in bulk counts as the node and the square it
/// would have been.
///
/// Each line keeps what it still lacks. A line the group completes is never read again,
/// so placing a group only updates the lines it leaves open.
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
#include "search_base.h"
#include "square_group.h"

namespace pw::magic {

// The loops over a group's cells, lines and rules are unrolled, so that with a
// compile-time plan every figure of the group is a constant in the code.
#define PW_UNROLLED _Pragma("GCC unroll 18")

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
        : Base(instance, options, ctx, tracer), plan_(plan) {
        Base::sharedDone_ = sharedDone;
        free_ = size_ >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << size_) - 1;
        for (int v = 1; v <= size_; ++v) mirror_ |= mirrorBit(v);
        lack_.fill(magic_);
        for (int cell = 0; cell < size_; ++cell)
            if (const int v = grid_[at(cell)]; v != 0) {
                free_ &= ~bit(v);
                mirror_ &= ~mirrorBit(v);
                for (int line : linesThrough(n_, cell)) lack_[at(line)] -= v;
            }
        if (plan_.order > 1) Base::classes_ = true;  // the givens (the centre at most) keep every orbit whole
    }

    /// False when a line made of givens only is wrong: then there is nothing to search.
    bool givensFit() {
        for (int i = 0; i < plan_.givenLineCount; ++i) {
            const int line = plan_.givenLines[at(i)];
            ++stats_.checks;
            ++stats_.extra[kLines];
            if (lack_[at(line)] != 0) return false;
        }
        return true;
    }

    /// Searches from group g on (every group before it placed).
    void solve(std::size_t g) {
        if constexpr (Fixed != nullptr) {
#if PW_BIT_INSTRUCTIONS
            if (useBitInstructions()) return kStepsWithBits[g](*this);
#endif
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
        std::vector<Evaluation> evs(values.size());
        std::vector<Placed> placed(values.size());
        for (std::size_t g = 0; g < values.size(); ++g) {
            candidatesOf(plan_.groups[g], evs[g]);  // for the offsets
            placed[g] = placeGroup(plan_.groups[g], values[g], evs[g]);
        }
        solve(values.size());
        for (std::size_t g = values.size(); g-- > 0;) unplaceGroup(plan_.groups[g], placed[g], evs[g]);
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

    // Entry points to start at any group (a task starts below its prefix).
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
    static constexpr auto kSteps = [] {
        if constexpr (Fixed != nullptr) return fixedSteps(std::make_index_sequence<kFixedGroups + 1>{});
        else return 0;
    }();
#if PW_BIT_INSTRUCTIONS
    static constexpr auto kStepsWithBits = [] {
        if constexpr (Fixed != nullptr) return fixedStepsWithBits(std::make_index_sequence<kFixedGroups + 1>{});
        else return 0;
    }();
#endif

    std::size_t groupCount() const { return static_cast<std::size_t>(plan_.groupCount); }

    void keepPrefix(std::size_t g) {
        for (std::size_t i = 0; i < g; ++i) prefixes_->push_back(searchedValue(plan_.groups[i]));
    }

    // One group: its candidates, then each value placed and the rest searched by `next`.
    template <class Next>
    [[gnu::always_inline]] inline void visit(const Group& group, std::size_t g, Next next) {
        const int depth = static_cast<int>(g);
        Evaluation ev;
        std::uint64_t candidates = candidatesOf(group, ev);
        const std::uint64_t pool = group.cell >= 0 ? free_ : 1;
        stats_.checks += static_cast<std::uint64_t>(group.linesChecked);
        stats_.extra[kLines] += static_cast<std::uint64_t>(group.linesChecked);
        stats_.extra[kCuts] += static_cast<std::uint64_t>(std::popcount(pool & ~ev.byLines));
        stats_.prunes += static_cast<std::uint64_t>(std::popcount(pool & ~candidates));
        trace(EventKind::Try, GroupLines::kCandidates, depth, group.cell, 0, std::popcount(candidates));
        if (pool & ~candidates)
            trace(EventKind::Cut, GroupLines::kRemove, depth, group.cell, 0, std::popcount(pool & ~candidates));
        if (g + 1 == groupCount() && (bulk_ || (bulk_ = countsInBulk()))) {
            countInBulk(candidates);
            return;
        }
        while (candidates && !finished_) {
            const int z = std::countr_zero(candidates) + 1;
            candidates &= candidates - 1;
            const Placed placed = placeGroup(group, z, ev);
            Base::countNode();
            trace(EventKind::Place, GroupLines::kPlace, depth, group.cell, z);
            trace(EventKind::Place, GroupLines::kRecurse, depth, group.cell, z);
            next();
            unplaceGroup(group, placed, ev);
            trace(EventKind::Remove, GroupLines::kUndo, depth, group.cell, z);
        }
    }
    static constexpr int kBoundedOpen = 2;  ///< open lines bounded by the two smallest/largest numbers left

    /// What evaluating a group leaves for placing it.
    struct Evaluation {
        std::array<int, kMaxComputed> off;   ///< computed cell j holds sign·z + off[j]
        std::array<int, kMaxLines> lackBefore;  ///< each term's line, before the group
        std::array<int, kMaxLines> need;     ///< what the group's cells bring to each term's line
        std::uint64_t byLines = 0;           ///< the candidates before the symmetry rules
    };
    /// A placed group: its value, and its numbers as masks, for taking it back.
    struct Placed {
        int z = 0;
        std::uint64_t bits = 0, mirrorBits = 0;
    };

    static std::uint64_t bit(int v) { return std::uint64_t{1} << (v - 1); }
    static std::uint64_t mirrorBit(int v) { return std::uint64_t{1} << (64 - v); }
    // Mask of z such that z + offset is unused.
    std::uint64_t shiftedBy(int offset) const {
        if (offset >= 64 || offset <= -64) return 0;
        return offset >= 0 ? free_ >> offset : free_ << -offset;
    }
    // Mask of z such that offset − z is unused: the mirror, shifted so bit z−1 reads bit 64 − (offset − z).
    std::uint64_t mirroredBy(int offset) const {
        const int shift = 65 - offset;
        if (shift >= 64 || shift <= -64) return 0;
        return shift >= 0 ? mirror_ >> shift : mirror_ << -shift;
    }
    // The numbers lo..hi as a mask (empty when lo > hi).
    std::uint64_t range(int lo, int hi) const {
        if (lo < 1) lo = 1;
        if (hi > size_) hi = size_;
        if (lo > hi) return 0;
        return ((std::uint64_t{2} << (hi - 1)) - 1) & ~((std::uint64_t{1} << (lo - 1)) - 1);
    }
    std::uint64_t bitIn(int z) const { return z >= 1 && z <= size_ ? bit(z) : 0; }

    int searchedValue(const Group& group) const { return group.cell >= 0 ? grid_[at(group.cell)] : 0; }
    int signOf(const Group& group, int member) const { return member < 0 ? 1 : group.computed[at(member)].sign; }
    int offsetOf(const Evaluation& ev, int member) const { return member < 0 ? 0 : ev.off[at(member)]; }

    // The values z (a mask) that fill the group without a conflict; `ev` receives the
    // offsets and line figures that placing it needs.
    [[gnu::always_inline]] inline std::uint64_t candidatesOf(const Group& group, Evaluation& ev) const {
        const bool searched = group.cell >= 0;
        std::uint64_t m = searched ? free_ : 1;  // without a searched cell, z is a dummy 1
        const int count = group.computedCount;
        PW_UNROLLED
        for (int j = 0; j < count; ++j) {
            const ComputedCell& c = group.computed[at(j)];
            int offset = lack_[at(c.line)];
            PW_UNROLLED
            for (int e = 0; e < c.earlierCount; ++e) offset -= ev.off[at(c.earlier[at(e)])];
            ev.off[at(j)] = offset;
            if (c.sign == 1) m &= shiftedBy(offset);
            else if (c.sign == -1) m &= mirroredBy(offset);
            else if (c.sign == 0 && !(offset >= 1 && offset <= size_ && (free_ & bit(offset)))) m = 0;
        }
        // Two cells of the group holding one number: sign_a·z + off_a = sign_b·z + off_b.
        PW_UNROLLED
        for (int p = 0; p < group.pairCount; ++p) {
            const CellPair& pair = group.pairs[at(p)];
            const int sa = signOf(group, pair.a), sb = signOf(group, pair.b);
            const int oa = offsetOf(ev, pair.a), ob = offsetOf(ev, pair.b);
            if (sa == sb) {
                if (oa == ob) m = 0;
            } else if (const int d = sa - sb, x = ob - oa; x % d == 0) {
                m &= ~bitIn(x / d);
            }
        }
        int lo2 = 0, hi2 = 0;  // what two unused numbers can bring, worked out when first needed
        PW_UNROLLED
        for (int t = 0; t < group.termCount; ++t) {
            const LineTerm& term = group.terms[at(t)];
            const int before = lack_[at(term.line)];
            int need = before;  // what the group's cells must bring, z's part aside
            PW_UNROLLED
            for (int j = 0; j < count; ++j)
                if (term.computed >> j & 1) need -= ev.off[at(j)];
            ev.lackBefore[at(t)] = before;
            ev.need[at(t)] = need;
            if (term.openAfter == 0) {
                m &= exactly(term.sign, need);
            } else if (term.openAfter == kBoundedOpen && (term.sign == 1 || term.sign == -1)) {
                if (hi2 == 0) boundsOfTwo(lo2, hi2);
                // need − sign·z is what the two open cells lack: within [lo2, hi2].
                m &= term.sign == 1 ? range(need - hi2, need - lo2) : range(lo2 - need, hi2 - need);
            }
        }
        ev.byLines = m;
        PW_UNROLLED
        for (int r = 0; r < group.ruleCount; ++r) m &= ruleMask(group, group.rules[at(r)], ev);
        if (group.checkEach)
            for (std::uint64_t left = m; left; left &= left - 1) {
                const int z = std::countr_zero(left) + 1;
                if (!fitsOneByOne(group, z, ev)) m &= ~bit(z);
            }
        return m;
    }

    // The z with sign·z = need (all z when sign and need are 0).
    std::uint64_t exactly(int sign, int need) const {
        if (sign == 0) return need == 0 ? ~std::uint64_t{0} : 0;
        return need % sign == 0 ? bitIn(need / sign) : 0;
    }

    // The sums of the two smallest and the two largest unused numbers.
    [[gnu::always_inline]] inline void boundsOfTwo(int& lo, int& hi) const {
        const std::uint64_t m = free_;
        if ((m & (m - 1)) == 0) {
            lo = 2 * size_ + 1, hi = 1;  // nothing fits
            return;
        }
        lo = std::countr_zero(m) + 1;
        lo += std::countr_zero(m & (m - 1)) + 1;
        const int top = 63 - std::countl_zero(m);
        hi = top + 1 + 63 - std::countl_zero(m & ~(std::uint64_t{1} << top)) + 1;
    }

    // A rule on value = sign·z + offset as a range of z (sign 0: all or nothing).
    [[gnu::always_inline]] inline std::uint64_t ruleMask(const Group& group, const GroupRule& r,
                                                         const Evaluation& ev) const {
        const int sign = signOf(group, r.member), offset = offsetOf(ev, r.member);
        if (sign != 0 && sign != 1 && sign != -1) return ~std::uint64_t{0};  // left to fitsOneByOne
        int lo = -size_, hi = 2 * size_;  // bounds on the value
        if (r.atMost > 0) hi = r.atMost;
        if (r.other >= 0) {
            const int other = grid_[at(r.other)];
            if (other == 0) return ~std::uint64_t{0};  // the other cell is in this group: fitsOneByOne
            if (r.above) lo = other + 1;
            else hi = other - 1;
        }
        if (sign == 0) return offset >= lo && offset <= hi ? ~std::uint64_t{0} : 0;
        return sign == 1 ? range(lo - offset, hi - offset) : range(offset - hi, offset - lo);
    }

    // Everything about value z checked directly, for the groups masks cannot settle.
    bool fitsOneByOne(const Group& group, int z, const Evaluation& ev) const {
        std::array<int, kMaxComputed> values{};
        std::uint64_t taken = 0;
        auto take = [&](int v) {
            if (v < 1 || v > size_ || !(free_ & bit(v)) || (taken & bit(v))) return false;
            taken |= bit(v);
            return true;
        };
        if (group.cell >= 0 && !take(z)) return false;
        for (int j = 0; j < group.computedCount; ++j) {
            values[at(j)] = group.computed[at(j)].sign * z + ev.off[at(j)];
            if (!take(values[at(j)])) return false;
        }
        for (int t = 0; t < group.termCount; ++t) {
            const LineTerm& term = group.terms[at(t)];
            if (term.openAfter != 0) continue;
            int brought = term.searched ? z : 0;
            for (int j = 0; j < group.computedCount; ++j)
                if (term.computed >> j & 1) brought += values[at(j)];
            if (brought != lack_[at(term.line)]) return false;
        }
        for (int i = 0; i < group.ruleCount; ++i) {
            const GroupRule& r = group.rules[at(i)];
            const int v = r.member < 0 ? z : values[at(r.member)];
            if (r.atMost > 0 && v > r.atMost) return false;
            if (r.other < 0) continue;
            const int other = valueIn(group, r.other, z, values);
            if (r.above ? v <= other : v >= other) return false;
        }
        return true;
    }
    int valueIn(const Group& group, int cell, int z, const std::array<int, kMaxComputed>& values) const {
        if (cell == group.cell) return z;
        for (int j = 0; j < group.computedCount; ++j)
            if (group.computed[at(j)].cell == cell) return values[at(j)];
        return grid_[at(cell)];
    }

    [[gnu::always_inline]] inline Placed placeGroup(const Group& group, int z, const Evaluation& ev) {
        Placed placed{z, 0, 0};
        if (group.cell >= 0) {
            grid_[at(group.cell)] = z;
            placed.bits |= bit(z);
            placed.mirrorBits |= mirrorBit(z);
        }
        PW_UNROLLED
        for (int j = 0; j < group.computedCount; ++j) {
            const int v = group.computed[at(j)].sign * z + ev.off[at(j)];
            grid_[at(group.computed[at(j)].cell)] = v;
            placed.bits |= bit(v);
            placed.mirrorBits |= mirrorBit(v);
        }
        free_ ^= placed.bits;  // the numbers are distinct and unused: xor takes them out
        mirror_ ^= placed.mirrorBits;
        PW_UNROLLED
        for (int t = 0; t < group.termCount; ++t) {
            const LineTerm& term = group.terms[at(t)];
            if (term.openAfter > 0) lack_[at(term.line)] = ev.need[at(t)] - term.sign * z;
        }
        return placed;
    }
    [[gnu::always_inline]] inline void unplaceGroup(const Group& group, const Placed& placed, const Evaluation& ev) {
        free_ ^= placed.bits;
        mirror_ ^= placed.mirrorBits;
        PW_UNROLLED
        for (int t = 0; t < group.termCount; ++t)
            if (group.terms[at(t)].openAfter > 0) lack_[at(group.terms[at(t)].line)] = ev.lackBefore[at(t)];
        if constexpr (Tr::kEnabled) {  // only a viewer looks at cells below the current group
            if (group.cell >= 0) grid_[at(group.cell)] = 0;
            for (int j = 0; j < group.computedCount; ++j) grid_[at(group.computed[at(j)].cell)] = 0;
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
    [[gnu::always_inline]] inline void countInBulk(std::uint64_t candidates) {
        const auto found = static_cast<std::uint64_t>(std::popcount(candidates));
        if (found == 0) return;
        const std::uint64_t w = weight();
        stats_.extra[kLeaves] += found;
        stats_.extra[kClasses] += found * w / 8;
        Base::pendingCount_ += found * w;
        Base::countNodes(found);
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
        image_.resize(grid_.size());
        for (const int flip : {0, size_ + 1}) {
            if (flip && !twins) break;
            for (const std::vector<int>& to : images_) {
                for (int cell = 0; cell < size_; ++cell)
                    image_[at(to[at(cell)])] = flip ? flip - grid_[at(cell)] : grid_[at(cell)];
                if (mode == Mode::Count) Base::ctx_.sink().store(image_);
                else Base::ctx_.sink().add(image_);
            }
        }
    }

    const GroupPlan& plan_;
    std::uint64_t free_ = 0;
    std::uint64_t mirror_ = 0;  ///< bit 64 − v set when v is unused
    std::array<int, kMaxLines> lack_{};  ///< what each open line still lacks
    std::vector<std::vector<int>> images_;
    std::vector<int> image_;
    std::size_t split_ = kNoSplit;
    std::vector<int>* prefixes_ = nullptr;
    bool bulk_ = false;  ///< countsInBulk() was seen true
};

}  // namespace pw::magic
