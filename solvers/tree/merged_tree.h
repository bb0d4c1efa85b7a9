#pragma once
/// The merge of two versions' search trees on one board: which nodes both visit, which
/// only the first visits (the *ghosts*: what the second version's idea cut), and which only
/// the second visits.
///
/// **Identity.** A node is named by the decisions on its path: the cell and value of the
/// event that named each node from the root down (a queen on a square, a digit in a cell,
/// a press), as `TreeBuilder` labels them from the solvers' data. Two nodes are the same
/// node when their paths name the same decisions. When the same decision comes back under
/// the same parent (a search that starts over: lights out's one press, then two, …; the
/// shading grid's second phase), its k-th time in one tree is its k-th time in the other.
///
/// **How.** The second version's tree is held whole (a `TreeBuilder`, 16 bytes a node).
/// The first version's run is traced into a `TreeMerger`, which follows its path with a
/// builder that stores nothing else, and looks each node up, once named, among the children
/// of its parent's match. A node with no match roots a ghost subtree: counted, not stored.
/// The second's nodes that no node of the first matched are the nodes only it visits. So
/// the first run may be as large as time allows; the memory is the second's tree, plus the
/// display tree when one is asked for (at most its cap).
///
/// **Honesty.** A merge means something only when both versions decide the same things in
/// the same order. It is refused, with the reason (`MergeMismatch`), when the registry
/// gives them different decision spaces, when a tree holds decisions taken as given or
/// work it does not trace, when at a node both go deeper on no decision in common, or when
/// they meet the same decisions in another order: the two trees are then shown side by
/// side, never matched by guess.
///
/// **Why a ghost.** The second version refused a ghost at the ghost's parent, a node both
/// visit: by the Cut it gave that node, or the Reject of a node it went no further below
/// (that event's line), or else, where it passes over a decision without a node or an
/// event (a number in use, a press before the last one), at its `skipLine`.
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "core/tracer.h"
#include "tree_builder.h"

namespace pw {

/// Which versions visit a node of the merged display tree (its `SearchTree::mark`).
enum class Visit : std::uint8_t { Both = 0, OnlyFirst = 1, OnlySecond = 2 };

/// Why two trees are not merged.
enum class MergeMismatch : std::uint8_t {
    None,
    DecisionSpaces,    ///< the registry gives the versions different decision spaces
    GivenDecisions,    ///< a tree holds decisions taken as given (queens.v4's tasks)
    UntracedWork,      ///< a tree holds nodes of work it does not trace (a table filled first)
    NoCommonDecision,  ///< at a node both visit, both go deeper and share no decision
    DifferentOrder,    ///< both meet the same decisions, in another order
    SecondTooLarge,    ///< the second version's tree passed the nodes a merge holds
};

struct MergeCounts {
    std::uint64_t both = 0;        ///< nodes both versions visit (counted nodes: the counters' `nodes`)
    std::uint64_t onlyFirst = 0;   ///< nodes only the first visits, counted one by one
    std::uint64_t onlySecond = 0;  ///< nodes only the second visits
    std::uint64_t ghosts = 0;      ///< subtrees only the first visits (each as large as it can be)
    std::uint64_t secondOnlySubtrees = 0;
};

/// A subtree only the first version visits, as the merge met it.
struct Ghost {
    std::vector<Event> decisions;  ///< the decisions from the root down to its root, its own last
    std::uint64_t nodes = 0;       ///< nodes in it, its root included
    int height = 0;                ///< levels below its root (0: a single node)
    int line = -1;                 ///< the second version's pseudo-code line that refused it; -1: none says
    bool byEvent = false;          ///< the line is that of the second's Reject or Cut at the parent (else its skipLine)
};

/// The first version's run is traced into it (it is its `StepTracer`), against the second
/// version's whole tree, built before.
class TreeMerger final : public StepTracer, private TreeObserver {
public:
    /// `second`: the second version's tree, its run done; `skipLine`: that version's
    /// `AlgorithmInfo::skipLine`. `display`, when given, receives the merged tree as a
    /// builder's records, each node marked with its `Visit`, ghosts and the second's own
    /// subtrees as one node each holding their count.
    TreeMerger(const TreeBuilder& second, int skipLine, TreeBuilder* display = nullptr);

