// What a screen reader hears of a square of the chessboard: its row and column as the
// board's coordinates number them, then what stands there.
#include <algorithm>

#include "queens/model.h"
#include "queens_board_view.h"

namespace pw::ui {

QString QueensBoardView::cellAccessibleText(int r, int c) const {
    const int n = this->n();
    const int square = r * n + c;
    const std::vector<int> shown = shownQueens();
    const bool queen = std::find(shown.begin(), shown.end(), square) != shown.end();
    int fr = -1, fc = -1;
    if (frameCell(&fr, &fc) && fr == r && fc == c && frameEvent().kind == EventKind::Reject)
        return tr("row %1, column %2, queen refused").arg(r + 1).arg(c + 1);
    if (queen) {
        const std::vector<int> conflicts = queens::conflictingQueens(n, shown);
        if (std::find(conflicts.begin(), conflicts.end(), square) != conflicts.end())
            return tr("row %1, column %2, queen in conflict").arg(r + 1).arg(c + 1);
        return tr("row %1, column %2, queen").arg(r + 1).arg(c + 1);
    }
    if (overlay() == Overlay::None && queens::attackedSquares(n, shown)[static_cast<std::size_t>(square)])
        return tr("row %1, column %2, empty, attacked").arg(r + 1).arg(c + 1);
    return tr("row %1, column %2, empty").arg(r + 1).arg(c + 1);
}

}  // namespace pw::ui
