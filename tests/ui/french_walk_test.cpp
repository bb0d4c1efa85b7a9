// A French classroom sees no English: with the French translation loaded, the walk
// reads everything the user can see — each puzzle's board texts and controls, a hint of
// every sudoku technique, every notice of the solvers, every event kind of a stepped
// search, every version's title, idea and pseudo-code, the comparison chart's axes and
// legends, the menus, the dialogs and the readers' errors — and fails on a text equal
// to its English source or holding an English word (french_text.h keeps the list and the
// allowed names).
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDialog>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "charts/comparison_chart.h"
#include "core/parse_error.h"
#include "core/registry.h"
#include "feedback_page.h"
#include "feedback_text.h"
#include "french_text.h"
#include "grading/grade_dialog.h"
#include "grading/grading_text.h"
#include "lightsout/model.h"
#include "magic/model.h"
#include "model/workbench_model.h"
#include "panels/control_panel.h"
#include "puzzles/all_boards.h"
#include "puzzles/sudoku/sudoku_board_view.h"
#include "queens/model.h"
#include "puzzles/sudoku/sudoku_hint_text.h"
#include "session/solve_session.h"
#include "shading/model.h"
#include "sudoku/format.h"
#include "text/parse_error_text.h"
#include "text/registry_text.h"
#include "window/language.h"
#include "window/main_window.h"

namespace pw::ui {
namespace {

using test::FrenchTextCheck;

const QString kFrenchTs = QStringLiteral(PW_SOURCE_DIR "/translations/puzzle-workbench_fr.ts");

/// Installs French for one test and English again after it.
class FrenchWalk : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(installLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
        ASSERT_TRUE(check.loaded()) << kFrenchTs.toStdString();
    }
    void TearDown() override {
        installLanguage(QStringLiteral("en"));
        for (const std::string& f : check.failures()) ADD_FAILURE() << f;
        std::printf("french walk: %d texts read\n", check.checked());
    }

