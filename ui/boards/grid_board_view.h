#pragma once
/// What every board drawn as a grid of cells shares: the geometry that scales with the
/// widget, a keyboard cursor moved by the arrows, clicks and Space turned into
/// `activateCell`, and the overlays (a solution from the browser, a traced frame) kept
/// apart from the user's own position, which comes back with `clearOverlay`.
///
/// A subclass paints its cells in `paintBoard` and reacts in `activateCell`; it asks its
/// puzzle's model.h for every rule. It also names its cells for a screen reader
/// (`cellAccessibleText`): the board is a table to assistive technology
/// (board_accessible.h), which follows the cursor and hears what each change or step did.
#include <QElapsedTimer>
#include <QStringList>

#include <vector>

#include "board_geometry.h"
#include "board_view.h"
#include "grid_painter.h"

class QPainter;

namespace pw::ui {
struct BoardPalette;
}

namespace pw::ui {

class GridBoardView : public BoardView {
    Q_OBJECT
public:
    /// A view of `board` (of its own of `kind` when nullptr), see BoardView.
    GridBoardView(PuzzleBoard* board, const BoardKind& kind, QWidget* parent = nullptr);

    void showFrame(const Event& event, std::span<const int> state) override;
    void showSolution(std::span<const int> cells) override;
    void clearOverlay() override;
    bool hasOverlay() const override { return scene_.overlay != Overlay::None; }

    int cursorRow() const { return cursorR_; }
    int cursorColumn() const { return cursorC_; }
    void setCursor(int r, int c);
    BoardGeometry geometry() const;
    int gridRows() const { return scene_.rows; }
    int gridCols() const { return scene_.cols; }

    // ---- what a screen reader reads (board_accessible.h) ----
    /// Cell (r, c) in words, in the puzzle's terms: "row 3, column 4, queen".
    virtual QString cellAccessibleText(int r, int c) const = 0;
    /// What a screen reader reads after the cells: a magic square's line sums, a shading
    /// grid's runs. Empty by default.
    virtual QStringList accessibleNotes() const { return {}; }
    /// Where note `i` is drawn, in the board's coordinates; empty when it has no place.
    virtual QRectF accessibleNoteRect(int i) const {
        (void)i;
        return {};
    }
    /// The board's name for a screen reader: its puzzle and size.
    QString accessibleBoardName() const;
    /// The keys that play this board, for a screen reader's help.
    virtual QString accessibleHelp() const;
    /// What a screen reader is told after a change: the status line, and for a traced
    /// step first what the step did ("reject: queen in row 3, column 5"), which the
    /// status of some boards does not say.
    virtual QString announcementText() const;
    /// The last thing announced (the status after a change or a step), and the cells whose
    /// text it changed.
    QString lastAnnouncement() const { return announced_; }
    /// A click or Space on (r, c), as a screen reader's "press" action asks.
    void playCell(int r, int c);

protected:
    using Overlay = GridScene::Overlay;

    /// The rows and columns of the model's board.
    virtual QSize gridShape() const = 0;
    /// A new position: the grid takes the board's shape (the cursor kept when it has
    /// it already), the overlay goes, the board is drawn again and says so.
    void positionChanged() override;
    /// A new game: the cursor goes back to the corner.
    void gameStarted() override { fitGridToBoard(); }
    /// The grid takes the board's shape, the cursor back in the corner (a subclass's
    /// constructor calls it once the board is there).
    void fitGridToBoard();
    /// The grid takes the board's shape when it has another (the cursor back in the corner then).
    void followGridShape();

    /// Sets the grid's dimensions (a new board); the cursor goes back to the corner.
    void setGridSize(int rows, int cols);
    /// The colours in force: the scheme of this widget's palette, or high contrast.
    const BoardPalette& boardPalette() const;
    /// Text drawn around the grid (coordinates, captions), on the widget's background.
    QColor surroundInk() const;
    /// The widget's background behind the grid (white in high contrast).
    QColor surroundFill() const;

    /// Draws the board's cells; the base draws the cursor on top.
    virtual void paintBoard(QPainter& p, const BoardGeometry& g) = 0;
    /// A click (left or right button) or Space on a cell.
    virtual void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) = 0;
    /// Keys other than the arrows and Space (digits, Delete...); true when handled.
    virtual bool typeKey(QKeyEvent* event);
    /// Room around the grid, in cells, for coordinates or line sums.
    virtual double marginCells() const { return 0.6; }

    Overlay overlay() const { return scene_.overlay; }
    const std::vector<int>& overlayCells() const { return scene_.overlayCells; }
    const Event& frameEvent() const { return scene_.frameEvent; }
    /// The frame's cell, when its event names one inside the grid.
    bool frameCell(int* r, int* c) const { return scene_.frameCell(r, c); }
    /// What the board is drawn from besides its value, its colours filled in: what a
    /// puzzle's painter (grid_painter.h) paints in.
    const GridScene& scene() const;

    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    /// Tells assistive technology what the last change did: the cells whose words
    /// changed, then the status. At most every 400 ms (a played search would flood a
    /// screen reader); the last change always gets through.
    void scheduleAnnouncement();
    void announce();
    void announceCursor();

    mutable GridScene scene_;  ///< its colours are filled in when it is painted (scene())
    int cursorR_ = 0, cursorC_ = 0;
    QString announced_;
    QStringList spokenCells_;  ///< the cells' words when last announced
    QStringList spokenNotes_;
    QElapsedTimer sinceAnnouncement_;
    bool announcementPending_ = false;
};

}  // namespace pw::ui
