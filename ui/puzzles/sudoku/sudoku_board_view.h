#pragma once
/// The sudoku board (4×4, 9×9 or 16×16): type digits into the cells or, in pencil-mark
/// mode, toggle candidates; the row, column and box of the selected cell and the cells
/// holding its digit are highlighted; conflicts are red and cross-hatched; givens are bold and dark, the
/// player's digits blue. Hint shows the next logical step on the board and Apply performs
/// it; Check flags wrong digits. A shown solution or a traced frame fills the grid, with
/// the candidates the frame's digits leave. Every rule question goes to solvers/sudoku.
#include <optional>
#include <vector>

#include "boards/grid_board_view.h"
#include "sudoku/model.h"
#include "sudoku_board.h"
#include "sudoku/rating.h"
#include "sudoku/techniques.h"

namespace pw::ui {

class SudokuOptions;

class SudokuBoardView final : public GridBoardView {
    Q_OBJECT
public:
    /// A view of the model's sudoku, or of one of its own.
    explicit SudokuBoardView(PuzzleBoard* board = nullptr, QWidget* parent = nullptr);

    /// The sudoku the model holds.
    const SudokuBoard& value() const { return puzzleBoard()->as<SudokuBoard>(); }
    /// Erases the player's digits and marks (the givens stay): the puzzle from the start.
    void clearBoard() override;
    QString statusText() const override;
    QString decisionText(const Event& decision) const override;  // in sudoku_decisions.cpp
    QString cellAccessibleText(int r, int c) const override;    // in sudoku_accessible.cpp
    QString accessibleHelp() const override;
    /// The status alone: a step's status already says what it did ("Trying 1 in r1c4").
    QString announcementText() const override { return statusText(); }
    QWidget* optionsWidget() override;

    const sudoku::Board& board() const { return value().board(); }
    int selectedCell() const { return cursorRow() * board().size() + cursorColumn(); }

    // ---- user actions, each one undoable ----
    /// A digit typed into `cell` (0 erases); refused on a given.
    void enterDigit(int cell, int digit);
    void toggleMark(int cell, int digit);
    void fillAllCandidates();
    void clearAllMarks();
    bool pencilMode() const { return value().pencilMode(); }
    void setPencilMode(bool on);

    // ---- hint, check, puzzles (sudoku_hint.cpp) ----
    /// Finds the next logical step and draws it; false when the techniques are stuck.
    bool showHint();
    const std::optional<sudoku::Step>& hint() const { return hint_; }
    /// The puzzle's rating, shown with the status; none on 4×4 and 16×16.
    const std::optional<sudoku::Rating>& rating() const { return rating_; }
    /// Performs the step shown by the hint (undoable); false when none is shown.
    bool applyHint();
    /// Compares the player's digits with the solution; the wrong cells are flagged.
    void checkDigits();
    const std::vector<int>& wrongCells() const { return wrong_; }
    /// The givens as one line (81 characters on 9×9), and a line or collection read back.
    QString puzzleLine() const;
    bool pasteText(const QString& text, QString* error);
    void copyToClipboard() const;
    void pasteFromClipboard();
    /// A new puzzle from the generator (sudoku::Level: 0 simple .. 3 expert) on the current size.
    void newPuzzle();
    void setLevel(int level);
    int collectionIndex() const { return value().collectionIndex(); }
    int collectionSize() const { return value().collectionSize(); }
    void showCollectionPuzzle(int index);

    /// A technique's name in the user's language.
    static QString techniqueLabel(sudoku::Technique technique);
    /// "r3c5" / « L3C5 », the cell names of the hints and the status.
    QString cellLabel(int cell) const;

protected:
    QSize gridShape() const override { return {board().size(), board().size()}; }
    /// A new puzzle is rated; a move makes a shown hint or check stale.
    void gameStarted() override;
    void positionChanged() override;
    void optionsChanged() override;
    void paintBoard(QPainter& p, const BoardGeometry& g) override;
    void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    bool typeKey(QKeyEvent* event) override;
    double marginCells() const override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    void push(sudoku::Board after, const QString& text);
    /// The player's board with every blank cell without marks holding its candidates:
    /// what the techniques look at.
    sudoku::Board hintBoard() const;
    /// The puzzle's rating, made when it starts.
    void rate();
    QString frameStatus() const;
    QString userStatus() const;
    void syncOptions();
    /// The digit of the candidate slot (the cell's mini-grid) under `point`.
    int slotDigit(int cell, QPointF point) const;

    /// The puzzle's rating (9×9 only: the scale was fitted there), made when it starts.
    std::optional<sudoku::Rating> rating_;
    std::optional<sudoku::Step> hint_;
    sudoku::Board hintMarks_;  ///< the board the hint was found on (its candidates)
    bool checked_ = false;
    std::vector<int> wrong_;
    QString message_;  ///< a one-off answer (check, paste error) until the next change
    SudokuOptions* options_ = nullptr;
    QPointF clickPoint_;     ///< where the click being handled happened
    bool clicked_ = false;   ///< activateCell comes from a click, not from Space
};

class BoardRegistry;
/// Adds this board to the window's list (in register_board.cpp).
void registerSudokuBoard(BoardRegistry& boards);

}  // namespace pw::ui
