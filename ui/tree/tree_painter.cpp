#include "tree_painter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

#include "text/registry_text.h"
#include "tree_text.h"
#include "visit_glyphs.h"

namespace pw::ui {

namespace {

struct Item {
    std::uint32_t node;
    float x;
    int depth;
};

// Left and right of a subtree's shape, relative to its node.
std::pair<float, float> span(const std::vector<Extent>& shape) {
    float lo = 0, hi = 0;
    for (const Extent& e : shape) {
        lo = std::min(lo, e.left);
        hi = std::max(hi, e.right);
    }
    return {lo, hi};
}

}  // namespace

void TreePainter::forEachVisible(const TreeTransform& t, const QRectF& visible,
                                 const std::function<void(std::uint32_t, QPointF, int)>& visit) const {
    std::vector<Item> stack{{0, 0.0f, 0}};
    const double margin = t.unit * 1.5;
    while (!stack.empty()) {
        const Item item = stack.back();
        stack.pop_back();
        const QPointF c = t.at(item.x, item.depth);
        if (c.y() > visible.bottom() + t.level) continue;
        visit(item.node, c, item.depth);
        const TreeLayout::Children* data = layout_.children(item.node);
        if (!data || c.y() + t.level > visible.bottom() + t.level) continue;
        // Children whose subtree can reach the visible columns: the offsets grow left to right.
        const double lo = (visible.left() - margin - t.origin.x()) / t.unit - item.x + data->center - data->widest;
        const double hi = (visible.right() + margin - t.origin.x()) / t.unit - item.x + data->center + data->widest;
        const std::size_t placed = data->offsets.size();
        const auto first = static_cast<std::size_t>(
            std::lower_bound(data->offsets.begin(), data->offsets.end(), static_cast<float>(lo)) - data->offsets.begin());
        for (std::size_t j = data->nodes.size(); j-- > first;) {
            const float offset = j < placed ? data->offsets[j] : data->openOffset;
            if (offset > hi) continue;
            stack.push_back({data->nodes[j], item.x - data->center + offset, item.depth + 1});
        }
    }
}

void TreePainter::paint(QPainter& p, const TreeTransform& t, const QRectF& visible, std::uint32_t selected,
                        const Labeler& labeler, const QFont& font, const QRectF& names) const {
    const SearchTree& tree = builder_.tree();
    std::vector<Item> stack{{0, 0.0f, 0}};
    QVector<QLineF> edges, pathEdges;
    struct Drawn {
        std::uint32_t node;
        QPointF c;
        bool onPath;
    };
    std::vector<Drawn> nodes;
    QVector<QRectF> strokes;
    const double margin = t.unit * 1.5;
    while (!stack.empty()) {
        const Item item = stack.back();
        stack.pop_back();
        const QPointF c = t.at(item.x, item.depth);
        if (c.y() > visible.bottom() + t.level) continue;
        const TreeLayout::Children* data = layout_.children(item.node);
        const bool onPath = builder_.onShownPath(item.node);
        if (data && !onPath) {
            // A subtree a pixel or two wide: one stroke for the whole of it.
            const auto [lo, hi] = span(data->shape);
            if ((hi - lo) * t.unit < 2.5) {
                strokes.push_back(QRectF(c.x() + lo * t.unit, c.y(), std::max(1.0, (hi - lo) * t.unit),
                                         (static_cast<double>(data->shape.size()) - 1) * t.level + 2));
                continue;
            }
        }
        nodes.push_back({item.node, c, onPath});
        if (!data) continue;
        const double lo = (visible.left() - margin - t.origin.x()) / t.unit - item.x + data->center - data->widest;
        const double hi = (visible.right() + margin - t.origin.x()) / t.unit - item.x + data->center + data->widest;
        const std::size_t placed = data->offsets.size();
        const auto first = static_cast<std::size_t>(
            std::lower_bound(data->offsets.begin(), data->offsets.end(), static_cast<float>(lo)) - data->offsets.begin());
        for (std::size_t j = data->nodes.size(); j-- > first;) {
            const float offset = j < placed ? data->offsets[j] : data->openOffset;
            if (offset > hi) continue;
            const std::uint32_t child = data->nodes[j];
            const QPointF cc = t.at(item.x - data->center + offset, item.depth + 1);
            (onPath && builder_.onShownPath(child) ? pathEdges : edges).push_back(QLineF(c, cc));
            stack.push_back({child, static_cast<float>(item.x - data->center + offset), item.depth + 1});
        }
    }
    p.setPen(QPen(palette_.edge, std::max(1.0, t.unit / 18) * palette_.lineScale));
    p.drawLines(edges);
    p.setPen(QPen(palette_.path, std::max(2.5, t.unit / 7)));
    p.drawLines(pathEdges);
    p.setPen(Qt::NoPen);
    p.setBrush(palette_.edge);
    p.drawRects(strokes);
    for (const Drawn& d : nodes) paintNode(p, t, d.node, d.c, d.onPath);

    // Names: the current path and the selected node, beside their glyph, on a light halo;
    // only of a node shown whole in `names` (a name whose node is under the depth ruler or
    // past an edge would name nothing the class can see). The deepest first (the current
    // node's, the selected one's), and a name that would cover one already written is left
    // out: its tooltip and a click still say it.
    if (!labeler || t.level < 14) return;
    p.setFont(font);
    const QFontMetricsF metrics(font);
    const double glyph = nodeRadius(t);
    const QRectF shown = names.adjusted(glyph, glyph, -glyph, -glyph);
    std::vector<const Drawn*> named;
    for (const Drawn& d : nodes)
        if (d.node != 0 && (d.onPath || d.node == selected) && tree.node(d.node).has(TreeNode::kLabelled) && shown.contains(d.c))
            named.push_back(&d);
    std::stable_sort(named.begin(), named.end(), [&](const Drawn* a, const Drawn* b) {
        return (a->node == selected) != (b->node == selected) ? a->node == selected : a->c.y() > b->c.y();
    });
    std::vector<QRectF> written;
    for (const Drawn* named_ : named) {
        const Drawn& d = *named_;
        const QString text = labeler(tree.decision(d.node));
        QRectF box = metrics.boundingRect(text).translated(d.c.x() + t.unit * 0.45 + 4, d.c.y() - metrics.ascent() / 2 - metrics.descent());
        // Right of its node as a rule. A name that would run off the right edge goes left
        // of its node, or under it when neither side has the room (a narrow panel).
        const double left = names.left() + 3, right = names.right() - 3;
        if (box.right() > right) {
            box.moveRight(d.c.x() - t.unit * 0.45 - 4);
            if (box.left() < left) {
                box.moveTop(d.c.y() + t.unit * 0.45 + 2);
                box.moveLeft(std::max(left, std::min(d.c.x() - box.width() / 2, right - box.width())));
            }
        }
        if (box.left() < left) box.moveLeft(left);
        const QRectF halo = box.adjusted(-3, -1, 3, 1);
        if (std::any_of(written.begin(), written.end(), [&](const QRectF& w) { return w.intersects(halo); })) continue;
        written.push_back(halo);
        p.setPen(Qt::NoPen);
        p.setBrush(palette_.labelHalo);
        p.drawRoundedRect(halo, 3, 3);
        p.setPen(d.node == selected ? palette_.selected : palette_.path);
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    if (selected != SearchTree::kNone && selected < tree.size()) {
        for (const Drawn& d : nodes)
            if (d.node == selected) {
                const double r = std::max(7.0, t.unit * 0.55);
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(palette_.selected, std::max(2.5, t.unit / 8)));
                p.drawEllipse(d.c, r, r);
            }
    }
}

double TreePainter::nodeRadius(const TreeTransform& t) { return std::max(2.0, std::min(t.unit * 0.36, t.level * 0.3)); }

void TreePainter::paintNode(QPainter& p, const TreeTransform& t, std::uint32_t node, QPointF c, bool onPath) const {
    const SearchTree& tree = builder_.tree();
    const TreeNode& n = tree.node(node);
    const double r = nodeRadius(t);
    const bool current = node == builder_.shownNode() && (builder_.shownEvent() || !builder_.finished());
    const QPen outline(onPath ? palette_.path : palette_.outline,
                       onPath ? std::max(2.0, r / 3) : palette_.lineScale);
    const TriangleSize triangleSize{TreeLayout::kTriangleHalf * t.unit * 0.85, t.level * 0.7, r,
                                    (TreeLayout::kTriangleHalf * 2 + TreeLayout::kGap) * t.unit};
    if (visits_ && static_cast<Visit>(tree.mark(node)) != Visit::Both) {
        // One version alone: a subtree as one triangle with its count, a single node as a
        // small one of the same shape.
        const bool many = n.has(TreeNode::kCountsBelow);
        const TriangleSize size = many ? triangleSize : TriangleSize{r * 1.15, r * 1.3, r};
        const QString count = many ? formatCount(layout_.foldedCount(node)) : QString();
        if (static_cast<Visit>(tree.mark(node)) == Visit::OnlyFirst) paintGhost(p, c, size, count, palette_);
        else paintSecondOnly(p, c, size, count, palette_);
        return;
    }
    if (layout_.isFolded(node)) {
        const bool summary = n.isSummary();
        const bool counted = n.has(TreeNode::kCountsBelow) && !summary;
        const QColor fill = summary ? palette_.summary
                            : counted ? palette_.counted
                            : n.has(TreeNode::kSolutionBelow) ? palette_.solution
                                                              : palette_.deadEnd;
        const double half = triangleSize.half, height = triangleSize.height;
        // In a merged tree, the ghosts the subtree holds stand behind it, counted apart.
        const VisitTally* tally = visits_ && node < visits_->size() ? &(*visits_)[node] : nullptr;
        if (tally && tally->onlyFirst > 0) paintGhostsBehind(p, c, triangleSize, formatCount(tally->onlyFirst), palette_);
        QPainterPath triangle;
        triangle.moveTo(c.x(), c.y() - r);
        triangle.lineTo(c.x() + half, c.y() + height);
        triangle.lineTo(c.x() - half, c.y() + height);
        triangle.closeSubpath();
        p.setPen(counted ? QPen(palette_.path, 1, Qt::DashLine) : outline);
        p.setBrush(fill);
        p.drawPath(triangle);
        // The count the triangle stands for, when it fits (a summary's is in its caption).
        if (half > 9 && height > 10 && !summary) {
            const QString count = formatCount(tally ? tally->both : layout_.foldedCount(node));
            QFont f = p.font();
            f.setPixelSize(static_cast<int>(std::clamp(height * 0.38, 7.0, 22.0)));
            p.setFont(f);
            p.setPen(BoardPalette::inkOn(fill));
            p.drawText(QRectF(c.x() - half * 2, c.y() + height * 0.3, half * 4, height * 0.7), Qt::AlignCenter, count);
        }
        // A summary says what it stands for beside it, in the room its shape keeps there
        // (when the zoom leaves too little, its tooltip and a click still say it).
        if (summary) {
            QFont f = p.font();
            f.setPixelSize(static_cast<int>(std::clamp(t.unit * 0.55, 7.0, 22.0)));
            p.setFont(f);
            const QFontMetricsF metrics(f);
            const TreeBuilder::Summary& s = builder_.summaryOf(n);
            const QString lines[] = {summaryCaption(s), nodeCountText(s.nodes)};
            const double room = (TreeLayout::kSummaryRight - TreeLayout::kTriangleHalf) * t.unit - 6;
            if (std::max(metrics.horizontalAdvance(lines[0]), metrics.horizontalAdvance(lines[1])) <= room) {
                p.setPen(palette_.summaryText);
                for (int i = 0; i < 2; ++i)
                    p.drawText(QRectF(c.x() + half + 6, c.y() + height / 2 - metrics.height() * (1 - i), room, metrics.height()),
                               Qt::AlignLeft | Qt::AlignVCenter, lines[i]);
            }
        }
        if (current) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(palette_.current, std::max(3.0, r / 2)));
            p.drawEllipse(c, r * 1.5, r * 1.5);
        }
        return;
    }
    const bool hasChild = n.has(TreeNode::kHasChild);
    const bool closed = n.has(TreeNode::kClosed);
    p.setPen(outline);
    if (n.fate() == NodeFate::Solution) {
        p.setBrush(palette_.solution);
        const double d = r * 1.35;
        p.drawPolygon(QPolygonF({QPointF(c.x(), c.y() - d), QPointF(c.x() + d, c.y()), QPointF(c.x(), c.y() + d), QPointF(c.x() - d, c.y())}));
    } else if (n.isGiven()) {
        // Not a node of the count: a pale circle, the decision the nodes below start from.
        p.setBrush(palette_.given);
        p.setPen(QPen(outline.color(), outline.widthF(), Qt::DashLine));
        p.drawEllipse(c, r, r);
    } else if (hasChild || node == 0) {
        p.setBrush(closed || onPath ? palette_.branch : palette_.open);
        p.drawEllipse(c, r, r);
    } else if (!closed) {
        p.setBrush(palette_.open);
        p.drawEllipse(c, r, r);
    } else {
        const bool cut = n.fate() == NodeFate::Cut;
        const QRectF square(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8);
        p.setBrush(cut ? palette_.cut : palette_.deadEnd);
        p.drawRect(square);
        // A cut is struck through as well: red and orange alone look alike to many eyes.
        if (cut && r >= 3) {
            p.setPen(QPen(palette_.cutStrike, std::max(1.5, r / 3), Qt::SolidLine, Qt::FlatCap));
            p.drawLine(square.bottomLeft() + QPointF(r * 0.25, -r * 0.25), square.topRight() + QPointF(-r * 0.25, r * 0.25));
        }
    }
    if (current) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(palette_.current, std::max(3.0, r / 2)));
        p.drawEllipse(c, r * 1.6, r * 1.6);
    }
}

std::uint32_t TreePainter::nodeAt(const TreeTransform& t, const QRectF& visible, QPointF point) const {
    std::uint32_t best = SearchTree::kNone;
    double bestDistance = std::max(8.0, t.unit * 0.6);
    forEachVisible(t, visible, [&](std::uint32_t node, QPointF c, int) {
        const QPointF d = point - c;
        // A triangle reaches below its apex.
        const double dy = layout_.isFolded(node) && d.y() > 0 ? std::max(0.0, d.y() - t.level * 0.6) : d.y();
        const double distance = std::hypot(d.x(), dy);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = node;
        }
    });
    return best;
}

}  // namespace pw::ui
