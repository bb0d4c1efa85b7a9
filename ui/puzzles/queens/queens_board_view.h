#pragma once
/// The chessboard: click or Space places and removes queens, squares attacked by the
/// queens on the board are hatched, queens in conflict are drawn red on a cross-hatch
/// with a ✗, a solution's queens carry a ✓. Every rule question goes to solvers/queens/model.h.
#include <vector>

#include "boards/grid_board_view.h"
#include "queens_board.h"

namespace pw::ui {

class QueensBoardView final : public GridBoardView {
    Q_OBJECT
public:
    /// A view of the model's board of the queens, or of one of its own.
    explicit QueensBoardView(PuzzleBoard* board = nullptr, QWidget* parent = nullptr);

    /// The position the model holds.
    const QueensBoard& position() const { return puzzleBoard()->as<QueensBoard>(); }
    void clearBoard() override;
    QString statusText() const override;
    QString decisionText(const Event& decision) const override;  // in queens_decisions.cpp
    std::vector<int> stateAfter(const Instance& run, std::span<const Event> decisions) const override;
    QString cellAccessibleText(int r, int c) const override;  // in queens_accessible.cpp

    /// Places or removes the queen on square r * N + c, an undoable move of the model's board.
    void toggleSquare(int square);
    const std::vector<int>& queens() const { return position().queens(); }
    /// The queens on show: the overlay's (a solution, a search) or the user's, as squares.
    std::vector<int> shownQueens() const;

protected:
    QSize gridShape() const override { return {position().n(), position().n()}; }
    void paintBoard(QPainter& p, const BoardGeometry& g) override;
    void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;

private:
    int n() const { return position().n(); }
};

class BoardRegistry;
/// Adds this board to the window's list (in register_board.cpp).
void registerQueensBoard(BoardRegistry& boards);

}  // namespace pw::ui
