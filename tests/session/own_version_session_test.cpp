// A version of the user's own in the solve session, as the window runs it: stepped one
// event at a time through the gate, stopped while it waits there, and stopped within
// 100 ms in an endless loop that never calls the workbench again. The session's worker
// drives the student's program: these tests also run in the ThreadSanitizer tree.
#include <QElapsedTimer>
#include <QTest>

#include <cstdio>
#include <fstream>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "own/file_version.h"
#include "own/toolchain.h"
#include "session/solve_session.h"

namespace pw::ui {
namespace {

Instance queens(int n) { return *builtinRegistry().puzzle("queens")->makeInstance({.size = n}); }
std::uint64_t serial(const SolveSession& s) { return s.frame() ? s.frame()->serial : 0; }

TEST(OwnVersion, SessionStepsAFileAndStopsItAtTheGateOrInALoop) {
    auto version = own::FileVersion::create(own::toolchain().examplesDir() + "/queens_v2.cpp", {});
    ASSERT_TRUE(version->compile().ok()) << version->lastCompile().output;
    const AlgorithmInfo entry = version->algorithm();
    SolveSession session;
    session.solve(entry, queens(6), {Mode::All, 1, false}, SolveSession::Start::Step);
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) == 1; }, 5000));
    QTest::qWait(100);
    EXPECT_EQ(serial(session), 1u) << "the program must hold until a step";
    session.step();
    ASSERT_TRUE(QTest::qWaitFor([&] { return serial(session) == 2; }, 5000));
    EXPECT_EQ(session.frame()->event.kind, EventKind::Place);
    EXPECT_EQ(session.frame()->event.line, 7);  // q.place(r, c), line 8 of the file
    EXPECT_EQ(session.frame()->state, (std::vector<int>{0, 0, -1, -1, -1, -1}));
    QElapsedTimer timer;
    timer.start();
    session.stop();
    EXPECT_LT(timer.elapsed(), 100);
    EXPECT_FALSE(session.isRunning());

    // A loop that never calls the workbench again: Stop kills the program.
    std::string path = testing::TempDir() + "own_session_loop.cpp";
    std::ofstream(path) << "#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens& q) {\n"
                           "    q.place(0, 0);\n    for (volatile int i = 0;; i = i + 1) {}\n}\n";
    auto looping = own::FileVersion::create(path, {});
    ASSERT_TRUE(looping->compile().ok()) << looping->lastCompile().output;
    const AlgorithmInfo loopEntry = looping->algorithm();
    session.solve(loopEntry, queens(8), {Mode::All, 1, false}, SolveSession::Start::Run);
    QTest::qWait(300);
    ASSERT_TRUE(session.isRunning());
    timer.restart();
    session.stop();
    EXPECT_LT(timer.elapsed(), 100);
    ASSERT_EQ(session.runs().size(), 1u);
    EXPECT_FALSE(session.runs().front().completed);
    std::remove(path.c_str());
}

}  // namespace
}  // namespace pw::ui
