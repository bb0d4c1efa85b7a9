#pragma once
/// The fill order of magic.v4 and magic.v5, worked out once before the search.
///
/// The empty cells are ordered so that lines close early: both diagonals first, then
/// always the line with the fewest empty cells. Whenever a line is left with a single
/// empty cell, that cell comes next and is *computed* (the constant minus the line's
/// sum) instead of searched. For each step the plan also records how many cells each
/// of the cell's lines still lacks once it is filled, so the search knows at a glance
/// which lines to check and which to bound.
#include <array>
#include <span>
#include <vector>

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

/// The fill order for a grid of order n with `givens` (0 = empty; empty span = none).
FillPlan makeFillPlan(int n, std::span<const int> givens);

/// Adds Frénicle's standard form as rules on the steps (v5, empty board only): the
/// three other corners exceed the top-left one, and cell 1 is below cell n.
void addStandardFormRules(int n, FillPlan& plan);

/// For odd n (v5, empty board only): replacing every number v by n² + 1 − v maps magic
/// squares to magic squares and the centre c to n² + 1 − c, so only centres up to
/// (n² + 1)/2 are searched; a square with a smaller centre stands for its complement too.
void addComplementRule(int n, FillPlan& plan);

}  // namespace pw::magic
