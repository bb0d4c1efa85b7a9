#include "puzzle_icons.h"

#include <QPainter>
#include <QPixmap>

#include "board_palette.h"

namespace pw::ui {

QIcon queensIcon() {
    const int s = 64;
    QPixmap pixmap(s, s);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardPalette& pal = BoardPalette::standard();
    const int n = 4, cell = s / n;
    const int rows[n] = {1, 3, 0, 2};  // a solution of the 4 queens
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) p.fillRect(c * cell, r * cell, cell, cell, (r + c) % 2 ? pal.darkSquare : pal.lightSquare);
    p.setBrush(pal.piece);
    p.setPen(Qt::NoPen);
    for (int c = 0; c < n; ++c) p.drawEllipse(QPointF(c * cell + cell / 2.0, rows[c] * cell + cell / 2.0), cell * 0.32, cell * 0.32);
    return QIcon(pixmap);
}

QIcon magicIcon() {
    // The Lo Shu square, 3×3, with its right line sums hinted by a green edge.
    const int s = 64;
    QPixmap pixmap(s, s);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardPalette& pal = BoardPalette::standard();
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
    return QIcon(pixmap);
}

QIcon lightsOutIcon() {
    // A 3×3 board with a lit cross: what one press does.
    const int s = 64;
    QPixmap pixmap(s, s);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
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
    return QIcon(pixmap);
}

}  // namespace pw::ui
