// A lesson step's question in the window: asked before the run (which waits for the
// class's answer, or a skip), the run's own figure revealed beside the answer when it
// ends; a square asked on the board the step's events leave, the run's next placement
// its answer. The answers come from the runs: the built-in lessons' figures are the
// lessons' (16,777,216 placements for queens.v1 at N = 8; 15,712 ok() calls for v2).
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include "boards/board_view.h"
#include "lessons/lesson_library.h"
#include "lessons/lesson_panel.h"
#include "lessons/question_box.h"
#include "lessons/question_player.h"
#include "session/solve_session.h"
#include "window/language.h"
#include "window/launcher.h"
#include "window/lesson_controller.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

class LessonQuestion : public ::testing::Test {
protected:
    void TearDown() override { installLanguage(QStringLiteral("en")); }
};

bool waitFor(const std::function<bool()>& done, int ms = 60000) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms) return false;
        QTest::qWait(10);
    }
    return true;
}

/// A lesson file of one step of the 8 queens' v2, `run` and `answer` its own.
QString lessonFile(const QTemporaryDir& dir, const QString& run, const QString& answer) {
    const QString path = dir.filePath(QStringLiteral("q.txt"));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(QStringLiteral("title: Q\npuzzle: queens\n\n[step]\ntitle: One\ntext: {checks} ok() calls.\nversion: v2\n"
                           "board: size 8\nrun: %1\nquestion: How many ok() calls?\nquestion.fr: Combien d'appels à ok() ?\n"
                           "answer: %2\n")
                .arg(run, answer)
                .toUtf8());
    return path;
}

TEST_F(LessonQuestion, ANumberHoldsTheRunUntilAnsweredThenTheRunRevealsItsOwn) {
    MainWindow window;
    window.show();
    QTemporaryDir dir;
    LessonController& lessons = *window.lessons();
    QString error;
    ASSERT_TRUE(lessons.openLesson(lessonFile(dir, QStringLiteral("solve"), QStringLiteral("number checks")), &error))
        << error.toStdString();
    QuestionBox* box = window.lessonPanel()->questionBox();
    ASSERT_TRUE(box->isAsking());
    EXPECT_TRUE(box->isVisible());
    QTest::qWait(100);
    EXPECT_FALSE(window.session()->isRunning());  // the run waits for the class
    EXPECT_FALSE(lessons.isSettled());
    EXPECT_TRUE(window.lessonPanel()->text().contains(QStringLiteral("…")));

    EXPECT_FALSE(lessons.answerQuestion(QStringLiteral("many")));  // not a number
    QSignalSpy revealed(&lessons, &LessonController::questionRevealed);
    ASSERT_TRUE(lessons.answerQuestion(QStringLiteral("15 000")));
    ASSERT_TRUE(!revealed.isEmpty() || revealed.wait(60000));
    // The run's own count beside the class's: 15,712 calls, within 10 % of 15,000.
    EXPECT_TRUE(box->status().contains(QStringLiteral("The class: 15,000. The run: 15,712.")))
        << box->status().toStdString();
    EXPECT_TRUE(box->status().startsWith(QStringLiteral("✓")));
    EXPECT_TRUE(window.lessonPanel()->text().contains(QStringLiteral("<b>15,712</b>")));

    // Shown again and answered far off: a cross, and by how much.
    ASSERT_TRUE(lessons.showStep(0));
    ASSERT_TRUE(lessons.answerQuestion(QStringLiteral("1000")));
    ASSERT_TRUE(waitFor([&] { return box->status().startsWith(QStringLiteral("✗")); }));
    EXPECT_TRUE(box->status().contains(QStringLiteral("Off by a factor of 15.7"))) << box->status().toStdString();

    // Skipped: the run's figure alone.
    ASSERT_TRUE(lessons.showStep(0));
    ASSERT_TRUE(lessons.answerQuestion(QStringLiteral("skip")));
    ASSERT_TRUE(waitFor([&] { return box->status().contains(QStringLiteral("The run: 15,712")); }));
    EXPECT_TRUE(box->status().contains(QStringLiteral("no answer")));
}

TEST_F(LessonQuestion, AChoiceOfTheQueensLessonIsAnsweredByTheRun) {
    installLanguage(QStringLiteral("fr"));
    MainWindow window;
    window.show();
    LessonController& lessons = *window.lessons();
    ASSERT_TRUE(lessons.openLesson(QStringLiteral("queens")));
    ASSERT_TRUE(lessons.showStep(1));  // the naive program: a choice of four ranges
    QuestionBox* box = window.lessonPanel()->questionBox();
    ASSERT_TRUE(box->isAsking());
    QSignalSpy revealed(&lessons, &LessonController::questionRevealed);
    ASSERT_TRUE(lessons.answerQuestion(QStringLiteral("C")));
    ASSERT_TRUE(!revealed.isEmpty() || revealed.wait(60000));
    // 8^8 = 16,777,216 placements: from 1,000,000 to under 100,000,000, in French.
    EXPECT_TRUE(box->status().startsWith(QStringLiteral("✓"))) << box->status().toStdString();
    EXPECT_TRUE(box->status().contains(QStringLiteral("16\u202f777\u202f216")) || box->status().contains(QStringLiteral("16\u00a0777\u00a0216")) ||
                box->status().contains(QStringLiteral("16 777 216")))
        << box->status().toStdString();
    EXPECT_TRUE(box->status().contains(QStringLiteral("La classe : C.")));
}

