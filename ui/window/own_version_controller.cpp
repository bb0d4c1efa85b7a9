#include "own_version_controller.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "model/own_choices.h"
#include "model/workbench_model.h"
#include "own/best_builtin.h"
#include "own/file_version.h"
#include "own/sandbox.h"
#include "own/toolchain.h"
#include "own/compiler_panel.h"
#include "own/own_version_library.h"
#include "own/own_version_text.h"
#include "panels/pseudocode_view.h"
#include "puzzle_deck.h"
#include "session/solve_session.h"

namespace pw::ui {

namespace {

/// The best built-in version's run may take this long; past it, no comparison.
constexpr double kComparisonBudgetSeconds = 10;

bool askRunUnsandboxed(QWidget* parent, const QString& file, const QString& why) {
    return QMessageBox::question(
               parent, OwnVersionController::tr("Run without the sandbox?"),
               OwnVersionController::tr("The sandbox (bubblewrap) that keeps a version from the rest of the computer "
                                        "cannot start here: %1\n\nCompile and run %2 without it? It would run with "
                                        "every right of your account: do so only for a file you trust.")
                   .arg(why, file),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
}

}  // namespace

OwnVersionController::OwnVersionController(Parts parts, QObject* parent)
    : QObject(parent), parts_(parts), library_(new OwnVersionLibrary(this)), panel_(new CompilerPanel),
      prompt_(&askRunUnsandboxed) {
    dock_ = new QDockWidget(tr("Compiler"), parts_.window);
    dock_->setObjectName(QStringLiteral("compilerDock"));  // saveState keeps where the user put it
    dock_->setWidget(panel_);
    dock_->toggleViewAction()->setText(tr("&Compiler messages"));
    dock_->toggleViewAction()->setToolTip(tr("What the compiler says of your own versions"));
    connect(library_, &OwnVersionLibrary::compiling, this, &OwnVersionController::onCompiling);
    connect(library_, &OwnVersionLibrary::compiled, this, &OwnVersionController::onCompiled);
    connect(panel_, &CompilerPanel::lineActivated, this, [this](int line) {
        const AlgorithmInfo* a = parts_.model->version();
        if (a && !a->file.empty()) parts_.pseudocode->highlightLine(line - 1, true);
    });
}

OwnVersionController::~OwnVersionController() = default;

void OwnVersionController::addFileActions(QMenu* file) {
    QAction* open = file->addAction(tr("Open a &version…"), this, &OwnVersionController::chooseFile);
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    open->setToolTip(tr("A version of your own: a C++ file with a search function against a puzzle header"));
}

void OwnVersionController::chooseFile() {
    // The examples are where a first version starts.
    QString folder = QString::fromStdString(own::toolchain().examplesDir());
    const QString path = QFileDialog::getOpenFileName(parts_.window, tr("Open a version"), folder,
                                                      tr("C++ files (*.cpp *.cc *.cxx);;All files (*)"));
    if (!path.isEmpty()) openVersion(path, false);
}

bool OwnVersionController::openVersion(const QString& path, bool wait) {
    const AlgorithmInfo* entry = library_->add(path);
    if (!entry) {
        panel_->clear();
        panel_->showRunNote(tr("%1 is not a file.").arg(path));
        dock_->show();
        return false;
    }
    selectWhenCompiled_ = entry;  // before the compile, which may report at once
    library_->compile(entry, wait);
    return true;
}

QString OwnVersionController::noticeText(const AlgorithmInfo* algorithm, const Notice& notice) const {
    if (!own::isOwnNotice(notice.code)) return {};
    const own::FileVersion* version = library_->version(algorithm);
    return version ? OwnVersionText::notice(*version, notice) : QString();
}

void OwnVersionController::onCompiling(const AlgorithmInfo* entry) {
    panel_->showCompiling(QString::fromStdString(entry->file));
}

void OwnVersionController::onCompiled(const AlgorithmInfo* entry) {
    own::FileVersion* version = library_->version(entry);
    if (!version) return;
    const own::CompileReport report = version->lastCompile();
    if (report.outcome == own::CompileOutcome::SandboxUnavailable && version->sandboxed()) {
        const own::SandboxStatus& sandbox = own::sandboxStatus();
        const QString why = sandbox.installed ? QString::fromStdString(sandbox.detail)
                                              : tr("bubblewrap is not installed (Debian package bubblewrap).");
        if (prompt_(parts_.window, QString::fromStdString(entry->file), why)) {
            version->setSandboxed(false);
            library_->compile(entry, false);
            return;
        }
    }
    panel_->showCompile(*version);
    // The status bar says how the compile went (compiled, or did not, with the first
    // error), and the dock comes up when the compiler has something to say.
    parts_.status->setText(panel_->heading());
    if (!report.ok() || !report.diagnostics.empty()) {
        dock_->show();
        dock_->raise();
    }
    refreshVersions();
    if (entry == selectWhenCompiled_) {
        selectWhenCompiled_ = nullptr;
        chooseOpenedVersion(*parts_.model, *entry);
    }
    // A recompile changes the lines in place: the code shown is read again.
    parts_.pseudocode->showAlgorithm(parts_.model->version());
}

void OwnVersionController::refreshVersions() {
    for (const QString& puzzle : parts_.model->puzzles())
        parts_.model->setVersions(puzzle, library_->versionsOf(puzzle.toStdString()));
}

void OwnVersionController::runFinished() {
    const std::vector<RunView>& runs = parts_.session->runs();
    if (parts_.session->isComparison() || runs.empty()) return;
    const RunView& run = runs.back();
    own::FileVersion* version = library_->version(run.algorithm);
    if (!version || !run.done) return;
    comparison_.clear();
    if (run.verdict == own::Verdict::DidNotCompile) {
        // Nothing ran: the status says why, in the compile's own sentence.
        parts_.status->setText(OwnVersionText::notice(*version, run.notice));
        return;
    }
    const own::RunReport report = version->lastRun();
    const QString ended = OwnVersionText::runEnd(report);
    panel_->showRunNote(ended);
    if (!ended.isEmpty()) {
        parts_.status->setText(parts_.status->text() + QLatin1Char(' ') + ended);
        // The line the message names is lit in the file's code, as a rejected step is.
        if (report.end == own::RunEnd::Misuse && report.line > 0) parts_.pseudocode->highlightLine(report.line - 1, true);
        return;
    }
    BoardView* board = parts_.deck->current();
    if (!run.completed || !board) return;
    // The best built-in version on the same board, off the GUI thread and within a budget.
    const std::uint64_t serial = ++comparisonSerial_;
    comparing_ = std::jthread([this, serial, puzzle = run.algorithm->puzzle, instance = board->instance(),
                               options = RunOptions{parts_.model->mode()}, stats = run.stats,
                               valid = run.extraValid](std::stop_token stop) {
        const std::optional<own::Comparison> c = own::compareWithBest(builtinRegistry(), puzzle, instance, options,
                                                                      stats, valid, kComparisonBudgetSeconds, stop);
        if (!c || stop.stop_requested()) return;
        QMetaObject::invokeMethod(this, [this, serial, c = *c] {
            if (serial != comparisonSerial_) return;  // a newer run's comparison is coming
            comparison_ = OwnVersionText::comparison(c);
            panel_->showRunNote(comparison_);
            parts_.status->setText(parts_.status->text() + QLatin1Char(' ') + comparison_);
            emit comparisonReady(comparison_);
        }, Qt::QueuedConnection);
    });
}

}  // namespace pw::ui
