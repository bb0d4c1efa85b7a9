#pragma once
/// The shading grid drawn from a value in a scene (boards/grid_painter.h): shaded and
/// white cells, every run of k struck through and cross-hatched, the cell or row a
/// search's event names and its crosses; on paper black ink on white.
#include <QPainter>

#include <vector>

#include "boards/board_geometry.h"
#include "boards/grid_painter.h"
#include "shading/model.h"
#include "shading_board.h"

namespace pw::ui {

class ShadingPainter final : public GridPainter {
public:
    ShadingPainter(const GridScene& scene, const ShadingBoard& grid);
    void paint(QPainter& p, const BoardGeometry& g) const;
    /// The row a traced event names (v3, v4 place whole rows), else -1.
    int frameRow() const;

private:
    int rows() const { return grid_.rows(); }
    int cols() const { return grid_.cols(); }
    int k() const { return grid_.k(); }
    const std::vector<int>& cells() const { return grid_.cells(); }
    std::vector<shading::Run> runs() const { return shading::findRuns(rows(), cols(), k(), cells()); }
    void paintCells(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const;
    void paintRuns(QPainter& p, const BoardGeometry& g, const std::vector<shading::Run>& runs) const;
    void paintFrameMarks(QPainter& p, const BoardGeometry& g) const;
    void paintGridLines(QPainter& p, const BoardGeometry& g, const QColor& frame, bool strong) const;
    void paintCoordinates(QPainter& p, const BoardGeometry& g) const;

    const ShadingBoard& grid_;
};

}  // namespace pw::ui
