// Painting of the magic square board: cells and numbers, the band over a line a search
// refused, and the line sums at the lines' ends (rows on the right, columns below, the
// diagonals at the bottom corners), coloured by the model's `analyseLines` and marked ✓
// (the line sums to the constant) or ✗ (it cannot), so no line is told by colour alone.
#include <QPainter>

#include <algorithm>

#include "boards/board_marks.h"
#include "boards/board_palette.h"
#include "magic/model.h"
#include "magic_board_view.h"
#include "magic_painter.h"

namespace pw::ui {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// A number as big as its cell allows: two digits still read from the back of a room.
/// Every number of a board gets the size of the widest one, 1..n², so they line up.
void setNumberFont(QPainter& p, double cell, int n, int value, bool bold) {
    const int digits = static_cast<int>(QString::number(std::max(n * n, value)).size());
    QFont font = p.font();
    font.setPixelSize(std::max(8, static_cast<int>(cell * std::min(0.58, 1.05 / digits))));
    font.setBold(bold);
    p.setFont(font);
}

}  // namespace

MagicPainter::MagicPainter(const GridScene& scene, const MagicBoard& board) : GridPainter(scene), board_(board) {}

QRectF MagicPainter::lineLabelRect(const BoardGeometry& g, int n, int line) {
    const double c = g.cell, gap = c * 0.12, side = c * 0.76, far = c * 0.2;
    if (line < n) return {g.grid.right() + gap, g.grid.top() + line * c + (c - side) / 2, side, side};
    if (line < 2 * n) return {g.grid.left() + (line - n) * c + (c - side) / 2, g.grid.bottom() + gap, side, side};
    // The diagonals end at the bottom corners, a little further out so the stroke that
    // links them to the corner shows.
    if (line == 2 * n) return {g.grid.right() + far, g.grid.bottom() + far, side, side};
    return {g.grid.left() - far - side, g.grid.bottom() + far, side, side};
}

