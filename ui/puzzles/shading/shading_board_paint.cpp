// Painting of the shading grid, kept apart from its state and commands. Drawn for a
// projector: shaded cells are solid near-black squares on an off-white grid with thin
// lines, a run of k is a thick red stroke through its cells (with a white halo, so it
// reads on the dark cells) over a red tint, and a traced frame hatches the cells the
// search has not decided yet.
#include <QPainter>

#include <algorithm>

#include "boards/board_palette.h"
#include "shading_board_view.h"

namespace pw::ui {

namespace sh = shading;

namespace {

const QColor kShaded(0x1E, 0x1E, 0x28);
const QColor kShadedInRun(0x8E, 0x1C, 0x1C);
const QColor kWhiteInRun(0xF8, 0xD0, 0xD0);
const QColor kUndecided(0xC9, 0xCD, 0xD3);
const QColor kUndecidedHatch(0x9A, 0xA0, 0xA8);
const QColor kThinLine(0x90, 0x96, 0x9E);

/// A thick outline inside a rectangle, on a white halo so it shows on dark cells too.
void outline(QPainter& p, const QRectF& rect, const QColor& color, double width) {
    const QRectF inner = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 255, 220), width * 1.8, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(inner);
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(inner);
}

}  // namespace

void ShadingBoardView::paintCells(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const {
    const BoardPalette& pal = BoardPalette::standard();
    const std::vector<bool> inRun =
        overlay() == Overlay::Frame ? std::vector<bool>(shown.size(), false) : sh::cellsInRuns(rows_, cols_, k_, shown);
    for (int r = 0; r < rows_; ++r)
        for (int c = 0; c < cols_; ++c) {
            const std::size_t i = static_cast<std::size_t>(r * cols_ + c);
            const QRectF cell = g.cellRect(r, c);
            const int v = shown[i];
            if (v < 0) {
                // Not decided yet by the search: neutral grey, hatched.
                p.fillRect(cell, kUndecided);
                p.fillRect(cell, QBrush(kUndecidedHatch, Qt::BDiagPattern));
            } else if (v == 1) {
                p.fillRect(cell, inRun[i] ? kShadedInRun : kShaded);
            } else {
                p.fillRect(cell, inRun[i] ? kWhiteInRun : pal.cellBackground);
            }
        }
}

void ShadingBoardView::paintRuns(QPainter& p, const BoardGeometry& g, const std::vector<sh::Run>& runs) const {
    const BoardPalette& pal = BoardPalette::standard();
    const double width = std::max(3.0, g.cell * 0.16);
    for (const QColor& color : {QColor(255, 255, 255, 230), pal.conflict}) {
        // The halos first, then the strokes, so a crossing run stays red on top.
        p.setPen(QPen(color, color == pal.conflict ? width : width * 1.9, Qt::SolidLine, Qt::RoundCap));
        for (const sh::Run& run : runs) {
            const int a = run.cells.front(), b = run.cells.back();
            p.drawLine(g.cellRect(a / cols_, a % cols_).center(), g.cellRect(b / cols_, b % cols_).center());
        }
    }
}

void ShadingBoardView::paintFrameMarks(QPainter& p, const BoardGeometry& g) const {
    const BoardPalette& pal = BoardPalette::standard();
    const Event& e = frameEvent();
    const double w = std::max(3.0, g.cell * 0.1);
    const QColor color = e.kind == EventKind::Cut || e.kind == EventKind::Reject ? pal.conflict
                         : e.kind == EventKind::Solution || e.kind == EventKind::Bound ||
                                 e.kind == EventKind::Done
                             ? pal.solved
                             : pal.cursor;
    if (const int row = frameRow(); row >= 0) {
        // v3, v4: a whole row. A refused pattern (cut, rejected) is drawn in red in the
        // row it was tried for; a row about to be filled shows its forbidden cells.
        const QRectF band(g.grid.left(), g.grid.top() + row * g.cell, g.grid.width(), g.cell);
        const bool pattern = e.kind == EventKind::Cut || e.kind == EventKind::Reject;
        const bool forbidden = e.kind == EventKind::Try;
        for (int c = 0; c < cols_; ++c) {
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
        outline(p, band, color, w);
    } else if (int r = 0, c = 0; frameCell(&r, &c)) {
        // v1, v2: one cell, tinted and outlined.
        QColor tint = color;
        tint.setAlpha(0x70);
        p.fillRect(g.cellRect(r, c), tint);
        outline(p, g.cellRect(r, c), color, w);
    }
}

void ShadingBoardView::paintGridLines(QPainter& p, const BoardGeometry& g, const QColor& frame) const {
    p.setPen(QPen(kThinLine, 1.0));
    for (int c = 1; c < cols_; ++c) {
        const double x = g.grid.left() + c * g.cell;
        p.drawLine(QPointF(x, g.grid.top()), QPointF(x, g.grid.bottom()));
    }
    for (int r = 1; r < rows_; ++r) {
        const double y = g.grid.top() + r * g.cell;
        p.drawLine(QPointF(g.grid.left(), y), QPointF(g.grid.right(), y));
    }
    const double border = frame == BoardPalette::standard().gridLine ? 2.0 : std::max(3.0, g.cell * 0.1);
    p.setPen(QPen(frame, border));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.grid.adjusted(-border / 2, -border / 2, border / 2, border / 2));
}

void ShadingBoardView::paintCoordinates(QPainter& p, const BoardGeometry& g) const {
    // 1-based and discreet: the grid is the point; too small a cell leaves them out.
    if (g.cell < 18) return;
    QFont font = p.font();
    font.setPixelSize(std::clamp(static_cast<int>(g.cell * 0.28), 9, 24));
    p.setFont(font);
    QColor text = palette().color(QPalette::WindowText);
    text.setAlpha(0x99);
    p.setPen(text);
    const double band = g.cell * 0.55;
    for (int c = 0; c < cols_; ++c)
        p.drawText(QRectF(g.grid.left() + c * g.cell, g.grid.top() - band - 2, g.cell, band), Qt::AlignCenter,
                   QString::number(c + 1));
    for (int r = 0; r < rows_; ++r)
        p.drawText(QRectF(g.grid.left() - band - 2, g.grid.top() + r * g.cell, band, g.cell), Qt::AlignCenter,
                   QString::number(r + 1));
}

void ShadingBoardView::paintBoard(QPainter& p, const BoardGeometry& g) {
    const BoardPalette& pal = BoardPalette::standard();
    const std::size_t size = static_cast<std::size_t>(rows_ * cols_);
    // An overlay of another size (a run started before a resize) is not drawn.
    const bool overlaid = overlay() != Overlay::None && overlayCells().size() == size;
    const std::vector<int>& shown = overlaid ? overlayCells() : cells_;

    p.setRenderHint(QPainter::Antialiasing, false);  // crisp cells and hairlines
    paintCells(p, g, shown);
    QColor frame = pal.gridLine;
    if (overlaid && overlay() == Overlay::Solution && !onPaper()) frame = pal.solved;
    if (overlaid && overlay() == Overlay::Frame &&
        (frameEvent().kind == EventKind::Solution || frameEvent().kind == EventKind::Bound))
        frame = pal.solved;
    paintGridLines(p, g, frame);
    p.setRenderHint(QPainter::Antialiasing, true);
    if (!overlaid) paintRuns(p, g, runs());
    if (overlaid && overlay() == Overlay::Frame) paintFrameMarks(p, g);
    paintCoordinates(p, g);
}

}  // namespace pw::ui
