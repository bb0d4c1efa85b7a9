// queens.v6 (half boards joined): OEIS counts in every mode, the solutions it streams
// against v3's, the same counters on every path (threads, trace, processor level, parts),
// its kernels against brute force, its memory bound and refusal, its stop. The counts of
// N = 15 to 18 are slow: PW_SLOW_TESTS=1 ctest -R QueensJoinSlow.
#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <set>
#include <thread>

#include "all_puzzles.h"
#include "queens_test_support.h"
#include "queens/join_kernels.h"
#include "queens/join_memory.h"
#include "queens/join_search.h"
#include "queens/join_work.h"
#include "queens/model.h"

namespace pw {
namespace {

using namespace queens;
using namespace queens_test;

bool slowTestsWanted() { return std::getenv("PW_SLOW_TESTS") != nullptr; }

// A stepping tracer that only counts what it is told.
struct CountingTracer final : StepTracer {
    std::uint64_t events = 0, nodes = 0, summarised = 0;
    void onEvent(const Event&, std::span<const int>) override { ++events; }
    void onNode(int) override { ++nodes; }
    void onSummary(const WorkSummary& summary) override { summarised += summary.nodes(); }
};

TEST(QueensJoin, CountsMatchOeisInCountAndAllModes) {
    for (int n = 1; n <= 13; ++n) {
        SolutionSink sink(0);
        const RunResult r = run("queens.v6", n, {Mode::Count, 2, false}, sink);
        EXPECT_TRUE(r.completed);
        EXPECT_EQ(r.stats.solutions, kSolutions[n]) << "N = " << n;
        if (n > 12) continue;
        SolutionSink all(0);
        const RunResult a = run("queens.v6", n, {Mode::All, 2, false}, all);
        EXPECT_EQ(a.stats.solutions, kSolutions[n]) << "all, N = " << n;
        EXPECT_EQ(a.stats.extra[JoinCounters::kClasses], kClasses[n]) << "classes, N = " << n;
        EXPECT_EQ(a.extraValid & 1u, 1u);
        EXPECT_EQ(r.extraValid & 1u, 0u) << "no classes in count mode";
    }
}

TEST(QueensJoin, AgreesWithV3OnN13AndV5OnN14) {
    for (const auto& [other, n] : {std::pair{"queens.v3", 13}, std::pair{"queens.v5", 14}}) {
        SolutionSink theirs(0), ours(0);
        const std::uint64_t expected = run(other, n, {Mode::Count, 2, false}, theirs).stats.solutions;
        EXPECT_EQ(run("queens.v6", n, {Mode::Count, 2, false}, ours).stats.solutions, expected) << other;
        EXPECT_EQ(expected, kSolutions[n]);
    }
}

TEST(QueensJoin, StreamsEverySolutionOnceAsV3Does) {
    for (int n : {6, 8, 9, 10, 11}) {
        SolutionSink v3(100000), v6(100000);
        run("queens.v3", n, {Mode::All, 1, false}, v3);
        run("queens.v6", n, {Mode::All, 2, false}, v6);
        EXPECT_EQ(v6.total(), kSolutions[n]) << "N = " << n;
        EXPECT_EQ(v6.solutions().size(), kSolutions[n]) << "N = " << n << ": no solution twice";
        EXPECT_EQ(storedSet(v6), storedSet(v3)) << "N = " << n;
        for (const StoredSolution& s : v6.solutions()) EXPECT_TRUE(isSolved(n, solutionToSquares(s.cells)));
    }
}

TEST(QueensJoin, CountModeKeepsItsFirstSolutionsAndCountsTheRest) {
    for (int n : {12, 13}) {
        SolutionSink sink(10);
        const RunResult r = run("queens.v6", n, {Mode::Count, 2, false}, sink);
        EXPECT_EQ(r.stats.solutions, kSolutions[n]);
        EXPECT_EQ(sink.storedCount(), 10u);
        for (const StoredSolution& s : sink.solutions()) EXPECT_TRUE(isSolved(n, solutionToSquares(s.cells)));
    }
}

TEST(QueensJoin, FirstModeStopsAtOneValidSolution) {
    for (int n : {4, 5, 8, 9, 12}) {
        SolutionSink sink(10);
        const RunResult r = run("queens.v6", n, {Mode::First, 2, false}, sink);
        EXPECT_EQ(r.stats.solutions, 1u) << "N = " << n;
        ASSERT_EQ(sink.solutions().size(), 1u);
        EXPECT_TRUE(isSolved(n, solutionToSquares(sink.solutions().front().cells)));
    }
    SolutionSink none(10);
    EXPECT_EQ(run("queens.v6", 3, {Mode::First, 1, false}, none).stats.solutions, 0u);
}

// Every counter but the classes, whatever did the counting.
Stats withoutClasses(Stats s) {
    s.extra[JoinCounters::kClasses] = 0;
    return s;
}

TEST(QueensJoin, SameCountersOnOneAndTwoThreadsTracedOrNot) {
    for (int n : {7, 8, 11, 12}) {
        SolutionSink one(0), two(0), traced(0);
        const Stats a = run("queens.v6", n, {Mode::Count, 1, false}, one).stats;
        EXPECT_EQ(run("queens.v6", n, {Mode::Count, 2, false}, two).stats, a) << "N = " << n;
        CountingTracer tracer;
        SearchContext ctx(traced, {}, nullptr, &tracer);
        const RunResult t = runAlgorithm(*builtinRegistry().algorithm("queens.v6"), board(n), {Mode::Count, 1, false}, ctx);
        EXPECT_EQ(withoutClasses(t.stats), withoutClasses(a)) << "traced, N = " << n;
        EXPECT_EQ(tracer.nodes + tracer.summarised, a.nodes) << "every node told to the tree, N = " << n;
    }
}

// The counters of a whole count made with one processor level's kernels.
Stats countWith(int n, const JoinKernels& kernels) {
    SolutionSink sink(0);
    SearchContext ctx(sink);
    const JoinWork work = makeJoinWork(n);
    Stats total;
    JoinSearch<NullTracer> search(n, {Mode::Count, 1, false}, ctx, NullTracer{}, nullptr, kernels);
    search.addPrunes(work.skippedStarts);
    for (const JoinPlan& plan : work.plans) search.searchPlan(plan);
    total = search.finish().stats;
    total.solutions = sink.total();
    return total;
}

TEST(QueensJoin, EveryProcessorLevelCountsTheSame) {
    const std::vector<const JoinKernels*> levels = runnableJoinKernels();
    ASSERT_FALSE(levels.empty());
    EXPECT_STREQ(levels.front()->name, "baseline");
    if (levels.size() < 3) std::cout << "[ SKIPPED  ] levels this processor cannot run: only " << levels.size() << "\n";
    for (int n : {10, 13, 14}) {
        const Stats reference = countWith(n, *levels.front());
        EXPECT_EQ(reference.solutions, kSolutions[n]);
        for (const JoinKernels* k : levels) EXPECT_EQ(countWith(n, *k), reference) << k->name << " N = " << n;
    }
}

TEST(QueensJoin, KernelsMatchBruteForceOnRandomKeys) {
    std::mt19937_64 random(26);
    for (const JoinKernels* k : runnableJoinKernels()) {
        for (int trial = 0; trial < 30; ++trial) {
            KeyBuffer patterns, items;
            const int bits = 1 + trial * 2;
            const std::uint64_t width = (1ull << bits) - 1;
            const auto key = [&] { return random() & random() & width; };  // about a quarter of the bits
            const std::size_t count = 1 + random() % 1500;
            for (std::size_t i = 0; i < count; ++i) patterns.push_back(key());
            for (std::size_t i = random() % 1000; i-- > 0;) items.push_back(key());
            // Classes by two bits of the item, as the long diagonals of an even board.
            ItemClasses classes;
            classes.mainBit = 1;
            classes.antiBit = 2;
            classes.classOf = {static_cast<std::uint8_t>(trial % 2 ? ItemClasses::kDropped : 0), 1, 3};
            MatchScratch scratch;
            const MatchCount got = k->countMatches(patterns, items, classes, scratch);
            MatchCount expected;
            for (std::size_t i = 0; i < items.size(); ++i) {
                const std::uint8_t c = classes.classOf[static_cast<std::size_t>(std::popcount(items[i] & 3))];
                if (c == ItemClasses::kDropped) continue;
                ++expected.items[c];
                for (std::size_t j = 0; j < patterns.size(); ++j) expected.matched[c] += (items[i] & patterns[j]) == 0;
            }
            EXPECT_EQ(got.items, expected.items) << k->name << " trial " << trial;
            EXPECT_EQ(got.matched, expected.matched) << k->name << " trial " << trial;
        }
    }
}

TEST(QueensJoin, DepthProfileCountsDecisions) {
    SolutionSink sink(0);
    SearchContext ctx(sink);
    const RunResult r = runAlgorithm(*builtinRegistry().algorithm("queens.v6"), board(12), {Mode::Count, 2, false}, ctx);
    // Decisions: a half board (depth 1), its partner (2); the strips' queens (1 to 3) besides.
    const std::vector<std::uint64_t> perDepth = ctx.nodesPerDepth();
    ASSERT_EQ(perDepth.size(), 4u) << "nothing searched deeper than a strip";
    std::uint64_t sum = 0;
    for (std::uint64_t v : perDepth) sum += v;
    EXPECT_EQ(sum, r.stats.nodes);
    const std::uint64_t stripNodes = r.stats.nodes - r.stats.extra[JoinCounters::kHalfBoards] -
                                     r.stats.extra[JoinCounters::kHalfPairs];
    EXPECT_EQ(perDepth[1] + perDepth[2] + perDepth[3],
              stripNodes + r.stats.extra[JoinCounters::kHalfBoards] + r.stats.extra[JoinCounters::kHalfPairs]);
    EXPECT_GE(perDepth[2], r.stats.extra[JoinCounters::kHalfPairs]);
    EXPECT_LT(perDepth[3], stripNodes);
}

TEST(QueensJoin, MemoryIsBoundedAndTooMuchIsRefused) {
    const JoinMemory twelve = estimateJoinMemory(12);
    EXPECT_GT(twelve.stripBytes, 0u);
    EXPECT_LT(twelve.total(2), std::uint64_t{64} << 20);
    EXPECT_FALSE(joinMemoryNotice(12, 2, std::uint64_t{1} << 34));
    const Notice refused = joinMemoryNotice(12, 2, 1000);
    EXPECT_EQ(refused.code, static_cast<int>(NoticeCode::JoinMemory));
    EXPECT_EQ(refused.values[0], 12);
    EXPECT_GT(refused.values[1], 1000);
    EXPECT_EQ(refused.values[2], 1000);
    // No machine holds N = 32's strips: refused from the bound below, without counting them.
    const auto start = std::chrono::steady_clock::now();
    EXPECT_GT(joinMemoryFloor(32), std::uint64_t{1} << 40);
    SolutionSink sink(0);
    const RunResult r = run("queens.v6", 32, {Mode::Count, 2, false}, sink);
    EXPECT_FALSE(r.completed);
    EXPECT_EQ(r.notice.code, static_cast<int>(NoticeCode::JoinMemory));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
}

TEST(QueensJoin, PackedDecisionsRebuildHalfBoards) {
    const std::vector<int> rows{0, 4, 7, 5, -1, -1, -1, -1};  // 1586 in the left half
    const std::int32_t packed = packBoardDecision(8, rows, 0x0fu);
    const std::vector<Square> queens = decisionQueens(8, 0 * 8 + 0, packed);
    ASSERT_EQ(queens.size(), 4u);
    for (const Square& q : queens) EXPECT_EQ(rows[static_cast<std::size_t>(q.col)], q.row);
    EXPECT_EQ(decisionQueens(8, 3 * 8 + 2, 3).size(), 1u);  // a plain decision: one queen
    EXPECT_EQ(joinMarkFirst(joinMark(0x0f, 0xf0)), 0x0fu);
    EXPECT_EQ(joinMarkSecond(joinMark(0x0f, 0xf0)), 0xf0u);
}

// Stopped while it bounds its memory, builds its strips, or counts (N = 18: about 10,
// 40 and 300 ms in).
TEST(QueensJoin, CountOfEighteenStopsWithin100msWhateverItIsDoing) {
    for (int delay : {10, 40, 300}) {
        SolutionSink sink;
        std::stop_source stop;
        RunResult result;
        std::jthread worker([&] {
            SearchContext ctx(sink, stop.get_token());
            result = runAlgorithm(*builtinRegistry().algorithm("queens.v6"), board(18), {Mode::Count, 2, false}, ctx);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(delay));
        const auto stoppedAt = std::chrono::steady_clock::now();
        stop.request_stop();
        worker.join();
        EXPECT_FALSE(result.completed) << delay << " ms";
        EXPECT_LT(std::chrono::steady_clock::now() - stoppedAt, std::chrono::milliseconds(100)) << delay << " ms";
    }
}

TEST(QueensJoinSlow, CountsMatchOeisUpTo18) {
    if (!slowTestsWanted()) GTEST_SKIP() << "set PW_SLOW_TESTS to run";
    for (int n = 14; n <= 18; ++n) {
        SolutionSink sink(0);
        EXPECT_EQ(run("queens.v6", n, {Mode::Count, 2, false}, sink).stats.solutions, kSolutions[n]) << "N = " << n;
    }
}

}  // namespace
}  // namespace pw
