#pragma once
/// A merged tree of two versions in the user's language (tree/merged_tree.h): its counts,
/// why two trees were not merged, and what a node of it is. Counts meet their nouns
/// through numerus forms.
#include <QCoreApplication>
#include <QString>

#include "tree/merge_run.h"

namespace pw::ui {

/// "v2 never visits 19,158,240 of v1's 19,173,960 nodes." and, on a second line, the
/// glyphs: the nodes both visit, the ghosts (dashed), the second's own (upside down).
QString mergeCountsText(const MergeResult& result, const QString& first, const QString& second);
/// Why the trees are shown side by side instead of merged, in one sentence.
QString mismatchText(const MergeResult& result, const QString& first, const QString& second);
/// What a node of the merged tree is: `names` the decisions down to it ("Row 3, column 1 ›
/// …"), `nodes` what it holds, `line`/`lineText` the second version's pseudo-code line that
/// refused a ghost (-1: none says).
QString ghostText(const QString& names, std::uint64_t nodes, const QString& first, const QString& second, int line,
                  const QString& lineText);
QString secondOnlyText(const QString& names, std::uint64_t nodes, const QString& second);
QString bothText(const QString& names, const VisitTally& tally, const QString& first);
/// While a merge runs: which version, how many nodes so far.
QString mergeProgressText(int phase, std::uint64_t nodes, const QString& first, const QString& second);

/// Holds the translation context "MergeText" of the sentences.
class MergeText {
    Q_DECLARE_TR_FUNCTIONS(MergeText)
};

}  // namespace pw::ui
