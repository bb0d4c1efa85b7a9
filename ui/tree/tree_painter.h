#pragma once
/// Draws the laid-out search tree with QPainter, on screen or into an SVG or PNG file,
/// in the manner of Gist and CP-Profiler (colours of tree_palette.h, in the scheme of
/// the boards): a branch is a blue circle, a dead end a red
/// square, a cut an orange square struck through, a solution a green diamond, a folded
/// subtree with no solution a red triangle with its node count, nodes counted only a grey
/// triangle, a summary of untraced work a purple triangle with its count and a caption, a
/// decision taken as given a pale dashed circle; the current path is drawn thick and its
/// nodes named.
///
/// A merged tree of two versions (given its `VisitTally`s) draws what one version alone
/// visits with the glyphs of visit_glyphs.h.
///
/// Only what the visible rectangle holds is walked, and a subtree narrower than a pixel
/// or two is drawn as one stroke: the cost of a frame depends on the window, not on the
/// size of the tree.
#include <QColor>
#include <QFont>
#include <QPointF>
#include <QRectF>

#include <functional>

#include "tree/merged_tree.h"
#include "tree_layout.h"
#include "tree_palette.h"

class QPainter;

namespace pw::ui {

/// Where the tree lies on the canvas: node spacing, level height and the root's place.
struct TreeTransform {
    double unit = 24;   ///< pixels between neighbouring leaves' centres
    double level = 44;  ///< pixels between levels
    QPointF origin;     ///< where the root is drawn

    QPointF at(double x, int depth) const { return {origin.x() + x * unit, origin.y() + depth * level}; }
};

class TreePainter {
public:
    using Labeler = std::function<QString(const Event&)>;

    /// Draws in `palette`'s colours (tree_palette.h: the scheme of the view, or paper's).
    /// `visits`: a merged tree's tallies (tallyVisits), nullptr for one version's tree.
    TreePainter(const TreeBuilder& builder, const TreeLayout& layout,
                const TreePalette& palette = TreePalette::forScheme(BoardPalette::Scheme::Light),
                const std::vector<VisitTally>* visits = nullptr)
        : builder_(builder), layout_(layout), palette_(palette), visits_(visits) {}

    /// Calls `visit(node, centre, depth)` for every node drawn inside `visible`.
    void forEachVisible(const TreeTransform& t, const QRectF& visible,
                        const std::function<void(std::uint32_t, QPointF, int)>& visit) const;
    /// Paints what lies inside `visible`; `labeler` names the path's nodes (and `selected`)
    /// that show whole inside `names` (the visible part not under the depth ruler), each
    /// name kept inside it: a name whose node is near an edge slides in, so that it reads whole.
    void paint(QPainter& p, const TreeTransform& t, const QRectF& visible, std::uint32_t selected,
               const Labeler& labeler, const QFont& font, const QRectF& names) const;
    /// The node whose glyph is under `point`, or SearchTree::kNone.
    std::uint32_t nodeAt(const TreeTransform& t, const QRectF& visible, QPointF point) const;

    const TreePalette& palette() const { return palette_; }
    /// The half-width of a node's glyph (a circle's radius) at this zoom.
    static double nodeRadius(const TreeTransform& t);

private:
    void paintNode(QPainter& p, const TreeTransform& t, std::uint32_t node, QPointF c, bool onPath) const;

    const TreeBuilder& builder_;
    const TreeLayout& layout_;
    const TreePalette& palette_;
    const std::vector<VisitTally>* visits_;
};

}  // namespace pw::ui
