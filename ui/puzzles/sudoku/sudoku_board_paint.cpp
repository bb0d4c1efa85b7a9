// Painting of the sudoku board, for a projector: big digits, thick box lines, the
// candidates in a b×b mini-grid per cell, the hint drawn on top. A cell in conflict or
// flagged by Check is cross-hatched as well as tinted; a step's refused digit is struck
// through, a search's solution carries a ✓.
#include <QPainter>

#include <algorithm>

#include "boards/board_marks.h"
#include "boards/board_palette.h"
#include "sudoku/format.h"
#include "sudoku_painter.h"

namespace pw::ui {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// Colours of this board beyond the shared palette, for each scheme.
struct SudokuColours {
    QColor given;           ///< a given's cell, apart from the blue of the selection
    QColor unit;            ///< row, column and box of the selected cell
    QColor selected;
    QColor sameDigit;       ///< cells holding the selected cell's digit
    QColor player;          ///< the player's digits and the digits tried
    QColor wrong;           ///< flagged by Check, or in conflict (also cross-hatched)
    QColor mark;
    QColor pattern;         ///< the hint's cells and digits
    QColor patternOutline;
    QColor placement;
    QColor takenBack;
};

const SudokuColours& colours(const BoardPalette& pal) {
    static const SudokuColours light{
        QColor(0xEA, 0xEA, 0xE6), QColor(0xD8, 0xE7, 0xFA), QColor(0xB3, 0xD1, 0xF2), QColor(0xFF, 0xD8, 0x6A),
        QColor(0x15, 0x57, 0xB0), QColor(0xF6, 0xC2, 0xC2), QColor(0x4A, 0x4F, 0x58), QColor(0xFF, 0xB7, 0x4D),
        QColor(0xE6, 0x5C, 0x00), QColor(0xB9, 0xE8, 0xD8), QColor(0x90, 0x90, 0x90)};
    static const SudokuColours dark{
        QColor(0x36, 0x3B, 0x45), QColor(0x2A, 0x35, 0x48), QColor(0x3A, 0x55, 0x80), QColor(0x6B, 0x58, 0x18),
        QColor(0x9C, 0xC4, 0xFF), QColor(0x5E, 0x26, 0x24), QColor(0xC0, 0xC4, 0xCC), QColor(0xA8, 0x62, 0x00),
        QColor(0xFF, 0x9A, 0x3C), QColor(0x1A, 0x55, 0x48), QColor(0x8A, 0x8A, 0x8A)};
    static const SudokuColours stark{
        QColor(0xDC, 0xDC, 0xDC), QColor(0xEE, 0xEE, 0xF8), QColor(0xC8, 0xC8, 0xFF), QColor(0xFF, 0xEE, 0x70),
        QColor(0x00, 0x2C, 0xA0), QColor(0xFF, 0xC8, 0xC8), QColor(0x00, 0x00, 0x00), QColor(0xFF, 0xB0, 0x30),
        QColor(0xB0, 0x40, 0x00), QColor(0xB8, 0xF0, 0xE0), QColor(0x50, 0x50, 0x50)};
    return pal.isHighContrast() ? stark : pal.isDark() ? dark : light;
}

/// A search's solution flashed on its cell: light on a light board, strong on a dark one,
/// so that it stands apart in lightness from a refusal's red.
QColor solutionFlash(const BoardPalette& pal) {
    QColor flash = pal.solved;
    flash.setAlpha(pal.isDark() ? 0xC0 : 0x60);
    return flash;
}

/// `over` painted on `under`: what a translucent flash looks like on its cell.
QColor composite(const QColor& over, const QColor& under) {
    const double a = over.alphaF();
    return QColor::fromRgbF(static_cast<float>(over.redF() * a + under.redF() * (1 - a)),
                            static_cast<float>(over.greenF() * a + under.greenF() * (1 - a)),
                            static_cast<float>(over.blueF() * a + under.blueF() * (1 - a)));
}

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

QString digitText(int digit) { return QString(QChar::fromLatin1(sudoku::digitChar(digit))); }

/// The rectangle of candidate `digit` in the cell's b×b mini-grid.
QRectF slotRect(const QRectF& cell, int box, int digit) {
    const double s = cell.width() / box;
    const int i = digit - 1;
    return QRectF(cell.left() + (i % box) * s, cell.top() + (i / box) * s, s, s);
}

}  // namespace

