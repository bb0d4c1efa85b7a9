// File › Worksheet…: the dialog offers the puzzles that make worksheets with their
// levels, makes the sheet off the GUI thread and writes it; Cancel stops the makers and
// says so; an unwritable file gives one sentence in the dialog.
#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include "print/worksheet_dialog.h"

namespace pw::ui {
namespace {

TEST(WorksheetDialog, OffersThePuzzlesWithAMakerAndTheirLevels) {
    WorksheetDialog dialog;
    EXPECT_TRUE(dialog.selectPuzzle(QStringLiteral("sudoku")));
    EXPECT_TRUE(dialog.selectLevel(QStringLiteral("expert")));
    EXPECT_FALSE(dialog.selectLevel(QStringLiteral("hard")));
    EXPECT_TRUE(dialog.selectPuzzle(QStringLiteral("lightsout")));
    EXPECT_TRUE(dialog.selectLevel(QStringLiteral("hard")));
    EXPECT_FALSE(dialog.selectPuzzle(QStringLiteral("shading")));
}

TEST(WorksheetDialog, SavesTheSheetWithoutBlockingTheWindow) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
    WorksheetDialog dialog;
    ASSERT_TRUE(dialog.selectPuzzle(QStringLiteral("sudoku")));
    ASSERT_TRUE(dialog.selectLevel(QStringLiteral("expert")));
    dialog.setCount(2);
    dialog.setSeed(1);
    QSignalSpy finished(&dialog, &WorksheetDialog::finished);
    dialog.saveTo(path);
    EXPECT_TRUE(dialog.making());  // saveTo returned at once: the makers run on their threads
    ASSERT_TRUE(finished.wait(20000));
    EXPECT_TRUE(finished.front().front().toBool()) << dialog.statusText().toStdString();
    EXPECT_FALSE(dialog.making());
    EXPECT_TRUE(QFile::exists(path));
    EXPECT_TRUE(dialog.statusText().contains(QStringLiteral("sheet.pdf")));
}

TEST(WorksheetDialog, CancelStopsTheMakersAndSaysSo) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("never.pdf"));
    WorksheetDialog dialog;
    ASSERT_TRUE(dialog.selectPuzzle(QStringLiteral("sudoku")));
    ASSERT_TRUE(dialog.selectLevel(QStringLiteral("expert")));
    dialog.setCount(60);
    QSignalSpy finished(&dialog, &WorksheetDialog::finished);
    dialog.saveTo(path);
    dialog.cancel();
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_FALSE(finished.front().front().toBool());
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_TRUE(dialog.statusText().startsWith(QStringLiteral("Cancelled"))) << dialog.statusText().toStdString();
}

TEST(WorksheetDialog, AnUnwritableFileIsOneSentence) {
    WorksheetDialog dialog;
    ASSERT_TRUE(dialog.selectPuzzle(QStringLiteral("queens")));
    dialog.setCount(1);
    dialog.setSeed(3);
    QSignalSpy finished(&dialog, &WorksheetDialog::finished);
    dialog.saveTo(QStringLiteral("/nonexistent-folder/sheet.pdf"));
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_FALSE(finished.front().front().toBool());
    EXPECT_TRUE(dialog.statusText().startsWith(QStringLiteral("Cannot write /nonexistent-folder/sheet.pdf: ")))
        << dialog.statusText().toStdString();
}

}  // namespace
}  // namespace pw::ui
