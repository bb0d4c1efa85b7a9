// The sudoku board: typing places digits and clears the peers' marks, pencil mode and
// Shift+digit toggle marks, undo and redo restore both, givens stay, conflicts, the
// hint and its Apply, Check, the puzzle line through the clipboard, a collection walked
// with next/previous, the three sizes, and instance() giving the givens only.
#include <QClipboard>
#include <QGuiApplication>
#include <QTest>

#include <gtest/gtest.h>

#include "puzzles/sudoku/sudoku_board_view.h"
#include "sudoku/format.h"
#include "sudoku/model.h"

namespace pw::ui {
namespace {

// A complete valid grid; the puzzles below blank some of its cells.
const QString kSolution = QStringLiteral(
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179");

/// The solution with `blanks` emptied.
QString withBlanks(std::initializer_list<int> blanks) {
    QString line = kSolution;
    for (int cell : blanks) line[cell] = QLatin1Char('.');
    return line;
}

int solutionDigit(int cell) { return kSolution[cell].digitValue(); }

/// A board opened on `line`, sized for painting.
void open(SudokuBoardView& view, const QString& line) {
    view.resize(600, 600);
    QString error;
    ASSERT_TRUE(view.fromText(line, &error)) << error.toStdString();
}

void typeAt(SudokuBoardView& view, int cell, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    view.setCursor(cell / view.boardSize(), cell % view.boardSize());
    QTest::keyClick(&view, key, modifiers);
}

Qt::Key digitKey(int d) { return static_cast<Qt::Key>(Qt::Key_0 + d); }

// Box 0 and rows 0-1 each have two blanks or more: no full house, and r1c1 sees every
// digit but its own in its row and column — a naked single.
const QString kNakedSingle = withBlanks({0, 1, 9, 10});

TEST(SudokuBoardView, StartsWithAGeneratedNineByNinePuzzle) {
    SudokuBoardView view;
    EXPECT_EQ(view.boardSize(), 9);
    const std::vector<int> givens = view.board().givens();
    EXPECT_GT(std::count_if(givens.begin(), givens.end(), [](int d) { return d != 0; }), 16);
    EXPECT_FALSE(view.board().isFilled());
}

TEST(SudokuBoardView, TypingADigitPlacesItAndRemovesTheMarkFromPeers) {
    SudokuBoardView view;
    open(view, withBlanks({0, 1, 2, 9, 10, 11, 27, 40}));
    // Marks of 5 in r1c2 (same row), r2c1 (same box), r4c1 (same column), r5c5 (no peer).
    for (int cell : {1, 9, 27, 40}) typeAt(view, cell, digitKey(5), Qt::ShiftModifier);
    for (int cell : {1, 9, 27, 40}) ASSERT_TRUE(view.board().hasMark(cell, 5)) << cell;
    typeAt(view, 0, digitKey(5));
    EXPECT_EQ(view.board().digit(0), 5);
    for (int peer : {1, 9, 27}) EXPECT_FALSE(view.board().hasMark(peer, 5)) << peer;
    EXPECT_TRUE(view.board().hasMark(40, 5));  // r5c5 does not see r1c1
    view.undoStack()->undo();
    EXPECT_EQ(view.board().digit(0), 0);
    EXPECT_TRUE(view.board().hasMark(1, 5));  // the marks come back with the undo
    view.undoStack()->redo();
    EXPECT_EQ(view.board().digit(0), 5);
    EXPECT_FALSE(view.board().hasMark(1, 5));
    typeAt(view, 0, Qt::Key_Delete);
    EXPECT_EQ(view.board().digit(0), 0);
}

TEST(SudokuBoardView, PencilModeTogglesAMarkUndoably) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    typeAt(view, 0, Qt::Key_P);
    EXPECT_TRUE(view.pencilMode());
    typeAt(view, 0, digitKey(7));
    EXPECT_EQ(view.board().digit(0), 0);
    EXPECT_TRUE(view.board().hasMark(0, 7));
    typeAt(view, 0, digitKey(3));
    EXPECT_EQ(view.board().marks(0), sudoku::digitBit(7) | sudoku::digitBit(3));
    view.undoStack()->undo();
    EXPECT_EQ(view.board().marks(0), sudoku::digitBit(7));
    view.undoStack()->undo();
    EXPECT_EQ(view.board().marks(0), 0u);
    view.undoStack()->redo();
    EXPECT_TRUE(view.board().hasMark(0, 7));
    typeAt(view, 0, digitKey(7));  // typing it again takes the mark off
    EXPECT_FALSE(view.board().hasMark(0, 7));
    typeAt(view, 0, Qt::Key_P);
    EXPECT_FALSE(view.pencilMode());
}

TEST(SudokuBoardView, ShiftDigitTogglesAMarkInNormalMode) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    typeAt(view, 10, digitKey(4), Qt::ShiftModifier);
    EXPECT_EQ(view.board().digit(10), 0);
    EXPECT_TRUE(view.board().hasMark(10, 4));
    typeAt(view, 10, Qt::Key_Dollar);  // Shift+4 on a US keyboard
    EXPECT_FALSE(view.board().hasMark(10, 4));
}

TEST(SudokuBoardView, AGivenCannotBeOverwritten) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    ASSERT_TRUE(view.board().isGiven(2));
    typeAt(view, 2, digitKey(1));
    typeAt(view, 2, Qt::Key_Delete);
    EXPECT_EQ(view.board().digit(2), 4);
    EXPECT_EQ(view.undoStack()->count(), 0);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("given"))) << view.statusText().toStdString();
}

