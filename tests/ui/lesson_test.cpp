// The lessons in the window: the five built-in ones load in both languages; each step of
// a lesson runs and the figures its text quotes are the run's counters (16,777,216
// placements for queens.v1 at N = 8, 15,712 ok() calls for v2); a broken lesson gets
// its file and line; PageDown and PageUp move through the steps, Explore gives the
// whole window back and Resume shows the step again. The magic square's and the shading
// grid's lessons run for seconds (their naive versions are the point): PW_SLOW_TESTS=1.
#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <cmath>

#include "all_puzzles.h"
#include "lessons/lesson_library.h"
#include "lessons/lesson_panel.h"
#include "lessons/question_player.h"
#include "lessons/quoted_figures.h"
#include "session/solve_session.h"
#include "text/number_text.h"
#include "tree/search_tree_panel.h"
#include "window/language.h"
#include "window/lesson_controller.h"
#include "window/main_window.h"
#include "window/puzzle_deck.h"

namespace pw::ui {
namespace {

using lessons::FigureRef;
using lessons::TextPiece;

/// Shows step `index` and waits until its run has ended and its figures are filled. A
/// question asked before the run is skipped (lesson_question_test.cpp answers them).
bool showAndSettle(LessonController& lessons, int index, int timeoutMs = 60000) {
    QSignalSpy settled(&lessons, &LessonController::stepSettled);
    if (!lessons.showStep(index)) return false;
    if (lessons.questions()->isAsking()) lessons.answerQuestion(QStringLiteral("skip"));
    while (!lessons.isSettled())
        if (!settled.wait(timeoutMs)) return false;
    QTest::qWait(50);  // the session's next tick
    return true;
}

/// The figure a step quotes, as the run counted it.
double quoted(const LessonController& lessons, const std::string& version, lessons::Figure figure, int counter = -1) {
    const RunView* run = lessons.quotedRun(version);
    if (!run) return std::nan("");
    return figureValue(FigureRef{figure, counter, version}, *run).value_or(std::nan(""));
}

int counterIndex(const std::string& version, const std::string& name) {
    const std::vector<std::string>& names = builtinRegistry().algorithm(version)->counterNames;
    return static_cast<int>(std::find(names.begin(), names.end(), name) - names.begin());
}

/// Every figure of the step's text is filled, with the run's own value, in the panel.
void expectFiguresFilled(MainWindow& window, const std::string& where) {
    LessonController& lessons = *window.lessons();
    const lessons::LessonStep& step = lessons.lesson()->steps[static_cast<std::size_t>(lessons.stepIndex())];
    const QString shown = window.lessonPanel()->text();
    EXPECT_FALSE(shown.contains(QStringLiteral("…"))) << where << ": a figure is not filled: " << shown.toStdString();
    const lessons::QuotedText& text = lessons::inLanguage(step.texts, currentLanguage());
    for (const TextPiece& piece : text) {
        if (piece.kind != TextPiece::Kind::Figure) continue;
        const RunView* run = lessons.quotedRun(piece.figure.version);
        ASSERT_NE(run, nullptr) << where;
        EXPECT_TRUE(shown.contains(QStringLiteral("<b>%1</b>").arg(figureText(piece.figure, *run))))
            << where << ": " << shown.toStdString();
    }
}

/// Plays a lesson from its first step to its last, each step settled and its figures filled.
void playLesson(MainWindow& window, const QString& id, const std::function<void(int step)>& check) {
    LessonController& lessons = *window.lessons();
    QString error;
    ASSERT_TRUE(lessons.openLesson(id, &error)) << error.toStdString();
    for (int i = 0; i < static_cast<int>(lessons.lesson()->steps.size()); ++i) {
        const std::string where = id.toStdString() + " step " + std::to_string(i + 1);
        ASSERT_TRUE(showAndSettle(lessons, i)) << where;
        expectFiguresFilled(window, where);
        check(i);
    }
}

class Lessons : public ::testing::Test {
protected:
    void TearDown() override { installLanguage(QStringLiteral("en")); }
};

TEST_F(Lessons, EveryBuiltinLessonLoadsInBothLanguagesAndIsInTheHelpMenu) {
    const QStringList ids = builtinLessonIds();
    EXPECT_EQ(ids, (QStringList{"queens", "magic", "sudoku", "lightsout", "shading"}));
    for (const char* language : {"en", "fr"}) {
        installLanguage(QString::fromLatin1(language));
        for (const QString& id : ids) {
            const LessonLoad load = loadBuiltinLesson(id);
            ASSERT_TRUE(load.lesson) << load.error.toStdString();
            EXPECT_FALSE(lessonTitle(*load.lesson).isEmpty());
        }
        MainWindow window;
        QMenu* help = window.menuBar()->actions().last()->menu();
        QMenu* lessonsMenu = nullptr;
        for (QAction* a : help->actions())
            if (a->menu()) lessonsMenu = a->menu();
        ASSERT_NE(lessonsMenu, nullptr);
        EXPECT_EQ(lessonsMenu->actions().size(), ids.size());
        EXPECT_EQ(lessonsMenu->actions().first()->text(), lessonTitle(*loadBuiltinLesson(QStringLiteral("queens")).lesson));
    }
}

TEST_F(Lessons, ABrokenLessonSaysItsFileAndLineInBothLanguages) {
    const QByteArray text = "title: T\npuzzle: queens\n[step]\ntitle: a\ntext: b\nversion: queens.v9\n";
    EXPECT_EQ(loadLessonText(text, QStringLiteral("lesson.txt")).error,
              QStringLiteral("lesson.txt, line 6, column 10: unknown version queens.v9 (this puzzle has v1, v2, v3, v4, v5, v6)"));
    installLanguage(QStringLiteral("fr"));
    EXPECT_EQ(loadLessonText(text, QStringLiteral("lesson.txt")).error,
              QStringLiteral("lesson.txt, ligne 6, colonne 10\u00a0: version inconnue queens.v9 (ce casse-tête a v1, v2, v3, "
                             "v4, v5, v6)"));
    installLanguage(QStringLiteral("en"));
    // A board its puzzle refuses, and a sample it does not ship: the step's line.
    const LessonLoad board = loadLessonText("title: T\npuzzle: queens\n[step]\ntitle: a\ntext: b\nversion: v1\n"
                                            "board:\n  Q...\n  ..Q.\n  .Qx.\n  ...Q\n",
                                            QStringLiteral("mine.txt"));
    EXPECT_TRUE(board.error.startsWith(QStringLiteral("mine.txt, line 7: the board"))) << board.error.toStdString();
    EXPECT_TRUE(board.error.contains(QStringLiteral("Line 3"))) << board.error.toStdString();
    const LessonLoad sample = loadLessonText("title: T\npuzzle: magic\n[step]\ntitle: a\ntext: b\nversion: v1\n"
                                             "board: sample durer.txt\n",
                                             QStringLiteral("mine.txt"));
    EXPECT_EQ(sample.error, QStringLiteral("mine.txt, line 3: unknown sample 'durer.txt' (this puzzle's samples: lo-shu.txt)"));
}

TEST_F(Lessons, AFileWithAMistakeIsRefusedWithItsLine) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.txt"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("title: T\npuzzle: queens\n\n[step]\ntitle: a\ntext: it took {time\nversion: v1\nrun: solve\n");
    f.close();
    MainWindow window;
    QStringList warnings;
    WindowPrompts prompts = defaultPrompts();
    prompts.warning = [&](QWidget*, const QString&, const QString& message) { warnings << message; };
    window.setPrompts(prompts);
    EXPECT_FALSE(window.lessons()->openLesson(path));
    ASSERT_EQ(warnings.size(), 1);
    EXPECT_TRUE(warnings.first().startsWith(QStringLiteral("broken.txt, line 6, column 15: '{time' is not a figure")))
        << warnings.first().toStdString();
    EXPECT_FALSE(window.lessons()->isOpen());
}

TEST_F(Lessons, TheQueensFiguresAreTheRunsCounters) {
    MainWindow window;
    window.show();
    playLesson(window, QStringLiteral("queens"), [&](int step) {
        const LessonController& l = *window.lessons();
        if (step == 1) {  // v1 at N = 8 builds all 8^8 placements and keeps the 92 solutions (OEIS A000170)
            EXPECT_EQ(quoted(l, "queens.v1", lessons::Figure::Checks), 16777216.0);
            EXPECT_EQ(quoted(l, "queens.v1", lessons::Figure::Solutions), 92.0);
            EXPECT_TRUE(window.lessonPanel()->text().contains(QStringLiteral("<b>16,777,216</b>")));
        }
        if (step == 4) {  // the lesson's 15,712 calls to ok()
            EXPECT_EQ(quoted(l, "queens.v2", lessons::Figure::Checks), 15712.0);
            EXPECT_TRUE(window.lessonPanel()->text().contains(QStringLiteral("<b>15,712</b>")));
            EXPECT_TRUE(window.lessonPanel()->text().contains(QStringLiteral("<b>1,068</b>")));  // 16,777,216 / 15,712
        }
    });
}

TEST_F(Lessons, TheSudokuAndLightsOutFiguresAreTheRunsCounters) {
    installLanguage(QStringLiteral("fr"));  // the figures are written the French way
    MainWindow window;
    window.show();
    playLesson(window, QStringLiteral("sudoku"), [&](int step) {
        const LessonController& l = *window.lessons();
        if (step == 1) {  // controlvalid is called for each of the nine digits of every blank cell tried
            EXPECT_EQ(quoted(l, "sudoku.v1", lessons::Figure::Checks), 9 * quoted(l, "sudoku.v1", lessons::Figure::Nodes));
            EXPECT_TRUE(window.lessonPanel()->text().contains(QStringLiteral("<b>%1</b>").arg(formatCount(41679))));
        }
        if (step == 4) {
            EXPECT_EQ(quoted(l, "sudoku.v2", lessons::Figure::Solutions), 1.0);
        }
    });
    playLesson(window, QStringLiteral("lightsout"), [&](int step) {
        const LessonController& l = *window.lessons();
        const int presses = counterIndex("lightsout.v1", "presses");
        // The lesson's board is solved in 5 presses at the least, by both programs.
        if (step == 1) {
            EXPECT_EQ(quoted(l, "lightsout.v1", lessons::Figure::Counter, presses), 5.0);
        }
        if (step == 3) {
            EXPECT_EQ(quoted(l, "lightsout.v2", lessons::Figure::Counter, presses), 5.0);
        }
    });
}

TEST_F(Lessons, TheMagicSquareAndShadingFiguresAreTheRunsCounters) {
    if (!qEnvironmentVariableIsSet("PW_SLOW_TESTS")) GTEST_SKIP() << "PW_SLOW_TESTS=1 runs it (about 30 s)";
    MainWindow window;
    window.show();
    playLesson(window, QStringLiteral("magic"), [&](int step) {
        const LessonController& l = *window.lessons();
        const int leaves = counterIndex("magic.v1", "leaves");
        if (step == 1) {  // every grid, 9^9
            EXPECT_EQ(quoted(l, "magic.v1", lessons::Figure::Counter, leaves), std::pow(9.0, 9));
        }
        if (step == 3) {  // permutations, 9!
            EXPECT_EQ(quoted(l, "magic.v2", lessons::Figure::Counter, leaves), 362880.0);
        }
        if (step == 4) {
            EXPECT_EQ(quoted(l, "magic.v2", lessons::Figure::Solutions), 8.0);
        }
    });
    playLesson(window, QStringLiteral("shading"), [&](int step) {
        // The contest's grid (its sample) has 56 shaded cells; the table of strips proves it the maximum.
        const LessonController& l = *window.lessons();
        if (step == 3) {
            EXPECT_EQ(quoted(l, "shading.v3", lessons::Figure::Counter, counterIndex("shading.v3", "best")), 56.0);
        }
    });
}

TEST_F(Lessons, TheClickerMovesThroughTheStepsAndExploreGivesTheWindowBack) {
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    LessonController& lessons = *window.lessons();
    ASSERT_TRUE(lessons.openLesson(QStringLiteral("queens")));
    QTest::qWait(50);
    EXPECT_EQ(lessons.stepIndex(), 0);
    EXPECT_FALSE(window.deck()->list()->isVisible()) << "a step focuses on the board";
    QTest::keyClick(&window, Qt::Key_PageDown);
    EXPECT_EQ(lessons.stepIndex(), 1);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QTest::keyClick(&window, Qt::Key_PageDown);
    EXPECT_EQ(lessons.stepIndex(), 3);
    QTest::qWait(50);
    EXPECT_TRUE(window.treePanel()->isVisible()) << "step 4 shows the tree";
    QTest::keyClick(&window, Qt::Key_PageUp);
    EXPECT_EQ(lessons.stepIndex(), 2);
    lessons.explore();
    QTest::qWait(50);
    EXPECT_TRUE(window.deck()->list()->isVisible());
    EXPECT_TRUE(lessons.isExploring());
    QTest::keyClick(&window, Qt::Key_F2);  // resume
    EXPECT_FALSE(lessons.isExploring());
    EXPECT_EQ(lessons.stepIndex(), 2);
    QTest::qWait(50);
    EXPECT_FALSE(window.deck()->list()->isVisible());
    lessons.close();
    QTest::qWait(50);
    EXPECT_TRUE(window.deck()->list()->isVisible());
    EXPECT_FALSE(window.lessonPanel()->isVisible());
    QTest::keyClick(&window, Qt::Key_PageDown);  // no lesson: nothing happens
    EXPECT_FALSE(lessons.isOpen());
}

}  // namespace
}  // namespace pw::ui
