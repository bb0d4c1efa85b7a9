#include "merge_controller.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>

#include "boards/board_view.h"
#include "core/registry.h"
#include "model/workbench_model.h"
#include "panels/pseudocode_view.h"
#include "puzzle_deck.h"
#include "text/registry_text.h"
#include "tree/merge_job.h"
#include "tree/merge_text.h"
#include "tree/search_tree_panel.h"

namespace pw::ui {

QString mergeName(const AlgorithmInfo& algorithm) {
    return algorithm.file.empty() ? shortVersionLabel(algorithm) : QFileInfo(QString::fromStdString(algorithm.file)).fileName();
}

MergeController::MergeController(Views views, QObject* parent) : QObject(parent), views_(views) {
    poll_.setInterval(100);
    connect(&poll_, &QTimer::timeout, this, &MergeController::poll);
    connect(views_.tree, &SearchTreePanel::mergeRequested, this, [this](const QString& id) { mergeWith(id); });
    connect(views_.tree, &SearchTreePanel::mergedNodeChosen, this, &MergeController::showNode);
    connect(views_.tree, &SearchTreePanel::liveRequested, this, &MergeController::restoreCode);
    connect(views_.model, &WorkbenchModel::versionChanged, this, &MergeController::refreshChoices);
    connect(views_.model, &WorkbenchModel::versionsChanged, this, &MergeController::refreshChoices);
    connect(views_.deck, &PuzzleDeck::currentChanged, this, [this] {
        stop();
        QTimer::singleShot(0, this, &MergeController::refreshChoices);
    });
    // The list may change under it (a student's file opened): it is read again when used.
    views_.tree->mergeBox()->installEventFilter(this);
    refreshChoices();
}

MergeController::~MergeController() = default;

bool MergeController::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::FocusIn) refreshChoices();
    return QObject::eventFilter(watched, event);
}

void MergeController::refreshChoices() {
    std::vector<std::pair<QString, QString>> choices;
    const AlgorithmInfo* shown = views_.model->version();
    for (const AlgorithmInfo* a : views_.model->versions())
        if (a != shown) choices.emplace_back(QString::fromStdString(a->id), versionLabel(*a));
    views_.tree->setMergeChoices(choices);
}

void MergeController::stop() {
    poll_.stop();
    job_.reset();  // asks the runs to stop and joins them
}

bool MergeController::mergeWith(const QString& secondId) {
    stop();
    if (secondId.isEmpty()) {
        views_.tree->leaveMerge();
        restoreCode();
        return false;
    }
    BoardView* board = views_.deck->current();
    const AlgorithmInfo* first = views_.model->version();
    const AlgorithmInfo* second = nullptr;
    for (const AlgorithmInfo* a : views_.model->versions())
        if (QString::fromStdString(a->id) == secondId) second = a;
    if (!board || !first || !second || first == second) return false;
    first_ = first;
    second_ = second;
    instance_ = board->instance();
    MergeRequest request;
    request.first = first;
    request.second = second;
    request.instance = instance_;
    request.options.mode = views_.model->mode();
    request.display = true;
    request.displayCap = views_.tree->cap();
    job_ = std::make_unique<MergeJob>(std::move(request));
    views_.tree->showMergeProgress(mergeProgressText(0, 0, mergeName(*first), mergeName(*second)));
    poll_.start();
    return true;
}

void MergeController::poll() {
    if (!job_) {
        poll_.stop();
        return;
    }
    // A run started or another puzzle was chosen meanwhile: the merge is not wanted.
    if (!views_.tree->awaitingMerge()) {
        stop();
        return;
    }
    const QString first = mergeName(*first_), second = mergeName(*second_);
    if (!job_->done()) {
        views_.tree->showMergeProgress(
            mergeProgressText(job_->progress().phase.load(), job_->progress().nodes.load(), first, second));
        return;
    }
    poll_.stop();
    MergeResult result = job_->take();
    job_.reset();
    views_.tree->showMerge(std::make_unique<MergedTrees>(std::move(result), first, second, first_, second_));
    emit mergeShown();
}

void MergeController::showNode(const std::vector<Event>& decisions, const Event& node, MergedPick pick) {
    BoardView* board = views_.deck->current();
    if (!board || !first_ || !second_) return;
    board->showFrame(node, board->stateAfter(instance_, decisions));
    // The lines of a merged tree's nodes are the second version's (what refused a ghost);
    // side by side, each tree's are its own version's.
    const AlgorithmInfo* code = pick == MergedPick::FirstTree ? first_ : second_;
    views_.pseudocode->showAlgorithm(code);
    views_.pseudocode->highlightLine(node.line, pick == MergedPick::OnlyFirst);
    codeChanged_ = code != views_.model->version();
    views_.tree->setInspecting(true);
    views_.status->setText(tr("The board shows a node of the merge (read only), with the pseudo-code of %1. Live "
                              "board brings the run back.")
                               .arg(mergeName(*code)));
}

void MergeController::restoreCode() {
    if (!codeChanged_) return;
    codeChanged_ = false;
    views_.pseudocode->showAlgorithm(views_.model->version());
}

}  // namespace pw::ui
