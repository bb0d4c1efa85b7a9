// What a screen reader hears of the magic square: each cell's number (given, repeated,
// refused by a step), then each line's sum and its verdict, in the words of the status.
#include <algorithm>

#include "magic_board_view.h"

namespace pw::ui {

namespace {

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

}  // namespace

QString MagicBoardView::cellAccessibleText(int r, int c) const {
    const int cell = r * n() + c;
    const std::vector<int>& shown = shownGrid();
    const int value = shown[static_cast<std::size_t>(cell)];
    const Event& e = frameEvent();
    if (value == 0 && overlay() == Overlay::Frame && e.cell == cell && e.value > 0 &&
        (e.kind == EventKind::Reject || e.kind == EventKind::Cut))
        return tr("row %1, column %2, %3 refused").arg(r + 1).arg(c + 1).arg(e.value);
    if (value == 0) return tr("row %1, column %2, empty").arg(r + 1).arg(c + 1);
    QString text = tr("row %1, column %2, %3").arg(r + 1).arg(c + 1).arg(value);
    if (isGiven(cell) && grid()[static_cast<std::size_t>(cell)] == value) text += tr(", given");
    if (contains(magic::outOfRangeCells(n(), shown), cell)) text += tr(", out of range");
    else if (contains(magic::repeatedCells(n(), shown), cell)) text += tr(", repeated");
    return text;
}

QStringList MagicBoardView::accessibleNotes() const {
    const int constant = magic::magicConstant(n());
    QStringList notes;
    for (const magic::LineReport& report : magic::analyseLines(n(), shownGrid())) {
        const QString line = lineName(n(), static_cast<int>(notes.size()));
        if (report.open == n()) {
            notes << tr("%1: no number yet").arg(line);
            continue;
        }
        switch (report.status) {
        case magic::LineStatus::Right: notes << tr("%1: sum %2, correct").arg(line).arg(report.sum); break;
        case magic::LineStatus::Wrong: notes << tr("%1: sum %2, wrong, not %3").arg(line).arg(report.sum).arg(constant); break;
        case magic::LineStatus::Impossible:
            notes << tr("%1: sum %2, can no longer reach %3").arg(line).arg(report.sum).arg(constant);
            break;
        case magic::LineStatus::Open:
            notes << tr("%1: sum %2, %n cell(s) still empty", nullptr, report.open).arg(line).arg(report.sum);
            break;
        }
    }
    return notes;
}

QString MagicBoardView::accessibleHelp() const {
    return tr("The arrow keys move between the cells; digits type a number, Delete erases it, G marks it as given.");
}

}  // namespace pw::ui
