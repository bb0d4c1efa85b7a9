// sudoku.v5 over the five public collections: every puzzle solved and its solution
// checked against the rules and the givens; the proof of uniqueness (a search stopped at
// its second solution) cross-checked against v4's full count on a sample; the baseline,
// AVX2 and AVX-512 copies of v5 agreeing counter for counter (a copy this processor cannot
// run is skipped) and refusing the same clashing givens; the generator's puzzles unique;
// puzzle-bench's --mode unique, --min-time and --isomorphs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "all_puzzles.h"
#include "bench_options.h"
#include "bench_runner.h"
#include "core/cpu_dispatch.h"
#include "sudoku/algorithms.h"
#include "sudoku/format.h"
#include "sudoku/generator.h"
#include "sudoku/model.h"
#include "sudoku/stack_band_entry.h"

#if defined(__SANITIZE_ADDRESS__)
#define PW_SUDOKU_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PW_SUDOKU_SANITIZED 1
#endif
#endif
#ifndef PW_SUDOKU_SANITIZED
#define PW_SUDOKU_SANITIZED 0
#endif

namespace pw {
namespace {

// ../shared/data/sudoku beside the repository: $PW_SUDOKU_DATA, then from this file's path.
std::filesystem::path collectionPath(const std::string& name) {
    namespace fs = std::filesystem;
    std::error_code ec;
    std::vector<fs::path> places;
    if (const char* env = std::getenv("PW_SUDOKU_DATA")) places.emplace_back(env);
    places.push_back(fs::path(__FILE__).parent_path() / "../../../shared/data/sudoku");
    places.emplace_back("/work/shared/data/sudoku");
    places.emplace_back("../shared/data/sudoku");
    for (const fs::path& dir : places)
        if (fs::is_regular_file(dir / name, ec)) return dir / name;
    return {};
}

std::vector<Instance> loadCollection(const std::string& name) {
    const std::filesystem::path path = collectionPath(name);
    if (path.empty()) return {};
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    ParseResult<std::vector<Instance>> parsed = sudoku::parsePuzzles(text.str());
    EXPECT_TRUE(parsed.ok()) << parsed.error();
    return parsed ? *parsed : std::vector<Instance>{};
}

/// A collection and the number of puzzles its file holds.
struct Collection {
    const char* file;
    std::size_t puzzles;
};

constexpr Collection kCollections[] = {
    {"puzzles2_17_clue", 49158},
    {"puzzles3_magictour_top1465", 1465},
    {"puzzles5_forum_hardest_1905_11+", 48765},
    {"puzzles6_forum_hardest_1106", 375},
    {"puzzles7_serg_benchmark", 10000},
};

RunResult run(const char* id, const Instance& instance, RunOptions options, SolutionSink& sink) {
    SearchContext ctx(sink);
    return runAlgorithm(*builtinRegistry().algorithm(id), instance, options, ctx);
}

class SudokuCollections : public ::testing::TestWithParam<Collection> {};

// Every puzzle (every 25th under the sanitizers), first solution, two threads.
TEST_P(SudokuCollections, V5SolvesEveryPuzzle) {
    const std::vector<Instance> puzzles = loadCollection(GetParam().file);
    if (puzzles.empty()) GTEST_SKIP() << GetParam().file << " not found (set PW_SUDOKU_DATA)";
    ASSERT_EQ(puzzles.size(), GetParam().puzzles);
    const std::size_t stride = PW_SUDOKU_SANITIZED ? 25 : 1;
    const sudoku::Geometry& g = sudoku::geometry(3);
    std::vector<std::string> failures[2];
    std::size_t solved[2] = {0, 0};
    auto work = [&](std::size_t part) {
        for (std::size_t i = part * stride; i < puzzles.size(); i += 2 * stride) {
            SolutionSink sink(1);
            const RunResult r = run("sudoku.v5", puzzles[i], {Mode::First, 1, false}, sink);
            const std::vector<StoredSolution> found = sink.solutions();
            if (sink.total() != 1 || found.empty() || !sudoku::isValidSolution(g, puzzles[i].cells, found.front().cells))
                failures[part].push_back("puzzle " + std::to_string(i + 1));
            else if (r.stats.nodes != r.stats.extra[sudoku::kGuesses] + 1)  // the root, then one per branch
                failures[part].push_back("puzzle " + std::to_string(i + 1) + ": nodes and guesses disagree");
            else if (r.stats.extra[sudoku::kGuesses] == 0 &&
                     r.stats.extra[sudoku::kSingles] !=
                         static_cast<std::uint64_t>(std::count(puzzles[i].cells.begin(), puzzles[i].cells.end(), 0)))
                // Without a guess, every blank is filled by a single, once.
                failures[part].push_back("puzzle " + std::to_string(i + 1) + ": singles are not the blanks");
            else
                ++solved[part];
        }
    };
    {
        std::jthread other(work, 1);
        work(0);
    }
    for (const auto& f : failures)
        for (std::size_t i = 0; i < f.size() && i < 10; ++i) ADD_FAILURE() << GetParam().file << ": " << f[i];
    EXPECT_EQ(solved[0] + solved[1], (puzzles.size() + stride - 1) / stride);
}

// A sample of 150 puzzles: v5 stopped at the second solution says what v4's full count
// says (none, one, several), and its first solution is valid.
TEST_P(SudokuCollections, UniquenessAgreesWithV4Count) {
    const std::vector<Instance> puzzles = loadCollection(GetParam().file);
    if (puzzles.empty()) GTEST_SKIP() << GetParam().file << " not found (set PW_SUDOKU_DATA)";
    const std::size_t step = std::max<std::size_t>(1, puzzles.size() / 150);
    std::size_t unique = 0, several = 0;
    for (std::size_t i = 0; i < puzzles.size(); i += step) {
        SolutionSink counted(0);
        const RunResult all = run("sudoku.v4", puzzles[i], {Mode::Count, 1, false}, counted);
        ASSERT_TRUE(all.completed);
        SolutionSink stopped(1);
        const RunResult two = run("sudoku.v5", puzzles[i], {Mode::All, 1, false, 2}, stopped);
        EXPECT_TRUE(two.completed);
        EXPECT_EQ(stopped.total(), std::min<std::uint64_t>(counted.total(), 2)) << "puzzle " << i + 1;
        if (stopped.total() > 0) {
            EXPECT_TRUE(sudoku::isValidSolution(sudoku::geometry(3), puzzles[i].cells,
                                                stopped.solutions().front().cells));
        }
        unique += counted.total() == 1;
        several += counted.total() > 1;
    }
    // The serg benchmark is a set of grids with several solutions; the others are proper puzzles.
    if (std::string(GetParam().file) == "puzzles7_serg_benchmark") EXPECT_EQ(unique, 0u);
    else EXPECT_EQ(several, 0u);
}

INSTANTIATE_TEST_SUITE_P(Sudoku, SudokuCollections, ::testing::ValuesIn(kCollections),
                         [](const ::testing::TestParamInfo<Collection>& info) {
                             std::string name = info.param.file;
                             for (char& ch : name)
                                 if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                             return name;
                         });

// The AVX2 and AVX-512 copies are the baseline search with other instructions: the same
// nodes, checks, guesses, singles and solutions on the same grids, in both modes. A copy
// this processor cannot run is skipped, and the test says which.
void expectCopyAgrees(cpu::Level level) {
    using Solve = std::optional<RunResult> (*)(const Instance&, const RunOptions&, SearchContext&);
    const Solve copy = level == cpu::Level::Avx512 ? sudoku::stack_band::solveAvx512 : sudoku::stack_band::solveAvx2;
    for (const char* file : {"puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark"}) {
        std::vector<Instance> puzzles = loadCollection(file);
        if (puzzles.empty()) GTEST_SKIP() << file << " not found (set PW_SUDOKU_DATA)";
        puzzles.resize(std::min<std::size_t>(puzzles.size(), PW_SUDOKU_SANITIZED ? 10 : 100));
        for (const Mode mode : {Mode::First, Mode::All}) {
            const RunOptions options{mode, 1, false, 2};
            for (const Instance& instance : puzzles) {
                SolutionSink a(1), b(1);
                SearchContext ca(a), cb(b);
                const std::optional<RunResult> base = sudoku::stack_band::solveBaseline(instance, options, ca);
                const std::optional<RunResult> fast = copy(instance, options, cb);
                ASSERT_TRUE(base && fast);
                EXPECT_EQ(base->stats.nodes, fast->stats.nodes);
                EXPECT_EQ(base->stats.checks, fast->stats.checks);
                EXPECT_EQ(base->stats.prunes, fast->stats.prunes);
                EXPECT_EQ(base->stats.extra, fast->stats.extra);
                EXPECT_EQ(a.total(), b.total());
                EXPECT_EQ(a.solutions().front().cells, b.solutions().front().cells);
            }
        }
    }
}

TEST(SudokuDispatch, BaselineAndAvx2CopiesAgree) {
    if (cpu::detectedLevel() < cpu::Level::Avx2) GTEST_SKIP() << "skipped: this processor has no AVX2 and BMI2";
    expectCopyAgrees(cpu::Level::Avx2);
}

TEST(SudokuDispatch, BaselineAndAvx512CopiesAgree) {
    if (cpu::detectedLevel() < cpu::Level::Avx512)
        GTEST_SKIP() << "skipped: this processor lacks AVX-512 F, VL, BW, DQ or VPOPCNTDQ";
    expectCopyAgrees(cpu::Level::Avx512);
}

// Every copy reads the givens its own way (the AVX-512 one all at once): each refuses two
// givens of a digit in a row, a box or a column, and a value out of 0..9, and accepts the
// same grid without them.
TEST(SudokuDispatch, EveryCopyRefusesClashingGivens) {
    using Solve = std::optional<RunResult> (*)(const Instance&, const RunOptions&, SearchContext&);
    std::vector<std::pair<const char*, Solve>> copies = {{"baseline", sudoku::stack_band::solveBaseline}};
    if (cpu::detectedLevel() >= cpu::Level::Avx2) copies.emplace_back("avx2", sudoku::stack_band::solveAvx2);
    if (cpu::detectedLevel() >= cpu::Level::Avx512) copies.emplace_back("avx512", sudoku::stack_band::solveAvx512);
    Instance valid;
    valid.rows = valid.cols = 9;
    valid.k = 3;
    valid.cells.assign(81, 0);
    for (int band = 0; band < 3; ++band)  // a few givens in every band, digit 5 in each
        valid.cells[static_cast<std::size_t>(27 * band + 10 * band + 1)] = 5;
    const auto with = [&](int cell, int value) {
        Instance grid = valid;
        grid.cells[static_cast<std::size_t>(cell)] = value;
        return grid;
    };
    // Digit 5 is at (row 0, column 1), (4, 2) and (8, 3): cells 1, 38 and 75.
    const std::vector<std::pair<const char*, Instance>> clashes = {
        {"row", with(8, 5)},      // (0, 8): row 0
        {"box", with(9, 5)},      // (1, 0): box 0 only
        {"column", with(64, 5)},  // (7, 1): column 1 only
        {"ten", with(40, 10)},
        {"negative", with(80, -1)},
    };
    for (const auto& [name, solve] : copies) {
        SolutionSink sink(1);
        SearchContext ctx(sink);
        EXPECT_TRUE(solve(valid, {Mode::First, 1, false, 0}, ctx).has_value()) << name;
        for (const auto& [what, grid] : clashes) {
            SolutionSink none(1);
            SearchContext c(none);
            EXPECT_FALSE(solve(grid, {Mode::First, 1, false, 0}, c).has_value()) << name << ": " << what;
        }
    }
}

// PW_CPU caps the level the program uses, never raises it.
TEST(SudokuDispatch, LevelIsTheDetectedOneCappedByPwCpu) {
    const char* forced = std::getenv("PW_CPU");
    const cpu::Level cap = forced == nullptr                      ? cpu::Level::Avx512
                           : std::string(forced) == "baseline"    ? cpu::Level::Baseline
                           : std::string(forced) == "avx2"        ? cpu::Level::Avx2
                                                                  : cpu::Level::Avx512;
    EXPECT_EQ(cpu::level(), std::min(cap, cpu::detectedLevel())) << cpu::levelName(cpu::level());
    EXPECT_EQ(cpu::hasAvx2(), cpu::level() >= cpu::Level::Avx2);
}

// Every generated puzzle has one solution, counted in full by v4 (not by the v5 check
// the generator itself uses), and it is the generator's solution.
TEST(SudokuGenerator, PuzzlesHaveOneSolution) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const auto level = static_cast<sudoku::Level>(seed % 4);
        const std::optional<sudoku::GeneratedPuzzle> g = sudoku::generate(level, seed, 3, 3);
        ASSERT_TRUE(g.has_value());
        SolutionSink sink(2);
        const RunResult r = run("sudoku.v4", g->puzzle, {Mode::Count, 1, false}, sink);
        ASSERT_TRUE(r.completed);
        EXPECT_EQ(sink.total(), 1u) << "seed " << seed;
        EXPECT_EQ(sink.solutions().front().cells, g->solution) << "seed " << seed;
    }
    const std::optional<sudoku::GeneratedPuzzle> small = sudoku::generate(sudoku::Level::Easy, 7, 2, 1);
    ASSERT_TRUE(small.has_value());
    SolutionSink sink(2);
    run("sudoku.v3", small->puzzle, {Mode::Count, 1, false}, sink);
    EXPECT_EQ(sink.total(), 1u);
}

