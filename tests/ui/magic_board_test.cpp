// The magic square board: typing fills cells (several digits make one number), Delete
// clears, undo restores; line sums and the finished square come from the model; givens
// are what the solvers get; the symmetry-class option shows standard forms.
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include "boards/board_geometry.h"
#include "puzzles/magic/magic_board_view.h"
#include "magic/model.h"
#include "session/solve_session.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

const std::vector<int> kLoShu = {2, 7, 6, 9, 5, 1, 4, 3, 8};

void typeInto(MagicBoardView& view, int r, int c, const QString& digits) {
    view.setCursor(r, c);
    for (QChar d : digits) QTest::keyClick(&view, static_cast<Qt::Key>(Qt::Key_0 + d.digitValue()));
}

TEST(MagicBoardView, TypingADigitFillsTheCellAndDeleteClearsIt) {
    MagicBoardView view;
    view.resize(500, 500);
    view.resetBoard({.size = 3});
    typeInto(view, 1, 2, QStringLiteral("7"));
    EXPECT_EQ(view.grid()[1 * 3 + 2], 7);
    QTest::keyClick(&view, Qt::Key_Delete);
    EXPECT_EQ(view.grid()[1 * 3 + 2], 0);
    view.undoStack()->undo();
    EXPECT_EQ(view.grid()[1 * 3 + 2], 7);
    view.undoStack()->undo();
    EXPECT_EQ(view.grid()[1 * 3 + 2], 0);
}

TEST(MagicBoardView, QuickDigitsMakeOneNumberUndoneAtOnce) {
    MagicBoardView view;
    view.resetBoard({.size = 4});  // numbers up to 16
    typeInto(view, 0, 0, QStringLiteral("12"));
    EXPECT_EQ(view.grid()[0], 12);
    typeInto(view, 0, 1, QStringLiteral("19"));  // 19 > 16: the 9 starts a new number
    EXPECT_EQ(view.grid()[1], 9);
    view.undoStack()->undo();
    view.undoStack()->undo();
    EXPECT_EQ(view.grid()[1], 0);
    view.undoStack()->undo();  // the whole 12 in one step
    EXPECT_EQ(view.grid()[0], 0);
    EXPECT_EQ(view.undoStack()->index(), 0);
}

TEST(MagicBoardView, OnOrderThreeEveryDigitIsANumber) {
    MagicBoardView view;
    view.resetBoard({.size = 3});
    typeInto(view, 0, 0, QStringLiteral("12"));
    EXPECT_EQ(view.grid()[0], 2);
}

TEST(MagicBoardView, ArrowsMoveTheCursor) {
    MagicBoardView view;
    view.resetBoard({.size = 3});
    QTest::keyClick(&view, Qt::Key_Down);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_5);
    EXPECT_EQ(view.grid()[4], 5);
}

TEST(MagicBoardView, LineSumsFollowTheModel) {
    MagicBoardView view;
    view.resetBoard({.size = 3});
    for (int c = 0; c < 3; ++c) view.setCell(c, kLoShu[static_cast<std::size_t>(c)]);
    // The board draws each line with the model's verdict: the complete top row is right.
    const std::vector<magic::LineReport> lines = magic::analyseLines(3, view.grid());
    EXPECT_EQ(lines[0].status, magic::LineStatus::Right);
    EXPECT_EQ(lines[0].sum, 15);
    view.setCell(2, 5);  // 2 + 7 + 5 = 14
    EXPECT_EQ(magic::analyseLines(3, view.grid())[0].status, magic::LineStatus::Wrong);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("can no longer sum to 15"))) << view.statusText().toStdString();
}

TEST(MagicBoardView, RepeatedNumbersAreReported) {
    MagicBoardView view;
    view.resetBoard({.size = 3});
    view.setCell(0, 4);
    view.setCell(8, 4);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("Cells repeating a number: 2"))) << view.statusText().toStdString();
}

TEST(MagicBoardView, MarkingGivenChangesTheInstance) {
    MagicBoardView view;
    view.resize(500, 500);
    view.resetBoard({.size = 3});
    typeInto(view, 1, 1, QStringLiteral("5"));
    view.setCell(0, 2);
    EXPECT_TRUE(view.instance().cells.empty());  // nothing given yet
    QTest::keyClick(&view, Qt::Key_G);           // the cursor is on the centre
    Instance given = view.instance();
    EXPECT_EQ(given.rows, 3);
    ASSERT_EQ(given.cells.size(), 9u);
    EXPECT_EQ(given.cells[4], 5);
    EXPECT_EQ(given.cells[0], 0);  // typed but not given
    view.clearNonGiven();
    EXPECT_EQ(view.grid()[0], 0);
    EXPECT_EQ(view.grid()[4], 5);
    view.undoStack()->undo();
    view.undoStack()->undo();
    EXPECT_TRUE(view.instance().cells.empty());
}

