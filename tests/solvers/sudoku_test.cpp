// Sudoku solvers: every puzzle of the magictour top 1465 solved by v2, v3 and v4 (v5 in
// sudoku_collections_test.cpp) and each
// solution checked against the rules and the givens (v1 on a sample); the 288 grids of
// the 4×4 sudoku; uniqueness; the lesson's one check per digit tested; a stop.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "all_puzzles.h"
#include "sudoku/algorithms.h"
#include "sudoku/format.h"
#include "sudoku/model.h"

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
std::string readCollection(const std::string& name) {
    namespace fs = std::filesystem;
    std::error_code ec;
    std::vector<fs::path> places;
    if (const char* env = std::getenv("PW_SUDOKU_DATA")) places.emplace_back(env);
    places.push_back(fs::path(__FILE__).parent_path() / "../../../shared/data/sudoku");
    places.emplace_back("/work/shared/data/sudoku");
    places.emplace_back("../shared/data/sudoku");
    for (const fs::path& dir : places)
        if (fs::is_regular_file(dir / name, ec)) {
            std::ifstream in(dir / name, std::ios::binary);
            std::stringstream text;
            text << in.rdbuf();
            return text.str();
        }
    return {};
}

std::vector<Instance> loadTop1465() {
    const std::string text = readCollection("puzzles3_magictour_top1465");
    if (text.empty()) return {};
    ParseResult<std::vector<Instance>> parsed = sudoku::parsePuzzles(text);
    EXPECT_TRUE(parsed.ok()) << parsed.error();
    return parsed ? *parsed : std::vector<Instance>{};
}

struct Solved {
    RunResult result;
    std::vector<StoredSolution> solutions;
};

Solved solve(std::string_view id, const Instance& instance, Mode mode, std::size_t keep = 16) {
    const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
    EXPECT_NE(algorithm, nullptr) << id;
    SolutionSink sink(keep);
    SearchContext ctx(sink);
    Solved out{runAlgorithm(*algorithm, instance, {mode, 1, false}, ctx), {}};
    out.solutions = sink.solutions();
    return out;
}

Instance line(std::string_view text) {
    ParseResult<Instance> parsed = sudoku::parseLine(text);
    EXPECT_TRUE(parsed.ok()) << parsed.error();
    return *parsed;
}

// Row 1 leaves 9 to its last cell, which column 9 already holds (row 2).
Instance unsolvable() {
    std::string text(81, '.');
    for (int c = 0; c < 8; ++c) text[static_cast<std::size_t>(c)] = static_cast<char>('1' + c);
    text[17] = '9';
    return line(text);
}

// Every stride-th puzzle of the collection, solved in first mode and checked; two
// threads share the puzzles (v2 needs seconds). Returns the puzzles that failed.
void solveCollection(std::string_view id, std::size_t stride) {
    const std::vector<Instance> puzzles = loadTop1465();
    if (puzzles.empty()) GTEST_SKIP() << "puzzles3_magictour_top1465 not found (set PW_SUDOKU_DATA)";
    ASSERT_EQ(puzzles.size(), 1465u);
    const AlgorithmInfo& algorithm = *builtinRegistry().algorithm(id);
    const sudoku::Geometry& g = sudoku::geometry(3);
    std::vector<std::string> failures[2];
    std::size_t solved[2] = {0, 0};
    auto work = [&](std::size_t part) {
        for (std::size_t i = part * stride; i < puzzles.size(); i += 2 * stride) {
            SolutionSink sink(1);
            SearchContext ctx(sink);
            runAlgorithm(algorithm, puzzles[i], {Mode::First, 1, false}, ctx);
            std::vector<StoredSolution> found = sink.solutions();
            if (sink.total() != 1 || found.empty() || !sudoku::isValidSolution(g, puzzles[i].cells, found.front().cells))
                failures[part].push_back("puzzle " + std::to_string(i + 1));
            else
                ++solved[part];
        }
    };
    {
        std::jthread other(work, 1);
        work(0);
    }
    for (const auto& f : failures)
        for (const std::string& what : f) ADD_FAILURE() << id << ": " << what << " not solved correctly";
    EXPECT_EQ(solved[0] + solved[1], (puzzles.size() + stride - 1) / stride);
}

TEST(SudokuCollection, V4SolvesEveryTop1465Puzzle) { solveCollection("sudoku.v4", 1); }
TEST(SudokuCollection, V3SolvesEveryTop1465Puzzle) { solveCollection("sudoku.v3", 1); }
// v2 takes the blanks in order: 1.4 billion nodes for the whole file, about 15 s on
// two threads in Release; under the sanitizers, every 25th puzzle.
TEST(SudokuCollection, V2SolvesEveryTop1465Puzzle) { solveCollection("sudoku.v2", PW_SUDOKU_SANITIZED ? 25 : 1); }

