#include "main_window.h"

#include <QAction>
#include <QBoxLayout>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "checked_run_controller.h"
#include "document_controller.h"
#include "grading_controller.h"
#include "lesson_controller.h"
#include "lessons/lesson_panel.h"
#include "lessons/pointer_overlay.h"
#include "merge_controller.h"
#include "model/run_cursor.h"
#include "model/workbench_model.h"
#include "own/compiler_panel.h"
#include "own_version_controller.h"
#include "panels/control_panel.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "panels/side_scroll_area.h"
#include "panels/solution_browser.h"
#include "presentation_controller.h"
#include "print_controller.h"
#include "puzzle_deck.h"
#include "puzzles/all_boards.h"
#include "recording_controller.h"
#include "session/solve_session.h"
#include "text/relative_font.h"
#include "timeline/timeline_panel.h"
#include "tree/search_tree_panel.h"

namespace pw::ui {

namespace {

/// The side panel's least width out of presentation mode: the controls at ease.
constexpr int kSideWidth = 340;

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), model_(new WorkbenchModel(this)), session_(new SolveSession(this)),
      deck_(new PuzzleDeck(model_, this)) {
    setWindowTitle(tr("Puzzle Workbench"));
    buildLayout();
    buildTreeDock();
    buildControllers();
    buildLessons();
    buildMenus();
    // The boards kept from last time come back before the settings choose the puzzle.
    documents_->restoreKeptBoards();
    readSettings();
    documents_->updateTitle();
}

MainWindow::~MainWindow() {
    session_->stop();
    keepBoardsNow();  // a window deleted without a close keeps its boards too
    // Boards are destroyed after this body, as children; none may call back into the
    // half-destroyed window or its controllers.
    deck_->detachBoards();
}

void MainWindow::buildLayout() {
    optionsHolder_ = new QWidget;
    new QVBoxLayout(optionsHolder_);
    optionsHolder_->layout()->setContentsMargins(0, 0, 0, 0);
    boardStatus_ = new QLabel;
    boardStatus_->setAlignment(Qt::AlignCenter);
    boardStatus_->setWordWrap(true);
    setRelativeFont(boardStatus_, 1.25);
    counters_ = new CountersPanel;
    // A file version's notices are worded by its controller (they need its reports).
    counters_->setNoticeWording([this](const AlgorithmInfo* algorithm, const Notice& notice) {
        const QString own = ownVersions_ ? ownVersions_->noticeText(algorithm, notice) : QString();
        return own.isEmpty() ? builtinNoticeText(algorithm, notice) : own;
    });
    // The board with its options, status and counters; in presentation mode the code
    // panel joins it on the right, over the whole height.
    auto* boardArea = new QWidget;
    boardRow_ = new QHBoxLayout(boardArea);
    boardRow_->setContentsMargins(4, 4, 4, 4);
    boardColumn_ = new QVBoxLayout;
    boardColumn_->setContentsMargins(0, 0, 0, 0);
    boardColumn_->setSpacing(4);
    boardColumn_->addWidget(optionsHolder_);
    boardColumn_->addWidget(deck_->stack(), 1);
    timeline_ = new TimelinePanel(model_->runCursor());
    boardColumn_->addWidget(timeline_);
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

    controls_ = new ControlPanel(model_);
    browser_ = new SolutionBrowser;
    pseudocode_ = new PseudocodeView;
    auto* side = new QWidget;
    sideLayout_ = new QVBoxLayout(side);
    sideLayout_->setContentsMargins(4, 4, 4, 4);
    sideLayout_->addWidget(controls_);
    auto* solutions = new QWidget;  // the browser and its title
    auto* solutionsLayout = new QVBoxLayout(solutions);
    solutionsLayout->setContentsMargins(0, 0, 0, 0);
    solutionsLayout->addWidget(new QLabel(tr("<b>Solutions</b>")));
    solutionsLayout->addWidget(browser_);
    sideLayout_->addWidget(solutions);
    // The pseudo-code sits under the controls; in presentation mode it moves beside the
    // board, where it has the board's height to show whole (PresentationController).
    codePanel_ = new QWidget;
    codeLayout_ = new QVBoxLayout(codePanel_);
    codeLayout_->setContentsMargins(0, 0, 0, 0);
    auto* codeTitle = new QLabel(tr("<b>Pseudo-code</b>"));
    codeTitle->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    codeLayout_->addWidget(codeTitle);
    codeLayout_->addWidget(pseudocode_, 1);
    codeLayout_->addStretch(0);  // the room under the code when it is no taller than its lines
    sideLayout_->addWidget(codePanel_, 1);
    side->setMinimumWidth(kSideWidth);

    mainSplitter_ = new QSplitter(Qt::Horizontal);
    mainSplitter_->addWidget(deck_->list());
    mainSplitter_->addWidget(centreSplitter_);
    mainSplitter_->addWidget(new SideScrollArea(side));
    mainSplitter_->setStretchFactor(0, 0);
    mainSplitter_->setStretchFactor(1, 1);
    mainSplitter_->setStretchFactor(2, 0);
    mainSplitter_->setSizes({170, 900, 380});
    setCentralWidget(mainSplitter_);

    runStatus_ = new QLabel;
    statusBar()->addWidget(runStatus_, 1);
    lessonPanel_ = new LessonPanel;  // in its dock once there is a lesson (buildLessons)
}

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
}

