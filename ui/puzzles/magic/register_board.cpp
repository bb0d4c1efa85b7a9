// The magic board in the window's puzzle list: how it is made and its icon.
#include "magic_board_view.h"

#include "boards/board_registry.h"
#include "magic_notices.h"
#include "boards/painted_icon.h"

namespace pw::ui {

namespace {

QIcon magicIcon() {
    // The Lo Shu square, 3×3, with its right line sums hinted by a green edge.
    return paintedIcon([](QPainter& p, int s, const BoardPalette& pal) {
        const int square[9] = {2, 7, 6, 9, 5, 1, 4, 3, 8};
        const double cell = (s - 4) / 3.0;
        p.setPen(QPen(pal.gridLine, 1.5));
        QFont font = p.font();
        font.setPixelSize(static_cast<int>(cell * 0.7));
        font.setBold(true);
        p.setFont(font);
        for (int i = 0; i < 9; ++i) {
            const QRectF rect(2 + (i % 3) * cell, 2 + (i / 3) * cell, cell, cell);
            p.fillRect(rect, i == 4 ? pal.givenBackground : pal.cellBackground);
            p.drawRect(rect);
            p.drawText(rect, Qt::AlignCenter, QString::number(square[i]));
        }
        p.setPen(QPen(pal.solved, 3));
        p.drawRect(QRectF(2, 2, s - 4, s - 4));
    });
}

}  // namespace

void registerMagicBoard(BoardRegistry& boards) {
    boards.add({QStringLiteral("magic"), [] { return new MagicBoardView; }, magicIcon, MagicNotices::text});
}

}  // namespace pw::ui
