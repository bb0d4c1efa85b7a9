#include "merged_trees.h"

#include <algorithm>

namespace pw::ui {

MergedTrees::MergedTrees(MergeResult r, QString firstLabel, QString secondLabel, const AlgorithmInfo* a,
                         const AlgorithmInfo* b)
    : result(std::move(r)), first(std::move(firstLabel)), second(std::move(secondLabel)), firstVersion(a), secondVersion(b) {
    if (result.merged) {
        const SearchTree& tree = result.merged->tree();
        tally = tallyVisits(tree);
        // Each node's depth, by one pass (the fold rule asks for it node by node).
        depth.assign(tree.size(), 0);
        std::vector<std::uint32_t> open{0};
        for (std::uint32_t i = 1; i < tree.size(); ++i) {
            while (open.size() > 1 && tree.end(open.back()) <= i) open.pop_back();
            depth[i] = static_cast<std::uint16_t>(std::min<std::size_t>(open.size(), 0xFFFF));
            open.push_back(i);
        }
        layout = std::make_unique<TreeLayout>(*result.merged);
        layout->setFoldRule([this, &tree](std::uint32_t node) {
            const bool both = static_cast<Visit>(tree.mark(node)) == Visit::Both;
            const std::uint64_t own = both && !tree.node(node).has(TreeNode::kUncounted) ? 1 : 0;
            if (tally[node].both <= own) return false;  // only ghosts below: they stay in view
            return !tree.node(node).has(TreeNode::kSolutionBelow) || depth[node] >= kOpenLevels;
        });
        layout->update();
    }
    if (result.firstTree) {
        firstLayout = std::make_unique<TreeLayout>(*result.firstTree);
        firstLayout->update();
    }
    if (result.secondTree) {
        secondLayout = std::make_unique<TreeLayout>(*result.secondTree);
        secondLayout->update();
    }
}

}  // namespace pw::ui
