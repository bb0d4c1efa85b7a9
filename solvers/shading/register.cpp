#include <charconv>
#include <string>

#include "algorithms.h"
#include "model.h"
#include "row_tasks.h"

namespace pw::shading {

namespace {

// The size arguments of makeInstance (puzzle-bench's --size, --rows, --k) are answered
// in English, for the command line; the file reader's errors are ParseError data.
std::string parameterError(const Notice& bad) {
    const auto v = [&](std::size_t i) { return std::to_string(bad.values[i]); };
    switch (static_cast<NoticeCode>(bad.code)) {
    case NoticeCode::SideOutOfRange:
        return "the grid's sides must be between " + v(2) + " and " + v(3) + ", not " + v(0) + "×" + v(1);
    case NoticeCode::KOutOfRange: return "the forbidden run length k must be between " + v(1) + " and " + v(2) + ", not " + v(0);
    case NoticeCode::KLargerThanGrid:
        return "k = " + v(0) + " is larger than the " + v(1) + "×" + v(2) + " grid: no run of " + v(0) +
               " fits, so every cell could be shaded";
    default: return "the grid cannot be used";
    }
}

Result<Instance> makeGrid(const SizeRequest& request) {
    if (request.torus) return Error{"the shading grid has no torus variant"};
    const int size = request.size ? request.size : kDefaultSize;
    Instance instance;
    instance.rows = request.rows ? request.rows : size;
    instance.cols = request.cols ? request.cols : (request.rows && !request.size ? request.rows : size);
    instance.k = request.k ? request.k : kDefaultK;
    if (Notice problem = checkParameters(instance.rows, instance.cols, instance.k)) return Error{parameterError(problem)};
    return instance;
}

// A file holds one grid or several separated by blank lines, as rows of '#' and '.'; a
// line "k=3" (or "k 3") sets the run length of the grids after it (default 4).
ParseResult<std::vector<Instance>> parseFile(std::string_view text) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    std::vector<Instance> out;
    int k = kDefaultK;
    int kLine = 0, kColumn = 0;  // where k was set (0: the default)
    std::string block;
    int lineNo = 0, blockStart = 1;
    auto flush = [&]() -> ParseError {
        if (block.empty()) return {};
        ParseResult<Grid> grid = parseGrid(block, blockStart);
        block.clear();
        if (!grid) return grid.error();
        // No run of k fits a grid smaller than k: told at the k line, or at the grid.
        if (k > std::max(grid->rows, grid->cols)) {
            ParseError e = parseError(ParseErrorKind::OutOfRange, kLine ? kLine : blockStart, kColumn,
                                      {k, kMinK, std::max(grid->rows, grid->cols)});
            e.found = "k=" + std::to_string(k);
            return e;
        }
        Instance instance;
        instance.rows = grid->rows;
        instance.cols = grid->cols;
        instance.k = k;
        instance.cells = std::move(grid).value().cells;
        instance.name = "line " + std::to_string(blockStart);
        out.push_back(std::move(instance));
        return {};
    };
    for (std::size_t pos = 0; pos <= text.size();) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNo;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
        if (!line.empty() && line.front() != 'k') {
            if (block.empty()) blockStart = lineNo;
            block.append(line).push_back('\n');
            continue;
        }
        if (ParseError e = flush()) return e;
        if (line.empty()) continue;
        const std::size_t digits = line.find_first_of("0123456789");
        int value = 0;
        const auto [ptr, ec] = digits == std::string_view::npos
                                   ? std::from_chars_result{nullptr, std::errc::invalid_argument}
                                   : std::from_chars(line.data() + digits, line.data() + line.size(), value);
        const int column = digits == std::string_view::npos ? 0 : static_cast<int>(digits) + 1;
        if (ec == std::errc::result_out_of_range) {
            ParseError e = parseError(ParseErrorKind::NumberTooLarge, lineNo, column, {kMaxK});
            e.found = parseExcerpt(line.substr(digits));
            return e;
        }
        if (ec != std::errc{} || ptr != line.data() + line.size()) {
            ParseError e = parseError(ParseErrorKind::BadSetting, lineNo, 0);
            e.found = parseExcerpt(line);
            e.expected = std::string("k=N");
            return e;
        }
        if (value < kMinK || value > kMaxK) {
            ParseError e = parseError(ParseErrorKind::OutOfRange, lineNo, column, {value, kMinK, kMaxK});
            e.found = "k=" + std::to_string(value);
            return e;
        }
        k = value;
        kLine = lineNo;
        kColumn = column;
    }
    if (ParseError e = flush()) return e;
    if (out.empty()) {
        ParseError e = parseError(ParseErrorKind::NoBoard, 0, 0);
        e.expected = std::string("#.");
        return e;
    }
    return out;
}

