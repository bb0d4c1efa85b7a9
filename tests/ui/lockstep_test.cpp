// Compare › Side by side: two versions stepped together on the window's board. After K
// steps each board shows what its version's own run shows when it is stepped K events
// alone (the window's session, the reference); the same-depth step leaves both runs just
// after a decision of equal depth; the command line steps both; the texts are French in
// French.
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "french_text.h"
#include "lockstep/lockstep_dock.h"
#include "lockstep/lockstep_view.h"
#include "puzzles/all_boards.h"
#include "session/solve_session.h"
#include "window/command_line.h"
#include "window/language.h"
#include "window/launcher.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

class Lockstep : public ::testing::Test {
protected:
    void TearDown() override { installLanguage(QStringLiteral("en")); }
};

bool waitFor(const std::function<bool()>& done, int ms = 60000) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms) return false;
        QTest::qWait(5);
    }
    return true;
}

/// The window on the 8 queens with its side-by-side dock open on `first` and `second`,
/// both held at their first events.
LockstepView* openOn8Queens(MainWindow& window, const char* first, const char* second) {
    if (!window.selectPuzzle(QStringLiteral("queens"))) return nullptr;
    window.setBoardSize(8);
    const AlgorithmInfo* a = builtinRegistry().algorithm(first);
    const AlgorithmInfo* b = builtinRegistry().algorithm(second);
    if (!a || !b) return nullptr;
    LockstepDock* dock = LockstepDock::of(&window);
    QString error;
    if (!dock->openWith(*a, *b, &error)) return nullptr;
    LockstepView* view = dock->view();
    if (!waitFor([view] { return view->pair().isSettled() && view->pair().position(0).serial == 1; })) return nullptr;
    return view;
}

/// `algorithm` stepped alone by the window's own machinery (the session of Step):
/// `steps` presses after its first event. Its last frame and counters.
struct Reference {
    TraceFrame frame;
    std::uint64_t nodes = 0;
};
std::optional<Reference> steppedAlone(const AlgorithmInfo& algorithm, const Instance& instance, int steps) {
    SolveSession session;
    RunOptions options;
    options.mode = Mode::All;
    options.symmetryClasses = false;
    session.solve(algorithm, instance, options, SolveSession::Start::Step);
    for (int i = 0; i < steps; ++i) session.step();
    const auto serial = static_cast<std::uint64_t>(steps) + 1;
    if (!waitFor([&] { return session.frame() && session.frame()->serial == serial; })) return std::nullopt;
    QSignalSpy tick(&session, &SolveSession::updated);
    if (!tick.wait(5000)) return std::nullopt;  // the counters read after the frame arrived
    Reference r{*session.frame(), session.runs().front().stats.nodes};
    session.stop();
    return r;
}

/// The board `view` draws, and a fresh board of the puzzle showing `frame`, at one size:
/// the pixels that differ (none when the board shows the frame).
int pixelsApart(BoardView* view, const TraceFrame& frame) {
    std::unique_ptr<BoardView> fresh(builtinBoards().find(view->puzzleId())->create(nullptr));
    QString error;
    if (!fresh->fromText(view->toText(), &error)) return -1;
    fresh->resize(view->size());
    fresh->showFrame(frame.event, frame.state);
    const QImage a = fresh->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    const QImage b = view->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    if (a.size() != b.size()) return -1;
    int apart = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) apart += a.pixel(x, y) != b.pixel(x, y);
    return apart;
}

