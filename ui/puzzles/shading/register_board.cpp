// The shading board in the window's puzzle list: how it is made and its icon.
#include "shading_board_view.h"

#include "boards/board_registry.h"
#include "shading_notices.h"
#include "boards/painted_icon.h"

namespace pw::ui {

namespace {

QIcon shadingIcon() {
    // A 4×4 grid shaded with no 3 in a row, and one run of 3 struck in red.
    return paintedIcon([](QPainter& p, int s, const BoardPalette& pal) {
        const int shaded[16] = {1, 1, 0, 1, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 1, 0};
        const double cell = (s - 4) / 4.0;
        for (int i = 0; i < 16; ++i) {
            const QRectF rect(2 + (i % 4) * cell, 2 + (i / 4) * cell, cell, cell);
            p.fillRect(rect, shaded[i] ? (i >= 12 ? QColor(0x8E, 0x1C, 0x1C) : pal.piece) : pal.cellBackground);
        }
        p.setPen(QPen(pal.gridLine, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(2, 2, s - 4, s - 4));
        const double y = 2 + 3.5 * cell;
        p.setPen(QPen(QColor(255, 255, 255, 230), 8, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(2 + 0.5 * cell, y), QPointF(2 + 2.5 * cell, y));
        p.setPen(QPen(pal.conflict, 4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(2 + 0.5 * cell, y), QPointF(2 + 2.5 * cell, y));
    });
}

}  // namespace

void registerShadingBoard(BoardRegistry& boards) {
    boards.add({QStringLiteral("shading"), [] { return new ShadingBoardView; }, shadingIcon, ShadingNotices::text});
}

}  // namespace pw::ui
