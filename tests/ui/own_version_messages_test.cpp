// What the window says about a student's file once it has run: a misused call named by
// the line of the file, the call as the file writes it and the square as the board shows
// it, with that line lit in the code; a file that did not compile said so, not "Stopped";
// a finished run's search time with its program's start apart. In English and French.
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include "own/own_version_text.h"
#include "charts/comparison_chart.h"
#include "model/workbench_model.h"
#include "own/toolchain.h"
#include "panels/control_panel.h"
#include "panels/pseudocode_view.h"
#include "session/solve_session.h"
#include "window/language.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

bool write(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}

QString statusOf(MainWindow& window) {
    QString text;
    for (const QLabel* l : window.statusBar()->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("ound")) || l->text().contains(QStringLiteral("rouv")) ||
            l->text().contains(QStringLiteral("compil")) || l->text().contains(QStringLiteral("line")) ||
            l->text().contains(QStringLiteral("ligne")))
            text += l->text();
    return text;
}

int litLine(const PseudocodeView* view) {
    for (int i = 0; i < view->count(); ++i)
        if (view->item(i)->font().bold()) return i;
    return -1;
}

own::RunReport offBoard() {
    own::RunReport r;
    r.end = own::RunEnd::Misuse;
    r.misuse = static_cast<int>(own::Misuse::OffBoard);
    r.figures[0] = 8;
    r.figures[1] = 5;
    r.line = 5;
    r.column = 12;
    r.call = "q.place(8, 5)";
    return r;
}

TEST(OwnVersion, AMisusedCallNamesTheLineOfTheFileTheCallAndTheSquare) {
    EXPECT_EQ(OwnVersionText::runEnd(offBoard()),
              QStringLiteral("line 5 of your file: q.place(8, 5): row 9, column 6 is off the board (your calls count "
                             "rows and columns from 0, the board from 1)."));
    ASSERT_EQ(installLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
    struct English {
        ~English() { installLanguage(QStringLiteral("en")); }
    } english;
    EXPECT_EQ(OwnVersionText::runEnd(offBoard()),
              QStringLiteral("ligne 5 de votre fichier\u00a0: q.place(8, 5)\u00a0: la case ligne 9, colonne 6 est hors "
                             "du plateau (vos appels comptent lignes et colonnes à partir de 0, le plateau à partir "
                             "de 1)."));
    // A call made from elsewhere than the file (no line) is named by its square alone.
    own::RunReport elsewhere = offBoard();
    elsewhere.line = -1;
    elsewhere.call.clear();
    EXPECT_TRUE(OwnVersionText::runEnd(elsewhere).startsWith(QStringLiteral("la case ligne 9, colonne 6")))
        << OwnVersionText::runEnd(elsewhere).toStdString();
}

TEST(OwnVersion, WindowLightsTheLineOfAMisusedCall) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("off.cpp"));
    ASSERT_TRUE(write(path, "#include <puzzle_workbench/queens.h>\n"
                            "void search(pw::Queens& q) {\n"
                            "    q.place(0, 0);\n"
                            "    q.place(q.size(), 5);\n"
                            "}\n"));
    MainWindow window;
    ASSERT_TRUE(window.openVersion(path, true));
    window.setBoardSize(8);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(RunKind::All);
    ASSERT_TRUE(done.wait(30000));
    const QString status = statusOf(window);
    EXPECT_TRUE(status.contains(QStringLiteral("line 4 of your file: q.place(q.size(), 5): row 9, column 6 is off "
                                               "the board")))
        << status.toStdString();
    EXPECT_FALSE(status.contains(QStringLiteral("Stopped"))) << status.toStdString();
    EXPECT_EQ(litLine(window.pseudocode()), 3);  // the file's line 4, from 0 in the view
}

TEST(OwnVersion, WindowSaysAFileDidNotCompileNotStopped) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.cpp"));
    ASSERT_TRUE(write(path, "#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens& q) {\n    q.place(0, 0)\n}\n"));
    MainWindow window;
    ASSERT_TRUE(window.openVersion(path, true));
    window.setBoardSize(6);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(RunKind::All);
    ASSERT_TRUE(done.wait(30000));
    const QString status = statusOf(window);
    EXPECT_TRUE(status.contains(QStringLiteral("broken.cpp did not compile"))) << status.toStdString();
    EXPECT_FALSE(status.contains(QStringLiteral("Stopped"))) << status.toStdString();
}

TEST(OwnVersion, WindowGivesTheSearchTimeAndTheProgramsStartApart) {
    MainWindow window;
    ASSERT_TRUE(window.openVersion(QString::fromStdString(own::toolchain().examplesDir()) +
                                       QStringLiteral("/queens_v2.cpp"),
                                   true));
    window.setBoardSize(8);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(RunKind::All);
    ASSERT_TRUE(done.wait(30000));
    const RunView& run = window.session()->runs().back();
    EXPECT_TRUE(run.completed);
    EXPECT_EQ(run.verdict, own::Verdict::Passed);
    EXPECT_GT(run.startMs, 0.0);
    EXPECT_GE(run.firstMs, 0.0);
    EXPECT_LE(run.firstMs, run.elapsedMs);
    const QString status = statusOf(window);
    EXPECT_TRUE(status.contains(QStringLiteral("Solutions found: 92."))) << status.toStdString();
    EXPECT_TRUE(status.contains(QStringLiteral("(starting the program: "))) << status.toStdString();
}

// A comparison with a student's file: its bar is named by the file, and starting its
// program is a bar of its own beside its search's times, not a part of them.
TEST(OwnVersion, ComparisonNamesTheFileAndBarsItsStartApart) {
    MainWindow window;
    ASSERT_TRUE(window.openVersion(QString::fromStdString(own::toolchain().examplesDir()) +
                                       QStringLiteral("/queens_v2.cpp"),
                                   true));
    window.setBoardSize(8);
    window.model()->setBudgetSeconds(10);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(RunKind::Compare);
    ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
    auto* time = qobject_cast<QChartView*>(window.chart()->chartWidget(0));
    ASSERT_NE(time, nullptr);
    auto* bars = qobject_cast<QBarSeries*>(time->chart()->series().value(0));
    ASSERT_NE(bars, nullptr);
    ASSERT_EQ(bars->count(), 3);
    EXPECT_EQ(bars->barSets().at(2)->label(), QStringLiteral("starting the program"));
    auto* versions = qobject_cast<QBarCategoryAxis*>(time->chart()->axes(Qt::Horizontal).value(0));
    ASSERT_NE(versions, nullptr);
    EXPECT_TRUE(versions->categories().contains(QStringLiteral("queens_v2.cpp"))) << versions->categories().join(',').toStdString();
    // The file's start has a bar; a built-in version's is nothing (drawn at the floor).
    const RunView& mine = window.session()->runs().back();
    ASSERT_FALSE(mine.algorithm->file.empty());
    EXPECT_GT(mine.startMs, 0.0);
    EXPECT_LT(window.session()->runs().front().startMs, 0.0);
    EXPECT_GT(bars->barSets().at(2)->at(versions->count() - 1), 0.0);
    EXPECT_EQ(bars->barSets().at(2)->at(0), 0.0);
    EXPECT_TRUE(window.chart()->csv().contains(QStringLiteral(",passed,true,92,15720,15712,0,"))) << window.chart()->csv().toStdString();
}

}  // namespace
}  // namespace pw::ui
