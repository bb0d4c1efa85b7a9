#include "rating.h"

#include <algorithm>
#include <cmath>

namespace pw::sudoku {

namespace {

struct Finder {
    Technique technique;
    std::optional<Step> (*find)(const Board&);
};

// The hint engine's techniques in nextStep's order, which is the levels' order.
constexpr Finder kFinders[] = {
    {Technique::FullHouse, findFullHouse},
    {Technique::NakedSingle, findNakedSingle},
    {Technique::HiddenSingle, findHiddenSingle},
    {Technique::Pointing, findPointing},
    {Technique::Claiming, findClaiming},
    {Technique::NakedPair, [](const Board& b) { return findNakedSubset(b, 2); }},
    {Technique::HiddenPair, [](const Board& b) { return findHiddenSubset(b, 2); }},
    {Technique::NakedTriple, [](const Board& b) { return findNakedSubset(b, 3); }},
    {Technique::HiddenTriple, [](const Board& b) { return findHiddenSubset(b, 3); }},
    {Technique::XWing, findXWing},
};

// The easiest step of a technique of level `cap` or below.
std::optional<Step> easiestStep(const Board& board, Level cap) {
    for (const Finder& f : kFinders) {
        if (levelOf(f.technique) > cap) break;
        if (std::optional<Step> step = f.find(board)) return step;
    }
    return std::nullopt;
}

// The blank cell with the fewest candidates, the first of equals.
int guessCell(const Board& board) {
    int best = -1;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        if (board.isBlank(cell) && (best < 0 || countDigits(board.marks(cell)) < countDigits(board.marks(best))))
            best = cell;
    return best;
}

// How many cells a single of this tier could fill now: a blank cell with one candidate
// (naked singles and full houses), or the one place of a digit in a unit (hidden singles).
int placementsAvailable(const Board& board, Level tier) {
    const Geometry& g = board.geometry();
    if (tier == Level::Simple) {
        int count = 0;
        for (int cell = 0; cell < g.cells; ++cell) count += board.isBlank(cell) && countDigits(board.marks(cell)) == 1;
        return count;
    }
    std::vector<bool> placeable(static_cast<std::size_t>(g.cells), false);
    for (const std::vector<int>& unit : g.units)
        for (int d = 1; d <= g.size; ++d) {
            int places = 0, last = -1;
            for (int cell : unit)
                if (board.isBlank(cell) && board.hasMark(cell, d)) ++places, last = cell;
            if (places == 1) placeable[static_cast<std::size_t>(last)] = true;
        }
    return static_cast<int>(std::count(placeable.begin(), placeable.end(), true));
}

// A step's share of the effort: its weight, divided for the singles by the number of
// placements of its tier on offer (the last one left is the hard one to spot).
double effortOf(const Board& before, const Step& step) {
    const Level tier = levelOf(step.technique);
    const double weight = stepWeight(step.technique);
    if (tier > Level::Easy) return weight;
    return weight / std::max(1, placementsAvailable(before, tier));
}

int scoreOf(Level level, double effort) {
    const double within = 25.0 * (1.0 - std::exp2(-effort / medianEffort(level)));
    return 25 * static_cast<int>(level) + std::clamp(static_cast<int>(within), 0, 24);
}

}  // namespace

std::string_view levelName(Level level) {
    switch (level) {
    case Level::Simple: return "simple";
    case Level::Easy: return "easy";
    case Level::Intermediate: return "intermediate";
    case Level::Expert: return "expert";
    }
    return "?";
}

std::optional<Level> levelFromName(std::string_view name) {
    for (int i = 0; i < kLevelCount; ++i)
        if (levelName(static_cast<Level>(i)) == name) return static_cast<Level>(i);
    return std::nullopt;
}

Level levelOf(Technique technique) {
    switch (technique) {
    case Technique::FullHouse:
    case Technique::NakedSingle: return Level::Simple;
    case Technique::HiddenSingle: return Level::Easy;
    case Technique::Pointing:
    case Technique::Claiming:
    case Technique::NakedPair:
    case Technique::HiddenPair: return Level::Intermediate;
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::XWing: return Level::Expert;
    }
    return Level::Expert;
}

double stepWeight(Technique technique) {
    switch (technique) {
    case Technique::FullHouse: return 0.5;  // the last blank of a unit: seen at a glance
    case Technique::NakedSingle: return 1.0;
    case Technique::HiddenSingle: return 1.0;
    case Technique::Pointing:
    case Technique::Claiming: return 1.0;
    case Technique::NakedPair: return 1.5;
    case Technique::HiddenPair: return 2.0;  // a pattern of places, harder to see than marks
    case Technique::NakedTriple: return 2.0;
    case Technique::HiddenTriple: return 3.0;
    case Technique::XWing: return 3.0;
    }
    return 1.0;
}

double medianEffort(Level level) {
    // The medians of the fit set: puzzles QQwing generated, 206 simple and 1,000 of each
    // other level (docs/SUDOKU_RATING.md).
    switch (level) {
    case Level::Simple: return 19.0;
    case Level::Easy: return 3.7;
    case Level::Intermediate: return 3.0;
    case Level::Expert: return 7.0;
    }
    return 1.0;
}

Rating rate(const Instance& puzzle) {
    Rating rating;
    const UniquenessResult unique = checkUniqueness(puzzle);
    rating.verdict = unique.verdict;
    Result<Board> loaded = Board::fromInstance(puzzle);
    if (unique.verdict != Uniqueness::Unique || !loaded) {
        rating.level = Level::Expert;
        rating.score = 99;
        return rating;
    }
    Board board = std::move(loaded).value();
    board.fillAllCandidates();
    double effortAt[kLevelCount] = {};
    while (!board.isFilled()) {
        if (std::optional<Step> step = easiestStep(board, Level::Expert)) {
            const Level level = levelOf(step->technique);
            if (!rating.hardest || *rating.hardest < step->technique) rating.hardest = step->technique;
            rating.level = std::max(rating.level, level);
            effortAt[static_cast<int>(level)] += effortOf(board, *step);
            ++rating.uses[static_cast<std::size_t>(step->technique)];
            ++rating.steps;
            applyStep(board, *step);
            continue;
        }
        const int cell = guessCell(board);
        board.setDigit(cell, unique.solution[static_cast<std::size_t>(cell)]);
        ++rating.guesses;
        rating.level = Level::Expert;
        effortAt[static_cast<int>(Level::Expert)] += kGuessWeight;
    }
    rating.effort = effortAt[static_cast<int>(rating.level)];
    rating.score = scoreOf(rating.level, rating.effort);
    return rating;
}

bool solvableWithin(const Instance& puzzle, Level level) {
    if (level == Level::Expert) return true;
    Result<Board> loaded = Board::fromInstance(puzzle);
    if (!loaded) return false;
    Board board = std::move(loaded).value();
    board.fillAllCandidates();
    while (!board.isFilled()) {
        std::optional<Step> step = easiestStep(board, level);
        if (!step) return false;
        applyStep(board, *step);
    }
    return true;
}

}  // namespace pw::sudoku
