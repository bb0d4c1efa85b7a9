#pragma once
/// The shape of a search: how many nodes it visits at each depth.
///
/// Depth d counts the nodes d decisions below the root: a queen in column c is at depth
/// c + 1, the k-th number placed in a magic square at depth k. Depth 0 is the root itself,
/// counted only by the versions that count it as a node (the sudoku's v3 and v4 count the
/// propagation of the givens). The profile of a run sums to its `Stats::nodes`.
///
/// How an algorithm records it: one line next to each `++stats.nodes`,
/// `reporter_.node(tr_, depth)` (see `ProgressReporter`), which adds to this thread's
/// `DepthCounts` and, in a traced run only, tells the stepping tracer that a node was
/// entered (the search-tree view builds its nodes from that call). When the reporter
/// goes, its counts are added to the `SearchContext`; after `runAlgorithm` returns,
/// `SearchContext::nodesPerDepth()` gives the run's profile (one context per run).
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace pw {

/// Nodes per depth of one search thread. The first 64 depths are an array inside the
/// object, so an add is a compare, a well-predicted branch and one increment in memory;
/// deeper ones (a sudoku's blanks, a shading grid's cells) go to a vector grown on
/// demand, out of line so that the search loops stay small.
class DepthCounts {
public:
    static constexpr std::size_t kNear = 64;
    static_assert(kNear % 8 == 0, "usedDepths scans the array eight depths at a time");

    // Small enough for any search loop to inline: the rare deep case is a cold call.
    [[gnu::always_inline]] void add(int depth, std::uint64_t count = 1) {
        const auto d = static_cast<std::size_t>(depth);
        if (d < kNear) [[likely]] {
            near_[d] += count;
        } else {
            addFar(d, count);
        }
    }
    /// Adds counts given per depth from `first` on (a subtree counted elsewhere).
    void add(std::span<const std::uint64_t> counts, int first = 0) {
        for (std::size_t i = 0; i < counts.size(); ++i)
            if (counts[i] != 0) add(first + static_cast<int>(i), counts[i]);
    }
    /// Adds these counts into `into` (depth 0 first) and drops its trailing zeros. Only
    /// the depths up to the deepest counted are touched: a short search (an easy sudoku,
    /// a few microseconds) adds ten entries, not 64.
    void addTo(std::vector<std::uint64_t>& into) const {
        const std::size_t used = usedDepths();
        if (into.size() < used) into.resize(used, 0);
        for (std::size_t d = 0; d < std::min(used, kNear); ++d) into[d] += near_[d];
        for (std::size_t d = kNear; d < used; ++d) into[d] += far_[d - kNear];
        while (!into.empty() && into.back() == 0) into.pop_back();
    }
    bool empty() const { return usedDepths() == 0; }
    /// One more than the deepest depth with a count; 0 when nothing was counted.
    std::size_t usedDepths() const {
        for (std::size_t d = far_.size(); d > 0; --d)
            if (far_[d - 1] != 0) return kNear + d;
        // Eight depths at a time from the deep end: most of the array is zeros.
        for (std::size_t block = kNear; block > 0; block -= 8) {
            std::uint64_t any = 0;
            for (std::size_t d = block - 8; d < block; ++d) any |= near_[d];
            if (any == 0) continue;
            for (std::size_t d = block; d > block - 8; --d)
                if (near_[d - 1] != 0) return d;
        }
        return 0;
    }

private:
    [[gnu::noinline, gnu::cold]] void addFar(std::size_t depth, std::uint64_t count) {
        if (depth - kNear >= far_.size()) far_.resize(depth - kNear + 16, 0);
        far_[depth - kNear] += count;
    }

    std::array<std::uint64_t, kNear> near_{};
    std::vector<std::uint64_t> far_;
};

}  // namespace pw
