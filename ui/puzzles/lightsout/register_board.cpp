// The lights out board in the window's puzzle list: how it is made, its icon and
// samples (resources/lightsout/).
#include "lightsout_board_view.h"

#include <QCoreApplication>

#include "boards/board_registry.h"
#include "boards/paper_paint.h"
#include "boards/svg_icon.h"
#include "lightsout_painter.h"
#include "lightsout_notices.h"

namespace pw::ui {

void registerLightsOutBoard(BoardRegistry& boards) {
    boards.add({
        .puzzleId = QStringLiteral("lightsout"),
        .create = [](PuzzleBoard* board) { return new LightsOutBoardView(board); },
        .paintOnPaper =
            [](QPainter& painter, const QRectF& area, const BoardValue& value, const PaperOverlay& overlay) {
                static const std::vector<int> noCells;  // no obstruction on paper
                const auto& b = static_cast<const LightsOutBoard&>(value);
                paintGridOnPage(painter, area, b.lights().rows, b.lights().cols, 0.6, overlay,
                                [&](QPainter& p, const BoardGeometry& g, const GridScene& scene) { LightsOutPainter(scene, b, noCells).paint(p, g); });
            },
        .icon = [] { return svgIcon(QStringLiteral(":/lightsout/icon.svg")); },
        .noticeText = LightsOutNotices::text,
        .worksheetInstruction =
            [](const Instance&) {
                return QCoreApplication::translate("WorksheetDocument",
                                                   "Turn every light off with the fewest presses: a press switches its "
                                                   "cell and the cells beside it. The grey squares are lit.");
            },
        .samples = {{QStringLiteral(":/lightsout/samples/lesson-4x4.txt"),
                     QT_TRANSLATE_NOOP("Samples", "The 4×4 board of the lesson"),
                     QT_TRANSLATE_NOOP("Samples", "5 presses at the least, among 2^16 − 1 sets of presses")}},
    });
}

}  // namespace pw::ui