void MainWindow::buildControllers() {
    // A new board forgets the runs of the old one: first, before the board is made.
    connect(model_, &WorkbenchModel::newBoardRequested, this, [this] {
        session_->reset();
        browser_->setCounts(0, 0);
        counters_->clear();
    });
    runs_ = new RunController(model_, session_, deck_, {counters_, browser_, pseudocode_, chart_, tree_, runStatus_}, this);
    connect(controls_, &ControlPanel::solveRequested, runs_, [this] { runs_->startRun(RunKind::All); });
    connect(controls_, &ControlPanel::compareRequested, runs_, [this] { runs_->startRun(RunKind::Compare); });
    connect(controls_, &ControlPanel::stepRequested, runs_, &RunController::step);
    connect(controls_, &ControlPanel::backRequested, runs_, &RunController::stepBack);
    connect(controls_, &ControlPanel::playRequested, runs_, &RunController::play);
    connect(controls_, &ControlPanel::pauseRequested, runs_, &RunController::pause);
    connect(controls_, &ControlPanel::stopRequested, session_, &SolveSession::stop);
    connect(runs_, &RunController::runStateChanged, this, [this](bool running, bool traced, bool paused, bool back) {
        controls_->setRunning(running, traced, paused);
        controls_->setBackEnabled(back);
        deck_->list()->setEnabled(!running);
    });
    documents_ = new DocumentController({this, deck_, session_, model_, chart_}, this);
    printing_ = new PrintController({this, deck_, runs_, documents_}, this);
    // (The browser's parent is the panel of the solutions: the browser and its title.)
    presentation_ = new PresentationController({this, deck_->list(), mainSplitter_, sideLayout_, boardRow_, boardColumn_,
                                                optionsHolder_, browser_->parentWidget(), deck_->stack(), codePanel_,
                                                lessonPanel_->aside(), pseudocode_, chart_, controls_, treeDock_, kSideWidth},
                                               this);

    recordings_ = new RecordingController(
        {this, deck_, model_, session_, runs_, documents_, counters_, pseudocode_, tree_, timeline_, runStatus_,
         [this](const AlgorithmInfo* algorithm, const Notice& notice) {
             const QString own = ownVersions_ ? ownVersions_->noticeText(algorithm, notice) : QString();
             return own.isEmpty() ? builtinNoticeText(algorithm, notice) : own;
         }},
        this);
    runs_->setRecording(recordings_);
    printing_->setFrameSource([this] { return recordings_->paperFrame(); });

    ownVersions_ = new OwnVersionController({this, deck_, session_, model_, pseudocode_, runStatus_}, this);
    merges_ = new MergeController({deck_, model_, tree_, pseudocode_, runStatus_}, this);
    addDockWidget(Qt::BottomDockWidgetArea, ownVersions_->dock());
    ownVersions_->dock()->hide();
    connect(runs_, &RunController::runFinished, ownVersions_, &OwnVersionController::runFinished);
    connect(presentation_, &PresentationController::presentationChanged, ownVersions_->panel(), &CompilerPanel::setCompact);
    connect(presentation_, &PresentationController::presentationChanged, this, &MainWindow::placeTimeline);
    checkedRuns_ = new CheckedRunController({this, model_, session_, runs_, pseudocode_, runStatus_, ownVersions_}, this);
    controls_->addBesideSolve(checkedRuns_->action());
    grading_ = new GradingController(this, this);

    connect(deck_, &PuzzleDeck::currentChanged, this, &MainWindow::onPuzzleChanged);
    connect(deck_, &PuzzleDeck::statusChanged, this, &MainWindow::refreshStatus);
    connect(model_, &WorkbenchModel::versionChanged, this, [this](const QString& puzzle) {
        if (puzzle == model_->puzzle()) pseudocode_->showAlgorithm(model_->version());
    });
    // The browser's counts may have widened the side panel's controls: on a projector
    // the columns take their widths again, so that no button is squeezed.
    connect(runs_, &RunController::runFinished, presentation_, &PresentationController::refitColumnsLater);
    connect(runs_, &RunController::runFinished, this, &MainWindow::runFinished);
}

