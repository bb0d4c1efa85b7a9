// No state of a board is told by hue alone: every pair of states a reader must tell apart
// (a conflict against a solution, a refused step against a placed one, a line that sums
// right against one that cannot) stays apart for the colour blind, and carries a shape.
//
// The distance: CIEDE2000 ≥ 20 between the colours the two states put on the same place
// of the board, after simulating protanopia, deuteranopia and tritanopia (Machado,
// Oliveira and Fernandes 2009, severity 1.0, in linear RGB). Why 20: a ΔE00 of 1 is a
// just-noticeable difference for large patches seen side by side; marks of a board are
// small, seen apart and across a room on a projector that washes colours out, and for
// marks a few tenths of a degree wide the difference people tell apart reliably is about
// ten times the patch threshold (Szafir 2018, "Modeling Color Difference for
// Visualization Design"); 20 keeps a factor of two for the projector. The old palette's
// conflict against solved was 6.4 under deuteranopia.
#include <QApplication>

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <map>
#include <memory>

#include "board_states.h"
#include "boards/board_marks.h"
#include "boards/board_palette.h"
#include "boards/board_theme.h"
#include "charts/chart_palette.h"
#include "colour_vision.h"
#include "paint_record.h"
#include "puzzles/lightsout/lightsout_board_view.h"
#include "puzzles/magic/magic_board_view.h"
#include "puzzles/queens/queens_board_view.h"
#include "puzzles/shading/shading_board_view.h"
#include "puzzles/sudoku/sudoku_board_view.h"
#include "tree/tree_palette.h"

namespace pw::ui {
namespace {

using test::Glyph;
using test::PaintRecord;
using test::Vision;

constexpr double kMinimumDistance = 20;
constexpr Vision kVisions[] = {Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia};

QColor seen(const test::StateShot& s, Vision vision) {
    const QImage state = test::simulate(s.image.copy(s.probe), vision);
    const QImage reference = s.reference.isNull() ? QImage() : test::simulate(s.reference.copy(s.probe), vision);
    return test::stateColour(state, reference, QRect(QPoint(0, 0), s.probe.size()));
}

TEST(ColourBlindMetric, Ciede2000MatchesSharmaWuDalal) {
    // Pairs 1, 7 and 17 of the test data published with the formula's implementation notes.
    EXPECT_NEAR(test::ciede2000(test::Lab{50, 2.6772, -79.7751}, test::Lab{50, 0, -82.7485}), 2.0425, 1e-4);
    EXPECT_NEAR(test::ciede2000(test::Lab{50, 0, 0}, test::Lab{50, -1, 2}), 2.3669, 1e-4);
    EXPECT_NEAR(test::ciede2000(test::Lab{50, 2.5, 0}, test::Lab{73, 25, -18}), 27.1492, 1e-4);
}

TEST(ColourBlindMetric, SimulationsKeepGreysAndMergeRedAndGreen) {
    // Every row of the Machado matrices sums to 1: greys stay grey.
    for (Vision v : kVisions)
        for (int level : {0, 128, 255}) {
            const QColor grey(level, level, level);
            EXPECT_LE(test::ciede2000(test::simulate(grey, v), grey), 0.5) << test::visionName(v) << " " << level;
        }
    // The old palette's conflict red and solved green: apart for normal vision, one brown
    // for a deuteranope.
    const QColor red(0xD3, 0x2F, 0x2F), green(0x2E, 0x9D, 0x48);
    EXPECT_GT(test::ciede2000(red, green), 60);
    EXPECT_LT(test::ciede2000(test::simulate(red, Vision::Deuteranopia), test::simulate(green, Vision::Deuteranopia)), 8);
}

/// Every pair on every board, in the scheme in force; the smallest distance per board
/// and vision printed for the docs.
void expectPairsApart(const char* scheme) {
    std::map<std::pair<QString, int>, double> minimum;
    for (const test::StatePair& pair : test::boardStatePairs())
        for (Vision v : kVisions) {
            const double d = test::ciede2000(seen(pair.a, v), seen(pair.b, v));
            EXPECT_GE(d, kMinimumDistance) << scheme << ": " << pair.board.toStdString() << ", " << pair.a.name.toStdString()
                                           << " against " << pair.b.name.toStdString() << ", " << test::visionName(v);
            const auto key = std::make_pair(pair.board, static_cast<int>(v));
            minimum[key] = minimum.count(key) ? std::min(minimum[key], d) : d;
        }
    std::printf("  %s scheme, smallest CIEDE2000 between states:\n  %-10s %8s %8s %8s %8s\n", scheme, "board", "normal",
                "protan", "deutan", "tritan");
    for (const char* board : {"queens", "magic", "sudoku", "lightsout", "shading"}) {
        std::printf("  %-10s", board);
        for (Vision v : kVisions) std::printf(" %8.1f", minimum[{QString::fromLatin1(board), static_cast<int>(v)}]);
        std::printf("\n");
    }
}

TEST(ColourBlindBoards, StatesStayApartUnderEveryDeficiency) { expectPairsApart("light"); }

TEST(ColourBlindBoards, StatesStayApartInDarkAndHighContrast) {
    const QPalette original = QApplication::palette();
    QPalette dark = original;
    dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x26));
    dark.setColor(QPalette::WindowText, QColor(0xE8, 0xE8, 0xE8));
    QApplication::setPalette(dark);
    expectPairsApart("dark");
    QApplication::setPalette(original);
    BoardTheme::instance().setHighContrast(true);
    expectPairsApart("high contrast");
    BoardTheme::instance().setHighContrast(false);
}

