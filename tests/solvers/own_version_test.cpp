// A student's own version (docs/YOUR_VERSION.md): the examples of resources/examples/,
// compiled by the system's g++ in the sandbox and run as registry entries, count what the
// lessons and the built-in versions count. Each example is compiled once by its test.
#include "own_version_support.h"

#include "queens/model.h"

namespace pw::own {
namespace {

using test::compiled;
using test::example;
using test::runBuiltin;
using test::runEntry;
using test::sized;

TEST(OwnVersion, QueensExamplesCountLikeTheLesson) {
    auto v2 = compiled(example("queens_v2.cpp"));
    ASSERT_TRUE(v2->compiled()) << static_cast<int>(v2->lastCompile().outcome) << " " << static_cast<int>(v2->lastCompile().source.problem) << " " << v2->lastCompile().output;
    const AlgorithmInfo entry = v2->algorithm();
    EXPECT_EQ(entry.puzzle, "queens");
    EXPECT_EQ(entry.title, "queens_v2.cpp");
    EXPECT_EQ(entry.counterNames.back(), "invalid_solutions");
    const Instance eight = sized("queens", {.size = 8});
    const test::Outcome mine = runEntry(entry, eight);
    const test::Outcome builtin = runBuiltin("queens.v2", eight);
    ASSERT_TRUE(mine.result.completed) << static_cast<int>(v2->lastRun().end) << v2->lastRun().outputTail;
    EXPECT_EQ(mine.result.stats.solutions, 92u);           // OEIS A000170
    EXPECT_EQ(mine.result.stats.checks, 15712u);           // the lesson's ok() calls
    EXPECT_EQ(mine.result.stats.extra[0], 12u);            // A002562: up to symmetry
    EXPECT_EQ(mine.result.stats.extra[1], 0u);             // no invalid solution
    EXPECT_EQ(mine.result.stats.nodes, builtin.result.stats.nodes);
    EXPECT_EQ(mine.nodesPerDepth, builtin.nodesPerDepth);
    for (const StoredSolution& s : mine.solutions) EXPECT_TRUE(queens::isSolved(8, queens::solutionToSquares(s.cells)));

    auto v1 = compiled(example("queens_v1.cpp"));
    ASSERT_TRUE(v1->compiled()) << v1->lastCompile().output;
    const Instance six = sized("queens", {.size = 6});
    const test::Outcome brute = runEntry(v1->algorithm(), six);
    const test::Outcome builtinBrute = runBuiltin("queens.v1", six);
    EXPECT_EQ(brute.result.stats.solutions, 4u);
    EXPECT_EQ(brute.result.stats.nodes, builtinBrute.result.stats.nodes);  // every placement, 6 + 6^2 + ... + 6^6
    EXPECT_EQ(brute.nodesPerDepth, builtinBrute.nodesPerDepth);
    // ok() asks safe() of each column until one fails: counted here by brute force.
    std::uint64_t checks = 0;
    int rows[6];
    for (int code = 0; code < 46656; ++code) {
        for (int c = 0, rest = code; c < 6; ++c, rest /= 6) rows[5 - c] = rest % 6;
        for (int c = 0; c < 6; ++c) {
            ++checks;
            bool attacked = false;
            for (int o = 0; o < 6; ++o) attacked = attacked || (o != c && queens::attacks(rows[o], o, rows[c], c));
            if (attacked) break;
        }
    }
    EXPECT_EQ(brute.result.stats.checks, checks);
}

}  // namespace
}  // namespace pw::own
