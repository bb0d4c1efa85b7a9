// Paper from the window and the command line: File › Print…, Export as PDF…, With the
// solution and Worksheet… are in the File menu; a board exported after a run carries
// the solution the run found on a second page, and not once the board has changed or
// the option is off; the charts and the search tree export as one-page PDFs; --pdf
// after --run writes the board with its solution; --worksheet is read and checked
// before any window exists.
#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "model/workbench_model.h"
#include "panels/control_panel.h"
#include "print/worksheet_dialog.h"
#include "puzzles/queens/queens_board_view.h"
#include "session/solve_session.h"
#include "tree/search_tree_panel.h"
#include "window/command_line.h"
#include "window/launcher.h"
#include "window/main_window.h"
#include "window/print_controller.h"

namespace pw::ui {
namespace {

int pdfPages(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return -1;
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int count = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(file.readAll())); it.hasNext(); it.next()) ++count;
    return count;
}

QAction* fileAction(MainWindow& window, const QString& text) {
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                if (a->text() == text) return a;
    return nullptr;
}

TEST(PrintWindow, TheFileMenuPrintsExportsAndMakesWorksheets) {
    MainWindow window;
    QAction* print = fileAction(window, QStringLiteral("P&rint…"));
    ASSERT_TRUE(print);
    EXPECT_EQ(print->shortcut(), QKeySequence(QKeySequence::Print));
    EXPECT_TRUE(fileAction(window, QStringLiteral("Export as P&DF…")));
    EXPECT_TRUE(fileAction(window, QStringLiteral("Export chart as PD&F…")));
    QAction* withSolution = fileAction(window, QStringLiteral("With the solu&tion"));
    ASSERT_TRUE(withSolution);
    EXPECT_TRUE(withSolution->isCheckable() && withSolution->isChecked());
    ASSERT_TRUE(fileAction(window, QStringLiteral("&Worksheet…")));
    window.selectPuzzle(QStringLiteral("lightsout"));
    WorksheetDialog* dialog = window.printing()->showWorksheetDialog();
    ASSERT_TRUE(dialog);
    EXPECT_EQ(dialog->request().puzzleId, QStringLiteral("lightsout")) << "the shown puzzle is chosen first";
    dialog->close();
}

TEST(PrintWindow, TheSolutionPageComesFromARunOnThisVeryPosition) {
    QTemporaryDir dir;
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(6);
    const QString before = dir.filePath(QStringLiteral("before.pdf"));
    ASSERT_TRUE(window.printing()->exportBoardPdf(before));
    EXPECT_EQ(pdfPages(before), 1) << "no run yet: no solution";

    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::First);
    ASSERT_TRUE(!done.isEmpty() || done.wait(30000));
    const QString after = dir.filePath(QStringLiteral("after.pdf"));
    ASSERT_TRUE(window.printing()->exportBoardPdf(after));
    EXPECT_EQ(pdfPages(after), 2);

    window.printing()->setWithSolution(false);
    const QString without = dir.filePath(QStringLiteral("without.pdf"));
    ASSERT_TRUE(window.printing()->exportBoardPdf(without));
    EXPECT_EQ(pdfPages(without), 1);

    window.printing()->setWithSolution(true);
    // The queens' instance is the board's size alone: a queen placed by hand leaves the
    // run's solutions those of the board's puzzle.
    auto* queens = static_cast<QueensBoardView*>(window.board());
    queens->clearOverlay();
    queens->toggleSquare(0);
    EXPECT_TRUE(window.printing()->solutionForPaper().has_value());
    // Another size is another instance.
    window.setBoardSize(7);
    EXPECT_FALSE(window.printing()->solutionForPaper().has_value());
}

TEST(PrintWindow, ARunOnAnotherPositionGivesNoSolutionPage) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("lightsout")));
    window.setBoardSize(3);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::First);
    ASSERT_TRUE(!done.isEmpty() || done.wait(30000));
    ASSERT_TRUE(window.printing()->solutionForPaper().has_value());
    window.board()->clearOverlay();
    QString error;
    ASSERT_TRUE(window.board()->fromText(QStringLiteral("100\n000\n000\n"), &error)) << error.toStdString();
    EXPECT_FALSE(window.printing()->solutionForPaper().has_value()) << "the lights changed since the run";
}

