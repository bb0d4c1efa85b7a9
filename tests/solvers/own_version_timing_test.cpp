// A file version is timed as a built-in version is: its search's own time, measured in
// its program from the search's start to its first solution and to its end, is the
// run's time; starting the program and its sandbox is reported apart (`startMs`), never
// counted in the search. These tests check that structure on the lessons' board, not a
// speed (the ratio to queens.v2 is measured by tests/bench/own_version_bench.cpp and
// given in docs/PERFORMANCE.md).
#include <chrono>

#include "bench_options.h"
#include "bench_runner.h"
#include "own/run_verdict.h"
#include "own_version_support.h"

namespace pw::own {
namespace {

using test::compiled;
using test::example;
using test::sized;

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

TEST(OwnVersionTiming, TheLessonsBoardIsTimedInsideTheProgram) {
    auto v2 = compiled(example("queens_v2.cpp"));
    ASSERT_TRUE(v2->compiled()) << v2->lastCompile().output;
    SolutionSink sink(100);
    SearchContext ctx(sink);
    const Clock::time_point called = Clock::now();
    sink.reset(called);
    const RunResult result = runAlgorithm(v2->algorithm(), sized("queens", {.size = 8}), {Mode::All}, ctx);
    const double wallMs = msSince(called);
    ASSERT_TRUE(result.completed);
    EXPECT_EQ(result.stats.solutions, 92u);  // OEIS A000170
    // The search's times came from the program, and the start is reported apart.
    ASSERT_TRUE(result.times.measured());
    EXPECT_GT(result.times.searchMs, 0.0);
    EXPECT_GE(result.times.firstMs, 0.0);
    EXPECT_LE(result.times.firstMs, result.times.searchMs);
    EXPECT_GT(result.times.startMs, 0.0);
    // Search and start are two parts of the run, neither holding the other.
    EXPECT_LE(result.times.searchMs + result.times.startMs, wallMs);
    EXPECT_LT(result.times.searchMs, wallMs - result.times.startMs + 1e-6);
    // The solutions are timed from the search's start, not from the call: the sink's
    // clock was moved to the moment the program said its search began.
    EXPECT_GT(sink.start(), called);
    // Each solution is timed by the program, from its search's start: all within the
    // search's time, the first one the run's first.
    const std::vector<StoredSolution> stored = sink.solutions();
    ASSERT_EQ(stored.size(), 92u);
    for (const StoredSolution& s : stored) {
        EXPECT_GE(s.elapsedMs, 0.0);
        EXPECT_LE(s.elapsedMs, result.times.searchMs);
    }
    EXPECT_EQ(sink.firstMs(), result.times.firstMs);
    EXPECT_EQ(stored.front().elapsedMs, result.times.firstMs);
    EXPECT_EQ(verdictOf(result, ctx.stopRequested()), Verdict::Passed);
    // The search's processor time (its thread's, for the benchmark) came with its Done:
    // one thread cannot use more of the processor than the time its search took (the
    // two clocks are read a few instructions apart, hence the 1 ms).
    const double cpuMs = v2->lastRun().searchCpuMs;
    EXPECT_GT(cpuMs, 0.0);
    EXPECT_LE(cpuMs, result.times.searchMs + 1.0);
}

TEST(OwnVersionTiming, TheFirstSolutionIsTheSearchsOwnInFirstMode) {
    auto v2 = compiled(example("queens_v2.cpp"));
    ASSERT_TRUE(v2->compiled()) << v2->lastCompile().output;
    const test::Outcome first = test::runEntry(v2->algorithm(), sized("queens", {.size = 8}), {Mode::First});
    ASSERT_TRUE(first.result.completed);
    EXPECT_EQ(first.result.stats.solutions, 1u);
    ASSERT_TRUE(first.result.times.measured());
    EXPECT_GE(first.result.times.firstMs, 0.0);
    EXPECT_LE(first.result.times.firstMs, first.result.times.searchMs);
    EXPECT_GT(first.result.times.startMs, 0.0);
}

// A built-in version is timed by its caller: it reports no times of its own.
TEST(OwnVersionTiming, ABuiltInVersionIsTimedByItsCaller) {
    const test::Outcome v2 = test::runBuiltin("queens.v2", sized("queens", {.size = 8}));
    EXPECT_FALSE(v2.result.times.measured());
}

// The budget is the search's: the program's start does not eat into it. A search that
// never ends is stopped once it has had the whole budget, on the workbench's clock from
// the moment it began, and its time is that of a search stopped by the budget.
TEST(OwnVersionTiming, TheBudgetIsTheSearchs) {
    test::Scratch scratch;
    auto loop = compiled(scratch.write("loop.cpp", "#include <puzzle_workbench/queens.h>\n"
                                                   "void search(pw::Queens& q) {\n    q.place(0, 0);\n"
                                                   "    for (volatile unsigned i = 0;; i = i + 1) {}\n}\n"));
    ASSERT_TRUE(loop->compiled()) << loop->lastCompile().output;
    constexpr double kBudgetSeconds = 0.3;
    SolutionSink sink;
    SearchContext ctx(sink);
    ctx.setBudget(std::chrono::duration<double>(kBudgetSeconds));
    const RunResult result = runAlgorithm(loop->algorithm(), sized("queens", {.size = 8}), {Mode::All}, ctx);
    EXPECT_FALSE(result.completed);
    EXPECT_EQ(loop->lastRun().end, RunEnd::Stopped);
    EXPECT_EQ(verdictOf(result, ctx.stopRequested()), Verdict::OutOfTime);
    ASSERT_TRUE(result.times.measured());
    // The start (tens of milliseconds) is not taken from the budget. The program's clock
    // and the workbench's read the moment the search begins a few microseconds apart, so
    // the search's time is the budget to within a millisecond, never the budget less the start.
    EXPECT_GE(result.times.searchMs, kBudgetSeconds * 1000.0 - 1.0);
    EXPECT_GT(result.times.startMs, 0.0);
    EXPECT_LT(result.times.firstMs, 0.0);  // no solution
}

// puzzle-bench's row: the search's time in elapsed_ms, the start in start_ms, which a
// built-in version's row leaves empty.
TEST(OwnVersionTiming, BenchRowsGiveTheStartApart) {
    Result<bench::BenchOptions> options =
        bench::parseBenchOptions({"queens", "--size", "8", "--algo", example("queens_v2.cpp") + ",queens.v2"});
    ASSERT_TRUE(options.ok()) << options.error();
    Registry registry = builtinRegistry();
    auto file = compiled(example("queens_v2.cpp"));
    ASSERT_TRUE(file->compiled());
    registry.addAlgorithm(file->algorithm());
    const Clock::time_point called = Clock::now();
    Result<std::vector<bench::BenchRow>> rows = bench::runBench(registry, *options);
    const double wallMs = msSince(called);
    ASSERT_TRUE(rows.ok()) << rows.error();
    ASSERT_EQ(rows->size(), 2u);
    const bench::BenchRow& mine = (*rows)[0];
    const bench::BenchRow& builtin = (*rows)[1];
    EXPECT_EQ(mine.stats.solutions, 92u);
    EXPECT_GT(mine.startMs, 0.0);
    EXPECT_GT(mine.elapsedMs, 0.0);
    EXPECT_GE(mine.firstMs, 0.0);
    EXPECT_LE(mine.firstMs, mine.elapsedMs);
    EXPECT_LT(mine.elapsedMs + mine.startMs, wallMs);
    EXPECT_LT(builtin.startMs, 0.0);
}

}  // namespace
}  // namespace pw::own
