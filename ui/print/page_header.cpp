#include "page_header.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>

namespace pw::ui {

double pointsToDevice(const QPainter& painter, double points) {
    return points * painter.device()->logicalDpiY() / 72.0;
}

QRectF paintTextLine(QPainter& painter, const QRectF& area, const QString& text, double pointSize, bool bold,
                     Qt::Alignment alignment) {
    QFont font = painter.font();
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    painter.setFont(font);
    painter.setPen(Qt::black);
    const double height = QFontMetricsF(font, painter.device()).height();
    painter.drawText(QRectF(area.left(), area.top(), area.width(), height), alignment | Qt::AlignVCenter, text);
    return area.adjusted(0, height, 0, 0);
}

QRectF paintPageHeader(QPainter& painter, const QRectF& page, const QString& title, const QString& subtitle) {
    QRectF rest = paintTextLine(painter, page, title, 16, true);
    if (!subtitle.isEmpty()) rest = paintTextLine(painter, rest.adjusted(0, pointsToDevice(painter, 2), 0, 0), subtitle, 11, false);
    // A rule under the header, then some air.
    const double gap = pointsToDevice(painter, 6);
    painter.setPen(QPen(Qt::black, pointsToDevice(painter, 0.6)));
    painter.drawLine(QPointF(rest.left(), rest.top() + gap / 2), QPointF(rest.right(), rest.top() + gap / 2));
    return rest.adjusted(0, gap * 1.5, 0, 0);
}

QRectF paintPageFooter(QPainter& painter, const QRectF& page, int index, int count) {
    QFont font = painter.font();
    font.setPointSizeF(8);
    font.setBold(false);
    painter.setFont(font);
    painter.setPen(QColor(0x60, 0x60, 0x60));
    const double height = QFontMetricsF(font, painter.device()).height();
    const QRectF line(page.left(), page.bottom() - height, page.width(), height);
    painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, QCoreApplication::applicationName());
    painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter,
                     QCoreApplication::translate("Print", "page %1 of %2").arg(index + 1).arg(count));
    return page.adjusted(0, 0, 0, -height * 1.5);
}

}  // namespace pw::ui
