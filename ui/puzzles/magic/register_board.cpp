// The magic board in the window's puzzle list: how it is made, its icon and samples
// (resources/magic/).
#include "magic_board_view.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "boards/paper_paint.h"
#include "boards/svg_icon.h"
#include "magic_painter.h"
#include "magic_notices.h"

namespace pw::ui {

void registerMagicBoard(BoardRegistry& boards) {
    boards.add({
        .puzzleId = QStringLiteral("magic"),
        .create = [](PuzzleBoard* board) { return new MagicBoardView(board); },
        .paintOnPaper =
            [](QPainter& painter, const QRectF& area, const BoardValue& value, const PaperOverlay& overlay) {
                const auto& b = static_cast<const MagicBoard&>(value);
                paintGridOnPage(painter, area, b.n(), b.n(), MagicPainter::kMarginCells, overlay,
                                [&](QPainter& p, const BoardGeometry& g, const GridScene& scene) { MagicPainter(scene, b).paint(p, g); });
            },
        .icon = [] { return svgIcon(QStringLiteral(":/magic/icon.svg")); },
        .noticeText = MagicNotices::text,
        .worksheetInstruction =
            [](const Instance& first) {
                return QCoreApplication::translate("WorksheetDocument",
                                                   "Write the missing numbers, each of 1 to %1 once, so that every row, "
                                                   "column and diagonal adds up to %2.")
                    .arg(first.rows * first.rows)
                    .arg(first.rows * (first.rows * first.rows + 1) / 2);
            },
        .samples = {{QStringLiteral(":/magic/samples/lo-shu.txt"),
                     QT_TRANSLATE_NOOP("Samples", "The 3×3 square of the lesson"),
                     QT_TRANSLATE_NOOP("Samples", "every line adds up to 15; the only one up to symmetry")}},
    });
}

}  // namespace pw::ui
