#pragma once
/// How the boards of a worksheet share a page: a grid of slots, each holding a number
/// above a board, every slot the same size.
#include <QRectF>
#include <QSizeF>

namespace pw::ui {

/// Columns and rows of equal slots on a page, and the cell size they leave a board.
struct SlotGrid {
    int columns = 1;
    int rows = 1;
    double cellMm = 0;  ///< the side of a board's cell in this grid, in millimetres

    int perPage() const { return columns * rows; }
    /// Slot `i` (row by row) of `area`.
    QRectF slot(const QRectF& area, int i) const;
};

/// What a grid must allow: the room on the page, the board's size in cells (margins
/// for coordinates and sums included), the height of a slot's number, and the smallest
/// cell one writes in.
struct SlotNeeds {
    QSizeF areaMm;
    QSizeF boardCells;  ///< columns, rows
    double labelMm = 0;
    double minCellMm = 0;
    int maxPerPage = 1;
};

/// The grid for `count` boards: among the grids whose cells are at least `minCellMm`,
/// one that holds them all on a page (up to `maxPerPage`) with the largest cells, else
/// the one that holds the most; 1×1 when even one board is smaller than asked.
SlotGrid gridForCount(const SlotNeeds& needs, int count);
/// The grid holding the most boards with cells of at least `minCellMm` (the answers).
SlotGrid densestGrid(const SlotNeeds& needs);

}  // namespace pw::ui
