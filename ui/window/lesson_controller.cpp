#include "lesson_controller.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QTimer>

#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "document_controller.h"
#include "lessons/lesson_library.h"
#include "lessons/lesson_panel.h"
#include "lessons/pointer_overlay.h"
#include "lessons/question_player.h"
#include "lessons/quoted_figures.h"
#include "model/lesson_choices.h"
#include "model/workbench_model.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "puzzle_deck.h"
#include "puzzles/all_boards.h"
#include "recording_controller.h"
#include "run_controller.h"
#include "session/solve_session.h"
#include "tree/search_tree_panel.h"
#include "tree/tree_builder.h"

namespace pw::ui {

using lessons::BoardSpec;
using lessons::Layout;
using lessons::LessonStep;
using lessons::Pointer;
using lessons::RunAction;

namespace {

/// The text of a sample its puzzle's board ships, by its file's name; empty when none.
QString sampleText(const std::string& puzzle, const std::string& name) {
    const BoardEntry* entry = builtinBoards().find(QString::fromStdString(puzzle));
    if (!entry) return {};
    for (const BoardSample& sample : entry->samples) {
        if (QFileInfo(sample.resource).fileName() != QString::fromStdString(name)) continue;
        QFile f(sample.resource);
        if (f.open(QIODevice::ReadOnly)) return QString::fromUtf8(f.readAll());
    }
    return {};
}

CountersPanel::Box boxOf(lessons::Figure figure) {
    switch (figure) {
    case lessons::Figure::Nodes: return CountersPanel::Box::Nodes;
    case lessons::Figure::Checks: return CountersPanel::Box::Checks;
    case lessons::Figure::Solutions: return CountersPanel::Box::Solutions;
    case lessons::Figure::Prunes: return CountersPanel::Box::Prunes;
    case lessons::Figure::Time: return CountersPanel::Box::Elapsed;
    case lessons::Figure::First:
    case lessons::Figure::Counter: break;
    }
    return CountersPanel::Box::First;
}

}  // namespace

LessonController::LessonController(Parts parts, QObject* parent) : QObject(parent), parts_(std::move(parts)) {
    LessonPanel* panel = parts_.panel;
    connect(panel, &LessonPanel::nextRequested, this, &LessonController::next);
    connect(panel, &LessonPanel::previousRequested, this, &LessonController::previous);
    connect(panel, &LessonPanel::exploreRequested, this, &LessonController::explore);
    connect(panel, &LessonPanel::resumeRequested, this, &LessonController::resume);
    connect(panel, &LessonPanel::closeRequested, this, &LessonController::close);
    // The clicker's keys work wherever the focus is, while a lesson is open.
    nextAction_ = new QAction(this);
    nextAction_->setShortcuts({QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Right)});
    previousAction_ = new QAction(this);
    previousAction_->setShortcuts({QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Left)});
    exploreAction_ = new QAction(this);
    exploreAction_->setShortcut(QKeySequence(Qt::Key_F2));
    for (QAction* a : {nextAction_, previousAction_, exploreAction_}) {
        a->setShortcutContext(Qt::WindowShortcut);
        parts_.window->addAction(a);
    }
    connect(nextAction_, &QAction::triggered, this, &LessonController::next);
    connect(previousAction_, &QAction::triggered, this, &LessonController::previous);
    connect(exploreAction_, &QAction::triggered, this, [this] { exploring_ ? resume() : explore(); });
    connect(parts_.session, &SolveSession::updated, this, &LessonController::refreshText);
    connect(parts_.session, &SolveSession::frameChanged, this, &LessonController::onFrame);
    connect(parts_.runs, &RunController::runFinished, this, [this] {
        questions_->runEnded();
        if (!awaitingRun_ || !isStepsRun()) return;
        awaitingRun_ = false;
        settle();
    });
    // A step's question (lessons/question_player.h): a number or a choice holds its run
    // until the class has answered.
    questions_ = new QuestionPlayer(panel->questionBox(), parts_.session, this);
    connect(questions_, &QuestionPlayer::readyToRun, this, [this] {
        if (!lesson_) return;
        startRun(step());
        if (step().run == RunAction::None || step().run == RunAction::Play) settleLater();
    });
    connect(questions_, &QuestionPlayer::asked, this, [this] { emit questionAsked(index_); });
    connect(questions_, &QuestionPlayer::revealed, this, [this] { emit questionRevealed(index_); });
    updateActions();
}

void LessonController::addFileActions(QMenu* file) {
    file->addAction(tr("Open a &lesson…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(parts_.window, tr("Open a lesson"), QString(),
                                                          tr("Lessons (*.txt);;All files (*)"));
        if (!path.isEmpty()) openLesson(path);
    });
}

void LessonController::addHelpActions(QMenu* help) {
    QMenu* menu = help->addMenu(tr("&Lessons"));
    for (const QString& id : builtinLessonIds()) {
        const LessonLoad load = loadBuiltinLesson(id);
        if (!load.lesson) continue;  // a test makes sure each one reads
        menu->addAction(lessonTitle(*load.lesson), this, [this, id] { openLesson(id); });
    }
}

