#pragma once
/// The texts around what a page shows: a title and a line under it at the top, the
/// program and the page number at the foot. Sizes in points, so a page reads the same
/// at any resolution.
#include <QRectF>
#include <QString>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace pw::ui {

/// Draws the title (bold) and, when not empty, the subtitle under it; returns the room
/// left below them.
QRectF paintPageHeader(QPainter& painter, const QRectF& page, const QString& title, const QString& subtitle);
/// Draws "Puzzle Workbench · page 2 of 4" at the foot; returns the room left above it.
QRectF paintPageFooter(QPainter& painter, const QRectF& page, int index, int count);
/// A line of text in `pointSize` at the top of `area` (bold or not); returns the room
/// left below it.
QRectF paintTextLine(QPainter& painter, const QRectF& area, const QString& text, double pointSize, bool bold,
                     Qt::Alignment alignment = Qt::AlignLeft);
/// `points` of a font in the painter's units (a point is 1/72 inch).
double pointsToDevice(const QPainter& painter, double points);

}  // namespace pw::ui
