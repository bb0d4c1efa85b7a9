#pragma once
/// The chessboard drawn from a value in a scene (boards/grid_painter.h): squares in two
/// shades, attacked ones hatched, queens in conflict red on a cross-hatch with a ✗, a
/// solution's queens with a ✓; a run's queens and its tried square when the scene has a
/// frame; on paper black ink on white and no aid.
#include <QPainter>

#include <vector>

#include "boards/board_geometry.h"
#include "boards/grid_painter.h"
#include "queens_board.h"

namespace pw::ui {

class QueensPainter final : public GridPainter {
public:
    QueensPainter(const GridScene& scene, const QueensBoard& board);
    void paint(QPainter& p, const BoardGeometry& g) const;
    /// The queens on show: the overlay's (a solution, a search) or the board's, as squares.
    std::vector<int> shownQueens() const;

private:
    void drawQueen(QPainter& p, const QRectF& square, const QColor& color) const;
    const QueensBoard& board_;
};

}  // namespace pw::ui
