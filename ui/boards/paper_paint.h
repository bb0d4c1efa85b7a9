#pragma once
/// A grid board painted on paper from a value, with no widget: a page of a PDF, a
/// printer's, a worksheet's slot. The board is laid out in a logical area of the page's
/// shape, its longer side 1,000 units, then scaled onto the page, so the paint code's
/// sizes (all relative to the cell) and its pixel floors hold and the vectors stay. The
/// scene is black ink on white (high contrast when View › High contrast is on), on
/// paper (`GridScene::onPaper`), with a solution or a traced event laid over the position when given.
#include <QRectF>
#include <QSize>

#include <functional>
#include <span>

#include "board_geometry.h"
#include "grid_painter.h"

class QPainter;

namespace pw::ui {

/// Draws the board in the geometry and scene given (a puzzle's painter).
using GridPaint = std::function<void(QPainter& painter, const BoardGeometry& geometry, const GridScene& scene)>;

/// What a run lays over a board on paper, as on screen: a solution's cells (none when
/// empty), or the state of a traced event (a recorded run's cursor) with that event.
struct PaperOverlay {
    PaperOverlay() = default;
    /// A solution, in the form the browser shows it (implicit: a solution is the usual one).
    PaperOverlay(std::span<const int> solution)  // NOLINT(google-explicit-constructor)
        : kind(solution.empty() ? GridScene::Overlay::None : GridScene::Overlay::Solution), cells(solution) {}
    static PaperOverlay frame(const Event& event, std::span<const int> state) {
        PaperOverlay overlay;
        overlay.kind = GridScene::Overlay::Frame;
        overlay.cells = state;
        overlay.event = event;
        return overlay;
    }

    GridScene::Overlay kind = GridScene::Overlay::None;
    std::span<const int> cells;  ///< borrowed for the painting
    Event event;                 ///< a frame's
};

/// Paints a grid of `rows` × `cols` cells with `marginCells` around it into `area` of
/// `painter`, as `paint` draws it, `overlay` laid over it. `onPaper`
/// false keeps the screen's look, in `scene`'s colours (a view painting itself on a page).
void paintGridOnPage(QPainter& painter, const QRectF& area, int rows, int cols, double marginCells,
                     const PaperOverlay& overlay, const GridPaint& paint);
/// The same in a scene given (its overlay and colours as they are; `onPaper` set).
void paintGridOnPage(QPainter& painter, const QRectF& area, double marginCells, GridScene scene, const GridPaint& paint);

/// The colours of a board on paper: the light scheme's, or high contrast's when it is on.
const BoardPalette& paperPalette();

}  // namespace pw::ui
