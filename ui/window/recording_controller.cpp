#include "recording_controller.h"

#include <QAction>
#include <QDir>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QTimer>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "model/run_cursor.h"
#include "model/workbench_model.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "puzzle_deck.h"
#include "run_controller.h"
#include "session/solve_session.h"
#include "text/number_text.h"
#include "text/registry_text.h"
#include "timeline/recording_cap_dialog.h"
#include "timeline/timeline_panel.h"
#include "tree/search_tree_panel.h"

namespace pw::ui {

namespace {
constexpr int kReplayTickMs = 16;  // a frame: faster rates move several events a tick
}

RecordingController::RecordingController(Parts parts, QObject* parent) : QObject(parent), parts_(std::move(parts)) {
    stepBack_ = new QAction(tr("Step &back"), this);
    stepBack_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F10));
    stepBack_->setToolTip(tr("One event back in the recorded run (Shift+F10, or Left on the board)"));
    connect(stepBack_, &QAction::triggered, this, &RecordingController::stepBack);
    bookmark_ = new QAction(tr("&Bookmark this event…"), this);
    bookmark_->setShortcut(QKeySequence(Qt::Key_B));
    connect(bookmark_, &QAction::triggered, this, &RecordingController::askBookmark);
    parts_.window->addAction(stepBack_);
    parts_.window->addAction(bookmark_);
    replay_ = new QTimer(this);
    replay_->setInterval(kReplayTickMs);
    connect(replay_, &QTimer::timeout, this, &RecordingController::replayTick);

    connect(cursor(), &RunCursor::moved, this, &RecordingController::onCursorMoved);
    connect(cursor(), &RunCursor::moved, parts_.runs, &RunController::refreshButtons);
    connect(cursor(), &RunCursor::grew, parts_.runs, &RunController::refreshButtons);
    connect(parts_.session, &SolveSession::updated, this, &RecordingController::onSessionUpdated);
    connect(parts_.session, &SolveSession::finished, this, &RecordingController::onSessionFinished);
    connect(parts_.tree, &SearchTreePanel::eventChosen, this, [this](std::uint64_t k) {
        pause();
        cursor()->moveTo(k);
    });
    connect(parts_.timeline, &TimelinePanel::bookmarkRequested, this, &RecordingController::askBookmark);
    connect(parts_.timeline, &TimelinePanel::capRequested, this, &RecordingController::chooseCap);
    // An opened run belongs to its version and board: choosing others puts it away.
    connect(parts_.model, &WorkbenchModel::versionChanged, this, [this] {
        if (openedRun_) parts_.runs->clearViews();
    });
    applyCapSettings();
    clear();
}

RecordingController::~RecordingController() = default;

RunCursor* RecordingController::cursor() const { return parts_.model->runCursor(); }

void RecordingController::addFileActions(QMenu* file) {
    QAction* save = file->addAction(tr("Save the ru&n…"), this, &RecordingController::saveRunAs);
    save->setToolTip(tr("Keep the recorded run, to replay it here or on another computer"));
    QAction* open = file->addAction(tr("Open a r&un…"), this, &RecordingController::openRunFromDialog);
    open->setToolTip(tr("Replay a saved run, without running or compiling anything"));
    connect(file, &QMenu::aboutToShow, save, [this, save] { save->setEnabled(!cursor()->empty()); });
}

void RecordingController::applyCapSettings() {
    const RecordingCapChoice choice = RecordingCapChoice::saved();
    parts_.session->setRecordingCap({.events = choice.events}, choice.atCap);
}

// ---- The live run ----

void RecordingController::liveRunStarted(const AlgorithmInfo& algorithm, const Instance& instance, Mode mode) {
    replay_->stop();
    algorithm_ = &algorithm;
    opened_.reset();
    openedRun_.reset();
    instance_ = instance;
    mode_ = mode;
    parts_.tree->setRecorded(true);
    cursor()->setRecording(parts_.session->recording(), true);
    parts_.timeline->show();
    refreshNote();
}

void RecordingController::clear() {
    replay_->stop();
    algorithm_ = nullptr;
    opened_.reset();
    openedRun_.reset();
    parts_.tree->setRecorded(false);
    cursor()->setRecording(nullptr, false);
    parts_.timeline->hide();
    parts_.timeline->setNote({});
}

