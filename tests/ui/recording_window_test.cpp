// The recording in the window (issue 31): a stepped run is recorded as it goes; Step back
// and the timeline move everything together (board, counters, lit line, tree node,
// status) to an earlier event, and that event is what a fresh run stopped there shows; a
// step forward goes through the recording and then on with the live search; a click on
// a tree node moves the timeline; bookmarks are kept and saved with the run, which opens
// again in another window (a student's too, with its lines) without running anything.
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include "boards/board_view.h"
#include "model/run_cursor.h"
#include "model/workbench_model.h"
#include "own/toolchain.h"
#include "panels/control_panel.h"
#include "panels/pseudocode_view.h"
#include "session/solve_session.h"
#include "timeline/timeline_bar.h"
#include "timeline/timeline_panel.h"
#include "tree/search_tree_panel.h"
#include "tree/search_tree_view.h"
#include "tree/tree_builder.h"
#include "window/command_line.h"
#include "window/main_window.h"
#include "window/recording_controller.h"

namespace pw::ui {
namespace {

std::uint64_t shown(const MainWindow& w) { return w.session()->frame() ? w.session()->frame()->serial : 0; }

/// A window stepping `algorithm` on a board of `size`, held after its `events`-th event.
void stepTo(MainWindow& window, const char* puzzle, int size, const char* algorithm, int events) {
    ASSERT_TRUE(window.selectPuzzle(QString::fromLatin1(puzzle)));
    if (size > 0) window.setBoardSize(size);
    ASSERT_TRUE(window.selectAlgorithm(QString::fromLatin1(algorithm)));
    window.startStepping();
    for (int i = 1; i < events; ++i) window.session()->step();
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(window) == static_cast<std::uint64_t>(events); }, 10000));
    QTest::qWait(60);  // the tick that hands the frame and the tree's records over
    window.runCursor()->refresh();
}

int litLine(const PseudocodeView* view) {
    for (int i = 0; i < view->count(); ++i)
        if (view->item(i)->font().bold()) return i;
    return -1;
}

QString statusOf(const MainWindow& window) {
    QStringList texts;
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) texts << label->text();
    return texts.join(QLatin1Char('\n'));
}

TEST(Recording, StepBackShowsWhatAFreshRunStoppedThereShows) {
    MainWindow window;
    stepTo(window, "queens", 6, "queens.v2", 40);
    RunCursor* cursor = window.runCursor();
    ASSERT_EQ(cursor->size(), 40u);
    EXPECT_TRUE(window.timeline()->isVisible() || !window.isVisible());
    for (int j = 0; j < 15; ++j) EXPECT_TRUE(window.recordings()->stepBack());
    ASSERT_EQ(cursor->position(), 24u);  // event 25
    EXPECT_FALSE(window.recordings()->followsLive());

    MainWindow fresh;
    stepTo(fresh, "queens", 6, "queens.v2", 25);
    const TraceFrame& frame = *fresh.session()->frame();
    const RecordedMoment& m = cursor->moment();
    EXPECT_EQ(m.state, frame.state);
    EXPECT_EQ(m.event.kind, frame.event.kind);
    EXPECT_EQ(m.event.cell, frame.event.cell);
    EXPECT_TRUE(m.counters == fresh.session()->runs().front().stats);
    EXPECT_EQ(window.board()->statusText(), fresh.board()->statusText());
    EXPECT_EQ(litLine(window.pseudocode()), litLine(fresh.pseudocode()));
    EXPECT_EQ(window.treePanel()->builder()->shownNode(), fresh.treePanel()->builder()->currentNode());
    EXPECT_TRUE(statusOf(window).contains(QStringLiteral("25")));
    EXPECT_TRUE(window.timeline()->positionText().contains(QStringLiteral("25")));

    // Forward through the recording, then on with the live search.
    for (int i = 0; i < 15; ++i) emit window.controls()->stepRequested();
    EXPECT_EQ(cursor->position(), 39u);
    EXPECT_TRUE(window.recordings()->followsLive());
    EXPECT_EQ(shown(window), 40u);  // nothing asked of the search yet
    emit window.controls()->stepRequested();
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(window) == 41; }, 5000));
    QTest::qWait(60);
    EXPECT_EQ(cursor->size(), 41u);
    EXPECT_EQ(cursor->position(), 40u);
    EXPECT_EQ(cursor->moment().state, window.session()->frame()->state);
}