TEST(SudokuCollection, V1SolvesASample) {
    // The lesson's scan needs millions of checks on most of these puzzles: the sample is
    // the four of the first sixty it solves in a few milliseconds.
    const std::vector<Instance> puzzles = loadTop1465();
    if (puzzles.empty()) GTEST_SKIP() << "puzzles3_magictour_top1465 not found (set PW_SUDOKU_DATA)";
    const sudoku::Geometry& g = sudoku::geometry(3);
    for (std::size_t number : {4, 7, 11, 38}) {
        const Instance& instance = puzzles[number - 1];
        const std::string text = sudoku::formatLine(instance.cells);
        Solved s = solve("sudoku.v1", instance, Mode::First, 1);
        ASSERT_EQ(s.result.stats.solutions, 1u) << text;
        EXPECT_TRUE(sudoku::isValidSolution(g, instance.cells, s.solutions.front().cells));
        EXPECT_EQ(s.result.stats.nodes, s.result.stats.extra[sudoku::kGuesses]);
    }
}

class SudokuVersions : public ::testing::TestWithParam<const char*> {};

TEST_P(SudokuVersions, Empty4x4HasThe288Grids) {
    const Instance empty = *builtinRegistry().puzzle("sudoku")->makeInstance({.size = 4});
    for (Mode mode : {Mode::All, Mode::Count}) {
        Solved s = solve(GetParam(), empty, mode, 1000);
        EXPECT_TRUE(s.result.completed);
        EXPECT_EQ(s.result.stats.solutions, 288u) << GetParam();
        for (const StoredSolution& sol : s.solutions)
            EXPECT_TRUE(sudoku::isValidSolution(sudoku::geometry(2), empty.cells, sol.cells));
    }
}