TEST(MagicBoardView, RepeatedGivensAreExplained) {
    MagicBoardView view;
    view.resetBoard({.size = 3});
    view.setCell(0, 3);
    view.setCell(1, 3);
    view.markAllGiven();
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("given twice"))) << view.statusText().toStdString();
}

TEST(MagicBoardView, AFinishedSquareIsAnnounced) {
    MagicBoardView view;
    view.resetBoard({.size = 3});
    for (int cell = 0; cell < 9; ++cell) view.setCell(cell, kLoShu[static_cast<std::size_t>(cell)]);
    EXPECT_TRUE(view.statusText().startsWith(QStringLiteral("Finished"))) << view.statusText().toStdString();
    view.clearBoard();
    EXPECT_EQ(view.grid(), std::vector<int>(9, 0));
    view.undoStack()->undo();
    EXPECT_EQ(view.grid(), kLoShu);
}

TEST(MagicBoardView, TextRoundTripKeepsTheGivens) {
    MagicBoardView view;
    view.resetBoard({.size = 3});
    view.setCell(4, 5);
    view.toggleGiven(4);
    view.setCell(0, 2);
    const QString text = view.toText();
    MagicBoardView other;
    QString error;
    ASSERT_TRUE(other.fromText(text, &error)) << error.toStdString();
    EXPECT_EQ(other.grid(), view.grid());
    EXPECT_EQ(other.instance(), view.instance());
    // A plain square from a file is a puzzle: its numbers are givens.
    ASSERT_TRUE(other.fromText(QStringLiteral("8 . .\n. 5 .\n. . .\n"), &error)) << error.toStdString();
    EXPECT_TRUE(other.isGiven(0) && other.isGiven(4));
    EXPECT_FALSE(other.fromText(QStringLiteral("1 2\n3 4\n"), &error));
    EXPECT_FALSE(error.isEmpty());
}

TEST(MagicBoardView, SymmetryClassOptionShowsTheStandardForm) {
    MagicBoardView view;
    view.resetBoard({.size = 3});
    std::vector<int> turned;
    for (int s = 1; s < 8 && turned.empty(); ++s)
        if (!magic::isCanonical(3, magic::transformGrid(3, kLoShu, s))) turned = magic::transformGrid(3, kLoShu, s);
    ASSERT_FALSE(turned.empty());
    view.showSolution(turned);
    EXPECT_EQ(view.shownGrid(), turned);
    view.setCanonicalOnly(true);  // the solution on show switches at once
    EXPECT_EQ(view.shownGrid(), magic::canonicalForm(3, turned));
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("standard form"))) << view.statusText().toStdString();
    view.setCanonicalOnly(false);
    EXPECT_EQ(view.shownGrid(), turned);
}

TEST(MagicBoardView, SolveCompletesTheSquareAroundTheGivens) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("magic")));
    window.setBoardSize(4);
    ASSERT_TRUE(window.selectAlgorithm(QStringLiteral("magic.v4")));
    auto* board = qobject_cast<MagicBoardView*>(window.board());
    ASSERT_NE(board, nullptr);
    QString error;
    ASSERT_TRUE(board->fromText(QStringLiteral("16 3 2 13\n. . . .\n. . . .\n. . . 1\n"), &error)) << error.toStdString();
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::All);
    ASSERT_TRUE(!done.isEmpty() || done.wait(30000));
    ASSERT_GT(window.session()->totalSolutions(), 0u);
    ASSERT_TRUE(board->hasOverlay());
    const std::vector<int>& shown = board->shownGrid();
    EXPECT_TRUE(magic::isMagicSquare(4, shown));
    for (int cell : {0, 1, 2, 3, 15}) EXPECT_EQ(shown[static_cast<std::size_t>(cell)], board->grid()[static_cast<std::size_t>(cell)]);
    EXPECT_TRUE(board->statusText().startsWith(QStringLiteral("A magic square"))) << board->statusText().toStdString();
}

}  // namespace
}  // namespace pw::ui
