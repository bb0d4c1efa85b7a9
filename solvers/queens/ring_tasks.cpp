#include "ring_tasks.h"

#include <vector>

#include "ring_search.h"

namespace pw::queens {

namespace {

/// The canonical starts of one board; the non-canonical ones are the setup's prunes, as
/// in the threaded run.
class RingTaskSplit final : public TaskSplit {
public:
    RingTaskSplit(const Instance& instance, const RunOptions& options)
        : ring_{instance.rows, ringDepth(instance.rows)}, options_(options) {
        options_.mode = Mode::Count;
        tasks_ = makeRingTasks(ring_, true, &skipped_);
    }

    std::size_t taskCount() const override { return tasks_.size(); }
    Stats setupStats() const override {
        Stats stats;
        stats.prunes = skipped_;
        return stats;
    }
    std::uint32_t extraValid() const override { return countsClasses(options_) ? ~0u : ~1u; }

    Stats countTask(std::size_t index) const override {
        SolutionSink sink(0);  // counted only: nothing kept
        SearchContext ctx(sink);
        RunResult result;
        {
            RingSearch<NullTracer> search(ring_, options_, ctx, NullTracer{}, nullptr);
            search.searchStart(tasks_[index]);
            result = search.finish();
        }
        result.stats.solutions = sink.total();
        return result.stats;
    }

private:
    Ring ring_;
    RunOptions options_;
    std::vector<RingTask> tasks_;
    std::uint64_t skipped_ = 0;
};

}  // namespace

std::unique_ptr<TaskSplit> splitRingCount(const Instance& instance, const RunOptions& options) {
    return std::make_unique<RingTaskSplit>(instance, options);
}

}  // namespace pw::queens
