#pragma once
/// What every board drawn as a grid of cells shares: the geometry that scales with the
/// widget, a keyboard cursor moved by the arrows, clicks and Space turned into
/// `activateCell`, and the overlays (a solution from the browser, a traced frame) kept
/// apart from the user's own position, which comes back with `clearOverlay`.
///
/// A subclass paints its cells in `paintBoard` and reacts in `activateCell`; it asks its
/// puzzle's model.h for every rule.
#include <vector>

#include "board_geometry.h"
#include "board_view.h"

class QPainter;

namespace pw::ui {

class GridBoardView : public BoardView {
    Q_OBJECT
public:
    explicit GridBoardView(QWidget* parent = nullptr);

    void showFrame(const Event& event, std::span<const int> state) override;
    void showSolution(std::span<const int> cells) override;
    void clearOverlay() override;
    bool hasOverlay() const override { return overlay_ != Overlay::None; }
    void paintOnPage(QPainter& painter, const QRectF& area) override;

    int cursorRow() const { return cursorR_; }
    int cursorColumn() const { return cursorC_; }
    void setCursor(int r, int c);
    BoardGeometry geometry() const;

protected:
    enum class Overlay { None, Solution, Frame };

    /// Sets the grid's dimensions (a new board); the cursor goes back to the corner.
    void setGridSize(int rows, int cols);
    int gridRows() const { return rows_; }
    int gridCols() const { return cols_; }

    /// Draws the board's cells; the base draws the cursor on top.
    virtual void paintBoard(QPainter& p, const BoardGeometry& g) = 0;
    /// A click (left or right button) or Space on a cell.
    virtual void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) = 0;
    /// Keys other than the arrows and Space (digits, Delete...); true when handled.
    virtual bool typeKey(QKeyEvent* event);
    /// Room around the grid, in cells, for coordinates or line sums.
    virtual double marginCells() const { return 0.6; }

    /// True while `paintOnPage` paints: the board is drawn for paper (black ink on white,
    /// no selection, no aid meant for the screen).
    bool onPaper() const { return onPaper_; }
    Overlay overlay() const { return overlay_; }
    const std::vector<int>& overlayCells() const { return overlayCells_; }
    const Event& frameEvent() const { return frameEvent_; }
    /// The frame's cell, when its event names one inside the grid.
    bool frameCell(int* r, int* c) const;

    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    int rows_ = 1, cols_ = 1;
    int cursorR_ = 0, cursorC_ = 0;
    Overlay overlay_ = Overlay::None;
    std::vector<int> overlayCells_;
    Event frameEvent_;
    bool onPaper_ = false;
};

}  // namespace pw::ui
