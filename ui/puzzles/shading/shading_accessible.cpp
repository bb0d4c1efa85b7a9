// What a screen reader hears of the shading grid: each cell shaded, white or not yet
// decided by a search, and whether it belongs to a run of k; then each run, from its
// first cell to its last.
#include "shading_board_view.h"

namespace pw::ui {

namespace sh = shading;

namespace {

QString directionName(sh::Direction direction) {
    switch (direction) {
    case sh::Direction::Horizontal: return ShadingBoardView::tr("across");
    case sh::Direction::Vertical: return ShadingBoardView::tr("down");
    case sh::Direction::Diagonal: return ShadingBoardView::tr("diagonal");
    case sh::Direction::AntiDiagonal: return ShadingBoardView::tr("anti-diagonal");
    }
    return {};
}

}  // namespace

QString ShadingBoardView::cellAccessibleText(int r, int c) const {
    const auto i = static_cast<std::size_t>(r * cols() + c);
    const bool overlaid = overlay() != Overlay::None && overlayCells().size() == cells().size();
    const std::vector<int>& shown = overlaid ? overlayCells() : cells();
    if (i >= shown.size()) return {};
    const int v = shown[i];
    if (v < 0) return tr("row %1, column %2, not decided yet").arg(r + 1).arg(c + 1);
    QString text = v == 1 ? tr("row %1, column %2, shaded").arg(r + 1).arg(c + 1) : tr("row %1, column %2, white").arg(r + 1).arg(c + 1);
    if (!overlaid && sh::cellsInRuns(rows(), cols(), k(), shown)[i]) text += tr(", in a run of %1").arg(k());
    return text;
}

QStringList ShadingBoardView::accessibleNotes() const {
    QStringList notes;
    if (overlay() != Overlay::None) return notes;  // the runs are drawn on the user's grid only
    for (const sh::Run& run : runs()) {
        const int a = run.cells.front(), b = run.cells.back();
        notes << tr("run of %1 %2, from row %3, column %4 to row %5, column %6")
                     .arg(k())
                     .arg(directionName(run.direction))
                     .arg(a / cols() + 1)
                     .arg(a % cols() + 1)
                     .arg(b / cols() + 1)
                     .arg(b % cols() + 1);
    }
    return notes;
}

}  // namespace pw::ui
