// The magic board in the window's puzzle list: how it is made, its icon and samples
// (resources/magic/).
#include "magic_board_view.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "boards/svg_icon.h"
#include "magic_notices.h"

namespace pw::ui {

void registerMagicBoard(BoardRegistry& boards) {
    boards.add({
        .puzzleId = QStringLiteral("magic"),
        .create = [](PuzzleBoard* board) { return new MagicBoardView(board); },
        .icon = [] { return svgIcon(QStringLiteral(":/magic/icon.svg")); },
        .noticeText = MagicNotices::text,
        .samples = {{QStringLiteral(":/magic/samples/lo-shu.txt"),
                     QT_TRANSLATE_NOOP("Samples", "The 3×3 square of the lesson"),
                     QT_TRANSLATE_NOOP("Samples", "every line adds up to 15; the only one up to symmetry")}},
    });
}

}  // namespace pw::ui
