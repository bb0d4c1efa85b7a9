#include <charconv>
#include <string>

#include "algorithms.h"
#include "maker.h"
#include "model.h"
#include "join_tasks.h"
#include "ring_tasks.h"

namespace pw::queens {

namespace {

Result<Instance> makeBoard(const SizeRequest& request) {
    const int n = request.size ? request.size : (request.rows ? request.rows : 8);
    if (n < kMinSize || n > kMaxSize)
        return Error{"the board size must be between 1 and 32, not " + std::to_string(n)};
    if (request.cols && request.cols != n) return Error{"the chessboard is square: rows and columns must agree"};
    Instance instance;
    instance.rows = instance.cols = n;
    return instance;
}

// A queens file holds one solution as a classic string on its first line that is
// neither blank nor a `#` comment (its length is N), or a position: N rows of `Q` and
// `.` (a worksheet's given queens). A position with a queen in every column is kept in
// the classic string's order of squares, as it is written back as one.
ParseResult<std::vector<Instance>> parseFile(std::string_view text) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    const std::string_view whole = text;
    int lineNumber = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++lineNumber;
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string_view::npos || line[first] == '#') continue;
        if (line.find_first_of("Qq.") != std::string_view::npos) {
            ParseResult<Position> position = parsePosition(whole);
            if (!position) return position.error();
            Instance instance;
            instance.rows = instance.cols = position->n;
            Result<std::vector<int>> rows = squaresToSolution(position->n, position->queens);
            instance.cells = rows ? solutionToSquares(*rows) : position->queens;
            return std::vector<Instance>{instance};
        }
        ParseResult<std::vector<int>> rows = parseSolution(line, lineNumber);
        if (!rows) return rows.error();
        Instance instance;
        instance.rows = instance.cols = static_cast<int>(rows->size());
        instance.cells = solutionToSquares(*rows);
        return std::vector<Instance>{instance};
    }
    return parseError(ParseErrorKind::NoBoard, 0, 0);
}

std::string formatBoard(const Instance& instance) {
    Result<std::vector<int>> rows = squaresToSolution(instance.rows, instance.cells);
    if (rows) return formatSolution(*rows) + "\n";
    return formatPosition(instance.rows, instance.cells);
}

}  // namespace

