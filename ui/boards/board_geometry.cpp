#include "board_geometry.h"

#include <algorithm>
#include <cmath>

namespace pw::ui {

BoardGeometry::BoardGeometry(QSize widget, int r, int c, double marginCells) : rows(r), cols(c) {
    const double w = widget.width(), h = widget.height();
    cell = std::max(4.0, std::min(w / (cols + 2 * marginCells), h / (rows + 2 * marginCells)));
    const double gw = cell * cols, gh = cell * rows;
    grid = QRectF((w - gw) / 2, (h - gh) / 2, gw, gh);
}

QRectF BoardGeometry::cellRect(int r, int c) const {
    return {grid.left() + c * cell, grid.top() + r * cell, cell, cell};
}

bool BoardGeometry::cellAt(QPointF p, int* r, int* c) const {
    if (!grid.contains(p)) return false;
    *c = std::clamp(static_cast<int>(std::floor((p.x() - grid.left()) / cell)), 0, cols - 1);
    *r = std::clamp(static_cast<int>(std::floor((p.y() - grid.top()) / cell)), 0, rows - 1);
    return true;
}

}  // namespace pw::ui
