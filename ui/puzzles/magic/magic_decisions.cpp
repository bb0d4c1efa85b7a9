// How the search-tree view names a node of the magic square's search: a number in a cell
// (the board's state is the grid, which the default rebuilds from the decisions).
#include "magic_board_view.h"

namespace pw::ui {

QString MagicBoardView::decisionText(const Event& decision) const {
    if (decision.cell < 0) return BoardView::decisionText(decision);
    if (decision.value == 0) return tr("cell %1").arg(decision.cell + 1);
    return tr("%1 in cell %2").arg(decision.value).arg(decision.cell + 1);
}

}  // namespace pw::ui
