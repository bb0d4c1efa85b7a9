// The shading grid board: a click shades and a second one clears, undo and redo follow;
// k shaded cells in a row make a run the status reports, a larger k removes it; the
// text form round-trips with its k line; the best known maximum arrives from the
// background search.
#include <QTest>

#include <gtest/gtest.h>

#include "boards/board_geometry.h"
#include "puzzles/shading/shading_board_view.h"
#include "shading/model.h"

namespace pw::ui {
namespace {

void clickCell(ShadingBoardView& view, int r, int c) {
    const BoardGeometry g = view.geometry();
    QTest::mouseClick(&view, Qt::LeftButton, {}, g.cellRect(r, c).center().toPoint());
}

TEST(ShadingBoardView, ClickShadesSecondClickClearsAndUndoFollows) {
    ShadingBoardView view;
    view.resize(500, 500);
    view.resetBoard({.size = 6});
    clickCell(view, 2, 3);
    EXPECT_EQ(view.cells()[2 * 6 + 3], 1);
    EXPECT_EQ(view.score(), 1);
    clickCell(view, 2, 3);
    EXPECT_EQ(view.cells()[2 * 6 + 3], 0);
    view.undoStack()->undo();
    EXPECT_EQ(view.cells()[2 * 6 + 3], 1);
    view.undoStack()->undo();
    EXPECT_EQ(view.score(), 0);
    view.undoStack()->redo();
    EXPECT_EQ(view.cells()[2 * 6 + 3], 1);
    // Space on the cursor does the same as a click.
    view.setCursor(0, 0);
    QTest::keyClick(&view, Qt::Key_Space);
    EXPECT_EQ(view.cells()[0], 1);
}

TEST(ShadingBoardView, FourInARowIsARunUntilKIsFive) {
    ShadingBoardView view;
    view.resetBoard({.size = 9});
    ASSERT_EQ(view.k(), 4);
    for (int c = 1; c <= 4; ++c) view.toggleCell(3 * 9 + c);
    ASSERT_EQ(view.runs().size(), 1u);
    EXPECT_EQ(view.runs().front().direction, shading::Direction::Horizontal);
    // "1 run(s) of 4" until the English plural forms are translated.
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("1 run"))) << view.statusText().toStdString();
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("of 4 (struck through)"))) << view.statusText().toStdString();
    EXPECT_TRUE(view.setK(5));
    EXPECT_TRUE(view.runs().empty());
    EXPECT_EQ(view.score(), 4);  // the cells stay
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("no run of 5"))) << view.statusText().toStdString();
    view.undoStack()->undo();  // k back to 4: the run is back
    EXPECT_EQ(view.k(), 4);
    EXPECT_EQ(view.runs().size(), 1u);
}

TEST(ShadingBoardView, KLargerThanTheGridIsRefusedWithTheModelsReason) {
    ShadingBoardView view;
    view.resetBoard({.size = 4});
    const int entries = view.undoStack()->count();
    EXPECT_FALSE(view.setK(5));
    EXPECT_EQ(view.k(), 4);
    EXPECT_EQ(view.undoStack()->count(), entries);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("larger than"))) << view.statusText().toStdString();
}

TEST(ShadingBoardView, ClearIsUndoable) {
    ShadingBoardView view;
    view.resetBoard({.size = 5});
    view.toggleCell(0);
    view.toggleCell(7);
    view.clearBoard();
    EXPECT_EQ(view.score(), 0);
    view.undoStack()->undo();
    EXPECT_EQ(view.score(), 2);
}

TEST(ShadingBoardView, TextRoundTripKeepsTheCellsAndK) {
    ShadingBoardView view;
    view.resetBoard({.size = 5});
    ASSERT_TRUE(view.setK(3));
    for (int cell : {0, 1, 6, 12, 24}) view.toggleCell(cell);
    const QString text = view.toText();
    EXPECT_TRUE(text.startsWith(QStringLiteral("k=3\n"))) << text.toStdString();

    ShadingBoardView other;
    QString error;
    ASSERT_TRUE(other.fromText(text, &error)) << error.toStdString();
    EXPECT_EQ(other.boardSize(), 5);
    EXPECT_EQ(other.k(), 3);
    EXPECT_EQ(other.cells(), view.cells());
    EXPECT_EQ(other.toText(), text);

    EXPECT_FALSE(other.fromText(QStringLiteral("##.\n#.\n"), &error));  // ragged
    EXPECT_FALSE(error.isEmpty());
}

TEST(ShadingBoardView, BestKnownArrivesFromTheBackgroundSearch) {
    ShadingBoardView view;
    view.resetBoard({.size = 5, .k = 4});
    ASSERT_TRUE(QTest::qWaitFor([&] { return view.bestKnown().has_value(); }, 10000));
    EXPECT_EQ(*view.bestKnown(), 18);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("Best known for 5×5, k = 4: 18")))
        << view.statusText().toStdString();
}

TEST(ShadingBoardView, ReachingTheMaximumIsAnnounced) {
    ShadingBoardView view;
    view.resetBoard({.size = 4, .k = 3});
    ASSERT_TRUE(QTest::qWaitFor([&] { return view.bestKnown().has_value(); }, 10000));
    // 4×4 with no 3 in a row: 9 shaded cells at most.
    QString error;
    ASSERT_TRUE(view.fromText(QStringLiteral("k=3\n.##.\n##.#\n..##\n#.#.\n"), &error)) << error.toStdString();
    ASSERT_TRUE(view.runs().empty());
    ASSERT_EQ(view.bestKnown(), view.score());
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("maximum"))) << view.statusText().toStdString();
}

TEST(ShadingBoardView, CanonicalOptionShowsTheClassRepresentative) {
    ShadingBoardView view;
    view.resetBoard({.size = 4, .k = 3});
    std::vector<int> grid(16, 0);
    grid[0] = 1;  // the top left corner: the canonical form has the shaded corner last
    view.setCanonicalOnly(true);
    view.showSolution(grid);
    ASSERT_TRUE(view.hasOverlay());
    EXPECT_TRUE(view.showsCanonicalForm());
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("canonical"))) << view.statusText().toStdString();
    view.setCanonicalOnly(false);
    EXPECT_FALSE(view.showsCanonicalForm());
}

TEST(ShadingBoardView, TracedFrameShowsTheHope) {
    ShadingBoardView view;
    view.resetBoard({.size = 4, .k = 3});
    std::vector<int> state(16, -1);
    state[0] = 1;
    Event e;
    e.kind = EventKind::Place;
    e.cell = 1;
    e.depth = 1;
    e.value = 0;
    e.aux = 7;
    state[1] = 0;
    view.showFrame(e, state);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("Hope 7"))) << view.statusText().toStdString();
    e.kind = EventKind::Cut;
    e.aux = 0;
    view.showFrame(e, state);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("hope 0"))) << view.statusText().toStdString();
    view.clearOverlay();
    EXPECT_FALSE(view.hasOverlay());
}

}  // namespace
}  // namespace pw::ui