    FrenchTextCheck check{kFrenchTs};
};

// ---- texts of the registry: titles, ideas, pseudo-code, counters, events

TEST_F(FrenchWalk, EveryVersionReadsInFrench) {
    for (const PuzzleInfo& p : builtinRegistry().puzzles()) {
        const QString where = QString::fromStdString(p.id);
        check.check(registryText(p.title), where + QStringLiteral(" title"));
        check.check(registryText(p.description), where + QStringLiteral(" description"));
        for (const AlgorithmInfo* a : builtinRegistry().algorithmsOf(p.id)) {
            const QString at = QString::fromStdString(a->id);
            check.check(versionLabel(*a), at + QStringLiteral(" label"));
            check.check(registryText(a->idea), at + QStringLiteral(" idea"));
            for (std::size_t i = 0; i < a->pseudocode.size(); ++i)
                check.check(registryText(a->pseudocode[i]), at + QStringLiteral(" pseudo-code line %1").arg(i));
            for (const std::string& name : a->counterNames)
                check.check(counterName(name), at + QStringLiteral(" counter"));
        }
    }
    for (int k = 0; k <= static_cast<int>(EventKind::Done); ++k)
        check.check(eventKindName(static_cast<EventKind>(k)), QStringLiteral("event kind %1").arg(k));
}

// ---- the solvers' notices, each code of each puzzle, through the puzzle's board entry

template <class Code>
void checkNotices(FrenchTextCheck& check, const char* puzzle) {
    const BoardEntry* entry = builtinBoards().find(QString::fromLatin1(puzzle));
    ASSERT_TRUE(entry && entry->noticeText) << puzzle;
    for (int code = 1; code < static_cast<int>(Code::End); ++code) {
        const QString text = entry->noticeText(notice(static_cast<Code>(code), {12, 3, 9, 4}));
        EXPECT_FALSE(text.isEmpty()) << puzzle << " notice " << code;
        check.check(text, QStringLiteral("%1 notice %2").arg(QString::fromLatin1(puzzle)).arg(code));
    }
}

TEST_F(FrenchWalk, EveryNoticeOfTheSolversReadsInFrench) {
    checkNotices<magic::NoticeCode>(check, "magic");
    checkNotices<queens::NoticeCode>(check, "queens");
    checkNotices<shading::NoticeCode>(check, "shading");
    checkNotices<lightsout::NoticeCode>(check, "lightsout");
    checkNotices<sudoku::NoticeCode>(check, "sudoku");
}

// ---- a hint of every technique, on the boards of tests/solvers/sudoku_techniques_test.cpp

sudoku::Board fullMarks() {
    sudoku::Board b(3);
    for (int cell = 0; cell < 81; ++cell) b.setMarks(cell, 0x1FF);
    return b;
}

std::vector<sudoku::Step> oneStepOfEachTechnique() {
    using namespace sudoku;
    std::vector<Step> steps;
    const auto add = [&](std::optional<Step> s) {
        if (s) steps.push_back(*s);
    };
    add(findFullHouse(
        *Board::fromInstance(*parseLine("534678912672195348198342567859761423426853791713924856961537284287419635345286.79"))));
    Board naked = fullMarks();
    naked.setMarks(40, digitBit(5));
    add(findNakedSingle(naked));
    Board hidden = fullMarks();
    for (int cell = 0; cell < 9; ++cell)
        if (cell != 3) hidden.eliminate(cell, 7);
    add(findHiddenSingle(hidden));
    Board pointing = fullMarks();
    for (int cell : {9, 10, 11, 18, 19, 20}) pointing.eliminate(cell, 4);
    add(findPointing(pointing));
    Board claiming = fullMarks();
    for (int cell = 3; cell < 9; ++cell) claiming.eliminate(cell, 4);
    add(findClaiming(claiming));
    Board pair = fullMarks();
    pair.setMarks(0, digitBit(1) | digitBit(2));
    pair.setMarks(8, digitBit(1) | digitBit(2));
    add(findNakedSubset(pair, 2));
    Board triple = fullMarks();
    triple.setMarks(0, digitBit(1) | digitBit(2));
    triple.setMarks(4, digitBit(2) | digitBit(3));
    triple.setMarks(8, digitBit(1) | digitBit(3));
    add(findNakedSubset(triple, 3));
    Board hiddenPair = fullMarks();
    for (int cell = 0; cell < 9; ++cell)
        if (cell != 2 && cell != 6)
            for (int d : {1, 2}) hiddenPair.eliminate(cell, d);
    add(findHiddenSubset(hiddenPair, 2));
    Board hiddenTriple = fullMarks();
    for (int cell = 0; cell < 9; ++cell)
        if (cell != 1 && cell != 4 && cell != 7)
            for (int d : {1, 2, 3}) hiddenTriple.eliminate(cell, d);
    add(findHiddenSubset(hiddenTriple, 3));
    for (int base : {0, 1}) {  // rows, then columns
        Board wing = fullMarks();
        for (int line : {0, 4})
            for (int i = 0; i < 9; ++i)
                if (i != 2 && i != 6) wing.eliminate(base == 0 ? line * 9 + i : i * 9 + line, 1);
        add(findXWing(wing));
    }
    return steps;
}

TEST_F(FrenchWalk, AHintOfEveryTechniqueReadsInFrench) {
    const std::vector<sudoku::Step> steps = oneStepOfEachTechnique();
    std::set<sudoku::Technique> seen;
    for (const sudoku::Step& s : steps) {
        seen.insert(s.technique);
        const QString where = QStringLiteral("hint ") + SudokuHintText::technique(s.technique);
        const QString reason = SudokuHintText::reason(s, 9), changes = SudokuHintText::changes(s, 9);
        EXPECT_FALSE(reason.isEmpty()) << where.toStdString();
        check.check(SudokuHintText::technique(s.technique), where);
        check.check(reason, where);
        check.check(changes, where);
    }
    EXPECT_EQ(seen.size(), 10u) << "a step of each of the ten techniques";
    EXPECT_TRUE(SudokuHintText::cell(22, 9) == QStringLiteral("L3C5"));
    // The whole hint as the board shows it, on a grid from the board tests.
    SudokuBoardView view;
    QString error;
    // The solution of the board tests with its top-left box half emptied: a naked single.
    ASSERT_TRUE(view.fromText(QStringLiteral("..4678912..2195348198342567859761423426853791713924856961537284287419635345286179"), &error));
    ASSERT_TRUE(view.showHint());
    EXPECT_TRUE(view.statusText().startsWith(QStringLiteral("Indice — "))) << view.statusText().toStdString();
    check.check(view.statusText(), QStringLiteral("sudoku board with a hint"));
    // The rating the status shows, at each level, and with the guesses of a grid the
    // techniques cannot open (Easter Monster).
    for (int level = 0; level < sudoku::kLevelCount; ++level)
        check.check(SudokuHintText::levelLabel(static_cast<sudoku::Level>(level)), QStringLiteral("sudoku level"));
    for (const char* line : {"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                             "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"}) {
        const QString rating = SudokuHintText::rating(sudoku::rate(*sudoku::parseLine(line)));
        EXPECT_TRUE(rating.startsWith(QStringLiteral("Niveau"))) << rating.toStdString();
        check.check(rating, QStringLiteral("sudoku rating"));
    }
    if (qEnvironmentVariableIsSet("PW_WALK_SHOTS")) {  // a picture of a pointing hint in the window, to look at
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        window.selectPuzzle(QStringLiteral("sudoku"));
        auto* board = qobject_cast<SudokuBoardView*>(window.board());
        board->fromText(QStringLiteral("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"), &error);
        for (int i = 0; i < 81 && board->showHint() && board->hint()->technique < sudoku::Technique::Pointing; ++i)
            board->applyHint();
        board->showHint();
        QTest::qWait(200);
        window.grab().save(qEnvironmentVariable("PW_WALK_SHOTS") + QStringLiteral("/hint-fr.png"));
    }
}

// ---- parse errors: every reader's answer to a broken text, and every kind's sentence

// The readers answer a broken text with a ParseError (data) that ui/ words through
// tr(): each board is fed broken texts of several kinds, and each error it shows must
// read in French. Then every kind, in each of its forms, is worded directly, so that a
// kind no input here reaches is still checked.
TEST_F(FrenchWalk, ParseErrorsReadInFrench) {
    const QString tooLong(200, QLatin1Char('1'));
    const std::map<QString, QStringList> broken = {
        {QStringLiteral("queens"), {QStringLiteral("1x3"), QStringLiteral("11"), QStringLiteral("Q.\n..\n..\n"), QString(),
                                    QStringLiteral("n = 99999999999999999999999")}},
        {QStringLiteral("magic"), {QStringLiteral("1 2 3\n4 5\n"), QStringLiteral("1 2 x\n4 5 6\n7 8 9\n"),
                                   QStringLiteral("1 1 3\n4 5 6\n7 8 9\n"), QStringLiteral("1 2\n3 4\n5 6\n"),
                                   QStringLiteral("1 2 3\n4 5 6\n7 8 99999999999999999999999\n"), QStringLiteral("1 2 3\n4 5 6\n7 8 10\n")}},
        {QStringLiteral("sudoku"), {QStringLiteral("12345"), QStringLiteral("11.."), tooLong, QStringLiteral("1 2 3\n\x01"),
                                    QString(), QStringLiteral("1") + QString(80, QLatin1Char('.')) + QStringLiteral("\n\n") +
                                                   QStringLiteral("2") + QString(80, QLatin1Char('.'))}},
        {QStringLiteral("lightsout"), {QStringLiteral("012\n01\n"), QStringLiteral("abc"), QStringLiteral("k=x\n01\n10\n"), QString()}},
        {QStringLiteral("shading"), {QStringLiteral("#.#\n##\n"), QStringLiteral("xyz"), QStringLiteral("k=\n#.\n.#\n"), QString()}},
    };
    int worded = 0;
    for (const BoardEntry& entry : builtinBoards().entries()) {
        std::unique_ptr<BoardView> board(entry.create(nullptr));
        for (const QString& text : broken.at(entry.puzzleId)) {
            QString error;
            if (board->fromText(text, &error)) continue;  // a form the reader takes after all
            EXPECT_FALSE(error.isEmpty()) << entry.puzzleId.toStdString() << ": " << text.toStdString();
            check.check(error, entry.puzzleId + QStringLiteral(" parse error"));
            ++worded;
        }
    }
    EXPECT_GE(worded, 15);

    std::vector<ParseError> every;
    for (int k = static_cast<int>(ParseErrorKind::None) + 1; k < static_cast<int>(ParseErrorKind::End); ++k) {
        for (const std::string& found : {std::string(), std::string("x\x01")})
            for (const std::string& expected : {std::string(), std::string("123.")}) {
                ParseError e = parseError(static_cast<ParseErrorKind>(k), 3, 7, {9, 81, 0, 0});
                e.found = found;
                e.expected = expected;
                every.push_back(e);
            }
    }
    for (int unit = 0; unit <= static_cast<int>(ParseUnit::Grid); ++unit)
        every.push_back(parseError(ParseErrorKind::Duplicate, 2, 0, {5, unit, 4}));
    every.push_back(tooLarge(kMaxParseInputBytes + 1));
    every.push_back(parseError(ParseErrorKind::WrongLength, 1, 0, {80, 81, 729, 0}));
    every.push_back(parseError(ParseErrorKind::WrongLength, 1, 0, {80, 16, 81, 256}));
    for (const ParseError& e : every) {
        const QString text = parseErrorText(e);
        EXPECT_FALSE(text.isEmpty()) << e;
        check.check(text, QStringLiteral("parse error kind %1").arg(static_cast<int>(e.kind)));
    }
}

// ---- the window: every puzzle's board and controls, a stepped search, a comparison

void checkChart(FrenchTextCheck& check, ComparisonChart* chart, const QString& where) {
    for (QChartView* view : chart->findChildren<QChartView*>()) {
        QChart* c = view->chart();
        check.check(c->title(), where + QStringLiteral(" chart title"));
        for (QAbstractAxis* axis : c->axes()) {
            check.check(axis->titleText(), where + QStringLiteral(" axis title"));
            if (auto* cat = qobject_cast<QCategoryAxis*>(axis))
                for (const QString& label : cat->categoriesLabels()) check.check(label, where + QStringLiteral(" axis label"));
            if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis))
                for (const QString& label : bars->categories()) check.check(label, where + QStringLiteral(" axis label"));
        }
        for (QAbstractSeries* s : c->series()) {
            check.check(s->name(), where + QStringLiteral(" series"));
            if (auto* bars = qobject_cast<QBarSeries*>(s))
                for (QBarSet* set : bars->barSets()) check.check(set->label(), where + QStringLiteral(" bar set"));
        }
    }
}

