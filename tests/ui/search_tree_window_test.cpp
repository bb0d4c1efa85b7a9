// The search-tree panel in the window: a traced run at full speed grows a tree with the
// run's nodes, a click on a node shows its board, and --tree shows the panel for a
// screenshot of a stepped run.
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "charts/depth_profile_chart.h"
#include "model/workbench_model.h"
#include "panels/control_panel.h"
#include "session/solve_session.h"
#include "tree/search_tree_panel.h"
#include "tree/search_tree_view.h"
#include "tree/tree_builder.h"
#include "window/launcher.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

TEST(SearchTreePanel, ATracedRunAtFullSpeedGrowsTheRunsTree) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(6);
    ASSERT_TRUE(window.selectAlgorithm(QStringLiteral("queens.v2")));
    window.controls()->setSpeedPosition(1000);  // the slider's end: as fast as possible
    QSignalSpy done(&window, &MainWindow::runFinished);
    emit window.controls()->playRequested();
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    const TreeBuilder* tree = window.treePanel()->builder();
    ASSERT_NE(tree, nullptr);
    ASSERT_FALSE(window.session()->runs().empty());
    const RunView& run = window.session()->runs().front();
    EXPECT_TRUE(tree->finished());
    EXPECT_EQ(tree->totals().nodes, run.stats.nodes);
    EXPECT_EQ(tree->totals().solutions, 4u);  // the 6 queens
    EXPECT_EQ(tree->totals().perDepth, run.nodesPerDepth);

    // A node chosen in the tree takes the recorded run to the event that made it: the
    // board shows it, until Live board brings the run's end back.
    const QString live = window.board()->statusText();
    QSignalSpy chosen(window.treePanel(), &SearchTreePanel::eventChosen);
    const std::uint32_t node = 3;
    window.treePanel()->view()->select(node);
    emit window.treePanel()->view()->nodeSelected(node);
    ASSERT_EQ(chosen.count(), 1);
    EXPECT_EQ(chosen.front().front().value<std::uint64_t>(), tree->eventOfNode(node));
    EXPECT_TRUE(window.board()->hasOverlay());
    EXPECT_NE(window.board()->statusText(), live);  // three queens, not the run's end
    emit window.treePanel()->liveRequested();
    EXPECT_EQ(window.board()->statusText(), live);

    // The view exports as SVG and PNG.
    QTemporaryDir dir;
    EXPECT_TRUE(window.treePanel()->exportSvg(dir.filePath(QStringLiteral("tree.svg"))));
    EXPECT_TRUE(window.treePanel()->exportPng(dir.filePath(QStringLiteral("tree.png"))));
    QFile svg(dir.filePath(QStringLiteral("tree.svg")));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    EXPECT_TRUE(svg.readAll().contains("<svg"));
    EXPECT_FALSE(QImage(dir.filePath(QStringLiteral("tree.png"))).isNull());
}

