#include "search_tree_view.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "boards/board_theme.h"
#include "text/registry_text.h"
#include "tree_text.h"

namespace pw::ui {

namespace {
constexpr double kLevelRatio = 2.0;  // level height over node spacing
}

SearchTreeView::SearchTreeView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(200, 160);
    // The canvas is painted in the tree's scheme (tree_palette.h): white, dark on a dark
    // desktop, high contrast when chosen (View › High contrast), which repaints it.
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(&BoardTheme::instance(), &BoardTheme::changed, this, qOverload<>(&QWidget::update));
}

double SearchTreeView::baseUnit() const {
    // Node spacing follows the type size, so presentation mode enlarges the tree too.
    return std::max(10.0, QFontMetricsF(font()).height() * 1.5);
}

double SearchTreeView::rulerWidth() const {
    if (visits_) return 0;
    // As wide as its heading and its largest count (at least five digits, so that it does
    // not widen at every new digit): a narrow panel on a projector keeps its room for the tree.
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    const QFontMetricsF metrics(f);
    std::uint64_t largest = 10'000;
    if (builder_)
        for (const std::uint64_t count : builder_->totals().perDepth) largest = std::max(largest, count);
    return std::max(metrics.horizontalAdvance(tr("Nodes")), metrics.horizontalAdvance(formatCount(largest))) + 12;
}

void SearchTreeView::setTree(const TreeBuilder* builder, TreeLayout* layout) {
    builder_ = builder;
    layout_ = layout;
    selected_ = SearchTree::kNone;
    fitted_ = false;
    zoom_ = 1.0;
    transform_.origin = QPointF(width() / 2.0, baseUnit() * 1.5);
    update();
}

void SearchTreeView::setHint(const QString& hint) {
    hint_ = hint;
    update();
}

void SearchTreeView::setFollow(bool on) {
    if (follow_ == on) return;
    follow_ = on;
    emit followChanged(on);
    if (on) treeChanged();
}

void SearchTreeView::treeChanged() {
    if (!builder_ || !layout_) return;
    transform_.unit = baseUnit() * zoom_;
    transform_.level = baseUnit() * kLevelRatio * zoom_;
    if (follow_) {
        // The tree from the left edge (centred while it fits with its names), shifted left
        // as far as the current node and its name need: a depth-first search grows to the
        // right, so what was explored stays in view on the left.
        const std::vector<Extent>& shape = layout_->shape();
        float lo = 0, hi = 0;
        for (const Extent& e : shape) {
            lo = std::min(lo, e.left);
            hi = std::max(hi, e.right);
        }
        const auto path = layout_->positionsTo(builder_->shownNode());
        const double currentX = path.empty() ? 0.0 : path.back().second;
        const int currentDepth = path.empty() ? 0 : static_cast<int>(path.size()) - 1;
        const double left = rulerWidth() + transform_.unit * 0.5, room = width() - left;
        // The current node's name, written right of it (about twenty letters before the first).
        double names = QFontMetricsF(font()).averageCharWidth() * 22;
        const std::uint32_t current = builder_->shownNode();
        if (labeler_ && current != 0 && builder_->tree().node(current).has(TreeNode::kLabelled))
            names = std::max(names, QFontMetricsF(font()).horizontalAdvance(labeler_(builder_->tree().decision(current))) +
                                        transform_.unit);
        const double full = (hi - lo + 1) * transform_.unit + names;
        double x = left - (lo - 0.5) * transform_.unit + std::max(0.0, (room - full) / 2);
        if (x + currentX * transform_.unit + names > width()) x = width() - names - currentX * transform_.unit;
        // The path from the root down to the current node in view as well, where the panel
        // is wide enough: its nodes are what the names on the canvas name. The current
        // node's name then goes left of it or under it (TreePainter).
        double pathLo = 0;
        for (const auto& step : path) pathLo = std::min(pathLo, static_cast<double>(step.second));
        const double pathAtLeast = left + transform_.unit * 0.5;
        const double rightmost = width() - transform_.unit - currentX * transform_.unit;  // its ring whole
        if (x + pathLo * transform_.unit < pathAtLeast) x = std::min(pathAtLeast - pathLo * transform_.unit, std::max(x, rightmost));
        // In a narrow panel the name may not fit beside the node: the node itself stays in
        // view (with a node's width of its path to its left), and its name runs off the edge.
        const double nodeAtLeast = left + transform_.unit * 1.5;
        if (x + currentX * transform_.unit < nodeAtLeast) x = nodeAtLeast - currentX * transform_.unit;
        double y = baseUnit() * 1.2;
        const double bottom = height() - transform_.level;
        if (y + currentDepth * transform_.level > bottom) y = bottom - currentDepth * transform_.level;
        transform_.origin = QPointF(x, y);
    }
    update();
}

