// Shading grid, v4 and v5 on several threads: the same figures as v3 on 1, 2 and 4
// threads (the work handed between threads loses and repeats nothing), v5's parts on
// their own (the best fit of a row, the memo's keys), and the grids without a memo
// (k = 5 on 13 columns) or without fit lists (16 columns).
//
// The slow set (12×12 against v3, 13×13 v5 against v4, 8×8 against v2, about four
// minutes in Release) runs only when PW_SLOW_TESTS is set:
// `PW_SLOW_TESTS=1 ctest -R ShadingSlow`.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "all_puzzles.h"
#include "shading/algorithms.h"
#include "shading/completion_memo.h"
#include "shading/row_patterns.h"

namespace pw {
namespace {

struct Figures {
    std::uint64_t best = 0, grids = 0, classes = 0;
    friend bool operator==(const Figures&, const Figures&) = default;
};

std::ostream& operator<<(std::ostream& out, const Figures& f) {
    return out << "best " << f.best << ", " << f.grids << " grids, " << f.classes << " classes";
}

Figures solve(const std::string& id, int rows, int cols, int k, unsigned threads, Mode mode = Mode::Count) {
    Result<Instance> instance =
        builtinRegistry().puzzle("shading")->makeInstance({.rows = rows, .cols = cols, .k = k});
    EXPECT_TRUE(instance.ok()) << instance.error();
    SolutionSink sink(10);
    SearchContext ctx(sink);
    const RunResult r = runAlgorithm(*builtinRegistry().algorithm(id), *instance, {mode, threads, true}, ctx);
    EXPECT_TRUE(r.completed) << id;
    return {r.stats.extra[shading::kBest], r.stats.solutions, r.stats.extra[shading::kClasses]};
}

bool slowTestsWanted() { return std::getenv("PW_SLOW_TESTS") != nullptr; }

struct Shape {
    int rows, cols, k;
};

TEST(ShadingThreads, SameFiguresOnOneTwoAndFourThreads) {
    // Squares and rectangles past the 64 cells where the threads start, with k = 3, 4, 5.
    for (const Shape s :
         {Shape{9, 9, 4}, Shape{11, 8, 4}, Shape{7, 11, 4}, Shape{12, 7, 4}, Shape{9, 9, 3}, Shape{9, 8, 5}}) {
        const Figures reference = solve("shading.v3", s.rows, s.cols, s.k, 1);
        for (const char* id : {"shading.v4", "shading.v5"})
            for (unsigned threads : {1u, 2u, 4u})
                EXPECT_EQ(solve(id, s.rows, s.cols, s.k, threads), reference)
                    << id << " " << s.rows << "×" << s.cols << " k=" << s.k << " on " << threads << " threads";
    }
}

TEST(ShadingThreads, TenByTenListsEveryOptimalGridOnEveryThreadCount) {
    // 18,180 optimal grids of 68 cells (2,280 classes; v3 and v4 agree), enough work
    // for the threads to hand pieces to each other many times.
    const Figures expected{68, 18180, 2280};
    for (unsigned threads : {1u, 2u, 4u}) {
        EXPECT_EQ(solve("shading.v5", 10, 10, 4, threads, Mode::All), expected) << threads << " threads";
        EXPECT_EQ(solve("shading.v4", 10, 10, 4, threads), expected) << threads << " threads";
    }
}

TEST(ShadingThreads, FirstModeFindsTheMaximumOnEveryThreadCount) {
    for (unsigned threads : {1u, 2u, 4u}) {
        EXPECT_EQ(solve("shading.v4", 10, 10, 4, threads, Mode::First).best, 68u);
        EXPECT_EQ(solve("shading.v5", 11, 11, 4, threads, Mode::First).best, 84u);
    }
}

TEST(ShadingMemo, WithoutAMemoOrFitListsTheFiguresStay) {
    // k = 5 on 13 columns and k = 6 on 16 do not fit a memo entry (4 × 13 + 13 bits > 64);
    // 14 columns and more have no fit lists, so every pattern is scanned.
    EXPECT_FALSE(shading::CompletionMemo::fits(13, 5));
    EXPECT_TRUE(shading::CompletionMemo::fits(16, 4));
    for (const Shape s : {Shape{4, 13, 5}, Shape{4, 16, 6}, Shape{3, 16, 4}}) {
        const Figures reference = solve("shading.v3", s.rows, s.cols, s.k, 1);
        EXPECT_EQ(solve("shading.v5", s.rows, s.cols, s.k, 2), reference) << s.rows << "×" << s.cols << " k=" << s.k;
    }
}

TEST(ShadingMemo, BestFitIsTheFullestPatternAvoidingTheCells) {
    std::mt19937 random(17);
    for (int cols : {4, 9, 13, 16})
        for (int k : {2, 4, 6}) {
            const shading::RowPatterns patterns(cols, k);
            for (int trial = 0; trial < 200; ++trial) {
                const std::uint32_t forbidden = random() & patterns.all;
                int best = 0;
                for (std::uint32_t p : patterns.masks)
                    if ((p & forbidden) == 0) best = std::max(best, std::popcount(p));
                EXPECT_EQ(patterns.bestFit[forbidden], best) << cols << " columns, k=" << k << ", " << forbidden;
            }
        }
}

TEST(ShadingMemo, KeysReadAStateBothWaysAndBoundsOnlyGoDown) {
    const shading::RowPatterns patterns(12, 4);
    shading::CompletionMemo memo(patterns, 12);
    const std::vector<std::uint32_t> above{0b000011011011, 0b100110000001, 0b111111111111};
    std::vector<std::uint32_t> mirrored;
    for (std::uint32_t row : above) mirrored.push_back(shading::mirrorPattern(row, 12));
    const std::uint32_t forbidden = 0b000000010011;
    const std::uint64_t key = memo.key(above, forbidden, 5);
    EXPECT_EQ(memo.key(mirrored, shading::mirrorPattern(forbidden, 12), 5), key);
    // The third row above does not matter: `forbidden` already holds what it forbids.
    const std::vector<std::uint32_t> otherThird{above[0], above[1], 0};
    EXPECT_EQ(memo.key(otherThird, forbidden, 5), key);
    EXPECT_NE(memo.key(above, forbidden, 4), key);
    EXPECT_NE(memo.key(above, forbidden | 0b100, 5), key);

    EXPECT_EQ(memo.bound(key), shading::CompletionMemo::kUnknown);
    memo.lower(key, 30);
    EXPECT_EQ(memo.bound(key), 30);
    memo.lower(key, 33);  // a weaker bound learnt later does not replace a stronger one
    EXPECT_EQ(memo.bound(key), 30);
    memo.lower(key, 28);
    EXPECT_EQ(memo.bound(key), 28);
}

// The slow set: the figures of v3 against v4 and v5 up to 12×12, of v4 against v5 on
// 13×13, and v5 against v2's search cell by cell on 8×8.
TEST(ShadingSlow, TwelveByTwelveAgreesWithV3) {
    if (!slowTestsWanted()) GTEST_SKIP() << "set PW_SLOW_TESTS to run";
    for (int n : {11, 12}) {
        const Figures reference = solve("shading.v3", n, n, 4, 1);
        EXPECT_EQ(solve("shading.v4", n, n, 4, 2), reference) << n;
        EXPECT_EQ(solve("shading.v5", n, n, 4, 2), reference) << n;
    }
}

// 13×13 has no published figure: v5 (lookahead, memo, two threads) against v4's plain
// row search on one thread. Both found best 113, 31,040 optimal grids, 3,884 classes.
TEST(ShadingSlow, ThirteenByThirteenV5AgreesWithV4) {
    if (!slowTestsWanted()) GTEST_SKIP() << "set PW_SLOW_TESTS to run";
    EXPECT_EQ(solve("shading.v5", 13, 13, 4, 2), solve("shading.v4", 13, 13, 4, 1));
}

TEST(ShadingSlow, EightByEightAgreesWithV2) {
    if (!slowTestsWanted()) GTEST_SKIP() << "set PW_SLOW_TESTS to run";
    for (int k : {3, 4}) EXPECT_EQ(solve("shading.v5", 8, 8, k, 2), solve("shading.v2", 8, 8, k, 1)) << k;
}

}  // namespace
}  // namespace pw
