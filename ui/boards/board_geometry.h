#pragma once
/// Square cells laid out in the largest square area of a widget, with a margin for
/// coordinates; shared by every grid board so they scale with the window the same way.
#include <QPointF>
#include <QRectF>
#include <QSize>

namespace pw::ui {

struct BoardGeometry {
    BoardGeometry(QSize widget, int rows, int cols, double marginCells = 0.6);

    QRectF cellRect(int r, int c) const;
    /// The cell under a point, or false when outside the grid.
    bool cellAt(QPointF p, int* r, int* c) const;
    QRectF gridRect() const { return grid; }

    int rows, cols;
    double cell;
    QRectF grid;
};

}  // namespace pw::ui
