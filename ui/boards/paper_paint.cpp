#include "paper_paint.h"

#include <QPainter>

#include <algorithm>

#include "board_palette.h"
#include "board_theme.h"

namespace pw::ui {

const BoardPalette& paperPalette() {
    return BoardTheme::instance().highContrast() ? BoardPalette::highContrast() : BoardPalette::light();
}

void paintGridOnPage(QPainter& painter, const QRectF& area, int rows, int cols, double marginCells,
                     const PaperOverlay& overlay, const GridPaint& paint) {
    GridScene scene;
    scene.palette = &paperPalette();
    scene.rows = std::max(1, rows);
    scene.cols = std::max(1, cols);
    scene.overlay = overlay.kind;
    scene.overlayCells.assign(overlay.cells.begin(), overlay.cells.end());
    scene.frameEvent = overlay.event;
    paintGridOnPage(painter, area, marginCells, std::move(scene), paint);
}

void paintGridOnPage(QPainter& painter, const QRectF& area, double marginCells, GridScene scene, const GridPaint& paint) {
    if (area.width() <= 0 || area.height() <= 0) return;
    constexpr double kPageUnits = 1000.0;
    const double scale = std::max(area.width(), area.height()) / kPageUnits;
    const QSize logical(std::max(1, qRound(area.width() / scale)), std::max(1, qRound(area.height() / scale)));
    painter.save();
    painter.translate(area.topLeft());
    painter.scale(scale, scale);
    painter.setClipRect(QRectF(QPointF(0, 0), QSizeF(logical)), Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.onPaper = true;
    paint(painter, BoardGeometry(logical, scene.rows, scene.cols, marginCells), scene);
    painter.restore();
}

}  // namespace pw::ui
