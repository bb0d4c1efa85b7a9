#include "visit_glyphs.h"

#include <QPainter>
#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>

namespace pw::ui {

namespace {

QPainterPath triangle(QPointF apex, double half, double height, bool upsideDown) {
    QPainterPath path;
    if (upsideDown) {
        path.moveTo(apex.x() - half, apex.y());
        path.lineTo(apex.x() + half, apex.y());
        path.lineTo(apex.x(), apex.y() + height);
    } else {
        path.moveTo(apex);
        path.lineTo(apex.x() + half, apex.y() + height);
        path.lineTo(apex.x() - half, apex.y() + height);
    }
    path.closeSubpath();
    return path;
}

// The count on a triangle when it fits, on a halo over the hatching, in the glyph's ink.
void writeCount(QPainter& p, QPointF c, const TriangleSize& size, const QString& count, const TreePalette& palette,
                const QColor& ink, bool low) {
    if (count.isEmpty() || size.half <= 9 || size.height <= 10) return;
    QFont f = p.font();
    f.setPixelSize(static_cast<int>(std::clamp(size.height * 0.36, 7.0, 22.0)));
    p.setFont(f);
    const QFontMetricsF metrics(f);
    const double width = metrics.horizontalAdvance(count) + 4;
    if (size.room > 0 && width > size.room) return;
    const double middle = low ? c.y() + size.height * 0.62 : c.y() + size.height * 0.15;
    const QRectF box(c.x() - width / 2, middle - metrics.height() / 2, width, metrics.height());
    p.setPen(Qt::NoPen);
    p.setBrush(palette.labelHalo);
    p.drawRoundedRect(box, 2, 2);
    p.setPen(ink);
    p.drawText(box, Qt::AlignCenter, count);
}

}  // namespace

void paintGhost(QPainter& p, QPointF c, const TriangleSize& size, const QString& count, const TreePalette& palette) {
    const QPainterPath shape = triangle(QPointF(c.x(), c.y() - size.rise), size.half, size.height + size.rise, false);
    p.setPen(Qt::NoPen);
    p.setBrush(palette.background);
    p.drawPath(shape);
    p.setBrush(QBrush(palette.ghost, Qt::BDiagPattern));
    p.setPen(QPen(palette.ghost, std::max(1.5, size.half / 10) * palette.lineScale, Qt::DashLine));
    p.drawPath(shape);
    writeCount(p, c, size, count, palette, palette.ghost.darker(palette.scheme == BoardPalette::Scheme::Dark ? 70 : 140), true);
}

void paintSecondOnly(QPainter& p, QPointF c, const TriangleSize& size, const QString& count, const TreePalette& palette) {
    const QPainterPath shape = triangle(QPointF(c.x(), c.y() - size.rise), size.half, size.height + size.rise, true);
    p.setPen(Qt::NoPen);
    p.setBrush(palette.background);
    p.drawPath(shape);
    p.setBrush(QBrush(palette.secondOnly, Qt::CrossPattern));
    p.setPen(QPen(palette.secondOnly, std::max(1.5, size.half / 8) * palette.lineScale));
    p.drawPath(shape);
    writeCount(p, c, size, count, palette, palette.secondOnly.darker(palette.scheme == BoardPalette::Scheme::Dark ? 60 : 130),
               false);
}

void paintGhostsBehind(QPainter& p, QPointF c, const TriangleSize& size, const QString& count, const TreePalette& palette) {
    // The outline a size larger than the subtree's triangle, peeking out at its base.
    const double half = size.half * 1.35, height = (size.height + size.rise) * 1.3;
    const QPainterPath shape = triangle(QPointF(c.x(), c.y() - size.rise), half, height, false);
    p.setBrush(QBrush(palette.ghost, Qt::BDiagPattern));
    p.setPen(QPen(palette.ghost, std::max(1.0, size.half / 12) * palette.lineScale, Qt::DashLine));
    p.drawPath(shape);
    if (count.isEmpty() || size.half <= 9) return;
    QFont f = p.font();
    f.setPixelSize(static_cast<int>(std::clamp(size.height * 0.3, 7.0, 18.0)));
    p.setFont(f);
    const QFontMetricsF metrics(f);
    const QString text = QStringLiteral("+ ") + count;
    // Only where it fits between its neighbours (a click or the tooltip says it anyway).
    if (metrics.horizontalAdvance(text) + 6 > size.room) return;
    const QRectF box(c.x() - metrics.horizontalAdvance(text) / 2 - 3, c.y() - size.rise + height + 2,
                     metrics.horizontalAdvance(text) + 6, metrics.height());
    p.setPen(Qt::NoPen);
    p.setBrush(palette.labelHalo);
    p.drawRoundedRect(box, 3, 3);
    p.setPen(palette.ghost.darker(palette.scheme == BoardPalette::Scheme::Dark ? 70 : 140));
    p.drawText(box, Qt::AlignCenter, text);
}

}  // namespace pw::ui