void RecordingController::onSessionUpdated() {
    if (cursor()->isLive()) cursor()->refresh();
}

void RecordingController::onSessionFinished() {
    if (!cursor()->isLive()) return;
    cursor()->refresh();
    cursor()->setLive(false);
    refreshNote();
}

void RecordingController::refreshNote() {
    const auto& recording = cursor()->recording();
    if (!recording) return;
    const auto [end, size, cap] = recording->read([](const Recording& r) {
        return std::tuple{r.end(), r.size(), r.cap()};
    });
    QString note;
    if (end.capped || parts_.session->recordingCapped()) {
        const QString first = tr("The first %n event(s) are recorded", nullptr, numerus(size)).arg(formatCount(size));
        note = parts_.session->atRecordingCap() == AtRecordingCap::GoOn && !openedRun_
                   ? tr("%1: the run went on to its end without recording the rest.").arg(first)
                   : tr("%1: the run stopped there.").arg(first);
    } else if (end.endEvent) {
        note = tr("The last event is where the run ended.");
    } else if (openedRun_) {
        note = tr("A saved run, replayed.");
    }
    parts_.timeline->setNote(note);
}

// ---- Moving ----

bool RecordingController::followsLive() const {
    return cursor()->empty() || (cursor()->isLive() && cursor()->following());
}

bool RecordingController::isWatching() const {
    return !cursor()->empty() && (cursor()->isLive() || !cursor()->following() || openedRun_);
}

bool RecordingController::stepForward() {
    RunCursor* c = cursor();
    if (c->empty()) return false;
    c->refresh();
    if (!c->atEnd()) {
        pause();
        c->moveTo(c->position() + 1);
        return true;
    }
    // At the last recorded event: a live run goes on; a finished or opened one has no more.
    if (c->isLive() && parts_.session->isRunning()) return false;
    if (openedRun_) {
        parts_.status->setText(tr("The last recorded event: the run was saved up to here."));
        return true;
    }
    return false;
}

void RecordingController::returnToEnd() {
    RunCursor* c = cursor();
    if (c->empty()) return;
    replay_->stop();
    c->refresh();
    c->moveTo(c->size() - 1);
}

bool RecordingController::stepBack() {
    RunCursor* c = cursor();
    if (c->empty()) return false;
    c->refresh();
    // Going back holds a playing run where it is: the class looks at what came before.
    if (parts_.session->isRunning() && parts_.session->isTraced()) parts_.runs->pause();
    replay_->stop();
    if (c->position() == 0) {
        parts_.status->setText(tr("The first recorded event: there is nothing before it."));
        return true;
    }
    c->moveTo(c->position() - 1);
    return true;
}

bool RecordingController::play(double eventsPerSecond) {
    RunCursor* c = cursor();
    if (c->empty()) return false;
    c->refresh();
    if (c->atEnd()) return false;
    replayRate_ = eventsPerSecond;
    if (eventsPerSecond <= 0) {
        c->moveTo(c->size() - 1);
        replayTick();  // hands over to the live run at once
        return true;
    }
    replay_->start();
    return true;
}

void RecordingController::pause() { replay_->stop(); }

bool RecordingController::replaying() const { return replay_->isActive(); }

void RecordingController::replayTick() {
    RunCursor* c = cursor();
    c->refresh();
    if (!c->atEnd()) {
        const double perTick = replayRate_ > 0 ? replayRate_ * kReplayTickMs / 1000.0 : 1e18;
        // Slower than a tick's worth: one event every so many ticks.
        if (perTick < 1) {
            const int every = static_cast<int>(std::lround(1.0 / perTick));
            if (++replaySkipped_ < every) return;
            replaySkipped_ = 0;
        }
        const auto step = static_cast<std::uint64_t>(std::max(1.0, std::min(perTick, 1e12)));
        c->moveTo(std::min(c->size() - 1, c->position() + step));
        if (!c->atEnd()) return;
    }
    replay_->stop();
    // The recording's end: a live run takes over at the same speed.
    if (c->isLive() && parts_.session->isRunning()) parts_.runs->play();
    else parts_.runs->refreshButtons();
}

// ---- Showing the event at the cursor ----

const AlgorithmInfo* RecordingController::shownAlgorithm() const { return opened_ ? &*opened_ : algorithm_; }

