#include "fill_plan.h"

namespace pw::magic {

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
