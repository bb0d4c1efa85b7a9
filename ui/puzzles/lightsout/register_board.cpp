// The lightsout board in the window's puzzle list: how it is made and its icon.
#include "lightsout_board_view.h"

#include "boards/board_registry.h"
#include "lightsout_notices.h"
#include "boards/painted_icon.h"

namespace pw::ui {

namespace {

QIcon lightsOutIcon() {
    // A 3×3 board with a lit cross: what one press does (its own colours, no palette).
    return paintedIcon([](QPainter& p, int s, const BoardPalette&) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x1A, 0x1F, 0x26));
        p.drawRoundedRect(QRectF(1, 1, s - 2, s - 2), 6, 6);
        const double cell = (s - 4) / 3.0;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c) {
                const bool lit = r == 1 || c == 1;
                p.setBrush(lit ? QColor(0xFF, 0xD5, 0x4A) : QColor(0x35, 0x41, 0x4D));
                p.drawRoundedRect(QRectF(2 + c * cell + 2, 2 + r * cell + 2, cell - 4, cell - 4), 3, 3);
            }
    });
}

}  // namespace

void registerLightsOutBoard(BoardRegistry& boards) {
    boards.add({QStringLiteral("lightsout"), [] { return new LightsOutBoardView; }, lightsOutIcon, LightsOutNotices::text});
}

}  // namespace pw::ui
