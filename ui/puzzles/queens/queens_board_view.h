#pragma once
/// The chessboard: click or Space places and removes queens, squares attacked by the
/// queens on the board are hatched, queens in conflict are drawn red on a cross-hatch
/// with a ✗, a solution's queens carry a ✓. Every rule question goes to solvers/queens/model.h.
#include <vector>

#include "boards/grid_board_view.h"

namespace pw::ui {

class QueensBoardView final : public GridBoardView {
    Q_OBJECT
public:
    explicit QueensBoardView(QWidget* parent = nullptr);

    QString puzzleId() const override { return QStringLiteral("queens"); }
    Instance instance() const override;
    void resetBoard(const SizeRequest& size) override;
    int boardSize() const override { return n_; }
    int minimumBoardSize() const override { return 4; }
    int maximumBoardSize() const override { return 20; }

    QString toText() const override;
    bool fromText(const QString& text, QString* error) override;
    void clearBoard() override;
    QString statusText() const override;
    QString decisionText(const Event& decision) const override;  // in queens_decisions.cpp
    std::vector<int> stateAfter(const Instance& run, std::span<const Event> decisions) const override;
    QString cellAccessibleText(int r, int c) const override;  // in queens_accessible.cpp

    /// Places or removes the queen on square r * N + c, through the undo stack.
    void toggleSquare(int square);
    const std::vector<int>& queens() const { return queens_; }
    void setQueens(std::vector<int> squares);  ///< no undo entry: used by the commands
    /// The queens on show: the overlay's (a solution, a search) or the user's, as squares.
    std::vector<int> shownQueens() const;

protected:
    void paintBoard(QPainter& p, const BoardGeometry& g) override;
    void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;

private:
    void drawQueen(QPainter& p, const QRectF& square, const QColor& color) const;

    int n_ = 8;
    std::vector<int> queens_;  ///< squares holding a queen, sorted
};

class BoardRegistry;
/// Adds this board to the window's list (in register_board.cpp).
void registerQueensBoard(BoardRegistry& boards);

}  // namespace pw::ui
