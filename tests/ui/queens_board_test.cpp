// The chessboard: clicks place and remove queens, undo restores, conflicts are the
// model's.
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include "boards/board_geometry.h"
#include "puzzles/queens/queens_board_view.h"

namespace pw::ui {
namespace {

QPoint centreOf(const QueensBoardView& view, int r, int c) {
    const BoardGeometry g(view.size(), view.boardSize(), view.boardSize());
    return g.cellRect(r, c).center().toPoint();
}

TEST(QueensBoardView, ClickPlacesAndSecondClickRemoves) {
    QueensBoardView view;
    view.resize(400, 400);
    view.resetBoard({.size = 8});
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 2, 3));
    ASSERT_EQ(view.queens(), std::vector<int>{2 * 8 + 3});
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 2, 3));
    EXPECT_TRUE(view.queens().empty());
}

TEST(QueensBoardView, UndoRestoresAndRedoReplays) {
    QueensBoardView view;
    view.resize(400, 400);
    view.resetBoard({.size = 6});
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 0, 0));
    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, 1, 2));
    ASSERT_EQ(view.queens().size(), 2u);
    view.undoStack()->undo();
    EXPECT_EQ(view.queens(), std::vector<int>{0});
    view.undoStack()->undo();
    EXPECT_TRUE(view.queens().empty());
    view.undoStack()->redo();
    EXPECT_EQ(view.queens(), std::vector<int>{0});
}

TEST(QueensBoardView, KeyboardMovesTheCursorAndSpaceToggles) {
    QueensBoardView view;
    view.resize(400, 400);
    view.resetBoard({.size = 8});
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Down);
    QTest::keyClick(&view, Qt::Key_Space);
    EXPECT_EQ(view.queens(), std::vector<int>{1 * 8 + 1});
}

TEST(QueensBoardView, AnnouncesASolutionAndConflicts) {
    QueensBoardView view;
    view.resetBoard({.size = 4});
    QString error;
    ASSERT_TRUE(view.fromText(QStringLiteral("2413"), &error)) << error.toStdString();
    EXPECT_TRUE(view.statusText().startsWith(QStringLiteral("Solved")));
    view.clearBoard();
    EXPECT_TRUE(view.queens().empty());
    view.toggleSquare(0);
    view.toggleSquare(5);  // same diagonal
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("In conflict: 2")));
}

TEST(QueensBoardView, RejectsABadFileWithAMessage) {
    QueensBoardView view;
    QString error;
    EXPECT_FALSE(view.fromText(QStringLiteral("12x4"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(view.fromText(QStringLiteral("Q..\n..\n"), &error));
}

}  // namespace
}  // namespace pw::ui
