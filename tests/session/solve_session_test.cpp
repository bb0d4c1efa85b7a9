// The solve session: stepping one event at a time, a stop that returns in time, counting
// on the worker while the GUI thread keeps only what the browser needs.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "session/solve_session.h"

namespace pw::ui {
namespace {

Instance queens(int n) { return *builtinRegistry().puzzle("queens")->makeInstance({.size = n}); }
const AlgorithmInfo& algorithm(const char* id) { return *builtinRegistry().algorithm(id); }

std::uint64_t serial(const SolveSession& s) { return s.frame() ? s.frame()->serial : 0; }

TEST(SolveSession, StepAdvancesExactlyOneEvent) {
    SolveSession session;
    session.solve(algorithm("queens.v2"), queens(6), {Mode::All, 1, false}, SolveSession::Start::Step);
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) == 1; }, 2000));
    QTest::qWait(150);
    EXPECT_EQ(serial(session), 1u) << "the search must hold until a step";
    for (std::uint64_t expected = 2; expected <= 4; ++expected) {
        session.step();
        ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) >= expected; }, 2000));
        QTest::qWait(100);
        EXPECT_EQ(serial(session), expected);
    }
    // v2 tries a queen in row 1 of column 1, goes down, tries row 1 of column 2: rejected.
    EXPECT_EQ(session.frame()->event.kind, EventKind::Reject);
    EXPECT_EQ(session.frame()->state, (std::vector<int>{0, 0, -1, -1, -1, -1}));
    session.stop();
    EXPECT_FALSE(session.isRunning());
}

// Step to a checked run's error: many events let through at once, then held at the
// last of them, whose state is the one a step-by-step walk shows there.
TEST(SolveSession, StepOfManyEventsHoldsAtTheLast) {
    SolveSession walked;
    walked.solve(algorithm("queens.v2"), queens(6), {Mode::All, 1, false}, SolveSession::Start::Step);
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(walked) == 1; }, 2000));
    for (std::uint64_t expected = 2; expected <= 40; ++expected) {
        walked.step();
        ASSERT_TRUE(QTest::qWaitFor([&] { return serial(walked) >= expected; }, 2000));
    }
    const TraceFrame fortieth = *walked.frame();
    walked.stop();

    SolveSession session;
    session.solve(algorithm("queens.v2"), queens(6), {Mode::All, 1, false}, SolveSession::Start::Step);
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) == 1; }, 2000));
    session.step(39);
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) >= 40; }, 5000));
    QTest::qWait(150);
    EXPECT_EQ(serial(session), 40u) << "the search must hold after the events let through";
    EXPECT_EQ(session.frame()->event.kind, fortieth.event.kind);
    EXPECT_EQ(session.frame()->event.cell, fortieth.event.cell);
    EXPECT_EQ(session.frame()->state, fortieth.state);
    session.step();  // and Step goes on one event at a time
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) >= 41; }, 2000));
    QTest::qWait(100);
    EXPECT_EQ(serial(session), 41u);
    session.stop();
}

TEST(SolveSession, StopReturnsWithin100ms) {
    for (const char* id : {"queens.v3", "queens.v4", "queens.v1"}) {
        SolveSession session;
        session.solve(algorithm(id), queens(16), {Mode::Count, 2, false}, SolveSession::Start::Run);
        QTest::qWait(200);
        ASSERT_TRUE(session.isRunning()) << id;
        QElapsedTimer timer;
        timer.start();
        session.stop();
        EXPECT_LT(timer.elapsed(), 100) << id;
        EXPECT_FALSE(session.isRunning());
        ASSERT_EQ(session.runs().size(), 1u);
        EXPECT_FALSE(session.runs().front().completed) << id;
    }
}

TEST(SolveSession, StopWhileSteppingReturnsAtOnce) {
    SolveSession session;
    session.solve(algorithm("queens.v2"), queens(8), {Mode::All, 1, false}, SolveSession::Start::Step);
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) == 1; }, 2000));
    QElapsedTimer timer;
    timer.start();
    session.stop();
    EXPECT_LT(timer.elapsed(), 100);
}

TEST(SolveSession, CountingFourteenQueensKeepsTheFirst10000) {
    SolveSession session;
    QSignalSpy finished(&session, &SolveSession::finished);
    session.solve(algorithm("queens.v4"), queens(14), {Mode::Count, 2, false}, SolveSession::Start::Run);
    ASSERT_TRUE(!finished.isEmpty() || finished.wait(30000));
    EXPECT_EQ(session.totalSolutions(), 365'596u);
    EXPECT_EQ(session.solutions().size(), SolveSession::kKeptSolutions);
    EXPECT_TRUE(session.runs().front().completed);
}

TEST(SolveSession, CompareRunsEveryVersionWithinItsBudget) {
    SolveSession session;
    QSignalSpy finished(&session, &SolveSession::finished);
    std::vector<const AlgorithmInfo*> versions = builtinRegistry().algorithmsOf("queens");
    session.compare(versions, queens(10), {Mode::All, 2, false}, 0.3);
    ASSERT_TRUE(!finished.isEmpty() || finished.wait(30000));
    ASSERT_EQ(session.runs().size(), versions.size());
    for (const RunView& run : session.runs()) {
        EXPECT_TRUE(run.done);
        if (run.algorithm->id == "queens.v1") {
            EXPECT_FALSE(run.completed) << "10^10 placements cannot finish in 0.3 s";
            EXPECT_GT(run.stats.nodes, 0u) << "a stopped version still reports its work";
        } else {
            EXPECT_TRUE(run.completed);
            EXPECT_EQ(run.solutions, 724u);
        }
    }
}

}  // namespace
}  // namespace pw::ui