// puzzle-bench's sudoku over `grids` (one a line) written to a file, with `arguments`
// after the file's name.
Result<std::vector<bench::BenchRow>> benchGrids(const std::string& grids, std::vector<std::string> arguments) {
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "pw_sudoku_bench_test.txt";
    std::ofstream(file) << grids;
    arguments.insert(arguments.begin(), {"sudoku", "--input", file.string()});
    Result<bench::BenchOptions> options = bench::parseBenchOptions(arguments);
    Result<std::vector<bench::BenchRow>> rows =
        options ? bench::runBench(builtinRegistry(), *options) : Result<std::vector<bench::BenchRow>>(Error{options.error()});
    std::filesystem::remove(file);
    return rows;
}

TEST(SudokuBenchUnique, ReportsUniqueSeveralAndNone) {
    // Row 1 leaves 9 to its last cell, which column 9 already holds (row 5).
    std::string none(81, '.');
    for (int c = 0; c < 8; ++c) none[static_cast<std::size_t>(c)] = static_cast<char>('1' + c);
    none[44] = '9';
    Result<std::vector<bench::BenchRow>> rows =
        benchGrids(std::string("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n")  // unique
                       + "1................................................................................\n"  // several
                       + none + '\n',
                   {"--algo", "v5,v4", "--mode", "unique"});
    ASSERT_TRUE(rows.ok()) << rows.error();
    ASSERT_EQ(rows->size(), 2u);
    for (const bench::BenchRow& row : *rows) {
        EXPECT_TRUE(row.uniqueness);
        EXPECT_EQ(row.unique, 1u) << row.algorithm->id;
        EXPECT_EQ(row.several, 1u) << row.algorithm->id;
        EXPECT_EQ(row.none, 1u) << row.algorithm->id;
        EXPECT_EQ(row.stats.solutions, 3u) << row.algorithm->id;  // 1 + 2 (stopped) + 0
    }
    // The loop is timed as a whole; the first solution is timed on its own.
    for (const bench::BenchRow& row : *rows) {
        EXPECT_GE(row.firstMs, 0.0) << row.algorithm->id;
        EXPECT_LE(row.firstMs, row.elapsedMs) << row.algorithm->id;
        std::uint64_t perDepth = 0;
        for (std::uint64_t n : row.nodesPerDepth) perDepth += n;
        EXPECT_EQ(perDepth, row.stats.nodes) << row.algorithm->id << ": nodes per depth summed over the collection";
    }
    EXPECT_FALSE(bench::parseBenchOptions({"queens", "--mode", "unique"}).ok());
    EXPECT_FALSE(bench::parseBenchOptions({"sudoku", "--mode", "twice"}).ok());
}

