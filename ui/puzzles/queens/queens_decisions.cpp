// How the search-tree view names a node of the queens' search and rebuilds its board:
// a decision puts the queen of column `cell % n` in row `value`.
#include "queens_board_view.h"

namespace pw::ui {

QString QueensBoardView::decisionText(const Event& decision) const {
    if (decision.cell < 0 || n_ <= 0) return BoardView::decisionText(decision);
    return tr("queen in row %1, column %2").arg(decision.value + 1).arg(decision.cell % n_ + 1);
}

std::vector<int> QueensBoardView::stateAfter(const Instance& run, std::span<const Event> decisions) const {
    const int n = run.rows > 0 ? run.rows : n_;
    std::vector<int> rows(static_cast<std::size_t>(n), -1);  // the row of each column's queen
    for (const Event& d : decisions)
        if (d.cell >= 0 && d.cell < n * n) rows[static_cast<std::size_t>(d.cell % n)] = d.value;
    return rows;
}

}  // namespace pw::ui
