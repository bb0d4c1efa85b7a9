// How the search-tree view names a node of the shading searches and rebuilds its grid:
// v1 and v2 decide one cell (1 shaded, 0 white); v3 and v4 a whole row's pattern (a
// mask, one bit per column), told apart as `frameRow` does, by the event's depth.
#include "shading_board_view.h"

namespace pw::ui {

namespace {
bool isRow(const Event& d, int cols) {
    return d.cell >= 0 && cols > 0 && d.cell == d.depth * cols && !(d.depth == 0 && d.value <= 1);
}
}  // namespace

QString ShadingBoardView::decisionText(const Event& decision) const {
    if (decision.cell < 0) return BoardView::decisionText(decision);
    if (isRow(decision, cols())) {
        QString pattern;
        for (int c = 0; c < cols(); ++c) pattern += decision.value >> c & 1 ? QChar(0x25A0) : QChar(0x25A1);
        return tr("row %1 pattern %2").arg(decision.depth + 1).arg(pattern);
    }
    const int r = decision.cell / std::max(1, cols()) + 1, c = decision.cell % std::max(1, cols()) + 1;
    return decision.value ? tr("(%1, %2) shaded").arg(r).arg(c) : tr("(%1, %2) white").arg(r).arg(c);
}

std::vector<int> ShadingBoardView::stateAfter(const Instance& run, std::span<const Event> decisions) const {
    const int rows = run.rows, cols = run.cols;
    std::vector<int> cells(static_cast<std::size_t>(std::max(0, rows * cols)), -1);  // -1: not decided yet
    for (const Event& d : decisions) {
        if (d.cell < 0 || d.cell >= rows * cols) continue;
        if (!isRow(d, cols)) {
            cells[static_cast<std::size_t>(d.cell)] = d.value;
            continue;
        }
        for (int c = 0; c < cols; ++c) cells[static_cast<std::size_t>(d.cell + c)] = d.value >> c & 1;
    }
    return cells;
}

}  // namespace pw::ui
