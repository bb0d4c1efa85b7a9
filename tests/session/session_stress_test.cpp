// The session under stress, as a restless class drives it: 500 runs started and stopped
// in quick succession (one version or a comparison, threaded or not, traced or not), a
// reset in the middle of a run and of a comparison (what switching puzzle does), the
// session destroyed in the middle of a comparison (what closing the window does), the
// gate opened and shut while a traced search waits on it. The ThreadSanitizer and
// AddressSanitizer trees run these too: no race, no crash, no leak. Every stop is timed
// and the worst is printed; it must come within 100 ms (within a second under the
// sanitizers, which slow every thread ten times).
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <random>
#include <string>

#include "all_puzzles.h"
#include "session/solve_session.h"

namespace pw::ui {
namespace {

#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
constexpr double kStopLimitMs = 1000;
#else
constexpr double kStopLimitMs = 100;
#endif

const AlgorithmInfo& algorithm(const char* id) { return *builtinRegistry().algorithm(id); }
Instance instance(const char* puzzle, int size) { return *builtinRegistry().puzzle(puzzle)->makeInstance({.size = size}); }

/// The worst stop seen in a test, printed at its end: the stop honoured (the worker
/// told and joined, SolveSession::lastStopMs) and the whole call (with the last reading
/// of the mailbox).
struct StopClock {
    double worstMs = 0, worstCallMs = 0;
    int stops = 0;
    std::string worstRun;  ///< what was running at the worst stop
    void time(SolveSession& session, void (SolveSession::*how)() = &SolveSession::stop, const std::string& run = {}) {
        const bool running = session.isRunning();
        QElapsedTimer timer;
        timer.start();
        (session.*how)();
        worstCallMs = std::max(worstCallMs, static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (running) {
            if (session.lastStopMs() > worstMs) worstRun = run;
            worstMs = std::max(worstMs, session.lastStopMs());
            ++stops;
        }
        EXPECT_FALSE(session.isRunning());
    }
    void report(const char* what) const {
        std::cout << "[ stops    ] " << what << ": " << stops << " stops mid-run, worst " << worstMs
                  << " ms (whole call " << worstCallMs << " ms)" << (worstRun.empty() ? "" : ", running ") << worstRun
                  << "\n";
        EXPECT_LT(worstMs, kStopLimitMs) << what;
    }
};

TEST(SessionStress, FiveHundredRunsStartedAndStopped) {
    // Long runs of every kind: threaded (queens v4 and v5, magic v5, shading v4), serial,
    // traced, and comparisons.
    struct Run {
        const char* id;
        const char* puzzle;
        int size;
    };
    const Run runs[] = {{"queens.v4", "queens", 15},   {"queens.v1", "queens", 12},  {"queens.v3", "queens", 16},
                        {"magic.v5", "magic", 5},      {"magic.v2", "magic", 4},     {"shading.v4", "shading", 12},
                        {"shading.v2", "shading", 10}, {"sudoku.v1", "sudoku", 16}, {"lightsout.v1", "lightsout", 6},
                        {"queens.v5", "queens", 16}};
    std::mt19937 rng(7);
    SolveSession session;
    StopClock clock;
    for (int i = 0; i < 500; ++i) {
        const Run& run = runs[static_cast<std::size_t>(i) % std::size(runs)];
        const Instance board = instance(run.puzzle, run.size);
        const int kind = static_cast<int>(rng() % 4);
        if (kind == 3) {
            session.compare(builtinRegistry().algorithmsOf(run.puzzle), board, {Mode::Count, 2, false}, 5);
        } else {
            const SolveSession::Start start = kind == 0 ? SolveSession::Start::Step
                                              : kind == 1 ? SolveSession::Start::Play
                                                          : SolveSession::Start::Run;
            session.solve(algorithm(run.id), board, {Mode::Count, 2, false}, start, 0);
        }
        // Quick succession: sometimes at once, sometimes after the timer has read the mailbox.
        if (rng() % 3 != 0) QTest::qWait(static_cast<int>(rng() % 40));
        clock.time(session, &SolveSession::stop,
                   std::string(kind == 3 ? "a comparison of " : "") + (kind == 3 ? run.puzzle : run.id) + " " +
                       std::to_string(run.size) + (kind == 0 ? " stepped" : kind == 1 ? " played" : ""));
    }
    clock.report("500 runs started and stopped");
}

TEST(SessionStress, ResetDuringARunAndDuringAComparison) {
    // Switching puzzle resets the session: the run in flight is stopped and forgotten,
    // and the next puzzle's run starts clean.
    SolveSession session;
    StopClock clock;
    for (int i = 0; i < 20; ++i) {
        session.solve(algorithm(i % 2 ? "queens.v5" : "queens.v4"), instance("queens", 16), {Mode::Count, 2, false},
                      SolveSession::Start::Run);
        QTest::qWait(30);
        clock.time(session, &SolveSession::reset);
        EXPECT_TRUE(session.runs().empty());
        EXPECT_TRUE(session.solutions().empty());
        session.compare(builtinRegistry().algorithmsOf("magic"), instance("magic", 4), {Mode::Count, 2, false}, 2);
        QTest::qWait(50);
        clock.time(session, &SolveSession::reset);
        EXPECT_EQ(session.totalSolutions(), 0u);
    }
    // After all that, a run still finishes with the right count.
    QSignalSpy finished(&session, &SolveSession::finished);
    session.solve(algorithm("queens.v4"), instance("queens", 8), {Mode::Count, 2, false}, SolveSession::Start::Run);
    ASSERT_TRUE(!finished.isEmpty() || finished.wait(30000));
    EXPECT_EQ(session.totalSolutions(), 92u);
    clock.report("resets during runs and comparisons");
}

TEST(SessionStress, DestroyedDuringAComparison) {
    // Closing the window destroys its session: the worker is stopped and joined first.
    double worst = 0;
    for (int i = 0; i < 20; ++i) {
        auto session = std::make_unique<SolveSession>();
        session->compare(builtinRegistry().algorithmsOf(i % 2 ? "queens" : "shading"),
                         instance(i % 2 ? "queens" : "shading", i % 2 ? 15 : 11), {Mode::Count, 2, false}, 3);
        QTest::qWait(10 + 10 * (i % 5));
        // The destructor stops and joins; the time it takes is the stop.
        QElapsedTimer timer;
        timer.start();
        session.reset();
        worst = std::max(worst, static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::cout << "[ stops    ] sessions destroyed mid-comparison: 20, worst " << worst << " ms\n";
    EXPECT_LT(worst, kStopLimitMs);
}

TEST(SessionStress, TheGateOpenedAndShutWhileASearchWaits) {
    SolveSession session;
    StopClock clock;
    std::mt19937 rng(11);
    for (int round = 0; round < 10; ++round) {
        session.solve(algorithm(round % 2 ? "magic.v2" : "queens.v2"), instance(round % 2 ? "magic" : "queens", round % 2 ? 4 : 10),
                      {Mode::All, 1, false}, SolveSession::Start::Step);
        for (int i = 0; i < 60; ++i) {
            switch (rng() % 4) {
            case 0: session.step(); break;
            case 1: session.play(static_cast<double>(rng() % 2000)); break;
            case 2: session.pause(); break;
            default: QTest::qWait(2); break;
            }
            if (session.frame()) {
                EXPECT_GE(session.frame()->serial, 1u);
            }
        }
        clock.time(session);
    }
    clock.report("traced runs stopped while the gate opened and shut");
}

}  // namespace
}  // namespace pw::ui