bool waitFor(MainWindow& window) {
    QSignalSpy done(&window, &MainWindow::runFinished);
    return !done.isEmpty() || done.wait(120000);
}

TEST_F(FrenchWalk, EveryPuzzleInTheWindowReadsInFrench) {
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    for (QAction* a : window.menuBar()->actions())
        if (a->menu()) check.checkMenu(a->menu(), QStringLiteral("menu"));
    for (const BoardEntry& entry : builtinBoards().entries()) {
        const QString id = entry.puzzleId;
        ASSERT_TRUE(window.selectPuzzle(id));
        QApplication::processEvents();
        check.checkWidgets(&window, id);
        check.check(window.board()->statusText(), id + QStringLiteral(" board"));

        // A stepped search: its events, then every event kind on the last frame's state.
        window.selectAlgorithm(QString::fromStdString(builtinRegistry().algorithmsOf(id.toStdString()).front()->id));
        window.startStepping();
        for (int i = 0; i < 40 && window.session()->isRunning(); ++i) {
            QSignalSpy frame(window.session(), &SolveSession::frameChanged);
            window.session()->step();
            frame.wait(2000);
            check.check(window.board()->statusText(), id + QStringLiteral(" stepped board"));
            check.check(window.statusBar()->findChild<QLabel*>()->text(), id + QStringLiteral(" step status"));
        }
        if (const std::optional<TraceFrame>& f = window.session()->frame()) {
            for (int k = 0; k <= static_cast<int>(EventKind::Done); ++k) {
                Event e = f->event;
                e.kind = static_cast<EventKind>(k);
                window.board()->showFrame(e, f->state);
                check.check(window.board()->statusText(), id + QStringLiteral(" event kind %1").arg(k));
            }
        }
        check.checkWidgets(&window, id + QStringLiteral(" stepping"));
        window.session()->stop();
        window.board()->clearOverlay();

        // A comparison, each version within a short budget.
        window.model()->setBudgetSeconds(0.3);
        window.startRun(MainWindow::RunKind::Compare);
        ASSERT_TRUE(waitFor(window)) << id.toStdString();
        QApplication::processEvents();
        checkChart(check, window.chart(), id);
        check.checkWidgets(&window, id + QStringLiteral(" compared"));
        check.check(window.board()->statusText(), id + QStringLiteral(" solution"));
    }
}

