#include "tree_builder.h"

#include <algorithm>

namespace pw {

TreeBuilder::TreeBuilder(std::size_t cap, int keptDepth) : tree_(cap, keptDepth) {
    path_.push_back({0, 0});
    storedPath_.push_back(0);
}

bool TreeBuilder::onPath(std::uint32_t node) const {
    return std::binary_search(storedPath_.begin(), storedPath_.end(), node);
}

bool TreeBuilder::onShownPath(std::uint32_t node) const {
    const std::vector<std::uint32_t>& path = shownPath();
    return std::binary_search(path.begin(), path.end(), node);
}

void TreeBuilder::showEvent(std::optional<std::uint64_t> k) {
    if (k && *k >= eventCount()) k.reset();
    shownEvent_ = k;
    shownPath_.clear();
    if (k) shownPath_ = tree_.pathTo(nodeOfEvent(*k));
}

void TreeBuilder::apply(const TreeRecord& record) {
    if (record.kind != TreeRecord::Kind::Summary) summaryNode_ = SearchTree::kNone;
    switch (record.kind) {
    case TreeRecord::Kind::Event:
        onEvent(record.event);
        if (keepEvents_) {
            nodeOfEvent_.push_back(currentNode());
            depthOfEvent_.push_back(static_cast<std::int16_t>(eventDepth_));
        }
        break;
    case TreeRecord::Kind::Node: enter(record.event.depth, true); break;
    case TreeRecord::Kind::Given: enter(record.event.depth, false); break;
    case TreeRecord::Kind::Summary: summarise(record.event); break;
    }
}

void TreeBuilder::enter(int depth, bool counted) {
    finished_ = false;
    if (depth < 0) depth = 0;
    if (counted) {
        const auto d = static_cast<std::size_t>(depth);
        if (d >= totals_.perDepth.size()) totals_.perDepth.resize(d + 1, 0);
        ++totals_.perDepth[d];
        ++totals_.nodes;
    }
    if (depth == 0) {  // the root itself is counted (a search that starts over)
        closeTo(1);
        return;
    }
    closeForChild(depth);
    const std::uint32_t index = appendChild();
    if (index == SearchTree::kNone) {
        if (counted) countBelowPath(1);
    } else if (!counted) {
        tree_.node(index).set(TreeNode::kUncounted);
    }
    path_.push_back({index, depth});
    path_.back().counted = counted;
    if (index != SearchTree::kNone) storedPath_.push_back(index);
    if (pending_) {
        label(path_.back(), *pending_);
        pending_.reset();
    }
    if (observer_) observer_->opened(path_);
}

void TreeBuilder::summarise(const Event& record) {
    const std::uint64_t count = record.aux > 0 ? static_cast<std::uint64_t>(record.aux) : 0;
    const int depth = std::max<int>(record.depth, 0);
    const auto d = static_cast<std::size_t>(depth);
    for (std::vector<std::uint64_t>* v : {&totals_.perDepth, &totals_.summarisedPerDepth})
        if (d >= v->size()) v->resize(d + 1, 0);
    totals_.perDepth[d] += count;
    totals_.summarisedPerDepth[d] += count;
    totals_.nodes += count;
    totals_.summarised += count;
    if (record.value == 1 || summaries_.empty()) {
        // A new summary: one closed node under the path's node above its shallowest depth.
        finished_ = false;
        pending_.reset();
        summaries_.push_back({static_cast<SummaryKind>(record.cell), record.line, 0, {}});
        closeForChild(std::max(depth, 1));
        summaryNode_ = appendChild();
        if (summaryNode_ != SearchTree::kNone) {
            TreeNode& n = tree_.node(summaryNode_);
            n.set(TreeNode::kUncounted);
            n.set(TreeNode::kCountsBelow);
            n.set(TreeNode::kClosed);
            n.cell = TreeNode::kSummaryCell;
            n.value = static_cast<std::int32_t>(summaries_.size() - 1);
            n.eventDepth = static_cast<std::int16_t>(depth);
            if (record.line >= 0 && record.line < 0xFF) n.line = static_cast<std::uint8_t>(record.line);
        }
    }
    Summary& summary = summaries_.back();
    if (d >= summary.perDepth.size()) summary.perDepth.resize(d + 1, 0);
    summary.perDepth[d] += count;
    summary.nodes += count;
    if (summaryNode_ == SearchTree::kNone) {
        countBelowPath(count);
    } else {
        TreeNode& n = tree_.node(summaryNode_);
        n.extent = static_cast<std::uint32_t>(std::min<std::uint64_t>(n.extent + count, SearchTree::kNone - 1));
    }
}

void TreeBuilder::closeForChild(int depth) {
    std::size_t keep = path_.size();
    while (keep > 1 && path_[keep - 1].depth >= depth) --keep;
    closeTo(keep);
    Entry& parent = path_.back();
    parent.hasChild = true;
    if (parent.node != SearchTree::kNone) tree_.node(parent.node).set(TreeNode::kHasChild);
}

std::uint32_t TreeBuilder::appendChild() {
    const int structural = static_cast<int>(path_.size());  // root = 0
    if (structural > tree_.keptDepth() || path_.back().node == SearchTree::kNone) return SearchTree::kNone;
    if (tree_.size() >= tree_.cap()) {
        std::vector<std::uint32_t> renumbered;
        tree_.compact(storedPath_, &renumbered);
        for (std::size_t i = 0; i < path_.size(); ++i)
            path_[i].node = i < storedPath_.size() ? storedPath_[i] : SearchTree::kNone;
        rebuildStoredPath();
        if (keepEvents_) renumberEvents(renumbered);
    }
    if (path_.back().node == SearchTree::kNone) return SearchTree::kNone;
    const std::uint32_t index = tree_.append(structural);
    if (keepEvents_ && index != SearchTree::kNone) eventOfNode_.push_back(eventCount());
    return index;
}

void TreeBuilder::countBelowPath(std::uint64_t count) {
    // Counted only: the deepest stored node of the path holds the count.
    for (std::size_t i = path_.size(); i-- > 0;)
        if (path_[i].node != SearchTree::kNone) {
            TreeNode& holder = tree_.node(path_[i].node);
            holder.set(TreeNode::kCountsBelow);
            holder.set(TreeNode::kHasChild);
            holder.extent = static_cast<std::uint32_t>(std::min<std::uint64_t>(holder.extent + count, SearchTree::kNone - 1));
            return;
        }
}

void TreeBuilder::onEvent(const Event& e) {
    Entry& tip = path_.back();
    const bool atRoot = path_.size() == 1;
    eventDepth_ = tip.depth;
    switch (e.kind) {
    case EventKind::Try:
    case EventKind::Place:
        if (!atRoot && (!tip.labelled || (tip.cell < 0 && e.cell >= 0) || (tip.cell >= 0 && e.cell == tip.cell))) {
            label(tip, e);
        } else if (e.cell >= 0) {
            pending_ = e;
        } else {
            pending_.reset();
        }
        break;
    case EventKind::Reject: setFate(tip, NodeFate::Rejected, e); break;
    case EventKind::Cut: setFate(tip, NodeFate::Cut, e); break;
    case EventKind::Solution:
        if (!atRoot && !tip.labelled && e.cell >= 0) label(tip, e);
        if (tip.fate != NodeFate::Solution) ++totals_.solutions;
        setFate(tip, NodeFate::Solution, e);
        markSolutionBelow();
        break;
    case EventKind::Remove: {
        pending_.reset();
        if (e.cell < 0) break;
        for (std::size_t i = path_.size(); i-- > 1;)
            if (path_[i].labelled && path_[i].cell == e.cell && path_[i].value == e.value) {
                eventDepth_ = path_[i].depth;
                closeTo(i);
                break;
            }
        break;
    }
    case EventKind::Done:
        closeTo(1);
        closeEntry(path_.front());
        finished_ = true;
        break;
    case EventKind::Bound: break;
    }
}

void TreeBuilder::label(Entry& entry, const Event& e) {
    entry.labelled = true;
    entry.eventDepth = e.depth;
    if (e.line >= 0) entry.line = e.line;
    entry.cell = e.cell;
    entry.value = e.cell >= 0 ? e.value
                              : static_cast<std::int32_t>(std::clamp<std::int64_t>(e.aux, INT32_MIN, INT32_MAX));
    if (entry.node == SearchTree::kNone) return;
    TreeNode& n = tree_.node(entry.node);
    n.set(TreeNode::kLabelled);
    n.cell = entry.cell;
    n.value = entry.value;
    n.eventDepth = e.depth;
    if (e.line >= 0 && e.line < 0xFF) n.line = static_cast<std::uint8_t>(e.line);
}

void TreeBuilder::setFate(Entry& entry, NodeFate fate, const Event& e) {
    if (entry.fate == NodeFate::Solution) return;  // a solution stays one
    entry.fate = fate;
    if (e.line >= 0) entry.line = e.line;
    if (entry.node == SearchTree::kNone) return;
    TreeNode& n = tree_.node(entry.node);
    n.setFate(fate);
    if (e.line >= 0 && e.line < 0xFF) n.line = static_cast<std::uint8_t>(e.line);
}

void TreeBuilder::markSolutionBelow() {
    for (std::size_t i = path_.size(); i-- > 0;) {
        if (path_[i].solutionBelow) break;
        path_[i].solutionBelow = true;
        if (path_[i].node != SearchTree::kNone) tree_.node(path_[i].node).set(TreeNode::kSolutionBelow);
    }
}

void TreeBuilder::closeTo(std::size_t keep) {
    while (path_.size() > keep) {
        if (observer_) observer_->closing(path_);
        closeEntry(path_.back());
        if (path_.back().node != SearchTree::kNone) storedPath_.pop_back();
        path_.pop_back();
    }
}

void TreeBuilder::closeEntry(const Entry& entry) {
    if (!entry.hasChild && path_.size() > 1 && entry.counted) {
        ++totals_.leaves;
        if (entry.fate == NodeFate::Cut) ++totals_.cuts;
        else if (entry.fate != NodeFate::Solution) ++totals_.deadEnds;
    }
    if (entry.node == SearchTree::kNone) return;
    TreeNode& n = tree_.node(entry.node);
    if (n.has(TreeNode::kClosed)) return;
    n.set(TreeNode::kClosed);
    if (!n.has(TreeNode::kCountsBelow)) n.extent = static_cast<std::uint32_t>(tree_.size());
}

void TreeBuilder::renumberEvents(const std::vector<std::uint32_t>& renumbered) {
    for (std::uint32_t& node : nodeOfEvent_) node = renumbered[node];
    // A dropped node's event goes to the node that now counts it, which came before it.
    std::vector<std::uint64_t> events(tree_.size(), ~std::uint64_t{0});
    for (std::size_t old = 0; old < renumbered.size(); ++old) {
        std::uint64_t& e = events[renumbered[old]];
        if (e == ~std::uint64_t{0}) e = eventOfNode_[old];
    }
    eventOfNode_ = std::move(events);
    if (shownEvent_) showEvent(shownEvent_);
}

void TreeBuilder::rebuildStoredPath() {
    storedPath_.clear();
    for (const Entry& e : path_)
        if (e.node != SearchTree::kNone) storedPath_.push_back(e.node);
}

}  // namespace pw
