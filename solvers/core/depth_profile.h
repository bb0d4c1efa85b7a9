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
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace pw {

/// Nodes per depth of one search thread; grows on demand, so an add is one compare and
/// one increment.
class DepthCounts {
public:
    void add(int depth, std::uint64_t count = 1) {
        const auto d = static_cast<std::size_t>(depth);
        if (d >= counts_.size()) [[unlikely]]
            grow(d);
        counts_[d] += count;
    }
    /// Adds counts given per depth from `first` on (a subtree counted elsewhere).
    void add(std::span<const std::uint64_t> counts, int first = 0) {
        for (std::size_t i = 0; i < counts.size(); ++i)
            if (counts[i] != 0) add(first + static_cast<int>(i), counts[i]);
    }
    const std::vector<std::uint64_t>& counts() const { return counts_; }
    bool empty() const { return counts_.empty(); }

private:
    void grow(std::size_t depth) { counts_.resize(depth + 16, 0); }

    std::vector<std::uint64_t> counts_;
};

/// Adds `from` into `into`, depth by depth, and drops trailing zeros.
inline void addProfile(std::vector<std::uint64_t>& into, std::span<const std::uint64_t> from) {
    if (into.size() < from.size()) into.resize(from.size(), 0);
    for (std::size_t i = 0; i < from.size(); ++i) into[i] += from[i];
    while (!into.empty() && into.back() == 0) into.pop_back();
}

}  // namespace pw