    /// Called for each ghost once its subtree is done (tests check every one).
    void setGhostListener(std::function<void(const Ghost&)> listener) { ghostListener_ = std::move(listener); }

    void onEvent(const Event& event, std::span<const int> state) override;
    void onNode(int depth) override;
    void onGiven(int depth) override;
    void onSummary(const WorkSummary& summary) override;

    /// After the first version's run: closes the root (what only the second visits under
    /// it), adds the root's own counts, ends the display tree. Once; then:
    void finish();
    /// The counts (meaningful when there is no mismatch).
    const MergeCounts& counts() const { return counts_; }
    MergeMismatch mismatch() const { return mismatch_; }
    /// Where the mismatch was found: the decisions from the root down to the node.
    const std::vector<Event>& mismatchPath() const { return mismatchPath_; }
    /// The nodes the first version's run counted (its counters' `nodes`).
    std::uint64_t firstNodes() const { return first_.totals().nodes; }
    /// A Done event arrived.
    bool finished() const { return first_.finished(); }

private:
    /// What the merge knows of a node of the first version's path.
    struct Frame {
        std::uint32_t match = SearchTree::kNone;  ///< the second's node; kNone inside a ghost
        bool settled = false;    ///< its name is final and it was looked up
        bool ghostRoot = false;  ///< it roots a ghost subtree
        bool anyChild = false;   ///< the first version went below it
        bool anyMatch = false;   ///< one of its children matched
        bool displayBranch = false;  ///< a child it shows is not a ghost
        std::uint32_t cursor = 0;    ///< the second's child after the last one matched
        std::uint64_t ghostNodes = 0;
        int ghostHeight = 0;
        /// Ghosts under a node the second visits and goes no further below: drawn as one.
        std::uint64_t groupedGhosts = 0;
        int groupLine = -1;
    };

    void opened(std::span<const TreeBuilder::PathEntry> path) override;
    void closing(std::span<const TreeBuilder::PathEntry> path) override;
    void settle(std::span<const TreeBuilder::PathEntry> path, std::size_t k);
    /// The second's siblings from `from` up to (not with) `to` that no node matched: nodes
    /// only the second visits, shown at `depth`.
    void secondOnly(std::uint32_t from, std::uint32_t to, std::size_t depth);
    void fail(MergeMismatch why, std::span<const TreeBuilder::PathEntry> path, std::size_t k);
    int refusalLine(std::uint32_t parent, bool& byEvent) const;

    /// The display tree: a node at `depth` (structural, root 0) named like `label`,
    /// holding `count` nodes with itself.
    void show(std::size_t depth, const Event& label, NodeFate fate, Visit visit, std::uint64_t count);
    /// One unnamed ghost node for every ghost under a node the second refused.
    void showGroup(std::size_t depth, int line, std::uint64_t count);

    const TreeBuilder& second_;
    const SearchTree& tree_;
    int skipLine_;
    TreeBuilder* display_;
    TreeBuilder first_;
    std::vector<Frame> frames_;
    std::vector<bool> matched_;  ///< per node of the second's tree
    MergeCounts counts_;
    std::uint64_t firstRoots_ = 0;  ///< times the first version counted the root
    std::size_t ghostRoot_ = 0;     ///< the frame of the ghost the path is in
    bool finished_ = false;
    MergeMismatch mismatch_ = MergeMismatch::None;
    std::vector<Event> mismatchPath_;
    std::function<void(const Ghost&)> ghostListener_;
};

/// The nodes of each kind in a subtree of a merged display tree: its stored nodes and the
/// counts its ghosts and the second's own subtrees hold (nodes counted only, past the
/// display's cap, go with their holder's kind).
struct VisitTally {
    std::uint64_t both = 0, onlyFirst = 0, onlySecond = 0;
    VisitTally& operator+=(const VisitTally& o) {
        both += o.both;
        onlyFirst += o.onlyFirst;
        onlySecond += o.onlySecond;
        return *this;
    }
};

/// Every node's tally (its own subtree), in one pass over the tree.
std::vector<VisitTally> tallyVisits(const SearchTree& display);

/// The decision a path entry names, as an event (for a board: `BoardView::stateAfter`).
Event decisionOf(const TreeBuilder::PathEntry& entry);

}  // namespace pw
