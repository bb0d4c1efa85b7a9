// The queens board in the window's puzzle list: how it is made and its icon.
#include "queens_board_view.h"

#include "boards/board_registry.h"
#include "boards/painted_icon.h"

namespace pw::ui {

namespace {

QIcon queensIcon() {
    return paintedIcon([](QPainter& p, int s, const BoardPalette& pal) {
        const int n = 4, cell = s / n;
        const int rows[n] = {1, 3, 0, 2};  // a solution of the 4 queens
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) p.fillRect(c * cell, r * cell, cell, cell, (r + c) % 2 ? pal.darkSquare : pal.lightSquare);
        p.setBrush(pal.piece);
        p.setPen(Qt::NoPen);
        for (int c = 0; c < n; ++c) p.drawEllipse(QPointF(c * cell + cell / 2.0, rows[c] * cell + cell / 2.0), cell * 0.32, cell * 0.32);
    });
}

}  // namespace

void registerQueensBoard(BoardRegistry& boards) {
    boards.add({QStringLiteral("queens"), [] { return new QueensBoardView; }, queensIcon, {}});
}

}  // namespace pw::ui
