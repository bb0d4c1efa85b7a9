#include "run_controller.h"

#include <QKeyEvent>
#include <QLabel>

#include <algorithm>

#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "model/workbench_model.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "panels/solution_browser.h"
#include "puzzle_deck.h"
#include "recording_controller.h"
#include "run_status_text.h"
#include "session/solve_session.h"
#include "text/registry_text.h"
#include "tree/search_tree_panel.h"
#include "tree/tree_builder.h"

namespace pw::ui {

RunController::RunController(WorkbenchModel* model, SolveSession* session, PuzzleDeck* deck, Views views,
                             QObject* parent)
    : QObject(parent), model_(model), session_(session), deck_(deck), views_(views) {
    connect(session_, &SolveSession::updated, this, &RunController::onSessionUpdated);
    connect(session_, &SolveSession::frameChanged, this, &RunController::onFrameChanged);
    connect(session_, &SolveSession::finished, this, &RunController::onSessionFinished);
    connect(model_, &WorkbenchModel::speedChanged, this, [this](double eps) {
        if (session_->isRunning() && session_->isTraced() && !paused_) session_->play(eps);
    });
    connect(views_.browser, &SolutionBrowser::solutionRequested, this, &RunController::showSolution);
    connect(views_.tree, &SearchTreePanel::nodeChosen, this, &RunController::showTreeNode);
    connect(views_.tree, &SearchTreePanel::liveRequested, this, &RunController::showLiveBoard);
    connect(deck_, &PuzzleDeck::browseFilterChanged, this, [this](BoardView* board) {
        if (board != deck_->current()) return;
        refreshBrowsable(true);
        if (!browsable_.empty()) {
            views_.browser->setCurrent(-1);
            views_.browser->setCurrent(0);
        }
    });
    for (const auto& [id, board] : deck_->boards()) board->installEventFilter(this);
}

namespace {

RunOptions runOptionsOf(const WorkbenchModel* model) {
    RunOptions options;
    options.mode = model->mode();
    // All mode counts the symmetry classes anyway; count mode is for speed, so it
    // does not ask for them (they need every solution seen one by one).
    options.symmetryClasses = false;
    return options;
}

}  // namespace

void RunController::startRun(RunKind kind) {
    BoardView* b = deck_->current();
    const AlgorithmInfo* algorithm = model_->version();
    if (!b || !algorithm) return;
    b->clearOverlay();
    views_.counters->clear();
    views_.browser->setCounts(0, 0);
    paused_ = false;
    if (kind == RunKind::First) model_->setMode(Mode::First);
    if (kind == RunKind::Count) model_->setMode(Mode::Count);
    const RunOptions options = runOptionsOf(model_);
    views_.tree->clear();  // an untraced run has no tree
    if (recording_) recording_->clear();
    ranPuzzle_ = b->puzzleId();
    ranInstance_ = b->instance();
    // The status is set first: a short run may finish, and say so, before the call returns.
    if (kind == RunKind::Compare) {
        views_.chart->clear();
        views_.chart->setPage(0);  // the charts are what a comparison is for
        views_.status->setText(tr("Comparing %n version(s)…", nullptr, static_cast<int>(model_->versions().size())));
        session_->compare(model_->versions(), b->instance(), options, model_->budgetSeconds());
    } else {
        views_.status->setText(tr("Solving with %1…").arg(versionLabel(*algorithm)));
        session_->solve(*algorithm, b->instance(), options, SolveSession::Start::Run, 0, runBudgetSeconds_);
    }
    updateRunButtons();
}

void RunController::startTraced(bool play) {
    BoardView* b = deck_->current();
    const AlgorithmInfo* algorithm = model_->version();
    if (!b || !algorithm) return;
    views_.counters->clear();
    views_.browser->setCounts(0, 0);
    paused_ = !play;
    tracedInstance_ = b->instance();
    ranPuzzle_ = b->puzzleId();
    ranInstance_ = tracedInstance_;
    views_.tree->startRun();
    views_.status->setText(
        play ? tr("Playing %1: Pause holds it, Step goes one event at a time.").arg(versionLabel(*algorithm))
             : tr("Stepping %1: Step or the Right key shows the next event.").arg(versionLabel(*algorithm)));
    const RunOptions options = runOptionsOf(model_);
    session_->solve(*algorithm, b->instance(), options, play ? SolveSession::Start::Play : SolveSession::Start::Step,
                    model_->eventsPerSecond());
    if (recording_) recording_->liveRunStarted(*algorithm, tracedInstance_, options.mode);
    updateRunButtons();
}

void RunController::step() {
    if (recording_ && recording_->stepForward()) {
        updateRunButtons();
        return;
    }
    if (session_->isRunning() && session_->isTraced()) {
        paused_ = true;
        session_->step();
        updateRunButtons();
    } else {
        startTraced(false);
    }
}

void RunController::play() {
    if (recording_ && recording_->play(model_->eventsPerSecond())) {
        paused_ = false;
        updateRunButtons();
        return;
    }
    if (session_->isRunning() && session_->isTraced()) {
        paused_ = false;
        session_->play(model_->eventsPerSecond());
        updateRunButtons();
    } else {
        startTraced(true);
    }
}

void RunController::pause() {
    if (recording_) recording_->pause();
    paused_ = true;
    session_->pause();
    updateRunButtons();
}

void RunController::clearViews() {
    if (recording_) recording_->clear();
    views_.counters->clear();
    views_.browser->setCounts(0, 0);
    views_.chart->clear();
    views_.tree->clear();
}

void RunController::stepBack() {
    if (recording_) recording_->stepBack();
    updateRunButtons();
}

void RunController::updateRunButtons() {
    const bool replaying = recording_ && recording_->replaying();
    emit runStateChanged(session_->isRunning() || replaying, session_->isTraced() || replaying, paused_ && !replaying,
                         recording_ && recording_->isWatching());
}

void RunController::onSessionUpdated() {
    const std::vector<RunView>& runs = session_->runs();
    // The counters follow the run in progress, or the last one.
    const RunView* current = nullptr;
    for (const RunView& r : runs)
        if (r.started) current = &r;
    // A recording's cursor standing back shows the counters of its own event.
    if (current && (!recording_ || recording_->followsLive())) views_.counters->showRun(*current, session_->isRunning());
    refreshBrowsable(false);
    if (session_->isTraced()) views_.tree->append(session_->takeTreeRecords());
    if (session_->isComparison()) views_.chart->showRuns(runs);
    // Without a tracer the board shows the first solution as soon as there is one.
    if (!session_->isTraced() && views_.browser->current() < 0 && !browsable_.empty()) views_.browser->setCurrent(0);
}

void RunController::onFrameChanged() {
    const std::optional<TraceFrame>& frame = session_->frame();
    if (!frame) return;
    if (recording_ && !recording_->followsLive()) {
        // The cursor stands back in the recording: the tree grows, the board stays put.
        views_.tree->append(session_->takeTreeRecords());
        return;
    }
    if (BoardView* b = deck_->current()) b->showFrame(frame->event, frame->state);
    views_.tree->setInspecting(false);  // a new event shows the live board again
    views_.pseudocode->highlightLine(frame->event.line, frame->event.kind == EventKind::Reject);
    // The tree takes the records up to this event first: the status names the depth at
    // which the tree draws the event's node, in decisions from the root (the depth profile's
    // convention; an event's own depth field is the solver's index, a queen's column).
    views_.tree->append(session_->takeTreeRecords());
    const int depth = views_.tree->builder() ? views_.tree->builder()->eventDepth() : frame->event.depth;
    views_.status->setText(tr("Event %1: %2 at depth %3")
                               .arg(formatCount(frame->serial), eventKindName(frame->event.kind))
                               .arg(depth));
}

void RunController::onSessionFinished() {
    onSessionUpdated();
    paused_ = false;
    updateRunButtons();
    if (recording_ && !recording_->followsLive()) {
        // The user stands back in the recording: the board keeps that event.
        refreshBrowsable(false);
    } else {
        if (!browsable_.empty()) {
            if (views_.browser->current() < 0) views_.browser->setCurrent(0);
            else showSolution(views_.browser->current());
        } else if (BoardView* b = deck_->current()) {
            if (!session_->isTraced()) b->clearOverlay();
        }
        views_.pseudocode->highlightLine(-1, false);
    }
    // After the board shows its solution (which says when it was found): the status then
    // says how the run ended.
    const std::vector<RunView>& runs = session_->runs();
    if (!runs.empty())
        // A file of the user's that did not compile never ran: the status says so with the
        // notice's sentence (the file and its first error, as the Compiler dock's heading).
        views_.status->setText(finishedRunStatus(runs.back(), session_->isComparison(), session_->totalSolutions(),
                                                 runBudgetSeconds_, views_.counters->noticeText(runs.back())));
    emit runFinished();
}

void RunController::showSolution(int index) {
    const std::vector<StoredSolution>& solutions = session_->solutions();
    if (index < 0 || index >= static_cast<int>(browsable_.size())) return;
    const StoredSolution& s = solutions[static_cast<std::size_t>(browsable_[static_cast<std::size_t>(index)])];
    if (BoardView* b = deck_->current()) b->showSolution(s.cells);
    views_.status->setText(tr("Solution %1 found after %2.").arg(formatCount(s.index + 1), formatDuration(s.elapsedMs)));
}

std::optional<std::vector<int>> RunController::solutionOfBoard() const {
    const BoardView* b = deck_->current();
    if (!b || browsable_.empty() || b->puzzleId() != ranPuzzle_ || !(b->instance() == ranInstance_)) return std::nullopt;
    const int shown = std::clamp(views_.browser->current(), 0, static_cast<int>(browsable_.size()) - 1);
    return session_->solutions()[static_cast<std::size_t>(browsable_[static_cast<std::size_t>(shown)])].cells;
}

void RunController::refreshBrowsable(bool reset) {
    const std::vector<StoredSolution>& solutions = session_->solutions();
    if (reset || browsableEpoch_ != session_->solutionsEpoch()) {
        browsable_.clear();
        browsableChecked_ = 0;
        browsableEpoch_ = session_->solutionsEpoch();
    }
    BoardView* b = deck_->current();
    for (; browsableChecked_ < solutions.size(); ++browsableChecked_)
        if (!b || b->browsesSolution(solutions[browsableChecked_].cells))
            browsable_.push_back(static_cast<int>(browsableChecked_));
    // When the browser offers a subset of everything found, the subset is the count.
    const bool filtered = browsable_.size() != solutions.size();
    const bool allKept = solutions.size() == session_->totalSolutions();
    views_.browser->setCounts(browsable_.size(), filtered && allKept ? browsable_.size() : session_->totalSolutions());
}

void RunController::showTreeNode(const std::vector<Event>& decisions, const Event& node) {
    BoardView* b = deck_->current();
    if (!b) return;
    b->showFrame(node, b->stateAfter(tracedInstance_, decisions));
    views_.pseudocode->highlightLine(node.line, node.kind == EventKind::Reject);
    views_.tree->setInspecting(true);
    views_.status->setText(tr("The board shows a node of the search tree (read only). Live board, or the next "
                              "step, brings the run back."));
}

void RunController::showLiveBoard() {
    // A recorded run's cursor goes back to its last event first.
    if (recording_) recording_->returnToEnd();
    views_.tree->setInspecting(false);
    BoardView* b = deck_->current();
    if (!b) return;
    // A run going on shows its frame; a finished one what it showed before: the
    // browser's solution, or the last frame.
    const std::optional<TraceFrame>& frame = session_->frame();
    if (session_->isRunning() && frame) {
        b->showFrame(frame->event, frame->state);
        views_.pseudocode->highlightLine(frame->event.line, frame->event.kind == EventKind::Reject);
        return;
    }
    views_.pseudocode->highlightLine(-1, false);
    if (views_.browser->current() >= 0) showSolution(views_.browser->current());
    else if (frame) b->showFrame(frame->event, frame->state);
    else b->clearOverlay();
}

bool RunController::eventFilter(QObject* watched, QEvent* event) {
    // While a traced run is going, or a recorded one is watched, Right steps forward and
    // Left back instead of moving the board's cursor.
    if (event->type() != QEvent::KeyPress) return QObject::eventFilter(watched, event);
    const bool live = session_->isRunning() && session_->isTraced();
    const bool watching = recording_ && recording_->isWatching();
    if (!live && !watching) return QObject::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() != Qt::NoModifier && key->modifiers() != Qt::KeypadModifier)
        return QObject::eventFilter(watched, event);
    if (key->key() == Qt::Key_Right) {
        step();
        return true;
    }
    if (key->key() == Qt::Key_Left && watching) {
        recording_->stepBack();
        updateRunButtons();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace pw::ui
