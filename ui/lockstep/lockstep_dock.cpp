#include "lockstep_dock.h"

#include <QAction>
#include <QCloseEvent>
#include <QMessageBox>
#include <QScrollArea>
#include <QTimer>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "lockstep_view.h"
#include "model/workbench_model.h"
#include "window/main_window.h"

namespace pw::ui {

LockstepDock::LockstepDock(MainWindow* window) : QDockWidget(tr("Side by side"), window), window_(window) {
    setObjectName(QStringLiteral("lockstepDock"));  // saveState keeps where the user put it
    view_ = new LockstepView;
    // On a small screen (a projector's 1280×720 in presentation) the two boards with
    // their code and counters are taller than the dock: scrolled, never cut.
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(view_);
    setWidget(scroll);
    open_ = new QAction(tr("Compare versions &side by side"), this);
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    open_->setToolTip(tr("Two versions' searches on this board, stepped together"));
    connect(open_, &QAction::triggered, this, &LockstepDock::openFromWindow);
    // Shown with nothing in it (the window's layout kept from last time had it open):
    // the window's board, as the action does.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && !view_->hasBoard()) QTimer::singleShot(0, this, &LockstepDock::openFromWindow);
    });
    window->addDockWidget(Qt::BottomDockWidgetArea, this);
    hide();
}

LockstepDock* LockstepDock::of(MainWindow* window) {
    if (auto* dock = window->findChild<LockstepDock*>(QString(), Qt::FindDirectChildrenOnly)) return dock;
    return new LockstepDock(window);
}

void LockstepDock::openFromWindow() {
    BoardView* board = window_->board();
    const AlgorithmInfo* chosen = window_->model()->version();
    if (!board || !chosen) return;
    const std::vector<const AlgorithmInfo*> versions = builtinRegistry().algorithmsOf(board->puzzleId().toStdString());
    // The version chosen beside the one before it: the idea it adds, seen at work. A
    // version of the user's own is not in the list: the first two are shown then.
    auto at = std::find(versions.begin(), versions.end(), chosen);
    if (versions.size() < 2) return;
    if (at == versions.end()) at = versions.begin() + 1;
    const AlgorithmInfo* first = at == versions.begin() ? *at : *(at - 1);
    const AlgorithmInfo* second = at == versions.begin() ? *(at + 1) : *at;
    QString error;
    if (!openWith(*first, *second, &error)) QMessageBox::warning(window_, tr("Side by side"), error);
}

bool LockstepDock::openWith(const AlgorithmInfo& first, const AlgorithmInfo& second, QString* error) {
    BoardView* board = window_->board();
    if (!board) return false;
    RunOptions options;
    options.mode = window_->model()->mode();
    options.symmetryClasses = false;  // as the window's Step: the classes are not counted
    // The runs first: shown empty, the dock would open itself on the window's choice.
    if (!view_->open(board->puzzleId(), board->toText(), first, second, options, error)) return false;
    show();
    // The boards want room: about two thirds of the window's height.
    QTimer::singleShot(0, this, [this] { window_->resizeDocks({this}, {window_->height() * 65 / 100}, Qt::Vertical); });
    return true;
}

void LockstepDock::closeEvent(QCloseEvent* event) {
    view_->stop();
    QDockWidget::closeEvent(event);
}

}  // namespace pw::ui