TEST(SudokuBoardView, ConflictsComeFromTheModel) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    typeAt(view, 0, digitKey(4));  // r1c3 holds a given 4
    const std::vector<int> conflicts = view.board().conflicts();
    EXPECT_NE(std::find(conflicts.begin(), conflicts.end(), 0), conflicts.end());
    EXPECT_NE(std::find(conflicts.begin(), conflicts.end(), 2), conflicts.end());
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("In conflict: %1").arg(conflicts.size())))
        << view.statusText().toStdString();
    view.grab();  // painting with a conflict shown
}

TEST(SudokuBoardView, HintNamesANakedSingleAndApplyPlacesIt) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    ASSERT_TRUE(view.showHint());
    ASSERT_EQ(view.hint()->technique, sudoku::Technique::NakedSingle);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("Naked single"))) << view.statusText().toStdString();
    view.grab();  // the hint drawn
    ASSERT_EQ(view.hint()->placements.size(), 1u);
    const sudoku::CellDigit place = view.hint()->placements.front();
    EXPECT_EQ(place.digit, solutionDigit(place.cell));
    ASSERT_TRUE(view.applyHint());
    EXPECT_EQ(view.board().digit(place.cell), place.digit);
    EXPECT_FALSE(view.hint().has_value());
    view.undoStack()->undo();
    EXPECT_EQ(view.board().digit(place.cell), 0);
}

TEST(SudokuBoardView, AppliedEliminationsStayOnTheMarks) {
    // From a generated intermediate puzzle, applying hints until one eliminates: the hint's
    // candidates become the player's marks, so the same hint does not come back.
    SudokuBoardView view;
    view.resize(600, 600);
    view.setLevel(2);
    view.newPuzzle();
    for (int i = 0; i < 200 && view.showHint(); ++i) {
        const sudoku::Step step = *view.hint();
        view.applyHint();
        if (!step.eliminations.empty()) {
            for (const sudoku::CellDigit& e : step.eliminations) EXPECT_FALSE(view.board().hasMark(e.cell, e.digit));
            break;
        }
    }
    EXPECT_TRUE(view.board().conflicts().empty());
}

TEST(SudokuBoardView, StatusShowsTheRating) {
    // An intermediate puzzle of QQwing's (tests/solvers/sudoku_rating_test.cpp).
    SudokuBoardView view;
    open(view, QStringLiteral(".9.1.....8...2.9.6....4......2.......4621..7........5128....6........7857..6...4."));
    ASSERT_TRUE(view.rating().has_value());
    EXPECT_EQ(view.rating()->level, sudoku::Level::Intermediate);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("Level: Intermediate, score %1/99.").arg(view.rating()->score)))
        << view.statusText().toStdString();
    // The generator's puzzles are of the level asked for.
    view.setLevel(3);
    view.newPuzzle();
    EXPECT_EQ(view.rating()->level, sudoku::Level::Expert);
    // A 4×4 has no rating: the score's scale was fitted on 9×9.
    open(view, QStringLiteral("1..4..1..3..2..3"));
    EXPECT_FALSE(view.rating().has_value());
}

TEST(SudokuBoardView, CheckFlagsAWrongDigit) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    typeAt(view, 0, digitKey(solutionDigit(0)));
    typeAt(view, 10, digitKey(solutionDigit(10) == 9 ? 8 : 9));
    view.checkDigits();
    EXPECT_EQ(view.wrongCells(), std::vector<int>{10});
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("wrong"))) << view.statusText().toStdString();
    view.grab();
    typeAt(view, 10, digitKey(solutionDigit(10)));
    EXPECT_TRUE(view.wrongCells().empty());  // any change ends the check
}