TEST(PrintWindow, ChartsAndTreeExportAsOnePagePdfs) {
    QTemporaryDir dir;
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.setBoardSize(6);
    window.model()->setBudgetSeconds(5);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(MainWindow::RunKind::Compare);
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    const QString chart = dir.filePath(QStringLiteral("chart.pdf"));
    QString error;
    ASSERT_TRUE(window.chart()->savePdf(chart, &error)) << error.toStdString();
    EXPECT_EQ(pdfPages(chart), 1);

    window.setTreeVisible(true);
    window.startStepping();
    for (int i = 0; i < 20; ++i) window.session()->step();
    const QString tree = dir.filePath(QStringLiteral("tree.pdf"));
    ASSERT_TRUE(window.treePanel()->exportPdf(tree, &error)) << error.toStdString();
    EXPECT_EQ(pdfPages(tree), 1);
    EXPECT_FALSE(window.treePanel()->exportPdf(QStringLiteral("/nonexistent-folder/tree.pdf"), &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("Cannot write "))) << error.toStdString();
}

TEST(PrintWindow, PdfAfterRunWritesTheBoardAndItsSolution) {
    QTemporaryDir dir;
    LaunchOptions options;
    options.puzzle = QStringLiteral("sudoku");
    options.run = QStringLiteral("first");
    options.language = QStringLiteral("en");
    options.pdf = dir.filePath(QStringLiteral("sudoku.pdf"));
    Launcher launcher(options);
    QSignalSpy done(&launcher, &Launcher::outputsDone);
    QString error;
    ASSERT_TRUE(launcher.start(&error)) << error.toStdString();
    ASSERT_TRUE(!done.isEmpty() || done.wait(30000));
    EXPECT_TRUE(done.first().first().toBool()) << launcher.outputError().toStdString();
    EXPECT_EQ(pdfPages(options.pdf), 2);
}

TEST(PrintWindow, PdfToAnUnwritablePathSaysWhy) {
    LaunchOptions options;
    options.puzzle = QStringLiteral("magic");
    options.language = QStringLiteral("en");
    options.pdf = QStringLiteral("/nonexistent-folder/magic.pdf");
    Launcher launcher(options);
    QSignalSpy done(&launcher, &Launcher::outputsDone);
    QString error;
    ASSERT_TRUE(launcher.start(&error)) << error.toStdString();
    ASSERT_TRUE(!done.isEmpty() || done.wait(30000));
    EXPECT_FALSE(done.first().first().toBool());
    EXPECT_TRUE(launcher.outputError().startsWith(QStringLiteral("Cannot write /nonexistent-folder/magic.pdf: ")))
        << launcher.outputError().toStdString();
}

TEST(PrintCommandLine, WorksheetOptionsAreReadAndChecked) {
    const CommandLine sheet = readCommandLine({"puzzle-workbench", "--worksheet", "s.pdf", "--puzzle", "sudoku", "--count",
                                               "6", "--difficulty", "expert", "--paper", "letter", "--seed", "9"});
    ASSERT_EQ(sheet.action, CommandLine::Action::Worksheet) << sheet.text.toStdString();
    EXPECT_EQ(sheet.worksheetPath, QStringLiteral("s.pdf"));
    EXPECT_EQ(sheet.worksheet.count, 6);
    EXPECT_EQ(sheet.worksheet.level, QStringLiteral("expert"));
    EXPECT_EQ(sheet.worksheet.seed, 9u);
    EXPECT_TRUE(sheet.worksheet.answers);
    EXPECT_EQ(sheet.paper, QPageSize::Letter);
    // Without --puzzle and --difficulty: sudoku, at its middle level.
    const CommandLine plain = readCommandLine({"puzzle-workbench", "--worksheet", "s.pdf", "--no-answers"});
    ASSERT_EQ(plain.action, CommandLine::Action::Worksheet) << plain.text.toStdString();
    EXPECT_EQ(plain.worksheet.puzzleId, QStringLiteral("sudoku"));
    EXPECT_FALSE(plain.worksheet.level.isEmpty());
    EXPECT_FALSE(plain.worksheet.answers);
    for (const QStringList& wrong : {QStringList{"puzzle-workbench", "--worksheet", "s.pdf", "--difficulty", "fiendish"},
                                     QStringList{"puzzle-workbench", "--worksheet", "s.pdf", "--puzzle", "shading"},
                                     QStringList{"puzzle-workbench", "--worksheet", "s.pdf", "--count", "0"},
                                     QStringList{"puzzle-workbench", "--worksheet", "s.pdf", "--paper", "a3"},
                                     QStringList{"puzzle-workbench", "--worksheet", "s.pdf", "--run", "first"},
                                     QStringList{"puzzle-workbench", "--count", "6"}}) {
        const CommandLine command = readCommandLine(wrong);
        EXPECT_EQ(command.action, CommandLine::Action::Fail) << wrong.join(' ').toStdString();
        EXPECT_FALSE(command.text.contains(QLatin1Char('\n')));
    }
}

}  // namespace
}  // namespace pw::ui