TEST_F(LessonQuestion, ASquareIsAnsweredByTheRunsNextPlacement) {
    MainWindow window;
    window.show();
    LessonController& lessons = *window.lessons();
    ASSERT_TRUE(lessons.openLesson(QStringLiteral("queens")));
    QSignalSpy asked(&lessons, &LessonController::questionAsked);
    ASSERT_TRUE(lessons.showStep(3));  // v2 stepped 40 events: where does the next queen go?
    ASSERT_TRUE(!asked.isEmpty() || asked.wait(60000));
    QuestionBox* box = window.lessonPanel()->questionBox();
    ASSERT_TRUE(box->isAsking());
    const std::uint64_t before = window.session()->frame()->serial;
    QSignalSpy revealed(&lessons, &LessonController::questionRevealed);
    ASSERT_TRUE(lessons.answerQuestion(QStringLiteral("1,4")));
    ASSERT_TRUE(!revealed.isEmpty() || revealed.wait(60000));
    // The run stepped on to a placement, and the answer is that square.
    const std::optional<TraceFrame>& frame = window.session()->frame();
    ASSERT_TRUE(frame);
    EXPECT_GT(frame->serial, before);
    EXPECT_TRUE(frame->event.kind == EventKind::Place || frame->event.kind == EventKind::Solution);
    const int row = frame->event.cell / 8 + 1, column = frame->event.cell % 8 + 1;
    EXPECT_TRUE(box->status().contains(QStringLiteral("The run: row %1, column %2.").arg(row).arg(column)))
        << box->status().toStdString();
    EXPECT_EQ(box->status().startsWith(QStringLiteral("✓")), row == 1 && column == 4);
    window.session()->stop();
}

/// Where `w` lies in the scroll area's viewport: wholly shown or not.
bool shownIn(const QScrollArea& scroll, const QWidget& w) {
    const QRect r(w.mapTo(scroll.viewport(), QPoint(0, 0)), w.size());
    return scroll.viewport()->rect().contains(r);
}

TEST_F(LessonQuestion, TheQuestionComesIntoViewUnderALongText) {
    // A projector's screen: the step's text and its question are taller than the panel.
    installLanguage(QStringLiteral("fr"));
    MainWindow window;
    window.setPresentation(true);
    window.resize(1280, 720);
    window.show();
    LessonController& lessons = *window.lessons();
    ASSERT_TRUE(lessons.openLesson(QStringLiteral("queens")));
    ASSERT_TRUE(lessons.showStep(1));
    QuestionBox* box = window.lessonPanel()->questionBox();
    ASSERT_TRUE(box->isAsking());
    const auto* scroll = window.lessonPanel()->findChild<QScrollArea*>();
    ASSERT_NE(scroll, nullptr);
    ASSERT_TRUE(waitFor([&] { return scroll->verticalScrollBar()->maximum() > 0; }, 5000)) << "the text fits: nothing to test";
    // Asked: from its heading (the first of the box's labels) to its buttons.
    const auto* heading = box->findChild<QLabel*>();
    ASSERT_NE(heading, nullptr);
    EXPECT_TRUE(waitFor([&] { return shownIn(*scroll, *heading); }, 5000));
    for (const QPushButton* b : box->findChildren<QPushButton*>()) EXPECT_TRUE(shownIn(*scroll, *b)) << b->text().toStdString();

    // Answered and revealed, once the text has taken the run's figures: the answer's line.
    QSignalSpy revealed(&lessons, &LessonController::questionRevealed);
    ASSERT_TRUE(lessons.answerQuestion(QStringLiteral("C")));
    ASSERT_TRUE(!revealed.isEmpty() || revealed.wait(60000));
    EXPECT_TRUE(waitFor([&] { return shownIn(*scroll, *box->statusLabel()); }, 5000)) << box->status().toStdString();
}

TEST_F(LessonQuestion, TheCommandLineAnswersForAScreenshot) {
    QTemporaryDir dir;
    for (const QString& answer : {QString(), QStringLiteral("B")}) {
        LaunchOptions options;
        QString error;
        const QString shot = dir.filePath(answer.isEmpty() ? QStringLiteral("before.png") : QStringLiteral("after.png"));
        QStringList args{QStringLiteral("puzzle-workbench"), QStringLiteral("--lesson"), QStringLiteral("queens"),
                         QStringLiteral("--lesson-step"), QStringLiteral("2"), QStringLiteral("--screenshot"), shot};
        if (!answer.isEmpty()) args << QStringLiteral("--lesson-answer") << answer;
        ASSERT_TRUE(parseLaunchOptions(args, &options, &error)) << error.toStdString();
        Launcher launcher(options);
        QSignalSpy done(&launcher, &Launcher::outputsDone);
        ASSERT_TRUE(launcher.start(&error)) << error.toStdString();
        ASSERT_TRUE(!done.isEmpty() || done.wait(60000));
        EXPECT_TRUE(done.front().front().toBool());
        EXPECT_FALSE(QImage(shot).isNull());
        const QString status = launcher.window()->lessonPanel()->questionBox()->status();
        if (answer.isEmpty()) EXPECT_TRUE(launcher.window()->lessonPanel()->questionBox()->isAsking());
        else EXPECT_TRUE(status.startsWith(QStringLiteral("✗"))) << status.toStdString();  // B: not 16,777,216
    }
    LaunchOptions options;
    QString error;
    EXPECT_FALSE(parseLaunchOptions({QStringLiteral("puzzle-workbench"), QStringLiteral("--lesson-answer"), QStringLiteral("B")},
                                    &options, &error));  // needs --lesson
}

}  // namespace
}  // namespace pw::ui
