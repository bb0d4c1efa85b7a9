// Sudoku techniques, each on a board built for it (all marks set, then the pattern cut
// out), and the hint loop checked against the solution.
#include <gtest/gtest.h>

#include <algorithm>

#include "sudoku/algorithms.h"
#include "sudoku/format.h"
#include "sudoku/techniques.h"

namespace pw::sudoku {
namespace {

constexpr Mask kAll = 0x1FF;

// A blank 9×9 board where every cell may hold every digit.
Board fullMarks() {
    Board b(3);
    for (int cell = 0; cell < 81; ++cell) b.setMarks(cell, kAll);
    return b;
}

bool eliminates(const Step& s, int cell, int d) {
    return std::find(s.eliminations.begin(), s.eliminations.end(), CellDigit{cell, d}) != s.eliminations.end();
}

TEST(SudokuTechniques, FullHouse) {
    Board b = *Board::fromInstance(*parseLine("534678912672195348198342567859761423426853791713924856961537284287419635345286.79"));
    std::optional<Step> s = findFullHouse(b);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->placements, (std::vector<CellDigit>{{78, 1}}));
    EXPECT_EQ(s->units, (std::vector<UnitRef>{{UnitRef::Row, 8}}));
    EXPECT_EQ(nextStep(b)->technique, Technique::FullHouse);
}

TEST(SudokuTechniques, NakedSingle) {
    Board b = fullMarks();
    b.setMarks(40, digitBit(5));
    std::optional<Step> s = findNakedSingle(b);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->placements, (std::vector<CellDigit>{{40, 5}}));
    EXPECT_EQ(nextStep(b)->technique, Technique::NakedSingle);
    applyStep(b, *s);
    EXPECT_EQ(b.digit(40), 5);
    EXPECT_FALSE(b.hasMark(41, 5));
}

TEST(SudokuTechniques, HiddenSingle) {
    Board b = fullMarks();
    for (int cell = 0; cell < 9; ++cell)
        if (cell != 3) b.eliminate(cell, 7);
    std::optional<Step> s = findHiddenSingle(b);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->placements, (std::vector<CellDigit>{{3, 7}}));
    EXPECT_EQ(s->units, (std::vector<UnitRef>{{UnitRef::Row, 0}}));
}

TEST(SudokuTechniques, PointingAndClaiming) {
    Board b = fullMarks();
    for (int cell : {9, 10, 11, 18, 19, 20}) b.eliminate(cell, 4);  // box 1: 4 only in row 1
    std::optional<Step> p = findPointing(b);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->technique, Technique::Pointing);
    EXPECT_EQ(p->cells, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(p->units, (std::vector<UnitRef>{{UnitRef::Box, 0}, {UnitRef::Row, 0}}));
    for (int cell = 3; cell < 9; ++cell) EXPECT_TRUE(eliminates(*p, cell, 4)) << cell;
    EXPECT_EQ(p->eliminations.size(), 6u);

    Board c = fullMarks();
    for (int cell = 3; cell < 9; ++cell) c.eliminate(cell, 4);  // row 1: 4 only in box 1
    EXPECT_FALSE(findPointing(c));
    std::optional<Step> q = findClaiming(c);
    ASSERT_TRUE(q);
    for (int cell : {9, 10, 11, 18, 19, 20}) EXPECT_TRUE(eliminates(*q, cell, 4)) << cell;
    EXPECT_EQ(q->units, (std::vector<UnitRef>{{UnitRef::Row, 0}, {UnitRef::Box, 0}}));
    EXPECT_EQ(q->eliminations.size(), 6u);
}

