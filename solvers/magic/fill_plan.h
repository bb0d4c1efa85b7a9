#pragma once
/// The fill order of magic.v4, v5 and v6, worked out once before the search.
///
/// The empty cells are ordered so that lines close early: both diagonals first, then
/// always the line with the fewest empty cells. Whenever a line is left with a single
/// empty cell, that cell comes next and is *computed* (the constant minus the line's
/// sum) instead of searched. For each step the plan also records how many cells each
/// of the cell's lines still lacks once it is filled, so the search knows at a glance
/// which lines to check and which to bound.
#include <algorithm>
#include <array>
#include <limits>
#include <span>
#include <vector>

#include "model.h"

namespace pw::magic {

/// One cell of the fill order.
struct PlanStep {
    int cell = 0;
    int fromLine = -1;  ///< the line whose last cell this is (value computed); -1 = searched
    int lineCount = 0;
    std::array<int, 4> lines{};      ///< the lines through the cell
    std::array<int, 4> openAfter{};  ///< empty cells left on each of them after this step
    int above = -1;  ///< symmetry rule (v5): the value must exceed this cell's, -1 = none
    int below = -1;  ///< symmetry rule (v5): the value must be below this cell's, -1 = none
    int atMost = 0;  ///< complement rule (v5, odd n): the value is at most this, 0 = none
};

/// The whole order, and the lines that the givens alone complete (checked up front).
struct FillPlan {
    std::vector<PlanStep> steps;
    std::vector<int> givenLines;
    int searched = 0;  ///< steps whose value is searched, not computed
    int centre = -1;   ///< the cell holding the complement rule, -1 = none
};

namespace detail {

constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

/// The greedy builder: which cells are filled, and how many each line still lacks.
class PlanBuilder {
public:
    constexpr PlanBuilder(int n, std::span<const int> givens)
        : n_(n), filled_(idx(n * n), 0), open_(idx(lineCount(n)), 0) {
        for (int cell = 0; cell < n * n; ++cell) filled_[idx(cell)] = idx(cell) < givens.size() && givens[idx(cell)] != 0 ? 1 : 0;
        for (int line = 0; line < lineCount(n); ++line) {
            for (int cell : lineCells(n, line)) open_[idx(line)] += filled_[idx(cell)] ? 0 : 1;
            if (open_[idx(line)] == 0) plan_.givenLines.push_back(line);
        }
    }

    constexpr FillPlan build(std::span<const int> first) {
        closeLines();
        for (int cell : first)
            if (!filled_[idx(cell)]) {
                add(cell, -1);
                closeLines();
            }
        for (int diagonal : {2 * n_, 2 * n_ + 1})  // diagonals first, in reading order
            for (int cell : lineCells(n_, diagonal))
                if (!filled_[idx(cell)]) {
                    add(cell, -1);
                    closeLines();
                }
        while (std::find(filled_.begin(), filled_.end(), 0) != filled_.end()) {
            add(bestCell(bestLine()), -1);
            closeLines();
        }
        return plan_;
    }

private:
    // Every line left with one empty cell gets that cell next, computed from the line.
    constexpr void closeLines() {
        for (bool again = true; again;) {
            again = false;
            for (int line = 0; line < lineCount(n_); ++line)
                if (open_[idx(line)] == 1) {
                    for (int cell : lineCells(n_, line))
                        if (!filled_[idx(cell)]) add(cell, line);
                    again = true;
                }
        }
    }

    // The line with the fewest empty cells (ties: the lower number).
    constexpr int bestLine() const {
        int best = -1;
        for (int line = 0; line < lineCount(n_); ++line)
            if (open_[idx(line)] > 0 && (best < 0 || open_[idx(line)] < open_[idx(best)])) best = line;
        return best;
    }

    // On that line, the empty cell whose other lines are closest to closing.
    constexpr int bestCell(int line) const {
        int best = -1, bestScore = std::numeric_limits<int>::max();
        for (int cell : lineCells(n_, line)) {
            if (filled_[idx(cell)]) continue;
            int score = n_ + 1;
            for (int other : linesThrough(n_, cell))
                if (other != line) score = std::min(score, open_[idx(other)]);
            if (score < bestScore) best = cell, bestScore = score;
        }
        return best;
    }

    constexpr void add(int cell, int fromLine) {
        PlanStep step;
        step.cell = cell;
        step.fromLine = fromLine;
        filled_[idx(cell)] = 1;
        for (int line : linesThrough(n_, cell)) {
            step.lines[idx(step.lineCount)] = line;
            step.openAfter[idx(step.lineCount)] = --open_[idx(line)];
            ++step.lineCount;
        }
        if (fromLine < 0) ++plan_.searched;
        plan_.steps.push_back(step);
    }

    int n_;
    // char, not bool: clang 14 cannot evaluate libstdc++'s vector<bool> at compile time.
    std::vector<char> filled_;
    std::vector<int> open_;
    FillPlan plan_;
};

}  // namespace detail

/// The fill order for a grid of order n with `givens` (0 = empty; empty span = none).
/// `first` lists cells to search before the diagonals, in that order (v6: the centre).
/// A constant expression, so that magic.v6 can plan at compile time.
constexpr FillPlan makeFillPlan(int n, std::span<const int> givens, std::span<const int> first = {}) {
    return detail::PlanBuilder(n, givens).build(first);
}

/// Adds Frénicle's standard form as rules on the steps (v5, empty board only): the
/// three other corners exceed the top-left one, and cell 1 is below cell n.
void addStandardFormRules(int n, FillPlan& plan);

/// For odd n (v5, empty board only): replacing every number v by n² + 1 − v maps magic
/// squares to magic squares and the centre c to n² + 1 − c, so only centres up to
/// (n² + 1)/2 are searched; a square with a smaller centre stands for its complement too.
void addComplementRule(int n, FillPlan& plan);

}  // namespace pw::magic