// ---- the charts' series and the search tree's nodes, in each scheme ----

constexpr BoardPalette::Scheme kSchemes[] = {BoardPalette::Scheme::Light, BoardPalette::Scheme::Dark,
                                             BoardPalette::Scheme::HighContrast};
const char* schemeName(BoardPalette::Scheme scheme) {
    return scheme == BoardPalette::Scheme::Light ? "light" : scheme == BoardPalette::Scheme::Dark ? "dark" : "high contrast";
}

/// The smallest CIEDE2000 between `a` and `b` over the four visions.
double seenApart(const QColor& a, const QColor& b) {
    double least = 1e9;
    for (Vision v : kVisions) least = std::min(least, test::ciede2000(test::simulate(a, v), test::simulate(b, v)));
    return least;
}

// The four colours of the comparison's series (the two bars of a version, the lines of
// four versions; a fifth line takes the first colour again, dashed).
TEST(ColourBlindCharts, SeriesStayApartInEveryScheme) {
    for (BoardPalette::Scheme scheme : kSchemes) {
        const ChartPalette& p = ChartPalette::forScheme(scheme);
        double least = 1e9;
        for (int i = 0; i < ChartPalette::kSeriesColours; ++i)
            for (int j = i + 1; j < ChartPalette::kSeriesColours; ++j) {
                const double d = seenApart(p.seriesColour(i), p.seriesColour(j));
                EXPECT_GE(d, kMinimumDistance) << schemeName(scheme) << ": series " << i << " against " << j;
                least = std::min(least, d);
            }
        // Lines of the same colour differ by their pen.
        EXPECT_EQ(p.linePen(ChartPalette::kSeriesColours).color(), p.linePen(0).color());
        EXPECT_NE(p.linePen(ChartPalette::kSeriesColours).style(), p.linePen(0).style());
        std::printf("  charts, %s scheme: smallest CIEDE2000 between series %.1f\n", schemeName(scheme), least);
    }
}

// The node kinds drawn in the same shape (a folded subtree's triangle: failed, with a
// solution, counted only, a summary) and a solution against a dead end, a branch against
// an open node. A cut keeps the dead end's warm hue and is struck through.
TEST(ColourBlindTree, NodeKindsStayApartInEveryScheme) {
    for (BoardPalette::Scheme scheme : kSchemes) {
        const TreePalette& p = TreePalette::forScheme(scheme);
        const std::pair<const char*, QColor> triangles[] = {
            {"dead end", p.deadEnd}, {"solution", p.solution}, {"counted", p.counted}, {"summary", p.summary}};
        double least = 1e9;
        auto expectApart = [&](const char* a, const QColor& x, const char* b, const QColor& y) {
            const double d = seenApart(x, y);
            EXPECT_GE(d, kMinimumDistance) << schemeName(scheme) << ": " << a << " against " << b;
            least = std::min(least, d);
        };
        for (std::size_t i = 0; i < std::size(triangles); ++i)
            for (std::size_t j = i + 1; j < std::size(triangles); ++j)
                expectApart(triangles[i].first, triangles[i].second, triangles[j].first, triangles[j].second);
        expectApart("branch", p.branch, "open", p.open);
        expectApart("cut", p.cut, "solution", p.solution);
        std::printf("  search tree, %s scheme: smallest CIEDE2000 between node kinds %.1f\n", schemeName(scheme), least);
    }
}

