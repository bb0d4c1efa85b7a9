// How the search-tree view names a node of the queens' search and rebuilds its board:
// a decision puts the queen of column `cell % n` in row `value`, or a whole partial
// board packed in `value` (queens.v6's half boards, see solvers/queens/model.h).
#include "queens_board_view.h"

#include <QStringList>

#include "queens/model.h"

namespace pw::ui {

QString QueensBoardView::decisionText(const Event& decision) const {
    if (decision.cell < 0 || n() <= 0) return BoardView::decisionText(decision);
    if (decision.value & queens::kPackedBoard) {  // a whole partial board (queens.v6)
        const std::vector<queens::Square> queens = queens::decisionQueens(n(), decision.cell, decision.value);
        if (!queens.empty()) {
            QStringList rows;
            for (const queens::Square& q : queens) rows << QString::number(q.row + 1);
            return tr("queens in rows %1 of columns %2 to %3")
                .arg(rows.join(QStringLiteral(", ")))
                .arg(queens.front().col + 1)
                .arg(queens.back().col + 1);
        }
    }
    return tr("queen in row %1, column %2").arg(decision.value + 1).arg(decision.cell % n() + 1);
}

std::vector<int> QueensBoardView::stateAfter(const Instance& run, std::span<const Event> decisions) const {
    const int n = run.rows > 0 ? run.rows : this->n();
    std::vector<int> rows(static_cast<std::size_t>(n), -1);  // the row of each column's queen
    for (const Event& d : decisions)
        for (const queens::Square& q : queens::decisionQueens(n, d.cell, d.value))
            rows[static_cast<std::size_t>(q.col)] = q.row;
    return rows;
}

}  // namespace pw::ui