void registerQueens(Registry& registry) {
    registry.addPuzzle({
        .id = "queens",
        .title = PW_TEXT("Algorithms", "N queens"),
        .description = PW_TEXT("Algorithms", "Place N queens on an N×N chessboard so that no two attack each other."),
        .minSize = kMinSize,
        .maxSize = kMaxSize,
        .defaultSize = 8,
        .makeInstance = makeBoard,
        .parseInstances = parseFile,
        .formatInstance = formatBoard,
        .formatSolution = [](const Instance&, std::span<const int> cells) { return formatSolution(cells); },
        .levels = makerLevels(),
        .makerSizes = makerSizes(),
        .makePuzzle = makePuzzle,
        .noticeEnd = static_cast<int>(NoticeCode::End),
        .ownHeader = "queens.h",
        .ownSearchParameter = "Queens& q",
    });

    registry.addAlgorithm({
        .id = "queens.v1",
        .puzzle = "queens",
        .version = 1,
        .title = PW_TEXT("Algorithms", "Brute force"),
        .idea = PW_TEXT("Algorithms",
                        "N nested loops give every column every row: all N^N placements are built, and each one "
                        "is tested at the end by ok(), which compares every pair of queens."),
        .pseudocode = {
            PW_TEXT("Algorithms", "for r1 in 1..N, r2 in 1..N, …, rN in 1..N:   # N nested loops"),
            PW_TEXT("Algorithms", "    placement ← (r1, r2, …, rN)"),
            PW_TEXT("Algorithms", "    checks ← checks + 1"),
            PW_TEXT("Algorithms", "    if ok(placement):   # every pair: same row or diagonal?"),
            PW_TEXT("Algorithms", "        record the solution"),
        },
        .counterNames = {PW_TEXT("Counters", "classes")},
        .multithreaded = false,
        .comfortableSize = 8,
        .run = runBruteForce,
        .decisionSpace = "queens.column-by-column",
    });

    registry.addAlgorithm({
        .id = "queens.v2",
        .puzzle = "queens",
        .version = 2,
        .title = PW_TEXT("Algorithms", "Backtracking with continue"),
        .idea = PW_TEXT("Algorithms",
                        "After each new queen, only that queen is tested against the previous ones; a prefix "
                        "in conflict is skipped with continue, and everything below it with it."),
        .pseudocode = {
            PW_TEXT("Algorithms", "solve(column c):"),
            PW_TEXT("Algorithms", "    for each row r in 1..N:"),
            PW_TEXT("Algorithms", "        put a queen on (r, c)"),
            PW_TEXT("Algorithms", "        if c > 1 and not ok(c):   # the newest queen only"),
            PW_TEXT("Algorithms", "            continue              # skip this prefix"),
            PW_TEXT("Algorithms", "        if c = N: record the solution"),
            PW_TEXT("Algorithms", "        else: solve(c + 1)"),
            PW_TEXT("Algorithms", "        take the queen back"),
        },
        .counterNames = {PW_TEXT("Counters", "classes")},
        .multithreaded = false,
        .comfortableSize = 12,
        .run = runBacktracking,
        .decisionSpace = "queens.column-by-column",
    });

    registry.addAlgorithm({
        .id = "queens.v3",
        .puzzle = "queens",
        .version = 3,
        .title = PW_TEXT("Algorithms", "Bitmask backtracking"),
        .idea = PW_TEXT("Algorithms",
                        "Rows and both diagonals already attacked are kept as bit sets: the free squares of a "
                        "column are one expression, and the next one is taken with x & −x. No square is ever "
                        "tested and refused."),
        .pseudocode = {
            PW_TEXT("Algorithms", "solve(c, rows, up, down):"),
            PW_TEXT("Algorithms", "    free ← ~(rows | up | down) & all"),
            PW_TEXT("Algorithms", "    while free ≠ 0:"),
            PW_TEXT("Algorithms", "        bit ← free & −free        # lowest free row"),
            PW_TEXT("Algorithms", "        free ← free − bit"),
            PW_TEXT("Algorithms", "        if c = N: record the solution"),
            PW_TEXT("Algorithms", "        else: solve(c + 1, rows | bit, (up | bit) << 1, (down | bit) >> 1)"),
        },
        .counterNames = {PW_TEXT("Counters", "classes")},
        .multithreaded = false,
        .comfortableSize = 15,
        .run = runBitmask,
        .decisionSpace = "queens.column-by-column",
        .skipLine = 1,
    });

    registry.addAlgorithm({
        .id = "queens.v4",
        .puzzle = "queens",
        .version = 4,
        .title = PW_TEXT("Algorithms", "Bitmask, mirror symmetry and threads"),
        .idea = PW_TEXT("Algorithms",
                        "The mirror image of a solution is a solution: only first queens in the upper half are "
                        "searched and each solution counts twice. The pairs of queens of the first two columns "
                        "are shared out among threads."),
        .pseudocode = {
            PW_TEXT("Algorithms", "tasks ← valid pairs of queens in columns 1 and 2, first one in the upper half"),
            PW_TEXT("Algorithms", "    (odd N: first queen in the middle row → second one in the upper half)"),
            PW_TEXT("Algorithms", "each thread: while a task is left, take it and solve(3, …):"),
            PW_TEXT("Algorithms", "    free ← ~(rows | up | down) & all"),
            PW_TEXT("Algorithms", "    bit ← free & −free; free ← free − bit"),
            PW_TEXT("Algorithms", "    if c = N: record the solution and its mirror image (count 2)"),
            PW_TEXT("Algorithms", "    else: solve(c + 1, rows | bit, (up | bit) << 1, (down | bit) >> 1)"),
        },
        .counterNames = {PW_TEXT("Counters", "classes")},
        .multithreaded = true,
        .comfortableSize = 16,
        .run = runBitmaskParallel,
        .decisionSpace = "queens.mirror-tasks",
        .skipLine = 3,
    });
    registry.addAlgorithm({
        .id = "queens.v5",
        .puzzle = "queens",
        .version = 5,
        .title = PW_TEXT("Algorithms", "Middle ring and the eight symmetries"),
        .idea = PW_TEXT("Algorithms",
                        "Each solution has exactly one queen on each of four lines through the middle of the "
                        "board (two columns, two rows), and the 8 rotations and reflections map those lines onto "
                        "themselves. The queens on them are placed first, and of the up to 8 images of such a "
                        "start only the smallest is searched: its completions count as many times as it has "
                        "distinct images. The other columns are filled with bitmasks, most constrained first; the "
                        "starts are shared out among threads."),
        .pseudocode = {
            PW_TEXT("Algorithms", "starts ← every way to put one queen on each line of the middle ring: two columns and two rows"),
            PW_TEXT("Algorithms", "    skip a start unless it is the smallest of its 8 images; weight ← its distinct images"),
            PW_TEXT("Algorithms", "each thread: while a start is left, take it, place its queens and solve(1, 0, 0, 0)"),
            PW_TEXT("Algorithms", "solve(i, rows, sums, diffs):   # i-th free column c, most constrained first"),
            PW_TEXT("Algorithms", "    free ← ~(rows | sums >> c | diffs >> (N − 1 − c)) & allowed[i]   # rows the ring leaves"),
            PW_TEXT("Algorithms", "    while free ≠ 0:   # rows still to try"),
            PW_TEXT("Algorithms", "        bit ← free & −free; free ← free − bit"),
            PW_TEXT("Algorithms", "        if i is the last one: record the solution and its images (count weight)"),
            PW_TEXT("Algorithms", "        else: solve(i + 1, rows | bit, sums | bit << c, diffs | bit << (N − 1 − c))"),
        },
        .counterNames = {PW_TEXT("Counters", "classes"), PW_TEXT("Counters", "starts")},
        .multithreaded = true,
        .comfortableSize = 16,
        .run = runRingSymmetry,
        .splitCount = splitRingCount,
        .decisionSpace = "queens.middle-ring",
        .skipLine = 4,
    });
    registry.addAlgorithm({
        .id = "queens.v6",
        .puzzle = "queens",
        .version = 6,
        .title = PW_TEXT("Algorithms", "Half boards joined"),
        .idea = PW_TEXT("Algorithms",
                        "The versions so far place the queens one column after another. Here a solution is a left "
                        "half board and a right half board whose queens share no diagonal: their rows and columns "
                        "are apart already. For each way to share the rows out between the two halves (one per "
                        "symmetry class), every half board is made once, by joining two strips of columns made in "
                        "advance, and the pairs of half boards that share no diagonal are counted without building "
                        "the whole boards, 512 at a time: each diagonal is a bit, and one AND tests it for 512 "
                        "pairs. On an odd board the middle row and column are placed first, as v5's ring."),
        .pseudocode = {
            PW_TEXT("Algorithms", "for each start (odd N: a queen on the middle column and one on the middle row, the smallest of its 8 images):"),
            PW_TEXT("Algorithms", "    strips ← every placement of each strip (each half cut in two), by the rows it uses"),
            PW_TEXT("Algorithms", "    for each split of the free rows into L (left half) and R (right half), one per symmetry class:"),
            PW_TEXT("Algorithms", "        lefts ← for each L1 ⊂ L as wide as strip A: strip A on L1 joined with strip B on L \\ L1"),
            PW_TEXT("Algorithms", "            (a pair of strip placements whose diagonals meet is dropped)"),
            PW_TEXT("Algorithms", "        rights ← the same on R"),
            PW_TEXT("Algorithms", "        for each left half board a:"),
            PW_TEXT("Algorithms", "            for each right half board b, 512 at a time:   # one AND per diagonal"),
            PW_TEXT("Algorithms", "                if a and b share no diagonal: count the solution and the ones it stands for"),
        },
        .counterNames = {PW_TEXT("Counters", "classes"), PW_TEXT("Counters", "starts"), PW_TEXT("Counters", "row_splits"),
                         PW_TEXT("Counters", "strip_placements"), PW_TEXT("Counters", "half_boards"),
                         PW_TEXT("Counters", "strip_pairs_tested"), PW_TEXT("Counters", "half_pairs_tested"),
                         PW_TEXT("Counters", "pairs_matched")},
        .multithreaded = true,
        .comfortableSize = 18,
        .run = runHalfJoin,
        .splitCount = splitJoinCount,
        .decisionSpace = "queens.half-boards",
    });
}

}  // namespace pw::queens