TEST_F(Lockstep, AfterKStepsEachBoardShowsItsVersionsRunSteppedKEventsAlone) {
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    LockstepView* view = openOn8Queens(window, "queens.v1", "queens.v2");
    ASSERT_NE(view, nullptr);
    int steps = 0;
    for (const int k : {1, 12, 45}) {
        while (steps < k) {
            ASSERT_TRUE(view->stepButton()->isEnabled());
            view->stepButton()->click();
            ++steps;
            ASSERT_TRUE(waitFor([view] { return view->pair().isSettled(); }));
        }
        for (int side = 0; side < 2; ++side) {
            const StepPosition& p = view->pair().position(side);
            const std::optional<Reference> alone =
                steppedAlone(*view->pair().algorithm(side), window.board()->instance(), k);
            ASSERT_TRUE(alone.has_value());
            EXPECT_EQ(p.serial, static_cast<std::uint64_t>(k) + 1) << "side " << side << ", " << k << " steps";
            EXPECT_EQ(p.state, alone->frame.state) << "side " << side << ", " << k << " steps";
            EXPECT_EQ(p.event.kind, alone->frame.event.kind);
            EXPECT_EQ(p.event.line, alone->frame.event.line);  // the lit line
            EXPECT_EQ(p.event.depth, alone->frame.event.depth);
            EXPECT_EQ(p.event.cell, alone->frame.event.cell);
            EXPECT_EQ(p.stats.nodes, alone->nodes);
            EXPECT_EQ(pixelsApart(view->board(side), alone->frame), 0) << "side " << side << ", " << k << " steps";
        }
    }
    // 45 steps in, v1 (all eight queens placed, then ok()) still has its first queen in
    // each of its first six columns: 8 placements, 2 events for ok() refused, 3 for each
    // of the last column's 7 other rows, then the seventh column's next row.
    const StepPosition& v1 = view->pair().position(0);
    for (int column = 0; column < 6; ++column) EXPECT_EQ(v1.state[static_cast<std::size_t>(column)], 0);
}

TEST_F(Lockstep, TheSameDepthStepLeavesBothAtADecisionOfEqualDepth) {
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    LockstepView* view = openOn8Queens(window, "queens.v1", "queens.v2");
    ASSERT_NE(view, nullptr);
    for (int i = 0; i < 30; ++i) {
        view->stepButton()->click();
        ASSERT_TRUE(waitFor([view] { return view->pair().isSettled(); }));
    }
    std::uint64_t before[2] = {view->pair().position(0).serial, view->pair().position(1).serial};
    for (int move = 0; move < 12; ++move) {
        ASSERT_TRUE(view->sameDepthButton()->isEnabled());
        view->sameDepthButton()->click();
        ASSERT_TRUE(waitFor([view] { return view->pair().isSettled(); }));
        const StepPosition& a = view->pair().position(0);
        const StepPosition& b = view->pair().position(1);
        ASSERT_FALSE(a.done || b.done);
        // A decision: a queen placed, or the last one, which completes a solution.
        const auto decision = [](const Event& e) { return e.kind == EventKind::Place || e.kind == EventKind::Solution; };
        EXPECT_TRUE(decision(a.event)) << "move " << move;
        EXPECT_TRUE(decision(b.event)) << "move " << move;
        EXPECT_EQ(a.event.depth, b.event.depth) << "move " << move;
        // A queen placed is on its board, in its column's row.
        for (const StepPosition* p : {&a, &b}) {
            if (p->event.kind == EventKind::Place) {
                EXPECT_EQ(p->state[static_cast<std::size_t>(p->event.depth)], p->event.value);
            }
        }
        // Each went forward, the first by at least one event.
        EXPECT_GT(a.serial, before[0]);
        EXPECT_GE(b.serial, before[1]);
        before[0] = a.serial;
        before[1] = b.serial;
    }
}

TEST_F(Lockstep, TheViewMenusActionOpensTheChosenVersionBesideTheOneBefore) {
    MainWindow window;
    window.show();
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(6);
    ASSERT_TRUE(window.selectAlgorithm(QStringLiteral("queens.v3")));
    LockstepDock* dock = LockstepDock::of(&window);
    EXPECT_FALSE(dock->isVisible());
    dock->openAction()->trigger();
    EXPECT_TRUE(dock->isVisible());
    LockstepView* view = dock->view();
    ASSERT_TRUE(waitFor([view] { return view->pair().isSettled() && view->pair().position(1).serial == 1; }));
    EXPECT_EQ(view->pair().algorithm(0), builtinRegistry().algorithm("queens.v2"));
    EXPECT_EQ(view->pair().algorithm(1), builtinRegistry().algorithm("queens.v3"));
    EXPECT_EQ(view->board(0)->boardSize(), 6);
    dock->close();  // the runs held on their gates are stopped
    EXPECT_FALSE(dock->isVisible());
}