// ---- the dialogs: Help › The versions explained, Help › About

void checkNextDialog(FrenchTextCheck& check, const QString& where) {
    QTimer::singleShot(300, [&check, where] {
        if (QWidget* dialog = QApplication::activeModalWidget()) {
            check.checkWidgets(dialog, where);
            dialog->close();
        }
    });
}

TEST_F(FrenchWalk, TheDialogsReadInFrench) {
    MainWindow window;
    window.show();
    QMenu* help = nullptr;
    for (QAction* a : window.menuBar()->actions())
        if (a->menu() && a == window.menuBar()->actions().last()) help = a->menu();
    ASSERT_NE(help, nullptr);
    for (const BoardEntry& entry : builtinBoards().entries()) {
        window.selectPuzzle(entry.puzzleId);
        checkNextDialog(check, entry.puzzleId + QStringLiteral(" versions explained"));
        help->actions().first()->trigger();
    }
    checkNextDialog(check, QStringLiteral("about"));
    help->actions().last()->trigger();
    // File › Open puzzle: Qt's own file dialog, in French through Qt's translations.
    QMenu* file = window.menuBar()->actions().first()->menu();
    ASSERT_NE(file, nullptr);
    checkNextDialog(check, QStringLiteral("open dialog"));
    file->actions().first()->trigger();
}

