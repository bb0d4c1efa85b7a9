// The search tree against the counters: the lessons' trees (the 8 queens' v2, the magic
// square's v1 and v2) have the node, solution and dead-end counts the run counts and the
// lessons quote; folding keeps the counts; a tree past its cap stays within it.
#include <gtest/gtest.h>

#include <numeric>

#include "all_puzzles.h"
#include "tree/tree_builder.h"
#include "tree/tree_layout.h"
#include "tree/tree_recorder.h"

namespace pw::ui {
namespace {

struct TracedRun {
    RunResult result;
    std::vector<std::uint64_t> perDepth;
};

TracedRun trace(TreeRecorder& recorder, const char* id, const Instance& instance) {
    SolutionSink sink(4);
    SearchContext ctx(sink, {}, nullptr, &recorder);
    TracedRun out;
    out.result = runAlgorithm(*builtinRegistry().algorithm(id), instance, {Mode::All, 1, false}, ctx);
    out.perDepth = ctx.nodesPerDepth();
    return out;
}

Instance sized(const char* puzzle, int size) { return *builtinRegistry().puzzle(puzzle)->makeInstance({.size = size}); }

// Nodes the displayed tree stands for: one per drawn node, a folded one for its subtree.
std::uint64_t representedNodes(const TreeLayout& layout, const SearchTree& tree, std::uint32_t node = 0) {
    if (layout.isFolded(node)) return tree.subtreeCount(node);
    std::uint64_t count = 1;
    if (const TreeLayout::Children* c = layout.children(node))
        for (std::uint32_t child : c->nodes) count += representedNodes(layout, tree, child);
    return count;
}

TEST(SearchTree, QueensV2MatchesItsCountersAndTheLesson) {
    TreeRecorder recorder(SearchTree::kDefaultCap);
    const TracedRun run = trace(recorder, "queens.v2", sized("queens", 8));
    const TreeBuilder& b = recorder.builder;
    ASSERT_TRUE(b.finished());
    EXPECT_EQ(b.totals().nodes, run.result.stats.nodes);
    EXPECT_EQ(b.totals().nodes, 15720u);  // the 15,712 ok() calls and the first column's 8 rows
    EXPECT_EQ(b.totals().solutions, 92u);
    EXPECT_EQ(b.totals().solutions, run.result.stats.solutions);
    // Every try the continue refuses is a dead end: all nodes but the 2,056 valid prefixes.
    EXPECT_EQ(b.totals().deadEnds, 15720u - 2056u);
    EXPECT_EQ(b.totals().leaves, b.totals().deadEnds + 92u);
    EXPECT_EQ(b.totals().perDepth, run.perDepth);
    EXPECT_EQ(std::accumulate(run.perDepth.begin(), run.perDepth.end(), std::uint64_t{0}), run.result.stats.nodes);
    EXPECT_EQ(b.tree().size(), 15721u);  // every node stored, and the root
    // The first node is the queen of column 1 in row 1, named by its event.
    const Event first = b.tree().decision(1);
    EXPECT_EQ(first.cell, 0);
    EXPECT_EQ(first.value, 0);
}

TEST(SearchTree, MagicV2HasNineFactorialLeaves) {
    TreeRecorder recorder(SearchTree::kDefaultCap);
    const TracedRun run = trace(recorder, "magic.v2", sized("magic", 3));
    const TreeTotals& t = recorder.builder.totals();
    EXPECT_EQ(t.leaves, 362880u);  // 9!
    EXPECT_EQ(t.leaves, run.result.stats.extra[0]);
    EXPECT_EQ(t.solutions, 8u);
    EXPECT_EQ(t.deadEnds, 362880u - 8u);
    EXPECT_EQ(t.nodes, run.result.stats.nodes);
    EXPECT_EQ(t.perDepth, run.perDepth);
}

TEST(SearchTree, MagicV1TestsEveryFillingAtItsLeaves) {
    // Two cells given (2 and 7, the first row of one square): 9^7 leaves below them.
    Instance given = sized("magic", 3);
    given.cells = {2, 7, 0, 0, 0, 0, 0, 0, 0};
    TreeRecorder recorder(SearchTree::kDefaultCap);
    const TracedRun run = trace(recorder, "magic.v1", given);
    const TreeTotals& t = recorder.builder.totals();
    EXPECT_EQ(t.leaves, 4782969u);  // 9^7
    EXPECT_EQ(t.leaves, run.result.stats.extra[0]);
    EXPECT_EQ(t.solutions, 1u);  // 2 7 6 / 9 5 1 / 4 3 8
    EXPECT_EQ(t.deadEnds, t.leaves - 1);
    EXPECT_EQ(t.nodes, run.result.stats.nodes);
    EXPECT_EQ(t.perDepth, run.perDepth);
    // 5.4 million nodes against the default cap: the deepest levels are counted only.
    EXPECT_TRUE(recorder.builder.tree().truncated());
    EXPECT_LE(recorder.builder.tree().size(), SearchTree::kDefaultCap);
}

// The lesson's 9^9 leaves: about a minute of tracing, so left out of the normal run
// (--gtest_also_run_disabled_tests runs it).
TEST(SearchTree, DISABLED_MagicV1HasNineToTheNinthLeaves) {
    TreeRecorder recorder(SearchTree::kDefaultCap);
    const TracedRun run = trace(recorder, "magic.v1", sized("magic", 3));
    EXPECT_EQ(recorder.builder.totals().leaves, 387420489u);
    EXPECT_EQ(recorder.builder.totals().solutions, 8u);
    EXPECT_EQ(recorder.builder.totals().nodes, run.result.stats.nodes);
}

TEST(SearchTree, FoldingAndUnfoldingKeepTheCounts) {
    TreeRecorder recorder(SearchTree::kDefaultCap);
    trace(recorder, "queens.v2", sized("queens", 6));
    const SearchTree& tree = recorder.builder.tree();
    TreeLayout layout(recorder.builder);
    layout.update();
    const std::uint64_t all = recorder.builder.totals().nodes + 1;  // and the root
    EXPECT_EQ(representedNodes(layout, tree), all);
    // The first column's first queen has no solution below: folded, then unfolded.
    ASSERT_TRUE(layout.isFolded(1));
    const std::uint64_t folded = tree.subtreeCount(1);
    EXPECT_GT(folded, 1u);
    ASSERT_TRUE(layout.toggle(1));
    EXPECT_FALSE(layout.isFolded(1));
    ASSERT_NE(layout.children(1), nullptr);
    EXPECT_EQ(representedNodes(layout, tree), all);
    ASSERT_TRUE(layout.toggle(1));
    EXPECT_TRUE(layout.isFolded(1));
    EXPECT_EQ(representedNodes(layout, tree), all);
    // A branch with solutions is open by default; folding it keeps the count too.
    const TreeLayout::Children* root = layout.children(0);
    ASSERT_NE(root, nullptr);
    const std::uint32_t withSolution = root->nodes[1];
    ASSERT_FALSE(layout.isFolded(withSolution));
    ASSERT_TRUE(layout.toggle(withSolution));
    EXPECT_TRUE(layout.isFolded(withSolution));
    EXPECT_EQ(representedNodes(layout, tree), all);
}

TEST(SearchTree, SiblingsNeverOverlap) {
    TreeRecorder recorder(SearchTree::kDefaultCap);
    trace(recorder, "queens.v2", sized("queens", 6));
    TreeLayout layout(recorder.builder);
    layout.update();
    for (std::uint32_t i = 0; i < recorder.builder.tree().size(); ++i) {
        const TreeLayout::Children* c = layout.children(i);
        if (!c) continue;
        for (std::size_t j = 1; j < c->offsets.size(); ++j)
            EXPECT_GE(c->offsets[j] - c->offsets[j - 1], 2 * TreeLayout::kLeafHalf) << i;
    }
}

TEST(SearchTree, IncrementalLayoutEqualsALayoutDoneAtOnce) {
    // The same run fed in small slices, with a layout update after each, ends where a
    // single update of the whole tree does.
    std::vector<TreeRecord> log;
    struct Logger final : StepTracer {
        std::vector<TreeRecord>* log;
        void onEvent(const Event& e, std::span<const int>) override { log->push_back({e, TreeRecord::Kind::Event}); }
        void onNode(int depth) override { log->push_back(TreeRecord::node(depth)); }
    } logger;
    logger.log = &log;
    SolutionSink sink(4);
    SearchContext ctx(sink, {}, nullptr, &logger);
    runAlgorithm(*builtinRegistry().algorithm("queens.v2"), sized("queens", 6), {Mode::All, 1, false}, ctx);

    TreeBuilder stepwise, atOnce;
    TreeLayout stepwiseLayout(stepwise), atOnceLayout(atOnce);
    for (std::size_t i = 0; i < log.size(); i += 37) {
        stepwise.apply(std::span(log).subspan(i, std::min<std::size_t>(37, log.size() - i)));
        stepwiseLayout.update();
    }
    atOnce.apply(log);
    atOnceLayout.update();
    ASSERT_EQ(stepwiseLayout.shape().size(), atOnceLayout.shape().size());
    for (std::size_t l = 0; l < atOnceLayout.shape().size(); ++l) {
        EXPECT_FLOAT_EQ(stepwiseLayout.shape()[l].left, atOnceLayout.shape()[l].left) << l;
        EXPECT_FLOAT_EQ(stepwiseLayout.shape()[l].right, atOnceLayout.shape()[l].right) << l;
    }
}

TEST(SearchTree, APastTheCapRunKeepsItsCountsWithinTheCap) {
    // The 8 queens' v1: 19,173,960 nodes against a cap of a million.
    TreeRecorder recorder(SearchTree::kDefaultCap);
    const TracedRun run = trace(recorder, "queens.v1", sized("queens", 8));
    const TreeBuilder& b = recorder.builder;
    EXPECT_EQ(b.totals().nodes, 19173960u);
    EXPECT_EQ(b.totals().nodes, run.result.stats.nodes);
    EXPECT_EQ(b.totals().leaves, 16777216u);  // 8^8 placements tested
    EXPECT_EQ(b.totals().solutions, 92u);
    EXPECT_EQ(b.totals().perDepth, run.perDepth);
    const SearchTree& tree = b.tree();
    EXPECT_TRUE(tree.truncated());
    EXPECT_LE(tree.size(), SearchTree::kDefaultCap);
    EXPECT_LE(tree.memoryBytes(), SearchTree::kDefaultCap * sizeof(TreeNode) + 4096);
    // The stored nodes and the counts they hold make the whole tree.
    EXPECT_EQ(tree.subtreeCount(0), b.totals().nodes + 1);
    TreeLayout layout(b);
    layout.update();
    EXPECT_EQ(representedNodes(layout, tree), b.totals().nodes + 1);
}

TEST(SearchTree, ASmallCapStillCountsEveryNode) {
    TreeRecorder recorder(1000);
    const TracedRun run = trace(recorder, "queens.v2", sized("queens", 8));
    const SearchTree& tree = recorder.builder.tree();
    EXPECT_LE(tree.size(), 1000u);
    EXPECT_TRUE(tree.truncated());
    EXPECT_EQ(recorder.builder.totals().nodes, run.result.stats.nodes);
    EXPECT_EQ(recorder.builder.totals().deadEnds, 15720u - 2056u);
    EXPECT_EQ(tree.subtreeCount(0), run.result.stats.nodes + 1);
}

}  // namespace
}  // namespace pw::ui
