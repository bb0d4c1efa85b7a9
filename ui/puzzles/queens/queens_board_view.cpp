#include "queens_board_view.h"

#include <QPainter>

#include <algorithm>

#include "queens/model.h"
#include "queens_painter.h"

namespace pw::ui {

QueensBoardView::QueensBoardView(PuzzleBoard* board, QWidget* parent)
    : GridBoardView(board, *findBoardKind(builtinBoardKinds(), QStringLiteral("queens")), parent) {
    fitGridToBoard();
}

void QueensBoardView::toggleSquare(int square) {
    const int n = this->n();
    if (square < 0 || square >= n * n) return;
    puzzleBoard()->edit(position().toggled(square), tr("queen on %1%2").arg(QChar('a' + square % n)).arg(n - square / n));
}

void QueensBoardView::clearBoard() {
    if (!queens().empty()) puzzleBoard()->edit(position().withQueens({}), tr("clear the board"));
}

QString QueensBoardView::statusText() const {
    const int n = this->n();
        if (overlay() == Overlay::Solution) return tr("A solution of the %1 queens.").arg(n);
    if (overlay() == Overlay::Frame) {
        const auto placed = std::count_if(overlayCells().begin(), overlayCells().end(), [](int r) { return r >= 0; });
        if (queens::joinMarkSecond(frameEvent().aux) != 0)
            return tr("Joining two partial boards: the blue columns and the orange ones. Queens on the board: %1 of %2.")
                .arg(placed)
                .arg(n);
        if (queens::joinMarkFirst(frameEvent().aux) != 0)
            return tr("A partial board, in the blue columns. Queens on the board: %1 of %2.").arg(placed).arg(n);
        return tr("Search in progress — queens on the board: %1 of %2.").arg(placed).arg(n);
    }
    const int conflicts = static_cast<int>(queens::conflictingQueens(n, queens()).size());
    if (queens::isSolved(n, queens())) return tr("Solved! %1 queens, none attacks another.").arg(n);
    return tr("Queens placed: %1 of %2. In conflict: %3.").arg(queens().size()).arg(n).arg(conflicts);
}

void QueensBoardView::paintBoard(QPainter& p, const BoardGeometry& g) { QueensPainter(scene(), position()).paint(p, g); }

std::vector<int> QueensBoardView::shownQueens() const { return QueensPainter(scene(), position()).shownQueens(); }

void QueensBoardView::activateCell(int r, int c, Qt::MouseButton, Qt::KeyboardModifiers) { toggleSquare(r * n() + c); }

}  // namespace pw::ui