bool LessonController::openLesson(const QString& idOrPath, QString* error) {
    return open(builtinLessonIds().contains(idOrPath) ? loadBuiltinLesson(idOrPath) : loadLessonFile(idOrPath), error);
}

bool LessonController::open(LessonLoad load, QString* error) {
    if (!load.lesson) {
        if (error) *error = load.error;
        else parts_.documents->prompts().warning(parts_.window, tr("Open a lesson"), load.error);
        return false;
    }
    lesson_ = std::move(load.lesson);
    name_ = load.name;
    folder_ = load.folder;
    return showStep(0);
}

void LessonController::close() {
    if (!lesson_) return;
    parts_.session->stop();
    lesson_.reset();
    questions_->clear();
    awaitingRun_ = settled_ = exploring_ = false;
    parts_.pointer->clear();
    parts_.pseudocode->setCurrentRow(-1);
    parts_.applyLayout(false, Layout::Full);
    updateActions();
}

bool LessonController::showStep(int index) {
    if (!lesson_ || index < 0 || index >= static_cast<int>(lesson_->steps.size())) return false;
    index_ = index;
    ++shown_;
    exploring_ = settled_ = awaitingRun_ = false;
    parts_.pointer->clear();
    parts_.session->stop();
    const LessonStep& s = step();
    const std::string language = currentLanguage();
    parts_.panel->showStep(lessonTitle(*lesson_), index_, static_cast<int>(lesson_->steps.size()),
                           QString::fromStdString(lessons::inLanguage(s.titles, language)), QString());
    parts_.applyLayout(true, s.layout);
    applyLessonStep(*parts_.model, s);  // the puzzle, the version, the mode, the budget
    setUpBoard(s);
    const BoardView* board = parts_.deck->current();
    const bool askFirst =
        questions_->begin(s.question, QString::fromStdString(lessons::inLanguage(s.question.texts, language)),
                          board ? board->instance().rows : 0, board ? board->instance().cols : 0,
                          [this](const std::string& id) { return quotedRun(id); });
    if (askFirst) parts_.runs->clearViews();  // the run waits for the class's answer
    else startRun(s);
    refreshText();
    updateActions();
    if (!askFirst && (s.run == RunAction::None || s.run == RunAction::Play)) settleLater();
    return true;
}

void LessonController::setUpBoard(const LessonStep& s) {
    const QString puzzle = QString::fromStdString(s.puzzle);
    switch (s.board.kind) {
    case BoardSpec::Kind::Keep: break;
    case BoardSpec::Kind::Size: parts_.model->requestNewBoard(s.board.size); break;
    case BoardSpec::Kind::Sample: parts_.documents->openSample(puzzle, sampleText(s.puzzle, s.board.sample)); break;
    case BoardSpec::Kind::Text: parts_.documents->openSample(puzzle, QString::fromStdString(s.board.text)); break;
    }
    if (BoardView* b = parts_.deck->current()) b->clearOverlay();
}

void LessonController::startRun(const LessonStep& s) {
    switch (s.run) {
    case RunAction::None: parts_.runs->clearViews(); break;
    case RunAction::Solve:
        awaitingRun_ = true;
        parts_.runs->startRun(RunKind::All);  // in the step's mode, set in the model
        break;
    case RunAction::Compare:
        awaitingRun_ = true;
        parts_.runs->startRun(RunKind::Compare);  // with the step's budget, set in the model
        break;
    case RunAction::Step:
        awaitingRun_ = true;
        parts_.runs->startTraced(false);
        // The gate counts the steps asked: the search goes through them at once, and
        // the first event shows as the run starts.
        for (int i = 1; i < s.events; ++i) parts_.session->step();
        break;
    case RunAction::Play:
        parts_.runs->startTraced(true);
        parts_.session->play(s.speed);
        break;
    case RunAction::Replay: {
        QString error;
        const std::optional<std::uint64_t> at =
            s.at.kind == lessons::EventRef::Kind::Number ? std::optional<std::uint64_t>(s.at.number - 1) : std::nullopt;
        if (!parts_.recordings->openRun(QDir(folder_).filePath(QString::fromStdString(s.replay)), &error, at)) {
            if (!error.isEmpty()) parts_.documents->prompts().warning(parts_.window, tr("Open a lesson"), error);
        }
        goToStepsEvent();
        settleLater();
        break;
    }
    }
}

void LessonController::goToStepsEvent() {
    const LessonStep& s = step();
    RecordingController* r = parts_.recordings;
    if (s.at.kind == lessons::EventRef::Kind::Number) r->showEvent(static_cast<std::uint64_t>(s.at.number - 1));
    if (s.at.kind == lessons::EventRef::Kind::Bookmark) r->showBookmark(QString::fromStdString(s.at.bookmark));
    atView_ = r->momentView();
}