void MagicPainter::paint(QPainter& p, const BoardGeometry& g) const {
    const std::vector<int>& shown = shownGrid();
    const int flashed = flashedLine();
    paintCells(p, g, shown);
    if (flashed >= 0) paintLineBand(p, g, flashed);

    // Numbers on top of the cells and the band.
    const BoardPalette& pal = boardPalette();
    std::vector<char> bad(at(n() * n()), 0);
    for (int cell : magic::repeatedCells(n(), shown)) bad[at(cell)] = 1;
    for (int cell : magic::outOfRangeCells(n(), shown)) bad[at(cell)] = 1;
    const Event& e = frameEvent();
    for (int cell = 0; cell < n() * n(); ++cell) {
        const QRectF rect = g.cellRect(cell / n(), cell % n());
        int value = shown[at(cell)];
        QColor ink = overlay() == Overlay::None && !onPaper() ? pal.userInk : pal.labelText;
        // A number the search computed or tried but did not place shows in its cell, in
        // the ink that reads best on the event's tint.
        if (value == 0 && overlay() == Overlay::Frame && e.cell == cell && e.value > 0) {
            value = e.value;
            ink = pal.givenInk;
        }
        if (value == 0) continue;
        const bool given = isGiven(cell) && grid()[at(cell)] == value;
        if (given) ink = onPaper() ? QColor(Qt::black) : pal.givenInk;
        if (bad[at(cell)]) ink = pal.conflict;
        setNumberFont(p, g.cell, n(), value, given);
        p.setPen(ink);
        p.drawText(rect, Qt::AlignCenter, QString::number(value));
    }
    // A number refused by a step: ✗ in its cell's corner.
    int fr = 0, fc = 0;
    if (frameCell(&fr, &fc) && (e.kind == EventKind::Reject || e.kind == EventKind::Cut))
        marks::drawBadge(p, marks::badgeRect(g.cellRect(fr, fc)), false, pal.conflict, pal.halo);
    paintLineSums(p, g, shown, flashed);

    p.setPen(QPen(onPaper() ? QColor(Qt::black) : pal.gridLine, std::max(2.0, g.cell * 0.04) * (onPaper() ? 1.0 : pal.lineScale)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.grid);
}

void MagicPainter::paintCells(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const {
    const BoardPalette& pal = boardPalette();
    const bool finished = magic::isMagicSquare(n(), shown);
    QColor finishedTint = pal.solved;
    finishedTint.setAlpha(45);
    QColor badTint = pal.conflict;
    badTint.setAlpha(45);
    std::vector<char> bad(at(n() * n()), 0);
    for (int cell : magic::repeatedCells(n(), shown)) bad[at(cell)] = 1;
    for (int cell : magic::outOfRangeCells(n(), shown)) bad[at(cell)] = 1;

    for (int cell = 0; cell < n() * n(); ++cell) {
        const QRectF rect = g.cellRect(cell / n(), cell % n());
        // A given keeps its tint over a solution or a frame, where the value is still its own.
        const bool given = isGiven(cell) && grid()[at(cell)] == shown[at(cell)];
        if (onPaper()) {
            // On paper the givens read by their weight alone, on white.
            p.fillRect(rect, Qt::white);
        } else {
            p.fillRect(rect, given ? pal.givenBackground : pal.cellBackground);
            if (finished) p.fillRect(rect, finishedTint);
        }
        if (bad[at(cell)]) {
            // A repeated or out-of-range number: tinted and cross-hatched.
            p.fillRect(rect, badTint);
            QColor hatch = pal.conflict;
            hatch.setAlpha(0x90);
            marks::drawHatch(p, rect, g.cell, hatch);
        }
    }
    int fr = 0, fc = 0;
    if (frameCell(&fr, &fc)) {
        const EventKind kind = frameEvent().kind;
        if (kind == EventKind::Reject || kind == EventKind::Cut) p.fillRect(g.cellRect(fr, fc), pal.rejected);
        else if (kind == EventKind::Place || kind == EventKind::Try) p.fillRect(g.cellRect(fr, fc), pal.justPlaced);
    }
    p.setPen(QPen(onPaper() ? QColor(Qt::black) : pal.gridLine, std::max(1.0, g.cell * 0.015) * (onPaper() ? 1.0 : pal.lineScale)));
    for (int i = 1; i < n(); ++i) {
        const double x = g.grid.left() + i * g.cell, y = g.grid.top() + i * g.cell;
        p.drawLine(QPointF(x, g.grid.top()), QPointF(x, g.grid.bottom()));
        p.drawLine(QPointF(g.grid.left(), y), QPointF(g.grid.right(), y));
    }
}

void MagicPainter::paintLineBand(QPainter& p, const BoardGeometry& g, int line) const {
    const BoardPalette& pal = boardPalette();
    QColor band = pal.conflict;
    band.setAlpha(70);
    const std::vector<int> cells = magic::lineCells(n(), line);
    const QRectF first = g.cellRect(cells.front() / n(), cells.front() % n());
    const QRectF last = g.cellRect(cells.back() / n(), cells.back() % n());
    p.save();
    if (line < 2 * n()) {
        const QRectF rect = first.united(last).adjusted(2, 2, -2, -2);
        p.fillRect(rect, band);
        p.setPen(QPen(pal.conflict, std::max(2.0, g.cell * 0.06) * pal.lineScale));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect);
    } else {
        // A diagonal: a broad stroke through the cells' centres, out to the corners.
        const QPointF step = (last.center() - first.center()) / std::max(1, n() - 1);
        p.setPen(QPen(band, g.cell * 0.7, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(first.center() - step * 0.35, last.center() + step * 0.35);
        p.setPen(QPen(pal.conflict, std::max(2.0, g.cell * 0.05) * pal.lineScale, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(first.center() - step * 0.45, last.center() + step * 0.45);
    }
    p.restore();
}

void MagicPainter::paintLineSums(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown, int flashed) const {
    const BoardPalette& pal = boardPalette();
    const std::vector<magic::LineReport> reports = magic::analyseLines(n(), shown);
    const double c = g.cell;
    QColor openBorder = pal.gridLine;
    openBorder.setAlpha(pal.isHighContrast() ? 0xFF : 0x60);
    QFont font = p.font();
    font.setBold(true);
    for (int line = 0; line < magic::lineCount(n()); ++line) {
        const magic::LineReport& report = reports[at(line)];
        const QRectF rect = lineLabelRect(g, n(), line);
        const double side = rect.width();
        // On paper a box stays blank until its line is full (a puzzle's partial sums would
        // be clutter for the pencil), then shows the sum in black: no verdict at all.
        const bool empty = onPaper() ? report.open > 0 : report.open == n();
        QColor fill = surroundFill(), ink = surroundInk(), border = openBorder;
        bool marked = false, correct = false;
        switch (onPaper() ? magic::LineStatus::Open : report.status) {
        case magic::LineStatus::Right: fill = border = pal.solved, marked = correct = true; break;
        case magic::LineStatus::Wrong:
        case magic::LineStatus::Impossible: fill = border = pal.conflict, marked = true; break;
        case magic::LineStatus::Open: break;
        }
        if (marked) ink = BoardPalette::inkOn(fill);
        if (onPaper()) ink = Qt::black, border = QColor(0x60, 0x60, 0x60);
        if (line == flashed) border = pal.isDark() ? pal.conflict.lighter(130) : pal.conflict.darker(150);
        if (line >= 2 * n()) {
            // A stroke from the grid's corner, so a diagonal's label is not read as a row
            // or column sum; the label drawn next covers its end.
            const QPointF corner = line == 2 * n() ? g.grid.bottomRight() : g.grid.bottomLeft();
            p.setPen(QPen(border, std::max(2.0, c * 0.045), Qt::SolidLine, Qt::RoundCap));
            p.drawLine(corner, rect.center());
        }
        p.setBrush(fill);
        p.setPen(QPen(border, (line == flashed ? std::max(3.0, c * 0.08) : std::max(1.0, c * 0.025)) * pal.lineScale));
        p.drawRoundedRect(rect, side * 0.22, side * 0.22);
        if (!empty) {
            const QString text = QString::number(report.sum);
            font.setPixelSize(std::max(8, static_cast<int>(side * (text.size() >= 3 ? 0.42 : 0.5))));
            p.setFont(font);
            p.setPen(ink);
            p.drawText(rect, Qt::AlignCenter, text);
        }
        // ✓ or ✗ on the label's outer corner: the sum's verdict in a shape.
        if (marked) {
            const double d = side * 0.5;
            const QRectF badge(rect.right() - d * 0.55, rect.top() - d * 0.45, d, d);
            marks::drawBadge(p, badge, correct, fill, pal.halo);
        }
    }
    // The constant every line must reach, above the grid.
    font.setBold(false);
    font.setPixelSize(std::max(9, static_cast<int>(c * 0.36)));
    p.setFont(font);
    p.setPen(surroundInk());
    // Centred on the grid, which is centred in the widget (or on the page: paintGridOnPage
    // lays the board out in a logical area that is not the widget's).
    const double span = g.grid.width() + 4 * c;
    p.drawText(QRectF(g.grid.center().x() - span / 2, g.grid.top() - c, span, c * 0.9), Qt::AlignHCenter | Qt::AlignBottom,
               MagicBoardView::tr("Magic constant %1").arg(magic::magicConstant(n())));
}

const std::vector<int>& MagicPainter::shownGrid() const {
    if (overlay() != Overlay::None && static_cast<int>(overlayCells().size()) == n() * n()) return overlayCells();
    return grid();
}

int MagicPainter::flashedLine() const {
    if (overlay() != Overlay::Frame) return -1;
    const Event& e = frameEvent();
    if (e.kind != EventKind::Reject && e.kind != EventKind::Cut) return -1;
    if (e.aux < 0 || e.aux >= magic::lineCount(n())) return -1;
    const int line = static_cast<int>(e.aux);
    // Only a line the state shows to be at fault: a cut for symmetry carries no line.
    const magic::LineReport report = magic::analyseLines(n(), shownGrid())[at(line)];
    if (report.status == magic::LineStatus::Wrong || report.status == magic::LineStatus::Impossible) return line;
    const std::vector<int> cells = magic::lineCells(n(), line);
    const bool onLine = std::find(cells.begin(), cells.end(), e.cell) != cells.end();
    if (e.kind == EventKind::Reject && report.open == 1 && onLine) return line;  // its computed last number
    return -1;
}

}  // namespace pw::ui
