// Lights out: the model the board view uses (presses, edits, random boards), the text
// forms of a board and of a press list, and clear errors on bad input.
#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "bench_parse_error.h"
#include "bench_options.h"
#include "lightsout/model.h"

namespace pw {
namespace {

using lightsout::Board;

Board classic() { return *lightsout::parseBoard("1101/0001/0100/1111"); }

TEST(LightsOutModel, PressesToggleTheNeighbourSet) {
    Board b = lightsout::uniformBoard(4, 4, false, false);
    lightsout::press(b, 0);
    EXPECT_EQ(lightsout::litCount(b), 3);
    lightsout::press(b, 5);
    EXPECT_EQ(lightsout::litCount(b), 4);  // (0,1) and (1,0) went off again
    Board t = lightsout::uniformBoard(4, 4, true, false);
    lightsout::press(t, 0);
    EXPECT_EQ(lightsout::formatBoard(t), "# torus\n1101\n1000\n0000\n1000\n");
    EXPECT_EQ(lightsout::pressedCells(2, 2, true, 0), (std::vector<int>{0, 1, 2}));  // a set: no double toggle
    EXPECT_EQ(lightsout::pressedCells(1, 1, true, 0), (std::vector<int>{0}));
    lightsout::toggleLight(t, 5);
    EXPECT_EQ(lightsout::litCount(t), 6);
    Board c = classic();
    EXPECT_FALSE(lightsout::isSolved(c));
    lightsout::applyPresses(c, *lightsout::parsePresses(4, 4, "(0,1) (0,3) (2,1) (3,0) (3,2)"));
    EXPECT_TRUE(lightsout::isSolved(c));
}

TEST(LightsOutModel, RandomBoards) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        EXPECT_TRUE(lightsout::checkSolvability(lightsout::randomSolvableBoard(5, 5, false, seed)).solvable);
        EXPECT_TRUE(lightsout::checkSolvability(lightsout::randomSolvableBoard(6, 6, true, seed)).solvable);
    }
    EXPECT_EQ(lightsout::randomBoard(7, 3, false, 5), lightsout::randomBoard(7, 3, false, 5));
    EXPECT_EQ(lightsout::randomBoard(7, 3, false, 5).lights.size(), 21u);
}

TEST(LightsOutModel, ParsesEveryTextForm) {
    const Board slashed = classic();
    EXPECT_EQ(slashed.rows, 4);
    EXPECT_EQ(lightsout::formatBoard(slashed), "1101\n0001\n0100\n1111\n");
    EXPECT_EQ(*lightsout::parseBoard("##.#\n...#\n.#..\n####\n"), slashed);
    EXPECT_EQ(*lightsout::parseBoard("# the lesson's board\n1\t1\t0\t1\n0 0 0 1\n0100\n1111\n"), slashed);
    const Board torus = *lightsout::parseBoard("# torus\n010\n111\n010\n");
    EXPECT_TRUE(torus.torus);
    EXPECT_EQ(*lightsout::parseBoard(lightsout::formatBoard(torus)), torus);
    ParseResult<std::vector<Board>> two = lightsout::parseBoards("11\n11\n\n101/010\n");
    ASSERT_TRUE(two.ok());
    EXPECT_EQ(two->size(), 2u);
    EXPECT_EQ((*two)[1].cols, 3);
    ParseResult<std::vector<int>> presses = lightsout::parsePresses(4, 4, "(0,1) (3,2)");
    ASSERT_TRUE(presses.ok());
    EXPECT_EQ(lightsout::formatPresses(4, *presses), "(0,1) (3,2)");
}

TEST(LightsOutModel, BadInputGetsAClearError) {
    ParseResult<Board> ragged = lightsout::parseBoard("110\n11\n");
    ASSERT_FALSE(ragged.ok());
    EXPECT_EQ(ragged.error().kind, ParseErrorKind::RaggedRow);
    EXPECT_EQ(ragged.error().line, 2);
    EXPECT_EQ(bench::describeParseError(ragged.error()), "line 2: ragged rows: row 2 has 2 cells, expected 3");
    ParseResult<Board> letter = lightsout::parseBoard("1101/00x1");
    ASSERT_FALSE(letter.ok());
    EXPECT_EQ(bench::describeParseError(letter.error()),
              "line 1, column 8: 'x' is not allowed here; expected one of 0 1 . #");
    ParseResult<Board> empty = lightsout::parseBoard("# nothing here\n\n");
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().kind, ParseErrorKind::NoBoard);
    EXPECT_FALSE(lightsout::parseBoard("11//11").ok());
    EXPECT_EQ(lightsout::parseBoard("11\n11\n\n11\n").error().kind, ParseErrorKind::SeveralBoards);
    EXPECT_EQ(lightsout::parsePresses(4, 4, "(4,0)").error().kind, ParseErrorKind::OutOfRange);
    ParseResult<std::vector<int>> semicolon = lightsout::parsePresses(4, 4, "(1;2)");
    ASSERT_FALSE(semicolon.ok());
    EXPECT_EQ(semicolon.error().column, 3);
    EXPECT_EQ(semicolon.error().expected, ",");

    const PuzzleInfo* p = builtinRegistry().puzzle("lightsout");
    ASSERT_NE(p, nullptr);
    EXPECT_FALSE(p->makeInstance({.size = -1}).ok());
    EXPECT_FALSE(p->makeInstance({.size = lightsout::kMaxSide + 1}).ok());
    EXPECT_FALSE(p->makeInstance({.size = 4, .rows = 5}).ok());
    EXPECT_FALSE(lightsout::sizeError(0, 5).empty());
    EXPECT_FALSE(bench::parseBenchOptions({"lightsout", "--size", "0"}).ok());
    Result<Instance> rect = p->makeInstance({.rows = 3, .cols = 7, .torus = true});
    ASSERT_TRUE(rect.ok());
    EXPECT_EQ(rect->cells.size(), 21u);
    EXPECT_TRUE(rect->torus);
    Result<Instance> byDefault = p->makeInstance({});
    ASSERT_TRUE(byDefault.ok());
    EXPECT_EQ(byDefault->rows, 5);
}

}  // namespace
}  // namespace pw
