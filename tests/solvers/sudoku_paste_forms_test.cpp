// The forms users paste from other programs into the sudoku board: the 81-character
// line with `0` or `.`, grids drawn with `|`, `-` and `+`, one row a line, the
// 729-character pencil-mark form; and a drawn grid that is wrong named by its line.
#include <gtest/gtest.h>

#include "bench_parse_error.h"
#include "sudoku/format.h"

namespace pw::sudoku {
namespace {

constexpr const char* kPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

std::vector<int> cellsOf(const std::string& text) {
    ParseResult<std::vector<Instance>> parsed = parsePuzzles(text);
    EXPECT_TRUE(parsed.ok()) << parsed.error();
    if (!parsed) return {};
    EXPECT_EQ(parsed->size(), 1u) << text;
    return parsed->front().cells;
}

/// The puzzle drawn the way many programs copy it: a frame of `+---+`, bars between boxes.
std::string drawn(const std::string& line) {
    std::string out = "+-------+-------+-------+\n";
    for (int r = 0; r < 9; ++r) {
        out += "|";
        for (int c = 0; c < 9; ++c) {
            out += ' ';
            out += line[static_cast<std::size_t>(r * 9 + c)];
            if (c % 3 == 2) out += " |";
        }
        out += "\n";
        if (r % 3 == 2) out += "+-------+-------+-------+\n";
    }
    return out;
}

TEST(SudokuPaste, LineWithZerosOrDots) {
    const std::vector<int> dots = cellsOf(kPuzzle);
    std::string zeros = kPuzzle;
    for (char& ch : zeros)
        if (ch == '.') ch = '0';
    EXPECT_EQ(cellsOf(zeros), dots);
    EXPECT_EQ(cellsOf("  " + zeros + "  \r\n"), dots);
    EXPECT_EQ(formatLine(dots), kPuzzle) << "copy writes the 81-character form";
}

TEST(SudokuPaste, GridDrawnWithBarsDashesAndCrosses) {
    const std::vector<int> expected = cellsOf(kPuzzle);
    EXPECT_EQ(cellsOf(drawn(kPuzzle)), expected);
    EXPECT_EQ(cellsOf(formatGrid(3, expected)), expected);
}

TEST(SudokuPaste, OneRowALine) {
    const std::string line = kPuzzle;
    std::string rows;
    for (int r = 0; r < 9; ++r) rows += line.substr(static_cast<std::size_t>(r * 9), 9) + "\n";
    EXPECT_EQ(cellsOf(rows), cellsOf(kPuzzle));
    // Rows with a blank between the boxes, as some sites print them.
    std::string spaced;
    for (int r = 0; r < 9; ++r)
        spaced += line.substr(static_cast<std::size_t>(r * 9), 3) + " " + line.substr(static_cast<std::size_t>(r * 9 + 3), 3) +
                  " " + line.substr(static_cast<std::size_t>(r * 9 + 6), 3) + "\n";
    EXPECT_EQ(cellsOf(spaced), cellsOf(kPuzzle));
}

TEST(SudokuPaste, SixteenRowsOfSixteenIsOneBigGrid) {
    // Row r holds the digits shifted by r's place in a valid 16×16 pattern.
    std::string rows;
    for (int r = 0; r < 16; ++r) {
        for (int c = 0; c < 16; ++c) rows += digitChar((r % 4 * 4 + r / 4 + c) % 16 + 1);
        rows += '\n';
    }
    const std::vector<int> cells = cellsOf(rows);
    ASSERT_EQ(cells.size(), 256u);
    EXPECT_EQ(cells[17], 6);
}

TEST(SudokuPaste, PencilMarkForm) {
    Board board = *Board::fromInstance(*parseLine(kPuzzle));
    board.fillAllCandidates();
    const std::string marks = formatPencilMarks(board);
    ASSERT_EQ(marks.size(), 729u);
    EXPECT_EQ(cellsOf(marks), cellsOf(kPuzzle));
    ParseResult<Board> back = parsePencilMarks(marks);
    ASSERT_TRUE(back.ok()) << back.error();
    EXPECT_EQ(back->marks(1), board.marks(1));
    std::string bad = marks;
    bad[100] = 'z';
    const ParseError e = parsePuzzles("\n" + bad).error();
    EXPECT_EQ(e.kind, ParseErrorKind::BadCharacter);
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(e.column, 101);
}

TEST(SudokuPaste, ADrawnGridWithAMissingCellNamesItsLine) {
    std::string text = drawn(kPuzzle);
    const std::size_t row4 = text.find("| . . .");  // the first row holding three blanks
    ASSERT_NE(row4, std::string::npos);
    text.erase(row4 + 2, 2);  // one cell less on that row
    const ParseError e = parsePuzzles(text).error();
    EXPECT_EQ(e.kind, ParseErrorKind::RaggedRow);
    EXPECT_GT(e.line, 1);
    EXPECT_EQ(e.values[1], 8);
    EXPECT_EQ(e.values[2], 9);
}

TEST(SudokuPaste, EveryAnswerHasAPlace) {
    EXPECT_EQ(parsePuzzles("").error().kind, ParseErrorKind::NoBoard);
    EXPECT_EQ(parsePuzzles("# only a comment\n\n").error().kind, ParseErrorKind::NoBoard);
    EXPECT_EQ(parsePuzzles(std::string(100, '1')).error().kind, ParseErrorKind::WrongLength);
    EXPECT_EQ(parsePuzzles(std::string(100000, '1')).error().kind, ParseErrorKind::WrongLength);
    const ParseError conflict = parsePuzzles(std::string("44") + std::string(79, '.')).error();
    EXPECT_EQ(conflict.kind, ParseErrorKind::Duplicate);
    EXPECT_EQ(conflict.line, 1);
    EXPECT_EQ(conflict.column, 2);
}

}  // namespace
}  // namespace pw::sudoku
