#include "maker.h"

#include <algorithm>
#include <bit>
#include <string>

#include "core/clue_carving.h"
#include "core/registry.h"
#include "model.h"

namespace pw::queens {

namespace {

constexpr const char* kLevelIds[] = {"easy", "medium", "hard"};
constexpr int kLevelCount = 3;

// The bitmask search of queens.v3 with some columns fixed: `givens[c]` is the row of
// column c's queen or −1. `rows`, `up` and `down` hold the rows and diagonals taken by
// the queens of the columns before c and by every given queen.
struct CompletionCounter {
    int n;
    const std::vector<int>& givens;
    std::uint64_t limit;
    std::uint64_t found = 0;

    void count(int c, std::uint32_t rows, std::uint64_t up, std::uint64_t down) {
        if (limit != 0 && found >= limit) return;
        if (c == n) {
            ++found;
            return;
        }
        // Diagonals as bits of 64-bit words: up-diagonal r + c, down-diagonal r − c + n.
        auto free = [&](int r) {
            return !((rows >> r) & 1u) && !((up >> (r + c)) & 1u) && !((down >> (r - c + n)) & 1u);
        };
        const int given = givens[static_cast<std::size_t>(c)];
        if (given >= 0) {
            count(c + 1, rows, up, down);  // its row and diagonals were taken at the start
            return;
        }
        for (int r = 0; r < n; ++r)
            if (free(r))
                count(c + 1, rows | (1u << r), up | (std::uint64_t{1} << (r + c)), down | (std::uint64_t{1} << (r - c + n)));
    }
};

// A random solution: column by column, the rows in a random order.
bool randomSolution(int n, int c, std::vector<int>& rows, SeededRandom& random) {
    if (c == n) return true;
    for (int r : random.permutation(n)) {
        bool safe = true;
        for (int c2 = 0; c2 < c && safe; ++c2) safe = !attacks(r, c, rows[static_cast<std::size_t>(c2)], c2);
        if (!safe) continue;
        rows[static_cast<std::size_t>(c)] = r;
        if (randomSolution(n, c + 1, rows, random)) return true;
    }
    return false;
}

}  // namespace

std::vector<LevelInfo> makerLevels() {
    return {
        {kLevelIds[0], PW_TEXT("Algorithms", "Easy"), PW_TEXT("Algorithms", "Many queens given: few squares stay free.")},
        {kLevelIds[1], PW_TEXT("Algorithms", "Medium"), PW_TEXT("Algorithms", "Fewer queens given.")},
        {kLevelIds[2], PW_TEXT("Algorithms", "Hard"),
         PW_TEXT("Algorithms", "As few queens as the board allows: take any one away and it has several completions.")},
    };
}

MakerSizes makerSizes() { return {5, 12, 8}; }

std::uint64_t countCompletions(int n, const std::vector<int>& givenRows, std::uint64_t limit) {
    std::uint32_t rows = 0;
    std::uint64_t up = 0, down = 0;
    for (int c = 0; c < n; ++c) {
        const int r = givenRows[static_cast<std::size_t>(c)];
        if (r < 0) continue;
        const std::uint64_t u = std::uint64_t{1} << (r + c), d = std::uint64_t{1} << (r - c + n);
        if (((rows >> r) & 1u) || (up & u) || (down & d)) return 0;  // the givens attack each other
        rows |= 1u << r;
        up |= u;
        down |= d;
    }
    CompletionCounter counter{n, givenRows, limit};
    counter.count(0, rows, up, down);
    return counter.found;
}

Result<MadePuzzle> makePuzzle(const SizeRequest& size, std::string_view level, std::uint64_t seed,
                              std::stop_token stop) {
    const int n = size.size ? size.size : (size.rows ? size.rows : makerSizes().preferred);
    if (n < makerSizes().min || n > makerSizes().max || (size.cols && size.cols != n))
        return Error{"queens worksheets have boards of 5 to 12, not " + std::to_string(n)};
    const auto id = std::find(std::begin(kLevelIds), std::end(kLevelIds), level);
    if (id == std::end(kLevelIds)) return Error{"unknown queens level '" + std::string(level) + "' (easy, medium, hard)"};

    SeededRandom random(seed);
    std::vector<int> solution(static_cast<std::size_t>(n), -1);
    randomSolution(n, 0, solution, random);
    auto givenRows = [&](const std::vector<bool>& given) {
        std::vector<int> rows(solution.size(), -1);
        for (std::size_t c = 0; c < rows.size(); ++c)
            if (given[c]) rows[c] = solution[c];
        return rows;
    };
    const std::optional<CarvedClues> carved = carveClues(
        n, random, [&](const std::vector<bool>& given) { return countCompletions(n, givenRows(given), 2) == 1; }, stop);
    if (!carved) return Error{"stopped before a puzzle was made"};
    const std::vector<int> rows = givenRows(cluesOfLevel(*carved, static_cast<int>(id - std::begin(kLevelIds)), kLevelCount));
    if (countCompletions(n, rows, 2) != 1) return Error{"the queens given do not have one completion"};  // never
    Instance puzzle;
    puzzle.rows = puzzle.cols = n;
    for (int c = 0; c < n; ++c)
        if (rows[static_cast<std::size_t>(c)] >= 0) puzzle.cells.push_back(rows[static_cast<std::size_t>(c)] * n + c);
    std::sort(puzzle.cells.begin(), puzzle.cells.end());
    const int toPlace = n - static_cast<int>(puzzle.cells.size());
    return MadePuzzle{std::move(puzzle), std::move(solution), std::string(level), toPlace};
}

}  // namespace pw::queens
