// The workbench's model with no widget at all: the puzzle, the version chosen from each
// place that chooses it, the boards' sizes, moves, undo and redo, the mode, the budget,
// the speed and the current run's recording with its cursor, each change signalled once.
#include <QFile>
#include <QSignalSpy>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "lesson_reader.h"
#include "model/kept_board.h"
#include "model/kept_restore.h"
#include "model/launch_choices.h"
#include "model/lesson_choices.h"
#include "model/own_choices.h"
#include "model/puzzle_board.h"
#include "model/run_cursor.h"
#include "model/workbench_model.h"
#include "puzzles/magic/magic_board.h"
#include "puzzles/queens/queens_board.h"
#include "puzzles/sudoku/sudoku_board.h"

using pw::AlgorithmInfo;
using pw::Mode;
using pw::builtinRegistry;
using pw::ui::LaunchChoices;
using pw::ui::LaunchProblem;
using pw::ui::MagicBoard;
using pw::ui::PuzzleBoard;
using pw::ui::QueensBoard;
using pw::ui::RunCursor;
using pw::ui::WorkbenchModel;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

TEST(WorkbenchModel, HoldsEveryPuzzleWithItsBuiltInVersions) {
    WorkbenchModel model;
    ASSERT_EQ(model.puzzles().size(), builtinRegistry().puzzles().size());
    for (const pw::PuzzleInfo& p : builtinRegistry().puzzles()) {
        const auto versions = builtinRegistry().algorithmsOf(p.id);
        EXPECT_EQ(model.versions(q(p.id)), versions) << p.id;
        // Nothing chosen yet: a run takes the last version, the best.
        EXPECT_EQ(model.version(q(p.id)), versions.back()) << p.id;
        EXPECT_TRUE(model.chosenVersionId(q(p.id)).isEmpty());
    }
    EXPECT_TRUE(model.puzzle().isEmpty());
    EXPECT_EQ(model.version(), nullptr);
}

TEST(WorkbenchModel, PuzzleChangesOnceAndOnlyToAKnownOne) {
    WorkbenchModel model;
    QSignalSpy changed(&model, &WorkbenchModel::puzzleChanged);
    EXPECT_TRUE(model.selectPuzzle(QStringLiteral("magic")));
    EXPECT_TRUE(model.selectPuzzle(QStringLiteral("magic")));
    EXPECT_FALSE(model.selectPuzzle(QStringLiteral("hitori")));
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).toString(), QStringLiteral("magic"));
    EXPECT_EQ(model.puzzle(), QStringLiteral("magic"));
    EXPECT_EQ(model.version(), builtinRegistry().algorithmsOf("magic").back());
}

// The version list (the side panel's box) chooses through chooseVersion.
TEST(WorkbenchModel, VersionFromTheVersionList) {
    WorkbenchModel model;
    model.selectPuzzle(QStringLiteral("queens"));
    QSignalSpy changed(&model, &WorkbenchModel::versionChanged);
    EXPECT_TRUE(model.chooseVersion(QStringLiteral("queens"), QStringLiteral("queens.v2")));
    EXPECT_EQ(model.version()->id, "queens.v2");
    EXPECT_EQ(model.chosenVersionId(QStringLiteral("queens")), QStringLiteral("queens.v2"));
    EXPECT_TRUE(model.chooseVersion(QStringLiteral("queens"), QStringLiteral("queens.v2")));  // no change
    // Another puzzle's version, or none of the registry's: refused, nothing changed.
    EXPECT_FALSE(model.chooseVersion(QStringLiteral("queens"), QStringLiteral("magic.v2")));
    EXPECT_FALSE(model.chooseVersion(QStringLiteral("queens"), QStringLiteral("queens.v99")));
    EXPECT_FALSE(model.chooseVersion(QStringLiteral("hitori"), QStringLiteral("queens.v2")));
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).toString(), QStringLiteral("queens"));
    EXPECT_EQ(model.version()->id, "queens.v2");
    // Each puzzle keeps its own choice.
    EXPECT_TRUE(model.chooseVersion(QStringLiteral("sudoku"), QStringLiteral("sudoku.v1")));
    model.selectPuzzle(QStringLiteral("sudoku"));
    EXPECT_EQ(model.version()->id, "sudoku.v1");
    EXPECT_EQ(model.version(QStringLiteral("queens"))->id, "queens.v2");
}