void SearchTreeView::fit() {
    if (!layout_) return;
    const std::vector<Extent>& shape = layout_->shape();
    float lo = 0, hi = 0;
    for (const Extent& e : shape) {
        lo = std::min(lo, e.left);
        hi = std::max(hi, e.right);
    }
    const double levels = static_cast<double>(shape.size());
    const double base = baseUnit();
    const double room = width() - rulerWidth();
    const double byWidth = (room - base * 2) / std::max(1.0, static_cast<double>(hi - lo) * base);
    const double byHeight = (height() - base * 3) / std::max(1.0, levels * base * kLevelRatio);
    zoom_ = std::clamp(std::min(byWidth, byHeight), 1e-4, 4.0);
    transform_.unit = base * zoom_;
    transform_.level = base * kLevelRatio * zoom_;
    transform_.origin = QPointF(rulerWidth() + room / 2.0 - (lo + hi) / 2.0 * transform_.unit, base * 1.5);
    fitted_ = true;
    update();
}

void SearchTreeView::fitOrShowTop(double readable) {
    fit();
    if (zoom_ >= readable || !layout_) return;
    fitted_ = false;
    zoom_ = readable;
    const double base = baseUnit();
    transform_.unit = base * zoom_;
    transform_.level = base * kLevelRatio * zoom_;
    transform_.origin = QPointF(rulerWidth() + (width() - rulerWidth()) / 2.0, base * 1.5);
    update();
}

void SearchTreeView::zoomBy(double factor, QPointF around) {
    const double before = zoom_;
    zoom_ = std::clamp(zoom_ * factor, 1e-4, 6.0);
    const double k = zoom_ / before;
    transform_.origin = around + (transform_.origin - around) * k;
    transform_.unit = baseUnit() * zoom_;
    transform_.level = baseUnit() * kLevelRatio * zoom_;
    update();
}

void SearchTreeView::setVisits(const std::vector<VisitTally>* visits) {
    visits_ = visits;
    update();
}

TreePainter SearchTreeView::painter() const { return TreePainter(*builder_, *layout_, TreePalette::of(*this), visits_); }

void SearchTreeView::select(std::uint32_t node) {
    selected_ = node;
    update();
}

void SearchTreeView::render(QPainter& p, const QRect& area, const TreePalette* colours) const {
    const TreePalette& palette = colours ? *colours : TreePalette::of(*this);
    p.fillRect(area, palette.background);
    if (!builder_ || !layout_) return;
    p.setRenderHint(QPainter::Antialiasing);
    TreePainter(*builder_, *layout_, palette, visits_)
        .paint(p, transform_, QRectF(area), selected_, labeler_, font(), QRectF(area).adjusted(rulerWidth(), 0, 0, 0));
    paintRuler(p, palette);
}

void SearchTreeView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    if (!builder_ || !layout_) {
        const TreePalette& palette = TreePalette::of(*this);
        p.fillRect(rect(), palette.background);
        p.setPen(palette.rulerFaint);
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap, hint_);
        return;
    }
    render(p, rect());
}