TEST(SudokuBoardView, InstanceIsTheGivensOnly) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    typeAt(view, 0, digitKey(solutionDigit(0)));
    const Instance instance = view.instance();
    EXPECT_EQ(instance.k, 3);
    EXPECT_EQ(QString::fromStdString(sudoku::formatLine(instance.cells)), kNakedSingle);
}

TEST(SudokuBoardView, CopyAndPasteALineRoundTrips) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    view.copyToClipboard();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), kNakedSingle);
    view.newPuzzle();
    ASSERT_NE(view.puzzleLine(), kNakedSingle);
    view.pasteFromClipboard();
    EXPECT_EQ(view.puzzleLine(), kNakedSingle);
    QGuiApplication::clipboard()->setText(QStringLiteral("12x"));
    view.pasteFromClipboard();  // refused with a message, the board kept
    EXPECT_EQ(view.puzzleLine(), kNakedSingle);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("Paste"))) << view.statusText().toStdString();
}

TEST(SudokuBoardView, TextKeepsThePlayersDigitsAndMarks) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    typeAt(view, 0, digitKey(5));
    typeAt(view, 10, digitKey(7), Qt::ShiftModifier);
    const QString text = view.toText();
    SudokuBoardView other;
    open(other, text);
    EXPECT_EQ(other.board(), view.board());
}

TEST(SudokuBoardView, ACollectionIsWalkedWithNextAndPrevious) {
    const QString lines[] = {kNakedSingle, withBlanks({3, 4, 5, 40}), withBlanks({80, 79})};
    SudokuBoardView view;
    open(view, QStringLiteral("# three puzzles\n%1\n%2\n%3\n").arg(lines[0], lines[1], lines[2]));
    EXPECT_EQ(view.collectionSize(), 3);
    EXPECT_EQ(view.collectionIndex(), 0);
    EXPECT_EQ(view.puzzleLine(), lines[0]);
    view.showCollectionPuzzle(view.collectionIndex() + 1);
    EXPECT_EQ(view.puzzleLine(), lines[1]);
    view.showCollectionPuzzle(view.collectionIndex() + 1);
    EXPECT_EQ(view.puzzleLine(), lines[2]);
    view.showCollectionPuzzle(view.collectionIndex() + 1);  // stays on the last
    EXPECT_EQ(view.collectionIndex(), 2);
    view.showCollectionPuzzle(view.collectionIndex() - 1);
    EXPECT_EQ(view.puzzleLine(), lines[1]);
    ASSERT_NE(view.optionsWidget(), nullptr);
}

TEST(SudokuBoardView, SizesSnapToFourNineAndSixteen) {
    SudokuBoardView view;
    view.resize(800, 800);
    view.resetBoard({.size = 16});
    EXPECT_EQ(view.boardSize(), 16);
    EXPECT_EQ(view.instance().k, 4);
    EXPECT_EQ(view.instance().rows, 16);
    EXPECT_FALSE(view.board().isFilled());
    EXPECT_TRUE(view.board().conflicts().empty());
    view.fillAllCandidates();
    view.grab();
    typeAt(view, 0, Qt::Key_Delete);
    view.resetBoard({.size = 10});
    EXPECT_EQ(view.boardSize(), 16);
    view.resetBoard({.size = 5});
    EXPECT_EQ(view.boardSize(), 9);
    view.resetBoard({.size = 4});
    EXPECT_EQ(view.boardSize(), 4);
    EXPECT_EQ(view.undoStack()->count(), 0);
}

TEST(SudokuBoardView, LettersAreDigitsOnSixteenBySixteen) {
    SudokuBoardView view;
    view.resetBoard({.size = 16});
    int blank = 0;
    while (!view.board().isBlank(blank)) ++blank;
    typeAt(view, blank, Qt::Key_G);
    EXPECT_EQ(view.board().digit(blank), 16);
}

TEST(SudokuBoardView, OverlaysShowSolutionAndFrame) {
    SudokuBoardView view;
    open(view, kNakedSingle);
    std::vector<int> solution;
    for (QChar ch : kSolution) solution.push_back(ch.digitValue());
    view.showSolution(solution);
    EXPECT_TRUE(view.hasOverlay());
    view.grab();
    std::vector<int> state = solution;
    state[0] = state[1] = state[9] = state[10] = 0;
    view.showFrame(Event{EventKind::Reject, 0, 1, 0, 3, 0}, state);
    EXPECT_TRUE(view.statusText().contains(QStringLiteral("Refused 3 in r1c1"))) << view.statusText().toStdString();
    view.grab();
    typeAt(view, 0, digitKey(5));  // typing goes back to the player's board
    EXPECT_FALSE(view.hasOverlay());
    EXPECT_EQ(view.board().digit(0), 5);
}

}  // namespace
}  // namespace pw::ui