// Every step of every built-in lesson: the puzzle, the version and the mode it names,
// and a comparison's budget, in the model once the step is applied.
TEST(WorkbenchModel, VersionFromALessonStep) {
    int steps = 0;
    for (const char* name : {"queens", "magic", "sudoku", "lightsout", "shading"}) {
        QFile f(QStringLiteral(PW_SOURCE_DIR "/resources/lessons/%1.txt").arg(QLatin1String(name)));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << name;
        const QByteArray text = f.readAll();
        const auto read = pw::lessons::readLesson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        ASSERT_TRUE(read.ok()) << name;
        WorkbenchModel model;
        for (const pw::lessons::LessonStep& step : read->steps) {
            QSignalSpy changed(&model, &WorkbenchModel::versionChanged);
            const bool sameVersion = model.version(q(step.puzzle)) && model.version(q(step.puzzle))->id == step.version &&
                                     model.chosenVersionId(q(step.puzzle)) == q(step.version);
            pw::ui::applyLessonStep(model, step);
            EXPECT_EQ(model.puzzle(), q(step.puzzle)) << name << " line " << step.line;
            ASSERT_NE(model.version(), nullptr);
            EXPECT_EQ(model.version()->id, step.version) << name << " line " << step.line;
            EXPECT_EQ(model.mode(), step.mode) << name << " line " << step.line;
            if (step.run == pw::lessons::RunAction::Compare) {
                EXPECT_EQ(model.budgetSeconds(), step.budget);
            }
            EXPECT_EQ(changed.count(), sameVersion ? 0 : 1) << name << " line " << step.line;
            ++steps;
        }
    }
    EXPECT_GE(steps, 5);
}

TEST(WorkbenchModel, VersionFromTheCommandLine) {
    WorkbenchModel model;
    QSignalSpy versionChanged(&model, &WorkbenchModel::versionChanged);
    QSignalSpy newBoard(&model, &WorkbenchModel::newBoardRequested);
    const LaunchChoices choices{.puzzle = QStringLiteral("queens"), .size = 6, .version = QStringLiteral("queens.v3"),
                                .budgetSeconds = 2.5};
    EXPECT_EQ(pw::ui::applyLaunchChoices(model, choices), LaunchProblem::None);
    EXPECT_EQ(model.puzzle(), QStringLiteral("queens"));
    EXPECT_EQ(model.size(), 6);
    EXPECT_EQ(model.version()->id, "queens.v3");
    EXPECT_EQ(model.budgetSeconds(), 2.5);
    EXPECT_EQ(versionChanged.count(), 1);
    ASSERT_EQ(newBoard.count(), 1);
    EXPECT_EQ(newBoard.at(0).at(1).toInt(), 6);

    // What the launcher refuses, nothing after it applied.
    EXPECT_EQ(pw::ui::applyLaunchChoices(model, {.puzzle = QStringLiteral("hitori")}), LaunchProblem::UnknownPuzzle);
    EXPECT_EQ(pw::ui::applyLaunchChoices(
                  model, {.puzzle = QStringLiteral("queens"), .size = 21, .version = QStringLiteral("queens.v1")}),
              LaunchProblem::SizeOutOfRange);
    EXPECT_EQ(model.version()->id, "queens.v3");
    EXPECT_EQ(pw::ui::applyLaunchChoices(model, {.puzzle = QStringLiteral("magic"), .version = QStringLiteral("queens.v1")}),
              LaunchProblem::UnknownVersion);
    EXPECT_EQ(model.puzzle(), QStringLiteral("magic"));
    EXPECT_EQ(model.version(QStringLiteral("queens"))->id, "queens.v3");
    EXPECT_EQ(model.version(), builtinRegistry().algorithmsOf("magic").back());
    EXPECT_EQ(newBoard.count(), 1);
}

