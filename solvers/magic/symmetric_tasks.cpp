#include "symmetric_tasks.h"

#include <algorithm>
#include <span>
#include <vector>

#include "algorithms.h"
#include "fill_plan.h"
#include "plan_search.h"

namespace pw::magic {

namespace {

// An untraced search emits no event, so any line numbers do.
constexpr PlanLines kUntraced{0, 0, 0, 0, 0, 0, 0, 0, 0};

// The steps up to and including the `wanted`-th searched one make a task: as many as the
// threads of v5 use up to order 5 (1, 2 and 3 cells for n = 3, 4, 5), one more cell per
// order above, so that a count shared among many processes has enough tasks to balance.
std::size_t splitPoint(const FillPlan& plan, int n) {
    const int wanted = n <= 3 ? 1 : n - 2;
    int searched = 0;
    for (std::size_t i = 0; i < plan.steps.size(); ++i)
        if (plan.steps[i].fromLine < 0 && ++searched == wanted) return i + 1;
    return plan.steps.size();
}

/// The prefixes of one empty board, `split` values each.
class SymmetricTaskSplit final : public TaskSplit {
public:
    SymmetricTaskSplit(const Instance& instance, const RunOptions& options)
        : instance_(instance), options_(options), plan_(makeFillPlan(instance.rows, {})) {
        options_.mode = Mode::Count;
        addStandardFormRules(instance.rows, plan_);
        addComplementRule(instance.rows, plan_);
        split_ = splitPoint(plan_, instance.rows);
        SolutionSink sink(0);
        SearchContext ctx(sink);
        RunResult made;
        {
            PlanSearch<NullTracer> enumerator(instance_, options_, ctx, NullTracer{}, plan_, kUntraced, true);
            enumerator.collectPrefixes(split_, prefixes_);
            made = enumerator.finish(0);
        }
        setup_ = made.stats;
        setup_.solutions = sink.total();
        extraValid_ = made.extraValid;
    }

    std::size_t taskCount() const override { return split_ ? prefixes_.size() / split_ : 0; }
    Stats setupStats() const override { return setup_; }
    std::uint32_t extraValid() const override { return extraValid_; }

    Stats countTask(std::size_t index) const override {
        SolutionSink sink(0);
        SearchContext ctx(sink);
        RunResult result;
        {
            PlanSearch<NullTracer> search(instance_, options_, ctx, NullTracer{}, plan_, kUntraced, true);
            search.solveTask(std::span<const int>(prefixes_).subspan(index * split_, split_));
            result = search.finish(0);
        }
        result.stats.solutions = sink.total();
        return result.stats;
    }

private:
    Instance instance_;
    RunOptions options_;
    FillPlan plan_;
    std::size_t split_ = 0;
    std::vector<int> prefixes_;
    Stats setup_;
    std::uint32_t extraValid_ = ~0u;
};

}  // namespace

std::unique_ptr<TaskSplit> splitSymmetricCount(const Instance& instance, const RunOptions& options) {
    if (refuse(instance, kMaxMaskOrder)) return nullptr;
    if (std::any_of(instance.cells.begin(), instance.cells.end(), [](int v) { return v != 0; })) return nullptr;
    return std::make_unique<SymmetricTaskSplit>(instance, options);
}

}  // namespace pw::magic
