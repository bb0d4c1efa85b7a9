// The shading board in the window's puzzle list: how it is made, its icon and samples
// (resources/shading/).
#include "shading_board_view.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "boards/paper_paint.h"
#include "boards/svg_icon.h"
#include "shading_painter.h"
#include "shading_notices.h"

namespace pw::ui {

void registerShadingBoard(BoardRegistry& boards) {
    boards.add({
        .puzzleId = QStringLiteral("shading"),
        .create = [](PuzzleBoard* board) { return new ShadingBoardView(board); },
        .paintOnPaper =
            [](QPainter& painter, const QRectF& area, const BoardValue& value, const PaperOverlay& overlay) {
                const auto& b = static_cast<const ShadingBoard&>(value);
                paintGridOnPage(painter, area, b.rows(), b.cols(), 0.6, overlay,
                                [&](QPainter& p, const BoardGeometry& g, const GridScene& scene) { ShadingPainter(scene, b).paint(p, g); });
            },
        .icon = [] { return svgIcon(QStringLiteral(":/shading/icon.svg")); },
        .noticeText = ShadingNotices::text,
        .samples = {{QStringLiteral(":/shading/samples/contest-9x9.txt"),
                     QT_TRANSLATE_NOOP("Samples", "The 9×9 grid of the contest"),
                     QT_TRANSLATE_NOOP("Samples", "56 cells shaded, no 4 in a row: the maximum, one pattern up to symmetry")}},
    });
}

}  // namespace pw::ui
