#pragma once
/// The "Search tree" panel: the tree of the traced run growing as the search goes, its
/// counts, and what to do with it (fit, follow the current node, zoom, export as SVG, PDF or
/// PNG, the node cap). It names no puzzle: a labeler given by the window (the board's
/// `decisionText`) names the nodes.
///
/// The records come from the session at its 30 Hz tick (`append`): the panel builds the
/// tree and updates its layout on the GUI thread, which never waits for the worker.
///
/// "Merge with" shows, instead of the run's tree, the tree of the version shown merged
/// with another one's on the same board (merged_trees.h; the window's MergeController
/// runs the merge), or the two trees side by side when they do not decide alike.
#include <QWidget>

#include <memory>
#include <optional>

#include "merged_trees.h"
#include "search_tree_view.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace pw {
struct AlgorithmInfo;
}

namespace pw::ui {

class SearchTreePanel final : public QWidget {
    Q_OBJECT
public:
    explicit SearchTreePanel(QWidget* parent = nullptr);
    ~SearchTreePanel() override;

    /// A traced run starts: a new, empty tree with the current cap.
    void startRun();
    /// No traced run (a solve at full speed, another puzzle): the hint, no tree.
    void clear();
    /// Takes the records of the last tick in.
    void append(const std::vector<TreeRecord>& records);
    void setLabeler(TreePainter::Labeler labeler);
    /// Whether the board shows one of this tree's nodes (the live-board button is on).
    void setInspecting(bool on);
    /// The run is recorded: a click on a node asks for the event that made it
    /// (`eventChosen`) rather than for its board alone (`nodeChosen`).
    void setRecorded(bool on) { recorded_ = on; }
    /// Draws event `k`'s node as the current one (a recording's cursor); none: the run's.
    void showEvent(std::optional<std::uint64_t> k);

    std::size_t cap() const;
    void setCap(std::size_t nodes);
    const TreeBuilder* builder() const { return builder_.get(); }
    TreeLayout* layout() const { return layout_.get(); }
    SearchTreeView* view() const { return view_; }

    /// The versions "Merge with" offers: (id, label) pairs; the first item, none, goes
    /// back to the run's tree.
    void setMergeChoices(const std::vector<std::pair<QString, QString>>& choices);
    /// A merge is under way: the sentence that says so, in place of the tree.
    void showMergeProgress(const QString& text);
    /// Shows a merge's outcome instead of the run's tree, until `leaveMerge`.
    void showMerge(std::unique_ptr<MergedTrees> merge);
    /// Back to the run's tree; "Merge with" shows none.
    void leaveMerge();
    const MergedTrees* merge() const { return merge_.get(); }
    /// A merge's progress is shown, and its outcome awaited (not left since).
    bool awaitingMerge() const { return awaitingMerge_; }
    QComboBox* mergeBox() const { return mergeBox_; }
    /// The second tree of a merge shown side by side.
    SearchTreeView* secondView() const { return secondView_; }

    /// The view as an SVG drawing or a PNG picture, written through QSaveFile: false,
    /// with the reason in `error`, leaves the old file untouched.
    bool exportSvg(const QString& path, QString* error = nullptr) const;
    bool exportPng(const QString& path, QString* error = nullptr) const;
    /// The view as a one-page vector PDF of its size; false with one sentence in `error`.
    bool exportPdf(const QString& path, QString* error = nullptr) const;

signals:
    /// A node was clicked: the decisions from the root down to it, and its own event.
    void nodeChosen(const std::vector<Event>& decisions, const Event& node);
    /// The user asked for the live board again.
    void liveRequested();
    /// A node of a recorded run was clicked: the event that made it.
    void eventChosen(std::uint64_t event);
    /// "Merge with" names a version (its id), or none (empty: back to the run's tree).
    void mergeRequested(const QString& id);
    /// A node of a merge was clicked: the decisions down to it, its event (its line the
    /// second version's for a merged tree's node, its own version's side by side).
    void mergedNodeChosen(const std::vector<Event>& decisions, const Event& node, MergedPick pick);

private:
    void refreshStatus();
    void onNodeSelected(std::uint32_t node);
    void onMergedNodeSelected(const TreeBuilder& tree, std::uint32_t node, bool secondTree);
    QString pathNames(const TreeBuilder& tree, std::uint32_t node, std::vector<Event>* decisions) const;
    void showTrees(bool merged);
    void exportView();

    std::unique_ptr<TreeBuilder> builder_;
    std::unique_ptr<TreeLayout> layout_;
    SearchTreeView* view_;
    SearchTreeView* secondView_;
    QWidget* secondPane_;
    QLabel* firstCaption_;
    QLabel* secondCaption_;
    QComboBox* mergeBox_;
    std::unique_ptr<MergedTrees> merge_;
    bool awaitingMerge_ = false;
    QLabel* status_;
    QLabel* nodeInfo_;
    QPushButton* followButton_;
    QPushButton* liveButton_;
    QSpinBox* capBox_;
    TreePainter::Labeler labeler_;
    bool recorded_ = false;
};

}  // namespace pw::ui
