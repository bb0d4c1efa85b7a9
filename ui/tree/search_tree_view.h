#pragma once
/// The canvas of the search-tree panel: the tree drawn by `TreePainter`, zoomed with the
/// wheel (or + and −), panned by dragging, fitted to the window, following the current
/// node as the search goes. A click selects a node; a click on a triangle, or a double
/// click on a closed node, folds or unfolds it. From the keyboard: the arrows walk from
/// node to node (parent, first child, siblings), Home goes to the root, Space or Enter
/// folds and unfolds, + and − zoom.

#include <QWidget>

#include "tree_painter.h"

namespace pw::ui {

class SearchTreeView final : public QWidget {
    Q_OBJECT
public:
    explicit SearchTreeView(QWidget* parent = nullptr);

    /// The tree to draw (owned by the panel); nullptr shows the hint.
    void setTree(const TreeBuilder* builder, TreeLayout* layout);
    void setLabeler(TreePainter::Labeler labeler) { labeler_ = std::move(labeler); }
    /// A merged tree's tallies (its nodes marked by `Visit`), or nullptr for one version's
    /// tree. A merged tree has no depth ruler: its levels hold two runs' nodes.
    void setVisits(const std::vector<VisitTally>* visits);
    void setHint(const QString& hint);
    bool hasTree() const { return builder_ != nullptr; }

    /// The tree changed: redraw, and bring the current node into view when following.
    void treeChanged();
    void fit();
    /// Fits the tree when it reads so; a tree too wide for that is shown from its top,
    /// the root in the middle, at a zoom where its glyphs and counts read (`readable`).
    void fitOrShowTop(double readable = 1.0);
    void zoomBy(double factor, QPointF around);
    void setFollow(bool on);
    bool follows() const { return follow_; }
    void select(std::uint32_t node);
    std::uint32_t selected() const { return selected_; }

    /// Paints the visible part of the tree into any device (SVG, PNG), at this view's size,
    /// in `colours` (paper's), or by default in the view's scheme.
    void render(QPainter& p, const QRect& area, const TreePalette* colours = nullptr) const;

    const TreeTransform& transform() const { return transform_; }
    /// The strip at the left where each level's node count is written (over the tree).
    double rulerWidth() const;

    /// What the tooltip at `point` says: a node's decision and its depth, or on the ruler
    /// a level's node count; depths count decisions from the root (root 0), as the
    /// depth profile, the ruler and the status bar do. Empty over nothing.
    QString toolTipAt(QPointF point) const;

signals:
    void nodeSelected(std::uint32_t node);
    void followChanged(bool on);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void paintRuler(QPainter& p, const TreePalette& palette) const;
    /// Selects the node an arrow key (or Home) leads to from the selected one.
    void walk(int key);
    double baseUnit() const;

    TreePainter painter() const;

    const TreeBuilder* builder_ = nullptr;
    TreeLayout* layout_ = nullptr;
    const std::vector<VisitTally>* visits_ = nullptr;
    TreePainter::Labeler labeler_;
    QString hint_;
    TreeTransform transform_;
    double zoom_ = 1.0;
    bool follow_ = true;
    bool fitted_ = false;
    std::uint32_t selected_ = ~std::uint32_t{0};
    QPointF dragFrom_;
    bool dragging_ = false;
    bool dragged_ = false;
};

}  // namespace pw::ui
