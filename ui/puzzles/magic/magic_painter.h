#pragma once
/// The magic square drawn from a value in a scene (boards/grid_painter.h): cells and
/// numbers (givens bold, repeated or out-of-range ones red on a cross-hatch), the band
/// over a line a search refused, the line sums at the lines' ends marked ✓ or ✗; on
/// paper black ink, and a sum only once its line is full.
#include <QPainter>

#include <vector>

#include "boards/board_geometry.h"
#include "boards/grid_painter.h"
#include "magic_board.h"

namespace pw::ui {

class MagicPainter final : public GridPainter {
public:
    /// Room for the line sums: right of the rows, below the columns, at the corners.
    static constexpr double kMarginCells = 1.1;

    MagicPainter(const GridScene& scene, const MagicBoard& board);
    void paint(QPainter& p, const BoardGeometry& g) const;
    /// The grid on show: the overlay's when there is one of the right size, else the board's.
    const std::vector<int>& shownGrid() const;
    /// The line a rejection or cut of the traced frame is about, when the frame's state
    /// shows why (a complete wrong line, one that cannot be completed, or the line whose
    /// last cell was computed); -1 otherwise.
    int flashedLine() const;
    /// Where the sum of `line` (rows, columns, then the two diagonals) of an order-n
    /// square is drawn, in geometry `g`.
    static QRectF lineLabelRect(const BoardGeometry& g, int n, int line);

private:
    int n() const { return board_.n(); }
    const std::vector<int>& grid() const { return board_.grid(); }
    bool isGiven(int cell) const { return board_.isGiven(cell); }
    void paintCells(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const;
    void paintLineBand(QPainter& p, const BoardGeometry& g, int line) const;
    void paintLineSums(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown, int flashed) const;

    const MagicBoard& board_;
};

}  // namespace pw::ui