TEST_P(SudokuVersions, AgreeOnAPuzzleWithSeveralSolutions) {
    // An easy puzzle with its first row blanked.
    const Instance instance = line(".........9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    const std::uint64_t expected = solve("sudoku.v3", instance, Mode::Count).result.stats.solutions;
    EXPECT_EQ(expected, 37u);  // also found by a plain exhaustive count
    EXPECT_EQ(solve(GetParam(), instance, Mode::All).result.stats.solutions, expected);
    EXPECT_EQ(solve(GetParam(), instance, Mode::Count).result.stats.solutions, expected);
}

TEST_P(SudokuVersions, ConflictingGivensAreReported) {
    Instance instance = sudoku::emptyInstance(3);
    instance.cells[0] = instance.cells[5] = 7;
    Solved s = solve(GetParam(), instance, Mode::First);
    EXPECT_EQ(s.result.stats.solutions, 0u);
    // The digit 7 twice in row 1 (cells 0 and 5), said as data.
    EXPECT_EQ(s.result.notice, notice(sudoku::NoticeCode::GivensInConflict, {7, 0, 1}));
}

TEST_P(SudokuVersions, UnsolvableGridEndsWithNoSolution) {
    const Instance instance = unsolvable();
    Solved s = solve(GetParam(), instance, Mode::All);
    EXPECT_TRUE(s.result.completed);
    EXPECT_EQ(s.result.stats.solutions, 0u);
}

// A stepping tracer sees every event with a state shaped like a solution.
struct RecordingTracer : StepTracer {
    std::vector<Event> events;
    std::size_t badStates = 0;
    std::size_t cells = 0;
    void onEvent(const Event& event, std::span<const int> state) override {
        events.push_back(event);
        if (state.size() != cells) ++badStates;
    }
};

TEST_P(SudokuVersions, TracedRunEmitsEventsEndingWithDone) {
    const Instance instance = line(".........9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    RecordingTracer tracer;
    tracer.cells = 81;
    SolutionSink sink(1);
    SearchContext ctx(sink, {}, nullptr, &tracer);
    const RunResult r = runAlgorithm(*builtinRegistry().algorithm(GetParam()), instance, {Mode::First, 1, false}, ctx);
    EXPECT_EQ(r.stats.solutions, 1u);
    ASSERT_FALSE(tracer.events.empty());
    EXPECT_EQ(tracer.events.back().kind, EventKind::Done);
    EXPECT_EQ(tracer.badStates, 0u);
    const std::size_t lines = builtinRegistry().algorithm(GetParam())->pseudocode.size();
    bool sawSolution = false;
    for (const Event& e : tracer.events) {
        EXPECT_GE(e.line, 0);
        EXPECT_LT(static_cast<std::size_t>(e.line), lines);
        sawSolution = sawSolution || e.kind == EventKind::Solution;
    }
    EXPECT_TRUE(sawSolution);
}

INSTANTIATE_TEST_SUITE_P(Sudoku, SudokuVersions,
                         ::testing::Values("sudoku.v1", "sudoku.v2", "sudoku.v3", "sudoku.v4", "sudoku.v5"));

TEST(SudokuLesson, ControlValidCountsOneCheckPerDigitTested) {
    // A solved 4×4 grid with its first cell (a 3) blanked: first mode tests 1, 2, 3;
    // all mode tests the four digits.
    const Instance instance = line(".412214343211234");
    EXPECT_EQ(solve("sudoku.v1", instance, Mode::First).result.stats.checks, 3u);
    EXPECT_EQ(solve("sudoku.v1", instance, Mode::All).result.stats.checks, 4u);
    EXPECT_EQ(solve("sudoku.v2", instance, Mode::All).result.stats.checks, 1u);  // one mask, one candidate
}

TEST(SudokuLarge, SixteenBySixteenIsSolvedByV3V4AndV5) {
    const Instance empty = sudoku::emptyInstance(4);
    Solved full = solve("sudoku.v3", empty, Mode::First, 1);
    ASSERT_EQ(full.result.stats.solutions, 1u);
    Instance puzzle = empty;
    puzzle.cells = full.solutions.front().cells;
    for (std::size_t i = 0; i < puzzle.cells.size(); ++i)
        if (i % 3 != 0) puzzle.cells[i] = 0;  // keep a third of the grid
    for (const char* id : {"sudoku.v3", "sudoku.v4", "sudoku.v5"}) {
        Solved s = solve(id, puzzle, Mode::First, 1);
        ASSERT_EQ(s.result.stats.solutions, 1u) << id;
        EXPECT_TRUE(sudoku::isValidSolution(sudoku::geometry(4), puzzle.cells, s.solutions.front().cells));
    }
    for (const char* id : {"sudoku.v4", "sudoku.v5"})
        EXPECT_EQ(solve(id, puzzle, Mode::First).result.notice, notice(sudoku::NoticeCode::BandSolverFellBack, {16})) << id;
}

TEST(SudokuUniqueness, SaysNoneUniqueOrSeveral) {
    using sudoku::Uniqueness;
    const Instance proper = line("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
    sudoku::UniquenessResult unique = sudoku::checkUniqueness(proper);
    EXPECT_EQ(unique.verdict, Uniqueness::Unique);
    EXPECT_TRUE(sudoku::isValidSolution(sudoku::geometry(3), proper.cells, unique.solution));
    EXPECT_EQ(sudoku::describe(unique), "exactly one solution");
    EXPECT_EQ(sudoku::checkUniqueness(sudoku::emptyInstance(3)).verdict, Uniqueness::Several);
    EXPECT_EQ(sudoku::checkUniqueness(sudoku::emptyInstance(4)).verdict, Uniqueness::Several);
    EXPECT_EQ(sudoku::checkUniqueness(unsolvable()).verdict,
              Uniqueness::None);
    Instance conflict = sudoku::emptyInstance(3);
    conflict.cells[0] = conflict.cells[80] = 1;
    conflict.cells[8] = 1;
    sudoku::UniquenessResult bad = sudoku::checkUniqueness(conflict);
    EXPECT_EQ(bad.verdict, Uniqueness::Invalid);
    EXPECT_NE(sudoku::describe(bad).find("twice in row 1"), std::string::npos) << sudoku::describe(bad);
}

TEST(SudokuStop, HonouredWithin100Milliseconds) {
    // Counting the grids of an empty 9×9 would never end: only the stop ends it.
    const AlgorithmInfo& v2 = *builtinRegistry().algorithm("sudoku.v2");
    SolutionSink sink(0);
    std::stop_source stop;
    SearchContext ctx(sink, stop.get_token());
    std::jthread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        stop.request_stop();
    });
    const auto t0 = std::chrono::steady_clock::now();
    RunResult r = runAlgorithm(v2, sudoku::emptyInstance(3), {Mode::Count, 1, false}, ctx);
    const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    EXPECT_FALSE(r.completed);
    EXPECT_LT(ms, 50 + 100 * (PW_SUDOKU_SANITIZED ? 5 : 1));
}

}  // namespace
}  // namespace pw
