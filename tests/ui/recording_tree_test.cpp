// The search tree of a recorded run knows its current node at every event: for every
// version of every puzzle in the registry and every example file of resources/examples,
// k events forward then j back give the tree node (and the depth the status bar names)
// that a fresh run stopped at k − j has; and a node's event is the one that made it.
#include <gtest/gtest.h>

#include <filesystem>

#include "../solvers/recording_support.h"
#include "own/file_version.h"
#include "own/toolchain.h"
#include "tree/tree_builder.h"

namespace pw::ui {
namespace {

using recording_test::traceRun;
using recording_test::TracedRun;

/// The tree of the first `events` events of a recorded run, as the window builds it.
std::unique_ptr<TreeBuilder> treeOf(const TracedRun& run, std::uint64_t events) {
    auto builder = std::make_unique<TreeBuilder>();
    builder->keepEvents();
    std::vector<TreeRecord> log;
    run.recording->read([&](const Recording& r) { r.treeLog(0, events, log); });
    builder->apply(log);
    return builder;
}

void expectBackIsAFreshRun(const AlgorithmInfo& a, const Instance& board) {
    const TracedRun full = traceRun(a, board, Mode::All, {.events = 1500});
    const std::uint64_t k = full.recording->size();
    ASSERT_GT(k, 0u);
    const auto forward = treeOf(full, k);
    ASSERT_EQ(forward->eventCount(), k);
    for (const std::uint64_t j : {std::uint64_t{0}, std::uint64_t{1}, k / 2, k - 1}) {
        const TracedRun fresh = traceRun(a, board, Mode::All, {.events = k - j});
        ASSERT_EQ(fresh.recording->size(), k - j);
        const auto stopped = treeOf(fresh, k - j);
        EXPECT_EQ(forward->nodeOfEvent(k - 1 - j), stopped->currentNode()) << "back " << j << " from " << k;
        EXPECT_EQ(forward->depthOfEvent(k - 1 - j), stopped->eventDepth()) << "back " << j << " from " << k;
        forward->showEvent(k - 1 - j);
        EXPECT_EQ(forward->shownPath(), stopped->storedPath()) << "back " << j << " from " << k;
    }
    forward->showEvent(std::nullopt);
    EXPECT_EQ(forward->shownNode(), forward->currentNode());
    // A node's event is the first one after its record: the tree of the records up to
    // that event holds the node, the tree of those before it does not.
    const std::uint32_t nodes = static_cast<std::uint32_t>(forward->tree().size());
    for (std::uint32_t node = 1; node < nodes; node += std::max<std::uint32_t>(1, nodes / 25)) {
        const std::uint64_t e = forward->eventOfNode(node);
        if (e >= k) continue;
        EXPECT_GT(treeOf(full, e + 1)->tree().size(), node) << "node " << node << ", event " << e;
        EXPECT_LE(treeOf(full, e)->tree().size(), node) << "node " << node << ", event " << e;
    }
}

TEST(Recording, BackFromKIsTheTreeNodeOfAFreshRunStoppedThereForEveryVersion) {
    for (const AlgorithmInfo& a : builtinRegistry().algorithms()) {
        SCOPED_TRACE(a.id);
        expectBackIsAFreshRun(a, recording_test::smallInstance(a));
    }
}

TEST(Recording, BackFromKIsTheTreeNodeOfAFreshRunStoppedThereForEveryExampleFile) {
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(own::toolchain().examplesDir()))
        if (entry.path().extension() == ".cpp") files.push_back(entry.path().string());
    ASSERT_GE(files.size(), 7u);
    for (const std::string& file : files) {
        SCOPED_TRACE(file);
        auto version = own::FileVersion::create(file, {});
        ASSERT_TRUE(version->compile().ok()) << version->lastCompile().output;
        const AlgorithmInfo entry = version->algorithm();
        AlgorithmInfo like;
        like.puzzle = entry.puzzle;
        like.id = entry.title.find("_v1") != std::string::npos ? entry.puzzle + ".v1" : entry.puzzle + ".v2";
        expectBackIsAFreshRun(entry, recording_test::smallInstance(like));
    }
}

// Past the tree's cap its deepest levels are dropped: an event's node and a node's event
// follow the renumbering, to the kept node that now counts the dropped ones.
TEST(Recording, TheEventsNodesFollowTheTreesCompaction) {
    const AlgorithmInfo& v1 = *builtinRegistry().algorithm("queens.v1");
    const TracedRun run = traceRun(v1, *builtinRegistry().puzzle("queens")->makeInstance({.size = 6}), Mode::All,
                                   {.events = 20'000});
    TreeBuilder small(1000);
    small.keepEvents();
    std::vector<TreeRecord> log;
    run.recording->read([&](const Recording& r) { r.treeLog(0, r.size(), log); });
    small.apply(log);
    ASSERT_TRUE(small.tree().truncated());
    ASSERT_EQ(small.eventCount(), run.recording->size());
    for (std::uint64_t k = 0; k < small.eventCount(); ++k) ASSERT_LT(small.nodeOfEvent(k), small.tree().size()) << k;
    // The last event's node is the tree's current one, and nodes' events never decrease
    // along the preorder of a path.
    EXPECT_EQ(small.nodeOfEvent(small.eventCount() - 1), small.currentNode());
    for (std::uint32_t node = 1; node < small.tree().size(); ++node) {
        const std::vector<std::uint32_t> path = small.tree().pathTo(node);
        EXPECT_LE(small.eventOfNode(path[path.size() - 2]), small.eventOfNode(node)) << node;
    }
}

}  // namespace
}  // namespace pw::ui
