// How the search-tree view names a node of the sudoku's search: a digit at R(row)C(col)
// (the board's state is the grid, which the default rebuilds from the givens and the
// decisions; the singles a version places on the way are not decisions).
#include "sudoku_board_view.h"

namespace pw::ui {

QString SudokuBoardView::decisionText(const Event& decision) const {
    const int n = gridCols();
    if (decision.cell < 0 || n <= 0) return BoardView::decisionText(decision);
    const int r = decision.cell / n + 1, c = decision.cell % n + 1;
    if (decision.value == 0) return tr("cell R%1C%2").arg(r).arg(c);
    return tr("%1 at R%2C%3").arg(decision.value).arg(r).arg(c);
}

}  // namespace pw::ui
