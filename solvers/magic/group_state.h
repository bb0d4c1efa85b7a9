#pragma once
/// What magic.v6 knows of the grid between two groups, and the masks it draws from it.
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
/// rules). Every value left fills the group without a conflict.
///
/// Each line keeps what it still lacks. A line the group completes is never read again,
/// so placing a group only updates the lines it leaves open.
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "group_plan.h"
#include "model.h"

namespace pw::magic {

// The loops over a group's cells, lines and rules are unrolled, so that with a
// compile-time plan every figure of the group is a constant in the code.
#define PW_UNROLLED _Pragma("GCC unroll 18")

/// The unused numbers and what each line lacks, over the cells of one search.
class GroupState {
public:
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

    /// Reads the givens of `grid`, whose cells it then fills and empties (the search's
    /// grid: it outlives this object and never moves).
    GroupState(int n, std::vector<int>& grid)
        : size_(n * n), magic_(magicConstant(n)), cells_(grid.data()) {
        free_ = size_ >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << size_) - 1;
        for (int v = 1; v <= size_; ++v) mirror_ |= mirrorBit(v);
        lack_.fill(magic_);
        for (int cell = 0; cell < size_; ++cell)
            if (const int v = cells_[at(cell)]; v != 0) {
                free_ &= ~bit(v);
                mirror_ &= ~mirrorBit(v);
                for (int line : linesThrough(n, cell)) lack_[at(line)] -= v;
            }
    }

    std::uint64_t unused() const { return free_; }
    int lack(int line) const { return lack_[at(line)]; }

    /// The values z (a mask) that fill the group without a conflict; `ev` receives the
    /// offsets and line figures that placing it needs.
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

    /// Places value z and the cells it computes.
    [[gnu::always_inline]] inline Placed place(const Group& group, int z, const Evaluation& ev) {
        Placed placed{z, 0, 0};
        if (group.cell >= 0) {
            cells_[at(group.cell)] = z;
            placed.bits |= bit(z);
            placed.mirrorBits |= mirrorBit(z);
        }
        PW_UNROLLED
        for (int j = 0; j < group.computedCount; ++j) {
            const int v = group.computed[at(j)].sign * z + ev.off[at(j)];
            cells_[at(group.computed[at(j)].cell)] = v;
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
    /// Takes a group back; `clearCells` also empties its cells (for a viewer).
    [[gnu::always_inline]] inline void unplace(const Group& group, const Placed& placed, const Evaluation& ev,
                                               bool clearCells) {
        free_ ^= placed.bits;
        mirror_ ^= placed.mirrorBits;
        PW_UNROLLED
        for (int t = 0; t < group.termCount; ++t)
            if (group.terms[at(t)].openAfter > 0) lack_[at(group.terms[at(t)].line)] = ev.lackBefore[at(t)];
        if (clearCells) {
            if (group.cell >= 0) cells_[at(group.cell)] = 0;
            for (int j = 0; j < group.computedCount; ++j) cells_[at(group.computed[at(j)].cell)] = 0;
        }
    }


private:
    static constexpr int kBoundedOpen = 2;  ///< open lines bounded by the two smallest/largest numbers left

    static std::size_t at(int i) { return static_cast<std::size_t>(i); }

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

    int signOf(const Group& group, int member) const { return member < 0 ? 1 : group.computed[at(member)].sign; }
    int offsetOf(const Evaluation& ev, int member) const { return member < 0 ? 0 : ev.off[at(member)]; }

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
            const int other = cells_[at(r.other)];
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
        return cells_[at(cell)];
    }


    int size_, magic_;
    int* cells_;
    std::uint64_t free_ = 0;
    std::uint64_t mirror_ = 0;  ///< bit 64 − v set when v is unused
    std::array<int, kMaxLines> lack_{};  ///< what each open line still lacks
};

#undef PW_UNROLLED

}  // namespace pw::magic
