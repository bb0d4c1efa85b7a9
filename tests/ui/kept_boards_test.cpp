// Boards survive: every puzzle's board (cells, givens, pencil marks, k, torus, size, the
// version chosen) comes back in the next window after a close, and after a kill -9 of
// the process; a kept file that cannot be restored (damaged, from a future version,
// a bad board inside a good envelope) is set aside with a sentence, and the others
// still come back.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <iostream>

#include "boards/board_view.h"
#include "model/workbench_model.h"
#include "panels/control_panel.h"
#include "puzzles/lightsout/lightsout_board_view.h"
#include "puzzles/magic/magic_board_view.h"
#include "puzzles/queens/queens_board_view.h"
#include "puzzles/shading/shading_board_view.h"
#include "puzzles/sudoku/sudoku_board_view.h"
#include "queens/model.h"
#include "window/board_store.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

template <class View>
View* boardOf(MainWindow& window, const char* id) {
    EXPECT_TRUE(window.selectPuzzle(QString::fromLatin1(id)));
    return qobject_cast<View*>(window.board());
}

/// Every puzzle's board as text and kept state, and the version chosen for it.
std::map<QString, std::tuple<QString, QJsonObject, QString>> snapshot(MainWindow& window) {
    std::map<QString, std::tuple<QString, QJsonObject, QString>> out;
    for (const char* id : {"queens", "magic", "sudoku", "lightsout", "shading"}) {
        window.selectPuzzle(QString::fromLatin1(id));
        const AlgorithmInfo* a = window.model()->version();
        out[QString::fromLatin1(id)] = {window.board()->toText(), window.board()->keptState(),
                                        a ? QString::fromStdString(a->id) : QString()};
    }
    return out;
}

void noPrompts(MainWindow& window, QStringList* notices = nullptr) {
    WindowPrompts prompts;
    prompts.unsavedChanges = [](QWidget*, const QString&) { return UnsavedChoice::Cancel; };
    prompts.warning = [](QWidget*, const QString& title, const QString& message) {
        ADD_FAILURE() << "unexpected warning: " << title.toStdString() << ": " << message.toStdString();
    };
    prompts.notice = [notices](QWidget*, const QString&, const QString& message) {
        if (notices) *notices << message;
    };
    window.setPrompts(prompts);
}

/// Edits every board the way a teacher would before closing the window.
void editEveryBoard(MainWindow& window) {
    auto* queens = boardOf<QueensBoardView>(window, "queens");
    window.setBoardSize(6);
    queens->toggleSquare(1);
    queens->toggleSquare(15);
    window.selectAlgorithm(QStringLiteral("queens.v2"));

    auto* magic = boardOf<MagicBoardView>(window, "magic");
    window.setBoardSize(4);
    magic->setCell(0, 16);
    magic->toggleGiven(0);
    magic->setCell(5, 7);
    magic->setCanonicalOnly(true);

    auto* sudoku = boardOf<SudokuBoardView>(window, "sudoku");
    const sudoku::Board& b = sudoku->board();
    int blank = 0;
    while (!b.isBlank(blank)) ++blank;
    sudoku->toggleMark(blank, 1);
    sudoku->toggleMark(blank, 2);
    int other = blank + 1;
    while (!b.isBlank(other)) ++other;
    sudoku->enterDigit(other, 5);
    sudoku->setPencilMode(true);
    window.selectAlgorithm(QStringLiteral("sudoku.v1"));

    auto* lights = boardOf<LightsOutBoardView>(window, "lightsout");
    window.setBoardSize(7);
    lights->setTorus(true);
    lights->toggleCell(3);
    lights->pressCell(10);
    lights->setClickMode(LightsOutBoardView::ClickMode::Edit);

    auto* shading = boardOf<ShadingBoardView>(window, "shading");
    window.setBoardSize(6);
    shading->setK(3);
    shading->toggleCell(0);
    shading->toggleCell(7);
    shading->setCanonicalOnly(true);
}

TEST(KeptBoards, EveryBoardComesBackAfterAClose) {
    std::map<QString, std::tuple<QString, QJsonObject, QString>> before;
    {
        MainWindow window;
        noPrompts(window);
        editEveryBoard(window);
        before = snapshot(window);
        window.selectPuzzle(QStringLiteral("lightsout"));
        window.close();
    }
    MainWindow again;
    noPrompts(again);
    EXPECT_TRUE(again.keptBoardProblems().isEmpty()) << again.keptBoardProblems().join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(again.board()->puzzleId(), QStringLiteral("lightsout")) << "the puzzle on show comes back too";
    const auto after = snapshot(again);
    for (const auto& [id, state] : before) {
        EXPECT_EQ(std::get<0>(after.at(id)), std::get<0>(state)) << id.toStdString();
        EXPECT_EQ(std::get<1>(after.at(id)), std::get<1>(state)) << id.toStdString();
        EXPECT_EQ(std::get<2>(after.at(id)), std::get<2>(state)) << id.toStdString();
    }
    // The details the text form carries, checked directly.
    auto* sudoku = boardOf<SudokuBoardView>(again, "sudoku");
    EXPECT_TRUE(sudoku->pencilMode());
    auto* lights = boardOf<LightsOutBoardView>(again, "lightsout");
    EXPECT_TRUE(lights->board().torus);
    EXPECT_EQ(lights->board().rows, 7);
    EXPECT_EQ(lights->pressesMade(), 1);
    auto* shading = boardOf<ShadingBoardView>(again, "shading");
    EXPECT_EQ(shading->k(), 3);
    EXPECT_TRUE(shading->canonicalOnly());
    EXPECT_EQ(again.board()->undoStack()->count(), 0) << "a new session's history starts empty";
}

