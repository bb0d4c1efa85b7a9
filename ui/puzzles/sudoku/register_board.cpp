// The sudoku board in the window's puzzle list: how it is made and its icon.
#include "sudoku_board_view.h"

#include "boards/board_registry.h"
#include "boards/painted_icon.h"

namespace pw::ui {

namespace {

QIcon sudokuIcon() {
    // A 4×4 sudoku: givens dark, a player's digit blue, thick box lines.
    return paintedIcon([](QPainter& p, int s, const BoardPalette& pal) {
        const int grid[16] = {1, 0, 3, 0, 0, 4, 0, 2, 2, 0, 4, 0, 0, 3, 0, 1};
        const double cell = (s - 4) / 4.0;
        p.fillRect(QRectF(2, 2, s - 4, s - 4), pal.cellBackground);
        QFont font = p.font();
        font.setPixelSize(static_cast<int>(cell * 0.72));
        for (int i = 0; i < 16; ++i) {
            const QRectF rect(2 + (i % 4) * cell, 2 + (i / 4) * cell, cell, cell);
            const bool player = i == 5;  // a digit the player typed
            if (!grid[i]) continue;
            font.setBold(!player);
            p.setFont(font);
            p.setPen(player ? QColor(0x15, 0x57, 0xB0) : pal.piece);
            p.drawText(rect, Qt::AlignCenter, QString::number(grid[i]));
        }
        p.setPen(QPen(pal.gridLine, 1));
        for (int i = 1; i < 4; i += 2) {
            p.drawLine(QPointF(2 + i * cell, 2), QPointF(2 + i * cell, s - 2));
            p.drawLine(QPointF(2, 2 + i * cell), QPointF(s - 2, 2 + i * cell));
        }
        p.setPen(QPen(pal.gridLine, 3));
        p.drawLine(QPointF(s / 2.0, 2), QPointF(s / 2.0, s - 2));
        p.drawLine(QPointF(2, s / 2.0), QPointF(s - 2, s / 2.0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(2, 2, s - 4, s - 4));
    });
}

}  // namespace

void registerSudokuBoard(BoardRegistry& boards) {
    boards.add({QStringLiteral("sudoku"), [] { return new SudokuBoardView; }, sudokuIcon, {}});
}

}  // namespace pw::ui
