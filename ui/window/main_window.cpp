#include "main_window.h"

#include <QBoxLayout>
#include <QCloseEvent>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoGroup>
#include <QVBoxLayout>

#include "all_puzzles.h"
#include "puzzles/all_boards.h"
#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "panels/control_panel.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "panels/solution_browser.h"
#include "session/solve_session.h"
#include "text/registry_text.h"
#include "tree/search_tree_panel.h"
#include "text/relative_font.h"

namespace pw::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), session_(new SolveSession(this)) {
    setWindowTitle(tr("Puzzle Workbench"));
    undoGroup_ = new QUndoGroup(this);
    buildLayout();
    buildTreeDock();
    buildMenus();
    connectSession();
    // The boards kept from last time come back before the settings choose the puzzle.
    restoreKeptBoards();
    readSettings();
    updateRunButtons();
    updateTitle();
}

MainWindow::~MainWindow() {
    session_->stop();
    keepBoardsNow();  // a window deleted without a close keeps its boards too
    // Boards are destroyed after this body, as children; none may call back into the
    // half-destroyed window.
    for (const auto& [id, board] : boards_) disconnect(board, nullptr, this, nullptr);
}

void MainWindow::buildLayout() {
    puzzleList_ = new QListWidget;
    puzzleList_->setIconSize(QSize(40, 40));
    puzzleList_->setSpacing(2);
    puzzleList_->setMinimumWidth(150);
    boardStack_ = new QStackedWidget;
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        const BoardEntry* entry = builtinBoards().find(QString::fromStdString(puzzle.id));
        if (!entry) continue;
        auto* item = new QListWidgetItem(entry->icon(), registryText(puzzle.title), puzzleList_);
        item->setData(Qt::UserRole, entry->puzzleId);
        item->setToolTip(registryText(puzzle.description));
        BoardView* board = entry->create();
        board->installEventFilter(this);
        boards_[entry->puzzleId] = board;
        boardStack_->addWidget(board);
        undoGroup_->addStack(board->undoStack());
        connect(board, &BoardView::statusChanged, this, &MainWindow::refreshStatus);
        // Any change of a board, its options included, is kept and may change the title.
        connect(board, &BoardView::statusChanged, this, [this, board] { boardChanged(board); });
        connect(board, &BoardView::browseFilterChanged, this, [this, board] { boardChanged(board); });
        connect(board, &BoardView::browseFilterChanged, this, [this, board] {
            if (board != this->board()) return;
            refreshBrowsable(true);
            if (!browsable_.empty()) {
                browser_->setCurrent(-1);
                browser_->setCurrent(0);
            }
        });
    }

    optionsHolder_ = new QWidget;
    new QVBoxLayout(optionsHolder_);
    optionsHolder_->layout()->setContentsMargins(0, 0, 0, 0);
    boardStatus_ = new QLabel;
    boardStatus_->setAlignment(Qt::AlignCenter);
    boardStatus_->setWordWrap(true);
    setRelativeFont(boardStatus_, 1.25);
    counters_ = new CountersPanel;
    // The board with its options, status and counters; in presentation mode the code
    // panel joins it on the right, over the whole height.
    auto* boardArea = new QWidget;
    boardRow_ = new QHBoxLayout(boardArea);
    boardRow_->setContentsMargins(4, 4, 4, 4);
    boardColumn_ = new QVBoxLayout;
    boardColumn_->setContentsMargins(0, 0, 0, 0);
    boardColumn_->setSpacing(4);
    boardColumn_->addWidget(optionsHolder_);
    boardColumn_->addWidget(boardStack_, 1);
    boardColumn_->addWidget(boardStatus_);
    boardColumn_->addWidget(counters_);
    boardRow_->addLayout(boardColumn_, 3);

    chart_ = new ComparisonChart;
    // In presentation mode the charts take turns with the board (see setPagedWithBoard).
    connect(chart_, &ComparisonChart::boardPageChanged, boardArea, &QWidget::setVisible);
    centreSplitter_ = new QSplitter(Qt::Vertical);
    centreSplitter_->addWidget(boardArea);
    centreSplitter_->addWidget(chart_);
    centreSplitter_->setStretchFactor(0, 3);
    centreSplitter_->setStretchFactor(1, 2);
    centreSplitter_->setSizes({600, 380});

    controls_ = new ControlPanel;
    browser_ = new SolutionBrowser;
    pseudocode_ = new PseudocodeView;
    auto* side = new QWidget;
    sideLayout_ = new QVBoxLayout(side);
    sideLayout_->setContentsMargins(4, 4, 4, 4);
    sideLayout_->addWidget(controls_);
    auto* browserTitle = new QLabel(tr("<b>Solutions</b>"));
    sideLayout_->addWidget(browserTitle);
    sideLayout_->addWidget(browser_);
    // The pseudo-code sits under the controls; in presentation mode it moves beside the
    // board, where it has the board's height to show whole (togglePresentation).
    codePanel_ = new QWidget;
    auto* codeLayout = new QVBoxLayout(codePanel_);
    codeLayout->setContentsMargins(0, 0, 0, 0);
    codeLayout->addWidget(new QLabel(tr("<b>Pseudo-code</b>")));
    codeLayout->addWidget(pseudocode_, 1);
    sideLayout_->addWidget(codePanel_, 1);
    side->setMinimumWidth(340);

    mainSplitter_ = new QSplitter(Qt::Horizontal);
    mainSplitter_->addWidget(puzzleList_);
    mainSplitter_->addWidget(centreSplitter_);
    mainSplitter_->addWidget(side);
    mainSplitter_->setStretchFactor(0, 0);
    mainSplitter_->setStretchFactor(1, 1);
    mainSplitter_->setStretchFactor(2, 0);
    mainSplitter_->setSizes({170, 900, 380});
    setCentralWidget(mainSplitter_);

    runStatus_ = new QLabel;
    statusBar()->addWidget(runStatus_, 1);

    connect(puzzleList_, &QListWidget::currentRowChanged, this, &MainWindow::onPuzzleChanged);
    connect(controls_, &ControlPanel::algorithmChanged, this, [this] {
        pseudocode_->showAlgorithm(controls_->algorithm());
        if (BoardView* b = board(); b && controls_->algorithm()) {
            chosenAlgorithms_[b->puzzleId()] = QString::fromStdString(controls_->algorithm()->id);
            boardChanged(b);
        }
    });
    connect(controls_, &ControlPanel::sizeChanged, this, [this](int size) {
        session_->reset();
        if (BoardView* b = board()) {
            documents_[b->puzzleId()] = {};  // a new blank board is no file's
            b->resetBoard({.size = size});
            // A board may snap the size to one it supports: show what it took.
            controls_->setSizeRange(b->minimumBoardSize(), b->maximumBoardSize(), b->boardSize());
        }
        browser_->setCounts(0, 0);
        counters_->clear();
    });
    connect(controls_, &ControlPanel::solveRequested, this, [this] { startRun(RunKind::All); });
    connect(controls_, &ControlPanel::compareRequested, this, [this] { startRun(RunKind::Compare); });
    connect(controls_, &ControlPanel::stepRequested, this, [this] {
        if (session_->isRunning() && session_->isTraced()) {
            paused_ = true;
            session_->step();
            updateRunButtons();
        } else {
            startTraced(false);
        }
    });
    connect(controls_, &ControlPanel::playRequested, this, [this] {
        if (session_->isRunning() && session_->isTraced()) {
            paused_ = false;
            session_->play(controls_->eventsPerSecond());
            updateRunButtons();
        } else {
            startTraced(true);
        }
    });
    connect(controls_, &ControlPanel::pauseRequested, this, [this] {
        paused_ = true;
        session_->pause();
        updateRunButtons();
    });
    connect(controls_, &ControlPanel::stopRequested, this, [this] { session_->stop(); });
    connect(controls_, &ControlPanel::speedChanged, this, [this](double eps) {
        if (session_->isRunning() && session_->isTraced() && !paused_) session_->play(eps);
    });
    connect(browser_, &SolutionBrowser::solutionRequested, this, &MainWindow::showSolution);
}