// --min-time repeats the pass (as tdoku's run_benchmark does) and reports the counters of
// one pass: the same as a single pass.
TEST(SudokuBenchUnique, MinTimeRepeatsThePassWithTheSameCounters) {
    const std::string grids = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
                              "1................................................................................\n";
    Result<std::vector<bench::BenchRow>> once = benchGrids(grids, {"--algo", "v5", "--mode", "unique"});
    Result<std::vector<bench::BenchRow>> timed =
        benchGrids(grids, {"--algo", "v5", "--mode", "unique", "--min-time", "0.01", "--keep", "1"});
    ASSERT_TRUE(once.ok() && timed.ok());
    const bench::BenchRow &a = once->front(), &b = timed->front();
    EXPECT_EQ(a.passes, 1u);
    EXPECT_GE(b.passes, 1u);
    EXPECT_EQ(a.stats.nodes, b.stats.nodes);
    EXPECT_EQ(a.stats.checks, b.stats.checks);
    EXPECT_EQ(a.stats.solutions, b.stats.solutions);
    EXPECT_EQ(a.stats.extra, b.stats.extra);
    EXPECT_EQ(b.unique, 1u);
    EXPECT_EQ(b.several, 1u);
    EXPECT_FALSE(bench::parseBenchOptions({"sudoku", "--min-time", "0"}).ok());
    EXPECT_FALSE(bench::parseBenchOptions({"queens", "--isomorphs", "1"}).ok());
}

