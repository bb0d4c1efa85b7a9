#include "stepped_run.h"

#include <condition_variable>
#include <mutex>

#include "core/live_stats.h"
#include "core/search_context.h"
#include "core/solution_sink.h"
#include "core/step_gate.h"
#include "core/tracer.h"

namespace pw::ui {

namespace {
constexpr int kEveryEvent = -2;  ///< holdDepth: hold at each event (Step)
constexpr int kAnyDecision = -1;  ///< holdDepth: hold at the next decision, whatever its depth

/// A value set in a cell: a placement the search goes deeper from, or the one that
/// completes a solution (a search emits no Place for its last cell, only the Solution).
bool isDecision(const Event& event) { return event.kind == EventKind::Place || event.kind == EventKind::Solution; }
}  // namespace

struct SteppedRun::Shared {
    mutable std::mutex mutex;
    mutable std::condition_variable settled;
    StepGate gate;
    LiveStats live;
    SolutionSink sink{16};  // the solutions are not browsed here; only their count is shown
    // Guarded by mutex.
    Event event;
    std::vector<int> state;
    std::uint64_t serial = 0;
    std::uint64_t holdAt = 1;     ///< in kEveryEvent mode, the serial to be held at
    int holdDepth = kEveryEvent;  ///< which event holds the run (see the constants)
    bool held = false;
    bool done = false;
    Stats finalStats;
};

/// Posts each event with its state, and waits on the gate at the one asked for.
class SteppedRun::Tracer final : public StepTracer {
public:
    Tracer(Shared& shared, std::stop_token stop) : shared_(shared), stop_(std::move(stop)) {}
    void onEvent(const Event& event, std::span<const int> state) override {
        {
            std::lock_guard lock(shared_.mutex);
            shared_.event = event;
            shared_.state.assign(state.begin(), state.end());
            ++shared_.serial;
            const int depth = shared_.holdDepth;
            const bool hold = depth == kEveryEvent ? shared_.serial >= shared_.holdAt
                                                   : isDecision(event) &&
                                                         (depth == kAnyDecision || event.depth == depth);
            if (!hold) return;
            shared_.held = true;
            shared_.holdDepth = kEveryEvent;
            shared_.holdAt = shared_.serial;
        }
        shared_.settled.notify_all();
        shared_.gate.wait(stop_);
    }

private:
    Shared& shared_;
    std::stop_token stop_;
};

SteppedRun::SteppedRun() = default;

SteppedRun::~SteppedRun() { stop(); }

void SteppedRun::start(const AlgorithmInfo& algorithm, const Instance& instance, const RunOptions& options) {
    stop();
    auto shared = std::make_shared<Shared>();
    shared_ = shared;
    worker_ = std::jthread([shared, &algorithm, instance, options](std::stop_token stop) {
        Tracer tracer(*shared, stop);
        SearchContext ctx(shared->sink, stop, &shared->live, &tracer);
        RunResult result = runAlgorithm(algorithm, instance, options, ctx);
        {
            std::lock_guard lock(shared->mutex);
            shared->finalStats = result.stats;
            shared->finalStats.solutions = shared->sink.total();
            shared->done = true;
        }
        shared->settled.notify_all();
    });
}

void SteppedRun::stop() {
    if (!worker_.joinable()) return;
    worker_.request_stop();
    shared_->gate.release();
    worker_.join();
}

void SteppedRun::step(int events) {
    if (!shared_ || events <= 0) return;
    {
        std::lock_guard lock(shared_->mutex);
        if (shared_->done) return;
        shared_->held = false;
        shared_->holdDepth = kEveryEvent;
        shared_->holdAt = shared_->serial + static_cast<std::uint64_t>(events);
    }
    // One permit: the run waits on the gate only where it is held (see Tracer).
    shared_->gate.step(1);
}

void SteppedRun::stepToDecision(int depth) {
    if (!shared_) return;
    {
        std::lock_guard lock(shared_->mutex);
        if (shared_->done) return;
        shared_->held = false;
        shared_->holdDepth = depth < 0 ? kAnyDecision : depth;
    }
    // One permit: the run passes the events that do not hold it without waiting.
    shared_->gate.step(1);
}

StepPosition SteppedRun::position() const {
    StepPosition p;
    if (!shared_) return p;
    const Stats live = shared_->live.snapshot();
    std::lock_guard lock(shared_->mutex);
    p.event = shared_->event;
    p.state = shared_->state;
    p.serial = shared_->serial;
    p.held = shared_->held;
    p.done = shared_->done;
    p.stats = p.done ? shared_->finalStats : live;
    if (!p.done) p.stats.solutions = shared_->sink.total();
    return p;
}

bool SteppedRun::waitSettled(std::chrono::milliseconds timeout) const {
    if (!shared_) return true;
    std::unique_lock lock(shared_->mutex);
    return shared_->settled.wait_for(lock, timeout, [this] { return shared_->held || shared_->done; });
}

}  // namespace pw::ui
