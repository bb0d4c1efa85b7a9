// The sudoku board in the window's puzzle list: how it is made, its icon and samples
// (resources/sudoku/).
#include "sudoku_board_view.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "boards/svg_icon.h"
#include "sudoku_notices.h"

namespace pw::ui {

void registerSudokuBoard(BoardRegistry& boards) {
    boards.add({
        .puzzleId = QStringLiteral("sudoku"),
        .create = [](PuzzleBoard* board) { return new SudokuBoardView(board); },
        .icon = [] { return svgIcon(QStringLiteral(":/sudoku/icon.svg")); },
        .noticeText = SudokuNotices::text,
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
