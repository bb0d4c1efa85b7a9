#include "merged_tree.h"

#include <algorithm>

namespace pw {

namespace {

constexpr std::uint32_t kNone = SearchTree::kNone;

bool sameDecision(const TreeNode& node, const TreeBuilder::PathEntry& entry) {
    return node.has(TreeNode::kLabelled) == entry.labelled && node.cell == entry.cell && node.value == entry.value;
}

EventKind kindOf(NodeFate fate) {
    switch (fate) {
    case NodeFate::Solution: return EventKind::Solution;
    case NodeFate::Rejected: return EventKind::Reject;
    case NodeFate::Cut: return EventKind::Cut;
    case NodeFate::None: break;
    }
    return EventKind::Place;
}

}  // namespace

Event decisionOf(const TreeBuilder::PathEntry& entry) {
    Event e;
    e.kind = kindOf(entry.fate);
    e.line = static_cast<std::int16_t>(entry.line);
    e.depth = static_cast<std::int16_t>(entry.eventDepth);
    e.cell = entry.cell;
    e.value = entry.cell >= 0 ? entry.value : 0;
    e.aux = entry.cell >= 0 ? 0 : entry.value;
    return e;
}

TreeMerger::TreeMerger(const TreeBuilder& second, int skipLine, TreeBuilder* display)
    : second_(second), tree_(second.tree()), skipLine_(skipLine), display_(display), first_(64, 0) {
    first_.setObserver(this);
    Frame root;
    root.match = 0;
    root.settled = true;
    root.cursor = 1;
    frames_.push_back(root);
    matched_.assign(tree_.size(), false);
    matched_[0] = true;
    if (tree_.truncated()) mismatch_ = MergeMismatch::SecondTooLarge;
    for (std::uint32_t i = 1; i < tree_.size() && mismatch_ == MergeMismatch::None; ++i) {
        const TreeNode& n = tree_.node(i);
        if (n.isSummary()) mismatch_ = MergeMismatch::UntracedWork;
        else if (n.isGiven()) mismatch_ = MergeMismatch::GivenDecisions;
    }
}

void TreeMerger::onEvent(const Event& event, std::span<const int>) {
    first_.apply({event, TreeRecord::Kind::Event});
}

void TreeMerger::onNode(int depth) {
    if (depth <= 0) ++firstRoots_;
    first_.apply(TreeRecord::node(depth));
}

void TreeMerger::onGiven(int depth) {
    if (mismatch_ == MergeMismatch::None) fail(MergeMismatch::GivenDecisions, first_.path(), first_.path().size() - 1);
    first_.apply(TreeRecord::given(depth));
}

void TreeMerger::onSummary(const WorkSummary& summary) {
    if (mismatch_ == MergeMismatch::None) fail(MergeMismatch::UntracedWork, first_.path(), first_.path().size() - 1);
    first_.apply(TreeRecord::summary(summary));
}

void TreeMerger::finish() {
    if (finished_) return;
    finished_ = true;
    // The root closes last: what the second visits under it and the first never reached.
    if (mismatch_ == MergeMismatch::None) {
        Frame& root = frames_.front();
        secondOnly(root.cursor, tree_.end(0), 1);
        if (root.anyChild && tree_.hasStoredChildren(0) && !root.anyMatch)
            fail(MergeMismatch::NoCommonDecision, first_.path(), 0);
    }
    const std::uint64_t secondRoots = second_.totals().perDepth.empty() ? 0 : second_.totals().perDepth[0];
    const std::uint64_t bothRoots = std::min(firstRoots_, secondRoots);
    counts_.both += bothRoots;
    counts_.onlyFirst += firstRoots_ - bothRoots;
    counts_.onlySecond += secondRoots - bothRoots;
    if (display_) {
        Event done;
        done.kind = EventKind::Done;
        display_->apply({done, TreeRecord::Kind::Event});
    }
}

void TreeMerger::opened(std::span<const TreeBuilder::PathEntry> path) {
    const std::size_t k = path.size() - 1;
    frames_.resize(k);  // what closed is gone already; this only guards the invariant
    if (mismatch_ == MergeMismatch::None && !frames_[k - 1].settled) settle(path, k - 1);
    frames_.emplace_back();
    if (mismatch_ != MergeMismatch::None) return;
    Frame& parent = frames_[k - 1];
    parent.anyChild = true;
    if (parent.match != kNone) return;  // named later, when final
    // Inside a ghost: counted for its root, never looked up.
    Frame& self = frames_[k];
    self.settled = true;
    if (path[k].counted) ++counts_.onlyFirst;
    Frame& root = frames_[ghostRoot_];
    if (path[k].counted) ++root.ghostNodes;
    root.ghostHeight = std::max(root.ghostHeight, static_cast<int>(k - ghostRoot_));
}

void TreeMerger::settle(std::span<const TreeBuilder::PathEntry> path, std::size_t k) {
    Frame& self = frames_[k];
    Frame& parent = frames_[k - 1];
    self.settled = true;
    const TreeBuilder::PathEntry& entry = path[k];
    const std::uint32_t p = parent.match;
    const std::uint32_t last = tree_.end(p);
    // Its match is the first child of the parent's match with its name that no node took:
    // the k-th time a decision comes back is matched with the other's k-th time. The
    // search starts after the last child matched, where a version in the same order has it.
    std::uint32_t found = kNone;
    for (std::uint32_t c = parent.cursor; c < last; c = tree_.end(c))
        if (!matched_[c] && sameDecision(tree_.node(c), entry)) {
            found = c;
            break;
        }
    if (found == kNone) {
        for (std::uint32_t c = p + 1; c < parent.cursor && c < last; c = tree_.end(c))
            if (!matched_[c] && sameDecision(tree_.node(c), entry)) {
                fail(MergeMismatch::DifferentOrder, path, k);
                return;
            }
        // A ghost: the first version's subtree from here on is its own.
        self.ghostRoot = true;
        self.ghostNodes = entry.counted ? 1 : 0;
        counts_.onlyFirst += self.ghostNodes;
        ghostRoot_ = k;
        return;
    }
    secondOnly(parent.cursor, found, k);
    matched_[found] = true;
    parent.cursor = tree_.end(found);
    parent.anyMatch = true;
    parent.displayBranch = true;
    self.match = found;
    self.cursor = found + 1;
    if (entry.counted) ++counts_.both;
    if (display_) {
        Event label = decisionOf(entry);
        const TreeNode& node = tree_.node(found);
        label.line = node.line == 0xFF ? std::int16_t{-1} : static_cast<std::int16_t>(node.line);
        show(k, label, node.fate(), Visit::Both, 1);
    }
}

void TreeMerger::closing(std::span<const TreeBuilder::PathEntry> path) {
    const std::size_t k = path.size() - 1;
    if (mismatch_ == MergeMismatch::None && !frames_[k].settled) settle(path, k);
    if (mismatch_ == MergeMismatch::None) {
        Frame& self = frames_[k];
        if (self.ghostRoot) {
            ++counts_.ghosts;
            Ghost ghost;
            ghost.nodes = self.ghostNodes;
            ghost.height = self.ghostHeight;
            ghost.line = refusalLine(frames_[k - 1].match, ghost.byEvent);
            Frame& parent = frames_[k - 1];
            if (display_ && !tree_.hasStoredChildren(parent.match)) {
                parent.groupedGhosts += ghost.nodes;
                parent.groupLine = ghost.line;
            } else if (display_) {
                Event label = decisionOf(path[k]);
                label.line = static_cast<std::int16_t>(ghost.line);
                show(k, label, NodeFate::None, Visit::OnlyFirst, ghost.nodes);
            }
            if (ghostListener_) {
                for (std::size_t i = 1; i <= k; ++i) ghost.decisions.push_back(decisionOf(path[i]));
                ghostListener_(ghost);
            }
        } else if (self.match != kNone) {
            if (self.groupedGhosts > 0) showGroup(k + 1, self.groupLine, self.groupedGhosts);
            secondOnly(self.cursor, tree_.end(self.match), k + 1);
            if (self.anyChild && tree_.hasStoredChildren(self.match) && !self.anyMatch)
                fail(MergeMismatch::NoCommonDecision, path, k);
            // A node whose children shown are all ghosts keeps the shape of its fate in
            // the second version (a refused queen stays a red square), ghosts under it.
            if (display_ && !self.displayBranch && k < display_->path().size()) {
                const std::uint32_t shown = display_->path()[k].node;
                if (shown != kNone) display_->tree().node(shown).set(TreeNode::kHasChild, false);
            }
        }
    }
    frames_.resize(k);
}

void TreeMerger::secondOnly(std::uint32_t from, std::uint32_t to, std::size_t depth) {
    for (std::uint32_t c = from; c < to; c = tree_.end(c)) {
        if (matched_[c]) continue;
        const std::uint64_t count = tree_.subtreeCount(c);
        counts_.onlySecond += count;
        ++counts_.secondOnlySubtrees;
        if (display_) show(depth, tree_.decision(c), tree_.node(c).fate(), Visit::OnlySecond, count);
    }
}

int TreeMerger::refusalLine(std::uint32_t parent, bool& byEvent) const {
    // A cut is about what lies below the node; a rejection is about the node itself, so
    // it names the refusal only where the second version went no further (a rejected
    // node with children was refused something else: the empty set of presses at the root).
    const TreeNode& p = tree_.node(parent);
    const bool refused = p.fate() == NodeFate::Cut || (p.fate() == NodeFate::Rejected && !tree_.hasStoredChildren(parent));
    if (refused && p.line != 0xFF) {
        byEvent = true;
        return p.line;
    }
    byEvent = false;
    return skipLine_;
}

void TreeMerger::fail(MergeMismatch why, std::span<const TreeBuilder::PathEntry> path, std::size_t k) {
    if (mismatch_ != MergeMismatch::None) return;
    mismatch_ = why;
    mismatchPath_.clear();
    for (std::size_t i = 1; i <= k && i < path.size(); ++i) mismatchPath_.push_back(decisionOf(path[i]));
}

void TreeMerger::showGroup(std::size_t depth, int line, std::uint64_t count) {
    // No decision names it: it stands for all the first version did below its parent.
    display_->apply(TreeRecord::node(static_cast<int>(depth)));
    if (count > 1) display_->countBelow(count - 1);
    const std::uint32_t shown = display_->path().back().node;
    if (shown == kNone) return;
    display_->tree().setMark(shown, static_cast<std::uint8_t>(Visit::OnlyFirst));
    display_->tree().node(shown).line = line >= 0 && line < 0xFF ? static_cast<std::uint8_t>(line) : std::uint8_t{0xFF};
}

void TreeMerger::show(std::size_t depth, const Event& label, NodeFate fate, Visit visit, std::uint64_t count) {
    display_->apply(TreeRecord::node(static_cast<int>(depth)));
    Event place = label;
    place.kind = EventKind::Place;
    display_->apply({place, TreeRecord::Kind::Event});
    if (fate != NodeFate::None) {
        Event end = label;
        end.kind = kindOf(fate);
        display_->apply({end, TreeRecord::Kind::Event});
    }
    if (count > 1) display_->countBelow(count - 1);
    const std::uint32_t shown = display_->path().back().node;
    if (shown != kNone) display_->tree().setMark(shown, static_cast<std::uint8_t>(visit));
}

std::vector<VisitTally> tallyVisits(const SearchTree& display) {
    const auto size = static_cast<std::uint32_t>(display.size());
    std::vector<VisitTally> tally(size);
    std::vector<std::uint32_t> parent(size, 0);
    std::vector<std::uint32_t> open{0};
    for (std::uint32_t i = 1; i < size; ++i) {
        while (open.size() > 1 && display.end(open.back()) <= i) open.pop_back();
        parent[i] = open.back();
        open.push_back(i);
        const TreeNode& n = display.node(i);
        const std::uint64_t count = (n.has(TreeNode::kUncounted) ? 0 : 1) + (n.has(TreeNode::kCountsBelow) ? n.extent : 0);
        switch (static_cast<Visit>(display.mark(i))) {
        case Visit::Both: tally[i].both = count; break;
        case Visit::OnlyFirst: tally[i].onlyFirst = count; break;
        case Visit::OnlySecond: tally[i].onlySecond = count; break;
        }
    }
    for (std::uint32_t i = size; i-- > 1;) tally[parent[i]] += tally[i];
    return tally;
}

}  // namespace pw