TEST_F(Lockstep, TheCommandLineStepsBothAndTakesTheScreenshot) {
    QTemporaryDir dir;
    const QString shot = dir.filePath(QStringLiteral("lockstep.png"));
    const CommandLine line = readCommandLine(
        {QStringLiteral("puzzle-workbench"), QStringLiteral("--size"), QStringLiteral("8"), QStringLiteral("--lockstep"),
         QStringLiteral("queens.v1,queens.v2"), QStringLiteral("--run"), QStringLiteral("step"), QStringLiteral("--steps"),
         QStringLiteral("30"), QStringLiteral("--screenshot"), shot});
    ASSERT_EQ(line.action, CommandLine::Action::Start) << line.text.toStdString();
    EXPECT_EQ(line.options.puzzle, QStringLiteral("queens"));
    Launcher launcher(line.options);
    QSignalSpy done(&launcher, &Launcher::outputsDone);
    QString error;
    ASSERT_TRUE(launcher.start(&error)) << error.toStdString();
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    EXPECT_TRUE(done.front().front().toBool()) << launcher.outputError().toStdString();
    EXPECT_FALSE(QImage(shot).isNull());
    LockstepView* view = LockstepDock::of(launcher.window())->view();
    // --steps 30: thirty events of each, let through in one move of each gate, where
    // each version's run stepped alone 29 times after its first event stands.
    for (int side = 0; side < 2; ++side) {
        const StepPosition& p = view->pair().position(side);
        EXPECT_EQ(p.serial, 30u);
        const std::optional<Reference> alone =
            steppedAlone(*view->pair().algorithm(side), launcher.window()->board()->instance(), 29);
        ASSERT_TRUE(alone.has_value());
        EXPECT_EQ(p.state, alone->frame.state) << "side " << side;
        EXPECT_EQ(p.event.line, alone->frame.event.line) << "side " << side;
        EXPECT_EQ(p.stats.nodes, alone->nodes) << "side " << side;
    }

    const CommandLine wrong = readCommandLine({QStringLiteral("puzzle-workbench"), QStringLiteral("--lockstep"),
                                                QStringLiteral("queens.v1,sudoku.v1")});
    EXPECT_EQ(wrong.action, CommandLine::Action::Fail);
    const CommandLine one = readCommandLine(
        {QStringLiteral("puzzle-workbench"), QStringLiteral("--lockstep"), QStringLiteral("queens.v1")});
    EXPECT_EQ(one.action, CommandLine::Action::Fail);
}

TEST_F(Lockstep, ItsTextsAreFrenchInFrench) {
    installLanguage(QStringLiteral("fr"));
    test::FrenchTextCheck check(QStringLiteral(PW_SOURCE_DIR "/translations/puzzle-workbench_fr.ts"));
    ASSERT_TRUE(check.loaded());
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    LockstepView* view = openOn8Queens(window, "queens.v1", "queens.v2");
    ASSERT_NE(view, nullptr);
    view->sameDepthButton()->click();
    ASSERT_TRUE(waitFor([view] { return view->pair().isSettled(); }));
    LockstepDock* dock = LockstepDock::of(&window);
    EXPECT_EQ(dock->windowTitle(), QStringLiteral("Côte à côte"));
    check.check(dock->windowTitle(), QStringLiteral("dock title"));
    check.check(dock->openAction()->text(), QStringLiteral("action"));
    check.check(dock->openAction()->toolTip(), QStringLiteral("action tooltip"));
    check.checkWidgets(view, QStringLiteral("side by side"));
    EXPECT_GT(check.checked(), 10);
    for (const std::string& failure : check.failures()) ADD_FAILURE() << failure;
}

}  // namespace
}  // namespace pw::ui
