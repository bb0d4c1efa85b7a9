#pragma once
/// A puzzle-list icon drawn with QPainter, so it needs no image file and every puzzle's
/// icon shares the board palette.
#include <QIcon>
#include <QPainter>
#include <QPixmap>

#include "board_palette.h"

namespace pw::ui {

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

}  // namespace pw::ui
