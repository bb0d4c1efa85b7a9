// The session records every stepped or played run as it goes (the worker writes, the
// GUI reads whenever it likes): what Stop, the cap and a student's crash leave behind.
// The worker and the reader share the recording: these tests also run under TSan.
#include <QTest>

#include <cstdio>
#include <fstream>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "own/file_version.h"
#include "session/solve_session.h"

namespace pw::ui {
namespace {

Instance queens(int n) { return *builtinRegistry().puzzle("queens")->makeInstance({.size = n}); }
const AlgorithmInfo& version(const char* id) { return *builtinRegistry().algorithm(id); }
std::uint64_t serial(const SolveSession& s) { return s.frame() ? s.frame()->serial : 0; }
std::uint64_t recorded(const SolveSession& s) { return s.recording() ? s.recording()->size() : 0; }

TEST(Recording, EveryStepIsRecordedAndStopKeepsIt) {
    SolveSession session;
    session.solve(version("queens.v2"), queens(6), {Mode::All, 1, false}, SolveSession::Start::Step);
    for (int i = 1; i < 40; ++i) session.step();
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) == 40; }, 5000));
    EXPECT_EQ(recorded(session), 40u);
    // Read while the worker waits at the gate: the last event is the frame shown.
    const RecordedMoment last = session.recording()->read([](const Recording& r) { return r.at(r.size() - 1); });
    EXPECT_EQ(last.event.kind, session.frame()->event.kind);
    EXPECT_EQ(last.state, session.frame()->state);
    session.stop();
    ASSERT_NE(session.recording(), nullptr);
    EXPECT_EQ(recorded(session), 40u);
    const RecordingEnd end = session.recording()->read([](const Recording& r) { return r.end(); });
    EXPECT_TRUE(end.over);
    EXPECT_FALSE(end.completed);
    EXPECT_FALSE(end.endEvent);
    // An untraced run records nothing.
    session.solve(version("queens.v2"), queens(6), {Mode::All, 1, false}, SolveSession::Start::Run);
    EXPECT_EQ(session.recording(), nullptr);
    session.stop();
}

TEST(Recording, PlayAtFullSpeedStopsAtTheCapOrGoesOnUnrecorded) {
    SolveSession session;
    session.setRecordingCap({.events = 5000}, AtRecordingCap::Stop);
    session.solve(version("queens.v2"), queens(8), {Mode::All, 1, false}, SolveSession::Start::Play, 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !session.isRunning(); }, 20000));
    QTest::qWait(50);
    EXPECT_TRUE(session.recordingCapped());
    EXPECT_EQ(recorded(session), 5000u);
    ASSERT_EQ(session.runs().size(), 1u);
    EXPECT_FALSE(session.runs().front().completed);

    session.setRecordingCap({.events = 5000}, AtRecordingCap::GoOn);
    session.solve(version("queens.v2"), queens(8), {Mode::All, 1, false}, SolveSession::Start::Play, 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !session.isRunning(); }, 20000));
    QTest::qWait(50);
    EXPECT_TRUE(session.recordingCapped());
    EXPECT_EQ(recorded(session), 5000u);
    EXPECT_TRUE(session.runs().front().completed);
    EXPECT_EQ(session.runs().front().solutions, 92u);  // OEIS A000170
    const RecordingEnd end = session.recording()->read([](const Recording& r) { return r.end(); });
    EXPECT_TRUE(end.capped);
    EXPECT_TRUE(end.completed);
}

TEST(Recording, AStudentsCrashIsTheLastEvent) {
    const std::string path = testing::TempDir() + "recording_crash.cpp";
    std::ofstream(path) << "#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens& q) {\n"
                           "    q.place(0, 0);\n    q.place(2, 1);\n    *(volatile int*)nullptr = 1;\n}\n";
    auto crashing = own::FileVersion::create(path, {});
    ASSERT_TRUE(crashing->compile().ok()) << crashing->lastCompile().output;
    const AlgorithmInfo entry = crashing->algorithm();
    SolveSession session;
    session.solve(entry, queens(6), {Mode::All, 1, false}, SolveSession::Start::Play, 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !session.isRunning(); }, 10000));
    QTest::qWait(50);
    ASSERT_NE(session.recording(), nullptr);
    const Recording r = session.recording()->copy();
    ASSERT_EQ(r.size(), 3u);  // the two places and the end
    EXPECT_EQ(r.event(0).kind, EventKind::Place);
    EXPECT_EQ(r.event(1).kind, EventKind::Place);
    EXPECT_EQ(r.event(2).kind, EventKind::Done);
    EXPECT_TRUE(r.end().endEvent);
    EXPECT_FALSE(r.end().completed);
    EXPECT_TRUE(r.end().notice);
    EXPECT_EQ(r.end().notice, session.runs().front().notice);
    // The end shows the board as the program left it, and its counters.
    EXPECT_EQ(r.at(2).state, r.at(1).state);
    EXPECT_EQ(r.at(2).counters.nodes, 2u);
    std::remove(path.c_str());
}

}  // namespace
}  // namespace pw::ui
