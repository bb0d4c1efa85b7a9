// Every puzzle of the table (the registry, solvers/all_puzzles.cpp) fills every place the
// window has for a puzzle: its board as a value (ui/puzzles/all_board_kinds.cpp), its
// view, icon, samples and paper (ui/puzzles/all_boards.cpp), the words of its notices,
// its worksheets' rule when it makes puzzles, its board in the model. A sixth puzzle that
// leaves one out fails here (docs/DESIGN.md, "Adding a version or a puzzle"); the
// solvers' and puzzle-bench's places are checked by tests/solvers/puzzle_table_test.cpp.
#include <gtest/gtest.h>

#include <QFile>
#include <QImage>
#include <QPainter>

#include <memory>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "boards/paper_paint.h"
#include "model/board_kind.h"
#include "model/puzzle_board.h"
#include "model/workbench_model.h"
#include "puzzles/all_boards.h"

namespace pw::ui {
namespace {

TEST(PuzzleTable, EveryPuzzleHasItsBoardValueAndView) {
    WorkbenchModel model;
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        const QString id = QString::fromStdString(puzzle.id);
        SCOPED_TRACE(puzzle.id);
        const BoardKind* kind = findBoardKind(builtinBoardKinds(), id);
        ASSERT_NE(kind, nullptr) << "ui/puzzles/all_board_kinds.cpp lists no board of it";
        EXPECT_TRUE(kind->blank && kind->read && kind->open);
        EXPECT_LE(kind->minimumSize, kind->maximumSize);
        // The model holds a blank board of it, in its range, that the solvers take.
        PuzzleBoard* board = model.board(id);
        ASSERT_NE(board, nullptr);
        EXPECT_GE(board->size(), kind->minimumSize);
        EXPECT_LE(board->size(), kind->maximumSize);
        EXPECT_GT(board->value()->instance().rows, 0);
        // Its text reads back as the same board.
        QString error;
        const BoardPtr again = kind->read(board->value()->toText(), nullptr, &error);
        ASSERT_TRUE(again) << error.toStdString();
        EXPECT_EQ(again->toText(), board->value()->toText());

        const BoardEntry* entry = builtinBoards().find(id);
        ASSERT_NE(entry, nullptr) << "ui/puzzles/all_boards.cpp lists no view of it";
        const std::unique_ptr<BoardView> view(entry->create(board));
        EXPECT_EQ(view->puzzleId(), id);
        EXPECT_FALSE(entry->icon().isNull()) << "resources/" << puzzle.id << "/icon.svg";
        EXPECT_FALSE(entry->samples.empty());
        for (const BoardSample& sample : entry->samples) {
            QFile f(sample.resource);
            ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << sample.resource.toStdString();
            EXPECT_TRUE(kind->read(QString::fromUtf8(f.readAll()), nullptr, &error))
                << sample.resource.toStdString() << ": " << error.toStdString();
        }
        // Its value goes on paper with no widget.
        ASSERT_TRUE(entry->paintOnPaper);
        QImage page(200, 200, QImage::Format_ARGB32);
        page.fill(Qt::white);
        QPainter painter(&page);
        entry->paintOnPaper(painter, QRectF(0, 0, 200, 200), *board->value(), {});
        painter.end();
        // A blank board may be white in its middle: its grid's lines, at least, are drawn.
        int inked = 0;
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x) inked += page.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
        EXPECT_GT(inked, page.width() * page.height() / 100) << "next to nothing painted on the page";
    }
}

TEST(PuzzleTable, EveryPuzzleWordsItsNoticesAndItsWorksheetsRule) {
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        SCOPED_TRACE(puzzle.id);
        const BoardEntry* entry = builtinBoards().find(QString::fromStdString(puzzle.id));
        ASSERT_NE(entry, nullptr);
        ASSERT_TRUE(entry->noticeText) << "ui/puzzles/" << puzzle.id << "/register_board.cpp: noticeText";
        for (int code = 1; code < puzzle.noticeEnd; ++code) {
            Notice notice;
            notice.code = code;
            notice.values = {1, 2, 3, 4};
            EXPECT_FALSE(entry->noticeText(notice).isEmpty()) << "code " << code;
        }
        // A puzzle that makes puzzles states the rule on its worksheets.
        if (!puzzle.levels.empty()) {
            ASSERT_TRUE(entry->worksheetInstruction) << "register_board.cpp: worksheetInstruction";
            Instance first;
            first.rows = first.cols = puzzle.defaultSize;
            EXPECT_FALSE(entry->worksheetInstruction(first).isEmpty());
        }
    }
}

}  // namespace
}  // namespace pw::ui
