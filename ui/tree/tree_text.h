#pragma once
/// The search tree's counts and its uncounted nodes in the user's language: the panel's
/// status line, what a summary node stands for, a decision taken as given. Counts meet
/// their nouns through numerus forms ("1 node", "2 nodes"; "0 nœud", "2 nœuds").
#include <QCoreApplication>
#include <QString>

#include "tree/tree_builder.h"

namespace pw::ui {

/// "1,234 nodes · 5 solutions · 600 dead ends · 7 cuts", and on a second line the part
/// that summary nodes hold and what it is, when there is one.
QString treeCountsText(const TreeBuilder& builder);
/// "2 nodes": a count of nodes.
QString nodeCountText(std::uint64_t nodes);
/// Beside a summary node, above its count: what it stands for, in a few words.
QString summaryCaption(const TreeBuilder::Summary& summary);
/// A summary node's tooltip and description: what it stands for, how many nodes, at
/// which depths, and why they are not drawn.
QString summaryDescription(const TreeBuilder::Summary& summary);
/// What a decision taken as given is (a task's first queens).
QString givenDescription();

/// Holds the translation context "TreeText" of the sentences.
class TreeText {
    Q_DECLARE_TR_FUNCTIONS(TreeText)
};

}  // namespace pw::ui