// --isomorphs with --write-puzzles writes the isomorphs and solves nothing; they read back
// and are as unique as the grids they come from.
TEST(SudokuBenchUnique, IsomorphsAreWrittenAndStayUnique) {
    const std::string grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
    const std::filesystem::path out = std::filesystem::temp_directory_path() / "pw_sudoku_isomorphs_test.txt";
    Result<std::vector<bench::BenchRow>> none =
        benchGrids(grid + grid, {"--isomorphs", "5", "--write-puzzles", out.string()});
    ASSERT_TRUE(none.ok()) << none.error();
    EXPECT_TRUE(none->empty());
    std::ifstream in(out);
    std::stringstream text;
    text << in.rdbuf();
    in.close();
    std::filesystem::remove(out);
    ParseResult<std::vector<Instance>> written = sudoku::parsePuzzles(text.str());
    ASSERT_TRUE(written.ok());
    ASSERT_EQ(written->size(), 2u);
    EXPECT_NE(sudoku::formatLine((*written)[0].cells) + "\n", grid);
    EXPECT_NE((*written)[0].cells, (*written)[1].cells);
    Result<std::vector<bench::BenchRow>> rows = benchGrids(text.str(), {"--algo", "v5", "--mode", "unique"});
    ASSERT_TRUE(rows.ok());
    EXPECT_EQ(rows->front().unique, 2u);
}

// A search polls its deadline every few thousand nodes, which an easy grid never reaches:
// the bench also checks the budget between grids.
TEST(SudokuBenchUnique, BudgetStopsACollectionOfShortGrids) {
    std::string grids;
    for (int i = 0; i < 50; ++i)
        grids += "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
    Result<std::vector<bench::BenchRow>> rows = benchGrids(grids, {"--algo", "v5", "--budget", "1e-9"});
    ASSERT_TRUE(rows.ok()) << rows.error();
    ASSERT_EQ(rows->size(), 1u);
    EXPECT_FALSE(rows->front().completed);
    EXPECT_LT(rows->front().stats.solutions, 50u);
}

}  // namespace
}  // namespace pw
