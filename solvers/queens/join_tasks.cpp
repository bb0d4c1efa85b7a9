#include "join_tasks.h"

#include <optional>

#include "join_memory.h"
#include "join_search.h"
#include "join_work.h"

namespace pw::queens {

namespace {

class JoinTaskSplit final : public TaskSplit {
public:
    JoinTaskSplit(const Instance& instance, const RunOptions& options) : n_(instance.rows), options_(options) {
        options_.mode = Mode::Count;
        work_ = makeJoinWork(n_);
        setup_.prunes = work_.skippedStarts;
        if (work_.sharedStrips) {
            SolutionSink sink(0);
            SearchContext ctx(sink);
            JoinSearch<NullTracer> builder(n_, options_, ctx, NullTracer{}, nullptr);
            strips_ = builder.buildStrips(work_.plans.front());
            setup_ += builder.finish().stats;
        }
    }

    std::size_t taskCount() const override { return work_.tasks.size(); }
    Stats setupStats() const override { return setup_; }
    std::uint32_t extraValid() const override { return ~1u; }  // no classes in count mode

    Stats countTask(std::size_t index) const override {
        SolutionSink sink(0);  // counted only: nothing kept
        SearchContext ctx(sink);
        RunResult result;
        {
            JoinSearch<NullTracer> search(n_, options_, ctx, NullTracer{}, nullptr);
            const JoinTask& task = work_.tasks[index];
            const JoinPlan& plan = work_.plans[task.plan];
            if (strips_) search.searchSplits(plan, *strips_, task.firstSplit, task.lastSplit);
            else search.searchPlan(plan);
            result = search.finish();
        }
        result.stats.solutions = sink.total();
        return result.stats;
    }

private:
    int n_;
    RunOptions options_;
    JoinWork work_;
    std::optional<PlanStrips> strips_;
    Stats setup_;
};

}  // namespace

std::unique_ptr<TaskSplit> splitJoinCount(const Instance& instance, const RunOptions& options) {
    // Beyond the machine's memory the count is declined, as a run is (join_memory.h).
    if (joinMemoryNotice(instance.rows, 1, machineMemoryBytes())) return nullptr;
    return std::make_unique<JoinTaskSplit>(instance, options);
}

}  // namespace pw::queens
