#include "launcher.h"

#include <optional>

#include <QSettings>
#include <QTimer>

#include "app_palette.h"
#include "io/atomic_write.h"
#include "boards/board_view.h"
#include "budget_suggestion.h"
#include "checked_run_controller.h"
#include "language.h"
#include "lesson_controller.h"
#include "lessons/lesson_library.h"
#include "own/own_version_library.h"
#include "model/launch_choices.h"
#include "model/workbench_model.h"
#include "own_version_controller.h"
#include "print_controller.h"
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
    if (options_.run == QLatin1String("step")) {
        QTimer::singleShot(0, window_, [this] {
            window_->startStepping();
            stepThenWriteOutputs(options_.steps - 1);  // the first event shows as the run starts
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
    if (wantsOutputs())
        connect(lessons, &LessonController::stepSettled, this, [this](int index) {
            if (index == options_.lessonStep - 1) QTimer::singleShot(500, this, &Launcher::writeOutputs);
        });
    if (options_.lessonStep > 1) lessons->showStep(options_.lessonStep - 1);
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

void Launcher::stepThenWriteOutputs(int remaining) {
    // One event per 20 ms: slow enough for each step to be drawn, fast for a screenshot.
    if (remaining > 0) {
        window_->session()->step();
        QTimer::singleShot(20, this, [this, remaining] { stepThenWriteOutputs(remaining - 1); });
    } else if (wantsOutputs()) {
        QTimer::singleShot(300, this, &Launcher::writeOutputs);
    }
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
    if (ok && !options_.pdf.isEmpty()) ok = window_->printing()->writeBoardPdf(options_.pdf, &outputError_, pdfNote_);
    if (ok && !options_.screenshot.isEmpty()) {
        QString reason;
        ok = writePngAtomically(options_.screenshot, window_->grab().toImage(), &reason);
        if (!ok) outputError_ = tr("cannot write the screenshot %1: %2").arg(options_.screenshot, reason);
    }
    emit outputsDone(ok);
}

}  // namespace pw::ui
