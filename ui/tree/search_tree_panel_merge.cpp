// The search-tree panel's merge of two versions (search_tree_panel.h): "Merge with", the
// merged tree or the two trees side by side, and what a click on their nodes shows.
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTimer>

#include "core/registry.h"
#include "merge_text.h"
#include "search_tree_panel.h"
#include "text/registry_text.h"

namespace pw::ui {

void SearchTreePanel::setMergeChoices(const std::vector<std::pair<QString, QString>>& choices) {
    const QSignalBlocker quiet(mergeBox_);
    const QString current = mergeBox_->currentData().toString();
    mergeBox_->clear();
    mergeBox_->addItem(tr("none (the run's tree)"));
    for (const auto& [id, label] : choices) mergeBox_->addItem(label, id);
    const int keep = mergeBox_->findData(current);
    mergeBox_->setCurrentIndex(merge_ && keep > 0 ? keep : 0);
    mergeBox_->setEnabled(!choices.empty());
}

void SearchTreePanel::showMergeProgress(const QString& text) {
    awaitingMerge_ = true;
    merge_.reset();
    view_->setVisits(nullptr);
    view_->setTree(nullptr, nullptr);
    view_->setHint(text);
    secondPane_->hide();
    firstCaption_->hide();
    status_->setText(text);
    nodeInfo_->clear();
}

void SearchTreePanel::showMerge(std::unique_ptr<MergedTrees> merge) {
    awaitingMerge_ = false;
    merge_ = std::move(merge);
    if (merge_->secondVersion) {
        const int index = mergeBox_->findData(QString::fromStdString(merge_->secondVersion->id));
        const QSignalBlocker quiet(mergeBox_);
        if (index > 0) mergeBox_->setCurrentIndex(index);
    }
    showTrees(!merge_->sideBySide());
    nodeInfo_->clear();
    setInspecting(false);
    refreshStatus();
}

void SearchTreePanel::showTrees(bool merged) {
    view_->setFollow(false);
    if (merged) {
        view_->setVisits(&merge_->tally);
        view_->setTree(merge_->result.merged.get(), merge_->layout.get());
        secondPane_->hide();
        firstCaption_->hide();
    } else {
        view_->setVisits(nullptr);
        view_->setTree(merge_->result.firstTree.get(), merge_->firstLayout.get());
        secondView_->setTree(merge_->result.secondTree.get(), merge_->secondLayout.get());
        firstCaption_->setText(QStringLiteral("<b>%1</b>").arg(merge_->first.toHtmlEscaped()));
        secondCaption_->setText(QStringLiteral("<b>%1</b>").arg(merge_->second.toHtmlEscaped()));
        firstCaption_->show();
        secondPane_->show();
        secondView_->setFollow(false);
    }
    // Laid out at the views' sizes once the panel has placed them.
    QTimer::singleShot(0, this, [this] {
        view_->fitOrShowTop();
        if (secondPane_->isVisible()) secondView_->fitOrShowTop();
    });
}

void SearchTreePanel::leaveMerge() {
    {
        const QSignalBlocker quiet(mergeBox_);
        mergeBox_->setCurrentIndex(0);
    }
    if (!merge_ && !awaitingMerge_ && !secondPane_->isVisible() && view_->hasTree()) return;
    awaitingMerge_ = false;
    merge_.reset();
    view_->setVisits(nullptr);
    secondView_->setTree(nullptr, nullptr);
    secondPane_->hide();
    firstCaption_->hide();
    view_->setTree(builder_.get(), layout_.get());
    nodeInfo_->clear();
    if (builder_) {
        view_->setFollow(true);
        view_->treeChanged();
        refreshStatus();
    } else {
        status_->setText(tr("No traced run."));
    }
}

QString SearchTreePanel::pathNames(const TreeBuilder& tree, std::uint32_t node, std::vector<Event>* decisions) const {
    QStringList names;
    for (std::uint32_t n : tree.tree().pathTo(node)) {
        // A merged tree's unnamed node (the ghosts under a board the second version
        // refused) adds no decision: its board is that refused board.
        if (n == 0 || !tree.tree().node(n).has(TreeNode::kLabelled)) continue;
        decisions->push_back(tree.tree().decision(n));
        if (labeler_ && tree.tree().node(n).has(TreeNode::kLabelled)) names << labeler_(decisions->back());
    }
    return names.isEmpty() ? tr("The root") : names.join(QStringLiteral(" › "));
}

void SearchTreePanel::onMergedNodeSelected(const TreeBuilder& tree, std::uint32_t node, bool secondTree) {
    std::vector<Event> decisions;
    const QString names = pathNames(tree, node, &decisions);
    const Event event = node == 0 ? Event{} : tree.tree().decision(node);
    MergedPick pick = MergedPick::Both;
    if (merge_->sideBySide()) {
        pick = secondTree ? MergedPick::SecondTree : MergedPick::FirstTree;
        nodeInfo_->setText(QStringLiteral("%1 — %2").arg(secondTree ? merge_->second : merge_->first, names));
    } else {
        const std::uint64_t nodes = tree.tree().subtreeCount(node);
        switch (static_cast<Visit>(tree.tree().mark(node))) {
        case Visit::OnlyFirst: {
            pick = MergedPick::OnlyFirst;
            const AlgorithmInfo* second = merge_->secondVersion;
            const bool named = second && event.line >= 0 && static_cast<std::size_t>(event.line) < second->pseudocode.size();
            nodeInfo_->setText(ghostText(names, nodes, merge_->first, merge_->second, named ? event.line : -1,
                                         named ? registryText(second->pseudocode[static_cast<std::size_t>(event.line)]).trimmed()
                                               : QString()));
            break;
        }
        case Visit::OnlySecond:
            pick = MergedPick::OnlySecond;
            nodeInfo_->setText(secondOnlyText(names, nodes, merge_->second));
            break;
        case Visit::Both: nodeInfo_->setText(bothText(names, merge_->tally[node], merge_->first)); break;
        }
    }
    emit mergedNodeChosen(decisions, event, pick);
}

}  // namespace pw::ui
