#include "fill_plan.h"

#include <algorithm>
#include <limits>

#include "model.h"

namespace pw::magic {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// The greedy builder: which cells are filled, and how many each line still lacks.
class PlanBuilder {
public:
    PlanBuilder(int n, std::span<const int> givens)
        : n_(n), filled_(at(n * n), false), open_(at(lineCount(n)), 0) {
        for (int cell = 0; cell < n * n; ++cell) filled_[at(cell)] = at(cell) < givens.size() && givens[at(cell)] != 0;
        for (int line = 0; line < lineCount(n); ++line) {
            for (int cell : lineCells(n, line)) open_[at(line)] += filled_[at(cell)] ? 0 : 1;
            if (open_[at(line)] == 0) plan_.givenLines.push_back(line);
        }
    }

    FillPlan build() {
        closeLines();
        for (int diagonal : {2 * n_, 2 * n_ + 1})  // diagonals first, in reading order
            for (int cell : lineCells(n_, diagonal))
                if (!filled_[at(cell)]) {
                    add(cell, -1);
                    closeLines();
                }
        while (std::find(filled_.begin(), filled_.end(), false) != filled_.end()) {
            add(bestCell(bestLine()), -1);
            closeLines();
        }
        return plan_;
    }

private:
    // Every line left with one empty cell gets that cell next, computed from the line.
    void closeLines() {
        for (bool again = true; again;) {
            again = false;
            for (int line = 0; line < lineCount(n_); ++line)
                if (open_[at(line)] == 1) {
                    for (int cell : lineCells(n_, line))
                        if (!filled_[at(cell)]) add(cell, line);
                    again = true;
                }
        }
    }

    // The line with the fewest empty cells (ties: the lower number).
    int bestLine() const {
        int best = -1;
        for (int line = 0; line < lineCount(n_); ++line)
            if (open_[at(line)] > 0 && (best < 0 || open_[at(line)] < open_[at(best)])) best = line;
        return best;
    }

    // On that line, the empty cell whose other lines are closest to closing.
    int bestCell(int line) const {
        int best = -1, bestScore = std::numeric_limits<int>::max();
        for (int cell : lineCells(n_, line)) {
            if (filled_[at(cell)]) continue;
            int score = n_ + 1;
            for (int other : linesThrough(n_, cell))
                if (other != line) score = std::min(score, open_[at(other)]);
            if (score < bestScore) best = cell, bestScore = score;
        }
        return best;
    }

    void add(int cell, int fromLine) {
        PlanStep step;
        step.cell = cell;
        step.fromLine = fromLine;
        filled_[at(cell)] = true;
        for (int line : linesThrough(n_, cell)) {
            step.lines[at(step.lineCount)] = line;
            step.openAfter[at(step.lineCount)] = --open_[at(line)];
            ++step.lineCount;
        }
        if (fromLine < 0) ++plan_.searched;
        plan_.steps.push_back(step);
    }

    int n_;
    std::vector<bool> filled_;
    std::vector<int> open_;
    FillPlan plan_;
};

}  // namespace

FillPlan makeFillPlan(int n, std::span<const int> givens) { return PlanBuilder(n, givens).build(); }

void addStandardFormRules(int n, FillPlan& plan) {
    auto position = [&](int cell) {
        for (std::size_t i = 0; i < plan.steps.size(); ++i)
            if (plan.steps[i].cell == cell) return i;
        return plan.steps.size();
    };
    // A rule sits on whichever of its two cells is filled later.
    auto order = [&](int small, int large) {
        const std::size_t ps = position(small), pl = position(large);
        if (ps >= plan.steps.size() || pl >= plan.steps.size()) return;
        if (ps < pl) plan.steps[pl].above = small;
        else plan.steps[ps].below = large;
    };
    for (int corner : {n - 1, (n - 1) * n, n * n - 1}) order(0, corner);
    order(1, n);
}

void addComplementRule(int n, FillPlan& plan) {
    if (n % 2 == 0) return;
    const int centre = (n / 2) * n + n / 2;
    for (PlanStep& step : plan.steps)
        if (step.cell == centre) {
            step.atMost = (n * n + 1) / 2;
            plan.centre = centre;
        }
}

}  // namespace pw::magic
