// The queens board in the window's puzzle list: how it is made, its icon and samples
// (resources/queens/).
#include "queens_board_view.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "boards/paper_paint.h"
#include "boards/svg_icon.h"
#include "queens_painter.h"
#include "queens_notices.h"

namespace pw::ui {

void registerQueensBoard(BoardRegistry& boards) {
    boards.add({
        .puzzleId = QStringLiteral("queens"),
        .create = [](PuzzleBoard* board) { return new QueensBoardView(board); },
        .paintOnPaper =
            [](QPainter& painter, const QRectF& area, const BoardValue& value, const PaperOverlay& overlay) {
                const auto& b = static_cast<const QueensBoard&>(value);
                paintGridOnPage(painter, area, b.n(), b.n(), 0.6, overlay,
                                [&](QPainter& p, const BoardGeometry& g, const GridScene& scene) { QueensPainter(scene, b).paint(p, g); });
            },
        .icon = [] { return svgIcon(QStringLiteral(":/queens/icon.svg")); },
        .noticeText = QueensNotices::text,
        .worksheetInstruction =
            [](const Instance& first) {
                return QCoreApplication::translate("WorksheetDocument",
                                                   "Place %1 queens, one in each row and each column, so that none "
                                                   "attacks another; the queens drawn are given.")
                    .arg(first.rows);
            },
        .samples = {{QStringLiteral(":/queens/samples/lesson-8-queens.txt"),
                     QT_TRANSLATE_NOOP("Samples", "The 8 queens of the lesson"),
                     QT_TRANSLATE_NOOP("Samples", "the first of 92 solutions, 12 up to symmetry")}},
    });
}

}  // namespace pw::ui
