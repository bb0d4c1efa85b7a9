// The sudoku board in the window's puzzle list: how it is made, its icon and samples
// (resources/sudoku/).
#include "sudoku_board_view.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "boards/paper_paint.h"
#include "boards/svg_icon.h"
#include "sudoku_painter.h"
#include "sudoku_notices.h"

namespace pw::ui {

void registerSudokuBoard(BoardRegistry& boards) {
    boards.add({
        .puzzleId = QStringLiteral("sudoku"),
        .create = [](PuzzleBoard* board) { return new SudokuBoardView(board); },
        .paintOnPaper =
            [](QPainter& painter, const QRectF& area, const BoardValue& value, const PaperOverlay& overlay) {
                static const std::optional<sudoku::Step> noHint;
                static const std::vector<int> noCells;
                const auto& b = static_cast<const SudokuBoard&>(value);
                paintGridOnPage(painter, area, b.size(), b.size(), SudokuPainter::kMarginCells, overlay,
                                [&](QPainter& p, const BoardGeometry& g, const GridScene& scene) { SudokuPainter(scene, b, {noHint, b.board(), noCells, 0}).paint(p, g); });
            },
        .icon = [] { return svgIcon(QStringLiteral(":/sudoku/icon.svg")); },
        .noticeText = SudokuNotices::text,
        .worksheetInstruction =
            [](const Instance&) {
                return QCoreApplication::translate(
                    "WorksheetDocument",
                    "Fill in the grid so that every row, every column and every box holds each digit once.");
            },
        .samples =
            {
                {QStringLiteral(":/sudoku/samples/candidates.txt"), QT_TRANSLATE_NOOP("Samples", "Candidates, as in the lesson"),
                 QT_TRANSLATE_NOOP("Samples", "every candidate pencilled in: four cells have only one")},
                {QStringLiteral(":/sudoku/samples/17-clues.txt"), QT_TRANSLATE_NOOP("Samples", "A 17-clue sudoku"),
                 QT_TRANSLATE_NOOP("Samples", "17 givens, the fewest for a single solution: the first versions get lost")},
                {QStringLiteral(":/sudoku/samples/easter-monster.txt"), QT_TRANSLATE_NOOP("Samples", "Easter Monster"),
                 QT_TRANSLATE_NOOP("Samples", "one of the hardest sudokus known for human solvers")},
            },
    });
}

}  // namespace pw::ui
