// Painting of the lights out board, kept apart from its state and commands. Lights are
// big rounded squares, warm yellow when lit and dark slate when off (white and black in
// high contrast), so the pattern reads from the back of a classroom; presses are rings
// on top of them. Lit and off differ in lightness, which every eye sees; what is wrong
// carries a ✗, a search's solution a ✓.
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>

#include "boards/board_marks.h"
#include "boards/board_palette.h"
#include "lightsout_painter.h"

namespace pw::ui {

namespace {

/// The lights' colours. The board is dark in every scheme (lights glow on it), so the
/// light and dark schemes share one set; high contrast has its own.
struct LightColours {
    QColor backdrop, litCentre, litMiddle, litEdge, dark, darkEdge;
};

const LightColours& lightColours(const BoardPalette& pal) {
    static const LightColours glow{QColor(0x1A, 0x1F, 0x26), QColor(0xFF, 0xF7, 0xC8), QColor(0xFF, 0xD5, 0x4A),
                                   QColor(0xF2, 0xA9, 0x00), QColor(0x35, 0x41, 0x4D), QColor(0x4A, 0x57, 0x64)};
    static const LightColours stark{Qt::black, Qt::white, Qt::white, Qt::white, Qt::black, QColor(0xC0, 0xC0, 0xC0)};
    return pal.isHighContrast() ? stark : glow;
}

/// A frame hugging one light, so the frames of neighbouring lights stay apart.
void frameLight(QPainter& p, const QRectF& cell) {
    const double inset = std::max(1.0, cell.width() * 0.06);
    const QRectF r = cell.adjusted(inset, inset, -inset, -inset);
    p.drawRoundedRect(r, cell.width() * 0.12, cell.width() * 0.12);
}

}  // namespace

LightsOutPainter::LightsOutPainter(const GridScene& scene, const LightsOutBoard& value, const std::vector<int>& obstruction)
    : GridPainter(scene), value_(value), obstruction_(obstruction) {}

void LightsOutPainter::paintLight(QPainter& p, const QRectF& cell, bool lit) const {
    const BoardPalette& pal = boardPalette();
    const LightColours& col = lightColours(pal);
    const double inset = std::max(1.0, cell.width() * 0.06);
    const QRectF r = cell.adjusted(inset, inset, -inset, -inset);
    const double radius = cell.width() * 0.12;
    const double edge = std::max(1.0, cell.width() * 0.03) * pal.lineScale;
    if (onPaper()) {
        // Ink for a lit light, white paper for a dark one: the pattern is what reads.
        p.setPen(QPen(Qt::black, std::max(1.0, cell.width() * 0.03)));
        p.setBrush(lit ? QColor(0x70, 0x70, 0x70) : QColor(Qt::white));
    } else if (lit) {
        QRadialGradient glow(r.center(), r.width() * 0.75);
        glow.setColorAt(0.0, col.litCentre);
        glow.setColorAt(0.55, col.litMiddle);
        glow.setColorAt(1.0, col.litEdge);
        p.setPen(QPen(col.litEdge.darker(115), edge));
        p.setBrush(glow);
    } else {
        p.setPen(QPen(col.darkEdge, edge));
        p.setBrush(col.dark);
    }
    p.drawRoundedRect(r, radius, radius);
}

void LightsOutPainter::paintPressMark(QPainter& p, const QRectF& cell, const QColor& color) const {
    // A white halo under the coloured ring keeps it visible on dark and lit squares alike.
    const double w = std::max(2.0, cell.width() * 0.085) * (boardPalette().isHighContrast() ? 1.5 : 1.0);
    const double radius = cell.width() * 0.27;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 255, 235), w * 1.9));
    p.drawEllipse(cell.center(), radius, radius);
    p.setPen(QPen(color, w));
    p.drawEllipse(cell.center(), radius, radius);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(cell.center(), cell.width() * 0.08, cell.width() * 0.08);
}

