#include "puzzle_rules.h"

#include <algorithm>
#include <map>

#include "all_puzzles.h"
#include "core/registry.h"
#include "lightsout/model.h"
#include "magic/model.h"
#include "puzzle_workbench/runtime.h"
#include "queens/model.h"
#include "shading/model.h"
#include "sudoku/model.h"

namespace pw::own {

namespace {

constexpr std::uint32_t bit(int i) { return 1u << i; }

std::size_t squareCells(const Instance& i) { return static_cast<std::size_t>(i.rows) * static_cast<std::size_t>(i.cols); }

// --- queens: a solution is the row of each column's queen.
void queensSetup(const Instance& i, int out[4], std::vector<int>& cells) {
    out[0] = out[1] = i.rows;
    out[2] = out[3] = 0;
    cells.clear();  // the board's queens are the user's, not givens
}
std::size_t queensSize(const Instance& i) { return static_cast<std::size_t>(i.rows); }
bool queensSolution(const Instance& i, std::span<const int> rows) {
    if (std::any_of(rows.begin(), rows.end(), [&](int r) { return r < 0 || r >= i.rows; })) return false;
    return queens::isSolved(i.rows, queens::solutionToSquares(rows));
}
void queensCredit(const Instance&, const RunOptions& options, std::span<const int> rows, bool, Stats& stats) {
    if (countsClasses(options) && queens::isCanonical(rows)) ++stats.extra[0];
}
std::uint32_t queensValid(const Instance&, const RunOptions& options, const Stats&) {
    return countsClasses(options) ? bit(0) : 0u;
}

// --- magic square: a full grid; givens must be kept.
void magicSetup(const Instance& i, int out[4], std::vector<int>& cells) {
    out[0] = out[1] = i.rows;
    out[2] = out[3] = 0;
    cells = i.cells;
}
bool magicSolution(const Instance& i, std::span<const int> grid) {
    for (std::size_t c = 0; c < i.cells.size() && c < grid.size(); ++c)
        if (i.cells[c] != 0 && i.cells[c] != grid[c]) return false;
    return magic::isMagicSquare(i.rows, grid);
}
bool hasGivens(const Instance& i) { return std::any_of(i.cells.begin(), i.cells.end(), [](int v) { return v != 0; }); }
void magicCredit(const Instance& i, const RunOptions& options, std::span<const int> grid, bool, Stats& stats) {
    if (countsClasses(options) && !hasGivens(i) && magic::isCanonical(i.rows, grid)) ++stats.extra[3];
}
std::uint32_t magicValid(const Instance& i, const RunOptions& options, const Stats&) {
    return bit(0) | bit(1) | bit(2) | (countsClasses(options) && !hasGivens(i) ? bit(3) : 0u);
}

// --- sudoku: the full grid, givens kept.
void sudokuSetup(const Instance& i, int out[4], std::vector<int>& cells) {
    out[0] = out[1] = i.rows;
    out[2] = i.k;
    out[3] = 0;
    cells = sudoku::givensOf(i);
}
bool sudokuSolution(const Instance& i, std::span<const int> grid) {
    if (i.k < sudoku::kMinBox || i.k > sudoku::kMaxBox) return false;
    return sudoku::isValidSolution(sudoku::geometry(i.k), sudoku::givensOf(i), grid);
}
void noCredit(const Instance&, const RunOptions&, std::span<const int>, bool, Stats&) {}
std::uint32_t sudokuValid(const Instance&, const RunOptions&, const Stats&) { return bit(0); }

// --- lights out: the press mask; the fewest presses among the right ones.
void lightsSetup(const Instance& i, int out[4], std::vector<int>& cells) {
    out[0] = i.rows;
    out[1] = i.cols;
    out[2] = 0;
    out[3] = i.torus ? 1 : 0;
    cells = lightsout::fromInstance(i).lights;
}
bool lightsSolution(const Instance& i, std::span<const int> mask) {
    if (std::any_of(mask.begin(), mask.end(), [](int v) { return v != 0 && v != 1; })) return false;
    lightsout::Board board = lightsout::fromInstance(i);
    lightsout::applyPresses(board, mask);
    return lightsout::isSolved(board);
}
void lightsCredit(const Instance&, const RunOptions&, std::span<const int> mask, bool first, Stats& stats) {
    const auto presses = static_cast<std::uint64_t>(std::count(mask.begin(), mask.end(), 1));
    if (first || presses < stats.extra[3]) stats.extra[3] = presses;
}
std::uint32_t lightsValid(const Instance&, const RunOptions&, const Stats& stats) {
    return bit(0) | bit(1) | (stats.solutions > 0 ? bit(3) : 0u);
}

// --- shading: a grid of 0/1 without k in a row; the best score among the right ones.
void shadingSetup(const Instance& i, int out[4], std::vector<int>& cells) {
    out[0] = i.rows;
    out[1] = i.cols;
    out[2] = i.k;
    out[3] = 0;
    cells.clear();
}
bool shadingSolution(const Instance& i, std::span<const int> cells) {
    if (std::any_of(cells.begin(), cells.end(), [](int v) { return v != 0 && v != 1; })) return false;
    return shading::isValid(i.rows, i.cols, i.k, cells);
}
void shadingCredit(const Instance&, const RunOptions&, std::span<const int> cells, bool, Stats& stats) {
    stats.extra[0] = std::max<std::uint64_t>(stats.extra[0], static_cast<std::uint64_t>(shading::shadedCount(cells)));
}
std::uint32_t shadingValid(const Instance&, const RunOptions&, const Stats&) { return bit(0) | bit(2); }

PuzzleRules make(std::string puzzle, int wireId, int maxRows, int maxCols, std::uint32_t childCounters) {
    PuzzleRules r;
    const Registry& registry = builtinRegistry();
    const std::vector<const AlgorithmInfo*> builtins = registry.algorithmsOf(puzzle);
    r.puzzle = std::move(puzzle);
    r.wireId = wireId;
    r.maxRows = maxRows;
    r.maxCols = maxCols;
    r.childCounters = childCounters;
    if (!builtins.empty()) {
        r.counterNames = builtins.front()->counterNames;
        r.timelineCounter = builtins.front()->timelineCounter;
    }
    r.invalidCounter = static_cast<int>(r.counterNames.size());
    r.counterNames.push_back(PW_TEXT("Counters", "invalid_solutions"));
    return r;
}

std::map<std::string, PuzzleRules, std::less<>> allRules() {
    std::map<std::string, PuzzleRules, std::less<>> all;
    PuzzleRules q = make("queens", kQueens, kMaxQueens, kMaxQueens, 0);
    q.setup = queensSetup;
    q.solutionSize = queensSize;
    q.isSolution = queensSolution;
    q.credit = queensCredit;
    q.validCounters = queensValid;
    PuzzleRules m = make("magic", kMagic, kMaxMagicOrder, kMaxMagicOrder, bit(0) | bit(1) | bit(2));
    m.setup = magicSetup;
    m.solutionSize = squareCells;
    m.isSolution = magicSolution;
    m.credit = magicCredit;
    m.validCounters = magicValid;
    PuzzleRules s = make("sudoku", kSudoku, kMaxSudoku, kMaxSudoku, bit(0));
    s.setup = sudokuSetup;
    s.solutionSize = squareCells;
    s.isSolution = sudokuSolution;
    s.credit = noCredit;
    s.validCounters = sudokuValid;
    PuzzleRules l = make("lightsout", kLightsOut, kMaxLightsSide, kMaxLightsSide, bit(0) | bit(1));
    l.setup = lightsSetup;
    l.solutionSize = squareCells;
    l.isSolution = lightsSolution;
    l.credit = lightsCredit;
    l.validCounters = lightsValid;
    PuzzleRules g = make("shading", kShading, kMaxShadingSide, kMaxShadingSide, bit(2));
    g.setup = shadingSetup;
    g.solutionSize = squareCells;
    g.isSolution = shadingSolution;
    g.credit = shadingCredit;
    g.validCounters = shadingValid;
    for (PuzzleRules* r : {&q, &m, &s, &l, &g}) all.emplace(r->puzzle, std::move(*r));
    return all;
}

}  // namespace

const PuzzleRules* rulesFor(std::string_view puzzle) {
    static const auto rules = allRules();
    const auto it = rules.find(puzzle);
    return it == rules.end() ? nullptr : &it->second;
}

}  // namespace pw::own
