#pragma once
/// The shapes that carry a state besides its colour, the same on every board: ✓ for what
/// is right (a solved board, a correct line), ✗ for what is refused or wrong, and a
/// cross-hatch over cells in conflict (the queens' attacked squares keep their single
/// hatch, so the two never look alike). A reader who cannot tell the state colours apart
/// still reads the shapes.
///
/// The glyphs are paths, not characters of a font, so they need no font on the classroom
/// PC and scale with the board; tests find them in a painter's record by their outline.
#include <QPainterPath>
#include <QRectF>

class QColor;
class QPainter;

namespace pw::ui::marks {

/// ✓ inside `box`: a short stroke down to the right, then a long one up to the right.
QPainterPath checkPath(const QRectF& box);
/// ✗ inside `box`: its two diagonals.
QPainterPath crossPath(const QRectF& box);
/// Lines at +45° and −45° across `area`, `spacing` apart, each ending on its edges. The
/// lines lie on one grid for the whole board, so neighbouring cells' hatches join up.
QPainterPath hatchPath(const QRectF& area, double spacing);

/// Strokes a glyph `width` thick in `colour`, over a wider stroke of `halo` so it reads on
/// any fill.
void drawGlyph(QPainter& p, const QPainterPath& glyph, double width, const QColor& colour, const QColor& halo);
/// The round badge in the top-right corner of a cell that holds a ✓ or a ✗.
QRectF badgeRect(const QRectF& cell);
/// The badge of a whole board's outcome (a search's solution, a refused set of presses),
/// right of the grid's top-right corner, in the margin left free by the coordinates.
QRectF outcomeBadgeRect(const QRectF& grid, double cell);
/// A badge filled with `fill` holding ✓ (`correct`) or ✗ in black or white, whichever reads.
void drawBadge(QPainter& p, const QRectF& badge, bool correct, const QColor& fill, const QColor& halo);
/// The cross-hatch of a cell in conflict, lines a fifth of a cell apart.
void drawHatch(QPainter& p, const QRectF& area, double cell, const QColor& colour);

}  // namespace pw::ui::marks
