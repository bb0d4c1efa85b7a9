// MainWindow: the runs of the session (solve, step and play, compare) and what they
// show: the counters, the browser's solutions, the traced frame, the status bar.
#include <QKeyEvent>
#include <QLabel>
#include <QTimer>

#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "main_window.h"
#include "panels/control_panel.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "panels/solution_browser.h"
#include "session/solve_session.h"
#include "text/registry_text.h"
#include "tree/search_tree_panel.h"
#include "tree/tree_builder.h"

namespace pw::ui {

void MainWindow::connectSession() {
    connect(session_, &SolveSession::updated, this, &MainWindow::onSessionUpdated);
    connect(session_, &SolveSession::frameChanged, this, &MainWindow::onFrameChanged);
    connect(session_, &SolveSession::finished, this, &MainWindow::onSessionFinished);
}

RunOptions MainWindow::runOptions() const {
    RunOptions options;
    options.mode = controls_->mode();
    // All mode counts the symmetry classes anyway; count mode is for speed, so it
    // does not ask for them (they need every solution seen one by one).
    options.symmetryClasses = false;
    return options;
}

void MainWindow::startRun(RunKind kind) {
    BoardView* b = board();
    const AlgorithmInfo* algorithm = controls_->algorithm();
    if (!b || !algorithm) return;
    b->clearOverlay();
    counters_->clear();
    browser_->setCounts(0, 0);
    paused_ = false;
    RunOptions options = runOptions();
    if (kind == RunKind::First) options.mode = Mode::First;
    if (kind == RunKind::Count) options.mode = Mode::Count;
    if (kind == RunKind::First || kind == RunKind::Count) controls_->setMode(options.mode);
    tree_->clear();  // an untraced run has no tree
    // The status is set first: a short run may finish, and say so, before the call returns.
    if (kind == RunKind::Compare) {
        chart_->clear();
        chart_->setPage(0);  // the charts are what a comparison is for
        runStatus_->setText(tr("Comparing %n version(s)…", nullptr, static_cast<int>(controls_->algorithms().size())));
        session_->compare(controls_->algorithms(), b->instance(), options, controls_->budgetSeconds());
    } else {
        runStatus_->setText(tr("Solving with %1…").arg(versionLabel(*algorithm)));
        session_->solve(*algorithm, b->instance(), options, SolveSession::Start::Run);
    }
    updateRunButtons();
}

void MainWindow::startTraced(bool play) {
    BoardView* b = board();
    const AlgorithmInfo* algorithm = controls_->algorithm();
    if (!b || !algorithm) return;
    counters_->clear();
    browser_->setCounts(0, 0);
    paused_ = !play;
    tracedInstance_ = b->instance();
    tree_->startRun();
    runStatus_->setText(play ? tr("Playing %1: Pause holds it, Step goes one event at a time.").arg(versionLabel(*algorithm))
                             : tr("Stepping %1: Step or the Right key shows the next event.").arg(versionLabel(*algorithm)));
    session_->solve(*algorithm, b->instance(), runOptions(), play ? SolveSession::Start::Play : SolveSession::Start::Step,
                    controls_->eventsPerSecond());
    updateRunButtons();
}

void MainWindow::updateRunButtons() {
    controls_->setRunning(session_->isRunning(), session_->isTraced(), paused_);
    puzzleList_->setEnabled(!session_->isRunning());
}

void MainWindow::onSessionUpdated() {
    const std::vector<RunView>& runs = session_->runs();
    // The counters follow the run in progress, or the last one.
    const RunView* current = nullptr;
    for (const RunView& r : runs)
        if (r.started) current = &r;
    if (current) counters_->showRun(*current, session_->isRunning());
    refreshBrowsable(false);
    if (session_->isTraced()) tree_->append(session_->takeTreeRecords());
    if (session_->isComparison()) chart_->showRuns(runs);
    // Without a tracer the board shows the first solution as soon as there is one.
    if (!session_->isTraced() && browser_->current() < 0 && !browsable_.empty()) browser_->setCurrent(0);
}

void MainWindow::onFrameChanged() {
    const std::optional<TraceFrame>& frame = session_->frame();
    if (!frame) return;
    if (BoardView* b = board()) b->showFrame(frame->event, frame->state);
    tree_->setInspecting(false);  // a new event shows the live board again
    pseudocode_->highlightLine(frame->event.line, frame->event.kind == EventKind::Reject);
    // The tree takes the records up to this event first: the status names the depth at
    // which the tree draws the event's node, in decisions from the root (the depth profile's
    // convention; an event's own depth field is the solver's index, a queen's column).
    tree_->append(session_->takeTreeRecords());
    const int depth = tree_->builder() ? tree_->builder()->eventDepth() : frame->event.depth;
    runStatus_->setText(tr("Event %1: %2 at depth %3")
                            .arg(formatCount(frame->serial), eventKindName(frame->event.kind))
                            .arg(depth));
}

void MainWindow::onSessionFinished() {
    onSessionUpdated();
    paused_ = false;
    updateRunButtons();
    const std::vector<RunView>& runs = session_->runs();
    if (!runs.empty()) {
        const RunView& last = runs.back();
        QString text = session_->isComparison() ? tr("Comparison done.") : tr("Done.");
        if (!last.completed) text = tr("Stopped.");
        runStatus_->setText(text + QLatin1Char(' ') + tr("Solutions found: %1.").arg(formatCount(session_->totalSolutions())));
    }
    if (!browsable_.empty()) {
        if (browser_->current() < 0) browser_->setCurrent(0);
        else showSolution(browser_->current());
    } else if (BoardView* b = board()) {
        if (!session_->isTraced()) b->clearOverlay();
    }
    pseudocode_->highlightLine(-1, false);
    // The browser's counts may have widened the side panel's controls: on a projector
    // the columns take their widths again, once the new sizes have reached the layouts,
    // so that no button is squeezed.
    if (presentation_) QTimer::singleShot(0, this, &MainWindow::fitColumns);
    emit runFinished();
}

void MainWindow::showSolution(int index) {
    const std::vector<StoredSolution>& solutions = session_->solutions();
    if (index < 0 || index >= static_cast<int>(browsable_.size())) return;
    const StoredSolution& s = solutions[static_cast<std::size_t>(browsable_[static_cast<std::size_t>(index)])];
    if (BoardView* b = board()) b->showSolution(s.cells);
    runStatus_->setText(tr("Solution %1 found after %2.").arg(formatCount(s.index + 1), formatDuration(s.elapsedMs)));
}

void MainWindow::refreshBrowsable(bool reset) {
    const std::vector<StoredSolution>& solutions = session_->solutions();
    if (reset || browsableEpoch_ != session_->solutionsEpoch()) {
        browsable_.clear();
        browsableChecked_ = 0;
        browsableEpoch_ = session_->solutionsEpoch();
    }
    BoardView* b = board();
    for (; browsableChecked_ < solutions.size(); ++browsableChecked_)
        if (!b || b->browsesSolution(solutions[browsableChecked_].cells))
            browsable_.push_back(static_cast<int>(browsableChecked_));
    // When the browser offers a subset of everything found, the subset is the count.
    const bool filtered = browsable_.size() != solutions.size();
    const bool allKept = solutions.size() == session_->totalSolutions();
    browser_->setCounts(browsable_.size(), filtered && allKept ? browsable_.size() : session_->totalSolutions());
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // While a traced run is going, the Right key steps instead of moving the cursor.
    if (event->type() == QEvent::KeyPress && session_->isRunning() && session_->isTraced()) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Right) {
            paused_ = true;
            session_->step();
            updateRunButtons();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

}  // namespace pw::ui
