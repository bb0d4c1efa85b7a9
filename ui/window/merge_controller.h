#pragma once
/// The search tree's "Merge with": the chosen version's tree merged with another
/// version's (or a student's file's) on the board shown (tree/merge_run.h), run off the
/// GUI thread (MergeJob) and shown in the tree panel; a click on one of its nodes shows
/// that node's board, and the second version's pseudo-code with the line that refused a
/// ghost lit. It owns no widget.
#include <QObject>
#include <QTimer>

#include <memory>

#include "core/instance.h"
#include "tree/merged_tree.h"

class QLabel;

namespace pw {
class MergeJob;
struct AlgorithmInfo;
}

namespace pw::ui {

class PseudocodeView;
class PuzzleDeck;
class SearchTreePanel;
class WorkbenchModel;
enum class MergedPick;

class MergeController final : public QObject {
    Q_OBJECT
public:
    struct Views {
        PuzzleDeck* deck;       ///< the board view that shows a node of the merge
        WorkbenchModel* model;  ///< the versions offered, the one chosen, the mode
        SearchTreePanel* tree;
        PseudocodeView* pseudocode;
        QLabel* status;  ///< the status bar's run line
    };

    MergeController(Views views, QObject* parent);
    ~MergeController() override;

    /// Merges the chosen version's tree with that of the version `secondId` (an id of
    /// the puzzle's list) on the board shown; an empty id goes back to the run's tree.
    /// False when there is nothing to merge (no such version, or the same one).
    bool mergeWith(const QString& secondId);
    bool busy() const { return job_ != nullptr; }

signals:
    /// A merge's outcome is shown in the tree panel (merged, or side by side).
    void mergeShown();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refreshChoices();
    void poll();
    void showNode(const std::vector<Event>& decisions, const Event& node, MergedPick pick);
    /// The pseudo-code of the version chosen again, after a node of a merge showed another's.
    void restoreCode();
    void stop();

    Views views_;
    std::unique_ptr<MergeJob> job_;
    QTimer poll_;
    Instance instance_;  ///< the board of the merge shown
    const AlgorithmInfo* first_ = nullptr;
    const AlgorithmInfo* second_ = nullptr;
    bool codeChanged_ = false;
};

/// A version's name in a merge's sentences: "v2", or the file of a student's version.
QString mergeName(const AlgorithmInfo& algorithm);

}  // namespace pw::ui
