// MainWindow: the menus (each controller adds its own actions), the help, and the
// settings kept between sessions.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QTextBrowser>
#include <QUndoGroup>
#include <QVBoxLayout>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "boards/high_contrast_action.h"
#include "checked_run_controller.h"
#include "document_controller.h"
#include "lesson_controller.h"
#include "lockstep/lockstep_dock.h"
#include "main_window.h"
#include "model/workbench_model.h"
#include "own_version_controller.h"
#include "panels/control_panel.h"
#include "grading_controller.h"
#include "presentation_controller.h"
#include "print_controller.h"
#include "puzzle_deck.h"
#include "recording_controller.h"
#include "session/solve_session.h"
#include "text/registry_text.h"

namespace pw::ui {

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    documents_->addFileActions(file);
    file->addSeparator();
    recordings_->addFileActions(file);
    file->addSeparator();
    printing_->addFileActions(file);
    ownVersions_->addFileActions(file);
    checkedRuns_->addFileActions(file);
    grading_->addFileActions(file);
    file->addSeparator();
    lessons_->addFileActions(file);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = deck_->undoGroup()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = deck_->undoGroup()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("&Clear the board"), QKeySequence(Qt::CTRL | Qt::Key_Backspace), this, [this] {
        session_->stop();
        if (BoardView* b = board()) {
            b->clearOverlay();
            b->clearBoard();
        }
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    presentation_->addViewActions(view);
    view->addAction(treeDock_->toggleViewAction());
    view->addAction(LockstepDock::of(this)->openAction());
    view->addAction(createHighContrastAction(this));
    view->addAction(ownVersions_->dock()->toggleViewAction());
    view->addSeparator();
    QMenu* language = view->addMenu(tr("&Language"));
    languageGroup_ = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    const std::pair<QString, QString> languages[] = {
        {QString(), tr("System language")}, {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("fr"), QStringLiteral("Français")}};
    for (const auto& [code, name] : languages) {
        QAction* a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        languageGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] { emit languageChangeRequested(code); });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("The &versions explained"), QKeySequence::HelpContents, this, &MainWindow::showVersionsHelp);
    lessons_->addHelpActions(help);
    help->addAction(tr("&About Puzzle Workbench"), this, &MainWindow::showAbout);
}

void MainWindow::showVersionsHelp() {
    BoardView* b = board();
    if (!b) return;
    const PuzzleInfo* puzzle = builtinRegistry().puzzle(b->puzzleId().toStdString());
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>").arg(registryText(puzzle->title).toHtmlEscaped(),
                                                              registryText(puzzle->description).toHtmlEscaped());
    for (const AlgorithmInfo* a : builtinRegistry().algorithmsOf(puzzle->id)) {
        html += QStringLiteral("<h3>%1 <small>(%2)</small></h3><p>%3</p><pre>")
                    .arg(versionLabel(*a).toHtmlEscaped(), QString::fromStdString(a->id), registryText(a->idea).toHtmlEscaped());
        for (const std::string& line : a->pseudocode) html += registryText(line).toHtmlEscaped() + QLatin1Char('\n');
        html += QStringLiteral("</pre>");
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("The versions explained"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(html);
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(720, 640);
    dialog.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Puzzle Workbench"),
                       tr("<h3>Puzzle Workbench %1</h3><p>Five classic puzzles, each solved by successive versions "
                          "of its algorithm, from brute force to the best known method. Step through a search to "
                          "watch backtracking happen, and compare the versions on a live chart.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::readSettings() {
    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) resize(1500, 950);
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    mainSplitter_->restoreState(s.value(QStringLiteral("window/mainSplitter")).toByteArray());
    centreSplitter_->restoreState(s.value(QStringLiteral("window/centreSplitter")).toByteArray());
    controls_->setSpeedPosition(s.value(QStringLiteral("speed"), controls_->speedPosition()).toInt());
    presentation_->setZoom(s.value(QStringLiteral("view/zoom"), 1.0).toDouble());
    presentation_->setPresentation(s.value(QStringLiteral("view/presentation"), false).toBool());
    // No puzzle kept (a first start): the first of the list.
    if (!selectPuzzle(s.value(QStringLiteral("puzzle")).toString()) && !model_->puzzles().empty())
        selectPuzzle(model_->puzzles().front());
    // A board kept from last time has its size already; only a new one takes the size
    // chosen last for its puzzle.
    if (BoardView* b = board(); b && !documents_->wasRestored(b->puzzleId())) {
        const int size = s.value(QStringLiteral("size/") + b->puzzleId(), b->boardSize()).toInt();
        setBoardSize(size);
    }
}

void MainWindow::writeSettings() const {
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("window/mainSplitter"), mainSplitter_->saveState());
    s.setValue(QStringLiteral("window/centreSplitter"), centreSplitter_->saveState());
    s.setValue(QStringLiteral("speed"), controls_->speedPosition());
    s.setValue(QStringLiteral("view/zoom"), presentation_->zoom());
    s.setValue(QStringLiteral("view/presentation"), presentation_->isPresentation());
    if (BoardView* b = board()) {
        s.setValue(QStringLiteral("puzzle"), b->puzzleId());
        s.setValue(QStringLiteral("size/") + b->puzzleId(), model_->size(b->puzzleId()));
    }
}

}  // namespace pw::ui