TEST(KeptBoards, AFileThatCannotBeRestoredIsSetAsideAndTheOthersComeBack) {
    QString queensText;
    {
        MainWindow window;
        noPrompts(window);
        auto* queens = boardOf<QueensBoardView>(window, "queens");
        queens->toggleSquare(3);
        queensText = queens->toText();
        window.close();
    }
    const QString dir = BoardStore::defaultDirectory();
    auto writeFile = [&](const char* id, const QByteArray& bytes) {
        QFile f(dir + QLatin1Char('/') + QLatin1String(id) + QStringLiteral(".json"));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    };
    writeFile("sudoku", QByteArray("{\"format\": 1, \"puzzle\": \"sudoku\", \"te", 40));        // cut short
    writeFile("magic", R"({"format": 7, "puzzle": "magic", "text": "2 7 6\n9 5 1\n4 3 8\n"})");  // a newer program's
    writeFile("shading", R"({"format": 1, "puzzle": "shading", "text": "#x#\n"})");            // a bad board inside
    writeFile("lightsout", QByteArray(3000, '\xff'));                                          // noise

    QStringList notices;
    MainWindow window;
    noPrompts(window, &notices);
    ASSERT_EQ(window.keptBoardProblems().size(), 4) << window.keptBoardProblems().join(QLatin1Char('\n')).toStdString();
    const QString all = window.keptBoardProblems().join(QLatin1Char('\n'));
    EXPECT_TRUE(all.contains(QStringLiteral("newer version"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("damaged"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("set aside"))) << all.toStdString();
    // The notice is shown without holding the window.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !notices.isEmpty(); }, 2000));
    EXPECT_EQ(boardOf<QueensBoardView>(window, "queens")->toText(), queensText) << "the good board came back";
    const QStringList kept = QDir(dir).entryList(QDir::Files);
    for (const char* id : {"sudoku", "magic", "shading", "lightsout"}) {
        EXPECT_FALSE(kept.contains(QLatin1String(id) + QStringLiteral(".json"))) << id;
        EXPECT_EQ(kept.filter(QLatin1String(id) + QStringLiteral(".json.set-aside-")).size(), 1) << id;
    }
    // The next start is quiet: what was set aside does not come back.
    window.close();
    MainWindow next;
    noPrompts(next);
    EXPECT_TRUE(next.keptBoardProblems().isEmpty());
}

// Run only as the child of KeepsThroughAKillNine (PW_KILL_CHILD set): edits the queens
// board, says when, and waits to be killed.
TEST(KeptBoardsChild, EditsThenWaitsToBeKilled) {
    if (qEnvironmentVariableIsEmpty("PW_KILL_CHILD")) GTEST_SKIP() << "the child of KeepsThroughAKillNine";
    MainWindow window;
    noPrompts(window);
    auto* queens = boardOf<QueensBoardView>(window, "queens");
    window.setBoardSize(8);
    queens->toggleSquare(42);
    queens->toggleSquare(7);
    std::cout << "EDITED" << std::endl;
    QTest::qWait(60000);  // killed long before
}

TEST(KeptBoards, KeepsThroughAKillNine) {
    // Nothing kept yet: what is on disk after the edit is the child's.
    QDir(BoardStore::defaultDirectory()).removeRecursively();
    const QByteArray expected = QString::fromStdString(queens::formatPosition(8, std::vector<int>{7, 42})).toUtf8();
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PW_KILL_CHILD"), QStringLiteral("1"));
    child.setProcessEnvironment(env);  // PW_TEST_HOME is inherited: the same home
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--gtest_filter=KeptBoardsChild.EditsThenWaitsToBeKilled")});
    ASSERT_TRUE(child.waitForStarted(10000));
    QElapsedTimer sinceEdit;
    ASSERT_TRUE(QTest::qWaitFor([&] { return child.readAllStandardOutput().contains("EDITED"); }, 60000));
    sinceEdit.start();
    // The edit must be on disk within the store's delay; how soon is measured and printed.
    const QString path = BoardStore::defaultDirectory() + QStringLiteral("/queens.json");
    qint64 keptAfterMs = -1;
    while (sinceEdit.elapsed() < 2000) {
        QFile f(path);
        if (keptAfterMs < 0 && f.open(QIODevice::ReadOnly)) {
            const KeptBoardRead read = decodeKeptBoard(f.readAll(), QStringLiteral("queens"));
            if (read.board && read.board->text.toUtf8() == expected) keptAfterMs = sinceEdit.elapsed();
        }
        QTest::qWait(20);
    }
    child.kill();  // SIGKILL: no close, no destructor
    ASSERT_TRUE(child.waitForFinished(10000));
    std::cout << "[ kill -9  ] the edit was on disk " << keptAfterMs << " ms after it was made; killed at "
              << sinceEdit.elapsed() << " ms\n";
    EXPECT_GE(keptAfterMs, 0) << "an edit 2 s before a kill -9 must survive it";

    MainWindow window;
    noPrompts(window);
    auto* queens = boardOf<QueensBoardView>(window, "queens");
    EXPECT_EQ(queens->boardSize(), 8);
    EXPECT_EQ(queens->queens(), (std::vector<int>{7, 42}));
}

}  // namespace
}  // namespace pw::ui
