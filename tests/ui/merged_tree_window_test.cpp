// The merged tree in the window: "Merge with" in the search-tree panel, the ghosts drawn
// by shape, a click on a ghost showing the board the second version refused with its line
// lit, two versions that decide differently shown side by side, and --tree --merge.
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "paint_record.h"
#include "panels/control_panel.h"
#include "panels/pseudocode_view.h"
#include "session/solve_session.h"
#include "tree/search_tree_panel.h"
#include "tree/search_tree_view.h"
#include "window/command_line.h"
#include "window/language.h"
#include "window/launcher.h"
#include "window/main_window.h"
#include "window/merge_controller.h"

namespace pw::ui {
namespace {

/// The window on the 6 queens, `first` chosen, its tree merged with `second`'s.
bool mergeShown(MainWindow& window, const char* first, const char* second) {
    if (!window.selectPuzzle(QStringLiteral("queens"))) return false;
    window.setBoardSize(6);
    if (!window.selectAlgorithm(QString::fromLatin1(first))) return false;
    window.setTreeVisible(true);
    QSignalSpy shown(window.merges(), &MergeController::mergeShown);
    if (!window.merges()->mergeWith(QString::fromLatin1(second))) return false;
    return !shown.isEmpty() || shown.wait(60000);
}

TEST(MergedTree, TheWindowMergesTheShownVersionWithAnother) {
    installLanguage(QStringLiteral("en"));  // the English plural forms the status is read in
    MainWindow window;
    window.show();
    ASSERT_TRUE(mergeShown(window, "queens.v1", "queens.v2"));
    const MergedTrees* merge = window.treePanel()->merge();
    ASSERT_NE(merge, nullptr);
    ASSERT_FALSE(merge->sideBySide());
    // The 6 queens: v1 visits 6 + 36 + … + 6^6 = 55,986 nodes, v2 894 of them.
    EXPECT_EQ(merge->result.counts.both + merge->result.counts.onlyFirst, 55'986u);
    EXPECT_EQ(merge->result.counts.both, merge->result.secondRun.stats.nodes);
    // The tally of the merged tree's root holds every node once.
    EXPECT_EQ(merge->tally.front().both, merge->result.counts.both);
    EXPECT_EQ(merge->tally.front().onlyFirst, merge->result.counts.onlyFirst);
    QLabel* status = nullptr;
    for (QLabel* l : window.treePanel()->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("never visits"))) status = l;
    ASSERT_NE(status, nullptr);
    EXPECT_TRUE(status->text().contains(QStringLiteral("v2 never visits 55,092 of v1's 55,986 nodes")))
        << status->text().toStdString();

    // A new traced run brings the run's tree back, and "Merge with" shows none.
    window.startStepping();
    EXPECT_EQ(window.treePanel()->merge(), nullptr);
    window.session()->stop();
}

TEST(MergedTree, GhostsAreHollowDashedTrianglesNotAColourAlone) {
    MainWindow window;
    window.show();
    ASSERT_TRUE(mergeShown(window, "queens.v1", "queens.v2"));
    SearchTreeView* view = window.treePanel()->view();
    view->resize(900, 600);
    view->fit();
    test::PaintRecord record(view->size());
    {
        QPainter p(&record);
        view->render(p, view->rect());
    }
    int ghosts = 0, filledTriangles = 0;
    for (const test::PaintItem& item : record.items()) {
        if (item.kind != test::PaintItem::Kind::Path || item.path.elementCount() < 3) continue;
        if (item.pen.style() == Qt::DashLine && item.brush.style() == Qt::BDiagPattern) ++ghosts;
        else if (item.brush.style() == Qt::SolidPattern && item.pen.style() == Qt::SolidLine) ++filledTriangles;
    }
    EXPECT_GT(ghosts, 10);
    EXPECT_GT(filledTriangles, 0);
}

TEST(MergedTree, AClickOnAGhostShowsTheRefusedBoardAndItsLine) {
    MainWindow window;
    window.show();
    ASSERT_TRUE(mergeShown(window, "queens.v1", "queens.v2"));
    const MergedTrees* merge = window.treePanel()->merge();
    const SearchTree& tree = merge->result.merged->tree();
    // The first ghost under a node v2 refused: unnamed, all v1 did below that board.
    std::uint32_t ghost = SearchTree::kNone;
    for (std::uint32_t i = 1; i < tree.size() && ghost == SearchTree::kNone; ++i)
        if (static_cast<Visit>(tree.mark(i)) == Visit::OnlyFirst && !tree.node(i).has(TreeNode::kLabelled)) ghost = i;
    ASSERT_NE(ghost, SearchTree::kNone);
    QSignalSpy chosen(window.treePanel(), &SearchTreePanel::mergedNodeChosen);
    emit window.treePanel()->view()->nodeSelected(ghost);
    ASSERT_EQ(chosen.count(), 1);
    // The board v2 refused: two queens or more, attacking each other (the board says so).
    EXPECT_TRUE(window.board()->hasOverlay());
    EXPECT_FALSE(window.board()->statusText().contains(QStringLiteral("In conflict: 0")))
        << window.board()->statusText().toStdString();
    // v2's pseudo-code, its "continue" lit as the line that refused it.
    PseudocodeView* code = window.pseudocode();
    ASSERT_EQ(code->count(), static_cast<int>(builtinRegistry().algorithm("queens.v2")->pseudocode.size()));
    EXPECT_TRUE(code->item(4)->font().bold());
    EXPECT_TRUE(code->item(4)->text().contains(QStringLiteral("continue")));
    QLabel* info = nullptr;
    for (QLabel* l : window.treePanel()->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("refuses them at line 5"))) info = l;
    ASSERT_NE(info, nullptr);
    EXPECT_TRUE(info->text().contains(QStringLiteral("only v1 visits these"))) << info->text().toStdString();
    // Live board: the board and the chosen version's code come back.
    emit window.treePanel()->liveRequested();
    EXPECT_EQ(code->count(), static_cast<int>(builtinRegistry().algorithm("queens.v1")->pseudocode.size()));
}

TEST(MergedTree, VersionsThatDecideDifferentlyAreShownSideBySide) {
    MainWindow window;
    window.show();
    ASSERT_TRUE(mergeShown(window, "queens.v3", "queens.v4"));
    const MergedTrees* merge = window.treePanel()->merge();
    ASSERT_NE(merge, nullptr);
    EXPECT_TRUE(merge->sideBySide());
    EXPECT_EQ(merge->result.mismatch, MergeMismatch::DecisionSpaces);
    EXPECT_TRUE(window.treePanel()->view()->hasTree());
    EXPECT_TRUE(window.treePanel()->secondView()->hasTree());
    EXPECT_TRUE(window.treePanel()->secondView()->isVisible());
    EXPECT_EQ(merge->result.firstTree->totals().nodes, merge->result.firstRun.stats.nodes);
    EXPECT_EQ(merge->result.secondTree->totals().nodes, merge->result.secondRun.stats.nodes);
    // "none" in Merge with: the run's tree again, alone.
    emit window.treePanel()->mergeRequested(QString());
    EXPECT_EQ(window.treePanel()->merge(), nullptr);
    EXPECT_FALSE(window.treePanel()->secondView()->isVisible());
}

TEST(MergedTree, MergeWithListsThePuzzlesOtherVersions) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("magic")));
    ASSERT_TRUE(window.selectAlgorithm(QStringLiteral("magic.v2")));
    QComboBox* box = window.treePanel()->mergeBox();
    QStringList ids;
    for (int i = 1; i < box->count(); ++i) ids << box->itemData(i).toString();
    EXPECT_FALSE(ids.contains(QStringLiteral("magic.v2")));
    EXPECT_TRUE(ids.contains(QStringLiteral("magic.v1")));
    EXPECT_TRUE(ids.contains(QStringLiteral("magic.v3")));
    EXPECT_FALSE(window.merges()->mergeWith(QStringLiteral("magic.v2")));  // not with itself
}

