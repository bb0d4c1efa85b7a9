// Painting of the shading grid, kept apart from its state and commands. Drawn for a
// projector: shaded cells are solid near-black squares on an off-white grid with thin
// lines, a run of k is a thick red stroke through its cells (with a white halo, so it
// reads on the dark cells) over a red tint and a cross-hatch, and a traced frame hatches
// the cells the search has not decided yet (one direction only, unlike a run's). A
// step's verdict is a ✓ or a ✗ beside the row or cell it is about.
#include <QPainter>

#include <algorithm>

#include "boards/board_marks.h"
#include "boards/board_palette.h"
#include "shading_painter.h"

namespace pw::ui {

namespace sh = shading;

namespace {

/// The grid's own colours, for each scheme. Dark keeps white cells light (a little
/// dimmed) and shaded ones black: the grid's meaning is its black cells.
struct ShadingColours {
    QColor white, shaded, shadedInRun, whiteInRun, undecided, undecidedHatch, thinLine;
};

const ShadingColours& shadingColours(const BoardPalette& pal) {
    static const ShadingColours light{QColor(0xFD, 0xFD, 0xF8), QColor(0x1E, 0x1E, 0x28), QColor(0x7A, 0x1A, 0x16),
                                      QColor(0xF6, 0xCC, 0xC8), QColor(0xC9, 0xCD, 0xD3), QColor(0x9A, 0xA0, 0xA8),
                                      QColor(0x90, 0x96, 0x9E)};
    static const ShadingColours dark{QColor(0xD4, 0xD7, 0xDC), QColor(0x0E, 0x0F, 0x12), QColor(0xA0, 0x30, 0x2A),
                                     QColor(0xE8, 0xB4, 0xAE), QColor(0x50, 0x55, 0x5E), QColor(0x78, 0x7E, 0x88),
                                     QColor(0x60, 0x66, 0x70)};
    static const ShadingColours stark{QColor(0xFF, 0xFF, 0xFF), QColor(0x00, 0x00, 0x00), QColor(0x8C, 0x10, 0x10),
                                      QColor(0xFF, 0xC0, 0xC0), QColor(0xC0, 0xC0, 0xC0), QColor(0x60, 0x60, 0x60),
                                      QColor(0x00, 0x00, 0x00)};
    return pal.isHighContrast() ? stark : pal.isDark() ? dark : light;
}

/// A thick outline inside a rectangle, on a halo so it shows on dark cells too.
void outline(QPainter& p, const QRectF& rect, const QColor& color, double width, const QColor& halo) {
    const QRectF inner = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(halo, width * 1.8, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(inner);
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(inner);
}

}  // namespace

ShadingPainter::ShadingPainter(const GridScene& scene, const ShadingBoard& grid) : GridPainter(scene), grid_(grid) {}

void ShadingPainter::paintCells(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const {
    const BoardPalette& pal = boardPalette();
    const ShadingColours& col = shadingColours(pal);
    const std::vector<bool> inRun =
        overlay() == Overlay::Frame ? std::vector<bool>(shown.size(), false) : sh::cellsInRuns(rows(), cols(), k(), shown);
    for (int r = 0; r < rows(); ++r)
        for (int c = 0; c < cols(); ++c) {
            const std::size_t i = static_cast<std::size_t>(r * cols() + c);
            const QRectF cell = g.cellRect(r, c);
            const int v = shown[i];
            if (v < 0) {
                // Not decided yet by the search: neutral grey, hatched.
                p.fillRect(cell, col.undecided);
                p.fillRect(cell, QBrush(col.undecidedHatch, Qt::BDiagPattern));
            } else if (v == 1) {
                p.fillRect(cell, inRun[i] ? col.shadedInRun : col.shaded);
            } else {
                p.fillRect(cell, inRun[i] ? col.whiteInRun : col.white);
            }
            // A cell of a run of k: cross-hatched, light on a shaded cell, red on a white one.
            if (inRun[i] && v >= 0) marks::drawHatch(p, cell, g.cell, v == 1 ? col.whiteInRun : pal.conflict);
        }
}

void ShadingPainter::paintRuns(QPainter& p, const BoardGeometry& g, const std::vector<sh::Run>& runs) const {
    const BoardPalette& pal = boardPalette();
    const double width = std::max(3.0, g.cell * 0.16);
    for (const QColor& color : {pal.halo, pal.conflict}) {
        // The halos first, then the strokes, so a crossing run stays red on top.
        p.setPen(QPen(color, color == pal.conflict ? width : width * 1.9, Qt::SolidLine, Qt::RoundCap));
        for (const sh::Run& run : runs) {
            const int a = run.cells.front(), b = run.cells.back();
            p.drawLine(g.cellRect(a / cols(), a % cols()).center(), g.cellRect(b / cols(), b % cols()).center());
        }
    }
}

void ShadingPainter::paintFrameMarks(QPainter& p, const BoardGeometry& g) const {
    const BoardPalette& pal = boardPalette();
    const Event& e = frameEvent();
    const double w = std::max(3.0, g.cell * 0.1);
    const QColor color = e.kind == EventKind::Cut || e.kind == EventKind::Reject ? pal.conflict
                         : e.kind == EventKind::Solution || e.kind == EventKind::Bound ||
                                 e.kind == EventKind::Done
                             ? pal.solved
                             : pal.cursor;
    // The verdict in a shape: ✗ for a refused or cut branch, ✓ for a new best or a grid
    // found; a row or cell only being tried has none.
    const bool refused = e.kind == EventKind::Cut || e.kind == EventKind::Reject;
    const bool found = e.kind == EventKind::Solution || e.kind == EventKind::Bound || e.kind == EventKind::Done;
    if (const int row = frameRow(); row >= 0) {
        // v3, v4: a whole row. A refused pattern (cut, rejected) is drawn in red in the
        // row it was tried for; a row about to be filled shows its forbidden cells.
        const QRectF band(g.grid.left(), g.grid.top() + row * g.cell, g.grid.width(), g.cell);
        const bool pattern = e.kind == EventKind::Cut || e.kind == EventKind::Reject;
        const bool forbidden = e.kind == EventKind::Try;
        for (int c = 0; c < cols(); ++c) {
            if (((static_cast<unsigned>(e.value) >> c) & 1u) == 0) continue;
            const QRectF cell = g.cellRect(row, c);
            if (pattern) {
                p.fillRect(cell.adjusted(g.cell * 0.2, g.cell * 0.2, -g.cell * 0.2, -g.cell * 0.2), pal.rejected);
            } else if (forbidden) {
                // A cross: shading here would close a run with the rows above.
                const double m = g.cell * 0.3;
                p.setPen(QPen(pal.conflict, w * 0.8, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(cell.topLeft() + QPointF(m, m), cell.bottomRight() - QPointF(m, m));
                p.drawLine(cell.topRight() + QPointF(-m, m), cell.bottomLeft() + QPointF(m, -m));
            }
        }
        outline(p, band, color, w, pal.halo);
        // Beside the row, in the right margin.
        const double d = g.cell * 0.46;
        if (refused || found)
            marks::drawBadge(p, QRectF(g.grid.right() + g.cell * 0.08, band.center().y() - d / 2, d, d), found, color, pal.halo);
    } else if (int r = 0, c = 0; frameCell(&r, &c)) {
        // v1, v2: one cell, tinted and outlined.
        QColor tint = color;
        tint.setAlpha(0x70);
        p.fillRect(g.cellRect(r, c), tint);
        outline(p, g.cellRect(r, c), color, w, pal.halo);
        if (refused || found) marks::drawBadge(p, marks::badgeRect(g.cellRect(r, c)), found, color, pal.halo);
    } else if (refused || found) {
        marks::drawBadge(p, marks::outcomeBadgeRect(g.grid, g.cell), found, color, pal.halo);
    }
}

void ShadingPainter::paintGridLines(QPainter& p, const BoardGeometry& g, const QColor& frame, bool strong) const {
    const BoardPalette& pal = boardPalette();
    p.setPen(QPen(shadingColours(pal).thinLine, pal.lineScale));
    for (int c = 1; c < cols(); ++c) {
        const double x = g.grid.left() + c * g.cell;
        p.drawLine(QPointF(x, g.grid.top()), QPointF(x, g.grid.bottom()));
    }
    for (int r = 1; r < rows(); ++r) {
        const double y = g.grid.top() + r * g.cell;
        p.drawLine(QPointF(g.grid.left(), y), QPointF(g.grid.right(), y));
    }
    const double border = (strong ? std::max(3.0, g.cell * 0.1) : 2.0) * pal.lineScale;
    p.setPen(QPen(frame, border));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.grid.adjusted(-border / 2, -border / 2, border / 2, border / 2));
}

void ShadingPainter::paintCoordinates(QPainter& p, const BoardGeometry& g) const {
    // 1-based and discreet: the grid is the point; too small a cell leaves them out.
    if (g.cell < 18) return;
    QFont font = p.font();
    font.setPixelSize(std::clamp(static_cast<int>(g.cell * 0.28), 9, 24));
    p.setFont(font);
    QColor text = surroundInk();
    if (!boardPalette().isHighContrast()) text.setAlpha(0x99);
    p.setPen(text);
    const double band = g.cell * 0.55;
    for (int c = 0; c < cols(); ++c)
        p.drawText(QRectF(g.grid.left() + c * g.cell, g.grid.top() - band - 2, g.cell, band), Qt::AlignCenter,
                   QString::number(c + 1));
    for (int r = 0; r < rows(); ++r)
        p.drawText(QRectF(g.grid.left() - band - 2, g.grid.top() + r * g.cell, band, g.cell), Qt::AlignCenter,
                   QString::number(r + 1));
}

void ShadingPainter::paint(QPainter& p, const BoardGeometry& g) const {
    const BoardPalette& pal = boardPalette();
    const std::size_t size = static_cast<std::size_t>(rows() * cols());
    // An overlay of another size (a run started before a resize) is not drawn.
    const bool overlaid = overlay() != Overlay::None && overlayCells().size() == size;
    const std::vector<int>& shown = overlaid ? overlayCells() : cells();

    p.setRenderHint(QPainter::Antialiasing, false);  // crisp cells and hairlines
    paintCells(p, g, shown);
    QColor frame = pal.gridLine;
    if (overlaid && overlay() == Overlay::Solution && !onPaper()) frame = pal.solved;
    if (overlaid && overlay() == Overlay::Frame &&
        (frameEvent().kind == EventKind::Solution || frameEvent().kind == EventKind::Bound))
        frame = pal.solved;
    paintGridLines(p, g, frame, frame != pal.gridLine);
    p.setRenderHint(QPainter::Antialiasing, true);
    if (!overlaid) paintRuns(p, g, runs());
    if (overlaid && overlay() == Overlay::Frame) paintFrameMarks(p, g);
    // An optimal grid from the browser: ✓ beside the grid, with its frame.
    if (overlaid && overlay() == Overlay::Solution && !onPaper())
        marks::drawBadge(p, marks::outcomeBadgeRect(g.grid, g.cell), true, pal.solved, pal.halo);
    paintCoordinates(p, g);
}

int ShadingPainter::frameRow() const {
    // v3 and v4 name a row by its first cell at the depth of the row; v1 and v2 name a
    // cell at a depth equal to its number. Row 0 is told apart by its pattern value.
    const Event& e = frameEvent();
    if (e.cell < 0 || e.cell >= rows() * cols() || e.depth < 0 || e.depth >= rows()) return -1;
    if (e.cell != e.depth * cols()) return -1;
    if (e.depth == 0 && e.value <= 1) return -1;
    return e.depth;
}

}  // namespace pw::ui
