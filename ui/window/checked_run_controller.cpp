#include "checked_run_controller.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>

#include <limits>

#include "model/board_value.h"
#include "model/puzzle_board.h"
#include "model/workbench_model.h"
#include "own/check_result_view.h"
#include "own/checked_run_text.h"
#include "own/compiler_panel.h"
#include "own/file_version.h"
#include "own/own_version_library.h"
#include "own_version_controller.h"
#include "panels/pseudocode_view.h"
#include "run_controller.h"
#include "session/solve_session.h"

namespace pw::ui {

namespace {

/// A check's runs together: the sanitized one takes about twice the timed run's time,
/// memcheck some thirty times; past this the check says how far it went.
constexpr double kCheckBudgetSeconds = 120;

}  // namespace

CheckedRunController::CheckedRunController(Parts parts, QObject* parent)
    : QObject(parent), parts_(parts), action_(new QAction(tr("Chec&k my version"), this)), view_(new CheckResultView) {
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F5));
    action_->setToolTip(tr("Build your version again with checks and run it on this board: its first error is named "
                           "with its line (Ctrl+F5)"));
    parts_.ownVersions->panel()->addSection(view_);
    connect(action_, &QAction::triggered, this, [this] { check(false); });
    connect(parts_.model, &WorkbenchModel::versionChanged, this, &CheckedRunController::updateAction);
    connect(parts_.model, &WorkbenchModel::puzzleChanged, this, &CheckedRunController::updateAction);
    // A version opened (or compiled again) is chosen by the version controller, which
    // hears of the compile first.
    connect(parts_.ownVersions->library(), &OwnVersionLibrary::compiled, this, &CheckedRunController::updateAction);
    connect(parts_.session, &SolveSession::frameChanged, this, &CheckedRunController::onFrameChanged);
    connect(parts_.runs, &RunController::runFinished, this, [this] { stepTarget_ = 0; });
    connect(view_, &CheckResultView::lineActivated, this, [this](int line) {
        const AlgorithmInfo* a = parts_.model->version();
        if (a && !a->file.empty()) parts_.pseudocode->highlightLine(line - 1, true);
    });
    connect(view_, &CheckResultView::stepRequested, this, [this] { stepToError(); });
    updateAction();
}

CheckedRunController::~CheckedRunController() {
    worker_.request_stop();
    if (worker_.joinable()) worker_.join();
}

void CheckedRunController::addFileActions(QMenu* file) { file->addAction(action_); }

void CheckedRunController::updateAction() {
    const AlgorithmInfo* a = parts_.model->version();
    const bool own = a && !a->file.empty();
    action_->setVisible(own);
    action_->setEnabled(own && !checking_);
}

bool CheckedRunController::check(bool wait) {
    const AlgorithmInfo* algorithm = parts_.model->version();
    own::FileVersion* version = algorithm ? parts_.ownVersions->library()->version(algorithm) : nullptr;
    const PuzzleBoard* board = parts_.model->board();
    if (!version || !board || checking_) return false;
    parts_.session->stop();  // a check and a run do not share the processor
    version_ = version->shared_from_this();
    instance_ = board->value()->instance();
    puzzle_ = parts_.model->puzzle();
    stepTarget_ = 0;
    checking_ = true;
    updateAction();
    const QString file = QString::fromStdString(version->path());
    view_->showChecking(CheckedRunText::checking(file));
    parts_.ownVersions->dock()->show();
    parts_.ownVersions->dock()->raise();
    parts_.status->setText(CheckedRunText::checking(file));
    const std::uint64_t serial = ++serial_;
    RunOptions options;
    options.mode = parts_.model->mode();
    own::CheckSettings settings;
    settings.budgetSeconds = kCheckBudgetSeconds;
    if (worker_.joinable()) {
        worker_.request_stop();
        worker_.join();
    }
    worker_ = std::jthread([this, serial, version = version_, instance = instance_, options, settings](std::stop_token stop) {
        const own::CheckReport report = version->check(instance, options, settings, stop);
        if (stop.stop_requested()) return;
        QMetaObject::invokeMethod(this, [this, serial, report] { finish(serial, report); }, Qt::QueuedConnection);
    });
    if (wait) {
        worker_.join();
        QCoreApplication::sendPostedEvents(this);  // the result, now
    }
    return true;
}

void CheckedRunController::finish(std::uint64_t serial, const own::CheckReport& report) {
    if (serial != serial_ || !version_) return;
    checking_ = false;
    updateAction();
    report_ = report;
    sentence_ = CheckedRunText::report(*version_, report);
    const own::ToolFinding* f = report.finding ? &*report.finding : nullptr;
    const int line = f && f->file == version_->path() ? f->line : 0;
    const bool canStep = f && report.eventsKnown && report.events > 0;
    view_->showResult(sentence_, line, canStep, report.warnings, version_->path());
    parts_.status->setText(sentence_);
    if (line > 0) lightErrorLine();
    emit checkFinished(sentence_);
}

bool CheckedRunController::boardIsTheChecked() const {
    const AlgorithmInfo* algorithm = parts_.model->version();
    const PuzzleBoard* board = parts_.model->board();
    return version_ && algorithm && algorithm->file == version_->path() && board && parts_.model->puzzle() == puzzle_ &&
           board->value()->instance() == instance_;
}

bool CheckedRunController::stepToError() {
    if (!report_.finding || !report_.eventsKnown || report_.events == 0) return false;
    if (!boardIsTheChecked()) {
        parts_.status->setText(tr("The board or the version changed since the check: check it again first."));
        return false;
    }
    // Held at its first event, then as many more as the checked run counted before the
    // error: the gate lets them through at once, and holds at the last.
    parts_.runs->startTraced(false);
    stepTarget_ = report_.events;
    const std::uint64_t more = report_.events - 1;
    if (more > 0) parts_.session->step(static_cast<int>(std::min<std::uint64_t>(more, std::numeric_limits<int>::max())));
    return true;
}

void CheckedRunController::onFrameChanged() {
    if (stepTarget_ == 0) return;
    const std::optional<TraceFrame>& frame = parts_.session->frame();
    if (!frame || frame->serial < stepTarget_) return;
    stepTarget_ = 0;
    // The run controller lit the event's own line: the error comes right after it.
    lightErrorLine();
    parts_.status->setText(sentence_);
    emit steppedToError();
}

void CheckedRunController::lightErrorLine() {
    const own::ToolFinding* f = report_.finding ? &*report_.finding : nullptr;
    const AlgorithmInfo* a = parts_.model->version();
    if (f && f->line > 0 && a && version_ && a->file == version_->path()) parts_.pseudocode->highlightLine(f->line - 1, true);
}

}  // namespace pw::ui