TEST(Recording, TheTimelineAndATreeNodeMoveEverythingTogether) {
    MainWindow window;
    stepTo(window, "queens", 6, "queens.v2", 60);
    RunCursor* cursor = window.runCursor();
    // Dragging the bar: the cursor, the board, the counters and the tree follow.
    window.timeline()->bar()->setValue(9);
    EXPECT_EQ(cursor->position(), 9u);
    const RecordedMoment at10 = cursor->moment();
    EXPECT_EQ(window.treePanel()->builder()->shownEvent(), std::optional<std::uint64_t>(9));
    EXPECT_EQ(litLine(window.pseudocode()), at10.event.line);
    EXPECT_TRUE(window.board()->hasOverlay());
    // A click on a node: the event that made it.
    const TreeBuilder* tree = window.treePanel()->builder();
    const std::uint32_t node = tree->nodeOfEvent(30);
    emit window.treePanel()->view()->nodeSelected(node);
    EXPECT_EQ(cursor->position(), tree->eventOfNode(node));
    EXPECT_EQ(window.timeline()->bar()->value(), static_cast<int>(tree->eventOfNode(node)));
    EXPECT_EQ(tree->shownNode(), tree->nodeOfEvent(cursor->position()));
    // Live board: back to the run's last event.
    emit window.treePanel()->liveRequested();
    EXPECT_EQ(cursor->position(), 59u);
    EXPECT_TRUE(window.recordings()->followsLive());
}

TEST(Recording, TheTimelineMarksSolutionsDeadEndsAndBookmarks) {
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(6);
    ASSERT_TRUE(window.selectAlgorithm(QStringLiteral("queens.v2")));
    window.controls()->setSpeedPosition(1000);  // as fast as possible
    QSignalSpy done(&window, &MainWindow::runFinished);
    emit window.controls()->playRequested();
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    QTest::qWait(60);
    const TimelineBar* bar = window.timeline()->bar();
    int solutions = 0, deadEnds = 0;
    for (EventKindMask m : bar->columns()) {
        solutions += (m & kindBit(EventKind::Solution)) != 0;
        deadEnds += (m & kindBit(EventKind::Reject)) != 0;
    }
    EXPECT_GE(solutions, 1);
    EXPECT_LE(solutions, 4);  // the 6 queens' 4 solutions, some maybe in one column
    EXPECT_GT(deadEnds, 10);
    window.runCursor()->moveTo(100);
    window.recordings()->addBookmark(QStringLiteral("  a   look here "));
    const std::vector<Bookmark> marks = window.runCursor()->recording()->read([](const Recording& r) { return r.bookmarks(); });
    ASSERT_EQ(marks.size(), 1u);
    EXPECT_EQ(marks.front(), (Bookmark{100, "a look here"}));
}

TEST(Recording, ASavedRunOpensInAnotherWindowWithItsBookmarks) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.pwrun"));
    MainWindow window;
    stepTo(window, "sudoku", 0, "sudoku.v2", 50);  // the board it opens with
    window.runCursor()->moveTo(19);
    window.recordings()->addBookmark(QStringLiteral("the twentieth"));
    QString error;
    ASSERT_TRUE(window.recordings()->saveRun(path, &error)) << error.toStdString();
    window.runCursor()->moveTo(34);
    const RecordedMoment at35 = window.runCursor()->moment();

    MainWindow other;
    ASSERT_TRUE(other.recordings()->openRun(path, &error, 34)) << error.toStdString();
    EXPECT_FALSE(other.session()->isRunning());  // nothing runs: the events are the file's
    EXPECT_EQ(other.board()->puzzleId(), QStringLiteral("sudoku"));
    EXPECT_EQ(other.model()->version()->id, "sudoku.v2");
    ASSERT_EQ(other.runCursor()->size(), 50u);
    EXPECT_EQ(other.runCursor()->position(), 34u);
    EXPECT_EQ(other.runCursor()->moment(), at35);
    EXPECT_EQ(other.board()->statusText(), window.board()->statusText());
    EXPECT_EQ(other.treePanel()->builder()->shownNode(), window.treePanel()->builder()->shownNode());
    const std::vector<Bookmark> marks = other.runCursor()->recording()->read([](const Recording& r) { return r.bookmarks(); });
    ASSERT_EQ(marks.size(), 1u);
    EXPECT_EQ(marks.front(), (Bookmark{19, "the twentieth"}));
    // Forward to its end, where a saved run stops.
    for (int i = 0; i < 30; ++i) emit other.controls()->stepRequested();
    EXPECT_EQ(other.runCursor()->position(), 49u);
    EXPECT_FALSE(other.session()->isRunning());
    // A damaged file: one sentence with the file and the byte.
    QFile damaged(dir.filePath(QStringLiteral("damaged.pwrun")));
    ASSERT_TRUE(damaged.open(QIODevice::WriteOnly));
    damaged.write("puzzle-workbench run\nformat 1\npuzzle 6\nqueens\nversion 5\nqueens\n");
    damaged.close();
    EXPECT_FALSE(other.recordings()->openRun(damaged.fileName(), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("damaged.pwrun"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("byte"))) << error.toStdString();
    EXPECT_EQ(other.runCursor()->size(), 50u);  // the run shown stays
}

