#pragma once
/// Builds a `SearchTree` from the log of a traced run, without knowing the puzzle.
///
/// Nodes come from the node records (the depth profile's `node` call, next to each
/// `++stats.nodes`), so the tree has exactly the nodes the run counts. The events around
/// them say what each node is and what became of it:
///
/// - **Label**: the first Try or Place after a node is created names it (its cell, value,
///   depth and line); a later one on the same cell refines the value (a Try that names
///   the cell, then the Place of the value). A Try or Place naming a cell while the
///   current node is already named is kept as *pending*: when a node is counted after
///   its event (a version that places first and counts then), it takes the pending name.
///   An event with no cell names a node only when nothing better did (its `aux` is the
///   value then: a whole first row of presses).
/// - **Fate**: Reject and Cut mark the current node; a node that later gets children is
///   simply a branch, and a childless one is a dead end (or cut). Solution marks it and
///   every ancestor as having a solution below.
/// - **Way back**: a Remove naming a node on the path closes it and everything below; a
///   node counted at depth d closes the path up to depth d − 1; Done closes everything.
/// - **Not counted**: a decision taken as given (a task's first queens) is a node of the
///   tree that is not a node of the run: the nodes below it stand at their own depth. The
///   nodes of untraced work (a table filled before the search) arrive as a summary: one
///   closed node under the path's node above their shallowest depth, holding them all.
///
/// An observer (`TreeObserver`) may follow the path as it changes: the merge of two
/// versions' trees streams one run through a builder that stores nothing but its path.
#include <optional>
#include <span>
#include <vector>

#include "search_tree.h"
#include "tree_record.h"

namespace pw {

class TreeObserver;

class TreeBuilder {
public:
    /// A node of the current path; `node` is kNone when it is not stored.
    struct PathEntry {
        std::uint32_t node;
        int depth;  ///< the depth the run counted it at
        std::int32_t cell = -1, value = 0;
        bool labelled = false, hasChild = false, solutionBelow = false;
        bool counted = true;  ///< false for a decision taken as given
        NodeFate fate = NodeFate::None;
        int eventDepth = 0;  ///< the depth its naming event gave
        int line = -1;       ///< the pseudo-code line of its last event (name or fate), -1 for none
    };

    /// `keptDepth` 0: only the path is followed, nothing below the root is stored (see
    /// SearchTree).
    explicit TreeBuilder(std::size_t cap = SearchTree::kDefaultCap, int keptDepth = SearchTree::kAllDepths);
    /// Tells `observer` (or nobody) of the path's changes from now on.
    void setObserver(TreeObserver* observer) { observer_ = observer; }

    void apply(const TreeRecord& record);
    void apply(std::span<const TreeRecord> records) {
        for (const TreeRecord& r : records) apply(r);
    }

    /// What a summary node stands for.
    struct Summary {
        SummaryKind kind;
        int line;  ///< pseudo-code line of the work, -1 when none
        std::uint64_t nodes = 0;
        std::vector<std::uint64_t> perDepth;
    };

    const SearchTree& tree() const { return tree_; }
    SearchTree& tree() { return tree_; }
    const TreeTotals& totals() const { return totals_; }
    const std::vector<Summary>& summaries() const { return summaries_; }
    /// The summary a summary node stands for.
    const Summary& summaryOf(const TreeNode& node) const { return summaries_[static_cast<std::size_t>(node.value)]; }
    /// The stored nodes of the current path, root first (the current node last, unless
    /// it is only counted: then its deepest stored ancestor is last).
    const std::vector<std::uint32_t>& storedPath() const { return storedPath_; }
    std::uint32_t currentNode() const { return storedPath_.back(); }
    bool onPath(std::uint32_t node) const;
    /// The depth, in decisions from the root (the depth profile's), of the node the last
    /// event was about: the current node, or for a Remove the node taken back. The
    /// status bar names an event's depth by it, as the tree draws that node.
    int eventDepth() const { return eventDepth_; }
    /// A Done event arrived: every node is closed.
    bool finished() const { return finished_; }

    // ---- The events, for a recording's cursor ----

