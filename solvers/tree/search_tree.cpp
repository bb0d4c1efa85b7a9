#include "search_tree.h"

#include <algorithm>

namespace pw {

SearchTree::SearchTree(std::size_t cap, int keptDepth)
    : cap_(std::max<std::size_t>(cap, 16)), keptDepth_(std::clamp(keptDepth, 0, kAllDepths)) {
    nodes_.reserve(std::min<std::size_t>(cap_, 4096));
    nodes_.push_back(TreeNode{});
    storedPerDepth_.push_back(1);
}

std::uint32_t SearchTree::end(std::uint32_t i) const {
    const TreeNode& n = nodes_[i];
    if (n.has(TreeNode::kCountsBelow)) return i + 1;
    if (n.has(TreeNode::kClosed)) return n.extent;
    return static_cast<std::uint32_t>(nodes_.size());
}

std::uint64_t SearchTree::subtreeCount(std::uint32_t i) const {
    const std::uint32_t last = end(i);
    std::uint64_t count = last - i;
    for (std::uint32_t j = i; j < last; ++j) {
        if (nodes_[j].has(TreeNode::kCountsBelow)) count += nodes_[j].extent;
        if (j != 0 && nodes_[j].has(TreeNode::kUncounted)) --count;
    }
    return count;
}

std::vector<std::uint32_t> SearchTree::pathTo(std::uint32_t i) const {
    std::vector<std::uint32_t> path{0};
    std::uint32_t at = 0;
    while (at != i && i < nodes_.size()) {
        std::uint32_t child = at + 1;
        while (child < nodes_.size() && end(child) <= i) child = end(child);
        if (child >= nodes_.size() || child > i) break;
        path.push_back(child);
        at = child;
    }
    return path;
}

Event SearchTree::decision(std::uint32_t i) const {
    const TreeNode& n = nodes_[i];
    Event e;
    switch (n.fate()) {
    case NodeFate::Solution: e.kind = EventKind::Solution; break;
    case NodeFate::Rejected: e.kind = EventKind::Reject; break;
    case NodeFate::Cut: e.kind = EventKind::Cut; break;
    case NodeFate::None: e.kind = EventKind::Place; break;
    }
    e.line = n.line == 0xFF ? std::int16_t{-1} : static_cast<std::int16_t>(n.line);
    e.depth = n.eventDepth;
    e.cell = n.cell;
    e.value = n.cell >= 0 ? n.value : 0;
    e.aux = n.cell >= 0 ? 0 : n.value;
    return e;
}

std::size_t SearchTree::memoryBytes() const {
    return nodes_.capacity() * sizeof(TreeNode) + marks_.capacity() + storedPerDepth_.capacity() * sizeof(std::uint32_t);
}

void SearchTree::setMark(std::uint32_t i, std::uint8_t mark) {
    if (marks_.size() < nodes_.size()) {
        if (mark == 0) return;
        marks_.reserve(nodes_.capacity());
        marks_.resize(nodes_.size(), 0);
    }
    marks_[i] = mark;
}

std::uint32_t SearchTree::append(int depth) {
    if (depth > keptDepth_ || nodes_.size() >= cap_) return kNone;
    if (nodes_.size() == nodes_.capacity()) nodes_.reserve(std::min(cap_, nodes_.capacity() * 2));
    nodes_.push_back(TreeNode{});
    if (!marks_.empty()) marks_.push_back(0);
    const auto d = static_cast<std::size_t>(depth);
    if (d >= storedPerDepth_.size()) storedPerDepth_.resize(d + 1, 0);
    ++storedPerDepth_[d];
    return static_cast<std::uint32_t>(nodes_.size() - 1);
}

void SearchTree::compact(std::vector<std::uint32_t>& path, std::vector<std::uint32_t>* renumbered) {
    // The deepest levels go first: keep the levels whose nodes fit in half the cap.
    std::size_t kept = 0;
    int limit = -1;
    for (std::size_t d = 0; d < storedPerDepth_.size(); ++d) {
        if (kept + storedPerDepth_[d] > cap_ / 2) break;
        kept += storedPerDepth_[d];
        limit = static_cast<int>(d);
    }
    limit = std::max(limit, 0);
    keptDepth_ = std::min(keptDepth_, limit);
    ++generation_;

    // One pass in preorder: a stack of the ancestors (old end, new index) gives each
    // node's depth; kept nodes move down, dropped ones are added to the count of their
    // ancestor at the kept depth.
    struct Frame {
        std::uint32_t oldEnd, newIndex;
    };
    std::vector<Frame> stack;
    std::uint32_t write = 0;
    std::size_t onPath = 0;
    const auto closeFrame = [&](const Frame& f) {
        if (f.newIndex == kNone) return;
        TreeNode& n = nodes_[f.newIndex];
        if (n.has(TreeNode::kClosed) && !n.has(TreeNode::kCountsBelow)) n.extent = write;
    };
    const auto size = static_cast<std::uint32_t>(nodes_.size());
    if (renumbered) renumbered->assign(size, kNone);
    for (std::uint32_t read = 0; read < size; ++read) {
        while (!stack.empty() && stack.back().oldEnd <= read) {
            closeFrame(stack.back());
            stack.pop_back();
        }
        const std::uint32_t oldEnd = end(read);
        const TreeNode n = nodes_[read];
        const bool keep = static_cast<int>(stack.size()) <= keptDepth_;
        const bool pathNode = onPath < path.size() && path[onPath] == read;
        if (keep) {
            nodes_[write] = n;
            if (!marks_.empty()) marks_[write] = marks_[read];
            if (static_cast<int>(stack.size()) == keptDepth_ && oldEnd > read + 1) {
                // Its stored children go: from now on it counts them.
                nodes_[write].set(TreeNode::kCountsBelow);
                nodes_[write].extent = n.has(TreeNode::kCountsBelow) ? n.extent : 0;
            }
            if (pathNode) path[onPath++] = write;
            if (renumbered) (*renumbered)[read] = write;
            stack.push_back({oldEnd, write});
            ++write;
        } else {
            const std::uint32_t holderIndex = stack[static_cast<std::size_t>(keptDepth_)].newIndex;
            TreeNode& holder = nodes_[holderIndex];
            if (renumbered) (*renumbered)[read] = holderIndex;
            const std::uint64_t dropped =
                (n.has(TreeNode::kUncounted) ? 0 : 1) + (n.has(TreeNode::kCountsBelow) ? n.extent : 0);
            holder.extent = static_cast<std::uint32_t>(std::min<std::uint64_t>(holder.extent + dropped, kNone - 1));
            if (pathNode) path[onPath++] = kNone;
            stack.push_back({oldEnd, kNone});
        }
    }
    while (!stack.empty()) {
        closeFrame(stack.back());
        stack.pop_back();
    }
    nodes_.resize(write);
    if (!marks_.empty()) marks_.resize(write);
    storedPerDepth_.resize(static_cast<std::size_t>(keptDepth_) + 1);
}

}  // namespace pw
