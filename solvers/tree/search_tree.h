#pragma once
/// The stored nodes of a search tree, 16 bytes each, in the order the search met them
/// (preorder: a node's subtree is the run of nodes after it up to its `end`).
///
/// Each node keeps the decision that labels it (the cell, value, depth and pseudo-code
/// line of the event that named it), its fate and a few flags. A node knows neither its
/// parent nor its depth: both come from walking down from the root, which every user of
/// the tree (the layout, the painter, a click) does anyway.
///
/// Bounded memory: at most `cap` nodes are stored. When the cap is reached, the deepest
/// levels are dropped (`compact`) until half the cap is used, and from then on nodes
/// below the kept depth are only counted: the deepest kept node above them holds how
/// many there are (a "counts only" node). Counts per depth, solutions, dead ends and
/// cuts are kept for every node, stored or not (`TreeTotals`).
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/event.h"

namespace pw {

/// What became of a node, as its events said.
enum class NodeFate : std::uint8_t { None, Solution, Rejected, Cut };

/// One stored node (16 bytes). Most stand for one counted node of the run; an
/// *uncounted* one stands for none itself: a decision the search took as given (a task's
/// first queens), or a summary, which holds in `extent` the nodes of untraced work.
struct TreeNode {
    /// A closed node: one past the last node of its subtree. A counts-only node (and a
    /// summary): how many nodes below it were counted and not stored (saturated). Unused
    /// while open.
    std::uint32_t extent = 0;
    std::int32_t cell = -1;        ///< the decision's cell, -1 when its event names none, kSummaryCell
    std::int32_t value = 0;        ///< the decision's value (its `aux` when cell is -1); a summary's index
    std::int16_t eventDepth = 0;   ///< the depth the event gave (boards read rows by it)
    std::uint8_t line = 0xFF;      ///< pseudo-code line of its last event, 0xFF for none
    std::uint8_t flags = 0;

    static constexpr std::uint8_t kFateMask = 0x3;
    static constexpr std::uint8_t kClosed = 0x4;
    static constexpr std::uint8_t kSolutionBelow = 0x8;  ///< a solution in its subtree (or itself)
    static constexpr std::uint8_t kCountsBelow = 0x10;   ///< nodes below it are counted, not stored
    static constexpr std::uint8_t kLabelled = 0x20;
    static constexpr std::uint8_t kHasChild = 0x40;      ///< a child was counted (stored or not)
    static constexpr std::uint8_t kUncounted = 0x80;     ///< not a node of the run: given, or a summary
    static constexpr std::int32_t kSummaryCell = -2;

    bool isSummary() const { return has(kUncounted) && cell == kSummaryCell; }
    bool isGiven() const { return has(kUncounted) && cell != kSummaryCell; }

    NodeFate fate() const { return static_cast<NodeFate>(flags & kFateMask); }
    void setFate(NodeFate f) { flags = static_cast<std::uint8_t>((flags & ~kFateMask) | static_cast<std::uint8_t>(f)); }
    bool has(std::uint8_t flag) const { return (flags & flag) != 0; }
    void set(std::uint8_t flag, bool on = true) {
        flags = static_cast<std::uint8_t>(on ? flags | flag : flags & ~flag);
    }
};
static_assert(sizeof(TreeNode) == 16);

/// Counts over every node of the run, stored, only counted or summarised.
struct TreeTotals {
    std::uint64_t nodes = 0;      ///< nodes counted (the run's `Stats::nodes`), summarised ones included
    std::uint64_t summarised = 0; ///< nodes of untraced work, held by summary nodes
    std::uint64_t leaves = 0;     ///< closed nodes with no child
    std::uint64_t solutions = 0;  ///< nodes a Solution event named
    std::uint64_t deadEnds = 0;   ///< leaves that are neither a solution nor cut
    std::uint64_t cuts = 0;       ///< leaves cut by a bound or a symmetry rule
    std::vector<std::uint64_t> perDepth;  ///< nodes per depth, as the depth profile (summarised ones included)
    std::vector<std::uint64_t> summarisedPerDepth;  ///< the summarised part of `perDepth`
};

class SearchTree {
public:
    static constexpr std::size_t kDefaultCap = 1'000'000;
    static constexpr std::uint32_t kNone = ~std::uint32_t{0};

    /// An empty tree holding only its root (the state before any decision). With
    /// `keptDepth` 0 it never stores more than its root, which counts every node below
    /// it: a builder that only follows the path (a merge streams a run that way).
    explicit SearchTree(std::size_t cap = kDefaultCap, int keptDepth = kAllDepths);

    std::size_t size() const { return nodes_.size(); }
    std::size_t cap() const { return cap_; }
    const TreeNode& node(std::uint32_t i) const { return nodes_[i]; }
    TreeNode& node(std::uint32_t i) { return nodes_[i]; }

    /// One past the last stored node of i's subtree (size() while i is open).
    std::uint32_t end(std::uint32_t i) const;
    bool hasStoredChildren(std::uint32_t i) const { return end(i) > i + 1; }
    /// Nodes of the run in i's subtree, i included unless uncounted, stored or only
    /// counted (walks the subtree). The root counts as one.
    std::uint64_t subtreeCount(std::uint32_t i) const;
    /// The stored path from the root down to i (root first), found by walking down.
    std::vector<std::uint32_t> pathTo(std::uint32_t i) const;
    /// The decision of node i as an event (kind Place, or its fate's kind), for a board.
    Event decision(std::uint32_t i) const;

    /// Stored levels: nodes deeper than this (root = 0) are counted only.
    int keptDepth() const { return keptDepth_; }
    bool truncated() const { return keptDepth_ < kAllDepths; }
    /// Changes whenever nodes are dropped or renumbered (a layout must start over).
    std::uint64_t generation() const { return generation_; }
    /// Bytes held by the stored nodes, their marks and the per-depth tables.
    std::size_t memoryBytes() const;

    /// The caller's byte on node i, 0 until set.
    std::uint8_t mark(std::uint32_t i) const { return i < marks_.size() ? marks_[i] : std::uint8_t{0}; }
    void setMark(std::uint32_t i, std::uint8_t mark);

    /// Appends a node at structural depth `depth` (root = 0); returns its index, or kNone
    /// when it is below the kept depth or the cap leaves no room.
    std::uint32_t append(int depth);
    /// Drops the stored levels until at most half the cap is used; `path` (stored indices,
    /// root first) is renumbered, and its entries below the kept depth become kNone. With
    /// `renumbered`, each old index's new one: a dropped node's is the kept node that now
    /// counts it.
    void compact(std::vector<std::uint32_t>& path, std::vector<std::uint32_t>* renumbered = nullptr);

    static constexpr int kAllDepths = 0x7FFF;

private:
    std::vector<TreeNode> nodes_;
    std::vector<std::uint8_t> marks_;  ///< empty until a mark is set, then one per node
    std::vector<std::uint32_t> storedPerDepth_;
    std::size_t cap_;
    int keptDepth_ = kAllDepths;
    std::uint64_t generation_ = 0;
};

}  // namespace pw
