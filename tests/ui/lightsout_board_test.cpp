// The lights out board: a click presses (play) or toggles one light (edit), undo restores,
// Show solution marks presses that the model confirms, Hint presses one of them, an
// unsolvable board says why. Every expectation is checked against solvers/lightsout.
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include "boards/board_geometry.h"
#include "puzzles/lightsout/lightsout_board_view.h"
#include "lightsout/model.h"
#include "window/language.h"

namespace pw::ui {
namespace {

namespace lo = lightsout;

QPoint centreOf(const LightsOutBoardView& view, int r, int c) {
    const BoardGeometry g(view.size(), view.board().rows, view.board().cols);
    return g.cellRect(r, c).center().toPoint();
}

/// A view with an all-off board of the given size, ready for clicks.
void darkBoard(LightsOutBoardView& view, int n) {
    view.resize(500, 500);
    view.resetBoard({.size = n});
    view.clearBoard();
    ASSERT_TRUE(lo::isSolved(view.board()));
}

/// Show solution, waited for: its search runs on a worker thread. True when the board
/// has a solution (marked), false when it has none (the obstruction marked).
bool revealed(LightsOutBoardView& view) {
    QSignalSpy done(&view, &LightsOutBoardView::solutionSearchDone);
    view.revealSolution();
    EXPECT_TRUE(view.isSolving());  // the answer comes later, not inside the call
    if (done.isEmpty() && !done.wait(30000)) return false;
    EXPECT_FALSE(view.isSolving());
    return done.front().front().toBool();
}

bool solves(const lo::Board& board, const std::vector<int>& cells) {
    std::vector<int> mask(static_cast<std::size_t>(board.size()), 0);
    for (int cell : cells) mask[static_cast<std::size_t>(cell)] ^= 1;
    lo::Board after = board;
    lo::applyPresses(after, mask);
    return lo::isSolved(after);
}

TEST(LightsOutBoardView, StartsAllOnFiveByFive) {
    LightsOutBoardView view;
    EXPECT_EQ(view.board(), lo::uniformBoard(5, 5, false, true));
    view.resetBoard({.rows = 3, .cols = 7});
    EXPECT_EQ(view.board().rows, 3);
    EXPECT_EQ(view.board().cols, 7);
    view.resetBoard({.size = 99});
    EXPECT_EQ(view.board().rows, view.maximumBoardSize());
}

TEST(LightsOutBoardView, PlayClickTogglesTheCross) {
    LightsOutBoardView view;
    darkBoard(view, 5);
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 2, 2));
    lo::Board expected = lo::uniformBoard(5, 5, false, false);
    lo::press(expected, 2 * 5 + 2);
    EXPECT_EQ(view.board(), expected);
    EXPECT_EQ(lo::litCount(view.board()), 5);
    EXPECT_EQ(view.pressesMade(), 1);
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 0, 0));  // a corner: three lights
    lo::press(expected, 0);
    EXPECT_EQ(view.board(), expected);
    EXPECT_EQ(view.pressesMade(), 2);
}

TEST(LightsOutBoardView, EditClickTogglesOneLight) {
    LightsOutBoardView view;
    darkBoard(view, 5);
    view.setClickMode(LightsOutBoardView::ClickMode::Edit);
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 1, 3));
    EXPECT_EQ(lo::litCount(view.board()), 1);
    EXPECT_EQ(view.board().lights[1 * 5 + 3], 1);
    EXPECT_EQ(view.pressesMade(), 0);
}

TEST(LightsOutBoardView, UndoRestoresAndRedoReplays) {
    LightsOutBoardView view;
    darkBoard(view, 4);
    const lo::Board dark = view.board();
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 1, 1));
    const lo::Board once = view.board();
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 2, 3));
    view.undoStack()->undo();
    EXPECT_EQ(view.board(), once);
    EXPECT_EQ(view.pressesMade(), 1);
    view.undoStack()->undo();
    EXPECT_EQ(view.board(), dark);
    EXPECT_EQ(view.pressesMade(), 0);
    view.undoStack()->redo();
    EXPECT_EQ(view.board(), once);
    view.undoStack()->undo();
    view.undoStack()->undo();  // the clear: every light back on
    EXPECT_EQ(view.board(), lo::uniformBoard(4, 4, false, true));
}

