// A student's own version (docs/YOUR_VERSION.md): the examples of resources/examples/,
// compiled by the system's g++ in the sandbox and run as registry entries, count what the
// lessons and the built-in versions count. Each example is compiled once by its test.
#include "own_version_support.h"

#include <algorithm>
#include <map>
#include <set>

#include "queens/model.h"
#include "shading/model.h"

namespace pw::own {
namespace {

using test::compiled;
using test::example;
using test::runBuiltin;
using test::runEntry;
using test::sized;

TEST(OwnVersion, QueensExamplesCountLikeTheLesson) {
    auto v2 = compiled(example("queens_v2.cpp"));
    ASSERT_TRUE(v2->compiled()) << v2->lastCompile().output;
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

// A stepped run: every call of the student's is an event with the line it was made on,
// the child waiting for each to be taken; nodes come as the depth profile counts them.
class RecordingTracer : public StepTracer {
public:
    void onEvent(const Event& event, std::span<const int> state) override {
        events.push_back(event);
        states.emplace_back(state.begin(), state.end());
    }
    void onNode(int depth) override { nodes.push_back(depth); }
    std::vector<Event> events;
    std::vector<std::vector<int>> states;
    std::vector<int> nodes;
};

TEST(OwnVersion, SteppedRunsLightTheStudentsLines) {
    auto v2 = compiled(example("queens_v2.cpp"));
    ASSERT_TRUE(v2->compiled()) << v2->lastCompile().output;
    const AlgorithmInfo entry = v2->algorithm();
    ASSERT_GE(entry.pseudocode.size(), 15u);
    EXPECT_NE(entry.pseudocode[7].find("q.place(r, c);"), std::string::npos);  // the view lists the file's lines
    RecordingTracer tracer;
    const test::Outcome out = runEntry(entry, sized("queens", {.size = 4}), {Mode::All}, &tracer);
    ASSERT_TRUE(out.result.completed);
    EXPECT_EQ(out.result.stats.solutions, 2u);
    EXPECT_EQ(tracer.nodes.size(), out.result.stats.nodes);
    ASSERT_FALSE(tracer.events.empty());
    // Lines from 0, as the pseudo-code view numbers them: line 8 of the file is 7.
    const Event& first = tracer.events.front();
    EXPECT_EQ(first.kind, EventKind::Place);
    EXPECT_EQ(first.line, 7);
    EXPECT_EQ(first.cell, 0);
    EXPECT_EQ(tracer.states.front(), (std::vector<int>{0, -1, -1, -1}));  // the row of each column's queen
    std::map<EventKind, std::set<int>> lines;
    for (const Event& e : tracer.events) lines[e.kind].insert(e.line);
    EXPECT_EQ(lines[EventKind::Place], std::set<int>{7});
    EXPECT_EQ(lines[EventKind::Reject], std::set<int>{8});
    EXPECT_EQ(lines[EventKind::Try], std::set<int>{8});
    EXPECT_EQ(lines[EventKind::Solution], std::set<int>{12});
    EXPECT_EQ(lines[EventKind::Remove], (std::set<int>{9, 14}));
}

// Every counter the file version computes is the built-in version's, on the same board.
void expectSameCounters(const test::Outcome& mine, const test::Outcome& builtin, std::uint32_t counters) {
    EXPECT_EQ(mine.result.stats.solutions, builtin.result.stats.solutions);
    EXPECT_EQ(mine.result.stats.nodes, builtin.result.stats.nodes);
    EXPECT_EQ(mine.result.stats.checks, builtin.result.stats.checks);
    EXPECT_EQ(mine.result.stats.prunes, builtin.result.stats.prunes);
    EXPECT_EQ(mine.nodesPerDepth, builtin.nodesPerDepth);
    for (std::size_t i = 0; i < Stats::kExtraCount; ++i) {
        if (counters >> i & 1u) {
            EXPECT_EQ(mine.result.stats.extra[i], builtin.result.stats.extra[i]) << "counter " << i;
        }
    }
}

TEST(OwnVersion, MagicExamplesCountLikeTheLesson) {
    auto v2 = compiled(example("magic_v2.cpp"));
    ASSERT_TRUE(v2->compiled()) << v2->lastCompile().output;
    const Instance order3 = sized("magic", {.size = 3});
    const test::Outcome mine = runEntry(v2->algorithm(), order3);
    ASSERT_TRUE(mine.result.completed);
    EXPECT_EQ(mine.result.stats.solutions, 8u);        // the lesson's eight squares
    EXPECT_EQ(mine.result.stats.extra[0], 362880u);    // 9! full grids tested
    EXPECT_EQ(mine.result.stats.extra[3], 1u);         // one up to symmetry (the Lo Shu)
    // leaves, lines, cuts, classes: all four as magic.v2 counts them.
    expectSameCounters(mine, runBuiltin("magic.v2", order3), 0xF);

    // v1 tries 9^9 grids on an empty square: with the first row given, 9^6.
    auto v1 = compiled(example("magic_v1.cpp"));
    ASSERT_TRUE(v1->compiled()) << v1->lastCompile().output;
    const Instance firstRow = test::parsed("magic", "2 7 6\n. . .\n. . .\n");
    const test::Outcome brute = runEntry(v1->algorithm(), firstRow);
    EXPECT_EQ(brute.result.stats.solutions, 1u);
    EXPECT_EQ(brute.result.stats.extra[0], 531441u);
    expectSameCounters(brute, runBuiltin("magic.v1", firstRow), 0x7);
}

TEST(OwnVersion, SudokuExampleSearchesLikeV1) {
    auto v1 = compiled(example("sudoku_v1.cpp"));
    ASSERT_TRUE(v1->compiled()) << v1->lastCompile().output;
    const Instance grid =
        test::parsed("sudoku", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n");
    const test::Outcome mine = runEntry(v1->algorithm(), grid);
    ASSERT_TRUE(mine.result.completed);
    EXPECT_EQ(mine.result.stats.solutions, 1u);
    expectSameCounters(mine, runBuiltin("sudoku.v1", grid), 0x1);  // guesses
}

TEST(OwnVersion, LightsOutExampleFindsTheFewestPresses) {
    auto v2 = compiled(example("lightsout_v2.cpp"));
    ASSERT_TRUE(v2->compiled()) << v2->lastCompile().output;
    const Instance lesson = test::parsed("lightsout", "1101\n0001\n0100\n1111\n");
    const test::Outcome first = runEntry(v2->algorithm(), lesson, {Mode::First});
    ASSERT_EQ(first.solutions.size(), 1u);
    EXPECT_EQ(std::count(first.solutions[0].cells.begin(), first.solutions[0].cells.end(), 1), 5);  // the lesson's 5
    EXPECT_EQ(first.result.stats.extra[3], 5u);
    // Every set of presses: 2^16 tested, 16 of them dark (a null space of dimension 4).
    const test::Outcome all = runEntry(v2->algorithm(), lesson);
    EXPECT_EQ(all.result.stats.solutions, 16u);
    EXPECT_EQ(all.result.stats.extra[0], 65535u);
    expectSameCounters(all, runBuiltin("lightsout.v2", lesson), 0x1 | 0x2 | 0x8);
}

TEST(OwnVersion, ShadingExampleReachesTheBest) {
    auto v1 = compiled(example("shading_v1.cpp"));
    ASSERT_TRUE(v1->compiled()) << v1->lastCompile().output;
    const Instance grid = sized("shading", {.size = 4, .k = 3});
    const test::Outcome mine = runEntry(v1->algorithm(), grid);
    ASSERT_TRUE(mine.result.completed);
    EXPECT_EQ(mine.result.stats.extra[0], runBuiltin("shading.v5", grid).result.stats.extra[0]);  // best: 9
    EXPECT_EQ(mine.result.stats.extra[0], 9u);
    for (const StoredSolution& s : mine.solutions) EXPECT_TRUE(shading::isValid(4, 4, 3, s.cells));
}

}  // namespace
}  // namespace pw::own
