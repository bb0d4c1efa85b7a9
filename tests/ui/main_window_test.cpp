// The window as a user drives it: a comparison gives one bar per version, a solve fills
// the browser, and the --screenshot option writes a PNG of the window's size.
#include <QApplication>
#include <QImage>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "model/workbench_model.h"
#include "puzzles/magic/magic_board_view.h"
#include "charts/comparison_chart.h"
#include "panels/control_panel.h"
#include "panels/solution_browser.h"
#include "session/solve_session.h"
#include "own/toolchain.h"
#include "window/language.h"
#include "window/launcher.h"
#include "own/own_version_library.h"
#include "window/lesson_controller.h"
#include "window/own_version_controller.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

TEST(MainWindow, CompareYieldsOneBarPerVersion) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(8);
    window.model()->setBudgetSeconds(5);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::Compare);
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    EXPECT_EQ(window.chart()->barCount(), static_cast<int>(builtinRegistry().algorithmsOf("queens").size()));
    EXPECT_TRUE(window.chart()->csv().contains(QStringLiteral("queens.v1,1,passed,true,92,")));
}

TEST(MainWindow, SolveFillsTheBrowserAndShowsTheFirstSolution) {
    MainWindow window;
    window.selectPuzzle(QStringLiteral("queens"));
    window.setBoardSize(6);
    window.selectAlgorithm(QStringLiteral("queens.v2"));
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::All);
    ASSERT_TRUE(!done.isEmpty() || done.wait(10000));
    EXPECT_EQ(window.session()->totalSolutions(), 4u);
    EXPECT_EQ(window.browser()->current(), 0);
    EXPECT_TRUE(window.board()->hasOverlay());
}

TEST(MainWindow, BrowserWalksOneSolutionPerClassWhenTheBoardAsks) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("magic")));
    window.setBoardSize(3);
    window.selectAlgorithm(QStringLiteral("magic.v4"));
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::All);
    ASSERT_TRUE(!done.isEmpty() || done.wait(10000));
    EXPECT_EQ(window.browser()->count(), 8u);
    auto* magic = qobject_cast<MagicBoardView*>(window.board());
    ASSERT_NE(magic, nullptr);
    magic->setCanonicalOnly(true);
    EXPECT_EQ(window.browser()->count(), 1u) << "the 8 order-3 squares are one class";
    magic->setCanonicalOnly(false);
    EXPECT_EQ(window.browser()->count(), 8u);
}

TEST(MainWindow, ClosesCleanlyWithUndoHistoryOnEveryBoard) {
    auto* window = new MainWindow;
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles()) {
        if (!window->selectPuzzle(QString::fromStdString(puzzle.id))) continue;
        QTest::keyClick(window->board(), Qt::Key_Space);
        QTest::keyClick(window->board(), Qt::Key_1);
    }
    delete window;  // crashed when an undo stack signalled a half-destroyed window
    SUCCEED();
}

TEST(MainWindow, PresentationModeEnlargesTheType) {
    MainWindow window;
    const double before = QApplication::font().pointSizeF();
    window.setPresentation(true);
    EXPECT_GT(QApplication::font().pointSizeF(), before * 1.4);
    window.setPresentation(false);
    EXPECT_DOUBLE_EQ(QApplication::font().pointSizeF(), before);
}

TEST(Launcher, RejectsBadOptionsWithAMessage) {
    LaunchOptions options;
    QString error;
    EXPECT_FALSE(parseLaunchOptions({"puzzle-workbench", "--run", "sideways"}, &options, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("sideways")));
    EXPECT_FALSE(parseLaunchOptions({"puzzle-workbench", "--lang", "de"}, &options, &error));
    EXPECT_TRUE(parseLaunchOptions({"puzzle-workbench", "--puzzle", "queens", "--size", "8", "--run", "compare"},
                                   &options, &error));
    EXPECT_EQ(options.size, 8);
}

TEST(Launcher, ScreenshotWritesAPngOfTheWindowSize) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shot.png"));
    LaunchOptions options;
    options.puzzle = QStringLiteral("queens");
    options.size = 6;
    options.run = QStringLiteral("compare");
    options.language = QStringLiteral("en");
    options.screenshot = path;
    Launcher launcher(options);
    QSignalSpy done(&launcher, &Launcher::outputsDone);
    QString error;
    ASSERT_TRUE(launcher.start(&error)) << error.toStdString();
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    EXPECT_TRUE(done.first().first().toBool());
    const QImage image(path);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), launcher.window()->size() * launcher.window()->devicePixelRatio());
}

TEST(Launcher, ALanguageSwitchKeepsTheLessonAtItsStepAndTheOwnVersions) {
    const QString before = QSettings().value(QStringLiteral("language")).toString();
    LaunchOptions options;
    options.lesson = QStringLiteral("queens");
    options.language = QStringLiteral("en");
    Launcher launcher(options);
    QString error;
    ASSERT_TRUE(launcher.start(&error)) << error.toStdString();
    const QString file = QString::fromStdString(own::toolchain().examplesDir()) + QStringLiteral("/queens_v2.cpp");
    ASSERT_TRUE(launcher.window()->openVersion(file, true));
    ASSERT_TRUE(launcher.window()->lessons()->showStep(2));
    MainWindow* old = launcher.window();
    emit old->languageChangeRequested(QStringLiteral("fr"));
    MainWindow* rebuilt = launcher.window();
    ASSERT_NE(rebuilt, old);
    EXPECT_TRUE(rebuilt->lessons()->isOpen());
    EXPECT_EQ(rebuilt->lessons()->name(), QStringLiteral("queens"));
    EXPECT_EQ(rebuilt->lessons()->stepIndex(), 2);
    EXPECT_EQ(rebuilt->ownVersions()->library()->paths(), QStringList{file});
    rebuilt->lessons()->close();
    // The language of the other tests, and of the user's settings, back as they were.
    QSettings().setValue(QStringLiteral("language"), before);
    installLanguage(QStringLiteral("en"));
}

}  // namespace
}  // namespace pw::ui