void LessonController::onFrame() {
    if (!lesson_) return;
    questions_->frame();
    if (settled_ || step().run != RunAction::Step) return;
    const std::optional<TraceFrame>& frame = parts_.session->frame();
    if (frame && frame->serial >= static_cast<std::uint64_t>(step().events)) {
        awaitingRun_ = false;
        if (step().at.kind != lessons::EventRef::Kind::None) {
            // The recording takes this frame at the same tick: go back to the step's event after it.
            QTimer::singleShot(0, this, [this, shown = shown_] {
                if (shown == shown_) goToStepsEvent();
            });
        }
        // The tree and the counters take this frame at the same tick: settle after it.
        settleLater();
    }
}

void LessonController::settleLater() {
    // Only the step shown when it was asked: a step left at once does not settle the next.
    QTimer::singleShot(0, this, [this, shown = shown_] {
        if (shown == shown_) settle();
    });
}

bool LessonController::isStepsRun() const {
    // The run that ended is the step's own, not one it stopped on its way in.
    const std::vector<RunView>& runs = parts_.session->runs();
    if (runs.empty() || !runs.back().algorithm) return false;
    if (step().run == RunAction::Compare) return parts_.session->isComparison();
    return !parts_.session->isComparison() && runs.back().algorithm->id == step().version;
}

void LessonController::settle() {
    if (!lesson_ || settled_) return;
    settled_ = true;
    refreshText();
    if (!exploring_) placePointer();
    emit stepSettled(index_);
    questions_->settled();
}

bool LessonController::answerQuestion(const QString& text) { return lesson_ && questions_->enter(text); }

const RunView* LessonController::quotedRun(const std::string& versionId) const {
    if (!lesson_) return nullptr;
    // A step shown at an event of its recording quotes the counters of that event.
    if (step().run == RunAction::Replay || step().at.kind != lessons::EventRef::Kind::None) {
        if (!settled_ || !atView_.algorithm || atView_.algorithm->id != versionId) return nullptr;
        return &atView_;
    }
    const bool traced = step().run == RunAction::Step || step().run == RunAction::Play;
    const RunView* found = nullptr;
    for (const RunView& r : parts_.session->runs())
        if (r.algorithm && r.algorithm->id == versionId) found = &r;
    if (!found) return nullptr;
    // A traced run is quoted once its events are through (a step) or as it goes (play);
    // a solve or a comparison once the version's run has ended.
    if (traced) return settled_ ? found : nullptr;
    return found->done ? found : nullptr;
}

void LessonController::refreshText() {
    if (!lesson_ || exploring_) return;
    const lessons::QuotedText& text = lessons::inLanguage(step().texts, currentLanguage());
    parts_.panel->setText(filledText(text, [this](const std::string& id) { return quotedRun(id); }));
}

void LessonController::placePointer() {
    const Pointer& p = step().point;
    switch (p.kind) {
    case Pointer::Kind::None: break;
    case Pointer::Kind::Counter:
        parts_.pointer->pointAt(p.figure.figure == lessons::Figure::Counter ? parts_.counters->extraLine()
                                                                             : parts_.counters->figureBox(boxOf(p.figure.figure)));
        break;
    case Pointer::Kind::Chart: {
        const int chart = static_cast<int>(p.chart);
        parts_.chart->showChart(chart);
        parts_.pointer->pointAt(parts_.chart->chartWidget(chart));
        break;
    }
    case Pointer::Kind::Line: {
        PseudocodeView* code = parts_.pseudocode;
        const int row = p.line - 1;
        // The line is selected as well as framed: the frame follows it when the view scrolls.
        code->setCurrentRow(row);
        code->scrollToItem(code->item(row));
        parts_.pointer->pointAt(code->viewport(), [code, row] {
            const QListWidgetItem* item = code->item(row);
            return item ? code->visualItemRect(item) : QRect();
        });
        break;
    }
    case Pointer::Kind::Node: {
        const TreeBuilder* builder = parts_.tree->builder();
        if (!builder) break;
        std::uint32_t node = builder->shownNode();
        if (p.node == Pointer::Node::FirstSolution) {
            const SearchTree& tree = builder->tree();
            for (std::uint32_t i = 0; i < tree.size(); ++i)
                if (tree.node(i).fate() == NodeFate::Solution) {
                    node = i;
                    break;
                }
        }
        if (node != SearchTree::kNone) parts_.tree->view()->select(node);
        break;
    }
    }
}

void LessonController::next() {
    if (lesson_ && index_ + 1 < static_cast<int>(lesson_->steps.size())) showStep(index_ + 1);
}

void LessonController::previous() {
    if (lesson_ && index_ > 0) showStep(index_ - 1);
}

void LessonController::explore() {
    if (!lesson_ || exploring_) return;
    exploring_ = true;
    parts_.pointer->clear();
    parts_.panel->setExploring(true);
    parts_.applyLayout(true, Layout::Full);
    updateActions();
}

void LessonController::resume() {
    if (lesson_) showStep(index_);
}

void LessonController::updateActions() {
    const bool open = lesson_.has_value();
    nextAction_->setEnabled(open);
    previousAction_->setEnabled(open);
    exploreAction_->setEnabled(open);
}

}  // namespace pw::ui
