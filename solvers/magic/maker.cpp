#include "maker.h"

#include <algorithm>
#include <chrono>
#include <string>

#include "algorithms.h"
#include "core/clue_carving.h"
#include "core/registry.h"
#include "model.h"

namespace pw::magic {

namespace {

constexpr const char* kLevelIds[] = {"easy", "medium", "hard"};
constexpr int kLevelCount = 3;

Instance squareOf(int n, std::vector<int> cells) {
    Instance instance;
    instance.rows = instance.cols = n;
    instance.cells = std::move(cells);
    return instance;
}

// Every magic square of order 3 (8) or 4 (7,040), listed once by magic.v4 (about 60 ms
// for order 4 on a quiet machine) and kept for the process.
const std::vector<StoredSolution>& allSquares(int n) {
    auto list = [](int order) {
        SolutionSink sink(8000);
        SearchContext context(sink);
        RunOptions options;
        options.mode = Mode::All;
        runComputedLast(squareOf(order, {}), options, context);
        return sink.solutions();
    };
    static const std::vector<StoredSolution> three = list(3);
    if (n == 3) return three;
    static const std::vector<StoredSolution> four = list(4);
    return four;
}

// A random magic square of order n, or empty when stopped.
std::optional<std::vector<int>> randomSquare(int n, SeededRandom& random, const std::stop_token& stop) {
    RunOptions options;
    if (n <= 4) {
        const std::vector<StoredSolution>& all = allSquares(n);
        return all[static_cast<std::size_t>(random.below(static_cast<int>(all.size())))].cells;
    }
    // Order 5 has 275,305,224 squares: two random givens, then v4's first square (most
    // pairs have one within the budget).
    options.mode = Mode::First;
    while (!stop.stop_requested()) {
        std::vector<int> givens(static_cast<std::size_t>(n * n), 0);
        const std::vector<int> cells = random.permutation(n * n), values = random.permutation(n * n);
        for (int i = 0; i < 2; ++i) givens[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])] = values[static_cast<std::size_t>(i)] + 1;
        SolutionSink sink(1);
        SearchContext context(sink, stop);
        context.setBudget(std::chrono::milliseconds(200));
        runComputedLast(squareOf(n, givens), options, context);
        if (!sink.solutions().empty()) return sink.solutions().front().cells;
    }
    return std::nullopt;
}

}  // namespace

std::vector<LevelInfo> makerLevels() {
    return {
        {kLevelIds[0], PW_TEXT("Algorithms", "Easy"),
         PW_TEXT("Algorithms", "Many numbers given: most lines lack one or two.")},
        {kLevelIds[1], PW_TEXT("Algorithms", "Medium"), PW_TEXT("Algorithms", "Fewer numbers given.")},
        {kLevelIds[2], PW_TEXT("Algorithms", "Hard"),
         PW_TEXT("Algorithms", "As few numbers as the square allows: take any one away and it has several completions.")},
    };
}

MakerSizes makerSizes() { return {3, 5, 4}; }

std::optional<std::uint64_t> countCompletions(int n, const std::vector<int>& givens, std::uint64_t limit,
                                              std::stop_token stop) {
    SolutionSink sink(0);
    SearchContext context(sink, std::move(stop));
    RunOptions options;
    options.mode = Mode::Count;
    options.solutionLimit = limit;
    const RunResult result = runComputedLast(squareOf(n, givens), options, context);
    if (!result.completed && (limit == 0 || sink.total() < limit)) return std::nullopt;
    return sink.total();
}

Result<MadePuzzle> makePuzzle(const SizeRequest& size, std::string_view level, std::uint64_t seed,
                              std::stop_token stop) {
    const int n = size.size ? size.size : (size.rows ? size.rows : makerSizes().preferred);
    if (n < makerSizes().min || n > makerSizes().max || (size.cols && size.cols != n))
        return Error{"magic-square worksheets are of order 3 to 5, not " + std::to_string(n)};
    const auto id = std::find(std::begin(kLevelIds), std::end(kLevelIds), level);
    if (id == std::end(kLevelIds)) return Error{"unknown magic-square level '" + std::string(level) + "' (easy, medium, hard)"};

    SeededRandom random(seed);
    const std::optional<std::vector<int>> square = randomSquare(n, random, stop);
    if (!square) return Error{"stopped before a puzzle was made"};
    auto givensOf = [&](const std::vector<bool>& given) {
        std::vector<int> cells(square->size(), 0);
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (given[i]) cells[i] = (*square)[i];
        return cells;
    };
    const std::optional<CarvedClues> carved = carveClues(
        n * n, random,
        [&](const std::vector<bool>& given) { return countCompletions(n, givensOf(given), 2, stop) == 1u; }, stop);
    if (!carved) return Error{"stopped before a puzzle was made"};
    const std::vector<int> givens = givensOf(cluesOfLevel(*carved, static_cast<int>(id - std::begin(kLevelIds)), kLevelCount));
    if (countCompletions(n, givens, 2, stop) != 1u) return Error{"stopped before a puzzle was made"};
    const int empty = static_cast<int>(std::count(givens.begin(), givens.end(), 0));
    return MadePuzzle{squareOf(n, givens), *square, std::string(level), empty};
}

}  // namespace pw::magic
