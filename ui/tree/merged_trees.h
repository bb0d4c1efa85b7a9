#pragma once
/// What the tree panel shows of a merge (tree/merge_run.h): the merged tree with its
/// tallies and layout, or, when the two versions do not decide alike, each version's own
/// tree with its layout, to be shown side by side.
#include <QString>

#include <memory>
#include <vector>

#include "tree/merge_run.h"
#include "tree_layout.h"

namespace pw::ui {

/// Which node of a merge the user picked.
enum class MergedPick {
    Both,        ///< a node of the merged tree both versions visit
    OnlyFirst,   ///< a ghost: a subtree only the first visits
    OnlySecond,  ///< a subtree only the second visits
    FirstTree,   ///< side by side: a node of the first version's own tree
    SecondTree,  ///< side by side: a node of the second's
};

struct MergedTrees {
    MergeResult result;
    QString first, second;  ///< the versions' labels
    const AlgorithmInfo* firstVersion = nullptr;
    const AlgorithmInfo* secondVersion = nullptr;
    std::vector<VisitTally> tally;  ///< the merged tree's, one per node
    std::vector<std::uint16_t> depth;  ///< the merged tree's, one per node (root 0)
    std::unique_ptr<TreeLayout> layout, firstLayout, secondLayout;

    /// Levels a merged tree shows open at first: below them, a subtree with nodes both
    /// visit is one triangle (a click unfolds it), so that the first levels read whole.
    static constexpr int kOpenLevels = 2;

    /// Lays out what `result` holds. A merged tree folds the subtrees that have nodes both
    /// visit below their root and hold no solution or lie below `kOpenLevels`; a node the
    /// second version refused stays open over its ghosts.
    MergedTrees(MergeResult result, QString first, QString second, const AlgorithmInfo* firstVersion,
                const AlgorithmInfo* secondVersion);

    bool sideBySide() const { return !result.merged; }
};

}  // namespace pw::ui
