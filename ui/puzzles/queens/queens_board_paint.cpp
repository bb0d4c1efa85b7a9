// The chessboard painted from a value (queens_painter.h): on screen by the view, on paper
// without one.
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

#include "boards/board_geometry.h"
#include "boards/board_marks.h"
#include "boards/board_palette.h"
#include "queens/model.h"
#include "queens_painter.h"

namespace pw::ui {

QueensPainter::QueensPainter(const GridScene& scene, const QueensBoard& board) : GridPainter(scene), board_(board) {}

void QueensPainter::drawQueen(QPainter& p, const QRectF& sq, const QColor& color) const {
    // A crown drawn as a path, so it needs no chess font on the machine.
    const double s = sq.width();
    const QPointF o = sq.topLeft();
    auto at = [&](double x, double y) { return o + QPointF(x * s, y * s); };
    QPainterPath crown;
    crown.moveTo(at(0.22, 0.74));
    crown.lineTo(at(0.16, 0.34));
    crown.lineTo(at(0.34, 0.56));
    crown.lineTo(at(0.50, 0.26));
    crown.lineTo(at(0.66, 0.56));
    crown.lineTo(at(0.84, 0.34));
    crown.lineTo(at(0.78, 0.74));
    crown.closeSubpath();
    QPainterPath base;
    base.addRoundedRect(QRectF(at(0.22, 0.77), at(0.78, 0.86)), s * 0.02, s * 0.02);
    p.setPen(QPen(color.darker(220), std::max(1.0, s * 0.03)));
    p.setBrush(color);
    p.drawPath(crown);
    p.drawPath(base);
    for (QPointF tip : {at(0.16, 0.31), at(0.50, 0.23), at(0.84, 0.31)}) p.drawEllipse(tip, s * 0.05, s * 0.05);
}

void QueensPainter::paint(QPainter& p, const BoardGeometry& g) const {
    const int n = board_.n();
    const BoardPalette& pal = boardPalette();
    // During a search or on a shown solution, the board draws the overlay's queens
    // (rows per column); otherwise the user's own position.
    const std::vector<int> shown = shownQueens();
    const std::vector<bool> attacked = queens::attackedSquares(n, shown);
    const std::vector<int> conflicts = queens::conflictingQueens(n, shown);
    const bool solved = overlay() == Overlay::Solution || queens::isSolved(n, shown) ||
                        (overlay() == Overlay::Frame && frameEvent().kind == EventKind::Solution);

    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const QRectF sq = g.cellRect(r, c);
            // On paper: white and light grey squares, and no attacked squares (the
            // screen's aid would give a printed puzzle away).
            if (onPaper()) p.fillRect(sq, (r + c) % 2 ? QColor(0xD4, 0xD4, 0xD4) : QColor(Qt::white));
            else p.fillRect(sq, (r + c) % 2 ? pal.darkSquare : pal.lightSquare);
            // Hatching keeps the squares' colours readable under the shading.
            if (overlay() == Overlay::None && !onPaper() && attacked[static_cast<std::size_t>(r * n + c)] && !solved)
                p.fillRect(sq, QBrush(pal.attacked, Qt::BDiagPattern));
        }
    // The partial boards a join names (queens.v6): their columns tinted, the first blue,
    // the second orange.
    if (overlay() == Overlay::Frame && frameEvent().aux != 0) {
        const std::uint32_t first = queens::joinMarkFirst(frameEvent().aux), second = queens::joinMarkSecond(frameEvent().aux);
        for (int c = 0; c < n && c < 32; ++c) {
            const QColor* tint = (second >> c & 1u) ? &pal.joinedSecond : (first >> c & 1u) ? &pal.joinedFirst : nullptr;
            if (tint) p.fillRect(QRectF(g.cellRect(0, c).topLeft(), g.cellRect(n - 1, c).bottomRight()), *tint);
        }
    }
    // Coordinates: columns 1..N above, rows 1..N on the left, as in the lesson.
    QFont font = p.font();
    font.setPixelSize(std::max(9, static_cast<int>(g.cell * 0.32)));
    p.setFont(font);
    p.setPen(surroundInk());
    for (int i = 0; i < n; ++i) {
        p.drawText(QRectF(g.grid.left() + i * g.cell, g.grid.top() - g.cell * 0.6, g.cell, g.cell * 0.6),
                   Qt::AlignCenter, QString::number(i + 1));
        p.drawText(QRectF(g.grid.left() - g.cell * 0.6, g.grid.top() + i * g.cell, g.cell * 0.6, g.cell),
                   Qt::AlignCenter, QString::number(i + 1));
    }

    int fr = 0, fc = 0;
    const bool refused = frameCell(&fr, &fc) && frameEvent().kind == EventKind::Reject;
    if (frameCell(&fr, &fc)) p.fillRect(g.cellRect(fr, fc), refused ? pal.rejected : pal.justPlaced);
    // Queens in conflict stand on a cross-hatch and carry a ✗, those of a solution a ✓:
    // the crown's colour is not the only sign.
    for (int q : shown)
        if (!solved && std::find(conflicts.begin(), conflicts.end(), q) != conflicts.end())
            marks::drawHatch(p, g.cellRect(q / n, q % n), g.cell, pal.conflict);
    for (int q : shown) {
        const bool inConflict = !solved && std::find(conflicts.begin(), conflicts.end(), q) != conflicts.end();
        QColor color = solved ? pal.solved : (inConflict ? pal.conflict : pal.piece);
        // On paper a queen is black ink; one in conflict keeps its red, its hatch and its ✗.
        if (onPaper() && !inConflict) color = Qt::black;
        const QRectF square = g.cellRect(q / n, q % n);
        drawQueen(p, square, color);
        if (inConflict || (solved && !onPaper())) marks::drawBadge(p, marks::badgeRect(square), solved, color, pal.halo);
    }
    // The square a refused queen was tried on: a ✗ over the flash.
    if (refused) {
        const QRectF square = g.cellRect(fr, fc);
        const double inset = g.cell * 0.22;
        marks::drawGlyph(p, marks::crossPath(square.adjusted(inset, inset, -inset, -inset)), std::max(2.0, g.cell * 0.07),
                         pal.conflict, pal.halo);
    }
    p.setPen(QPen(onPaper() ? QColor(Qt::black) : pal.gridLine,
                  onPaper() ? std::max(1.5, g.cell * 0.03) : 1.5 * pal.lineScale));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.grid);
}

std::vector<int> QueensPainter::shownQueens() const {
    return overlay() == Overlay::None ? board_.queens() : queens::solutionToSquares(overlayCells());
}

}  // namespace pw::ui
