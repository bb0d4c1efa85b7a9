#include "tree_layout.h"

#include <algorithm>

namespace pw::ui {

namespace {

const std::vector<Extent> kLeafShape{{-TreeLayout::kLeafHalf, TreeLayout::kLeafHalf}};
const std::vector<Extent> kTriangleShape{{-TreeLayout::kTriangleHalf, TreeLayout::kTriangleHalf}};
const std::vector<Extent> kSummaryShape{{-TreeLayout::kTriangleHalf, TreeLayout::kSummaryRight}};

void mergeInto(std::vector<Extent>& into, const std::vector<Extent>& shape, float offset) {
    for (std::size_t l = 0; l < shape.size(); ++l) {
        const Extent e{shape[l].left + offset, shape[l].right + offset};
        if (l < into.size()) {
            into[l].left = std::min(into[l].left, e.left);
            into[l].right = std::max(into[l].right, e.right);
        } else {
            into.push_back(e);
        }
    }
}

}  // namespace

float placeBeside(const std::vector<Extent>& left, const std::vector<Extent>& right, float gap) {
    float offset = 0;
    bool first = true;
    const std::size_t levels = std::min(left.size(), right.size());
    for (std::size_t l = 0; l < levels; ++l) {
        const float needed = left[l].right - right[l].left + gap;
        offset = first ? needed : std::max(offset, needed);
        first = false;
    }
    return offset;
}

bool TreeLayout::defaultFolded(std::uint32_t node) const {
    if (foldRule_) return foldRule_(node);
    return !tree().node(node).has(TreeNode::kSolutionBelow);
}

bool TreeLayout::isFolded(std::uint32_t node) const {
    const TreeNode& n = tree().node(node);
    if (n.has(TreeNode::kCountsBelow)) return true;
    if (!n.has(TreeNode::kClosed) || !tree().hasStoredChildren(node)) return false;
    return defaultFolded(node) != toggled_.contains(node);
}

const TreeLayout::Children* TreeLayout::children(std::uint32_t node) const {
    if (isFolded(node)) return nullptr;
    auto it = children_.find(node);
    return it == children_.end() || it->second.nodes.empty() ? nullptr : &it->second;
}

const std::vector<Extent>& TreeLayout::closedShape(std::uint32_t node) const {
    if (isFolded(node)) return tree().node(node).isSummary() ? kSummaryShape : kTriangleShape;
    auto it = children_.find(node);
    if (it != children_.end() && !it->second.shape.empty()) return it->second.shape;
    return kLeafShape;
}

void TreeLayout::reset() {
    children_.clear();
    open_.clear();
    processed_ = 0;
    generation_ = tree().generation();
    toggled_.clear();
}

void TreeLayout::absorb(Children& parent, const std::vector<Extent>& shape) {
    float offset = 0;
    if (parent.offsets.empty()) parent.prefix.clear();
    else offset = placeBeside(parent.prefix, shape, kGap);
    mergeInto(parent.prefix, shape, offset);
    parent.offsets.push_back(offset);
    float width = 0;
    for (const Extent& e : shape) width = std::max(width, e.right - e.left);
    parent.widest = std::max(parent.widest, width);
}

void TreeLayout::compose(Children& data, const std::vector<Extent>* openChild) {
    std::vector<Extent> levels = data.prefix;
    float last = data.offsets.empty() ? 0 : data.offsets.back();
    if (openChild) {
        last = data.offsets.empty() ? 0 : placeBeside(data.prefix, *openChild, kGap);
        data.openOffset = last;
        if (data.offsets.empty()) levels.clear();
        mergeInto(levels, *openChild, last);
    }
    data.center = last / 2;
    data.shape.assign(1, Extent{-kLeafHalf, kLeafHalf});
    for (const Extent& e : levels) data.shape.push_back({e.left - data.center, e.right - data.center});
}

void TreeLayout::finalize(std::uint32_t node) {
    Children* data = open_.back().data;
    if (data && !isFolded(node)) compose(*data, nullptr);
    const std::vector<Extent>& shape = closedShape(node);
    Children* parent = open_[open_.size() - 2].data;
    absorb(*parent, shape);
    // A folded subtree is drawn as a triangle: its inside is laid out again if unfolded.
    if (data && isFolded(node)) children_.erase(node);
}

void TreeLayout::update() {
    if (generation_ != tree().generation()) reset();
    const auto size = static_cast<std::uint32_t>(tree().size());
    if (processed_ == 0) {
        open_.push_back({0, nullptr});
        processed_ = 1;
    }
    for (std::uint32_t i = processed_; i < size; ++i) {
        while (open_.size() > 1 && tree().end(open_.back().node) <= i) {
            finalize(open_.back().node);
            open_.pop_back();
        }
        OpenNode& parent = open_.back();
        if (!parent.data) parent.data = &children_[parent.node];
        parent.data->nodes.push_back(i);
        open_.push_back({i, nullptr});
    }
    processed_ = size;
    while (open_.size() > 1 && tree().node(open_.back().node).has(TreeNode::kClosed)) {
        finalize(open_.back().node);
        open_.pop_back();
    }
    recomposeOpenPath();
}

void TreeLayout::recomposeOpenPath() {
    const std::vector<Extent>* below = nullptr;
    for (std::size_t k = open_.size(); k-- > 0;) {
        const std::uint32_t node = open_[k].node;
        Children* data = open_[k].data;
        if (k + 1 == open_.size() && !below && (!data || data->offsets.empty())) {
            // The deepest open node: a leaf so far, or one whose nodes below are counted only.
            below = tree().node(node).has(TreeNode::kCountsBelow) ? &kTriangleShape : &kLeafShape;
            if (data) data->shape = *below;
            if (k == 0) rootShape_ = *below;
            continue;
        }
        if (!data) data = open_[k].data = &children_[node];
        // The open child is the last of `nodes` when it was not absorbed yet.
        const bool childOpen = below && data->offsets.size() < data->nodes.size();
        compose(*data, childOpen ? below : nullptr);
        below = &data->shape;
        if (k == 0) rootShape_ = data->shape;
    }
}

void TreeLayout::layoutSubtree(std::uint32_t node) {
    Children& data = children_[node];
    data = Children{};
    const std::uint32_t last = tree().end(node);
    for (std::uint32_t c = node + 1; c < last; c = tree().end(c)) {
        data.nodes.push_back(c);
        if (!isFolded(c) && tree().hasStoredChildren(c) && !children_.contains(c)) layoutSubtree(c);
        absorb(data, closedShape(c));
    }
    compose(data, nullptr);
}

bool TreeLayout::toggle(std::uint32_t node) {
    const TreeNode& n = tree().node(node);
    if (n.has(TreeNode::kCountsBelow) || !n.has(TreeNode::kClosed) || !tree().hasStoredChildren(node)) return false;
    if (!toggled_.erase(node)) toggled_.insert(node);
    if (!isFolded(node)) layoutSubtree(node);
    // Every ancestor places its children again; the open ones are recomposed from the path.
    const std::vector<std::uint32_t> path = tree().pathTo(node);
    for (std::size_t k = path.size() - 1; k-- > 0;) {
        const std::uint32_t a = path[k];
        Children& data = children_[a];
        data.offsets.clear();
        data.prefix.clear();
        data.widest = 1;
        for (std::uint32_t c : data.nodes) {
            if (!tree().node(c).has(TreeNode::kClosed)) break;  // the open child: recomposed below
            absorb(data, closedShape(c));
        }
        if (tree().node(a).has(TreeNode::kClosed)) compose(data, nullptr);
    }
    recomposeOpenPath();
    return true;
}

std::vector<std::pair<std::uint32_t, float>> TreeLayout::positionsTo(std::uint32_t node) const {
    std::vector<std::pair<std::uint32_t, float>> out;
    const std::vector<std::uint32_t> path = tree().pathTo(node);
    float x = 0;
    out.emplace_back(0, 0.0f);
    for (std::size_t k = 1; k < path.size(); ++k) {
        const Children* data = children(path[k - 1]);
        if (!data) return {};
        auto it = std::lower_bound(data->nodes.begin(), data->nodes.end(), path[k]);
        if (it == data->nodes.end() || *it != path[k]) return {};
        const auto j = static_cast<std::size_t>(it - data->nodes.begin());
        const float offset = j < data->offsets.size() ? data->offsets[j] : data->openOffset;
        x += offset - data->center;
        out.emplace_back(path[k], x);
    }
    return out;
}

}  // namespace pw::ui