TEST(Recording, AStudentsRunReplaysWithItsOwnLinesLit) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.pwrun"));
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(5);
    ASSERT_TRUE(window.openVersion(QString::fromStdString(own::toolchain().examplesDir()) + QStringLiteral("/queens_v2.cpp"), true));
    window.startStepping();
    for (int i = 1; i < 30; ++i) window.session()->step();
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(window) == 30; }, 10000));
    QTest::qWait(60);
    window.runCursor()->refresh();
    QString error;
    ASSERT_TRUE(window.recordings()->saveRun(path, &error)) << error.toStdString();
    const int lines = window.pseudocode()->count();

    MainWindow other;
    ASSERT_TRUE(other.recordings()->openRun(path, &error, 20)) << error.toStdString();
    EXPECT_EQ(other.pseudocode()->count(), lines);  // the file's lines, from the saved source
    const RecordedMoment& m = other.runCursor()->moment();
    ASSERT_GE(m.event.line, 0);
    EXPECT_EQ(litLine(other.pseudocode()), m.event.line);
    EXPECT_TRUE(other.pseudocode()->item(m.event.line)->text().contains(QStringLiteral("q.")));
    other.recordings()->stepBack();
    EXPECT_EQ(litLine(other.pseudocode()), other.runCursor()->moment().event.line);
}

TEST(Recording, TheCapSaysWhatWasKept) {
    MainWindow window;
    window.session()->setRecordingCap({.events = 500}, AtRecordingCap::Stop);
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(8);
    ASSERT_TRUE(window.selectAlgorithm(QStringLiteral("queens.v1")));
    window.controls()->setSpeedPosition(1000);
    QSignalSpy done(&window, &MainWindow::runFinished);
    emit window.controls()->playRequested();
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    QTest::qWait(60);
    EXPECT_EQ(window.runCursor()->size(), 500u);
    EXPECT_TRUE(window.timeline()->note().contains(QStringLiteral("500"))) << window.timeline()->note().toStdString();
    // Stepping back still works down to the first event.
    window.runCursor()->moveTo(1);
    EXPECT_TRUE(window.recordings()->stepBack());
    EXPECT_EQ(window.runCursor()->position(), 0u);
    EXPECT_TRUE(window.recordings()->stepBack());  // nothing before: says so, stays
    EXPECT_EQ(window.runCursor()->position(), 0u);
}

TEST(Recording, TheCommandLineOptionsGoTogether) {
    const auto fails = [](QStringList args) {
        args.prepend(QStringLiteral("puzzle-workbench"));
        return readCommandLine(args).action == CommandLine::Action::Fail;
    };
    EXPECT_FALSE(fails({"--run", "step", "--steps", "40", "--back", "10", "--save-run", "a.pwrun", "--state", "s.json"}));
    EXPECT_FALSE(fails({"--open-run", "a.pwrun", "--at", "3", "--state", "s.json", "--pdf", "a.pdf"}));
    EXPECT_TRUE(fails({"--back", "3"}));                                   // no stepped run
    EXPECT_TRUE(fails({"--run", "step", "--steps", "10", "--back", "10"}));  // before the first event
    EXPECT_TRUE(fails({"--run", "all", "--save-run", "a.pwrun"}));
    EXPECT_TRUE(fails({"--at", "3"}));
    EXPECT_TRUE(fails({"--open-run", "a.pwrun", "--at", "0"}));
    EXPECT_TRUE(fails({"--open-run", "a.pwrun", "--run", "step"}));
    EXPECT_TRUE(fails({"--state", "s.json"}));
    const CommandLine read = readCommandLine({"puzzle-workbench", "--run", "step", "--steps", "40", "--back", "10"});
    EXPECT_EQ(read.options.back, 10);
}

}  // namespace
}  // namespace pw::ui
