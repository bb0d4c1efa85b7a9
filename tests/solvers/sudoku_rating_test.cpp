// The sudoku rating (sudoku/rating.h) on puzzles whose level is known: five of each of
// QQwing's levels, generated and rated by QQwing 1.3.4 (Debian's qqwing, `qqwing
// --generate N --difficulty any --csv --stats`, taken from the fit set of
// docs/SUDOKU_RATING.md), and classic grids.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "all_puzzles.h"
#include "bench_makers.h"
#include "sudoku/format.h"
#include "sudoku/rating.h"

namespace pw::sudoku {
namespace {

struct Known {
    Level level;
    const char* line;
};

const Known kQqwing[] = {
    {Level::Simple, ".62.....7......98..87..14..3......6...6.....94.....31......2.4.63....1...7.4....3"},
    {Level::Simple, "......1.........4...67..8..2.3614..91...2.......3......4...9.276...42.3..2.1.36.."},
    {Level::Simple, ".7.........4.....181..3.6792....913.4.3....97.6....2..9..6.2.1.......8...46.....2"},
    {Level::Simple, "......68..123.8.5.4.81.......1.64.23...8..1..........7...5..34.......5.2..427...."},
    {Level::Simple, ".7.18.4.5....43....6.2758....3..8......617.........5.1....6...7..2.3.1.........52"},
    {Level::Easy, "...5.2.8..6.........9.6..13..76.895.3.......8.56.79.......13....7..5..2..2......."},
    {Level::Easy, "...1...96....4.7..37..6...5.......6.9....3.4....7....1..83.4.5..49.8.1..7....6..."},
    {Level::Easy, "...1...733...9.1..6..3..2.816...........6.....3.2.....8..6..7..7....1.2....42..9."},
    {Level::Easy, ".....3...1.648..52..475..............8.5.7...4.1.2.7..368......7..1....6........5"},
    {Level::Easy, "....62.1.932.7.......3.4....57...9..1....9...24..137...9.......3.6..14.....4...7."},
    {Level::Intermediate, ".9.1.....8...2.9.6....4......2.......4621..7........5128....6........7857..6...4."},
    {Level::Intermediate, ".4........86...3.....3...97.....2.6.2...7..8.....897.4.....85..3....6.....5..3..9"},
    {Level::Intermediate, ".38..6...1.659..3.5......8...........5....1...2.45...36...2..4...5..98..4.....92."},
    {Level::Intermediate, "...39......948....34..5.1.8.......218..........2...5.69......3.2..8....513.2..46."},
    {Level::Intermediate, "..9.8....1...934..87.6...9.9.413..756..8...1.........3.....61.87......3........46"},
    {Level::Expert, "..3..91.7.87....9......2.5..192.5..35...6..1..3.9..5..6..7...........6...2.3....."},
    {Level::Expert, "...8.9.......6.81..4....2.6.16....5.7....26..29.1....4.....712.....8...5.2....479"},
    {Level::Expert, "...8..9.5...2.973......4.8..364.....48.7.2...5.7..32.8.......6.6.....35...3...4.7"},
    {Level::Expert, "....1.5....8.....74....8.3....86..2.....7...4..5...78..7.52.8...52..6.416...8...."},
    {Level::Expert, "...5....4.1.....2...2....19..1.8......9..54..52...7.8......2..7.9.41...2.8..3...."},
};

Instance transposed(const Instance& puzzle) {
    Instance out = puzzle;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) out.cells[static_cast<std::size_t>(c * 9 + r)] = puzzle.cells[static_cast<std::size_t>(r * 9 + c)];
    return out;
}

TEST(SudokuRating, AgreesWithQqwingOnItsPuzzles) {
    for (const Known& known : kQqwing) {
        const Instance puzzle = *parseLine(known.line);
        const Rating rating = rate(puzzle);
        EXPECT_EQ(rating.verdict, Uniqueness::Unique) << known.line;
        EXPECT_EQ(levelName(rating.level), levelName(known.level)) << known.line;
        // The score stays in its level's band.
        EXPECT_GE(rating.score, 25 * static_cast<int>(known.level)) << known.line;
        EXPECT_LE(rating.score, 25 * static_cast<int>(known.level) + 24) << known.line;
        // The level is the first tier whose techniques finish the grid.
        EXPECT_TRUE(solvableWithin(puzzle, known.level)) << known.line;
        if (known.level != Level::Simple) {
            EXPECT_FALSE(solvableWithin(puzzle, static_cast<Level>(static_cast<int>(known.level) - 1))) << known.line;
        }
        // The techniques see rows and columns alike: the transposed grid rates the same.
        EXPECT_EQ(rate(transposed(puzzle)).level, rating.level) << known.line;
    }
}

TEST(SudokuRating, ClassicGrids) {
    // Easter Monster: no technique of the board opens it; the walk guesses.
    const Rating monster =
        rate(*parseLine("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"));
    EXPECT_EQ(monster.level, Level::Expert);
    EXPECT_GT(monster.guesses, 0);
    // The hint tests' grid: singles only, hidden ones among them.
    const Rating classic =
        rate(*parseLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."));
    EXPECT_EQ(classic.guesses, 0);
    EXPECT_LE(classic.level, Level::Easy);
    // A full grid needs nothing; an empty one has several solutions and no level of its own.
    const Rating full = rate(*parseLine("534678912672195348198342567859761423426853791713924856961537284287419635345286179"));
    EXPECT_EQ(full.level, Level::Simple);
    EXPECT_EQ(full.score, 0);
    EXPECT_FALSE(full.hardest.has_value());
    const Rating empty = rate(emptyInstance(3));
    EXPECT_EQ(empty.verdict, Uniqueness::Several);
    EXPECT_EQ(empty.score, 99);
}

TEST(SudokuRating, LevelNamesReadBack) {
    for (int i = 0; i < kLevelCount; ++i) EXPECT_EQ(levelFromName(levelName(static_cast<Level>(i))), static_cast<Level>(i));
    EXPECT_FALSE(levelFromName("medium").has_value());
}

// puzzle-bench --make writes puzzles that --rate reads back at the level asked for.
TEST(SudokuRating, BenchMakesAndRates) {
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "pw_sudoku_rating_test.txt";
    Result<bench::BenchOptions> make =
        bench::parseBenchOptions({"sudoku", "--make", "2", "--level", "intermediate", "--seed", "9"});
    ASSERT_TRUE(make.ok()) << make.error();
    std::ostringstream made;
    ASSERT_TRUE(bench::printMadePuzzles(builtinRegistry(), *make, made).ok());
    std::ofstream(file) << made.str();
    Result<bench::BenchOptions> rate = bench::parseBenchOptions({"sudoku", "--input", file.string(), "--rate"});
    ASSERT_TRUE(rate.ok()) << rate.error();
    std::ostringstream rated;
    const Result<std::size_t> count = bench::printRatings(builtinRegistry(), *rate, rated);
    std::filesystem::remove(file);
    ASSERT_TRUE(count.ok()) << count.error();
    EXPECT_EQ(*count, 2u);
    std::istringstream lines(rated.str());
    std::string line, level;
    int score = -1, n = 0;
    while (lines >> line >> level >> score) {
        EXPECT_EQ(line.size(), 81u);
        EXPECT_EQ(level, "intermediate");
        EXPECT_GE(score, 50);
        EXPECT_LE(score, 74);
        ++n;
    }
    EXPECT_EQ(n, 2);
    EXPECT_FALSE(bench::parseBenchOptions({"queens", "--rate"}).ok());
    EXPECT_FALSE(bench::parseBenchOptions({"sudoku", "--make", "3"}).ok());  // no level
}

}  // namespace
}  // namespace pw::sudoku
