// What a screen reader hears of a sudoku cell, named as the hints name it ("r5c6"): its
// digit (given, in conflict, wrong), or the candidates it holds, or that a step refused
// a digit there.
#include <algorithm>

#include "sudoku/format.h"
#include "sudoku_board_view.h"

namespace pw::ui {

namespace {

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

QString digitText(int digit) { return QString(QChar::fromLatin1(sudoku::digitChar(digit))); }

}  // namespace

QString SudokuBoardView::cellAccessibleText(int r, int c) const {
    const int cell = r * board().size() + c;
    const bool overlaid = overlay() != Overlay::None && static_cast<int>(overlayCells().size()) == board().cellCount();
    const std::vector<int>& shown = overlaid ? overlayCells() : board().digits();
    const int digit = shown[static_cast<std::size_t>(cell)];
    const QString name = cellLabel(cell);
    const Event& e = frameEvent();
    if (digit == 0 && overlay() == Overlay::Frame && e.cell == cell && e.value > 0 && e.kind == EventKind::Reject)
        return tr("cell %1, %2 refused").arg(name, digitText(e.value));
    if (digit != 0) {
        QString text = board().isGiven(cell) && board().digit(cell) == digit ? tr("cell %1, %2, given").arg(name, digitText(digit))
                                                                             : tr("cell %1, %2").arg(name, digitText(digit));
        if (contains(sudoku::conflictingCells(board().geometry(), shown), cell)) text += tr(", in conflict");
        else if (overlay() == Overlay::None && contains(wrong_, cell)) text += tr(", wrong");
        return text;
    }
    if (overlay() == Overlay::Solution) return tr("cell %1, empty").arg(name);
    const sudoku::Mask marks =
        overlay() == Overlay::Frame ? sudoku::allCandidates(board().geometry(), shown)[static_cast<std::size_t>(cell)] : board().marks(cell);
    QStringList candidates;
    for (int d = 1; d <= board().size(); ++d)
        if (marks & sudoku::digitBit(d)) candidates << digitText(d);
    if (candidates.isEmpty()) return tr("cell %1, empty").arg(name);
    return tr("cell %1, candidates %2").arg(name, candidates.join(QLatin1Char(' ')));
}

QString SudokuBoardView::accessibleHelp() const {
    return tr("The arrow keys move between the cells; a digit fills the cell, Shift and a digit toggles a candidate, "
              "Delete erases, P switches pencil marks, H shows a hint.");
}

}  // namespace pw::ui
