// The queens board in the window's puzzle list: how it is made, its icon and samples
// (resources/queens/).
#include "queens_board_view.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "boards/svg_icon.h"
#include "queens_notices.h"

namespace pw::ui {

void registerQueensBoard(BoardRegistry& boards) {
    boards.add({
        .puzzleId = QStringLiteral("queens"),
        .create = [](PuzzleBoard* board) { return new QueensBoardView(board); },
        .icon = [] { return svgIcon(QStringLiteral(":/queens/icon.svg")); },
        .noticeText = QueensNotices::text,
        .samples = {{QStringLiteral(":/queens/samples/lesson-8-queens.txt"),
                     QT_TRANSLATE_NOOP("Samples", "The 8 queens of the lesson"),
                     QT_TRANSLATE_NOOP("Samples", "the first of 92 solutions, 12 up to symmetry")}},
    });
}

}  // namespace pw::ui
