// The counts in parts (core/task_split.h) add up to the single-process run of the same
// version, and to the published figures.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "all_puzzles.h"
#include "core/registry.h"

namespace pw {
namespace {

struct Summed {
    Stats stats;
    std::uint32_t extraValid = ~0u;
    std::size_t tasks = 0;
};

// Counts every task, from the last to the first: the order must not matter.
Summed countInParts(const AlgorithmInfo& algorithm, const Instance& instance, const RunOptions& options) {
    std::unique_ptr<TaskSplit> split = algorithm.splitCount(instance, options);
    EXPECT_TRUE(split) << algorithm.id;
    Summed out;
    if (!split) return out;
    out.stats = split->setupStats();
    out.extraValid = split->extraValid();
    out.tasks = split->taskCount();
    for (std::size_t i = out.tasks; i-- > 0;) out.stats += split->countTask(i);
    return out;
}

Stats countAtOnce(const AlgorithmInfo& algorithm, const Instance& instance, const RunOptions& options) {
    SolutionSink sink(0);
    SearchContext ctx(sink);
    return runAlgorithm(algorithm, instance, options, ctx).stats;
}

Instance board(const char* puzzle, int size) {
    SizeRequest request;
    request.size = size;
    return *builtinRegistry().puzzle(puzzle)->makeInstance(request);
}

TEST(TaskSplit, QueensRingStartsAddUpToTheOeisCounts) {
    // OEIS A000170 (solutions) and A002562 (classes).
    const std::uint64_t solutions[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
    const std::uint64_t classes[] = {1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787};
    const AlgorithmInfo& v5 = *builtinRegistry().algorithm("queens.v5");
    const RunOptions options{Mode::Count, 1, true, 0};
    for (int n = 1; n <= 12; ++n) {
        const Summed parts = countInParts(v5, board("queens", n), options);
        EXPECT_EQ(parts.stats.solutions, solutions[n - 1]) << "N = " << n;
        EXPECT_EQ(parts.stats.extra[0], classes[n - 1]) << "N = " << n;
        EXPECT_EQ(parts.stats, countAtOnce(v5, board("queens", n), options)) << "N = " << n;
    }
}

TEST(TaskSplit, QueensHalfJoinTasksAddUpToTheOeisCounts) {
    const std::uint64_t solutions[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712};
    const AlgorithmInfo& v6 = *builtinRegistry().algorithm("queens.v6");
    const RunOptions options{Mode::Count, 1, false, 0};
    for (int n = 1; n <= 13; ++n) {
        const Summed parts = countInParts(v6, board("queens", n), options);
        EXPECT_EQ(parts.stats.solutions, solutions[n - 1]) << "N = " << n;
        EXPECT_EQ(parts.stats, countAtOnce(v6, board("queens", n), options)) << "N = " << n;
        EXPECT_EQ(parts.extraValid & 1u, 0u) << "no classes in count mode";
    }
}

TEST(TaskSplit, MagicFourByFourAddsUpTo7040SquaresIn880Classes) {
    const AlgorithmInfo& v5 = *builtinRegistry().algorithm("magic.v5");
    const RunOptions options{Mode::Count, 1, true, 0};
    const Summed parts = countInParts(v5, board("magic", 4), options);
    EXPECT_GT(parts.tasks, 1u);
    EXPECT_EQ(parts.stats.solutions, 7040u);
    EXPECT_EQ(parts.stats.extra[3], 880u);  // classes
    EXPECT_EQ(parts.stats, countAtOnce(v5, board("magic", 4), options));
    EXPECT_EQ(countInParts(v5, board("magic", 3), options).stats, countAtOnce(v5, board("magic", 3), options));
}

TEST(TaskSplit, MagicWithGivensIsNotSplit) {
    const AlgorithmInfo& v5 = *builtinRegistry().algorithm("magic.v5");
    Instance withGiven = board("magic", 4);
    withGiven.cells.assign(16, 0);
    withGiven.cells[0] = 1;
    EXPECT_FALSE(v5.splitCount(withGiven, RunOptions{Mode::Count, 1, false, 0}));
}

Instance shadingGrid(int rows, int cols, int k) {
    return *builtinRegistry().puzzle("shading")->makeInstance({.rows = rows, .cols = cols, .k = k});
}

TEST(TaskSplit, ShadingPrefixesAddUpToV4OnOneThreadCounterForCounter) {
    // Every counter (best, grids, classes, nodes, checks, cuts) of the parts equals the
    // single-process count's; shading_test.cpp checks v4 itself against a brute force
    // and v3 on these sizes.
    const AlgorithmInfo& v4 = *builtinRegistry().algorithm("shading.v4");
    const RunOptions options{Mode::Count, 1, true, 0};
    for (int k : {3, 4})
        for (int rows = 3; rows <= 7; ++rows)
            for (int cols = 3; cols <= 7; ++cols) {
                if (k > std::max(rows, cols)) continue;
                const Instance instance = shadingGrid(rows, cols, k);
                const Summed parts = countInParts(v4, instance, options);
                const std::string where = std::to_string(rows) + "×" + std::to_string(cols) + " k=" + std::to_string(k);
                EXPECT_GT(parts.tasks, 0u) << where;
                EXPECT_EQ(parts.stats, countAtOnce(v4, instance, options)) << where;
                EXPECT_EQ(parts.extraValid, ~0u) << where;
            }
}

TEST(TaskSplit, ShadingLessonsNineByNineAndTenByTenInParts) {
    // The lesson's 9×9, k = 4: 56 shaded cells, one pattern up to the 8 symmetries (4 of
    // which keep it: 2 grids); 10×10: 68 cells, 18,180 grids in 2,280 classes (v3).
    const AlgorithmInfo& v4 = *builtinRegistry().algorithm("shading.v4");
    const RunOptions options{Mode::Count, 1, true, 0};
    const Summed nine = countInParts(v4, shadingGrid(9, 9, 4), options);
    EXPECT_GT(nine.tasks, 100u);
    EXPECT_EQ(nine.stats.extra[0], 56u);  // best
    EXPECT_EQ(nine.stats.solutions, 2u);
    EXPECT_EQ(nine.stats.extra[1], 1u);  // classes
    EXPECT_EQ(nine.stats, countAtOnce(v4, shadingGrid(9, 9, 4), options));
    const Summed ten = countInParts(v4, shadingGrid(10, 10, 4), options);
    EXPECT_EQ(ten.stats.extra[0], 68u);
    EXPECT_EQ(ten.stats.solutions, 18180u);
    EXPECT_EQ(ten.stats.extra[1], 2280u);
    EXPECT_EQ(ten.stats, countAtOnce(v4, shadingGrid(10, 10, 4), options));
}

TEST(TaskSplit, ShadingOutOfRangeIsNotSplit) {
    Instance tooWide = shadingGrid(9, 9, 4);
    tooWide.cols = 17;
    EXPECT_FALSE(builtinRegistry().algorithm("shading.v4")->splitCount(tooWide, RunOptions{Mode::Count, 1, false, 0}));
}

TEST(TaskSplit, EveryVersionsSplitCountsItsDefaultInstance) {
    for (const AlgorithmInfo& a : builtinRegistry().algorithms()) {
        if (!a.splitCount) continue;
        const PuzzleInfo& puzzle = *builtinRegistry().puzzle(a.puzzle);
        const Instance instance = *puzzle.makeInstance(SizeRequest{});
        const RunOptions options{Mode::Count, 1, false, 0};
        std::unique_ptr<TaskSplit> split = a.splitCount(instance, options);
        if (!split) continue;
        const Summed parts = countInParts(a, instance, options);
        const Stats once = countAtOnce(a, instance, options);
        EXPECT_EQ(parts.stats.solutions, once.solutions) << a.id;
        EXPECT_EQ(parts.stats.nodes, once.nodes) << a.id;
    }
}

}  // namespace
}  // namespace pw
