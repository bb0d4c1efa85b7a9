#include "generator.h"

#include <algorithm>
#include <numeric>
#include <random>

#include "algorithms.h"

namespace pw::sudoku {

namespace {

// The classic valid pattern: digit at (r, c) = (b·(r mod b) + r div b + c) mod n.
std::vector<int> shuffledGrid(int box, std::mt19937_64& rng) {
    const int n = box * box;
    auto shuffledIndices = [&](int count) {
        std::vector<int> v(static_cast<std::size_t>(count));
        std::iota(v.begin(), v.end(), 0);
        std::shuffle(v.begin(), v.end(), rng);
        return v;
    };
    // Lines permuted inside their bands, and the bands among themselves.
    auto linePermutation = [&] {
        std::vector<int> out;
        for (int band : shuffledIndices(box))
            for (int i : shuffledIndices(box)) out.push_back(band * box + i);
        return out;
    };
    const std::vector<int> rows = linePermutation(), cols = linePermutation(), digits = shuffledIndices(n);
    const bool transpose = rng() & 1u;
    std::vector<int> grid(static_cast<std::size_t>(n * n));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int rr = rows[static_cast<std::size_t>(r)], cc = cols[static_cast<std::size_t>(c)];
            const int d = (box * (rr % box) + rr / box + cc) % n;
            grid[static_cast<std::size_t>(transpose ? c * n + r : r * n + c)] = digits[static_cast<std::size_t>(d)] + 1;
        }
    return grid;
}

GeneratedPuzzle carve(Level level, int box, std::mt19937_64& rng) {
    GeneratedPuzzle out;
    out.solution = shuffledGrid(box, rng);
    out.puzzle = emptyInstance(box);
    out.puzzle.cells = out.solution;
    std::vector<int> order(out.solution.size());
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    for (int cell : order) {
        const int kept = out.puzzle.cells[static_cast<std::size_t>(cell)];
        out.puzzle.cells[static_cast<std::size_t>(cell)] = 0;
        if (checkUniqueness(out.puzzle).verdict != Uniqueness::Unique ||
            (level != Level::Expert && rate(out.puzzle).level > level))
            out.puzzle.cells[static_cast<std::size_t>(cell)] = kept;
    }
    out.rating = rate(out.puzzle);
    return out;
}

}  // namespace

std::string_view levelName(Level level) {
    switch (level) {
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Hard: return "hard";
    case Level::Expert: return "expert";
    }
    return "?";
}

Level levelOf(Technique technique) {
    switch (technique) {
    case Technique::FullHouse:
    case Technique::NakedSingle:
    case Technique::HiddenSingle: return Level::Easy;
    case Technique::Pointing:
    case Technique::Claiming: return Level::Medium;
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::HiddenPair:
    case Technique::HiddenTriple: return Level::Hard;
    case Technique::XWing: return Level::Expert;
    }
    return Level::Expert;
}

Rating rate(const Instance& puzzle) {
    Rating rating;
    Result<Board> loaded = Board::fromInstance(puzzle);
    if (!loaded) return {Level::Expert, std::nullopt, false, 0};
    Board board = std::move(loaded).value();
    board.fillAllCandidates();
    while (!board.isFilled()) {
        std::optional<Step> step = nextStep(board);
        if (!step) {
            rating.solvedByLogic = false;
            rating.level = Level::Expert;
            return rating;
        }
        if (!rating.hardest || *rating.hardest < step->technique) rating.hardest = step->technique;
        rating.level = std::max(rating.level, levelOf(step->technique));
        applyStep(board, *step);
        ++rating.steps;
    }
    return rating;
}

GeneratedPuzzle generate(Level level, std::uint64_t seed, int box, int attempts) {
    std::mt19937_64 rng(seed);
    GeneratedPuzzle best;
    bool haveBest = false;
    for (int attempt = 0; attempt < std::max(attempts, 1); ++attempt) {
        GeneratedPuzzle candidate = carve(level, box, rng);
        if (candidate.rating.level == level) return candidate;
        auto distance = [&](const GeneratedPuzzle& g) {
            return std::abs(static_cast<int>(g.rating.level) - static_cast<int>(level));
        };
        if (!haveBest || distance(candidate) < distance(best)) {
            best = std::move(candidate);
            haveBest = true;
        }
    }
    return best;
}

}  // namespace pw::sudoku