TEST(LightsOutBoardView, SpacePressesAtTheCursor) {
    LightsOutBoardView view;
    darkBoard(view, 5);
    QTest::keyClick(&view, Qt::Key_Down);
    QTest::keyClick(&view, Qt::Key_Space);
    lo::Board expected = lo::uniformBoard(5, 5, false, false);
    lo::press(expected, 5);
    EXPECT_EQ(view.board(), expected);
}

TEST(LightsOutBoardView, ShowSolutionMarksPressesThatSolve) {
    LightsOutBoardView view;
    view.resetBoard({.size = 5});
    ASSERT_TRUE(revealed(view));
    const std::vector<int> marked = view.markedPresses();
    EXPECT_EQ(marked.size(), 15u);  // A075464: the all-on 5×5 board needs 15 presses
    EXPECT_TRUE(solves(view.board(), marked));
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("15 marked cell")));  // "cell(s)" until translated
}

TEST(LightsOutBoardView, HintPressesOneMarkedCell) {
    LightsOutBoardView view;
    darkBoard(view, 4);
    QString error;
    ASSERT_TRUE(view.fromText(QStringLiteral("1101/0001/0100/1111"), &error)) << error.toStdString();
    ASSERT_TRUE(revealed(view));
    ASSERT_EQ(view.markedPresses().size(), 5u);  // the lesson's board: 5 presses
    ASSERT_TRUE(view.hint());
    EXPECT_EQ(view.markedPresses().size(), 4u);
    EXPECT_EQ(view.pressesMade(), 1);
    EXPECT_TRUE(solves(view.board(), view.markedPresses()));
    view.undoStack()->undo();  // the hint is an ordinary press: undo gives the mark back
    EXPECT_EQ(view.markedPresses().size(), 5u);
    while (view.hint()) {
    }
    EXPECT_TRUE(lo::isSolved(view.board()));
    EXPECT_TRUE(view.statusText().startsWith(QStringLiteral("All lights are off in 5 press")));
}

TEST(LightsOutBoardView, UnsolvableBoardSaysWhy) {
    LightsOutBoardView view;
    darkBoard(view, 5);
    // The 5×5 board has a null space: some single light cannot be turned off alone.
    int cell = 0;
    for (; cell < 25; ++cell) {
        lo::Board single = lo::uniformBoard(5, 5, false, false);
        lo::toggleLight(single, cell);
        if (!lo::checkSolvability(single).solvable) break;
    }
    ASSERT_LT(cell, 25);
    view.toggleCell(cell);
    EXPECT_FALSE(revealed(view));
    // A hint looks for the presses too, finds none and presses nothing.
    QSignalSpy done(&view, &LightsOutBoardView::solutionSearchDone);
    view.hint();
    ASSERT_TRUE(!done.isEmpty() || done.wait(30000));
    EXPECT_FALSE(done.front().front().toBool());
    EXPECT_EQ(view.pressesMade(), 0);
    EXPECT_TRUE(view.markedPresses().empty());
    const lo::Solvability why = lo::checkSolvability(view.board());
    EXPECT_EQ(view.obstruction(), why.obstruction);
    EXPECT_EQ(view.obstruction()[static_cast<std::size_t>(cell)], 1);  // the lit light is among the marked
    EXPECT_TRUE(view.statusText().startsWith(QStringLiteral("Not solvable")));
    // No press changes the parity the obstruction shows, so it stays through presses.
    view.pressCell(12);
    EXPECT_FALSE(view.obstruction().empty());
}

