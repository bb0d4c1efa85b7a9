// MainWindow: the search-tree dock, and a node of the tree shown on the board.
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QTimer>

#include "boards/board_view.h"
#include "main_window.h"
#include "panels/pseudocode_view.h"
#include "panels/solution_browser.h"
#include "session/solve_session.h"
#include "tree/search_tree_panel.h"

namespace pw::ui {

void MainWindow::buildTreeDock() {
    tree_ = new SearchTreePanel;
    tree_->setLabeler([this](const Event& decision) { return board() ? board()->decisionText(decision) : QString(); });
    treeDock_ = new QDockWidget(tr("Search tree"), this);
    treeDock_->setObjectName(QStringLiteral("searchTreeDock"));  // saveState keeps where the user put it
    treeDock_->setWidget(tree_);
    treeDock_->toggleViewAction()->setText(tr("Search &tree"));
    treeDock_->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    treeDock_->toggleViewAction()->setToolTip(tr("The tree of the traced search, as it grows"));
    addDockWidget(Qt::RightDockWidgetArea, treeDock_);
    treeDock_->hide();
    connect(tree_, &SearchTreePanel::nodeChosen, this, &MainWindow::showTreeNode);
    connect(tree_, &SearchTreePanel::liveRequested, this, &MainWindow::showLiveBoard);
}

void MainWindow::setTreeVisible(bool on) {
    treeDock_->setVisible(on);
    // Once the window is laid out: the tree takes two fifths of its width.
    if (on) QTimer::singleShot(0, this, [this] { resizeDocks({treeDock_}, {width() * 2 / 5}, Qt::Horizontal); });
}

void MainWindow::showTreeNode(const std::vector<Event>& decisions, const Event& node) {
    BoardView* b = board();
    if (!b) return;
    b->showFrame(node, b->stateAfter(tracedInstance_, decisions));
    pseudocode_->highlightLine(node.line, node.kind == EventKind::Reject);
    tree_->setInspecting(true);
    runStatus_->setText(tr("The board shows a node of the search tree (read only). Live board, or the next step, "
                           "brings the run back."));
}

void MainWindow::showLiveBoard() {
    tree_->setInspecting(false);
    BoardView* b = board();
    if (!b) return;
    // A run going on shows its frame; a finished one what it showed before: the
    // browser's solution, or the last frame.
    const std::optional<TraceFrame>& frame = session_->frame();
    if (session_->isRunning() && frame) {
        b->showFrame(frame->event, frame->state);
        pseudocode_->highlightLine(frame->event.line, frame->event.kind == EventKind::Reject);
        return;
    }
    pseudocode_->highlightLine(-1, false);
    if (browser_->current() >= 0) showSolution(browser_->current());
    else if (frame) b->showFrame(frame->event, frame->state);
    else b->clearOverlay();
}

}  // namespace pw::ui
