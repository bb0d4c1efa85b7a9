#pragma once
/// One version's run held on a `StepGate` (core/step_gate.h), for the side-by-side
/// comparison (lockstep_pair.h). Like the window's Step (session/stepping_tracer.h) the
/// search runs on its own thread and waits on the gate after each event; unlike it, the
/// run can be let go until its next decision at a given depth, and the caller can wait
/// for the run to be held again, so that two runs are shown at positions known exactly.
/// No Qt: the positions are read by a Qt-Core class that the widget draws.
#include <chrono>
#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

#include "core/registry.h"

namespace pw::ui {

/// Where a stepped run stands: its last event with the state it was emitted in.
struct StepPosition {
    Event event;
    std::vector<int> state;
    std::uint64_t serial = 0;  ///< events emitted so far (the first event is 1)
    bool held = false;         ///< waiting on the gate at the position asked for
    bool done = false;         ///< the search has returned
    Stats stats;               ///< the counters at that event (final once done)
};

class SteppedRun {
public:
    SteppedRun();
    ~SteppedRun();
    SteppedRun(const SteppedRun&) = delete;
    SteppedRun& operator=(const SteppedRun&) = delete;

    /// Starts `algorithm` on `instance`, held at its first event (stops a run before).
    void start(const AlgorithmInfo& algorithm, const Instance& instance, const RunOptions& options);
    /// Stops the search and joins its thread.
    void stop();
    /// Lets `events` more events through; the run is held again after the last.
    void step(int events = 1);
    /// Lets the run go until its next decision (a Place, or the Solution that sets the
    /// last cell) at `depth`, or at any depth when `depth` is negative; or to its end.
    void stepToDecision(int depth);
    StepPosition position() const;
    /// Blocks until the run is held or done, at most `timeout`; true when it is.
    bool waitSettled(std::chrono::milliseconds timeout) const;
    bool started() const { return shared_ != nullptr; }

private:
    struct Shared;
    class Tracer;
    std::shared_ptr<Shared> shared_;
    std::jthread worker_;
};

}  // namespace pw::ui
