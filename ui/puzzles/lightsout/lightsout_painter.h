#pragma once
/// The lights out board drawn from a value in a scene (boards/grid_painter.h): lights as
/// big rounded squares, lit or dark; the presses of a shown solution or of a search as
/// rings; an obstruction (the lights that can never all be off) framed and marked ✗; on
/// paper, ink for a lit light and white for a dark one.
#include <QPainter>

#include <vector>

#include "boards/board_geometry.h"
#include "boards/grid_painter.h"
#include "lightsout_board.h"

namespace pw::ui {

class LightsOutPainter final : public GridPainter {
public:
    /// `obstruction`: the cells framed as an unsolvable board's (press-mask shaped), or empty.
    LightsOutPainter(const GridScene& scene, const LightsOutBoard& value, const std::vector<int>& obstruction);
    void paint(QPainter& p, const BoardGeometry& g) const;

private:
    const lightsout::Board& board() const { return value_.lights(); }
    void paintLight(QPainter& p, const QRectF& cell, bool lit) const;
    void paintPressMark(QPainter& p, const QRectF& cell, const QColor& color) const;
    void paintFrameMarks(QPainter& p, const BoardGeometry& g, const lightsout::Board& shown) const;
    void paintCoordinates(QPainter& p, const BoardGeometry& g) const;

    const LightsOutBoard& value_;
    const std::vector<int>& obstruction_;
};

}  // namespace pw::ui