// ---- grading a folder: the assignment's errors, the dialog, the pages' sentences

TEST_F(FrenchWalk, GradingReadsInFrench) {
    using grading::AssignmentErrorKind;
    for (int k = static_cast<int>(AssignmentErrorKind::None) + 1; k < static_cast<int>(AssignmentErrorKind::End); ++k)
        for (const int line : {0, 4}) {
            grading::AssignmentError e;
            e.kind = static_cast<AssignmentErrorKind>(k);
            e.line = line;
            e.column = line ? 7 : 0;
            e.values = {9, 1, 32};
            e.found = "x";
            e.expected = k == static_cast<int>(AssignmentErrorKind::MissingKey) && line ? "limit" : "1";
            e.board = parseError(ParseErrorKind::BadCharacter, 2, 3);
            e.board.found = "x";
            e.board.expected = "123.";
            check.check(assignmentErrorText(e, QStringLiteral("devoir.txt")), QStringLiteral("assignment error %1").arg(k));
        }

    GradeDialog dialog;
    dialog.setAssignment(QStringLiteral("/nowhere/devoir.txt"));
    EXPECT_FALSE(dialog.start());
    check.check(dialog.statusText(), QStringLiteral("grading status"));
    check.checkWidgets(&dialog, QStringLiteral("grading dialog"));

    // The sentences of the pages and the gradebook, as the window writes them.
    const grading::Wording w = windowWording();
    ASSERT_EQ(w.language(), "fr");
    for (int r = 0; r <= static_cast<int>(grading::BoardResult::OutOfMemory); ++r)
        check.check(QString::fromStdString(grading::resultText(w, static_cast<grading::BoardResult>(r))),
                    QStringLiteral("result %1").arg(r));
    check.check(QString::fromStdString(grading::hiddenResultText(w, false)), QStringLiteral("hidden result"));
    for (int end = 0; end <= static_cast<int>(own::RunEnd::ToolError); ++end)
        for (int forbidden = 0; forbidden <= 5; ++forbidden) {
            own::RunReport report;
            report.end = static_cast<own::RunEnd>(end);
            report.signal = 11;
            report.line = 8;
            report.forbidden = forbidden;
            report.forbiddenWrite = forbidden % 2;
            report.nullAllocation = forbidden % 2;
            report.text = "/home/eleve";
            check.check(QString::fromStdString(grading::runEndText(w, report)), QStringLiteral("run end %1").arg(end));
        }
    for (int outcome = 1; outcome <= static_cast<int>(own::CompileOutcome::OutOfTime); ++outcome) {
        own::CompileReport compile;
        compile.outcome = static_cast<own::CompileOutcome>(outcome);
        for (int problem = 1; problem <= static_cast<int>(own::SourceProblem::NoPuzzleHeader); ++problem) {
            compile.source.problem = static_cast<own::SourceProblem>(problem);
            check.check(QString::fromStdString(grading::compileText(w, compile, "eleve.cpp")),
                        QStringLiteral("compile %1.%2").arg(outcome).arg(problem));
        }
    }
}

}  // namespace
}  // namespace pw::ui