void LightsOutPainter::paintFrameMarks(QPainter& p, const BoardGeometry& g, const lightsout::Board& shown) const {
    const BoardPalette& pal = boardPalette();
    const Event& e = frameEvent();
    const double w = std::max(2.5, g.cell * 0.09);
    const QColor flash = e.kind == EventKind::Reject     ? pal.rejected
                         : e.kind == EventKind::Solution ? QColor(pal.solved.red(), pal.solved.green(), pal.solved.blue(), 0x90)
                                                         : pal.justPlaced;
    const QColor edge = e.kind == EventKind::Reject ? pal.conflict : e.kind == EventKind::Solution ? pal.solved : pal.cursor;
    p.setBrush(Qt::NoBrush);
    int r = 0, c = 0;
    if (frameCell(&r, &c)) {
        // The cell the event names: a press tried, a pivot column.
        p.fillRect(g.cellRect(r, c), flash);
        p.setPen(QPen(edge, w));
        p.drawRect(g.cellRect(r, c).adjusted(w / 2, w / 2, -w / 2, -w / 2));
    } else if (e.kind == EventKind::Place && e.depth >= 0 && e.depth < shown.rows) {
        // Light chasing names a row: the presses just forced under the lights above.
        // Outlined, not filled, so the lights left on in it stay readable.
        const QRectF row(g.grid.left(), g.grid.top() + e.depth * g.cell, g.grid.width(), g.cell);
        p.setPen(QPen(edge, w * 1.3));
        p.drawRect(row.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    } else if (e.kind == EventKind::Reject) {
        // A refused set of presses: the lights it leaves on are why.
        p.setPen(QPen(edge, w));
        for (int i = 0; i < shown.size(); ++i)
            if (shown.lights[static_cast<std::size_t>(i)]) frameLight(p, g.cellRect(i / shown.cols, i % shown.cols));
    }
    if (e.kind == EventKind::Solution) {
        p.setPen(QPen(pal.solved, w * 1.5));
        p.drawRect(g.grid.adjusted(-w, -w, w, w));
    }
    // The outcome in a shape too: ✓ these presses solve the board, ✗ they were refused.
    if (e.kind == EventKind::Solution || e.kind == EventKind::Reject)
        marks::drawBadge(p, marks::outcomeBadgeRect(g.grid, g.cell), e.kind == EventKind::Solution, edge, pal.halo);
}

void LightsOutPainter::paintCoordinates(QPainter& p, const BoardGeometry& g) const {
    // 0-based, as in the press lists `(row,col)` of the solutions and the CLI.
    if (g.cell < 16) return;
    QFont font = p.font();
    font.setPixelSize(std::clamp(static_cast<int>(g.cell * 0.28), 9, 28));
    p.setFont(font);
    p.setPen(surroundInk());
    const double band = g.cell * 0.55;
    const double gap = g.cell * 0.12;  // clear of the backdrop's rim
    for (int c = 0; c < board().cols; ++c)
        p.drawText(QRectF(g.grid.left() + c * g.cell, g.grid.top() - band - gap, g.cell, band), Qt::AlignCenter,
                   QString::number(c));
    for (int r = 0; r < board().rows; ++r)
        p.drawText(QRectF(g.grid.left() - band - gap, g.grid.top() + r * g.cell, band, g.cell), Qt::AlignCenter,
                   QString::number(r));
}

void LightsOutPainter::paint(QPainter& p, const BoardGeometry& g) const {
    const BoardPalette& pal = boardPalette();
    // A frame shows the presses being tried on the user's board and the lights they leave;
    // a solution shows the user's lights with the cells to press.
    lightsout::Board shown = board();
    std::vector<int> presses;
    if (overlay() != Overlay::None && static_cast<int>(overlayCells().size()) == board().size()) presses = overlayCells();
    if (overlay() == Overlay::Frame && !presses.empty()) lightsout::applyPresses(shown, presses);

    const double rim = std::max(2.0, g.cell * 0.1);
    if (onPaper()) {
        // A rim in ink; the torus's dashed one below takes its place.
        p.setPen(board().torus ? QPen(Qt::NoPen) : QPen(Qt::black, std::max(1.0, g.cell * 0.04)));
        p.setBrush(Qt::NoBrush);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(lightColours(pal).backdrop);
    }
    p.drawRoundedRect(g.grid.adjusted(-rim, -rim, rim, rim), rim * 1.5, rim * 1.5);
    for (int r = 0; r < shown.rows; ++r)
        for (int c = 0; c < shown.cols; ++c)
            paintLight(p, g.cellRect(r, c), shown.lights[static_cast<std::size_t>(r * shown.cols + c)] != 0);

    if (overlay() == Overlay::Frame) paintFrameMarks(p, g, shown);
    if (overlay() == Overlay::None && obstruction_.size() == shown.lights.size()) {
        // The lights whose parity no press changes: framed in the conflict red, with a ✗.
        const double w = std::max(2.5, g.cell * 0.1);
        for (int i = 0; i < shown.size(); ++i) {
            if (!obstruction_[static_cast<std::size_t>(i)]) continue;
            const QRectF cell = g.cellRect(i / shown.cols, i % shown.cols);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(pal.conflict, w));
            frameLight(p, cell);
            marks::drawBadge(p, marks::badgeRect(cell), false, pal.conflict, pal.halo);
        }
    }
    const bool solving = overlay() == Overlay::Solution || (overlay() == Overlay::Frame && frameEvent().kind == EventKind::Solution);
    const QColor markColor = onPaper() ? QColor(Qt::black) : solving ? pal.solved : pal.cursor;
    for (std::size_t i = 0; i < presses.size(); ++i)
        if (presses[i]) paintPressMark(p, g.cellRect(static_cast<int>(i) / shown.cols, static_cast<int>(i) % shown.cols), markColor);

    if (board().torus) {
        // Wrap-around: a dashed rim says the edges continue on the other side.
        QPen dashed(onPaper() ? QColor(Qt::black) : pal.cursor, std::max(2.0, rim * 0.6), Qt::DashLine);
        p.setPen(dashed);
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(g.grid.adjusted(-rim, -rim, rim, rim), rim * 1.5, rim * 1.5);
    }
    paintCoordinates(p, g);
}

}  // namespace pw::ui