void SearchTreeView::paintRuler(QPainter& p, const TreePalette& palette) const {
    // The depth ruler: each level's node count at the left edge (the depth profile), and
    // where the stored levels end.
    const TreeTotals& totals = builder_->totals();
    if (visits_ || transform_.level < QFontMetricsF(font()).height() * 0.9) return;
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    p.setFont(f);
    const QFontMetricsF metrics(f);
    const double width = rulerWidth();
    p.setPen(Qt::NoPen);
    p.setBrush(palette.rulerBackground);
    p.drawRect(QRectF(0, 0, width, height()));
    const int kept = builder_->tree().keptDepth();
    for (std::size_t d = 0; d < totals.perDepth.size() || d == 0; ++d) {
        const double y = transform_.origin.y() + static_cast<double>(d) * transform_.level;
        if (y < -transform_.level || y > height() + transform_.level) continue;
        const std::uint64_t count = d < totals.perDepth.size() ? totals.perDepth[d] : 0;
        p.setPen(static_cast<int>(d) > kept ? palette.rulerFaint : palette.rulerText);
        p.drawText(QRectF(4, y - metrics.height() / 2, width - 8, metrics.height()), Qt::AlignRight | Qt::AlignVCenter,
                   formatCount(count));
    }
    if (builder_->tree().truncated()) {
        const double y = transform_.origin.y() + (kept + 0.5) * transform_.level;
        p.setPen(QPen(palette.rulerFaint, 1, Qt::DashLine));
        p.drawLine(QPointF(0, y), QPointF(this->width(), y));
    }
    // The heading last, over any count scrolled under it: the root's row starts below it.
    const QRectF heading(0, 0, width, metrics.height() * 1.15);
    p.setPen(Qt::NoPen);
    p.setBrush(palette.rulerHeading);
    p.drawRect(heading);
    p.setPen(palette.rulerText);
    p.drawText(heading.adjusted(4, 0, -4, 0), Qt::AlignRight | Qt::AlignVCenter, tr("Nodes"));
}

bool SearchTreeView::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = toolTipAt(help->pos());
    if (text.isEmpty()) QToolTip::hideText();
    else QToolTip::showText(help->globalPos(), text, this);
    return true;
}

QString SearchTreeView::toolTipAt(QPointF point) const {
    if (!builder_ || !layout_) return {};
    const TreeTotals& totals = builder_->totals();
    const std::vector<std::uint64_t>& perDepth = totals.perDepth;
    const int level = static_cast<int>(std::lround((point.y() - transform_.origin.y()) / transform_.level));
    if (point.x() < rulerWidth() && level >= 0 && static_cast<std::size_t>(level) < perDepth.size()) {
        const auto d = static_cast<std::size_t>(level);
        QString text = tr("Depth %1: %2", "a depth of the tree and its count of nodes").arg(level).arg(nodeCountText(perDepth[d]));
        const std::uint64_t summarised = d < totals.summarisedPerDepth.size() ? totals.summarisedPerDepth[d] : 0;
        if (summarised > 0)
            text += QLatin1Char(' ') + tr("(%1 of them in a summary node)", nullptr, numerus(summarised)).arg(formatCount(summarised));
        return text;
    }
    // Only the nodes near the point are walked.
    const QRectF around(point.x() - transform_.unit * 2, point.y() - transform_.level, transform_.unit * 4, transform_.level * 2);
    const std::uint32_t node = painter().nodeAt(transform_, around, point);
    if (node == SearchTree::kNone) return {};
    if (node == 0) return tr("The root: no decision yet (depth 0)");
    const SearchTree& tree = builder_->tree();
    if (tree.node(node).isSummary()) return summaryDescription(builder_->summaryOf(tree.node(node)));
    const int depth = static_cast<int>(tree.pathTo(node).size()) - 1;
    const QString name = labeler_ && tree.node(node).has(TreeNode::kLabelled) ? labeler_(tree.decision(node)) : QString();
    QString text = name.isEmpty() ? tr("Depth %1").arg(depth)
                                  : tr("%1 (depth %2)", "a decision of the search and its depth").arg(name).arg(depth);
    if (tree.node(node).isGiven()) text += QStringLiteral(" — ") + givenDescription();
    return text;
}

void SearchTreeView::wheelEvent(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    zoomBy(std::pow(1.2, steps), event->position());
    fitted_ = false;
    event->accept();
}

void SearchTreeView::mousePressEvent(QMouseEvent* event) {
    setFocus();
    dragFrom_ = event->position();
    dragging_ = event->button() == Qt::LeftButton;
    dragged_ = false;
}