const std::vector<std::string>& RecordingController::counterNames() const {
    static const std::vector<std::string> none;
    if (openedRun_) return openedRun_->counterNames;
    return algorithm_ ? algorithm_->counterNames : none;
}

void RecordingController::onCursorMoved() {
    if (cursor()->empty()) return;
    if (followsLive()) {
        // The run controller draws the live frame; the tree's current node is the run's.
        parts_.tree->showEvent(std::nullopt);
        return;
    }
    showMoment();
}

RunView RecordingController::momentView() const {
    RunView view;
    if (cursor()->empty()) return view;
    const RecordedMoment& m = cursor()->moment();
    const std::vector<RunView>& runs = parts_.session->runs();
    if (!openedRun_ && runs.size() == 1 && runs.front().algorithm == algorithm_) view = runs.front();
    view.algorithm = shownAlgorithm();
    if (openedRun_) view.extraValid = openedRun_->extraValid;
    view.stats = m.counters;
    view.solutions = m.counters.solutions;
    view.elapsedMs = -1;  // no clock is recorded: the time of a past event is not known
    view.firstMs = -1;
    view.started = true;
    view.done = false;
    view.notice = {};
    view.message.clear();
    view.timeline.clear();
    view.counterTimeline.clear();
    return view;
}

void RecordingController::showEvent(std::uint64_t k) {
    pause();
    cursor()->refresh();
    cursor()->moveTo(k);
}

bool RecordingController::showBookmark(const QString& label) {
    const auto& recording = cursor()->recording();
    if (!recording) return false;
    const std::string wanted = label.simplified().toStdString();
    const std::optional<std::uint64_t> event = recording->read([&](const Recording& r) -> std::optional<std::uint64_t> {
        for (const Bookmark& b : r.bookmarks())
            if (b.label == wanted) return b.event;
        return std::nullopt;
    });
    if (event) showEvent(*event);
    return event.has_value();
}

void RecordingController::showMoment() {
    const RunCursor* c = cursor();
    const RecordedMoment& m = c->moment();
    if (BoardView* b = parts_.deck->current()) b->showFrame(m.event, m.state);
    parts_.pseudocode->highlightLine(m.event.line, m.event.kind == EventKind::Reject);
    // Live board brings the cursor back to the last event.
    parts_.tree->setInspecting(!c->following());
    parts_.tree->showEvent(m.index);

    parts_.counters->showRun(momentView(), false);

    const TreeBuilder* builder = parts_.tree->builder();
    const int depth = builder && m.index < builder->eventCount() ? builder->depthOfEvent(m.index) : m.event.depth;
    const QString number = formatCount(m.index + 1), total = formatCount(c->size());
    const RecordingEnd end = c->recording()->read([](const Recording& r) { return r.end(); });
    if (end.endEvent && m.index + 1 == c->size()) {
        const QString why = parts_.noticeText ? parts_.noticeText(shownAlgorithm(), end.notice) : QString();
        parts_.status->setText(tr("Event %1 of %2: the run ended here. %3").arg(number, total, why));
    } else {
        parts_.status->setText(
            tr("Event %1 of %2: %3 at depth %4").arg(number, total, eventKindName(m.event.kind)).arg(depth));
    }
    emit momentShown();
}

// ---- Bookmarks ----

void RecordingController::askBookmark() {
    if (cursor()->empty()) return;
    bool ok = false;
    const QString label = QInputDialog::getText(parts_.window, tr("Bookmark this event"),
                                                tr("A label for event %1 (or none):")
                                                    .arg(formatCount(cursor()->position() + 1)),
                                                QLineEdit::Normal, QString(), &ok);
    if (ok) addBookmark(label);
}

void RecordingController::addBookmark(const QString& label) {
    const auto& recording = cursor()->recording();
    if (!recording || cursor()->empty()) return;
    const std::uint64_t k = cursor()->position();
    recording->write([&](Recording& r) { r.setBookmark(k, label.simplified().toStdString()); });
    parts_.timeline->refreshBookmarks();
}

// ---- The cap ----

void RecordingController::chooseCap() {
    RecordingCapChoice choice = RecordingCapChoice::saved();
    if (!RecordingCapDialog::ask(parts_.window, choice)) return;
    choice.save();
    applyCapSettings();
}

}  // namespace pw::ui
