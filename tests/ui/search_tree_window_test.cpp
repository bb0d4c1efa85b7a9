// The search-tree panel in the window: a traced run at full speed grows a tree with the
// run's nodes, a click on a node shows its board, and --tree shows the panel for a
// screenshot of a stepped run.
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "charts/depth_profile_chart.h"
#include "panels/control_panel.h"
#include "session/solve_session.h"
#include "tree/search_tree_panel.h"
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

    // A node chosen in the tree is shown on the board, read only, until Live board
    // brings back the run's last frame.
    const QString live = window.board()->statusText();
    QSignalSpy chosen(window.treePanel(), &SearchTreePanel::nodeChosen);
    const std::uint32_t node = 3;
    window.treePanel()->view()->select(node);
    emit window.treePanel()->view()->nodeSelected(node);
    ASSERT_EQ(chosen.count(), 1);
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

TEST(DepthProfileChart, AComparisonChartsAndExportsEveryVersionsNodesPerDepth) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(8);
    window.controls()->setBudgetSeconds(10);
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
    QSignalSpy done(&launcher, &Launcher::screenshotDone);
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
