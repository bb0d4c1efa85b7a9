// The solution sink's two timings: timed (the GUI, a single benchmark run) and untimed
// (a benchmark over a collection, which times its whole loop instead).
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "core/solution_sink.h"

namespace pw {
namespace {

constexpr std::array<int, 3> kCells = {1, 2, 3};

TEST(SolutionSink, TimedSinkTimesEachSolutionAndKeepsATimeline) {
    SolutionSink sink(1);
    sink.add(kCells);
    sink.add(kCells);
    EXPECT_EQ(sink.total(), 2u);
    EXPECT_GE(sink.firstMs(), 0.0);
    ASSERT_EQ(sink.solutions().size(), 1u);
    EXPECT_GE(sink.solutions().front().elapsedMs, 0.0);
    ASSERT_FALSE(sink.timeline().empty());
    EXPECT_EQ(sink.timeline().back().count, 2u);
}

TEST(SolutionSink, UntimedSinkCountsAndStoresWithoutTimes) {
    SolutionSink sink(2);
    sink.reset(Clock::now(), SinkTiming::Untimed);
    sink.add(kCells);
    sink.store(kCells);
    sink.count(5);
    EXPECT_EQ(sink.total(), 6u);
    EXPECT_LT(sink.firstMs(), 0.0);
    ASSERT_EQ(sink.solutions().size(), 2u);
    EXPECT_LT(sink.solutions().front().elapsedMs, 0.0);
    EXPECT_EQ(sink.solutions().front().cells, std::vector<int>(kCells.begin(), kCells.end()));
    EXPECT_TRUE(sink.timeline().empty());

    // A timed reset times again.
    sink.reset();
    sink.add(kCells);
    EXPECT_GE(sink.firstMs(), 0.0);
    EXPECT_EQ(sink.timeline().size(), 1u);
}

}  // namespace
}  // namespace pw
