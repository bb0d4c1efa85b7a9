#pragma once
/// A tidy layout of the displayed search tree, updated as the tree grows.
///
/// The method is the contour one of Gecode's Gist and CP-Profiler: a subtree's *shape*
/// is the left and right extent of each of its levels, relative to its root; a parent
/// places its children left to right, each as close to the previous ones as their
/// shapes allow, and stands above the middle of its first and last child.
///
/// It is incremental the way a depth-first search allows: a closed subtree never
/// changes, so its shape is computed once, when it closes, and absorbed into its
/// parent's running contour of closed children (the *prefix*). Only the nodes of the
/// current path are recomposed at each update, from their prefix and their one open
/// child: the cost of an update is the new nodes plus the path, whatever the tree's size.
///
/// A closed subtree with no solution folds into a triangle (its shape is constant and
/// its inside is not laid out); a click unfolds it one level, and folds it again. A
/// node whose descendants are counted only is a triangle too, that does not unfold, and so
/// is a summary of untraced work, with room on its right for its caption.
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "tree/tree_builder.h"

namespace pw::ui {

/// The left and right extent of one level of a subtree, in node spacings.
struct Extent {
    float left, right;
};

class TreeLayout {
public:
    /// Layout data of a displayed node with displayed children.
    struct Children {
        std::vector<std::uint32_t> nodes;  ///< the children, left to right
        std::vector<float> offsets;        ///< x of each child relative to the first one
        std::vector<Extent> prefix;        ///< contour of the closed children, levels below the node
        std::vector<Extent> shape;         ///< the subtree's shape, relative to the node (level 0 = itself)
        float openOffset = 0;              ///< x of the open last child (not in `offsets`)
        float center = 0;                  ///< the node's x relative to its first child
        float widest = 1;                  ///< widest child subtree, for culling
    };

    static constexpr float kGap = 0.35f;      ///< between neighbouring subtrees
    static constexpr float kLeafHalf = 0.5f;
    static constexpr float kTriangleHalf = 1.0f;
    /// A summary node's right extent: room for its caption beside the triangle.
    static constexpr float kSummaryRight = 8.0f;

    explicit TreeLayout(const TreeBuilder& builder) : builder_(builder) {}

    /// Which closed subtrees fold by default, when not Gist's rule (those without a
    /// solution): a merged tree keeps in view the nodes both versions visit. Set before
    /// the first update.
    void setFoldRule(std::function<bool(std::uint32_t node)> folds) { foldRule_ = std::move(folds); }

    /// Takes in what the tree gained since the last call.
    void update();
    /// Folds or unfolds a closed node with children; false when there is nothing to do.
    bool toggle(std::uint32_t node);
    /// Drawn as a triangle: folded by default or by the user, or its nodes below are counted only.
    bool isFolded(std::uint32_t node) const;
    /// The children data of an unfolded node with stored children, else nullptr.
    const Children* children(std::uint32_t node) const;
    /// The whole tree's shape (root at x = 0, level 0 = root).
    const std::vector<Extent>& shape() const { return rootShape_; }
    /// x of each node on the way from the root down to `node` (root first), or empty when a
    /// folded ancestor hides it.
    std::vector<std::pair<std::uint32_t, float>> positionsTo(std::uint32_t node) const;
    /// Nodes a folded node stands for (itself included).
    std::uint64_t foldedCount(std::uint32_t node) const { return builder_.tree().subtreeCount(node); }

private:
    const SearchTree& tree() const { return builder_.tree(); }
    bool defaultFolded(std::uint32_t node) const;
    /// Shape of a closed child as its parent sees it.
    const std::vector<Extent>& closedShape(std::uint32_t node) const;
    void finalize(std::uint32_t node);
    void absorb(Children& parent, const std::vector<Extent>& shape);
    void compose(Children& data, const std::vector<Extent>* openChild);
    void layoutSubtree(std::uint32_t node);
    void recomposeOpenPath();
    void reset();

    const TreeBuilder& builder_;
    std::function<bool(std::uint32_t)> foldRule_;
    std::unordered_map<std::uint32_t, Children> children_;
    std::unordered_set<std::uint32_t> toggled_;
    /// The layout's own stack of open nodes, with their children data once they have any.
    struct OpenNode {
        std::uint32_t node;
        Children* data;
    };
    std::vector<OpenNode> open_;
    std::uint32_t processed_ = 0;
    std::uint64_t generation_ = ~std::uint64_t{0};
    std::vector<Extent> rootShape_{{-kLeafHalf, kLeafHalf}};
};

/// Places `right` to the right of `left` (both contours start at the same level);
/// returns its offset.
float placeBeside(const std::vector<Extent>& left, const std::vector<Extent>& right, float gap);

}  // namespace pw::ui