std::string formatInstance(const Instance& instance) {
    std::vector<int> cells = instance.cells;
    cells.resize(static_cast<std::size_t>(instance.rows * instance.cols), 0);
    return "k=" + std::to_string(instance.k) + "\n" + formatGrid(instance.rows, instance.cols, cells, '\n') + "\n";
}

}  // namespace

void registerShading(Registry& registry) {
    registry.addPuzzle({
        .id = "shading",
        .title = PW_TEXT("Algorithms", "Shading grid"),
        .description = PW_TEXT("Algorithms",
                               "Shade as many cells as possible without k shaded cells in a row, across, down or "
                               "diagonally."),
        .minSize = 4,
        .maxSize = kMaxSide,
        .defaultSize = kDefaultSize,
        .makeInstance = makeGrid,
        .parseInstances = parseFile,
        .formatInstance = formatInstance,
        .formatSolution = [](const Instance& instance, std::span<const int> cells) {
            return formatGrid(instance.rows, instance.cols, cells, '/');
        },
        .noticeEnd = static_cast<int>(NoticeCode::End),
        .ownHeader = "shading.h",
        .ownSearchParameter = "ShadingGrid& g",
    });

    const std::vector<std::string> counters = {
        PW_TEXT("Counters", "best"),
        PW_TEXT("Counters", "classes"),
        PW_TEXT("Counters", "bound_cuts"),
        PW_TEXT("Counters", "symmetry_cuts"),
    };

    registry.addAlgorithm({
        .id = "shading.v1",
        .puzzle = "shading",
        .version = 1,
        .title = PW_TEXT("Algorithms", "Exhaustive search"),
        .idea = PW_TEXT("Algorithms",
                        "Every cell is tried shaded, then white, in reading order; a cell is shaded only when it "
                        "closes no run of k. Every valid grid is reached and the best one kept: the contest's "
                        "51-minute entry."),
        .pseudocode = {
            PW_TEXT("Algorithms", "maximum ← search(cell 1) in phase 1; then search again in phase 2 for the grids reaching it"),
            PW_TEXT("Algorithms", "search(cell i):   # cells in reading order"),
            PW_TEXT("Algorithms", "    if every cell is decided:"),
            PW_TEXT("Algorithms", "        phase 1: if shaded > best: best ← shaded, keep the grid"),
            PW_TEXT("Algorithms", "        phase 2: if shaded = maximum: record an optimal grid"),
            PW_TEXT("Algorithms", "    if shading i closes no run of k (to the left, up, up-left, up-right):"),
            PW_TEXT("Algorithms", "        shade i; search(i + 1); clear i      # shaded first"),
            PW_TEXT("Algorithms", "    leave i white; search(i + 1)"),
        },
        .counterNames = counters,
        .multithreaded = false,
        .comfortableSize = 4,
        .timelineCounter = kBest,
        .run = runExhaustive,
        .decisionSpace = "shading.cells-in-order",
    });

    registry.addAlgorithm({
        .id = "shading.v2",
        .puzzle = "shading",
        .version = 2,
        .title = PW_TEXT("Algorithms", "Branch and bound with hope"),
        .idea = PW_TEXT("Algorithms",
                        "The contest winner's \"hope\": how many more cells may stay white while the grid can still "
                        "beat the best found. Shading a cell leaves it unchanged; a white cell with no hope left is "
                        "cut with everything below it."),
        .pseudocode = {
            PW_TEXT("Algorithms", "maximum ← search(cell 1) in phase 1; then search again in phase 2 for the grids reaching it"),
            PW_TEXT("Algorithms", "search(cell i):   # cells in reading order"),
            PW_TEXT("Algorithms", "    if every cell is decided:"),
            PW_TEXT("Algorithms", "        phase 1: best ← shaded, keep the grid   # it beats the best"),
            PW_TEXT("Algorithms", "        phase 2: record an optimal grid"),
            PW_TEXT("Algorithms", "    if shading i closes no run of k (to the left, up, up-left, up-right):"),
            PW_TEXT("Algorithms", "        shade i; search(i + 1); clear i      # shaded first: hope unchanged"),
            PW_TEXT("Algorithms", "    hope ← cells − best − 1 − whites so far   # phase 2: cells − maximum − whites"),
            PW_TEXT("Algorithms", "    if hope ≤ 0: cut   # one more white cell and the best is out of reach"),
            PW_TEXT("Algorithms", "    leave i white; search(i + 1)"),
        },
        .counterNames = counters,
        .multithreaded = false,
        .comfortableSize = 6,
        .timelineCounter = kBest,
        .run = runHope,
        .decisionSpace = "shading.cells-in-order",
    });

    registry.addAlgorithm({
        .id = "shading.v3",
        .puzzle = "shading",
        .version = 3,
        .title = PW_TEXT("Algorithms", "Row patterns and a table of strips"),
        .idea = PW_TEXT("Algorithms",
                        "Rows are bit patterns with no k in a row; the next row's forbidden cells come from the "
                        "k − 1 rows above by shifts. The bound adds the most that any strip of the remaining rows "
                        "can hold, from a table computed first by the same search on smaller strips."),
        .pseudocode = {
            PW_TEXT("Algorithms", "table[m] ← the most shaded cells of an m-row strip (this search on smaller strips)"),
            PW_TEXT("Algorithms", "patterns ← the rows with no k in a row, most shaded first"),
            PW_TEXT("Algorithms", "maximum ← search(row 1) in phase 1; then again in phase 2 with the bound at equality"),
            PW_TEXT("Algorithms", "search(row r, shaded):"),
            PW_TEXT("Algorithms", "    if r > R: phase 1: best ← shaded, keep the grid; phase 2: record it"),
            PW_TEXT("Algorithms", "    forbidden ← vertical | diagonal | anti-diagonal runs of the k − 1 rows above (shifts)"),
            PW_TEXT("Algorithms", "    for each pattern p that fits under forbidden, most shaded first:"),
            PW_TEXT("Algorithms", "        if shaded + |p| + table[R − r] cannot beat the best: cut, end the loop"),
            PW_TEXT("Algorithms", "        (wide grids scan every pattern: if p & forbidden ≠ 0: reject p)"),
            PW_TEXT("Algorithms", "        row r ← p; search(r + 1, shaded + |p|)"),
        },
        .counterNames = counters,
        .multithreaded = false,
        .comfortableSize = 9,
        .timelineCounter = kBest,
        .run = runRows,
        .decisionSpace = "shading.row-patterns",
    });

    registry.addAlgorithm({
        .id = "shading.v4",
        .puzzle = "shading",
        .version = 4,
        .title = PW_TEXT("Algorithms", "Row patterns, mirror symmetry and threads"),
        .idea = PW_TEXT("Algorithms",
                        "A grid and its mirror image score the same, so only one of them is searched: while the rows "
                        "read the same both ways, a row may not exceed its mirror image. Each pass aims at a fixed "
                        "score T, from the table's bound down: the first T reached is the maximum, and that pass lists "
                        "every optimal grid. All the threads work on each pass: one that runs out of work takes the "
                        "untried rest of the shallowest loop of a busy one."),
        .pseudocode = {
            PW_TEXT("Algorithms", "table[m] ← the most shaded cells of an m-row strip (this search on smaller strips)"),
            PW_TEXT("Algorithms", "patterns ← the rows with no k in a row, most shaded first"),
            PW_TEXT("Algorithms", "for T from min(table[R − 1] + fullest row, table[a] + table[R − a]) down: search(row 1, 0, yes) at T, until a T is reached"),
            PW_TEXT("Algorithms", "threads: one that runs out of work takes the untried rest of the shallowest loop of a busy one"),
            PW_TEXT("Algorithms", "search(row r, shaded, symmetric):"),
            PW_TEXT("Algorithms", "    if r > R: best ← T; record the grid and its mirror image (unless symmetric)"),
            PW_TEXT("Algorithms", "    forbidden ← vertical | diagonal | anti-diagonal runs of the k − 1 rows above (shifts)"),
            PW_TEXT("Algorithms", "    for each pattern p that fits under forbidden, most shaded first:"),
            PW_TEXT("Algorithms", "        if shaded + |p| + table[R − r] < T: cut, end the loop"),
            PW_TEXT("Algorithms", "        if symmetric and p > mirror(p): skip p   # its mirror image is searched"),
            PW_TEXT("Algorithms", "        (wide grids scan every pattern: if p & forbidden ≠ 0: reject p)"),
            PW_TEXT("Algorithms", "        row r ← p; search(r + 1, shaded + |p|, symmetric and p = mirror(p))"),
        },
        .counterNames = counters,
        .multithreaded = true,
        .comfortableSize = 11,
        .timelineCounter = kBest,
        .run = runRowsParallel,
        .splitCount = splitRowCount,
        .decisionSpace = "shading.row-patterns-mirror",
    });

    std::vector<std::string> memoCounters = counters;
    memoCounters.push_back(PW_TEXT("Counters", "memo_cuts"));
    registry.addAlgorithm({
        .id = "shading.v5",
        .puzzle = "shading",
        .version = 5,
        .title = PW_TEXT("Algorithms", "Look a row ahead, remember what failed"),
        .idea = PW_TEXT("Algorithms",
                        "v4 with two sharper cuts. A pattern is cut when even the fullest row that fits below it "
                        "cannot make up the difference. And what the rows below can hold depends only on the state "
                        "the rows above leave (the cells they forbid next, and the k − 2 rows nearest): a state whose "
                        "whole search fell short of T is remembered, and cut at once when another grid reaches it."),
        .pseudocode = {
            PW_TEXT("Algorithms", "table[m] ← the most shaded cells of an m-row strip (this search on smaller strips)"),
            PW_TEXT("Algorithms", "patterns ← the rows with no k in a row, most shaded first"),
            PW_TEXT("Algorithms", "fit[f] ← the most shaded cells of a pattern avoiding the cells f; memo ← empty"),
            PW_TEXT("Algorithms", "for T from min(table[R − 1] + fullest row, table[a] + table[R − a]) down: search(row 1, 0, yes) at T, until a T is reached"),
            PW_TEXT("Algorithms", "threads: one that runs out of work takes the untried rest of the shallowest loop of a busy one"),
            PW_TEXT("Algorithms", "search(row r, shaded, symmetric):"),
            PW_TEXT("Algorithms", "    if r > R: best ← T; record the grid and its mirror image (unless symmetric)"),
            PW_TEXT("Algorithms", "    forbidden ← vertical | diagonal | anti-diagonal runs of the k − 1 rows above (shifts)"),
            PW_TEXT("Algorithms", "    state ← forbidden, the k − 2 rows above, R − r + 1; if shaded + memo[state] < T: cut   # it failed before"),
            PW_TEXT("Algorithms", "    for each pattern p that fits under forbidden, most shaded first:"),
            PW_TEXT("Algorithms", "        if shaded + |p| + table[R − r] < T: cut, end the loop"),
            PW_TEXT("Algorithms", "        if symmetric and p > mirror(p): skip p   # its mirror image is searched"),
            PW_TEXT("Algorithms", "        (wide grids scan every pattern: if p & forbidden ≠ 0: reject p)"),
            PW_TEXT("Algorithms", "        if shaded + |p| + fit[the cells p forbids below] + table[R − r − 1] < T: cut p"),
            PW_TEXT("Algorithms", "        row r ← p; search(r + 1, shaded + |p|, symmetric and p = mirror(p))"),
            PW_TEXT("Algorithms", "    if no grid of T was found below (and not symmetric): memo[state] ← T − shaded − 1"),
        },
        .counterNames = memoCounters,
        .multithreaded = true,
        .comfortableSize = 11,
        .timelineCounter = kBest,
        .run = runRowsMemo,
        .decisionSpace = "shading.row-patterns",
    });
}

}  // namespace pw::shading