// The search behind Show solution runs on a worker thread (0.2 s on a 30×30 torus would
// freeze the window): the call returns at once with a busy cursor, the answer is marked
// when it comes, and a change of the board meanwhile stops it and drops its answer.
TEST(LightsOutBoardView, ShowSolutionSearchesOffTheGuiThread) {
    LightsOutBoardView view;
    view.resetBoard({.size = 30, .torus = true});
    view.randomize(true, 7);
    QSignalSpy done(&view, &LightsOutBoardView::solutionSearchDone);
    view.revealSolution();
    EXPECT_TRUE(view.isSolving());
    EXPECT_EQ(view.cursor().shape(), Qt::BusyCursor);
    EXPECT_TRUE(view.markedPresses().empty());
    EXPECT_TRUE(view.statusText().startsWith(QStringLiteral("Looking for the fewest presses")));
    ASSERT_TRUE(done.wait(30000));
    EXPECT_TRUE(done.front().front().toBool());
    EXPECT_NE(view.cursor().shape(), Qt::BusyCursor);
    EXPECT_TRUE(solves(view.board(), view.markedPresses()));

    // A press while the search runs: the search stops, nothing is marked afterwards.
    view.randomize(true, 8);
    done.clear();
    view.revealSolution();
    ASSERT_TRUE(view.isSolving());
    view.pressCell(0);
    EXPECT_FALSE(view.isSolving());
    EXPECT_NE(view.cursor().shape(), Qt::BusyCursor);
    QTest::qWait(400);
    EXPECT_TRUE(done.isEmpty());
    EXPECT_TRUE(view.markedPresses().empty());
}

TEST(LightsOutBoardView, RandomBoardsAndTheTorusKeepTheLights) {
    LightsOutBoardView view;
    view.resetBoard({.size = 6});
    view.randomize(true, 42);
    EXPECT_TRUE(lo::checkSolvability(view.board()).solvable);
    const std::vector<int> lights = view.board().lights;
    view.setTorus(true);
    EXPECT_TRUE(view.board().torus);
    EXPECT_EQ(view.board().lights, lights);
    EXPECT_EQ(view.instance().torus, true);
    view.undoStack()->undo();
    EXPECT_FALSE(view.board().torus);
    view.resetBoard({.size = 5});
    for (std::uint64_t seed = 1; seed < 20; ++seed) {
        view.randomize(false, seed);
        EXPECT_EQ(view.obstruction().empty(), lo::checkSolvability(view.board()).solvable) << seed;
    }
}

TEST(LightsOutBoardView, TextRoundTripsRectanglesAndRejectsBadInput) {
    LightsOutBoardView view;
    QString error;
    ASSERT_TRUE(view.fromText(QStringLiteral("# torus\n1001\n0110\n1111\n"), &error)) << error.toStdString();
    EXPECT_EQ(view.board().rows, 3);
    EXPECT_EQ(view.board().cols, 4);
    EXPECT_TRUE(view.board().torus);
    EXPECT_EQ(view.toText(), QStringLiteral("# torus\n1001\n0110\n1111\n"));
    view.undoStack()->undo();  // back to the 5×5 board it replaced
    EXPECT_EQ(view.board(), lo::uniformBoard(5, 5, false, true));
    EXPECT_FALSE(view.fromText(QStringLiteral("10\n1\n"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(view.fromText(QStringLiteral("1x1\n"), &error));
    EXPECT_FALSE(view.fromText(QString(31, QLatin1Char('1')), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("31")));
}

TEST(LightsOutBoardView, FrameShowsPressesAndTheLightsTheyLeave) {
    installLanguage(QStringLiteral("en"));  // the plural forms ("4 lights") come from the English file
    LightsOutBoardView view;
    view.resize(400, 400);
    view.resetBoard({.size = 3});
    std::vector<int> state(9, 0);
    state[4] = 1;  // the centre pressed: the four corners stay lit
    view.showFrame(Event{EventKind::Place, 2, 1, 4, 1, 0}, state);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("4 lights left on")));
    EXPECT_FALSE(view.grab().isNull());
    view.clearOverlay();
    EXPECT_EQ(view.board(), lo::uniformBoard(3, 3, false, true));  // the user's board is untouched
}

}  // namespace
}  // namespace pw::ui
