#include "board_marks.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

#include "board_palette.h"

namespace pw::ui::marks {

QPainterPath checkPath(const QRectF& box) {
    QPainterPath path;
    path.moveTo(box.left() + box.width() * 0.12, box.top() + box.height() * 0.55);
    path.lineTo(box.left() + box.width() * 0.40, box.top() + box.height() * 0.82);
    path.lineTo(box.left() + box.width() * 0.88, box.top() + box.height() * 0.18);
    return path;
}

QPainterPath crossPath(const QRectF& box) {
    const QRectF r = box.adjusted(box.width() * 0.18, box.height() * 0.18, -box.width() * 0.18, -box.height() * 0.18);
    QPainterPath path;
    path.moveTo(r.topLeft());
    path.lineTo(r.bottomRight());
    path.moveTo(r.topRight());
    path.lineTo(r.bottomLeft());
    return path;
}

QPainterPath hatchPath(const QRectF& area, double spacing) {
    QPainterPath path;
    if (spacing <= 0 || area.isEmpty()) return path;
    const double step = spacing * std::sqrt(2.0);  // along x, between lines `spacing` apart
    const double l = area.left(), r = area.right(), t = area.top(), b = area.bottom();
    // "/" lines: x + y = s; "\" lines: x - y = s. s runs on multiples of `step`.
    for (double s = std::ceil((l + t) / step) * step; s < r + b; s += step) {
        const double x0 = std::max(l, s - b), x1 = std::min(r, s - t);
        if (x1 - x0 < 1e-6) continue;
        path.moveTo(x0, s - x0);
        path.lineTo(x1, s - x1);
    }
    for (double s = std::ceil((l - b) / step) * step; s < r - t; s += step) {
        const double x0 = std::max(l, s + t), x1 = std::min(r, s + b);
        if (x1 - x0 < 1e-6) continue;
        path.moveTo(x0, x0 - s);
        path.lineTo(x1, x1 - s);
    }
    return path;
}

void drawGlyph(QPainter& p, const QPainterPath& glyph, double width, const QColor& colour, const QColor& halo) {
    p.save();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(halo, width * 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(glyph);
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(glyph);
    p.restore();
}

QRectF badgeRect(const QRectF& cell) {
    const double d = cell.width() * 0.36;
    return {cell.right() - d - cell.width() * 0.03, cell.top() + cell.height() * 0.03, d, d};
}

QRectF outcomeBadgeRect(const QRectF& grid, double cell) {
    const double d = cell * 0.46;
    return {grid.right() + cell * 0.1, grid.top(), d, d};
}

void drawBadge(QPainter& p, const QRectF& badge, bool correct, const QColor& fill, const QColor& halo) {
    p.save();
    p.setPen(QPen(halo, std::max(1.0, badge.width() * 0.1)));
    p.setBrush(fill);
    p.drawEllipse(badge);
    p.restore();
    const QRectF inner = badge.adjusted(badge.width() * 0.18, badge.height() * 0.18, -badge.width() * 0.18, -badge.height() * 0.18);
    const QColor ink = BoardPalette::inkOn(fill);
    p.save();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(ink, std::max(1.5, badge.width() * 0.14), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(correct ? checkPath(inner) : crossPath(inner.adjusted(-inner.width() * 0.1, -inner.height() * 0.1,
                                                                     inner.width() * 0.1, inner.height() * 0.1)));
    p.restore();
}

void drawHatch(QPainter& p, const QRectF& area, double cell, const QColor& colour) {
    p.save();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colour, std::max(1.5, cell * 0.045), Qt::SolidLine, Qt::FlatCap));
    p.drawPath(hatchPath(area, std::max(4.0, cell / 5)));
    p.restore();
}

}  // namespace pw::ui::marks
