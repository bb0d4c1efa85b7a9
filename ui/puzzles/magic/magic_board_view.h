#pragma once
/// The magic square: numbers typed into the cells (several digits in quick succession
/// make one number), the sum of every row, column and diagonal at its end in the colour
/// the model gives it with a ✓ or a ✗, repeated or out-of-range numbers in red on a
/// cross-hatch, a finished square announced. Cells marked as given are what the solvers complete; a shown solution or a
/// traced frame fills the grid, with the line a rejection is about flashed red. Every
/// rule question goes to solvers/magic/model.h.
#include <QElapsedTimer>

#include <vector>

#include "boards/grid_board_view.h"
#include "magic/model.h"
#include "magic_board.h"

namespace pw::ui {

class MagicOptions;

class MagicBoardView final : public GridBoardView {
    Q_OBJECT
public:
    /// A view of the model's magic square, or of one of its own.
    explicit MagicBoardView(PuzzleBoard* board = nullptr, QWidget* parent = nullptr);

    /// The square the model holds.
    const MagicBoard& square() const { return puzzleBoard()->as<MagicBoard>(); }

    void showSolution(std::span<const int> cells) override;
    void clearBoard() override;
    QString statusText() const override;
    QString decisionText(const Event& decision) const override;  // in magic_decisions.cpp
    // For a screen reader, in magic_accessible.cpp: each cell, then each line's sum.
    QString cellAccessibleText(int r, int c) const override;
    QStringList accessibleNotes() const override;
    QRectF accessibleNoteRect(int i) const override { return lineLabelRect(i); }
    QString accessibleHelp() const override;
    /// Where the sum of `line` (rows, columns, then the two diagonals) is drawn on the widget.
    QRectF lineLabelRect(int line) const;
    /// "row 2", "the main diagonal": a line in words.
    static QString lineName(int n, int line);
    QWidget* optionsWidget() override;

    const std::vector<int>& grid() const { return square().grid(); }
    /// The grid on show: the overlay's when there is one of the right size, else the user's.
    const std::vector<int>& shownGrid() const;
    bool isGiven(int cell) const;

    /// Undoable user actions (keys, clicks, buttons and tests go through these).
    void setCell(int cell, int value);
    /// A digit typed into `cell`: continues the number typed there less than a second
    /// ago when the result still fits in 1..n², else starts a new one.
    void typeDigit(int cell, int digit);
    void toggleGiven(int cell);
    void markAllGiven();
    void clearNonGiven();

    /// Solutions from the browser shown in Frénicle's standard form (one per class).
    void setCanonicalOnly(bool on);
    bool canonicalOnly() const { return square().canonicalOnly(); }
    bool browsesSolution(std::span<const int> cells) const override;

protected:
    QSize gridShape() const override { return {square().n(), square().n()}; }
    void gameStarted() override;
    void optionsChanged() override;
    void paintBoard(QPainter& p, const BoardGeometry& g) override;
    void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    bool typeKey(QKeyEvent* event) override;
    /// Room for the line sums: right of the rows, below the columns, at the corners.
    double marginCells() const override;

private:
    /// The line a rejection or cut of the traced frame is about (magic_painter.h), or -1.
    int flashedLine() const;
    QString frameStatus() const;
    QString userStatus() const;
    void push(MagicBoardState after, const QString& text, int typedCell = -1, bool merge = false);
    int n() const { return square().n(); }

    bool canonicalShown_ = false;       ///< the option as the options box and the browser last had it
    std::vector<int> browsedSolution_;  ///< the solution as stored, before any canonical form
    bool shownCanonical_ = false;       ///< the solution on show is the canonical form of another
    // Multi-digit typing: the cell and undo index of the last keystroke, and when it was.
    int typedCell_ = -1;
    int typedIndex_ = -1;
    QElapsedTimer typedClock_;
    MagicOptions* options_ = nullptr;
};

class BoardRegistry;
/// Adds this board to the window's list (in register_board.cpp).
void registerMagicBoard(BoardRegistry& boards);

}  // namespace pw::ui