// ---- the shapes ----

std::unique_ptr<PaintRecord> record(QWidget& board) {
    auto record = std::make_unique<PaintRecord>(board.size());
    board.render(record.get());
    return record;
}

/// The area of a cell's corner badge, with room for its stroke.
QRectF badgeArea(const QRectF& cell) { return marks::badgeRect(cell).adjusted(-2, -2, 2, 2); }

TEST(ColourBlindGlyphs, QueensInConflictAreHatchedAndCrossedSolutionsTicked) {
    QueensBoardView view;
    view.resize(420, 420);
    view.resetBoard({.size = 8});
    view.puzzleBoard()->edit(view.position().withQueens({0, 9}), {});
    const auto conflict = record(view);
    for (int square : {0, 9}) {
        const QRectF cell = view.geometry().cellRect(square / 8, square % 8);
        EXPECT_GE(conflict->countGlyphs(Glyph::Hatch, cell), 1) << square;
        EXPECT_EQ(conflict->countGlyphs(Glyph::Cross, badgeArea(cell)), 1) << square;
    }
    view.puzzleBoard()->edit(view.position().withQueens({0, 33, 58, 43, 20, 53, 14, 31}), {});
    const auto solved = record(view);
    for (int square : view.queens()) {
        const QRectF cell = view.geometry().cellRect(square / 8, square % 8);
        EXPECT_EQ(solved->countGlyphs(Glyph::Check, badgeArea(cell)), 1) << square;
        EXPECT_EQ(solved->countGlyphs(Glyph::Hatch, cell), 0) << square;
    }
    view.puzzleBoard()->edit(view.position().withQueens({}), {});
    Event refused;
    refused.kind = EventKind::Reject;
    refused.cell = 3;
    view.showFrame(refused, std::vector<int>(8, -1));
    EXPECT_GE(record(view)->countGlyphs(Glyph::Cross, view.geometry().cellRect(0, 3), BoardPalette::light().conflict), 1);
}

TEST(ColourBlindGlyphs, MagicLineSumsCarryTicksAndCrosses) {
    MagicBoardView view;
    view.resize(420, 420);
    view.resetBoard({.size = 3});
    for (int cell = 0; cell < 9; ++cell) view.setCell(cell, std::array{2, 7, 6, 9, 5, 1, 4, 3, 8}[static_cast<std::size_t>(cell)]);
    const auto square = record(view);
    // Each label's badge sits on its top-right corner.
    auto corner = [&view](int line) {
        const QRectF label = view.lineLabelRect(line);
        const double r = label.width() * 0.3;
        return QRectF(label.topRight() - QPointF(r, r), QSizeF(2 * r, 2 * r));
    };
    for (int line = 0; line < 8; ++line) {
        EXPECT_EQ(square->countGlyphs(Glyph::Check, corner(line)), 1) << line;
        EXPECT_EQ(square->countGlyphs(Glyph::Cross, corner(line)), 0) << line;
        EXPECT_TRUE(square->texts(view.lineLabelRect(line)).contains(QStringLiteral("15"))) << line;
    }
    view.setCell(2, 5);  // row 1 now 2 7 5: wrong; 5 repeats the centre
    const auto wrong = record(view);
    EXPECT_EQ(wrong->countGlyphs(Glyph::Cross, corner(0)), 1);
    EXPECT_EQ(wrong->countGlyphs(Glyph::Check, corner(0)), 0);
    EXPECT_GE(wrong->countGlyphs(Glyph::Hatch, view.geometry().cellRect(0, 2)), 1);
    EXPECT_GE(wrong->countGlyphs(Glyph::Hatch, view.geometry().cellRect(1, 1)), 1);
    EXPECT_EQ(wrong->countGlyphs(Glyph::Hatch, view.geometry().cellRect(0, 0)), 0);
}

