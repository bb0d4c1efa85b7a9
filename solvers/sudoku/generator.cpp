#include "generator.h"

#include <cstdlib>

#include "algorithms.h"
#include "core/seeded_random.h"

namespace pw::sudoku {

namespace {

// Fills the blanks of `grid`, the fewest-candidates cell first, its digits in a random
// order; false when stuck or out of `budget` nodes (a rare bad start on 16×16).
bool fillRandom(const Geometry& g, std::vector<int>& grid, SeededRandom& rng, int& budget) {
    if (--budget < 0) return false;
    int best = -1;
    Mask bestMask = 0;
    for (int cell = 0; cell < g.cells; ++cell) {
        if (grid[static_cast<std::size_t>(cell)] != 0) continue;
        const Mask m = allowedDigits(g, grid, cell);
        if (best < 0 || countDigits(m) < countDigits(bestMask)) {
            best = cell;
            bestMask = m;
            if (countDigits(m) <= 1) break;
        }
    }
    if (best < 0) return true;
    std::vector<int> digits;
    for (Mask m = bestMask; m != 0; m &= m - 1) digits.push_back(lowestDigit(m));
    rng.shuffle(digits);
    for (int d : digits) {
        grid[static_cast<std::size_t>(best)] = d;
        if (fillRandom(g, grid, rng, budget)) return true;
    }
    grid[static_cast<std::size_t>(best)] = 0;
    return false;
}

std::vector<int> randomGrid(int box, SeededRandom& rng) {
    const Geometry& g = geometry(box);
    for (;;) {
        std::vector<int> grid(static_cast<std::size_t>(g.cells), 0);
        int budget = 20 * g.cells;
        if (fillRandom(g, grid, rng, budget)) return grid;
    }
}

// One attempt (see generator.h); empty when stopped.
std::optional<GeneratedPuzzle> carve(Level level, int box, SeededRandom& rng, const std::stop_token& stop) {
    GeneratedPuzzle out;
    out.solution = randomGrid(box, rng);
    out.puzzle = emptyInstance(box);
    out.puzzle.cells = out.solution;
    for (int cell : rng.permutation(static_cast<int>(out.solution.size()))) {
        if (stop.stop_requested()) return std::nullopt;
        int& given = out.puzzle.cells[static_cast<std::size_t>(cell)];
        const int kept = given;
        given = 0;
        if (checkUniqueness(out.puzzle).verdict != Uniqueness::Unique || !solvableWithin(out.puzzle, level))
            given = kept;
    }
    out.rating = rate(out.puzzle);
    return out;
}

}  // namespace

std::optional<GeneratedPuzzle> generate(Level level, std::uint64_t seed, int box, int attempts,
                                        std::stop_token stop) {
    SeededRandom rng(seed);
    std::optional<GeneratedPuzzle> best;
    auto distance = [&](const GeneratedPuzzle& g) {
        return std::abs(static_cast<int>(g.rating.level) - static_cast<int>(level));
    };
    for (int attempt = 0; attempts <= 0 || attempt < attempts; ++attempt) {
        std::optional<GeneratedPuzzle> candidate = carve(level, box, rng, stop);
        if (!candidate) break;
        if (candidate->rating.level == level) return candidate;
        if (!best || distance(*candidate) < distance(*best)) best = std::move(candidate);
    }
    return best;
}

}  // namespace pw::sudoku
