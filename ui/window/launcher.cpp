#include "launcher.h"

#include <optional>

#include <QFileInfo>
#include <QSettings>
#include <QTimer>

#include "app_palette.h"
#include "boards/board_view.h"
#include "budget_suggestion.h"
#include "checked_run_controller.h"
#include "io/atomic_write.h"
#include "language.h"
#include "lesson_controller.h"
#include "lessons/lesson_library.h"
#include "lockstep/lockstep_launch.h"
#include "merge_controller.h"
#include "model/launch_choices.h"
#include "model/run_cursor.h"
#include "model/workbench_model.h"
#include "own/own_version_library.h"
#include "own_version_controller.h"
#include "print_controller.h"
#include "recording_controller.h"
#include "session/solve_session.h"

namespace pw::ui {

Launcher::Launcher(LaunchOptions options, QObject* parent) : QObject(parent), options_(std::move(options)) {}

Launcher::~Launcher() { delete window_; }

bool Launcher::start(QString* error) {
    installLanguage(chosenLanguage(options_.language));
    applyPaletteChoice(options_.palette);
    window_ = new MainWindow;
    connect(window_, &MainWindow::languageChangeRequested, this, &Launcher::rebuildWindow);
    if (!configureWindow(error)) return false;
    if (options_.windowSize.isValid()) window_->resize(options_.windowSize);
    else if (!options_.screenshot.isEmpty()) window_->resize(1920, options_.tree ? 1080 : 1000);
    window_->show();
    if (options_.tree) window_->setTreeVisible(true);
    if (!options_.lesson.isEmpty()) return startLesson(error);
    if (!options_.openRun.isEmpty()) return startReplay(error);
    if (!options_.merge.isEmpty()) return startMerge(error);
    if (!options_.lockstep.isEmpty()) {
        const int events = options_.run == QLatin1String("step") ? options_.steps : 1;
        return startLockstep(window_, options_.lockstep, events, [this] {
            if (wantsOutputs()) QTimer::singleShot(300, this, &Launcher::writeOutputs);
        }, error);
    }
    if (options_.run == QLatin1String("step")) {
        QTimer::singleShot(0, window_, [this] {
            window_->startStepping();
            // The gate counts the steps asked: the search goes through them at once (the
            // first event shows as the run starts), recorded as it goes.
            for (int i = 1; i < options_.steps; ++i) window_->session()->step();
            waitForSteps();
        });
        return true;
    }
    if (options_.run == QLatin1String("check")) {
        // Checked, then stepped to the event of its error when it has one (the board as
        // it was then, the error's line lit), then the outputs.
        CheckedRunController* checks = window_->checkedRuns();
        connect(checks, &CheckedRunController::checkFinished, this, [this, checks] {
            if (checks->stepToError()) return;
            if (wantsOutputs()) QTimer::singleShot(300, this, &Launcher::writeOutputs);
        });
        connect(checks, &CheckedRunController::steppedToError, this, [this] {
            if (wantsOutputs()) QTimer::singleShot(300, this, &Launcher::writeOutputs);
        });
        QTimer::singleShot(0, window_, [checks] { checks->check(false); });
        return true;
    }
    if (wantsOutputs()) {
        if (options_.run.isEmpty()) QTimer::singleShot(300, this, &Launcher::writeOutputs);
        else connect(window_, &MainWindow::runFinished, this, &Launcher::runEnded, Qt::SingleShotConnection);
        // The files are written whatever the version chosen (a user's last choice may be
        // one that never ends on this board): the run has a budget, the comparison has
        // one per version.
        window_->runs()->setRunBudget(window_->model()->budgetSeconds());
    }
    if (!options_.run.isEmpty()) {
        const MainWindow::RunKind kind = options_.run == QLatin1String("first")   ? MainWindow::RunKind::First
                                         : options_.run == QLatin1String("count") ? MainWindow::RunKind::Count
                                         : options_.run == QLatin1String("compare") ? MainWindow::RunKind::Compare
                                                                                    : MainWindow::RunKind::All;
        QTimer::singleShot(0, window_, [w = window_, kind] { w->startRun(kind); });
    }
    return true;
}

bool Launcher::startLesson(QString* error) {
    LessonController* lessons = window_->lessons();
    if (!lessons->openLesson(options_.lesson, error)) return false;
    const int steps = static_cast<int>(lessons->lesson()->steps.size());
    if (options_.lessonStep > steps) {
        *error = tr("the lesson has %n step(s)", nullptr, steps);
        return false;
    }
    // A step with a question: the screenshot shows it asked, or, given the class's answer,
    // the run's beside it; a step without one, its run settled.
    const auto asks = [lessons, this] {
        const int index = options_.lessonStep - 1;
        return lessons->lesson()->steps[static_cast<std::size_t>(index)].question.kind != lessons::Question::Kind::None;
    };
    connect(lessons, &LessonController::questionAsked, this, [this, lessons](int index) {
        if (index != options_.lessonStep - 1) return;
        if (!options_.lessonAnswer.isEmpty()) {
            if (!lessons->answerQuestion(options_.lessonAnswer)) {
                outputError_ = tr("'%1' is not an answer to this step's question").arg(options_.lessonAnswer);
                emit outputsDone(false);
            }
        } else if (wantsOutputs()) {
            QTimer::singleShot(500, this, &Launcher::writeOutputs);
        }
    });
    if (wantsOutputs()) {
        connect(lessons, &LessonController::stepSettled, this, [this, asks](int index) {
            if (index == options_.lessonStep - 1 && !asks()) QTimer::singleShot(500, this, &Launcher::writeOutputs);
        });
        connect(lessons, &LessonController::questionRevealed, this, [this](int index) {
            if (index == options_.lessonStep - 1 && !options_.lessonAnswer.isEmpty())
                QTimer::singleShot(500, this, &Launcher::writeOutputs);
        });
    }
    if (options_.lessonStep > 1) lessons->showStep(options_.lessonStep - 1);
    return true;
}

bool Launcher::startMerge(QString* error) {
    QString id = options_.merge;
    if (options_.mergeFile) {
        // Compiled first; the version shown stays the one asked for.
        const AlgorithmInfo* shown = window_->model()->version();
        if (!window_->openVersion(options_.merge, true)) {
            *error = tr("cannot read the version file '%1'").arg(options_.merge);
            return false;
        }
        const QString file = QFileInfo(options_.merge).canonicalFilePath();
        id.clear();
        for (const AlgorithmInfo* a : window_->model()->versions())
            if (!a->file.empty() && QFileInfo(QString::fromStdString(a->file)).canonicalFilePath() == file)
                id = QString::fromStdString(a->id);
        if (shown) window_->selectAlgorithm(QString::fromStdString(shown->id));
    }
    if (wantsOutputs())
        connect(window_->merges(), &MergeController::mergeShown, this, [this] { QTimer::singleShot(500, this, &Launcher::writeOutputs); });
    QTimer::singleShot(0, window_, [this, id] {
        if (window_->merges()->mergeWith(id) || !wantsOutputs()) return;
        outputError_ = tr("nothing to merge: --merge names the version shown");
        emit outputsDone(false);
    });
    return true;
}

bool Launcher::configureWindow(QString* error) {
    WorkbenchModel* model = window_->model();
    const LaunchChoices choices{options_.puzzle, options_.size, options_.algorithmFile ? QString() : options_.algorithm,
                                options_.budgetSeconds};
    switch (applyLaunchChoices(*model, choices)) {
    case LaunchProblem::None: break;
    case LaunchProblem::UnknownPuzzle: *error = tr("unknown puzzle '%1'").arg(options_.puzzle); return false;
    case LaunchProblem::SizeOutOfRange: {
        const WorkbenchModel::SizeRange range = model->sizeRange(model->puzzle());
        *error = tr("the board size must be between %1 and %2 on screen").arg(range.minimum).arg(range.maximum);
        return false;
    }
    case LaunchProblem::UnknownVersion:
        *error = tr("unknown algorithm '%1' for this puzzle").arg(options_.algorithm);
        return false;
    }
    // Compiled before the run the command line asks for; its errors, if any, are in the
    // Compiler dock, and the run says it did not compile.
    if (options_.algorithmFile && !window_->openVersion(options_.algorithm, true)) {
        *error = tr("cannot read the version file '%1'").arg(options_.algorithm);
        return false;
    }
    if (options_.presentation) window_->setPresentation(true);
    return true;
}

void Launcher::rebuildWindow(const QString& language) {
    QSettings().setValue(QStringLiteral("language"), language);
    installLanguage(language);
    // Every text of the window is set when it is built: rebuilding it in the new
    // language is simpler and surer than retranslating each widget in place.
    MainWindow* old = window_;
    // What the settings do not carry: the files open as versions of the user's own, the
    // version chosen, and the lesson open at its step (its texts hold both languages).
    const QStringList versionFiles = old->ownVersions()->library()->paths();
    const QString puzzle = old->model()->puzzle();
    const AlgorithmInfo* chosen = old->model()->version();
    const QString algorithm = chosen ? QString::fromStdString(chosen->id) : QString();
    std::optional<LessonLoad> lesson;
    int lessonStep = 0;
    if (const LessonController* lessons = old->lessons(); lessons->isOpen()) {
        lesson = LessonLoad{*lessons->lesson(), QString(), lessons->name()};
        lessonStep = lessons->stepIndex();
    }
    old->close();  // stops a run and saves the settings the new window reads back
    window_ = new MainWindow;
    connect(window_, &MainWindow::languageChangeRequested, this, &Launcher::rebuildWindow);
    for (const QString& file : versionFiles) window_->openVersion(file, true);
    if (!puzzle.isEmpty()) window_->selectPuzzle(puzzle);
    if (!algorithm.isEmpty()) window_->selectAlgorithm(algorithm);
    window_->show();
    if (lesson && window_->lessons()->open(std::move(*lesson))) window_->lessons()->showStep(lessonStep);
    old->deleteLater();
}

bool Launcher::startReplay(QString* error) {
    QString reason;
    if (!window_->recordings()->openRun(options_.openRun, &reason, static_cast<std::uint64_t>(options_.at - 1))) {
        *error = reason.isEmpty() ? tr("cannot open the run %1").arg(options_.openRun) : reason;
        return false;
    }
    const std::uint64_t events = window_->runCursor()->size();
    if (static_cast<std::uint64_t>(options_.at) > events) {
        *error = tr("--at %1: the run holds %n event(s)", nullptr, static_cast<int>(std::min<std::uint64_t>(events, INT_MAX)))
                     .arg(options_.at);
        return false;
    }
    if (wantsOutputs()) QTimer::singleShot(300, this, &Launcher::writeOutputs);
    return true;
}

void Launcher::waitForSteps() {
    // The window reads the run at its 30 Hz tick: done once the K-th event is recorded
    // and shown, or the run ended before it.
    const SolveSession* session = window_->session();
    const std::uint64_t shown = session->frame() ? session->frame()->serial : 0;
    if (shown >= static_cast<std::uint64_t>(options_.steps) || !session->isRunning()) {
        steppingDone();
        return;
    }
    QTimer::singleShot(20, this, &Launcher::waitForSteps);
}

void Launcher::steppingDone() {
    RunCursor* cursor = window_->runCursor();
    cursor->refresh();
    if (options_.back > 0 && !cursor->empty())
        for (int j = 0; j < options_.back; ++j) window_->recordings()->stepBack();
    if (!wantsOutputs()) return;
    QTimer::singleShot(300, this, &Launcher::writeOutputs);
}

void Launcher::runEnded() {
    const std::vector<RunView>& runs = window_->session()->runs();
    if (runs.empty() || !runs.back().outOfBudget || !runs.back().algorithm || window_->session()->isComparison()) {
        QTimer::singleShot(300, this, &Launcher::writeOutputs);
        return;
    }
    // Stopped by the budget: which version finishes on this board, found off the GUI
    // thread by running them (newest first) within the same budget.
    const double budget = window_->model()->budgetSeconds();
    auto* suggestion = new BudgetSuggestion(*runs.back().algorithm, window_->board()->instance(),
                                            window_->model()->mode(), budget, this);
    connect(suggestion, &BudgetSuggestion::found, this, [this, suggestion] {
        outputNote_ = suggestion->sentence();
        pdfNote_ = suggestion->shortSentence();
        suggestion->deleteLater();
        QTimer::singleShot(300, this, &Launcher::writeOutputs);
    });
    suggestion->start();
}

void Launcher::writeOutputs() {
    // Each written whole through QSaveFile, like every file the program writes.
    bool ok = window_ != nullptr;
    if (ok && !options_.saveRun.isEmpty()) ok = window_->recordings()->saveRun(options_.saveRun, &outputError_);
    if (ok && !options_.state.isEmpty()) {
        const QByteArray json = window_->recordings()->stateJson();
        QString reason;
        if (json.isEmpty()) {
            ok = false;
            outputError_ = tr("no event is recorded: --state has nothing to write");
        } else if (!writeFileAtomically(options_.state, json, &reason)) {
            ok = false;
            outputError_ = tr("cannot write the state %1: %2").arg(options_.state, reason);
        }
    }
    if (ok && !options_.pdf.isEmpty()) ok = window_->printing()->writeBoardPdf(options_.pdf, &outputError_, pdfNote_);
    if (ok && !options_.screenshot.isEmpty()) {
        QString reason;
        ok = writePngAtomically(options_.screenshot, window_->grab().toImage(), &reason);
        if (!ok) outputError_ = tr("cannot write the screenshot %1: %2").arg(options_.screenshot, reason);
    }
    emit outputsDone(ok);
}

}  // namespace pw::ui