TEST(MergedTree, TheCommandLineTakesTreeMerge) {
    LaunchOptions options;
    QString error;
    EXPECT_TRUE(parseLaunchOptions({QStringLiteral("puzzle-workbench"), QStringLiteral("--algo"), QStringLiteral("queens.v1"),
                                    QStringLiteral("--tree"), QStringLiteral("--merge"), QStringLiteral("queens.v2")},
                                   &options, &error))
        << error.toStdString();
    EXPECT_EQ(options.merge, QStringLiteral("queens.v2"));
    EXPECT_FALSE(parseLaunchOptions({QStringLiteral("puzzle-workbench"), QStringLiteral("--merge"), QStringLiteral("queens.v2")},
                                    &options, &error));  // needs --tree
    EXPECT_FALSE(parseLaunchOptions({QStringLiteral("puzzle-workbench"), QStringLiteral("--puzzle"), QStringLiteral("magic"),
                                     QStringLiteral("--tree"), QStringLiteral("--merge"), QStringLiteral("queens.v2")},
                                    &options, &error));  // another puzzle's version

    QTemporaryDir dir;
    LaunchOptions shot;
    ASSERT_TRUE(parseLaunchOptions({QStringLiteral("puzzle-workbench"), QStringLiteral("--puzzle"), QStringLiteral("queens"),
                                    QStringLiteral("--size"), QStringLiteral("6"), QStringLiteral("--algo"),
                                    QStringLiteral("queens.v1"), QStringLiteral("--tree"), QStringLiteral("--merge"),
                                    QStringLiteral("queens.v2"), QStringLiteral("--screenshot"),
                                    dir.filePath(QStringLiteral("merged.png"))},
                                   &shot, &error));
    Launcher launcher(shot);
    QSignalSpy done(&launcher, &Launcher::outputsDone);
    ASSERT_TRUE(launcher.start(&error)) << error.toStdString();
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    EXPECT_TRUE(done.front().front().toBool());
    EXPECT_FALSE(QImage(dir.filePath(QStringLiteral("merged.png"))).isNull());
}

}  // namespace
}  // namespace pw::ui