// One convention for depth: decisions from the root. Stepping the 8 queens, the status
// bar names each event's depth as the tree draws its node and the depth profile counts
// it: the queen of column c (an event whose own depth field is c) is at depth c + 1. In
// v4 the first two columns' queens are a task's start, given rather than searched: the
// tree still draws them, so the third column's queens stand at depth 3 there too.
void expectDepthsAlike(const char* algorithm, bool triesNameTheirCell) {
    SCOPED_TRACE(algorithm);
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(8);
    ASSERT_TRUE(window.selectAlgorithm(QString::fromLatin1(algorithm)));
    QLabel* status = nullptr;
    for (QLabel* l : window.statusBar()->findChildren<QLabel*>()) status = l;
    ASSERT_NE(status, nullptr);
    window.startStepping();
    int placed = 0;
    for (int i = 0; i < 60 && window.session()->isRunning(); ++i) {
        QSignalSpy frame(window.session(), &SolveSession::frameChanged);
        window.session()->step();
        ASSERT_TRUE(!frame.isEmpty() || frame.wait(2000));
        const Event& e = window.session()->frame()->event;
        if (e.kind != EventKind::Place && !(triesNameTheirCell && e.kind == EventKind::Try)) continue;
        const TreeBuilder* tree = window.treePanel()->builder();
        ASSERT_NE(tree, nullptr);
        const int depth = e.depth + 1;  // the queen of column e.depth
        EXPECT_TRUE(status->text().endsWith(QStringLiteral(" at depth %1").arg(depth))) << status->text().toStdString();
        EXPECT_EQ(tree->eventDepth(), depth);
        // The tree draws the current node that many levels under the root.
        EXPECT_EQ(static_cast<int>(tree->storedPath().size()) - 1, depth);
        // Its tooltip says so too.
        const SearchTreeView* view = window.treePanel()->view();
        bool found = false;
        TreePainter(*tree, *window.treePanel()->layout())
            .forEachVisible(view->transform(), QRectF(-1e6, -1e6, 2e6, 2e6), [&](std::uint32_t node, QPointF centre, int) {
                if (node != tree->currentNode()) return;
                found = true;
                EXPECT_TRUE(view->toolTipAt(centre).contains(QStringLiteral("(depth %1)").arg(depth)))
                    << view->toolTipAt(centre).toStdString();
            });
        EXPECT_TRUE(found);
        ++placed;
    }
    EXPECT_GT(placed, 10);
    window.session()->stop();
}

TEST(SearchTreePanel, TheStatusBarAndTheTreeNumberDepthsAlike) {
    expectDepthsAlike("queens.v2", true);
    expectDepthsAlike("queens.v4", false);
}

TEST(DepthProfileChart, AComparisonChartsAndExportsEveryVersionsNodesPerDepth) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(8);
    window.model()->setBudgetSeconds(10);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::Compare);
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    EXPECT_EQ(window.chart()->depthChart()->lineCount(), static_cast<int>(window.session()->runs().size()));
    const QString csv = window.chart()->csv();
    EXPECT_TRUE(csv.contains(QStringLiteral("algorithm,depth,nodes")));
    EXPECT_TRUE(csv.contains(QStringLiteral("queens.v1,8,16777216")));  // 8^8 leaves
    EXPECT_TRUE(csv.contains(QStringLiteral("queens.v2,8,2496")));      // 8 tries below each of the 312 valid 7-prefixes
}

TEST(SearchTreePanel, AnUntracedRunShowsNoTree) {
    MainWindow window;
    window.selectPuzzle(QStringLiteral("queens"));
    window.setBoardSize(6);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::All);
    ASSERT_TRUE(!done.isEmpty() || done.wait(10000));
    EXPECT_EQ(window.treePanel()->builder(), nullptr);
    EXPECT_FALSE(window.session()->runs().front().nodesPerDepth.empty());
}

TEST(Launcher, TreeOptionShowsThePanelBesideASteppedRun) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tree.png"));
    LaunchOptions options;
    QString error;
    ASSERT_TRUE(parseLaunchOptions({"puzzle-workbench", "--puzzle", "queens", "--size", "8", "--algo", "queens.v2", "--run",
                                    "step", "--steps", "40", "--tree", "--screenshot", path},
                                   &options, &error))
        << error.toStdString();
    EXPECT_TRUE(options.tree);
    Launcher launcher(options);
    QSignalSpy done(&launcher, &Launcher::outputsDone);
    ASSERT_TRUE(launcher.start(&error)) << error.toStdString();
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    EXPECT_TRUE(done.first().first().toBool());
    EXPECT_TRUE(launcher.window()->findChild<QDockWidget*>()->isVisible());
    const TreeBuilder* tree = launcher.window()->treePanel()->builder();
    ASSERT_NE(tree, nullptr);
    EXPECT_GT(tree->totals().nodes, 5u);
    EXPECT_FALSE(tree->finished());  // stepped, still going: the current node is drawn as current
    EXPECT_FALSE(QImage(path).isNull());
}

}  // namespace
}  // namespace pw::ui
