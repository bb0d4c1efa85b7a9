// Sudoku model and formats: the board's marks kept up to date, conflicts, the line,
// grid, collection and pencil-mark formats, and bad input answered with its position.
#include <gtest/gtest.h>

#include <algorithm>

#include "all_puzzles.h"
#include "bench_parse_error.h"
#include "sudoku/format.h"
#include "sudoku/model.h"

namespace pw::sudoku {
namespace {

constexpr const char* kPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

TEST(SudokuGeometry, UnitsAndPeers) {
    const Geometry& g = geometry(3);
    EXPECT_EQ(g.units.size(), 27u);
    EXPECT_EQ(g.peers[0].size(), 20u);
    EXPECT_EQ(geometry(2).peers[0].size(), 7u);
    EXPECT_EQ(geometry(4).peers[0].size(), 39u);
    EXPECT_EQ(g.boxOf(80), 8);
    EXPECT_TRUE(g.sees(0, 20));
    EXPECT_FALSE(g.sees(0, 30));
}

TEST(SudokuBoard, PlacingADigitRemovesItFromThePeersMarks) {
    Board board(3);
    board.fillAllCandidates();
    EXPECT_EQ(board.marks(1), 0x1FFu);
    ASSERT_TRUE(board.setDigit(0, 5));
    EXPECT_FALSE(board.hasMark(1, 5));   // row
    EXPECT_FALSE(board.hasMark(9, 5));   // column
    EXPECT_FALSE(board.hasMark(20, 5));  // box
    EXPECT_TRUE(board.hasMark(40, 5));   // elsewhere
    EXPECT_EQ(board.marks(0), 0u);
    EXPECT_EQ(board.allowed(1), 0x1FFu & ~digitBit(5));
    board.toggleMark(40, 5);
    EXPECT_FALSE(board.hasMark(40, 5));
}

TEST(SudokuBoard, GivensConflictsAndCheck) {
    Board board = *Board::fromInstance(*parseLine(kPuzzle));
    EXPECT_TRUE(board.isGiven(0));
    EXPECT_FALSE(board.setDigit(0, 1));  // a given cannot be overwritten
    EXPECT_TRUE(board.setDigit(1, 4));   // 4 already in row 1
    std::vector<int> conflicts = board.conflicts();
    EXPECT_NE(std::find(conflicts.begin(), conflicts.end(), 0), conflicts.end());
    EXPECT_NE(std::find(conflicts.begin(), conflicts.end(), 1), conflicts.end());
    std::vector<int> solution(81, 4);
    EXPECT_TRUE(board.wrongCells(solution).empty());
    solution[1] = 2;
    EXPECT_EQ(board.wrongCells(solution), std::vector<int>{1});
    EXPECT_TRUE(board.clearDigit(1));
    EXPECT_TRUE(board.conflicts().empty());
    EXPECT_EQ(formatLine(board.toInstance().cells), kPuzzle);
}

TEST(SudokuFormat, LineRoundTripAndSixteen) {
    Instance instance = *parseLine(kPuzzle);
    EXPECT_EQ(instance.k, 3);
    EXPECT_EQ(formatLine(instance.cells), kPuzzle);
    std::string sixteen(256, '.');
    sixteen[0] = 'G';
    sixteen[17] = 'a';
    ParseResult<Instance> big = parseLine(sixteen);
    ASSERT_TRUE(big.ok()) << big.error();
    EXPECT_EQ(big->k, 4);
    EXPECT_EQ(big->cells[0], 16);
    EXPECT_EQ(big->cells[17], 10);
    EXPECT_EQ(formatLine(big->cells).substr(0, 18), "G................A");
    EXPECT_EQ(parseLine("1234341221434321")->k, 2);
}

TEST(SudokuFormat, BadInputNamesTheLineAndPosition) {
    std::string bad = kPuzzle;
    bad[39] = 'x';
    EXPECT_EQ(bench::describeParseError(parseLine(bad, 12).error()),
              "line 12, column 40: 'x' is not allowed here; expected one of 1 2 3 4 5 6 7 8 9 . 0");
    bad[39] = 'A';
    EXPECT_EQ(bench::describeParseError(parseLine(bad, 3).error()), "line 3, column 40: 'A' is out of the range 1..9");
    EXPECT_EQ(bench::describeParseError(parseLine(std::string(80, '.'), 7).error()),
              "line 7: 80 characters, expected 16, 81 or 256");
    std::string conflict = kPuzzle;
    conflict[1] = '4';
    const ParseError twice = parseLine(conflict, 2).error();
    EXPECT_EQ(twice.kind, ParseErrorKind::Duplicate);
    EXPECT_EQ(twice.values, (std::array<std::int64_t, 4>{4, static_cast<int>(ParseUnit::Row), 1, 0}));
    EXPECT_EQ(bench::describeParseError(twice), "line 2, column 2: '4' is given twice in row 1");
    ParseResult<std::vector<Instance>> file = parsePuzzles("# comment\n" + std::string(kPuzzle) + "\n" + bad + "\n");
    ASSERT_FALSE(file.ok());
    EXPECT_EQ(file.error().line, 3);
    EXPECT_EQ(file.error().column, 40);
}

TEST(SudokuFormat, CollectionWithCommentsAndCrlf) {
    const std::string text = "# a collection\r\n#\r\n" + std::string(kPuzzle) + "\r\n\r\n" +
                             std::string(81, '.') + "\r\n" + std::string(81, '0') + "\r\n";
    ParseResult<std::vector<Instance>> parsed = parsePuzzles(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error();
    ASSERT_EQ(parsed->size(), 3u);
    EXPECT_EQ(parsed->front().name, "line 3");
    EXPECT_EQ((*parsed)[2].cells, std::vector<int>(81, 0));
    // The registry entry is this parser: what the CLI reads.
    EXPECT_EQ(builtinRegistry().puzzle("sudoku")->parseInstances(text)->size(), 3u);
}

TEST(SudokuFormat, GridOfRows) {
    const std::string grid = formatGrid(3, parseLine(kPuzzle)->cells);
    EXPECT_NE(grid.find('|'), std::string::npos);
    ParseResult<std::vector<Instance>> parsed = parsePuzzles(grid);
    ASSERT_TRUE(parsed.ok()) << parsed.error();
    ASSERT_EQ(parsed->size(), 1u);
    EXPECT_EQ(formatLine(parsed->front().cells), kPuzzle);
    EXPECT_FALSE(parseGrid("123\n456\n").ok());
}

TEST(SudokuFormat, PencilMarksRoundTrip) {
    Board board = *Board::fromInstance(*parseLine(kPuzzle));
    board.fillAllCandidates();
    board.eliminate(1, 2);
    const std::string marks = formatPencilMarks(board);
    ASSERT_EQ(marks.size(), 729u);
    EXPECT_EQ(marks.substr(0, 9), "...4.....");  // the given 4
    ParseResult<Board> back = parsePencilMarks(marks);
    ASSERT_TRUE(back.ok()) << back.error();
    for (int cell = 0; cell < 81; ++cell) {
        EXPECT_EQ(back->digit(cell), board.digit(cell)) << cell;
        if (board.isBlank(cell) && countDigits(board.marks(cell)) > 1) {
            EXPECT_EQ(back->marks(cell), board.marks(cell)) << cell;
        }
    }
    EXPECT_FALSE(parsePencilMarks(std::string(728, '.')).ok());
    ParseResult<std::vector<Instance>> asPuzzle = parsePuzzles(marks);
    ASSERT_TRUE(asPuzzle.ok()) << asPuzzle.error();
    EXPECT_EQ(asPuzzle->front().cells[0], 4);
}

TEST(SudokuFormat, MakeInstanceSizes) {
    const PuzzleInfo& p = *builtinRegistry().puzzle("sudoku");
    EXPECT_EQ(p.makeInstance({})->k, 3);
    EXPECT_EQ(p.makeInstance({.size = 16})->k, 4);
    EXPECT_EQ(p.makeInstance({.k = 2})->rows, 4);
    EXPECT_FALSE(p.makeInstance({.size = 10}).ok());
    EXPECT_EQ(p.makeInstance({.size = 4})->cells.size(), 16u);
}

}  // namespace
}  // namespace pw::sudoku
