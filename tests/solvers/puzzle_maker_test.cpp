// The worksheet makers of the registry (core/puzzle_maker.h): at every level, each
// puzzle made has exactly one solution, counted here by a method of the test's own (a
// brute force, or another version than the maker's), and the same seed makes the same
// puzzle. Small sizes only: the whole file runs in about a second.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "all_puzzles.h"
#include "lightsout/maker.h"
#include "lightsout/model.h"
#include "magic/model.h"
#include "queens/model.h"
#include "sudoku/algorithms.h"
#include "sudoku/rating.h"

namespace pw {
namespace {

// Solutions of a sudoku, counted in full by v2 (candidate masks; the maker proves
// uniqueness with v5), with the first one.
std::pair<std::uint64_t, std::vector<int>> countSudoku(const Instance& puzzle) {
    const AlgorithmInfo* v2 = builtinRegistry().algorithm("sudoku.v2");
    SolutionSink sink(1);
    SearchContext context(sink);
    runAlgorithm(*v2, puzzle, {Mode::Count, 1, false}, context);
    return {sink.total(), sink.solutions().empty() ? std::vector<int>{} : sink.solutions().front().cells};
}

// Magic squares of order 3 completing the givens: every permutation of 1..9 tried.
std::pair<std::uint64_t, std::vector<int>> countMagic3(const std::vector<int>& givens) {
    std::vector<int> grid(9);
    std::iota(grid.begin(), grid.end(), 1);
    std::uint64_t count = 0;
    std::vector<int> first;
    do {
        bool fits = true;
        for (std::size_t i = 0; i < 9 && fits; ++i) fits = givens[i] == 0 || givens[i] == grid[i];
        if (fits && magic::isMagicSquare(3, grid) && count++ == 0) first = grid;
    } while (std::next_permutation(grid.begin(), grid.end()));
    return {count, first};
}

// Completions of order 4 by magic.v3 (partial sums; the maker counts with v4).
std::pair<std::uint64_t, std::vector<int>> countMagic4(const std::vector<int>& givens) {
    Instance square;
    square.rows = square.cols = 4;
    square.cells = givens;
    SolutionSink sink(1);
    SearchContext context(sink);
    runAlgorithm(*builtinRegistry().algorithm("magic.v3"), square, {Mode::Count, 1, false}, context);
    return {sink.total(), sink.solutions().empty() ? std::vector<int>{} : sink.solutions().front().cells};
}

// N queens holding the given squares: every permutation of the rows tried (N ≤ 8).
std::pair<std::uint64_t, std::vector<int>> countQueens(int n, const std::vector<int>& givenSquares) {
    std::vector<int> rows(static_cast<std::size_t>(n));
    std::iota(rows.begin(), rows.end(), 0);
    std::uint64_t count = 0;
    std::vector<int> first;
    do {
        bool fits = queens::isSolved(n, queens::solutionToSquares(rows));
        for (int square : givenSquares) fits = fits && rows[static_cast<std::size_t>(square % n)] == square / n;
        if (fits && count++ == 0) first = rows;
    } while (std::next_permutation(rows.begin(), rows.end()));
    return {count, first};
}

// Every press set turning the board off, found by light chasing (each first row, then
// the presses under the lights left on), and how many of them have the fewest presses.
struct PressSets {
    int fewest = -1;
    int withFewest = 0;
    std::vector<int> first;  ///< a set with the fewest presses
};

PressSets chaseAll(const lightsout::Board& board) {
    PressSets out;
    for (int top = 0; top < (1 << board.cols); ++top) {
        lightsout::Board b = board;
        std::vector<int> presses(static_cast<std::size_t>(b.size()), 0);
        for (int r = 0; r < b.rows; ++r)
            for (int c = 0; c < b.cols; ++c) {
                const bool press = r == 0 ? ((top >> c) & 1) : b.lights[static_cast<std::size_t>((r - 1) * b.cols + c)];
                if (!press) continue;
                lightsout::press(b, r * b.cols + c);
                presses[static_cast<std::size_t>(r * b.cols + c)] = 1;
            }
        if (!lightsout::isSolved(b)) continue;
        const int p = static_cast<int>(std::count(presses.begin(), presses.end(), 1));
        if (out.fewest < 0 || p < out.fewest) out = {p, 1, presses};
        else if (p == out.fewest) ++out.withFewest;
    }
    return out;
}

Result<MadePuzzle> make(const char* puzzle, int size, const std::string& level, std::uint64_t seed) {
    SizeRequest request;
    request.size = size;
    return builtinRegistry().puzzle(puzzle)->makePuzzle(request, level, seed, {});
}

std::vector<std::string> levelIds(const char* puzzle) {
    std::vector<std::string> out;
    for (const LevelInfo& level : builtinRegistry().puzzle(puzzle)->levels) out.push_back(level.id);
    return out;
}

TEST(PuzzleMaker, RegistryListsLevelsAndSizes) {
    for (const char* id : {"sudoku", "lightsout", "magic", "queens"}) {
        const PuzzleInfo* p = builtinRegistry().puzzle(id);
        ASSERT_TRUE(p->makePuzzle) << id;
        ASSERT_GE(p->levels.size(), 3u) << id;
        std::set<std::string> ids;
        for (const LevelInfo& level : p->levels) {
            EXPECT_FALSE(level.title.empty());
            EXPECT_FALSE(level.description.empty());
            ids.insert(level.id);
        }
        EXPECT_EQ(ids.size(), p->levels.size()) << id;
        EXPECT_LE(p->makerSizes.min, p->makerSizes.preferred);
        EXPECT_LE(p->makerSizes.preferred, p->makerSizes.max);
    }
    EXPECT_EQ(levelIds("sudoku"), (std::vector<std::string>{"simple", "easy", "intermediate", "expert"}));
    // The shading grid makes none: its optimal grids come several to a size, so no
    // blank grid has one answer, and it has no givens to pin one (docs/DESIGN.md).
    EXPECT_FALSE(builtinRegistry().puzzle("shading")->makePuzzle);
    EXPECT_TRUE(builtinRegistry().puzzle("shading")->levels.empty());
}

// A made puzzle is written by its puzzle's formatter and read back the same, so a
// worksheet's puzzles can be saved and opened (queens: the given queens as a position).
TEST(PuzzleMaker, MadePuzzlesReadBack) {
    for (const char* id : {"sudoku", "lightsout", "magic", "queens"}) {
        const PuzzleInfo& p = *builtinRegistry().puzzle(id);
        const Result<MadePuzzle> made = make(id, p.makerSizes.preferred, p.levels.back().id, 2);
        ASSERT_TRUE(made.ok()) << made.error();
        ParseResult<std::vector<Instance>> back = p.parseInstances(p.formatInstance(made->puzzle));
        ASSERT_TRUE(back.ok()) << id;
        ASSERT_EQ(back->size(), 1u) << id;
        Instance read = back->front();
        read.name = made->puzzle.name;
        EXPECT_EQ(read, made->puzzle) << id << ":\n" << p.formatInstance(made->puzzle);
    }
}

TEST(PuzzleMaker, RefusesWhatItDoesNotMake) {
    EXPECT_FALSE(make("sudoku", 9, "medium", 1).ok());
    EXPECT_FALSE(make("sudoku", 16, "easy", 1).ok());
    EXPECT_FALSE(make("magic", 9, "easy", 1).ok());
    EXPECT_FALSE(make("queens", 3, "easy", 1).ok());
    EXPECT_FALSE(make("lightsout", 11, "easy", 1).ok());
    // On the 3×3 torus every board has several fewest-press answers: an error, not a hang.
    SizeRequest torus;
    torus.size = 3;
    torus.torus = true;
    EXPECT_FALSE(builtinRegistry().puzzle("lightsout")->makePuzzle(torus, "easy", 1, {}).ok());
    std::stop_source stopped;
    stopped.request_stop();
    SizeRequest nine;
    nine.size = 9;
    EXPECT_FALSE(builtinRegistry().puzzle("sudoku")->makePuzzle(nine, "expert", 1, stopped.get_token()).ok());
}

TEST(PuzzleMaker, SudokusHaveOneSolutionAtTheirLevel) {
    for (const std::string& level : levelIds("sudoku")) {
        const Result<MadePuzzle> made = make("sudoku", 9, level, 5);
        ASSERT_TRUE(made.ok()) << made.error();
        const auto [count, solution] = countSudoku(made->puzzle);
        EXPECT_EQ(count, 1u) << level;
        EXPECT_EQ(solution, made->solution) << level;
        EXPECT_EQ(made->level, level);
        const sudoku::Rating rating = sudoku::rate(made->puzzle);
        EXPECT_EQ(sudoku::levelName(rating.level), level);
        EXPECT_EQ(rating.score, made->score);
        EXPECT_EQ(make("sudoku", 9, level, 5)->puzzle, made->puzzle) << "the same seed, the same puzzle";
    }
}

TEST(PuzzleMaker, MagicSquaresHaveOneCompletion) {
    for (int order : {3, 4}) {
        int previousEmpty = -1;
        for (const std::string& level : levelIds("magic")) {
            const Result<MadePuzzle> made = make("magic", order, level, 11);
            ASSERT_TRUE(made.ok()) << made.error();
            const auto [count, solution] = order == 3 ? countMagic3(made->puzzle.cells) : countMagic4(made->puzzle.cells);
            EXPECT_EQ(count, 1u) << order << ' ' << level;
            EXPECT_EQ(solution, made->solution);
            const int empty = static_cast<int>(std::count(made->puzzle.cells.begin(), made->puzzle.cells.end(), 0));
            EXPECT_EQ(made->score, empty);
            EXPECT_GE(empty, previousEmpty) << "a harder level gives fewer numbers";
            previousEmpty = empty;
            if (order == 3) {  // (order 4 lists its 7,040 squares at each make: once is enough)
                EXPECT_EQ(make("magic", order, level, 11)->puzzle, made->puzzle);
            }
        }
    }
}

TEST(PuzzleMaker, QueensHaveOneCompletion) {
    for (int n : {6, 8}) {
        int previousToPlace = -1;
        for (const std::string& level : levelIds("queens")) {
            const Result<MadePuzzle> made = make("queens", n, level, 3);
            ASSERT_TRUE(made.ok()) << made.error();
            const auto [count, solution] = countQueens(n, made->puzzle.cells);
            EXPECT_EQ(count, 1u) << n << ' ' << level;
            EXPECT_EQ(solution, made->solution);
            EXPECT_EQ(made->score, n - static_cast<int>(made->puzzle.cells.size()));
            EXPECT_GE(made->score, previousToPlace);
            previousToPlace = made->score;
            EXPECT_EQ(make("queens", n, level, 3)->puzzle, made->puzzle);
        }
    }
}

// 5×5 (nullity 2: four press sets a board) and 4×4 (nullity 4: sixteen).
TEST(PuzzleMaker, LightsOutBoardsHaveOneFewestPressSet) {
    for (int side : {4, 5}) {
        for (std::size_t i = 0; i < levelIds("lightsout").size(); ++i) {
            const std::string level = levelIds("lightsout")[i];
            for (std::uint64_t seed : {1u, 2u}) {
                const Result<MadePuzzle> made = make("lightsout", side, level, seed);
                ASSERT_TRUE(made.ok()) << made.error();
                const PressSets sets = chaseAll(lightsout::fromInstance(made->puzzle));
                EXPECT_EQ(sets.withFewest, 1) << side << ' ' << level;
                EXPECT_EQ(sets.first, made->solution);
                EXPECT_EQ(sets.fewest, made->score);
                const lightsout::PressRange range = lightsout::pressRange(side * side, static_cast<int>(i));
                EXPECT_GE(made->score, range.fewest);
                EXPECT_LE(made->score, range.most);
                EXPECT_EQ(make("lightsout", side, level, seed)->puzzle, made->puzzle);
            }
        }
    }
}

}  // namespace
}  // namespace pw
