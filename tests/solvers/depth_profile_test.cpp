// The depth profile: every version's nodes per depth sum to its node count, and the
// lessons' trees have the shape their figures say.
#include <gtest/gtest.h>

#include <numeric>

#include "all_puzzles.h"

namespace pw {
namespace {

struct ProfiledRun {
    RunResult result;
    std::vector<std::uint64_t> perDepth;
};

ProfiledRun run(const char* id, const Instance& instance, Mode mode = Mode::All) {
    SolutionSink sink(16);
    SearchContext ctx(sink);
    ProfiledRun out;
    out.result = runAlgorithm(*builtinRegistry().algorithm(id), instance, {mode, 1, false}, ctx);
    out.perDepth = ctx.nodesPerDepth();
    return out;
}

Instance sized(const char* puzzle, int size) {
    return *builtinRegistry().puzzle(puzzle)->makeInstance({.size = size});
}

std::uint64_t sum(const std::vector<std::uint64_t>& v) { return std::accumulate(v.begin(), v.end(), std::uint64_t{0}); }

// Placements of k queens in the first k columns that attack no one, by brute force.
std::uint64_t validPrefixes(int n, int k) {
    std::vector<int> rows(static_cast<std::size_t>(k), 0);
    std::uint64_t count = 0;
    for (;;) {
        bool ok = true;
        for (int j = 1; j < k && ok; ++j)
            for (int i = 0; i < j && ok; ++i) {
                const int a = rows[static_cast<std::size_t>(i)], b = rows[static_cast<std::size_t>(j)];
                ok = a != b && a - b != j - i && b - a != j - i;
            }
        count += ok;
        int c = 0;
        while (c < k && ++rows[static_cast<std::size_t>(c)] == n) rows[static_cast<std::size_t>(c++)] = 0;
        if (c == k) return count;
    }
}

TEST(DepthProfile, QueensV2TriesEightRowsBelowEveryValidPrefix) {
    const ProfiledRun r = run("queens.v2", sized("queens", 8));
    ASSERT_EQ(r.perDepth.size(), 9u);
    EXPECT_EQ(r.perDepth[0], 0u);  // the empty board is not a node of v2
    for (int depth = 1; depth <= 8; ++depth)
        EXPECT_EQ(r.perDepth[static_cast<std::size_t>(depth)], 8 * validPrefixes(8, depth - 1)) << depth;
    EXPECT_EQ(sum(r.perDepth), r.result.stats.nodes);
    EXPECT_EQ(r.result.stats.nodes, 15720u);  // 15,712 ok() calls plus the first column's 8
}

TEST(DepthProfile, MagicV1IsFullAndV2IsPermutations) {
    // v1 on a board with the first two cells given keeps the test fast: 9^k below them.
    Instance given = sized("magic", 3);
    given.cells = {2, 7, 0, 0, 0, 0, 0, 0, 0};
    const ProfiledRun v1 = run("magic.v1", given);
    ASSERT_EQ(v1.perDepth.size(), 8u);
    std::uint64_t power = 1;
    for (std::size_t d = 1; d < v1.perDepth.size(); ++d) EXPECT_EQ(v1.perDepth[d], power *= 9) << d;
    EXPECT_EQ(sum(v1.perDepth), v1.result.stats.nodes);

    const ProfiledRun v2 = run("magic.v2", sized("magic", 3));
    ASSERT_EQ(v2.perDepth.size(), 10u);
    std::uint64_t arrangements = 1;  // 9!/(9-d)!
    for (std::size_t d = 1; d < v2.perDepth.size(); ++d) EXPECT_EQ(v2.perDepth[d], arrangements *= 10 - d) << d;
    EXPECT_EQ(v2.perDepth[9], 362880u);  // 9!
    EXPECT_EQ(sum(v2.perDepth), v2.result.stats.nodes);
}

// Every version of every puzzle, on its default board: the profile is the node count
// spread over depths, whatever threads or count-only shortcuts the version uses, and
// when a budget stops the run too.
TEST(DepthProfile, EveryVersionSumsToItsNodeCount) {
    for (const AlgorithmInfo& a : builtinRegistry().algorithms()) {
        const PuzzleInfo& puzzle = *builtinRegistry().puzzle(a.puzzle);
        const int size = a.puzzle == "queens" ? 10 : a.puzzle == "shading" ? 6 : 0;
        Result<Instance> made = puzzle.makeInstance({.size = size});
        ASSERT_TRUE(made.ok()) << a.id;
        Instance instance = *made;
        if (a.id == "magic.v1") instance.cells = {2, 7, 0, 0, 0, 0, 0, 0, 0};  // 9^9 leaves take seconds
        SolutionSink sink(4);
        SearchContext ctx(sink);
        ctx.setBudget(std::chrono::milliseconds(300));
        const RunResult result = runAlgorithm(a, instance, {Mode::Count, 2, false}, ctx);
        EXPECT_EQ(sum(ctx.nodesPerDepth()), result.stats.nodes) << a.id;
    }
}

}  // namespace
}  // namespace pw