void MainWindow::buildLessons() {
    lessonDock_ = new QDockWidget(tr("Lesson"), this);
    lessonDock_->setObjectName(QStringLiteral("lessonDock"));
    lessonDock_->setWidget(lessonPanel_);
    // No title bar to drag or close: the panel's own Close ends the lesson, and a
    // projector keeps the height for the text.
    lessonDock_->setTitleBarWidget(new QWidget(lessonDock_));
    lessonDock_->setFeatures(QDockWidget::NoDockWidgetFeatures);
    addDockWidget(Qt::LeftDockWidgetArea, lessonDock_);
    lessonDock_->hide();
    lessons_ = new LessonController({this, deck_, session_, model_, runs_, documents_, counters_, pseudocode_, chart_,
                                     tree_, lessonPanel_, new PointerOverlay(this), recordings_,
                                     [this](bool open, lessons::Layout layout) { applyLessonLayout(open, layout); }},
                                    this);
}

void MainWindow::applyLessonLayout(bool open, lessons::Layout layout) {
    const bool wasOpen = lessonDock_->isVisible();
    lessonDock_->setVisible(open);
    const bool focused = open && layout != lessons::Layout::Full;
    presentation_->setFocused(focused);
    if (focused) {
        setTreeVisible(layout == lessons::Layout::BoardTree);
        // The charts take turns with the board on a projector: the step says which shows.
        chart_->setPage(layout == lessons::Layout::BoardCharts ? 0 : -1);
    }
    // The text takes about a quarter of the width, the board and what the step shows the rest.
    if (open && !wasOpen) QTimer::singleShot(0, this, [this] { resizeDocks({lessonDock_}, {width() * 26 / 100}, Qt::Horizontal); });
    presentation_->refitColumnsLater();
}

void MainWindow::placeTimeline(bool presentation) {
    const bool inCode = codeLayout_->indexOf(timeline_) >= 0;
    if (presentation == inCode) return;
    if (presentation) {
        boardColumn_->removeWidget(timeline_);
        codeLayout_->insertWidget(2, timeline_);  // under the code, above the room left below it
    } else {
        codeLayout_->removeWidget(timeline_);
        boardColumn_->insertWidget(boardColumn_->indexOf(deck_->stack()) + 1, timeline_);
    }
    timeline_->setCompact(presentation);
}

BoardView* MainWindow::board() const { return deck_->current(); }

RunCursor* MainWindow::runCursor() const { return model_->runCursor(); }

bool MainWindow::selectPuzzle(const QString& id) { return deck_->board(id) && model_->selectPuzzle(id); }

void MainWindow::setBoardSize(int size) { model_->requestNewBoard(size); }

bool MainWindow::selectAlgorithm(const QString& id) { return model_->chooseVersion(model_->puzzle(), id); }

void MainWindow::setPresentation(bool on) { presentation_->setPresentation(on); }

bool MainWindow::openVersion(const QString& path, bool wait) { return ownVersions_->openVersion(path, wait); }

void MainWindow::setTreeVisible(bool on) {
    treeDock_->setVisible(on);
    // Once the window is laid out: the tree takes its share of the width (less on a
    // projector, where the board comes first).
    if (on)
        QTimer::singleShot(0, this, [this] {
            resizeDocks({treeDock_}, {static_cast<int>(width() * presentation_->treeShare())}, Qt::Horizontal);
        });
}

void MainWindow::onPuzzleChanged(BoardView* b) {
    session_->reset();  // another puzzle's solutions must not reach this board's browser
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
    // Each puzzle comes back with the version last chosen for it (the model's, kept between sessions).
    pseudocode_->showAlgorithm(model_->version());
    runs_->clearViews();
    refreshStatus();
    documents_->updateTitle();
    b->setFocus();
}

void MainWindow::refreshStatus() {
    if (BoardView* b = board()) boardStatus_->setText(b->statusText());
}

bool MainWindow::openPath(const QString& path) { return documents_->openPath(path); }
bool MainWindow::openSample(const QString& puzzleId, const QString& text) { return documents_->openSample(puzzleId, text); }
bool MainWindow::saveBoardTo(const QString& path) { return documents_->saveBoardTo(path); }
QString MainWindow::documentPath() const { return documents_->documentPath(); }
bool MainWindow::isDocumentModified() const { return documents_->isDocumentModified(); }
void MainWindow::setPrompts(WindowPrompts prompts) { documents_->setPrompts(std::move(prompts)); }
void MainWindow::keepBoardsNow() { documents_->keepBoardsNow(); }
const QStringList& MainWindow::keptBoardProblems() const { return documents_->keptBoardProblems(); }

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    if (presentation_) presentation_->windowResized();  // none yet while the window is built
}

void MainWindow::closeEvent(QCloseEvent* event) {
    session_->stop();  // stops the worker and joins it before the window goes
    writeSettings();
    keepBoardsNow();
    event->accept();
}

}  // namespace pw::ui
