#include "maker.h"

#include <algorithm>
#include <bit>
#include <string>

#include "algorithms.h"
#include "core/registry.h"
#include "core/seeded_random.h"
#include "gf2.h"
#include "linear_solver.h"
#include "model.h"

namespace pw::lightsout {

namespace {

constexpr const char* kLevelIds[] = {"easy", "medium", "hard"};
constexpr int kMaxNullity = 20;  // 2^20 press sets of at most 100 cells: well under a second

// The fewest presses among `presses` + the combinations of `quiet`, and how many press
// sets reach it, walked in Gray-code order (one pattern flipped at each step).
struct Fewest {
    std::vector<int> presses;
    int count = 0;  // sets with that many presses
};

Fewest fewestOf(std::vector<int> presses, const std::vector<std::vector<int>>& quiet) {
    int weight = static_cast<int>(std::count(presses.begin(), presses.end(), 1));
    Fewest best{presses, 1};
    int bestWeight = weight;
    const std::uint64_t combinations = std::uint64_t{1} << quiet.size();
    for (std::uint64_t step = 1; step < combinations; ++step) {
        const std::vector<int>& q = quiet[static_cast<std::size_t>(std::countr_zero(step))];
        for (std::size_t i = 0; i < presses.size(); ++i)
            if (q[i]) {
                weight += presses[i] ? -1 : 1;
                presses[i] ^= 1;
            }
        if (weight < bestWeight) best = {presses, 1}, bestWeight = weight;
        else if (weight == bestWeight) ++best.count;
    }
    return best;
}

// lightsout.v4's answer in first mode: the fewest presses, found by its own search.
std::vector<int> solverAnswer(const Board& board) {
    SolutionSink sink(1);
    SearchContext context(sink);
    RunOptions options;
    options.mode = Mode::First;
    runLinearAlgebra(toInstance(board), options, context);
    return sink.solutions().empty() ? std::vector<int>{} : sink.solutions().front().cells;
}

}  // namespace

std::vector<LevelInfo> makerLevels() {
    return {
        {kLevelIds[0], PW_TEXT("Algorithms", "Easy"), PW_TEXT("Algorithms", "A few presses turn every light off.")},
        {kLevelIds[1], PW_TEXT("Algorithms", "Medium"),
         PW_TEXT("Algorithms", "About a quarter of the board to press: chase the lights row by row.")},
        {kLevelIds[2], PW_TEXT("Algorithms", "Hard"),
         PW_TEXT("Algorithms", "Many presses: the light chasing needs the right first row.")},
    };
}

MakerSizes makerSizes() { return {3, 10, 5}; }

PressRange pressRange(int cells, int levelIndex) {
    const int easyMost = std::max(3, cells / 8);
    const int mediumMost = std::max(easyMost + 1, cells / 4);
    switch (levelIndex) {
    case 0: return {2, easyMost};
    case 1: return {easyMost + 1, mediumMost};
    default: return {mediumMost + 1, std::max(mediumMost + 1, cells / 2)};
    }
}

Result<MadePuzzle> makePuzzle(const SizeRequest& size, std::string_view level, std::uint64_t seed,
                              std::stop_token stop) {
    int rows = size.rows ? size.rows : size.size, cols = size.cols ? size.cols : size.size;
    if (rows == 0) rows = cols;
    if (cols == 0) cols = rows;
    if (rows == 0) rows = cols = makerSizes().preferred;
    const MakerSizes sides = makerSizes();
    if (rows < sides.min || rows > sides.max || cols < sides.min || cols > sides.max)
        return Error{"lights-out worksheets have 3 to 10 rows and columns, not " + std::to_string(rows) + "×" +
                     std::to_string(cols)};
    const auto id = std::find(std::begin(kLevelIds), std::end(kLevelIds), level);
    if (id == std::end(kLevelIds)) return Error{"unknown lights-out level '" + std::string(level) + "' (easy, medium, hard)"};
    const int levelIndex = static_cast<int>(id - std::begin(kLevelIds));

    const int cells = rows * cols;
    LinearSolver dark(uniformBoard(rows, cols, size.torus, false));
    dark.run();
    if (dark.nullity() > kMaxNullity) return Error{"this board's null space is too large for a worksheet"};
    std::vector<std::vector<int>> quiet;
    for (int i = 0; i < dark.nullity(); ++i) quiet.push_back(unpackCells(dark.quietPattern(i), cells));

    const PressRange range = pressRange(cells, levelIndex);
    SeededRandom random(seed);
    // Some sizes have no such board at some level (on the 3×3 torus every board has
    // several fewest-press sets; on the 5×5 torus none needs more than a few presses):
    // the attempts are capped, about 2^24 press sets walked in all.
    const int attempts = std::clamp(1 << std::max(0, 24 - static_cast<int>(quiet.size())), 100, 5000);
    for (int attempt = 0; attempt < attempts; ++attempt) {
        if (stop.stop_requested()) return Error{"stopped before a board was made"};
        const int target = range.fewest + random.below(range.most - range.fewest + 1);
        std::vector<int> presses(static_cast<std::size_t>(cells), 0);
        const std::vector<int> order = random.permutation(cells);
        for (int i = 0; i < target; ++i) presses[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = 1;
        const Fewest fewest = fewestOf(presses, quiet);
        const int p = static_cast<int>(std::count(fewest.presses.begin(), fewest.presses.end(), 1));
        if (fewest.count != 1 || p < range.fewest || p > range.most) continue;
        Board board = uniformBoard(rows, cols, size.torus, false);
        applyPresses(board, fewest.presses);
        if (solverAnswer(board) != fewest.presses) continue;  // never seen; a check of the walk
        return MadePuzzle{toInstance(board), fewest.presses, std::string(level), p};
    }
    return Error{"no " + std::string(level) + " board of " + std::to_string(rows) + "×" + std::to_string(cols) +
                 (size.torus ? " on the torus" : "") + " with a single fewest-press answer was found in " +
                 std::to_string(attempts) + " tries"};
}

}  // namespace pw::lightsout