// A board kept from last time comes back through its envelope: the position, what the
// text leaves out, a history that starts there, and the version chosen for its puzzle.
TEST(WorkbenchModel, VersionFromAKeptBoard) {
    WorkbenchModel model;
    QSignalSpy versionChanged(&model, &WorkbenchModel::versionChanged);
    pw::ui::KeptBoard kept;
    kept.puzzle = QStringLiteral("magic");
    kept.algorithm = QStringLiteral("magic.v2");
    kept.text = QStringLiteral("# given cells: 0\n2 . .\n. . .\n. . .\n");  // as the board writes it
    kept.state = {{QStringLiteral("canonicalOnly"), true}};
    // Through the bytes the store writes, as a new session reads them.
    const pw::ui::KeptBoardRead read = pw::ui::decodeKeptBoard(pw::ui::encodeKeptBoard(kept), QStringLiteral("magic"));
    ASSERT_TRUE(read.board);
    QString error;
    ASSERT_TRUE(pw::ui::restoreKeptBoard(model, *read.board, &error)) << error.toStdString();
    PuzzleBoard* magic = model.board(QStringLiteral("magic"));
    EXPECT_EQ(model.version(QStringLiteral("magic"))->id, "magic.v2");
    EXPECT_EQ(versionChanged.count(), 1);
    EXPECT_EQ(magic->as<MagicBoard>().grid()[0], 2);
    EXPECT_TRUE(magic->as<MagicBoard>().isGiven(0));
    EXPECT_TRUE(magic->as<MagicBoard>().canonicalOnly());
    EXPECT_EQ(magic->undoStack()->count(), 0);
    EXPECT_EQ(magic->value()->toText().toStdString(), kept.text.toStdString());

    // A version of the user's own, not open in this session: the puzzle's last is taken.
    kept.algorithm = QStringLiteral("/home/student/magic.cpp");
    ASSERT_TRUE(pw::ui::restoreKeptBoard(model, kept, &error));
    EXPECT_EQ(model.version(QStringLiteral("magic"))->id, "magic.v2");
    // A text that is no board of its puzzle: refused with the reader's sentence, the board as it was.
    kept.text = QStringLiteral("1 2\n3\n");
    EXPECT_FALSE(pw::ui::restoreKeptBoard(model, kept, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(magic->as<MagicBoard>().grid()[0], 2);
}

// A version of the user's own joins its puzzle's list once compiled and is chosen, its
// puzzle shown; when it leaves the list (its file now includes another puzzle's header)
// the puzzle's run takes the last listed version again.
TEST(WorkbenchModel, VersionOfTheUsersOwnOnceOpened) {
    WorkbenchModel model;
    model.selectPuzzle(QStringLiteral("sudoku"));
    model.chooseVersion(QStringLiteral("queens"), QStringLiteral("queens.v2"));
    AlgorithmInfo own;
    own.id = "/home/student/my_queens.cpp";
    own.puzzle = "queens";
    own.file = own.id;
    auto listed = builtinRegistry().algorithmsOf("queens");
    listed.push_back(&own);
    QSignalSpy versionsChanged(&model, &WorkbenchModel::versionsChanged);
    QSignalSpy versionChanged(&model, &WorkbenchModel::versionChanged);
    model.setVersions(QStringLiteral("queens"), listed);
    EXPECT_EQ(versionsChanged.count(), 1);
    EXPECT_EQ(versionChanged.count(), 0);  // v2 is still chosen
    EXPECT_EQ(model.version(QStringLiteral("queens"))->id, "queens.v2");
    EXPECT_TRUE(pw::ui::chooseOpenedVersion(model, own));
    EXPECT_EQ(model.puzzle(), QStringLiteral("queens"));
    EXPECT_EQ(model.version(), &own);
    EXPECT_EQ(versionChanged.count(), 1);

    model.setVersions(QStringLiteral("queens"), builtinRegistry().algorithmsOf("queens"));
    EXPECT_EQ(versionChanged.count(), 2);
    EXPECT_EQ(model.version(), builtinRegistry().algorithmsOf("queens").back());
    // Listed again (compiled for the queens once more), it is the version chosen again.
    model.setVersions(QStringLiteral("queens"), listed);
    EXPECT_EQ(model.version(), &own);
    EXPECT_EQ(versionChanged.count(), 3);
    // A file that did not compile names no puzzle and is listed nowhere: nothing changes.
    AlgorithmInfo broken;
    broken.id = "/home/student/broken.cpp";
    broken.file = broken.id;
    EXPECT_FALSE(pw::ui::chooseOpenedVersion(model, broken));
    EXPECT_EQ(model.version(), &own);
}

TEST(WorkbenchModel, SizeChangeMakesOneNewBlankBoard) {
    WorkbenchModel model;
    model.selectPuzzle(QStringLiteral("queens"));
    PuzzleBoard* board = model.board();
    board->edit(board->as<QueensBoard>().toggled(3), QStringLiteral("queen on d8"));
    ASSERT_EQ(board->undoStack()->count(), 1);
    QSignalSpy sizeChanged(&model, &WorkbenchModel::sizeChanged);
    QSignalSpy newBoard(&model, &WorkbenchModel::newBoardRequested);
    model.requestNewBoard(6);
    EXPECT_EQ(model.size(), 6);
    ASSERT_EQ(sizeChanged.count(), 1);
    EXPECT_EQ(sizeChanged.at(0).at(0).toString(), QStringLiteral("queens"));
    EXPECT_EQ(sizeChanged.at(0).at(1).toInt(), 6);
    ASSERT_EQ(newBoard.count(), 1);
    EXPECT_EQ(newBoard.at(0).at(1).toInt(), 6);
    // A blank board of that size, with a history of its own.
    EXPECT_EQ(board->as<QueensBoard>().n(), 6);
    EXPECT_TRUE(board->as<QueensBoard>().queens().empty());
    EXPECT_EQ(board->undoStack()->count(), 0);
    EXPECT_EQ(model.board()->value()->instance().rows, 6);
    // Clamped to what the board takes; the same size again is a new blank board all the same.
    model.requestNewBoard(99);
    EXPECT_EQ(model.size(), 20);
    model.requestNewBoard(20);
    EXPECT_EQ(newBoard.count(), 3);
    EXPECT_EQ(newBoard.at(2).at(1).toInt(), 20);
    EXPECT_EQ(sizeChanged.count(), 2);
    // The board takes the size it has nearest: a sudoku of 5 asked is a 9×9, new all the same.
    model.selectPuzzle(QStringLiteral("sudoku"));
    const QString before = model.board()->value()->toText();
    model.requestNewBoard(5);
    EXPECT_EQ(model.size(), 9);
    EXPECT_NE(model.board()->value()->toText(), before);  // the generator's next puzzle
    model.requestNewBoard(4);
    EXPECT_EQ(model.size(), 4);
    EXPECT_EQ(model.board()->value()->instance().rows, 4);
    EXPECT_EQ(newBoard.count(), 5);
    EXPECT_EQ(model.size(QStringLiteral("queens")), 20);  // each puzzle its own
}

// Moves on a board, undone and redone in the model: each a value the history goes back
// to, named for Edit › Undo; a display option is no move and stays through undo.
TEST(WorkbenchModel, UndoAndRedoGoThroughTheBoardsValues) {
    WorkbenchModel model;
    model.selectPuzzle(QStringLiteral("queens"));
    PuzzleBoard* queens = model.board();
    QSignalSpy moved(queens, &PuzzleBoard::positionChanged);
    queens->edit(queens->as<QueensBoard>().toggled(0), QStringLiteral("queen on a8"));
    queens->edit(queens->as<QueensBoard>().toggled(9), QStringLiteral("queen on b7"));
    EXPECT_EQ(queens->as<QueensBoard>().queens(), (std::vector<int>{0, 9}));
    EXPECT_EQ(queens->undoStack()->undoText(), QStringLiteral("queen on b7"));
    queens->undoStack()->undo();
    EXPECT_EQ(queens->as<QueensBoard>().queens(), (std::vector<int>{0}));
    queens->undoStack()->undo();
    EXPECT_TRUE(queens->as<QueensBoard>().queens().empty());
    EXPECT_FALSE(queens->undoStack()->canUndo());
    queens->undoStack()->redo();
    queens->undoStack()->redo();
    EXPECT_EQ(queens->as<QueensBoard>().queens(), (std::vector<int>{0, 9}));
    EXPECT_EQ(moved.count(), 6);
    EXPECT_EQ(queens->value()->toText(), QStringLiteral("Q.......\n.Q......\n........\n........\n........\n........\n........\n........\n"));

    // The magic square: a number typed digit by digit is one move; the canonical-form
    // option is no move, and undo leaves it as it is.
    PuzzleBoard* magic = model.board(QStringLiteral("magic"));
    auto typed = [&](int value, bool merge) {
        pw::ui::MagicBoardState state = magic->as<MagicBoard>().state();
        state.grid[4] = value;
        magic->edit(magic->as<MagicBoard>().withState(state), QStringLiteral("%1 in the centre").arg(value), 7, merge);
    };
    typed(1, false);
    typed(12, true);
    magic->setOptions(magic->as<MagicBoard>().withCanonicalOnly(true));
    EXPECT_EQ(magic->undoStack()->count(), 1);
    EXPECT_EQ(magic->undoStack()->undoText(), QStringLiteral("12 in the centre"));
    magic->undoStack()->undo();
    EXPECT_EQ(magic->as<MagicBoard>().grid()[4], 0);
    EXPECT_TRUE(magic->as<MagicBoard>().canonicalOnly());
    magic->undoStack()->redo();
    EXPECT_EQ(magic->as<MagicBoard>().grid()[4], 12);

    // Opening a text goes through the puzzle's reader and into the history as the board
    // always did: a position of the queens on a new empty board of its size, undoable.
    QString error;
    EXPECT_FALSE(queens->open(QStringLiteral("not a board"), &error));
    EXPECT_FALSE(error.isEmpty());
    ASSERT_TRUE(queens->open(QStringLiteral("Q...\n..Q.\n....\n....\n"), &error)) << error.toStdString();
    EXPECT_EQ(model.size(QStringLiteral("queens")), 4);
    EXPECT_EQ(queens->as<QueensBoard>().queens(), (std::vector<int>{0, 6}));
    queens->undoStack()->undo();
    EXPECT_TRUE(queens->as<QueensBoard>().queens().empty());
    EXPECT_EQ(model.size(QStringLiteral("queens")), 4);
    EXPECT_FALSE(queens->undoStack()->canUndo());
}

TEST(WorkbenchModel, ModeBudgetAndSpeedSignalEachChangeOnce) {
    WorkbenchModel model;
    QSignalSpy mode(&model, &WorkbenchModel::modeChanged);
    QSignalSpy budget(&model, &WorkbenchModel::budgetChanged);
    QSignalSpy speed(&model, &WorkbenchModel::speedChanged);
    EXPECT_EQ(model.mode(), Mode::All);
    model.setMode(Mode::Count);
    model.setMode(Mode::Count);
    model.setBudgetSeconds(3);
    model.setBudgetSeconds(3);
    model.setEventsPerSecond(25);
    model.setEventsPerSecond(25);
    EXPECT_EQ(model.mode(), Mode::Count);
    EXPECT_EQ(model.budgetSeconds(), 3);
    EXPECT_EQ(model.eventsPerSecond(), 25);
    EXPECT_EQ(mode.count(), 1);
    EXPECT_EQ(budget.count(), 1);
    EXPECT_EQ(speed.count(), 1);
}

// The current run's recording and its cursor are the model's: a recording given to the
// cursor shows its last event and follows it as it grows; moving the cursor seeks the
// event, its state and its counters, each move signalled once.
TEST(WorkbenchModel, RecordingAndItsCursor) {
    WorkbenchModel model;
    RunCursor* cursor = model.runCursor();
    ASSERT_NE(cursor, nullptr);
    EXPECT_TRUE(cursor->empty());
    QSignalSpy moved(cursor, &RunCursor::moved);
    QSignalSpy grew(cursor, &RunCursor::grew);

    // Event k sets cell k % 4 to k + 1, with k nodes counted: the state at any event is
    // known without the recording.
    const auto stateAt = [](std::uint64_t k) {
        std::vector<int> state(4, 0);
        for (std::uint64_t e = 0; e <= k; ++e) state[e % 4] = static_cast<int>(e + 1);
        return state;
    };
    const auto append = [&](pw::Recording& r, std::uint64_t k) {
        pw::Event event;
        event.cell = static_cast<std::int32_t>(k % 4);
        event.value = static_cast<std::int32_t>(k + 1);
        pw::Stats counters;
        counters.nodes = k;
        r.append(event, stateAt(k), counters);
    };
    auto recording = std::make_shared<pw::SharedRecording>();
    recording->write([&](pw::Recording& r) {
        for (std::uint64_t k = 0; k < 10; ++k) append(r, k);
    });

    cursor->setRecording(recording, true);
    EXPECT_EQ(cursor->size(), 10u);
    EXPECT_EQ(cursor->position(), 9u);
    EXPECT_TRUE(cursor->following());
    EXPECT_EQ(moved.count(), 1);

    cursor->moveTo(3);
    cursor->moveTo(3);  // where it is: no signal
    EXPECT_EQ(moved.count(), 2);
    EXPECT_FALSE(cursor->following());
    EXPECT_EQ(cursor->moment().index, 3u);
    EXPECT_EQ(cursor->moment().state, stateAt(3));
    EXPECT_EQ(cursor->moment().counters.nodes, 3u);
    EXPECT_EQ(cursor->moment().event.value, 4);

    // The run goes on: the cursor stays where the user put it, and hears of the growth.
    recording->write([&](pw::Recording& r) { append(r, 10); });
    cursor->refresh();
    EXPECT_EQ(grew.count(), 1);
    EXPECT_EQ(cursor->size(), 11u);
    EXPECT_EQ(cursor->position(), 3u);

    // Past the end: the last event, following again, and the next one taken along.
    cursor->moveTo(100);
    EXPECT_EQ(cursor->position(), 10u);
    EXPECT_TRUE(cursor->following());
    EXPECT_EQ(cursor->moment().state, stateAt(10));
    recording->write([&](pw::Recording& r) { append(r, 11); });
    cursor->refresh();
    EXPECT_EQ(cursor->position(), 11u);
    EXPECT_EQ(cursor->moment().counters.nodes, 11u);

    cursor->setRecording(nullptr, false);
    EXPECT_TRUE(cursor->empty());
    EXPECT_EQ(cursor->recording(), nullptr);
}
