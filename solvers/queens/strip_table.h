#pragma once
/// queens.v6's strips: every placement of one queen per column of a strip (a few
/// columns of a half, see join_plan.h) on the free rows, none attacking another or the
/// start, grouped by the set of rows it uses, so that a half board on the rows L is a
/// placement of strip A on some L1 ⊂ L joined with one of strip B on L \ L1.
///
/// Each placement keeps two keys (`crossingKey`): `inner`, the diagonals crossing the
/// cut between its half's two strips (the join of the strips tests it), and `outer`,
/// those crossing the cut between the halves (the half board's key is the OR of its two
/// strips' outer keys), and its rows, packed five bits a column, to rebuild a solution.
///
/// The groups are indexed by the colex rank of the row set among the sets of as many of
/// the plan's free rows (`RowRanks`): C(free rows, width) groups, not 2^N.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "join_plan.h"

namespace pw::queens {

/// C(n, k) for n, k <= 32 (C(32, 16) < 2^32).
inline constexpr std::array<std::array<std::uint32_t, 33>, 33> kRowBinomials = [] {
    std::array<std::array<std::uint32_t, 33>, 33> b{};
    for (std::size_t n = 0; n <= 32; ++n) {
        b[n][0] = 1;
        for (std::size_t k = 1; k <= n; ++k) b[n][k] = b[n - 1][k - 1] + (k < n ? b[n - 1][k] : 0);
    }
    return b;
}();

/// Colex ranks of subsets of a plan's free rows: the rank of {p0 < p1 < ...} (free-row
/// indices) is C(p0, 1) + C(p1, 2) + ...; the sets of k rows have the ranks 0..C(F, k)-1.
class RowRanks {
public:
    explicit RowRanks(std::uint32_t freeRows);
    /// Inline: a join looks a strip group up for every share of its rows.
    std::uint32_t rank(std::uint32_t rows) const {
        std::uint32_t r = 0;
        for (std::size_t i = 1; rows != 0; rows &= rows - 1, ++i)
            r += kRowBinomials[index_[static_cast<std::size_t>(std::countr_zero(rows))]][i];
        return r;
    }
    std::uint32_t count(int k) const { return binomial(freeCount_, k); }
    static std::uint32_t binomial(int n, int k);

private:
    std::array<std::uint8_t, 32> index_{};  ///< free-row index of each board row
    int freeCount_ = 0;
};

/// The placements of one strip, grouped by row set.
class StripTable {
public:
    /// The placements on one row set: indices [begin, end) of the key arrays.
    struct Range {
        std::uint32_t begin = 0, end = 0;
        std::uint32_t size() const { return end - begin; }
    };

    StripTable() = default;
    StripTable(const JoinPlan& plan, std::span<const int> columns, int innerCut);

    /// Adds a placement: `rows[i]` is the row of the queen in the strip's column i.
    /// Placements may come in any order; `finish` groups them (and `size` counts them).
    void add(std::span<const int> rows);
    void finish();

    Range on(std::uint32_t rows) const {
        const std::uint32_t r = ranks_.rank(rows);
        return {offsets_[r], offsets_[r + 1]};
    }
    int width() const { return static_cast<int>(columns_.size()); }
    const std::vector<int>& columns() const { return columns_; }
    std::size_t size() const { return count_; }
    const std::uint64_t* inner() const { return inner_.data(); }
    const std::uint64_t* outer() const { return outer_.data(); }
    /// The row of the queen in column `columns()[i]` of placement `p`.
    int row(std::size_t p, int i) const { return static_cast<int>(packed_[p] >> (5 * i) & 31u); }
    /// Bytes held (the key arrays carry 8 spare entries each, read by vector loads).
    std::size_t bytes() const;

private:
    int n_ = 0, cut_ = 0, innerCut_ = 0;
    std::size_t count_ = 0;
    std::vector<int> columns_;
    RowRanks ranks_{0};
    std::vector<std::uint32_t> offsets_;  ///< by rank, then by insertion before `finish`
    std::vector<std::uint32_t> rankOf_;   ///< rank of each placement, until `finish`
    std::vector<std::uint64_t> inner_, outer_, packed_;
};

/// Calls `visit(depth, column index, row, placed)` for every node of the depth-first
/// search that fills `columns` one after the other on the plan's free rows, avoiding
/// the blocked squares (`placed` false on the way back), and `leaf(rows)` for each
/// complete placement, which returns false to stop the search (then searchStrip returns
/// false). Strips are built with it, traced or not, and counted by join_memory.
template <class Visit, class Leaf>
bool searchStrip(const JoinPlan& plan, std::span<const int> columns, Visit&& visit, Leaf&& leaf) {
    const int n = plan.n, width = static_cast<int>(columns.size());
    std::array<int, kMaxSize> rows{};
    // Iterative, with the free rows of each level kept: strips are rebuilt per start.
    std::array<std::uint32_t, kMaxSize + 1> left{};
    std::array<std::uint64_t, kMaxSize + 1> sums{}, differences{};
    std::array<std::uint32_t, kMaxSize + 1> used{};
    if (width == 0) {
        return leaf(std::span<const int>(rows.data(), 0));
    }
    const auto freeRows = [&](int i) {
        const int c = columns[static_cast<std::size_t>(i)];
        std::uint32_t free = plan.freeRows & ~used[static_cast<std::size_t>(i)] & ~plan.blocked[static_cast<std::size_t>(c)];
        std::uint32_t out = 0;
        for (std::uint32_t f = free; f != 0; f &= f - 1) {
            const int r = std::countr_zero(f);
            if ((sums[static_cast<std::size_t>(i)] >> (r + c) & 1u) == 0 &&
                (differences[static_cast<std::size_t>(i)] >> (r - c + n) & 1u) == 0)
                out |= 1u << r;
        }
        return out;
    };
    int i = 0;
    left[0] = freeRows(0);
    for (;;) {
        const std::size_t at = static_cast<std::size_t>(i);
        if (left[at] == 0) {
            if (i == 0) return true;
            --i;
            visit(i + 1, i, rows[static_cast<std::size_t>(i)], false);
            continue;
        }
        const int r = std::countr_zero(left[at]);
        left[at] &= left[at] - 1;
        const int c = columns[at];
        rows[at] = r;
        visit(i + 1, i, r, true);
        if (i + 1 == width) {
            const bool more = leaf(std::span<const int>(rows.data(), static_cast<std::size_t>(width)));
            visit(i + 1, i, r, false);
            if (!more) return false;
            continue;
        }
        used[at + 1] = used[at] | (1u << r);
        sums[at + 1] = sums[at] | (std::uint64_t{1} << (r + c));
        differences[at + 1] = differences[at] | (std::uint64_t{1} << (r - c + n));
        ++i;
        left[static_cast<std::size_t>(i)] = freeRows(i);
    }
}

}  // namespace pw::queens