BoardView* MainWindow::board() const { return qobject_cast<BoardView*>(boardStack_->currentWidget()); }

bool MainWindow::selectPuzzle(const QString& id) {
    for (int i = 0; i < puzzleList_->count(); ++i)
        if (puzzleList_->item(i)->data(Qt::UserRole).toString() == id) {
            puzzleList_->setCurrentRow(i);
            return true;
        }
    return false;
}

void MainWindow::setBoardSize(int size) {
    BoardView* b = board();
    if (!b) return;
    controls_->setSizeRange(b->minimumBoardSize(), b->maximumBoardSize(), size);
    documents_[b->puzzleId()] = {};  // a new blank board is no file's
    b->resetBoard({.size = controls_->boardSize()});
    controls_->setSizeRange(b->minimumBoardSize(), b->maximumBoardSize(), b->boardSize());
}

bool MainWindow::selectAlgorithm(const QString& id) {
    for (const AlgorithmInfo* a : controls_->algorithms())
        if (QString::fromStdString(a->id) == id) {
            controls_->selectAlgorithm(id);
            return true;
        }
    return false;
}

void MainWindow::onPuzzleChanged() {
    session_->reset();  // another puzzle's solutions must not reach this board's browser
    const QString id = puzzleList_->currentItem() ? puzzleList_->currentItem()->data(Qt::UserRole).toString() : QString();
    auto it = boards_.find(id);
    if (it == boards_.end()) return;
    BoardView* b = it->second;
    boardStack_->setCurrentWidget(b);
    undoGroup_->setActiveStack(b->undoStack());
    // The puzzle's own options (k, torus, pencil marks...) sit above its board.
    QLayout* optionsLayout = optionsHolder_->layout();
    while (QLayoutItem* item = optionsLayout->takeAt(0)) {
        if (item->widget()) item->widget()->hide();
        delete item;
    }
    if (QWidget* options = b->optionsWidget()) {
        optionsLayout->addWidget(options);
        options->show();
    }
    controls_->setAlgorithms(builtinRegistry().algorithmsOf(id.toStdString()));
    // Each puzzle comes back with the version last chosen for it (kept between sessions).
    if (const auto chosen = chosenAlgorithms_.find(id); chosen != chosenAlgorithms_.end())
        controls_->selectAlgorithm(chosen->second);
    controls_->setSizeRange(b->minimumBoardSize(), b->maximumBoardSize(), b->boardSize());
    pseudocode_->showAlgorithm(controls_->algorithm());
    counters_->clear();
    browser_->setCounts(0, 0);
    chart_->clear();
    tree_->clear();
    refreshStatus();
    updateTitle();
    b->setFocus();
}

void MainWindow::refreshStatus() {
    if (BoardView* b = board()) boardStatus_->setText(b->statusText());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    session_->stop();  // stops the worker and joins it before the window goes
    writeSettings();
    keepBoardsNow();
    event->accept();
}

}  // namespace pw::ui
