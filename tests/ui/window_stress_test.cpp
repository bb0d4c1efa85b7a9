// The window under stress: runs started and stopped from its buttons' paths, the puzzle
// switched during a run and during a comparison, the window closed during a comparison.
// Every stop is timed (the session's stop, the switch, the close) and the worst printed;
// each must come within 100 ms.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "model/workbench_model.h"
#include "panels/control_panel.h"
#include "session/solve_session.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

double elapsedMs(const QElapsedTimer& timer) { return static_cast<double>(timer.nsecsElapsed()) / 1e6; }

void quiet(MainWindow& window) {
    WindowPrompts prompts;
    prompts.unsavedChanges = [](QWidget*, const QString&) { return UnsavedChoice::Discard; };
    prompts.warning = [](QWidget*, const QString&, const QString&) {};
    prompts.notice = [](QWidget*, const QString&, const QString&) {};
    window.setPrompts(prompts);
}

TEST(WindowStress, RunsStartedStoppedAndThePuzzleSwitchedMidRun) {
    MainWindow window;
    quiet(window);
    window.resize(1400, 900);
    window.show();
    double worstStop = 0, worstSwitch = 0, worstCall = 0;
    int stops = 0, switches = 0;
    const char* puzzles[] = {"queens", "magic", "shading", "sudoku", "lightsout"};
    const int sizes[] = {15, 5, 12, 9, 6};
    for (int i = 0; i < 50; ++i) {
        const std::size_t p = static_cast<std::size_t>(i) % std::size(puzzles);
        ASSERT_TRUE(window.selectPuzzle(QString::fromLatin1(puzzles[p])));
        window.setBoardSize(sizes[p]);
        window.model()->setBudgetSeconds(5);
        window.startRun(i % 3 == 0 ? MainWindow::RunKind::Compare : MainWindow::RunKind::Count);
        QTest::qWait(5 + i % 30);
        const bool running = window.session()->isRunning();
        std::string inFlight;  // the versions the stop reaches, named when it is slow
        for (const RunView& r : window.session()->runs())
            if (r.started && !r.done) inFlight += r.algorithm->id + " ";
        QElapsedTimer timer;
        timer.start();
        if (i % 2 == 0) {
            window.session()->stop();
            if (running) worstStop = std::max(worstStop, window.session()->lastStopMs()), ++stops;
        } else {
            // Switching puzzle in the middle of a run or of a comparison.
            window.selectPuzzle(QString::fromLatin1(puzzles[(p + 1) % std::size(puzzles)]));
            if (running) worstSwitch = std::max(worstSwitch, window.session()->lastStopMs()), ++switches;
        }
        worstCall = std::max(worstCall, elapsedMs(timer));
        if (running && window.session()->lastStopMs() > 50)
            std::cout << "[ slow stop] " << window.session()->lastStopMs() << " ms for " << inFlight << "\n";
        EXPECT_FALSE(window.session()->isRunning());
    }
    // The stop is the worker told and joined; the call also redraws the counters, the
    // browser and the chart with the final figures, which the last line reports.
    std::cout << "[ stops    ] window: " << stops << " stops mid-run, worst " << worstStop << " ms; " << switches
              << " puzzle switches mid-run, stop worst " << worstSwitch << " ms; whole call with the redraw, worst "
              << worstCall << " ms\n";
    EXPECT_GT(stops + switches, 25);
    EXPECT_LT(worstStop, 100.0);
    EXPECT_LT(worstSwitch, 100.0);
}

TEST(WindowStress, ClosedDuringAComparison) {
    double worst = 0, worstClose = 0;
    for (int i = 0; i < 10; ++i) {
        auto* window = new MainWindow;
        quiet(*window);
        window->show();
        window->selectPuzzle(QStringLiteral("queens"));
        window->setBoardSize(15);
        window->model()->setBudgetSeconds(5);
        window->startRun(MainWindow::RunKind::Compare);
        QTest::qWait(20 + 15 * i);
        ASSERT_TRUE(window->session()->isRunning());
        QElapsedTimer timer;
        double stoppedAt = -1;
        // The session says it finished once its worker is joined; how long that took is the stop.
        QObject::connect(window->session(), &SolveSession::finished, window, [&, window] {
            if (stoppedAt < 0) stoppedAt = window->session()->lastStopMs();
        });
        timer.start();
        window->close();
        const double closedAt = elapsedMs(timer);
        delete window;
        ASSERT_GE(stoppedAt, 0.0);
        worst = std::max(worst, stoppedAt);
        worstClose = std::max(worstClose, closedAt);
    }
    std::cout << "[ stops    ] windows closed mid-comparison: 10, stop worst " << worst << " ms, whole close (settings "
              << "and kept boards written) worst " << worstClose << " ms\n";
    EXPECT_LT(worst, 100.0);
}

}  // namespace
}  // namespace pw::ui
