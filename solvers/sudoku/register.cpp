#include <string>

#include "algorithms.h"
#include "format.h"
#include "maker.h"
#include "model.h"

namespace pw::sudoku {

namespace {

Result<Instance> makeGrid(const SizeRequest& request) {
    int box = request.k;
    const int size = request.size ? request.size : request.rows;
    if (size != 0) {
        box = size == 4 ? 2 : size == 9 ? 3 : size == 16 ? 4 : -1;
        if (box < 0) return Error{"a sudoku grid is 4, 9 or 16 cells wide, not " + std::to_string(size)};
        if (request.k && request.k != box) return Error{"the box size does not match the grid size"};
    }
    if (request.cols && request.cols != (box ? box * box : 9)) return Error{"a sudoku grid is square"};
    if (box == 0) box = 3;
    if (box < kMinBox || box > kMaxBox) return Error{"the box size must be 2, 3 or 4, not " + std::to_string(box)};
    return emptyInstance(box);
}

}  // namespace

void registerSudoku(Registry& registry) {
    registry.addPuzzle({
        .id = "sudoku",
        .title = PW_TEXT("Algorithms", "Sudoku"),
        .description = PW_TEXT("Algorithms",
                               "Fill the grid so that every row, column and box holds each digit exactly once."),
        .minSize = 4,
        .maxSize = 16,
        .defaultSize = 9,
        .makeInstance = makeGrid,
        .parseInstances = parsePuzzles,
        .formatInstance = [](const Instance& instance) { return formatLine(givensOf(instance)) + "\n"; },
        .formatSolution = [](const Instance&, std::span<const int> cells) { return formatLine(cells); },
        .levels = makerLevels(),
        .makerSizes = makerSizes(),
        .makePuzzle = makePuzzle,
        .noticeEnd = static_cast<int>(NoticeCode::End),
        .ownHeader = "sudoku.h",
        .ownSearchParameter = "Sudoku& s",
    });

    registry.addAlgorithm({
        .id = "sudoku.v1",
        .puzzle = "sudoku",
        .version = 1,
        .title = PW_TEXT("Algorithms", "Backtracking with controlvalid"),
        .idea = PW_TEXT("Algorithms",
                        "The blank cells are filled in order. Before each digit, controlvalid scans the row, "
                        "the column and the box of the cell; a digit that passes is placed and the search goes "
                        "on, and it is taken back when the next cells get stuck."),
        .pseudocode = {
            PW_TEXT("Algorithms", "solve(k):   # k-th blank cell"),
            PW_TEXT("Algorithms", "    for each digit d in 1..n:"),
            PW_TEXT("Algorithms", "        checks ← checks + 1; controlvalid(cell, d)   # scan row, column, box"),
            PW_TEXT("Algorithms", "        if d is already there: try the next digit"),
            PW_TEXT("Algorithms", "        put d in the cell"),
            PW_TEXT("Algorithms", "        solve(k + 1)"),
            PW_TEXT("Algorithms", "        take d back"),
            PW_TEXT("Algorithms", "if no blank is left: record the solution"),
        },
        .counterNames = {PW_TEXT("Counters", "guesses"), PW_TEXT("Counters", "singles")},
        .multithreaded = false,
        .comfortableSize = 9,
        .run = runNaive,
        .decisionSpace = "sudoku.blanks-in-order",
        .skipLine = 3,
    });

    registry.addAlgorithm({
        .id = "sudoku.v2",
        .puzzle = "sudoku",
        .version = 2,
        .title = PW_TEXT("Algorithms", "Candidate bit masks"),
        .idea = PW_TEXT("Algorithms",
                        "The digits used by each row, column and box are kept as bit masks, updated as digits "
                        "are placed and taken back: the candidates of a cell are one expression, and only they "
                        "are tried. The blank cells are still taken in order."),
        .pseudocode = {
            PW_TEXT("Algorithms", "solve(k):   # k-th blank cell"),
            PW_TEXT("Algorithms", "    candidates ← all & ~(row | column | box)"),
            PW_TEXT("Algorithms", "    if candidates = ∅: dead end"),
            PW_TEXT("Algorithms", "    for each digit d of candidates:"),
            PW_TEXT("Algorithms", "        put d: add its bit to the row, column and box masks"),
            PW_TEXT("Algorithms", "        solve(k + 1)"),
            PW_TEXT("Algorithms", "        take d back: remove its bit"),
            PW_TEXT("Algorithms", "if no blank is left: record the solution"),
        },
        .counterNames = {PW_TEXT("Counters", "guesses"), PW_TEXT("Counters", "singles")},
        .multithreaded = false,
        .comfortableSize = 9,
        .run = runMasks,
        .decisionSpace = "sudoku.blanks-in-order",
        .skipLine = 1,
    });

    registry.addAlgorithm({
        .id = "sudoku.v3",
        .puzzle = "sudoku",
        .version = 3,
        .title = PW_TEXT("Algorithms", "Singles and fewest candidates first"),
        .idea = PW_TEXT("Algorithms",
                        "Each cell keeps its pencil marks. After a placement, a cell left with one candidate "
                        "(naked single) or a digit left with one place in a row, column or box (hidden single) "
                        "is placed at once. Only then does the search guess, in the cell with the fewest "
                        "candidates."),
        .pseudocode = {
            PW_TEXT("Algorithms", "solve(grid):"),
            PW_TEXT("Algorithms", "    repeat until nothing changes:"),
            PW_TEXT("Algorithms", "        place every naked single (a cell with one candidate)"),
            PW_TEXT("Algorithms", "        place every hidden single (a digit with one place in a unit)"),
            PW_TEXT("Algorithms", "    if a cell or a digit has no place left: dead end"),
            PW_TEXT("Algorithms", "    choose the blank cell with the fewest candidates"),
            PW_TEXT("Algorithms", "    for each candidate d: on a copy, put d and solve(copy)"),
            PW_TEXT("Algorithms", "    back to the grid before the guess"),
            PW_TEXT("Algorithms", "if no blank is left: record the solution"),
        },
        .counterNames = {PW_TEXT("Counters", "guesses"), PW_TEXT("Counters", "singles")},
        .multithreaded = false,
        .comfortableSize = 16,
        .run = runSingles,
        .decisionSpace = "sudoku.fewest-candidates",
    });

    registry.addAlgorithm({
        .id = "sudoku.v4",
        .puzzle = "sudoku",
        .version = 4,
        .title = PW_TEXT("Algorithms", "Bit-parallel bands"),
        .idea = PW_TEXT("Algorithms",
                        "Each digit keeps the cells where it can go, band by band, as 27-bit words. A few table "
                        "look-ups per word apply locked candidates and the hidden singles of rows and boxes; "
                        "the naked singles of a whole band are found with three bitwise operations per digit. "
                        "Guesses go to a cell with two candidates, on a copy of the state kept on the stack."),
        .pseudocode = {
            PW_TEXT("Algorithms", "solve(state):   # 9 digits × 3 bands of 27 bits"),
            PW_TEXT("Algorithms", "    for each changed (digit, band): rows × boxes → valid permutations; place row singles"),
            PW_TEXT("Algorithms", "    cells with one digit left (once & ~twice): place them; repeat"),
            PW_TEXT("Algorithms", "    if a cell has no digit or a permutation is impossible: dead end"),
            PW_TEXT("Algorithms", "    choose a cell with two candidates (twice & ~thrice)"),
            PW_TEXT("Algorithms", "    for each candidate: on a copy, place it and solve(copy)"),
            PW_TEXT("Algorithms", "    back to the state before the guess"),
            PW_TEXT("Algorithms", "if every cell is placed: record the solution"),
        },
        .counterNames = {PW_TEXT("Counters", "guesses"), PW_TEXT("Counters", "singles")},
        .multithreaded = false,
        .comfortableSize = 16,
        .run = runBands,
        .decisionSpace = "sudoku.bands",
    });

    registry.addAlgorithm({
        .id = "sudoku.v5",
        .puzzle = "sudoku",
        .version = 5,
        .title = PW_TEXT("Algorithms", "Bands, stacks and minirows"),
        .idea = PW_TEXT("Algorithms",
                        "The bands of v4, and the stacks too: in three columns a digit must also take the three "
                        "boxes in one of six ways. A minirow (three cells of a row in one box) holds three different "
                        "digits: where only three can go, they are certain there. The guess fixes where a digit "
                        "goes in a whole band or stack, in the one with the fewest digits left to place; on a grid given "
                        "with many digits, a cell with two candidates is guessed at once. The processor's AVX2 or "
                        "AVX-512 instructions are used when it has them."),
        .pseudocode = {
            PW_TEXT("Algorithms", "solve(state):   # 9 digits × 3 bands of 27 bits"),
            PW_TEXT("Algorithms", "    for each changed (digit, band): rows × boxes → valid permutations; place row singles"),
            PW_TEXT("Algorithms", "    place the cells with one digit left; repeat"),
            PW_TEXT("Algorithms", "    columns: place hidden singles; stacks: bands × columns → valid permutations; repeat"),
            PW_TEXT("Algorithms", "    minirows and minicolumns: 3 digits possible → all 3 certain; 3 certain → no other"),
            PW_TEXT("Algorithms", "    if a cell, a column or a minirow lacks digits, or no permutation is left: dead end"),
            PW_TEXT("Algorithms", "    choose the band or stack with the fewest open digits (then permutations), its digit with the fewest permutations (or a pair cell)"),
            PW_TEXT("Algorithms", "    for each permutation (or digit): on a copy, keep only it and solve(copy)"),
            PW_TEXT("Algorithms", "    back to the state before the guess"),
            PW_TEXT("Algorithms", "if every cell is placed: record the solution"),
        },
        .counterNames = {PW_TEXT("Counters", "guesses"), PW_TEXT("Counters", "singles")},
        .multithreaded = false,
        .comfortableSize = 16,
        .run = runStackBands,
        .decisionSpace = "sudoku.bands-and-stacks",
    });
}

}  // namespace pw::sudoku
