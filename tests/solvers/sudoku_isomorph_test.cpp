// Isomorphs of a sudoku (sudoku/isomorph.h): the map is a bijection of the cells that
// keeps rows, columns and boxes, and of the digits; an isomorph has as many solutions as
// its grid (counted in full by v4) and its solution is the image of the grid's; the same
// seed gives the same isomorphs, and about half are transposed.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "all_puzzles.h"
#include "sudoku/format.h"
#include "sudoku/isomorph.h"
#include "sudoku/model.h"

namespace pw {
namespace {

Instance line(std::string_view text) {
    ParseResult<Instance> parsed = sudoku::parseLine(text);
    EXPECT_TRUE(parsed.ok()) << parsed.error();
    return *parsed;
}

// v4's full count (stops at none), and the solutions it keeps.
std::pair<std::uint64_t, std::vector<StoredSolution>> countAll(const Instance& instance) {
    SolutionSink sink(1000);
    SearchContext ctx(sink);
    runAlgorithm(*builtinRegistry().algorithm("sudoku.v4"), instance, {Mode::Count, 1, false}, ctx);
    return {sink.total(), sink.solutions()};
}

TEST(SudokuIsomorph, MapsCellsAndDigitsOneToOneKeepingUnits) {
    for (const int box : {2, 3, 4}) {
        const int n = box * box;
        const sudoku::Geometry& g = sudoku::geometry(box);
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            const sudoku::Isomorph map = sudoku::randomIsomorph(box, seed);
            std::vector<int> digits = map.digits;
            std::sort(digits.begin(), digits.end());
            for (int d = 1; d <= n; ++d) EXPECT_EQ(digits[static_cast<std::size_t>(d - 1)], d);
            // Each cell alone, given digit 1: it lands on exactly one cell, never twice the same.
            std::vector<int> image(static_cast<std::size_t>(g.cells), -1);
            std::set<int> targets;
            for (int cell = 0; cell < g.cells; ++cell) {
                std::vector<int> grid(static_cast<std::size_t>(g.cells), 0);
                grid[static_cast<std::size_t>(cell)] = 1;
                const std::vector<int> out = sudoku::applyIsomorph(map, grid);
                ASSERT_EQ(std::count(out.begin(), out.end(), 0), g.cells - 1);
                const auto at = static_cast<int>(std::find_if(out.begin(), out.end(), [](int v) { return v != 0; }) - out.begin());
                EXPECT_EQ(out[static_cast<std::size_t>(at)], map.digits[0]);
                image[static_cast<std::size_t>(cell)] = at;
                targets.insert(at);
            }
            EXPECT_EQ(targets.size(), static_cast<std::size_t>(g.cells)) << "box " << box << " seed " << seed;
            // Two cells that see each other still do, and two that do not still do not.
            for (int a = 0; a < g.cells; a += 3)
                for (int b = 0; b < g.cells; b += 5)
                    EXPECT_EQ(g.sees(a, b), g.sees(image[static_cast<std::size_t>(a)], image[static_cast<std::size_t>(b)]));
        }
    }
}

TEST(SudokuIsomorph, SameNumberOfSolutionsAndTheSolutionMapped) {
    // A well-known puzzle with one solution, and the same with givens removed (many).
    const Instance unique = line("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    Instance several = unique;
    for (const int cell : {0, 1, 4, 9, 12, 13})  // six givens of the first rows blanked
        several.cells[static_cast<std::size_t>(cell)] = 0;
    const auto [uniqueCount, uniqueSolutions] = countAll(unique);
    const auto [severalCount, severalSolutions] = countAll(several);
    ASSERT_EQ(uniqueCount, 1u);
    ASSERT_GT(severalCount, 1u);
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const sudoku::Isomorph map = sudoku::randomIsomorph(3, seed);
        Instance a = unique, b = several;
        a.cells = sudoku::applyIsomorph(map, unique.cells);
        b.cells = sudoku::applyIsomorph(map, several.cells);
        const auto [aCount, aSolutions] = countAll(a);
        const auto [bCount, bSolutions] = countAll(b);
        EXPECT_EQ(aCount, 1u) << "seed " << seed;
        EXPECT_EQ(bCount, severalCount) << "seed " << seed;
        ASSERT_FALSE(aSolutions.empty());
        EXPECT_EQ(aSolutions.front().cells, sudoku::applyIsomorph(map, uniqueSolutions.front().cells));
        // Every solution of the isomorph is the image of one of the grid's.
        std::set<std::vector<int>> images;
        for (const StoredSolution& s : severalSolutions) images.insert(sudoku::applyIsomorph(map, s.cells));
        for (const StoredSolution& s : bSolutions) EXPECT_TRUE(images.count(s.cells)) << "seed " << seed;
    }
}

TEST(SudokuIsomorph, SeedFixesTheCollectionAndHalfAreTransposed) {
    std::vector<Instance> puzzles(3, line("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
    EXPECT_EQ(sudoku::isomorphsOf(puzzles, 42), sudoku::isomorphsOf(puzzles, 42));
    EXPECT_NE(sudoku::isomorphsOf(puzzles, 42), sudoku::isomorphsOf(puzzles, 43));
    const std::vector<Instance> three = sudoku::isomorphsOf(puzzles, 42);
    EXPECT_NE(three[0].cells, three[1].cells);  // each puzzle has its own map
    int transposed = 0;
    for (std::uint64_t seed = 0; seed < 1000; ++seed) transposed += sudoku::randomIsomorph(3, seed).transposed ? 1 : 0;
    EXPECT_GT(transposed, 420);
    EXPECT_LT(transposed, 580);
}

}  // namespace
}  // namespace pw
