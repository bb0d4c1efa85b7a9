#pragma once
/// What a grid board is drawn from besides its value, and the base of each puzzle's
/// painter. A board's view fills a `GridScene` from its own state (the colours of its
/// palette, what a run shows over the position, its grid); paper fills one with no
/// widget at all (print/paper_board.h). A puzzle's painter (`QueensPainter`...) draws a
/// value of its puzzle in a scene, so the screen and the page share one paint code.
#include <QColor>

#include <vector>

#include "core/event.h"

namespace pw::ui {

struct BoardPalette;

struct GridScene {
    /// What a run lays over the user's position: a solution from the browser, or the
    /// frame of a traced search (its partial state and its event).
    enum class Overlay { None, Solution, Frame };

    const BoardPalette* palette = nullptr;  ///< the colours (never null once painted)
    QColor surroundInk = Qt::black;         ///< text around the grid
    QColor surroundFill = Qt::white;        ///< behind the grid
    bool onPaper = false;  ///< black ink on white, without what is only for the screen
    int rows = 1, cols = 1;
    Overlay overlay = Overlay::None;
    std::vector<int> overlayCells;
    Event frameEvent;

    /// The frame's cell, when its event names one inside the grid.
    bool frameCell(int* r, int* c) const;
};

/// What every puzzle's paint code asks of the scene, under the names the views use.
class GridPainter {
public:
    using Overlay = GridScene::Overlay;
    explicit GridPainter(const GridScene& scene) : scene_(scene) {}

protected:
    Overlay overlay() const { return scene_.overlay; }
    const std::vector<int>& overlayCells() const { return scene_.overlayCells; }
    const Event& frameEvent() const { return scene_.frameEvent; }
    bool frameCell(int* r, int* c) const { return scene_.frameCell(r, c); }
    bool onPaper() const { return scene_.onPaper; }
    const BoardPalette& boardPalette() const { return *scene_.palette; }
    QColor surroundInk() const { return scene_.surroundInk; }
    QColor surroundFill() const { return scene_.surroundFill; }

    const GridScene& scene_;
};

}  // namespace pw::ui
