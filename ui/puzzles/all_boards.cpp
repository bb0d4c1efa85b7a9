#include "puzzle_icons.h"

#include <QPainter>
#include <QPixmap>

#include "board_palette.h"

namespace pw::ui {

namespace {

/// A 64-pixel icon drawn by `draw(painter, size, palette)` on a transparent ground.
template <class Draw>
QIcon paintedIcon(Draw draw) {
    const int s = 64;
    QPixmap pixmap(s, s);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    draw(p, s, BoardPalette::standard());
    return QIcon(pixmap);
}

}  // namespace

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

}  // namespace pw::ui
