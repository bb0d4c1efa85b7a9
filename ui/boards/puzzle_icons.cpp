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

}  // namespace pw::ui
