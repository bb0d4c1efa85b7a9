// N queens: the counts of OEIS A000170 (all solutions) and A002562 (up to symmetry) for
// every version, the lesson's exact check counts, and a stop from another thread.
#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <thread>

#include "all_puzzles.h"
#include "bench_parse_error.h"
#include "queens/model.h"

namespace pw {
namespace {

constexpr std::uint64_t kA000170[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
constexpr std::uint64_t kA002562[] = {0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787};

RunResult run(std::string_view id, int n, Mode mode, SolutionSink& sink, bool classes = false) {
    const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
    EXPECT_NE(algorithm, nullptr) << id;
    Instance instance = *builtinRegistry().puzzle("queens")->makeInstance({.size = n});
    SearchContext ctx(sink);
    return runAlgorithm(*algorithm, instance, {mode, 2, classes}, ctx);
}

class QueensVersions : public ::testing::TestWithParam<const char*> {};

TEST_P(QueensVersions, CountsMatchOeis) {
    const std::string id = GetParam();
    const int maxN = id == "queens.v1" ? 8 : 12;
    for (int n = 1; n <= maxN; ++n) {
        for (Mode mode : {Mode::All, Mode::Count}) {
            SolutionSink sink(100);
            RunResult r = run(id, n, mode, sink, true);
            EXPECT_TRUE(r.completed);
            EXPECT_EQ(r.stats.solutions, kA000170[n]) << id << " N=" << n;
            EXPECT_EQ(r.stats.extra[0], kA002562[n]) << id << " classes N=" << n;
        }
    }
}

TEST_P(QueensVersions, StoredSolutionsAreValidAndDistinct) {
    SolutionSink sink(1000);
    run(GetParam(), 8, Mode::All, sink);
    std::vector<StoredSolution> stored = sink.solutions();
    ASSERT_EQ(stored.size(), 92u);
    std::set<std::vector<int>> distinct;
    for (const StoredSolution& s : stored) {
        EXPECT_TRUE(queens::isSolved(8, queens::solutionToSquares(s.cells)));
        distinct.insert(s.cells);
    }
    EXPECT_EQ(distinct.size(), 92u);
}

TEST_P(QueensVersions, FirstModeStopsAtOneSolution) {
    SolutionSink sink;
    RunResult r = run(GetParam(), 8, Mode::First, sink);
    EXPECT_EQ(r.stats.solutions, 1u);
    EXPECT_TRUE(r.completed);
}

INSTANTIATE_TEST_SUITE_P(AllVersions, QueensVersions,
                         ::testing::Values("queens.v1", "queens.v2", "queens.v3", "queens.v4", "queens.v5"));

TEST(QueensLesson, BruteForceTestsEveryPlacement) {
    SolutionSink sink;
    RunResult r = run("queens.v1", 8, Mode::All, sink);
    EXPECT_EQ(r.stats.checks, 16'777'216u);  // 8^8
    EXPECT_EQ(r.stats.solutions, 92u);
}

TEST(QueensLesson, BacktrackingCallsOkExactly15712Times) {
    SolutionSink sink;
    RunResult r = run("queens.v2", 8, Mode::All, sink);
    EXPECT_EQ(r.stats.checks, 15'712u);
    EXPECT_EQ(r.stats.solutions, 92u);
}

TEST(QueensLesson, FirstSolutionIsTheLessonsOne) {
    SolutionSink sink;
    run("queens.v2", 8, Mode::First, sink);
    ASSERT_EQ(sink.solutions().size(), 1u);
    EXPECT_EQ(queens::formatSolution(sink.solutions().front().cells), "15863724");
}

TEST(QueensBigger, FastVersionsAgreeOnN13And14) {
    for (const char* id : {"queens.v3", "queens.v4", "queens.v5"}) {
        SolutionSink sink(10);
        EXPECT_EQ(run(id, 13, Mode::Count, sink).stats.solutions, 73'712u) << id;
        SolutionSink sink14(10);
        EXPECT_EQ(run(id, 14, Mode::Count, sink14).stats.solutions, 365'596u) << id;
        EXPECT_EQ(sink14.storedCount(), 10u);
    }
}

TEST(QueensStop, CountOfSixteenStopsWithin100ms) {
    for (const char* id : {"queens.v3", "queens.v4"}) {
        SolutionSink sink;
        std::stop_source stop;
        const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
        Instance instance = *builtinRegistry().puzzle("queens")->makeInstance({.size = 16});
        RunResult result;
        std::chrono::steady_clock::time_point stoppedAt;
        std::jthread worker([&] {
            SearchContext ctx(sink, stop.get_token());
            result = runAlgorithm(*algorithm, instance, {Mode::Count, 2, false}, ctx);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stoppedAt = std::chrono::steady_clock::now();
        stop.request_stop();
        worker.join();
        const auto waited = std::chrono::steady_clock::now() - stoppedAt;
        EXPECT_FALSE(result.completed) << id;
        EXPECT_LT(waited, std::chrono::milliseconds(100)) << id;
    }
}

TEST(QueensModel, ParsesAndFormatsTheClassicString) {
    ParseResult<std::vector<int>> rows = queens::parseSolution("*15863724");
    ASSERT_TRUE(rows.ok());
    EXPECT_EQ(queens::formatSolution(*rows), "15863724");
    EXPECT_TRUE(queens::isSolved(8, queens::solutionToSquares(*rows)));
    ParseResult<std::vector<int>> letter = queens::parseSolution("1586372x");
    ASSERT_FALSE(letter.ok());
    EXPECT_EQ(letter.error().kind, ParseErrorKind::BadCharacter);
    EXPECT_EQ(letter.error().column, 8);
    EXPECT_EQ(letter.error().found, "x");
    ParseResult<std::vector<int>> off = queens::parseSolution("19");  // row 9 on a board of 2
    ASSERT_FALSE(off.ok());
    EXPECT_EQ(off.error().kind, ParseErrorKind::OutOfRange);
    EXPECT_EQ(off.error().values, (std::array<std::int64_t, 4>{9, 1, 2, 0}));
    EXPECT_EQ(queens::parseSolution("1 -2147483648").error().kind, ParseErrorKind::OutOfRange);
    EXPECT_EQ(queens::parseSolution("1 99999999999999999999").error().kind, ParseErrorKind::NumberTooLarge);
    ParseResult<std::vector<int>> wide = queens::parseSolution("1 3 5 7 9 11 2 4 6 8 10");
    ASSERT_TRUE(wide.ok());
    EXPECT_EQ(wide->size(), 11u);
}

TEST(QueensModel, DiagramMatchesTheLesson) {
    const std::string diagram = queens::formatDiagram(*queens::parseSolution("15863724"));
    EXPECT_EQ(diagram.substr(0, diagram.find('\n')), " |1|2|3|4|5|6|7|8|");
    EXPECT_NE(diagram.find("2| | | | | | |R| |"), std::string::npos);
}

TEST(QueensModel, ConflictsAndAttacks) {
    // Queens on a1 (0) and c3 (2*8+2 = 18) share a diagonal; a queen on h2 (1*8+7) is free.
    const std::vector<int> queens = {0, 18, 15};
    std::vector<int> conflicts = queens::conflictingQueens(8, queens);
    EXPECT_EQ(conflicts, (std::vector<int>{0, 18}));
    std::vector<bool> attacked = queens::attackedSquares(8, queens);
    EXPECT_TRUE(attacked[9]);   // b2 on the a1 diagonal
    EXPECT_TRUE(attacked[1 * 8 + 4]);   // e2, on h2's row
    EXPECT_FALSE(attacked[3 * 8 + 4]);  // e4 is free
}

TEST(QueensModel, SymmetriesFormAGroup) {
    const std::vector<int> s = *queens::parseSolution("15863724");
    std::set<std::vector<int>> images;
    for (int t = 0; t < 8; ++t) {
        const std::vector<int> image = queens::transformSolution(s, t);
        EXPECT_TRUE(queens::isSolved(8, queens::solutionToSquares(image)));
        images.insert(image);
    }
    EXPECT_EQ(images.size(), 8u);
}

TEST(QueensInstance, RejectsSizesOutOfRange) {
    const PuzzleInfo* p = builtinRegistry().puzzle("queens");
    EXPECT_FALSE(p->makeInstance({.size = 33}).ok());
    EXPECT_TRUE(p->makeInstance({.size = 32}).ok());
}

}  // namespace
}  // namespace pw