TEST(SudokuTechniques, NakedPairAndTriple) {
    Board b = fullMarks();
    b.setMarks(0, digitBit(1) | digitBit(2));
    b.setMarks(8, digitBit(1) | digitBit(2));
    std::optional<Step> s = findNakedSubset(b, 2);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->cells, (std::vector<int>{0, 8}));
    EXPECT_EQ(s->digits, (std::vector<int>{1, 2}));
    EXPECT_EQ(s->units, (std::vector<UnitRef>{{UnitRef::Row, 0}}));
    EXPECT_TRUE(eliminates(*s, 4, 1));
    EXPECT_FALSE(eliminates(*s, 9, 1));  // cell 9 shares no unit with both
    EXPECT_EQ(s->eliminations.size(), 14u);

    Board t = fullMarks();
    t.setMarks(0, digitBit(1) | digitBit(2));
    t.setMarks(4, digitBit(2) | digitBit(3));
    t.setMarks(8, digitBit(1) | digitBit(3));
    EXPECT_FALSE(findNakedSubset(t, 2));
    std::optional<Step> u = findNakedSubset(t, 3);
    ASSERT_TRUE(u);
    EXPECT_EQ(u->cells, (std::vector<int>{0, 4, 8}));
    EXPECT_EQ(u->eliminations.size(), 18u);  // 1, 2, 3 from the six other cells of row 1
}

TEST(SudokuTechniques, HiddenPairAndTriple) {
    Board b = fullMarks();
    for (int cell = 0; cell < 9; ++cell)
        if (cell != 2 && cell != 6) {
            b.eliminate(cell, 1);
            b.eliminate(cell, 2);
        }
    std::optional<Step> s = findHiddenSubset(b, 2);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->cells, (std::vector<int>{2, 6}));
    EXPECT_EQ(s->eliminations.size(), 14u);  // 3..9 from both cells
    applyStep(b, *s);
    EXPECT_EQ(b.marks(2), digitBit(1) | digitBit(2));

    Board t = fullMarks();
    for (int cell = 0; cell < 9; ++cell)
        if (cell != 1 && cell != 4 && cell != 7)
            for (int d : {1, 2, 3}) t.eliminate(cell, d);
    std::optional<Step> u = findHiddenSubset(t, 3);
    ASSERT_TRUE(u);
    EXPECT_EQ(u->cells, (std::vector<int>{1, 4, 7}));
    EXPECT_EQ(u->eliminations.size(), 18u);
}

TEST(SudokuTechniques, XWing) {
    Board b = fullMarks();
    for (int row : {0, 4})
        for (int c = 0; c < 9; ++c)
            if (c != 2 && c != 6) b.eliminate(row * 9 + c, 1);
    std::optional<Step> s = findXWing(b);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->cells, (std::vector<int>{2, 6, 38, 42}));
    // Base rows 1 and 5, cover columns 3 and 7.
    EXPECT_EQ(s->units, (std::vector<UnitRef>{{UnitRef::Row, 0}, {UnitRef::Row, 4}, {UnitRef::Column, 2}, {UnitRef::Column, 6}}));
    EXPECT_EQ(s->eliminations.size(), 14u);  // 1 from columns 3 and 7 in the 7 other rows
    EXPECT_TRUE(eliminates(*s, 9 * 8 + 2, 1));
    EXPECT_FALSE(eliminates(*s, 2, 1));
}

TEST(SudokuTechniques, HintsAgreeWithTheSolution) {
    // Every placement and elimination of the hint loop must be true of the solution.
    for (const char* text : {"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                             "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"}) {
        const Instance puzzle = *parseLine(text);
        const UniquenessResult u = checkUniqueness(puzzle);
        ASSERT_EQ(u.verdict, Uniqueness::Unique);
        Board b = *Board::fromInstance(puzzle);
        b.fillAllCandidates();
        int steps = 0;
        while (std::optional<Step> s = nextStep(b)) {
            for (const CellDigit& p : s->placements) ASSERT_EQ(u.solution[static_cast<std::size_t>(p.cell)], p.digit) << text;
            for (const CellDigit& e : s->eliminations) ASSERT_NE(u.solution[static_cast<std::size_t>(e.cell)], e.digit) << text;
            applyStep(b, *s);
            ++steps;
        }
        EXPECT_GT(steps, 0);
    }
}

}  // namespace
}  // namespace pw::sudoku