SudokuPainter::SudokuPainter(const GridScene& scene, const SudokuBoard& value, const SudokuAids& aids)
    : GridPainter(scene), value_(value), hint_(aids.hint), hintMarks_(aids.hintMarks), wrong_(aids.wrong),
      selected_(aids.selectedCell) {}

void SudokuPainter::paint(QPainter& p, const BoardGeometry& g) const {
    // The digits on show: the overlay's when it fits the grid, else the player's.
    const bool overlaid = overlay() != Overlay::None && static_cast<int>(overlayCells().size()) == board().cellCount();
    const std::vector<int>& shown = overlaid ? overlayCells() : board().digits();
    paintCells(p, g, shown);
    paintMarks(p, g, shown);
    paintDigits(p, g, shown);
    paintLines(p, g);
    if (overlay() == Overlay::None && hint_) paintHint(p, g);
}

void SudokuPainter::paintCells(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const {
    const BoardPalette& pal = boardPalette();
    const SudokuColours& col = colours(pal);
    const sudoku::Geometry& geo = board().geometry();
    const int n = board().size();
    const int sel = selectedCell();
    const int selDigit = shown[at(sel)];
    const std::vector<int> conflicts = sudoku::conflictingCells(geo, shown);
    QColor hatch = pal.conflict;
    hatch.setAlpha(0x80);
    for (int cell = 0; cell < board().cellCount(); ++cell) {
        const QRectF rect = g.cellRect(cell / n, cell % n);
        // On paper the givens read by their weight alone, on white.
        p.fillRect(rect, onPaper() ? QColor(Qt::white) : board().isGiven(cell) ? col.given : pal.cellBackground);
        const bool flagged = contains(conflicts, cell) || (overlay() == Overlay::None && contains(wrong_, cell));
        if (overlay() == Overlay::None && !onPaper()) {
            if (cell == sel) p.fillRect(rect, col.selected);
            else if (geo.sees(cell, sel)) p.fillRect(rect, col.unit);
            if (selDigit && shown[at(cell)] == selDigit) p.fillRect(rect, col.sameDigit);
            if (flagged) p.fillRect(rect, col.wrong);
        }
        // In conflict or wrong: cross-hatched, not only tinted.
        if (flagged) marks::drawHatch(p, rect, g.cell, hatch);
    }
    if (overlay() == Overlay::None && hint_)
        for (const sudoku::CellDigit& place : hint_->placements) p.fillRect(g.cellRect(place.cell / n, place.cell % n), col.placement);
    int fr = 0, fc = 0;
    if (frameCell(&fr, &fc)) {
        const EventKind kind = frameEvent().kind;
        // The palette's own flashes; a solution's teal is kept light, apart in lightness
        // from the refusal's red, and it gets a ✓ (paintDigits).
        QColor flash = pal.justPlaced;
        if (kind == EventKind::Reject) flash = pal.rejected;
        else if (kind == EventKind::Solution) flash = solutionFlash(pal);
        else if (kind == EventKind::Remove) flash = QColor(col.takenBack.red(), col.takenBack.green(), col.takenBack.blue(), 0x90);
        p.fillRect(g.cellRect(fr, fc), flash);
    }
}

void SudokuPainter::paintMarks(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const {
    if (overlay() == Overlay::Solution) return;
    const SudokuColours& col = colours(boardPalette());
    const int n = board().size(), b = board().box();
    // A traced frame shows the candidates its digits leave, computed by the model.
    std::vector<sudoku::Mask> marks(at(board().cellCount()), 0);
    if (overlay() == Overlay::Frame) marks = sudoku::allCandidates(board().geometry(), shown);
    else
        for (int cell = 0; cell < board().cellCount(); ++cell) marks[at(cell)] = board().marks(cell);
    // The hint's cells show the candidates it was found on, even where the player has none.
    std::vector<int> hintCells;
    if (overlay() == Overlay::None && hint_) {
        hintCells = hint_->cells;
        for (const sudoku::CellDigit& e : hint_->eliminations) hintCells.push_back(e.cell);
        for (const sudoku::CellDigit& e : hint_->placements) hintCells.push_back(e.cell);
        for (int cell : hintCells) marks[at(cell)] = hintMarks_.marks(cell);
    }
    QFont font = p.font();
    font.setPixelSize(std::max(7, static_cast<int>(g.cell / b * 0.78)));
    font.setBold(b == 4);  // tiny 16×16 marks need the weight to read from afar
    p.setFont(font);
    for (int cell = 0; cell < board().cellCount(); ++cell) {
        if (shown[at(cell)] != 0 || marks[at(cell)] == 0) continue;
        if (overlay() == Overlay::None && hint_ &&
            std::any_of(hint_->placements.begin(), hint_->placements.end(),
                        [cell](const sudoku::CellDigit& pl) { return pl.cell == cell; }))
            continue;  // the placement's big green digit stands there instead
        if (overlay() == Overlay::Frame && cell == frameEvent().cell && frameEvent().value > 0)
            continue;  // so does the digit the traced event is about
        const QRectF rect = g.cellRect(cell / n, cell % n);
        for (int d = 1; d <= n; ++d) {
            if (!(marks[at(cell)] & sudoku::digitBit(d))) continue;
            const QRectF slot = slotRect(rect, b, d);
            const bool inPattern = contains(hintCells, cell) && hint_ && contains(hint_->cells, cell) &&
                                   contains(hint_->digits, d);
            if (inPattern) {
                p.setPen(Qt::NoPen);
                p.setBrush(col.pattern);
                p.drawEllipse(slot.adjusted(slot.width() * 0.08, slot.height() * 0.08, -slot.width() * 0.08, -slot.height() * 0.08));
            }
            p.setPen(col.mark);
            p.drawText(slot, Qt::AlignCenter, digitText(d));
        }
    }
}

void SudokuPainter::paintDigits(QPainter& p, const BoardGeometry& g, const std::vector<int>& shown) const {
    const BoardPalette& pal = boardPalette();
    const SudokuColours& col = colours(pal);
    const int n = board().size();
    const std::vector<int> conflicts = sudoku::conflictingCells(board().geometry(), shown);
    const bool frameSolved = overlay() == Overlay::Frame && frameEvent().kind == EventKind::Solution;
    QFont font = p.font();
    font.setPixelSize(std::max(9, static_cast<int>(g.cell * (n > 9 ? 0.58 : 0.66))));
    for (int cell = 0; cell < board().cellCount(); ++cell) {
        const int d = shown[at(cell)];
        if (d == 0) continue;
        const bool given = board().isGiven(cell) && board().digit(cell) == d;
        QColor colour = given ? pal.givenInk : col.player;
        if (overlay() == Overlay::Solution || frameSolved)
            colour = given ? pal.givenInk : (pal.isDark() ? pal.solved : pal.solved.darker(130));
        // On paper: givens bold black, the rest (an answer, the player's digits) dark grey.
        if (onPaper()) colour = given ? QColor(Qt::black) : QColor(0x50, 0x50, 0x50);
        if (contains(conflicts, cell) || (overlay() == Overlay::None && contains(wrong_, cell))) colour = pal.conflict;
        // On the flash of a search's solution: black or white, whichever reads.
        if (frameSolved && cell == frameEvent().cell)
            colour = BoardPalette::inkOn(composite(solutionFlash(pal), board().isGiven(cell) ? colours(pal).given : pal.cellBackground));
        font.setBold(given);
        p.setFont(font);
        p.setPen(colour);
        p.drawText(g.cellRect(cell / n, cell % n), Qt::AlignCenter, digitText(d));
    }
    // The digit a traced event is about, when the state does not show it: refused (red)
    // or taken back (grey, struck through).
    int fr = 0, fc = 0;
    const Event& e = frameEvent();
    if (frameCell(&fr, &fc) && e.value > 0 && e.value <= n && shown[at(e.cell)] == 0 &&
        (e.kind == EventKind::Reject || e.kind == EventKind::Remove || e.kind == EventKind::Try)) {
        const QRectF rect = g.cellRect(fr, fc);
        font.setBold(false);
        p.setFont(font);
        p.setPen(e.kind == EventKind::Reject ? pal.conflict : (e.kind == EventKind::Try ? col.player : col.takenBack));
        p.drawText(rect, Qt::AlignCenter, digitText(e.value));
        if (e.kind != EventKind::Try) {
            p.setPen(QPen(e.kind == EventKind::Reject ? pal.conflict : col.takenBack, std::max(2.0, g.cell * 0.05)));
            p.drawLine(rect.topLeft() + QPointF(rect.width() * 0.25, rect.height() * 0.75),
                       rect.topLeft() + QPointF(rect.width() * 0.75, rect.height() * 0.25));
        }
    }
    // A search's solution: ✓ in the corner of the cell it was found at.
    if (frameSolved && frameCell(&fr, &fc))
        marks::drawBadge(p, marks::badgeRect(g.cellRect(fr, fc)), true, pal.solved, pal.halo);
}

void SudokuPainter::paintLines(QPainter& p, const BoardGeometry& g) const {
    const BoardPalette& pal = boardPalette();
    const int n = board().size(), b = board().box();
    const QRectF grid = g.gridRect();
    QColor thin = onPaper() ? QColor(Qt::black) : pal.gridLine;
    thin.setAlpha(onPaper() ? 0xA0 : 0x80);
    const double scale = onPaper() ? 1.0 : pal.lineScale;
    const double thinWidth = std::max(1.0, g.cell * 0.02) * scale;
    const double thickWidth = std::max(3.0, g.cell * (n > 9 ? 0.06 : 0.05)) * scale;
    for (int i = 1; i < n; ++i) {
        p.setPen(QPen(i % b ? thin : onPaper() ? QColor(Qt::black) : pal.gridLine, i % b ? thinWidth : thickWidth,
                      Qt::SolidLine, Qt::FlatCap));
        const double x = grid.left() + i * g.cell, y = grid.top() + i * g.cell;
        p.drawLine(QPointF(x, grid.top()), QPointF(x, grid.bottom()));
        p.drawLine(QPointF(grid.left(), y), QPointF(grid.right(), y));
    }
    p.setPen(QPen(onPaper() ? QColor(Qt::black) : pal.gridLine, thickWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(grid);
    // Row and column numbers: the hints name cells by them ("r3c5", « L3C5 »).
    QFont font = p.font();
    font.setBold(false);
    font.setPixelSize(std::max(8, static_cast<int>(g.cell * (n > 9 ? 0.3 : 0.26))));
    p.setFont(font);
    p.setPen(surroundInk());
    const double m = g.cell * 0.5;
    for (int i = 0; i < n; ++i) {
        p.drawText(QRectF(grid.left() + i * g.cell, grid.top() - m, g.cell, m), Qt::AlignCenter, QString::number(i + 1));
        p.drawText(QRectF(grid.left() - m, grid.top() + i * g.cell, m, g.cell), Qt::AlignCenter, QString::number(i + 1));
    }
}

void SudokuPainter::paintHint(QPainter& p, const BoardGeometry& g) const {
    const BoardPalette& pal = boardPalette();
    const SudokuColours& col = colours(pal);
    const int n = board().size(), b = board().box();
    // The pattern's cells outlined.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(col.patternOutline, std::max(3.0, g.cell * 0.08)));
    const double inset = g.cell * 0.06;
    for (int cell : hint_->cells) p.drawRect(g.cellRect(cell / n, cell % n).adjusted(inset, inset, -inset, -inset));
    // Eliminated candidates crossed red.
    p.setPen(QPen(pal.conflict, std::max(2.0, g.cell / b * 0.14), Qt::SolidLine, Qt::RoundCap));
    for (const sudoku::CellDigit& e : hint_->eliminations) {
        const QRectF s = slotRect(g.cellRect(e.cell / n, e.cell % n), b, e.digit);
        const QRectF x = s.adjusted(s.width() * 0.12, s.height() * 0.12, -s.width() * 0.12, -s.height() * 0.12);
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
    }
    // Placements: the digit written big and green, with a green outline.
    QFont font = p.font();
    font.setPixelSize(std::max(9, static_cast<int>(g.cell * (n > 9 ? 0.58 : 0.66))));
    font.setBold(true);
    p.setFont(font);
    for (const sudoku::CellDigit& place : hint_->placements) {
        const QRectF rect = g.cellRect(place.cell / n, place.cell % n);
        p.setPen(QPen(pal.solved, std::max(3.0, g.cell * 0.08)));
        p.drawRect(rect.adjusted(inset, inset, -inset, -inset));
        QColor faded = pal.solved;
        faded.setAlpha(0xC0);
        p.setPen(faded);
        p.drawText(rect, Qt::AlignCenter, digitText(place.digit));
    }
}

}  // namespace pw::ui
