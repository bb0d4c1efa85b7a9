// How the search-tree view names a node of the lights out searches and rebuilds its
// presses: v1 and v2 press one cell per decision; v3 chooses a whole first row at once
// (its mask in `aux`, an event at depth 0); v4's nodes are combinations of the null
// space, named by their number of presses.
#include "lightsout_board_view.h"

#include <QStringList>

namespace pw::ui {

namespace {
bool isFirstRow(const Event& d) { return d.cell < 0 && d.depth == 0; }
}  // namespace

QString LightsOutBoardView::decisionText(const Event& decision) const {
    const int cols = std::max(1, board().cols);
    if (decision.cell >= 0) return tr("press at (%1, %2)").arg(decision.cell / cols + 1).arg(decision.cell % cols + 1);
    if (isFirstRow(decision)) {
        QStringList columns;
        for (int c = 0; c < 2 * cols && c < 62; ++c)
            if (decision.aux >> c & 1) columns << QString::number(c % cols + 1);
        if (columns.isEmpty()) return tr("first row: no press");
        return tr("first row: press in column(s) %1", nullptr, static_cast<int>(columns.size())).arg(columns.join(QStringLiteral(", ")));
    }
    return tr("a combination of %n press(es)", nullptr, static_cast<int>(decision.aux));
}

std::vector<int> LightsOutBoardView::stateAfter(const Instance& run, std::span<const Event> decisions) const {
    const int rows = run.rows, cols = run.cols;
    std::vector<int> presses(static_cast<std::size_t>(std::max(0, rows * cols)), 0);
    for (const Event& d : decisions) {
        if (d.cell >= 0 && d.cell < rows * cols) presses[static_cast<std::size_t>(d.cell)] = 1;
        if (!isFirstRow(d)) continue;
        // The first row, and on a torus the last one too (the mask's upper bits).
        for (int c = 0; c < cols && c < 62; ++c) {
            if (d.aux >> c & 1) presses[static_cast<std::size_t>(c)] = 1;
            if (run.torus && rows >= 3 && (d.aux >> (cols + c) & 1))
                presses[static_cast<std::size_t>((rows - 1) * cols + c)] = 1;
        }
    }
    return presses;
}

}  // namespace pw::ui