    /// Keeps each event's node and each node's event from now on (the window's tree, for
    /// a recording's cursor); off by default, since a merge streams tens of millions of
    /// events through its builders. Set before the first record.
    void keepEvents() { keepEvents_ = true; }
    /// Events applied so far while they were kept.
    std::uint64_t eventCount() const { return nodeOfEvent_.size(); }
    /// The current node after event `k` (k < eventCount()): the stored node, or the
    /// stored ancestor that counts it.
    std::uint32_t nodeOfEvent(std::uint64_t k) const { return nodeOfEvent_[static_cast<std::size_t>(k)]; }
    /// `eventDepth()` after event `k`.
    int depthOfEvent(std::uint64_t k) const { return depthOfEvent_[static_cast<std::size_t>(k)]; }
    /// The event that made `node`: the first one after its record (its Try or Place),
    /// which may not have come yet (then eventCount()).
    std::uint64_t eventOfNode(std::uint32_t node) const { return eventOfNode_[node]; }
    /// Draws the path to event `k`'s node as the current one instead of the run's own
    /// (the cursor of a recording stepped back); none: the run's own again.
    void showEvent(std::optional<std::uint64_t> k);
    std::optional<std::uint64_t> shownEvent() const { return shownEvent_; }
    /// The path drawn as current, root first, and its last node.
    const std::vector<std::uint32_t>& shownPath() const { return shownEvent_ ? shownPath_ : storedPath_; }
    std::uint32_t shownNode() const { return shownPath().back(); }
    bool onShownPath(std::uint32_t node) const;
    /// The current path, root first.
    std::span<const PathEntry> path() const { return path_; }
    /// Adds `count` nodes below the tip, counted and not stored (held by the deepest
    /// stored node of the path): how a merged tree draws a subtree as one triangle.
    void countBelow(std::uint64_t count) { countBelowPath(count); }

private:
    using Entry = PathEntry;

    void enter(int depth, bool counted);
    void summarise(const Event& record);
    /// Closes the path's entries at `depth` or deeper; the tip is then the new child's
    /// parent, marked as having one.
    void closeForChild(int depth);
    /// Stores a child of the path's tip (making room when the tree is full); kNone when it
    /// is below the kept depth.
    std::uint32_t appendChild();
    /// Adds `count` to the nodes the deepest stored node of the path counts below it.
    void countBelowPath(std::uint64_t count);
    void onEvent(const Event& e);
    void label(Entry& entry, const Event& e);
    void setFate(Entry& entry, NodeFate fate, const Event& e);
    void markSolutionBelow();
    void closeTo(std::size_t keep);  ///< closes path entries from the tip until `keep` remain
    void closeEntry(const Entry& entry);
    void rebuildStoredPath();
    /// After a compaction: the events' nodes and the nodes' events in the new numbering.
    void renumberEvents(const std::vector<std::uint32_t>& renumbered);

    SearchTree tree_;
    TreeTotals totals_;
    std::vector<Summary> summaries_;
    std::vector<Entry> path_;
    std::vector<std::uint32_t> storedPath_;
    std::optional<Event> pending_;
    bool keepEvents_ = false;
    std::vector<std::uint32_t> nodeOfEvent_;
    std::vector<std::int16_t> depthOfEvent_;
    std::vector<std::uint64_t> eventOfNode_{0};  ///< by stored node; the root's is the first event
    std::optional<std::uint64_t> shownEvent_;
    std::vector<std::uint32_t> shownPath_;
    TreeObserver* observer_ = nullptr;
    std::uint32_t summaryNode_ = SearchTree::kNone;  ///< the summary the last records filled
    bool finished_ = false;
    int eventDepth_ = 0;
};

/// Follows a builder's path (`TreeBuilder::setObserver`).
class TreeObserver {
public:
    virtual ~TreeObserver() = default;
    /// A node was counted (or given) at the tip of `path`: its parent will not be named
    /// again from now on.
    virtual void opened(std::span<const TreeBuilder::PathEntry> path) = 0;
    /// The tip of `path` closes: its name and its fate are final.
    virtual void closing(std::span<const TreeBuilder::PathEntry> path) = 0;
};

}  // namespace pw
