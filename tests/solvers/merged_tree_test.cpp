// The merge of two versions' trees (tree/merged_tree.h): for each puzzle's first two
// versions on a small board, the merged counts equal the runs' own counters, and every
// subtree only the first version visits is a board the second's named line refuses, as
// the puzzle's model says. Versions that decide differently are never matched.
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <thread>

#include <sstream>

#include <nlohmann/json.hpp>

#include "all_puzzles.h"
#include "bench_merge.h"
#include "lightsout/model.h"
#include "magic/model.h"
#include "queens/model.h"
#include "shading/model.h"
#include "tree/merge_job.h"
#include "tree/merge_run.h"
#include "tree/tree_recorder.h"

namespace pw {
namespace {

const Registry& registry() { return builtinRegistry(); }

Instance sized(const char* puzzle, SizeRequest request) { return *registry().puzzle(puzzle)->makeInstance(request); }

/// The counters of an untraced run: what the merge's counts must add up to.
Stats countersOf(const char* id, const Instance& instance) {
    SolutionSink sink(0);
    SearchContext ctx(sink);
    return runAlgorithm(*registry().algorithm(id), instance, {Mode::All, 1, false}, ctx).stats;
}

struct Merged {
    MergeResult result;
    std::vector<Ghost> ghosts;
};

/// The merge as mergeRuns makes it, with every ghost kept for the test.
Merged merge(const AlgorithmInfo& first, const AlgorithmInfo& second, const Instance& instance) {
    TreeRecorder held(64'000'000);
    SolutionSink sink(0);
    SearchContext secondCtx(sink, {}, nullptr, &held);
    Merged out;
    out.result.secondRun = runAlgorithm(second, instance, {Mode::All, 1, false}, secondCtx);
    TreeMerger merger(held.builder, second.skipLine);
    merger.setGhostListener([&](const Ghost& g) { out.ghosts.push_back(g); });
    SolutionSink firstSink(0);
    SearchContext firstCtx(firstSink, {}, nullptr, &merger);
    out.result.firstRun = runAlgorithm(first, instance, {Mode::All, 1, false}, firstCtx);
    merger.finish();
    out.result.counts = merger.counts();
    out.result.mismatch = merger.mismatch();
    return out;
}

Merged merge(const char* first, const char* second, const Instance& instance) {
    return merge(*registry().algorithm(first), *registry().algorithm(second), instance);
}

/// The counts against the counters of the two versions' own untraced runs.
void expectCountsMatchCounters(const Merged& m, const char* first, const char* second, const Instance& instance) {
    ASSERT_EQ(m.result.mismatch, MergeMismatch::None);
    const Stats a = countersOf(first, instance), b = countersOf(second, instance);
    const MergeCounts& c = m.result.counts;
    EXPECT_EQ(c.both + c.onlyFirst, a.nodes) << first;
    EXPECT_EQ(c.both + c.onlySecond, b.nodes) << second;
    EXPECT_EQ(c.onlyFirst, a.nodes - c.both);
    std::uint64_t ghostNodes = 0;
    for (const Ghost& g : m.ghosts) ghostNodes += g.nodes;
    EXPECT_EQ(ghostNodes, c.onlyFirst);
    EXPECT_EQ(m.ghosts.size(), c.ghosts);
}

/// The cells of a board after the decisions (each event's cell takes its value).
std::vector<int> boardAfter(int cells, const std::vector<Event>& decisions, int empty) {
    std::vector<int> board(static_cast<std::size_t>(cells), empty);
    for (const Event& e : decisions) board[static_cast<std::size_t>(e.cell)] = e.value;
    return board;
}

TEST(MergedTree, QueensV1AndV2CountsAreTheCounters) {
    const Instance six = sized("queens", {.size = 6});
    const Merged m = merge("queens.v1", "queens.v2", six);
    expectCountsMatchCounters(m, "queens.v1", "queens.v2", six);
    // v1 visits every placement of 1 to 6 queens (the lesson's 6 + 36 + … + 6^6 = 55,986);
    // v2 visits nothing v1 does not.
    EXPECT_EQ(m.result.counts.both + m.result.counts.onlyFirst, 55'986u);
    EXPECT_EQ(m.result.counts.onlySecond, 0u);
}

TEST(MergedTree, QueensGhostsAreBoardsWithAConflictRefusedByContinue) {
    const Instance six = sized("queens", {.size = 6});
    const Merged m = merge("queens.v1", "queens.v2", six);
    ASSERT_FALSE(m.ghosts.empty());
    const std::string continueLine = registry().algorithm("queens.v2")->pseudocode[4];
    for (const Ghost& g : m.ghosts) {
        ASSERT_EQ(g.line, 4) << "the line that refused it: " << continueLine;
        EXPECT_TRUE(g.byEvent);
        std::vector<int> squares;
        for (const Event& e : g.decisions) squares.push_back(e.cell);
        EXPECT_FALSE(queens::conflictingQueens(6, squares).empty()) << "a ghost with no queen attacked";
    }
}

TEST(MergedTree, MagicGhostsRepeatANumberSkippedByTheUsedTable) {
    // The Lo Shu with its corners and centre given: four cells to fill.
    Instance board = sized("magic", {.size = 3});
    board.cells = {2, 0, 6, 0, 5, 0, 4, 0, 8};
    const Merged m = merge("magic.v1", "magic.v2", board);
    expectCountsMatchCounters(m, "magic.v1", "magic.v2", board);
    EXPECT_EQ(m.result.counts.both + m.result.counts.onlyFirst, 9u + 81 + 729 + 6561);
    ASSERT_FALSE(m.ghosts.empty());
    for (const Ghost& g : m.ghosts) {
        ASSERT_EQ(g.line, registry().algorithm("magic.v2")->skipLine);
        EXPECT_FALSE(g.byEvent);
        std::vector<int> grid = board.cells;
        for (const Event& e : g.decisions) grid[static_cast<std::size_t>(e.cell)] = e.value;
        EXPECT_FALSE(magic::repeatedCells(3, grid).empty()) << "a ghost whose numbers all differ";
    }
}

TEST(MergedTree, SudokuV2VisitsWhatV1Visits) {
    // v2's idea is speed (the candidates in one mask), not a cut: the same tree.
    Instance grid = sized("sudoku", {.size = 4});
    grid.cells[0] = 1;
    grid.cells[1] = 2;
    grid.cells[1 * 4 + 2] = 1;
    grid.cells[2 * 4 + 1] = 1;
    const Merged m = merge("sudoku.v1", "sudoku.v2", grid);
    expectCountsMatchCounters(m, "sudoku.v1", "sudoku.v2", grid);
    EXPECT_GT(m.result.counts.both, 10u);
    EXPECT_EQ(m.result.counts.onlyFirst, 0u);
    EXPECT_EQ(m.result.counts.onlySecond, 0u);
    EXPECT_TRUE(m.ghosts.empty());
}

TEST(MergedTree, LightsOutGhostsAreOrdersV2NeverBuilds) {
    const Instance board = sized("lightsout", {.rows = 2, .cols = 3});
    const Merged m = merge("lightsout.v1", "lightsout.v2", board);
    expectCountsMatchCounters(m, "lightsout.v1", "lightsout.v2", board);
    EXPECT_EQ(m.result.counts.onlySecond, 0u);
    ASSERT_FALSE(m.ghosts.empty());
    for (const Ghost& g : m.ghosts) {
        ASSERT_EQ(g.line, registry().algorithm("lightsout.v2")->skipLine);
        std::vector<int> presses;
        for (const Event& e : g.decisions) presses.push_back(e.cell);
        // v1 takes every sequence to its full length: the set's size is the ghost's depth.
        const int setSize = static_cast<int>(presses.size()) + g.height;
        EXPECT_FALSE(lightsout::beginsIncreasingSet(presses, setSize, 6));
    }
}

/// Each of shading.v2's cuts: the board it cut at (cells from 0, −1 undecided) and the
/// score a grid had to beat then (the best so far; in the second phase, the maximum − 1).
class CutLog final : public StepTracer {
public:
    void onEvent(const Event& e, std::span<const int> state) override {
        if (e.kind == EventKind::Bound) best = static_cast<int>(e.aux);
        if (e.kind == EventKind::Place && e.cell == 0 && e.value == 1 && ++rootVisits == 2) best = best - 1;
        if (e.kind == EventKind::Cut) cuts.emplace(std::vector<int>(state.begin(), state.end()), best);
    }
    int best = 0;
    int rootVisits = 0;
    std::multimap<std::vector<int>, int> cuts;
};

TEST(MergedTree, ShadingGhostsCannotBeatTheBestWhenCutByHope) {
    const Instance grid = sized("shading", {.size = 4, .k = 3});
    const Merged m = merge("shading.v1", "shading.v2", grid);
    expectCountsMatchCounters(m, "shading.v1", "shading.v2", grid);
    EXPECT_EQ(m.result.counts.onlySecond, 0u);
    ASSERT_FALSE(m.ghosts.empty());

    CutLog log;
    SolutionSink sink(0);
    SearchContext ctx(sink, {}, nullptr, &log);
    runAlgorithm(*registry().algorithm("shading.v2"), grid, {Mode::All, 1, false}, ctx);
    const int cells = grid.rows * grid.cols;
    for (const Ghost& g : m.ghosts) {
        ASSERT_EQ(g.line, 8) << registry().algorithm("shading.v2")->pseudocode[8];
        ASSERT_TRUE(g.byEvent);
        // The ghost leaves its last cell white: the board before it is where v2 cut.
        const Event& last = g.decisions.back();
        ASSERT_EQ(last.value, 0);
        const std::vector<Event> upToLast(g.decisions.begin(), g.decisions.end() - 1);
        const std::vector<int> before = boardAfter(cells, upToLast, -1);
        const std::vector<int> board = boardAfter(cells, g.decisions, -1);
        // Its most shaded completion: every undecided cell shaded, by the model's count.
        std::vector<int> completed = board;
        for (int& c : completed)
            if (c < 0) c = 1;
        const int reachable = shading::shadedCount(completed);
        bool refused = false;
        const auto [from, to] = log.cuts.equal_range(before);
        for (auto it = from; it != to; ++it) refused = refused || reachable <= it->second;
        EXPECT_TRUE(refused) << "a ghost that could still beat the best";
    }
}

TEST(MergedTree, ReversedOrderPutsTheExtraNodesOnTheSecondSide) {
    const Instance five = sized("queens", {.size = 5});
    const Merged m = merge("queens.v2", "queens.v1", five);
    expectCountsMatchCounters(m, "queens.v2", "queens.v1", five);
    EXPECT_EQ(m.result.counts.onlyFirst, 0u);
    EXPECT_TRUE(m.ghosts.empty());
    EXPECT_GT(m.result.counts.secondOnlySubtrees, 0u);
}

TEST(MergedTree, VersionsOfOneDeclaredSpaceMergeWithoutAMismatch) {
    // Every pair of versions the registry gives one decision space, on a small board:
    // the trees themselves agree (no given decisions, no unshared branching, one order).
    const std::map<std::string, Instance> boards = {
        {"queens", sized("queens", {.size = 5})},
        {"magic", [] {
             Instance b = sized("magic", {.size = 3});
             b.cells = {2, 0, 6, 0, 5, 0, 4, 0, 8};
             return b;
         }()},
        {"sudoku", sized("sudoku", {.size = 4})},
        {"lightsout", sized("lightsout", {.rows = 2, .cols = 2})},
        {"shading", sized("shading", {.size = 3, .k = 3})},
    };
    int pairs = 0;
    for (const AlgorithmInfo& a : registry().algorithms())
        for (const AlgorithmInfo& b : registry().algorithms()) {
            if (&a == &b || a.puzzle != b.puzzle || a.decisionSpace != b.decisionSpace) continue;
            const Instance& board = boards.at(a.puzzle);
            const Merged m = merge(a, b, board);
            // The strip tables (shading v3, v5) are work no tree traces: honestly refused.
            if (m.result.mismatch == MergeMismatch::UntracedWork) continue;
            EXPECT_EQ(m.result.mismatch, MergeMismatch::None) << a.id << " with " << b.id;
            EXPECT_EQ(m.result.counts.both + m.result.counts.onlyFirst, countersOf(a.id.c_str(), board).nodes);
            ++pairs;
        }
    EXPECT_GE(pairs, 14);
}

TEST(MergedTree, DecisionSpacesApartAreNeverMatched) {
    MergeRequest request;
    request.first = registry().algorithm("queens.v3");
    request.second = registry().algorithm("queens.v4");
    request.instance = sized("queens", {.size = 6});
    request.display = true;
    const MergeResult r = mergeRuns(request);
    EXPECT_EQ(r.mismatch, MergeMismatch::DecisionSpaces);
    EXPECT_FALSE(r.merged);
    ASSERT_TRUE(r.firstTree && r.secondTree);
    EXPECT_EQ(r.firstTree->totals().nodes, r.firstRun.stats.nodes);
    EXPECT_EQ(r.secondTree->totals().nodes, r.secondRun.stats.nodes);
}

/// The version without its declared space: a student's file declares none.
AlgorithmInfo undeclared(const char* id) {
    AlgorithmInfo a = *registry().algorithm(id);
    a.decisionSpace.clear();
    return a;
}

TEST(MergedTree, TheTreesThemselvesTellDecisionsApart) {
    const Instance six = sized("queens", {.size = 6});
    // queens.v4 starts its tasks from two queens taken as given.
    EXPECT_EQ(merge(undeclared("queens.v3"), undeclared("queens.v4"), six).result.mismatch,
              MergeMismatch::GivenDecisions);
    EXPECT_EQ(merge(undeclared("queens.v4"), undeclared("queens.v3"), six).result.mismatch,
              MergeMismatch::GivenDecisions);
    // queens.v5 starts on the middle ring: not column 1's queen.
    const MergeMismatch ring = merge(undeclared("queens.v2"), undeclared("queens.v5"), sized("queens", {.size = 8})).result.mismatch;
    EXPECT_TRUE(ring == MergeMismatch::NoCommonDecision || ring == MergeMismatch::GivenDecisions ||
                ring == MergeMismatch::UntracedWork)
        << static_cast<int>(ring);
    // sudoku.v3 fills the cell with the fewest candidates first, not the first blank.
    Instance grid = sized("sudoku", {.size = 4});
    grid.cells[3] = 1;
    grid.cells[6] = 3;
    grid.cells[13] = 4;
    const MergeMismatch order = merge(undeclared("sudoku.v1"), undeclared("sudoku.v3"), grid).result.mismatch;
    EXPECT_TRUE(order == MergeMismatch::NoCommonDecision || order == MergeMismatch::DifferentOrder)
        << static_cast<int>(order);
}

TEST(MergedTree, ASecondTreeTooLargeToHoldIsSaid) {
    MergeRequest request;
    request.first = registry().algorithm("queens.v2");
    request.second = registry().algorithm("queens.v1");
    request.instance = sized("queens", {.size = 6});
    request.secondLimit = 1000;
    const MergeResult r = mergeRuns(request);
    EXPECT_EQ(r.mismatch, MergeMismatch::SecondTooLarge);
    EXPECT_FALSE(r.secondRun.completed);
}

TEST(MergedTree, TheDisplayTreeHoldsEveryNodeOnce) {
    MergeRequest request;
    request.first = registry().algorithm("queens.v1");
    request.second = registry().algorithm("queens.v2");
    request.instance = sized("queens", {.size = 5});
    request.display = true;
    const MergeResult r = mergeRuns(request);
    ASSERT_EQ(r.mismatch, MergeMismatch::None);
    ASSERT_TRUE(r.merged);
    const SearchTree& tree = r.merged->tree();
    ASSERT_FALSE(tree.truncated());
    std::uint64_t byVisit[3] = {};
    std::uint64_t solutions = 0;
    for (std::uint32_t i = 1; i < tree.size(); ++i) {
        const TreeNode& n = tree.node(i);
        byVisit[tree.mark(i)] += 1 + (n.has(TreeNode::kCountsBelow) ? n.extent : 0);
        if (n.fate() == NodeFate::Solution) ++solutions;
    }
    EXPECT_EQ(byVisit[static_cast<int>(Visit::Both)], r.counts.both);
    EXPECT_EQ(byVisit[static_cast<int>(Visit::OnlyFirst)], r.counts.onlyFirst);
    EXPECT_EQ(byVisit[static_cast<int>(Visit::OnlySecond)], 0u);
    EXPECT_EQ(solutions, 10u);  // the 5 queens' 10 solutions, both visit them
    EXPECT_EQ(r.counts.both + r.counts.onlyFirst, r.firstRun.stats.nodes);
    EXPECT_TRUE(r.completed);
}

TEST(MergedTree, PuzzleBenchPrintsBothOnlyFirstAndOnlySecond) {
    Result<bench::BenchOptions> options = bench::parseBenchOptions({"queens", "--size", "6", "--merge", "v1,queens.v2"});
    ASSERT_TRUE(options) << options.error();
    Result<std::vector<bench::MergeRow>> rows = bench::runMerges(registry(), *options);
    ASSERT_TRUE(rows) << rows.error();
    ASSERT_EQ(rows->size(), 1u);
    const Stats v1 = countersOf("queens.v1", sized("queens", {.size = 6}));
    const Stats v2 = countersOf("queens.v2", sized("queens", {.size = 6}));

    std::ostringstream json;
    bench::printMerges(json, *rows, bench::Format::Json);
    const nlohmann::json row = nlohmann::json::parse(json.str()).at(0);
    EXPECT_EQ(row.at("both").get<std::uint64_t>(), v2.nodes);
    EXPECT_EQ(row.at("only_first").get<std::uint64_t>(), v1.nodes - v2.nodes);
    EXPECT_EQ(row.at("only_second").get<std::uint64_t>(), 0u);
    EXPECT_EQ(row.at("first_nodes").get<std::uint64_t>(), v1.nodes);
    EXPECT_TRUE(row.at("merged").get<bool>());

    std::ostringstream csv;
    bench::printMerges(csv, *rows, bench::Format::Csv);
    const std::string header = csv.str().substr(0, csv.str().find('\n'));
    EXPECT_NE(header.find("both,only_first,only_second"), std::string::npos) << header;
    EXPECT_EQ(header.back(), '\r') << "an RFC 4180 record ends with CRLF";
    std::ostringstream counts;
    counts << ',' << v2.nodes << ',' << v1.nodes - v2.nodes << ",0,";
    EXPECT_NE(csv.str().find(counts.str()), std::string::npos);

    std::ostringstream table;
    bench::printMerges(table, *rows, bench::Format::Table);
    std::ostringstream sentence;
    sentence << "queens.v2 never visits " << v1.nodes - v2.nodes << " of queens.v1's " << v1.nodes << " nodes";
    EXPECT_NE(table.str().find(sentence.str()), std::string::npos) << table.str();

    // Versions the registry parts: the row says why, with no counts.
    Result<bench::BenchOptions> apart = bench::parseBenchOptions({"queens", "--size", "6", "--merge", "v3,v4", "--format", "json"});
    ASSERT_TRUE(apart);
    Result<std::vector<bench::MergeRow>> apartRows = bench::runMerges(registry(), *apart);
    ASSERT_TRUE(apartRows);
    std::ostringstream apartJson;
    bench::printMerges(apartJson, *apartRows, bench::Format::Json);
    const nlohmann::json refused = nlohmann::json::parse(apartJson.str()).at(0);
    EXPECT_TRUE(refused.at("both").is_null());
    EXPECT_EQ(refused.at("mismatch").get<std::string>(), "decision_spaces");
    EXPECT_FALSE(bench::parseBenchOptions({"queens", "--merge", "v1"}));
    EXPECT_FALSE(bench::parseBenchOptions({"queens", "--merge", "v1,v2", "--algo", "v3"}));
}

}  // namespace
}  // namespace pw

namespace pw {
namespace {

TEST(MergedTree, JobRunsOnItsOwnThreadAndIsStopped) {
    MergeRequest request;
    request.first = builtinRegistry().algorithm("queens.v1");
    request.second = builtinRegistry().algorithm("queens.v2");
    request.instance = *builtinRegistry().puzzle("queens")->makeInstance({.size = 6});
    request.display = true;
    {
        MergeJob job(request);
        while (!job.done()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        EXPECT_EQ(job.progress().phase.load(), 3);
        const MergeResult r = job.take();
        EXPECT_TRUE(r.completed);
        ASSERT_TRUE(r.merged);
        EXPECT_EQ(r.counts.both + r.counts.onlyFirst, 55'986u);
    }
    // v1 at N = 10 traces ten billion nodes: stopped at once, the result says so.
    request.instance = *builtinRegistry().puzzle("queens")->makeInstance({.size = 10});
    MergeJob endless(request);
    while (endless.progress().phase.load() < 2) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    endless.stop();
    while (!endless.done()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_FALSE(endless.take().completed);
    // And one destroyed while it runs joins its thread.
    MergeJob dropped(request);
}

}  // namespace
}  // namespace pw
