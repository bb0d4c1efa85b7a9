// The side-by-side comparison's runs on their threads (ui/lockstep: SteppedRun,
// LockstepPair), on Qt Core alone so that the ThreadSanitizer tree runs them: two
// versions held on their gates, stepped together, sent to decisions, stopped while held.
// The positions are the brute force's own order: on N = 4, queens.v1 puts a queen in
// row 1 of each column (4 events), tries ok() and is refused (2 events), then puts the
// last column's queen in row 2 (event 7).
#include <QTest>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "lockstep/lockstep_pair.h"

namespace pw::ui {
namespace {

Instance queens(int n) { return *builtinRegistry().puzzle("queens")->makeInstance({.size = n}); }
const AlgorithmInfo& algorithm(const char* id) { return *builtinRegistry().algorithm(id); }
constexpr std::chrono::milliseconds kWait{60000};

TEST(Lockstep, PairStepsTwoRunsOnTheirThreadsAndStopsThemHeld) {
    LockstepPair pair;
    RunOptions options;
    options.mode = Mode::All;
    pair.start(algorithm("queens.v1"), algorithm("queens.v2"), queens(4), options);
    ASSERT_TRUE(pair.waitSettled(kWait));
    EXPECT_EQ(pair.position(0).serial, 1u);
    EXPECT_EQ(pair.position(1).serial, 1u);
    for (int i = 0; i < 6; ++i) {
        pair.step();
        ASSERT_TRUE(pair.waitSettled(kWait));
    }
    const StepPosition& v1 = pair.position(0);
    EXPECT_EQ(v1.serial, 7u);
    EXPECT_EQ(v1.event.kind, EventKind::Place);
    EXPECT_EQ(v1.event.depth, 3);
    EXPECT_EQ(v1.state, (std::vector<int>{0, 0, 0, 1}));
    EXPECT_EQ(v1.stats.nodes, 5u);  // four queens, then the last column's second row
    EXPECT_EQ(v1.stats.checks, 1u);
    EXPECT_EQ(pair.position(1).serial, 7u);

    // Several events in one move of each gate: where six single steps more would be.
    pair.step(6);
    ASSERT_TRUE(pair.waitSettled(kWait));
    EXPECT_EQ(pair.position(0).serial, 13u);
    EXPECT_EQ(pair.position(0).state, (std::vector<int>{0, 0, 0, 3}));  // rows 3 and 4 tried in column 4

    for (int i = 0; i < 5; ++i) {
        pair.stepToSameDepth();
        ASSERT_TRUE(pair.waitSettled(kWait));
        if (pair.position(1).done) break;
        EXPECT_EQ(pair.position(0).event.depth, pair.position(1).event.depth);
    }
    pair.stop();  // both held on their gates: stopped and joined
    EXPECT_TRUE(pair.isSettled());
}

TEST(Lockstep, PairRunsBothToTheirEnds) {
    LockstepPair pair;
    RunOptions options;
    options.mode = Mode::All;
    pair.start(algorithm("queens.v2"), algorithm("queens.v3"), queens(4), options);
    ASSERT_TRUE(pair.waitSettled(kWait));
    for (int i = 0; i < 100000 && !pair.isOver(); ++i) {
        pair.step(50);
        ASSERT_TRUE(pair.waitSettled(kWait));
    }
    ASSERT_TRUE(pair.isOver());
    // The 4 queens have 2 solutions, whatever the version.
    EXPECT_EQ(pair.position(0).stats.solutions, 2u);
    EXPECT_EQ(pair.position(1).stats.solutions, 2u);
}

}  // namespace
}  // namespace pw::ui
