// The tree is the search: for every registered version, in each mode, a traced run on a
// small board gives a tree whose nodes, with the parts it summarises, are the run's
// counted nodes, depth by depth as the depth profile counts them, each drawn as many
// levels under the root as its depth says. The registry is enumerated, so a version
// added later is covered as soon as it is registered.
#include <gtest/gtest.h>

#include <cstdlib>

#include "all_puzzles.h"
#include "tree/tree_recorder.h"

namespace pw::ui {
namespace {

// A board small enough that every mode of every version ends in a moment when traced.
Instance smallInstance(const AlgorithmInfo& a) {
    const PuzzleInfo& puzzle = *builtinRegistry().puzzle(a.puzzle);
    if (a.puzzle == "sudoku") {  // Wikipedia's example: 51 blanks, one solution
        return puzzle.parseInstances("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n")
            ->front();
    }
    SizeRequest request;
    if (a.puzzle == "queens") request.size = 6;
    if (a.puzzle == "lightsout") request = {.rows = 2, .cols = 3};  // v1 orders every press: 1,956 sequences
    if (a.puzzle == "shading") request = {.size = 4, .k = 3};        // v1: 2^16 grids
    Instance instance = *puzzle.makeInstance(request);
    if (a.puzzle == "magic") {  // Lo Shu's first cells given: v1 fills 9^4 leaves, the others fewer
        instance.cells = a.id == "magic.v1" ? std::vector<int>{2, 7, 6, 9, 5, 0, 0, 0, 0}
                                            : std::vector<int>{2, 7, 0, 0, 0, 0, 0, 0, 0};
    }
    return instance;
}

/// Checks, at every counted node, that the tree draws it as deep as the run counts it,
/// and at every event that the node counter a stepping user reads is the tree's count.
class DepthCheckingRecorder final : public StepTracer {
public:
    void onEvent(const Event& event, std::span<const int> state) override {
        recorder.onEvent(event, state);
        if (live.snapshot().nodes != recorder.builder.totals().nodes) ++counterBehind;
    }
    void onGiven(int depth) override { recorder.onGiven(depth); }
    void onSummary(const WorkSummary& summary) override { recorder.onSummary(summary); }
    void onNode(int depth) override {
        recorder.onNode(depth);
        const TreeBuilder& b = recorder.builder;
        if (depth > 0 && !b.tree().truncated() && static_cast<int>(b.storedPath().size()) - 1 != depth) ++misplaced;
    }
    TreeRecorder recorder;
    LiveStats live;
    int misplaced = 0, counterBehind = 0;
};

std::vector<std::uint64_t> trimmed(std::vector<std::uint64_t> v) {
    while (!v.empty() && v.back() == 0) v.pop_back();
    return v;
}

TEST(TreeTruth, EveryVersionsTreeHoldsItsRunsNodesDepthByDepth) {
    for (const AlgorithmInfo& a : builtinRegistry().algorithms()) {
        for (const Mode mode : {Mode::First, Mode::All, Mode::Count}) {
            SCOPED_TRACE(a.id + " in mode " + std::to_string(static_cast<int>(mode)));
            DepthCheckingRecorder tracer;
            SolutionSink sink(4);
            SearchContext ctx(sink, {}, &tracer.live, &tracer);
            ctx.setBudget(std::chrono::seconds(20));  // a guard: each run takes milliseconds
            const RunResult result = runAlgorithm(a, smallInstance(a), {mode, 1, false}, ctx);
            ASSERT_TRUE(result.completed);
            const TreeBuilder& b = tracer.recorder.builder;
            const TreeTotals& totals = b.totals();
            EXPECT_TRUE(b.finished());
            EXPECT_EQ(totals.nodes, result.stats.nodes);
            EXPECT_EQ(trimmed(totals.perDepth), ctx.nodesPerDepth());
            EXPECT_EQ(tracer.misplaced, 0);
            EXPECT_EQ(tracer.counterBehind, 0);
            // What the tree holds: its stored and counted nodes, the summaries' included
            // (the root is one more, unless the version counts it as a node).
            const std::uint64_t summarisedAtRoot = totals.summarisedPerDepth.empty() ? 0 : totals.summarisedPerDepth[0];
            const bool rootCounted = !totals.perDepth.empty() && totals.perDepth[0] > summarisedAtRoot;
            std::uint64_t summarised = 0;
            for (const TreeBuilder::Summary& s : b.summaries()) summarised += s.nodes;
            EXPECT_EQ(summarised, totals.summarised);
            EXPECT_EQ(b.tree().subtreeCount(0), totals.nodes + (rootCounted ? 0 : 1));
        }
    }
}

// The shading grid's v3 to v5 fill their table of strips before the grid's search, with
// searches of their own that a class does not step through: the tree holds those nodes
// as one summary node under the root, for line 0 of the listing ("table[m] ← …"), and
// draws the grid's search node by node beside it.
TEST(TreeTruth, TheShadingTableIsOneSummaryNodeBesideTheGridsSearch) {
    for (const char* id : {"shading.v3", "shading.v4", "shading.v5"}) {
        SCOPED_TRACE(id);
        TreeRecorder recorder;
        SolutionSink sink(4);
        SearchContext ctx(sink, {}, nullptr, &recorder);
        const Instance grid = *builtinRegistry().puzzle("shading")->makeInstance({.size = 7, .k = 4});
        const RunResult result = runAlgorithm(*builtinRegistry().algorithm(id), grid, {Mode::First, 1, false}, ctx);
        const TreeBuilder& b = recorder.builder;
        ASSERT_EQ(b.summaries().size(), 1u);
        const TreeBuilder::Summary& table = b.summaries().front();
        EXPECT_EQ(table.kind, SummaryKind::TableBeforeSearch);
        EXPECT_EQ(table.line, 0);
        // Strips of 1 to 6 rows: nodes down to depth 6, none deeper.
        ASSERT_EQ(table.perDepth.size(), 7u);
        EXPECT_GT(table.perDepth[6], 0u);
        // The summary is the root's first child, a closed node the run does not count.
        const SearchTree& tree = b.tree();
        ASSERT_GT(tree.size(), 2u);
        EXPECT_TRUE(tree.node(1).isSummary());
        EXPECT_EQ(tree.pathTo(1).size(), 2u);
        EXPECT_EQ(tree.subtreeCount(1), table.nodes);
        // Every other node of the run is drawn: the stored nodes and the summary make the count.
        std::uint64_t drawn = 0;
        for (std::uint32_t i = 1; i < tree.size(); ++i) drawn += tree.node(i).has(TreeNode::kUncounted) ? 0 : 1;
        EXPECT_FALSE(tree.truncated());
        EXPECT_EQ(drawn + table.nodes, result.stats.nodes);
        EXPECT_GT(drawn, 0u);
    }
}

// queens.v4's tasks start from a pair of queens in the first two columns, which the
// search does not count: the tree draws them as given decisions, the first queens' rows
// once each (the upper half), and under each the task's second queen, so the searched
// queens of column 3 stand at depth 3.
TEST(TreeTruth, QueensV4DrawsEachTasksQueensAsGivenDecisions) {
    const int n = 6;
    TreeRecorder recorder;
    SolutionSink sink(4);
    SearchContext ctx(sink, {}, nullptr, &recorder);
    const Instance board = *builtinRegistry().puzzle("queens")->makeInstance({.size = n});
    runAlgorithm(*builtinRegistry().algorithm("queens.v4"), board, {Mode::All, 1, false}, ctx);
    const SearchTree& tree = recorder.builder.tree();
    // The tasks, counted here by their rule: a first queen in the upper half, a second
    // one that it does not attack.
    int tasks = 0;
    for (int r0 = 0; r0 < n / 2; ++r0)
        for (int r1 = 0; r1 < n; ++r1) tasks += r1 != r0 && std::abs(r1 - r0) != 1;
    std::vector<int> givenPerLevel(3, 0);
    for (std::uint32_t i = 1; i < tree.size(); ++i) {
        const TreeNode& node = tree.node(i);
        const int level = static_cast<int>(tree.pathTo(i).size()) - 1;
        if (!node.isGiven()) {
            EXPECT_GE(level, 3) << i;
            continue;
        }
        ASSERT_LE(level, 2) << i;
        ++givenPerLevel[static_cast<std::size_t>(level)];
        EXPECT_EQ(node.cell % n, level - 1) << i;  // the queen of column `level`
        EXPECT_TRUE(node.has(TreeNode::kLabelled));
    }
    EXPECT_EQ(givenPerLevel[1], n / 2);
    EXPECT_EQ(givenPerLevel[2], tasks);
    EXPECT_EQ(recorder.builder.totals().nodes, tree.subtreeCount(0) - 1);
}

}  // namespace
}  // namespace pw::ui