void SearchTreeView::mouseMoveEvent(QMouseEvent* event) {
    if (!dragging_) return;
    const QPointF delta = event->position() - dragFrom_;
    if (!dragged_ && delta.manhattanLength() < 4) return;
    dragged_ = true;
    transform_.origin += delta;
    dragFrom_ = event->position();
    setFollow(false);
    update();
}

void SearchTreeView::mouseReleaseEvent(QMouseEvent* event) {
    const bool click = dragging_ && !dragged_;
    dragging_ = false;
    if (!click || !builder_ || !layout_) return;
    const std::uint32_t node = painter().nodeAt(transform_, QRectF(rect()), event->position());
    if (node == SearchTree::kNone) return;
    // A click on a triangle unfolds it; any click selects.
    if (layout_->isFolded(node) && !builder_->tree().node(node).has(TreeNode::kCountsBelow)) {
        layout_->toggle(node);
        setFollow(false);
    }
    select(node);
    emit nodeSelected(node);
}

void SearchTreeView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (!builder_ || !layout_) return;
    const std::uint32_t node = painter().nodeAt(transform_, QRectF(rect()), event->position());
    if (node != SearchTree::kNone && !layout_->isFolded(node) && layout_->toggle(node)) {
        setFollow(false);
        update();
    }
}

void SearchTreeView::keyPressEvent(QKeyEvent* event) {
    const QPointF middle(width() / 2.0, height() / 2.0);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomBy(1.25, middle); return;
    case Qt::Key_Minus: zoomBy(0.8, middle); return;
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home: walk(event->key()); return;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // What a click on a triangle or a double click does: fold or unfold.
        if (layout_ && selected_ != SearchTree::kNone && selected_ < builder_->tree().size() &&
            !builder_->tree().node(selected_).has(TreeNode::kCountsBelow) && layout_->toggle(selected_)) {
            setFollow(false);
            update();
        }
        return;
    default: QWidget::keyPressEvent(event);
    }
}

void SearchTreeView::walk(int key) {
    // The keyboard's way through the tree: Up to the parent, Down to the first child,
    // Left and Right to the siblings, Home to the root; each step selects the node (its
    // board shows, as for a click) and brings it into view.
    if (!builder_ || !layout_ || builder_->tree().size() == 0) return;
    std::uint32_t node = selected_ < builder_->tree().size() ? selected_ : SearchTree::kNone;
    const auto path = node == SearchTree::kNone ? decltype(layout_->positionsTo(0)){} : layout_->positionsTo(node);
    if (node == SearchTree::kNone || path.empty() || key == Qt::Key_Home) {
        node = 0;
    } else if (key == Qt::Key_Up) {
        if (path.size() >= 2) node = path[path.size() - 2].first;
    } else if (key == Qt::Key_Down) {
        if (const TreeLayout::Children* c = layout_->children(node); c && !c->nodes.empty()) node = c->nodes.front();
    } else if (path.size() >= 2) {
        if (const TreeLayout::Children* c = layout_->children(path[path.size() - 2].first)) {
            const auto it = std::find(c->nodes.begin(), c->nodes.end(), node);
            if (it != c->nodes.end()) {
                if (key == Qt::Key_Left && it != c->nodes.begin()) node = *(it - 1);
                if (key == Qt::Key_Right && it + 1 != c->nodes.end()) node = *(it + 1);
            }
        }
    }
    if (node == selected_) return;
    setFollow(false);
    select(node);
    const auto to = layout_->positionsTo(node);
    if (!to.empty()) {
        const QPointF at = transform_.at(to.back().second, static_cast<int>(to.size()) - 1);
        const QRectF room = QRectF(rect()).adjusted(rulerWidth() + transform_.unit, transform_.level, -transform_.unit * 4,
                                                    -transform_.level);
        if (!room.contains(at)) transform_.origin += room.center() - at;
    }
    emit nodeSelected(node);
}

void SearchTreeView::resizeEvent(QResizeEvent*) {
    if (fitted_) fit();
}

}  // namespace pw::ui
