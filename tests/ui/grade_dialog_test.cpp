// File › Grade a folder…: the dialog grades a folder off the GUI thread, fills its table
// of files × boards, writes the gradebook and the pages, and shows a file's page; Cancel
// stops it and writes nothing; a malformed assignment is one sentence with the file and
// the line.
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <gtest/gtest.h>

#include "grading/grade_dialog.h"
#include "window/language.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

QString submission(const char* name) {
    return QStringLiteral(PW_SOURCE_DIR "/tests/grading/submissions/") + QLatin1String(name);
}

/// A folder with the good file and the one that does not compile, and a one-board
/// assignment: a grading of a few seconds.
struct Folder {
    QTemporaryDir dir;
    QString files, assignment, out;
    Folder() {
        files = dir.filePath(QStringLiteral("class"));
        QDir().mkpath(files);
        QFile::copy(submission("good.cpp"), files + QStringLiteral("/good.cpp"));
        QFile::copy(submission("not_compiling.cpp"), files + QStringLiteral("/not_compiling.cpp"));
        assignment = dir.filePath(QStringLiteral("six.txt"));
        QFile f(assignment);
        f.open(QIODevice::WriteOnly);
        f.write("title: Six queens\ntitle.fr: Six dames\npuzzle: queens\nlimit: 20 x v2\nlimit_at_least: 1\n"
                "nodes: 1 for v2\n\n[board]\nsize: 6\n\n[board]\nsize: 7\nhidden: yes\n");
        f.close();
        out = dir.filePath(QStringLiteral("grades"));
    }
};

TEST(GradeDialog, GradesAFolderOffTheGuiThreadAndWritesTheGrades) {
    installLanguage(QStringLiteral("en"));  // the English plural forms
    Folder folder;
    GradeDialog dialog;
    dialog.setAssignment(folder.assignment);
    dialog.setSubmissions(folder.files);
    dialog.setOutput(folder.out);
    dialog.setRepeats(1);
    QSignalSpy finished(&dialog, &GradeDialog::finished);
    ASSERT_TRUE(dialog.start()) << dialog.statusText().toStdString();
    EXPECT_TRUE(dialog.grading());  // start returned at once: the files run on a thread of their own
    QTableWidget* table = dialog.table();
    ASSERT_EQ(table->rowCount(), 2);
    ASSERT_EQ(table->columnCount(), 3);  // two boards and the grade
    EXPECT_EQ(table->horizontalHeaderItem(1)->text(), QStringLiteral("Board 2 (hidden)"));
    EXPECT_EQ(table->verticalHeaderItem(0)->text(), QStringLiteral("good"));
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_TRUE(finished.front().front().toBool()) << dialog.statusText().toStdString();
    EXPECT_FALSE(dialog.grading());
    EXPECT_EQ(table->item(0, 0)->text(), QStringLiteral("✓ passed  2 / 2"));
    EXPECT_EQ(table->item(0, 1)->text(), QStringLiteral("✓ passed  2 / 2"));
    EXPECT_EQ(table->item(0, 2)->text(), QStringLiteral("4 / 4"));
    EXPECT_EQ(table->item(1, 0)->text(), QStringLiteral("✗ did not compile  0 / 2"));
    EXPECT_TRUE(table->item(1, 0)->toolTip().contains(QStringLiteral("did not compile")));
    EXPECT_EQ(table->item(1, 2)->text(), QStringLiteral("0 / 4"));
    EXPECT_TRUE(dialog.statusText().startsWith(QStringLiteral("Wrote grades.csv and 2 feedback pages")))
        << dialog.statusText().toStdString();
    QFile csv(folder.out + QStringLiteral("/grades.csv"));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    EXPECT_TRUE(csv.readAll().startsWith("Username,grade,feedback\r\ngood,4,"));
    EXPECT_TRUE(QFile::exists(folder.out + QStringLiteral("/good.html")));
    EXPECT_TRUE(QFile::exists(folder.out + QStringLiteral("/not_compiling.html")));
    // A click on a file shows its page.
    table->setCurrentCell(1, 0);
    EXPECT_TRUE(dialog.preview()->toPlainText().contains(QStringLiteral("not_compiling.cpp did not compile.")))
        << dialog.preview()->toPlainText().toStdString();
    // The next time, the dialog opens on the same folders.
    const GradeDialog again;
    EXPECT_EQ(again.assignment(), folder.assignment);
    EXPECT_EQ(again.submissions(), folder.files);
    EXPECT_EQ(again.output(), folder.out);
}

TEST(GradeDialog, CancelStopsTheGradingAndWritesNothing) {
    Folder folder;
    GradeDialog dialog;
    dialog.setAssignment(folder.assignment);
    dialog.setSubmissions(folder.files);
    dialog.setOutput(folder.out);
    QSignalSpy finished(&dialog, &GradeDialog::finished);
    ASSERT_TRUE(dialog.start());
    dialog.cancel();
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_FALSE(finished.front().front().toBool());
    EXPECT_FALSE(QFile::exists(folder.out + QStringLiteral("/grades.csv")));
    EXPECT_EQ(dialog.statusText(), QStringLiteral("Cancelled: nothing was written."));
}

TEST(GradeDialog, ClosingItCancelsTheGradingWithoutWaitingForIt) {
    Folder folder;
    GradeDialog dialog;
    dialog.setAssignment(folder.assignment);
    dialog.setSubmissions(folder.files);
    dialog.setOutput(folder.out);
    dialog.show();
    QSignalSpy finished(&dialog, &GradeDialog::finished);
    ASSERT_TRUE(dialog.start());
    dialog.close();  // returns at once: the grading ends behind it
    EXPECT_FALSE(dialog.isVisible());
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_FALSE(finished.front().front().toBool());
    EXPECT_FALSE(dialog.grading());
    EXPECT_FALSE(QFile::exists(folder.out + QStringLiteral("/grades.csv")));
}

TEST(GradeDialog, AMalformedAssignmentIsOneSentenceWithItsFileAndLine) {
    Folder folder;
    const QString bad = folder.dir.filePath(QStringLiteral("bad.txt"));
    QFile f(bad);
    f.open(QIODevice::WriteOnly);
    f.write("title: T\npuzzle: queens\nlimit: 20 x v2\n\n[board]\nsize: 99\n");
    f.close();
    GradeDialog dialog;
    dialog.setAssignment(bad);
    dialog.setSubmissions(folder.files);
    dialog.setOutput(folder.out);
    EXPECT_FALSE(dialog.start());
    EXPECT_FALSE(dialog.grading());
    EXPECT_EQ(dialog.statusText(),
              QStringLiteral("bad.txt, line 6, column 7: a board of size 99: this puzzle's sizes go from 1 to 32"));
    dialog.setAssignment(folder.assignment);
    dialog.setSubmissions(folder.dir.filePath(QStringLiteral("none")));
    EXPECT_FALSE(dialog.start());
    EXPECT_TRUE(dialog.statusText().endsWith(QStringLiteral("holds no .cpp file."))) << dialog.statusText().toStdString();
}

TEST(GradeDialog, TheFileMenuOpensIt) {
    MainWindow window;
    QAction* grade = nullptr;
    for (QAction* menu : window.menuBar()->actions())
        for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>{})
            if (a->text() == QStringLiteral("&Grade a folder…")) grade = a;
    ASSERT_NE(grade, nullptr);
    grade->trigger();
    auto* dialog = window.findChild<GradeDialog*>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    dialog->close();
}

}  // namespace
}  // namespace pw::ui