TEST(ColourBlindGlyphs, SudokuConflictsAreHatchedAndASolutionTicked) {
    SudokuBoardView view;
    view.resize(420, 420);
    QString error;
    ASSERT_TRUE(view.fromText(QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"), &error));
    view.enterDigit(2, 5);
    const auto conflict = record(view);
    EXPECT_GE(conflict->countGlyphs(Glyph::Hatch, view.geometry().cellRect(0, 2)), 1);
    EXPECT_GE(conflict->countGlyphs(Glyph::Hatch, view.geometry().cellRect(0, 0)), 1);  // the 5 it repeats
    EXPECT_EQ(conflict->countGlyphs(Glyph::Hatch, view.geometry().cellRect(0, 1)), 0);
    view.enterDigit(2, 1);
    view.checkDigits();
    EXPECT_GE(record(view)->countGlyphs(Glyph::Hatch, view.geometry().cellRect(0, 2)), 1);
    Event found;
    found.kind = EventKind::Solution;
    found.cell = 2;
    found.value = 4;
    view.showFrame(found, view.board().digits());
    EXPECT_EQ(record(view)->countGlyphs(Glyph::Check, badgeArea(view.geometry().cellRect(0, 2))), 1);
}

TEST(ColourBlindGlyphs, LightsOutOutcomesAndObstructionsAreMarked) {
    LightsOutBoardView view;
    view.resize(420, 420);
    view.resetBoard({.size = 5});
    const QRectF outcome = marks::outcomeBadgeRect(view.geometry().grid, view.geometry().cell).adjusted(-2, -2, 2, 2);
    Event e;
    e.kind = EventKind::Solution;
    view.showFrame(e, std::vector<int>(25, 0));
    EXPECT_EQ(record(view)->countGlyphs(Glyph::Check, outcome), 1);
    e.kind = EventKind::Reject;
    view.showFrame(e, std::vector<int>(25, 0));
    EXPECT_EQ(record(view)->countGlyphs(Glyph::Cross, outcome), 1);
    e.kind = EventKind::Try;
    view.showFrame(e, std::vector<int>(25, 0));
    const auto tried = record(view);
    EXPECT_EQ(tried->countGlyphs(Glyph::Check, outcome) + tried->countGlyphs(Glyph::Cross, outcome), 0);
}

TEST(ColourBlindGlyphs, ShadingRunsAreHatchedAndVerdictsMarked) {
    ShadingBoardView view;
    view.resize(420, 420);
    view.resetBoard({.size = 9});
    ASSERT_TRUE(view.setK(4));
    for (int c : {0, 1, 2, 3}) view.toggleCell(c);
    view.toggleCell(20);
    const auto run = record(view);
    for (int c : {0, 1, 2, 3}) EXPECT_GE(run->countGlyphs(Glyph::Hatch, view.geometry().cellRect(0, c)), 1) << c;
    EXPECT_EQ(run->countGlyphs(Glyph::Hatch, view.geometry().cellRect(2, 2)), 0);

    view.clearBoard();
    const BoardGeometry g = view.geometry();
    const QRectF beside(g.grid.right(), g.grid.top() + 2 * g.cell, g.cell * 0.6, g.cell);
    Event e;
    e.cell = 18, e.depth = 2, e.value = 0b101;
    for (EventKind kind : {EventKind::Cut, EventKind::Bound, EventKind::Try}) {
        e.kind = kind;
        view.showFrame(e, std::vector<int>(81, 0));
        const auto frame = record(view);
        EXPECT_EQ(frame->countGlyphs(Glyph::Cross, beside), kind == EventKind::Cut ? 1 : 0) << int(kind);
        EXPECT_EQ(frame->countGlyphs(Glyph::Check, beside), kind == EventKind::Bound ? 1 : 0) << int(kind);
    }
}

}  // namespace
}  // namespace pw::ui
