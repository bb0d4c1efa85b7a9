#include <string>

#include "algorithms.h"
#include "maker.h"
#include "model.h"
#include "symmetric_tasks.h"

namespace pw::magic {

namespace {

Result<Instance> makeSquare(const SizeRequest& request) {
    const int n = request.size ? request.size : (request.rows ? request.rows : kDefaultOrder);
    if (request.cols && request.cols != n) return Error{"a magic square is square: rows and columns must agree"};
    if (n < kMinOrder) return Error{"a magic square has order 3 or more, not " + std::to_string(n)};
    if (n > kMaxOrder) return Error{"orders above " + std::to_string(kMaxOrder) + " are not supported"};
    Instance instance;
    instance.rows = instance.cols = n;
    return instance;
}

ParseResult<std::vector<Instance>> parseFile(std::string_view text) {
    ParseResult<std::vector<ParsedSquare>> squares = parseSquares(text);
    if (!squares) return squares.error();
    std::vector<Instance> out;
    for (const ParsedSquare& square : *squares) {
        Instance instance;
        instance.rows = instance.cols = square.n;
        if (std::any_of(square.grid.begin(), square.grid.end(), [](int v) { return v != 0; }))
            instance.cells = square.grid;
        instance.name = "square " + std::to_string(out.size() + 1);
        out.push_back(std::move(instance));
    }
    return out;
}

const std::vector<std::string> kCounters = {
    PW_TEXT("Counters", "leaves"),
    PW_TEXT("Counters", "lines"),
    PW_TEXT("Counters", "cuts"),
    PW_TEXT("Counters", "classes"),
};

}  // namespace

void registerMagic(Registry& registry) {
    registry.addPuzzle({
        .id = "magic",
        .title = PW_TEXT("Algorithms", "Magic square"),
        .description = PW_TEXT("Algorithms",
                               "Fill an n×n grid with the numbers 1 to n² so that every row, column and diagonal "
                               "has the same sum."),
        .minSize = kMinOrder,
        .maxSize = kMaxOrder,
        .defaultSize = kDefaultOrder,
        .makeInstance = makeSquare,
        .parseInstances = parseFile,
        .formatInstance = [](const Instance& i) { return formatGrid(i.rows, i.cells); },
        .formatSolution = [](const Instance& i, std::span<const int> cells) { return formatOneLine(i.rows, cells); },
        .levels = makerLevels(),
        .makerSizes = makerSizes(),
        .makePuzzle = makePuzzle,
        .noticeEnd = static_cast<int>(NoticeCode::End),
        .ownHeader = "magic.h",
        .ownSearchParameter = "MagicSquare& m",
    });

    registry.addAlgorithm({
        .id = "magic.v1",
        .puzzle = "magic",
        .version = 1,
        .title = PW_TEXT("Algorithms", "Every number everywhere"),
        .idea = PW_TEXT("Algorithms",
                        "Every empty cell takes every number from 1 to n², repeats allowed, and only the full "
                        "grid is tested: its sums, then that all numbers differ. 9^9 grids for order 3."),
        .pseudocode = {
            PW_TEXT("Algorithms", "place(cell):"),
            PW_TEXT("Algorithms", "    if every cell is filled:"),
            PW_TEXT("Algorithms", "        if rows, columns, diagonals sum to the constant and all numbers differ:"),
            PW_TEXT("Algorithms", "            record the square"),
            PW_TEXT("Algorithms", "        return"),
            PW_TEXT("Algorithms", "    for z in 1..n²:   # repeats allowed; a given cell keeps its number"),
            PW_TEXT("Algorithms", "        grid[cell] ← z; place(next cell)"),
            PW_TEXT("Algorithms", "    grid[cell] ← empty"),
        },
        .counterNames = kCounters,
        .multithreaded = false,
        .comfortableSize = 3,
        .run = runBruteForce,
        .decisionSpace = "magic.cells-in-order",
    });

    registry.addAlgorithm({
        .id = "magic.v2",
        .puzzle = "magic",
        .version = 2,
        .title = PW_TEXT("Algorithms", "Table of used numbers"),
        .idea = PW_TEXT("Algorithms",
                        "A table remembers the numbers in use: a number is placed only if it is free, blocked "
                        "while it is in the grid and freed on the way back. Only permutations are built, 9! "
                        "instead of 9^9 for order 3; they are still tested at the end."),
        .pseudocode = {
            PW_TEXT("Algorithms", "place(cell):"),
            PW_TEXT("Algorithms", "    if every cell is filled:"),
            PW_TEXT("Algorithms", "        if rows, columns and diagonals sum to the constant:"),
            PW_TEXT("Algorithms", "            record the square"),
            PW_TEXT("Algorithms", "        return"),
            PW_TEXT("Algorithms", "    for z in 1..n²:"),
            PW_TEXT("Algorithms", "        if not usable(z): continue"),
            PW_TEXT("Algorithms", "        block(z); grid[cell] ← z"),
            PW_TEXT("Algorithms", "        place(next cell)"),
            PW_TEXT("Algorithms", "        unblock(z)"),
            PW_TEXT("Algorithms", "    grid[cell] ← empty"),
        },
        .counterNames = kCounters,
        .multithreaded = false,
        .comfortableSize = 3,
        .run = runUsedTable,
        .decisionSpace = "magic.cells-in-order",
        .skipLine = 6,
    });

    registry.addAlgorithm({
        .id = "magic.v3",
        .puzzle = "magic",
        .version = 3,
        .title = PW_TEXT("Algorithms", "Partial sums"),
        .idea = PW_TEXT("Algorithms",
                        "Each line keeps the sum of its filled cells. A line is checked as soon as it is complete, "
                        "and a partial line is cut when the smallest numbers left would overshoot the constant "
                        "or the largest could not reach it."),
        .pseudocode = {
            PW_TEXT("Algorithms", "place(cell):"),
            PW_TEXT("Algorithms", "    if every cell is filled: record the square   # every line was checked"),
            PW_TEXT("Algorithms", "    for each unused z in 1..n²:"),
            PW_TEXT("Algorithms", "        block(z); grid[cell] ← z; add z to the sums of the cell's lines"),
            PW_TEXT("Algorithms", "        if a line of the cell is complete and its sum ≠ constant: reject z"),
            PW_TEXT("Algorithms", "        if a partial line + the smallest numbers left > constant, or + the largest < constant: cut"),
            PW_TEXT("Algorithms", "        otherwise place(next cell)"),
            PW_TEXT("Algorithms", "        take z out of the sums; unblock(z)"),
        },
        .counterNames = kCounters,
        .multithreaded = false,
        .comfortableSize = 3,
        .run = runPartialSums,
        .decisionSpace = "magic.cells-in-order",
        .skipLine = 2,
    });

    registry.addAlgorithm({
        .id = "magic.v4",
        .puzzle = "magic",
        .version = 4,
        .title = PW_TEXT("Algorithms", "Last cell computed, lines closed early"),
        .idea = PW_TEXT("Algorithms",
                        "The cells are filled in an order that closes lines early, diagonals first; the last cell "
                        "of a line is computed, not searched. The unused numbers are a bitmask, so a cell only "
                        "tries the numbers its lines still allow."),
        .pseudocode = {
            PW_TEXT("Algorithms", "plan ← both diagonals, then the line with the fewest empty cells; a line's last cell is computed"),
            PW_TEXT("Algorithms", "solve(step):"),
            PW_TEXT("Algorithms", "    if every step is done: record the square"),
            PW_TEXT("Algorithms", "    if the step's cell closes a line: z ← constant − the line's sum"),
            PW_TEXT("Algorithms", "        if z is outside 1..n² or already used: fail"),
            PW_TEXT("Algorithms", "    else: for each z in unused & [lo, hi], the range the cell's lines allow:"),
            PW_TEXT("Algorithms", "        place z: used ← used | bit(z), add z to the sums"),
            PW_TEXT("Algorithms", "        a complete line must be right; a line with one empty cell must lack an unused number"),
            PW_TEXT("Algorithms", "        solve(step + 1)"),
            PW_TEXT("Algorithms", "        take z back"),
        },
        .counterNames = kCounters,
        .multithreaded = false,
        .comfortableSize = 4,
        .run = runComputedLast,
        .decisionSpace = "magic.fill-plan",
    });

    registry.addAlgorithm({
        .id = "magic.v5",
        .puzzle = "magic",
        .version = 5,
        .title = PW_TEXT("Algorithms", "Symmetry normalised, on threads"),
        .idea = PW_TEXT("Algorithms",
                        "Only one square of each class of 8 rotations and reflections is searched (Frénicle's "
                        "standard form) and it is counted 8 times; for odd n, numbers v → n²+1−v map squares to "
                        "squares, so only centres up to (n²+1)/2 are searched and a smaller centre counts twice. "
                        "The first cells' values are shared out among threads. With given cells, symmetry does "
                        "not apply and v4's search runs instead."),
        .pseudocode = {
            PW_TEXT("Algorithms", "plan ← v4's order; corners > top-left corner, right of it < below it; odd n: centre ≤ (n²+1)/2"),
            PW_TEXT("Algorithms", "tasks ← the values of the first cells; each thread takes the next task"),
            PW_TEXT("Algorithms", "solve(step):"),
            PW_TEXT("Algorithms", "    if every step is done: record the square and its 7 images (count 8), and their complements if centre < (n²+1)/2"),
            PW_TEXT("Algorithms", "    if the step's cell closes a line: z ← constant − the line's sum"),
            PW_TEXT("Algorithms", "        if z is outside 1..n² or already used: fail"),
            PW_TEXT("Algorithms", "    else: for each z in unused & [lo, hi], the range the cell's lines allow:"),
            PW_TEXT("Algorithms", "        if z breaks the standard form: cut"),
            PW_TEXT("Algorithms", "        place z: used ← used | bit(z), add z to the sums"),
            PW_TEXT("Algorithms", "        a complete line must be right; a line with one empty cell must lack an unused number"),
            PW_TEXT("Algorithms", "        solve(step + 1)"),
            PW_TEXT("Algorithms", "        take z back"),
        },
        .counterNames = kCounters,
        .multithreaded = true,
        .comfortableSize = 4,
        .run = runSymmetricParallel,
        .splitCount = splitSymmetricCount,
        .decisionSpace = "magic.fill-plan-normalised",
    });
    registry.addAlgorithm({
        .id = "magic.v6",
        .puzzle = "magic",
        .version = 6,
        .title = PW_TEXT("Algorithms", "Groups of cells as bit masks, a larger symmetry"),
        .idea = PW_TEXT("Algorithms",
                        "Each searched cell comes with the cells its lines then compute; their values are ±z plus "
                        "a known offset, so shifted copies of the mask of unused numbers give at once every z "
                        "that fills the whole group. The last group is only counted (a popcount). Swapping the "
                        "outer rows and columns in pairs keeps a square magic too: with rotations and "
                        "reflections that makes a group of 32 (64 from order 6), so one square in 32 is "
                        "searched, one in 64 with the complement."),
        .pseudocode = {
            PW_TEXT("Algorithms", "plan ← centre, diagonals, then the line with the fewest empty cells; a group: one searched cell and the cells its lines then compute"),
            PW_TEXT("Algorithms", "rules ← top-left = smallest of the 8 outer diagonal cells; main diagonal: 2nd < 2nd from the end (n ≥ 6: 3rd < 3rd from the end); top-right < bottom-left; odd n: centre ≤ (n²+1)/2"),
            PW_TEXT("Algorithms", "tasks ← the values of the first groups; each thread takes the next task from an atomic index"),
            PW_TEXT("Algorithms", "solve(group):"),
            PW_TEXT("Algorithms", "    if every cell is filled: record the square and its images (8, 32 or 64), twice as many if centre < (n²+1)/2"),
            PW_TEXT("Algorithms", "    candidates ← unused z whose computed cells ±z + offset are unused too: the unused mask, shifted"),
            PW_TEXT("Algorithms", "    remove the z that repeat a number in the group, break a finished line or a rule"),
            PW_TEXT("Algorithms", "    if it is the last group and we only count: squares ← squares + popcount(candidates) × images"),
            PW_TEXT("Algorithms", "    for each z in candidates:"),
            PW_TEXT("Algorithms", "        place z and the cells it computes"),
            PW_TEXT("Algorithms", "        solve(next group)"),
            PW_TEXT("Algorithms", "        take them back"),
        },
        .counterNames = kCounters,
        .multithreaded = true,
        .comfortableSize = 4,
        .run = runGroupParallel,
        .decisionSpace = "magic.cell-groups",
    });
}

}  // namespace pw::magic
