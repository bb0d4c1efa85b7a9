#include "lockstep_pair.h"

namespace pw::ui {

namespace {
constexpr int kPollMs = 33;  // the session's rate: about 30 Hz
}

LockstepPair::LockstepPair(QObject* parent) : QObject(parent) {
    timer_.setInterval(kPollMs);
    connect(&timer_, &QTimer::timeout, this, &LockstepPair::poll);
}

LockstepPair::~LockstepPair() { stop(); }

void LockstepPair::start(const AlgorithmInfo& first, const AlgorithmInfo& second, const Instance& instance,
                         const RunOptions& options) {
    stop();
    algorithms_ = {&first, &second};
    runs_[0].start(first, instance, options);
    runs_[1].start(second, instance, options);
    phase_ = Phase::Stepping;
    timer_.start();
}

void LockstepPair::stop() {
    timer_.stop();
    for (SteppedRun& run : runs_) run.stop();
    phase_ = Phase::Idle;
}

void LockstepPair::step(int events) {
    if (!isStarted() || phase_ != Phase::Idle) return;
    for (SteppedRun& run : runs_) run.step(events);
    phase_ = Phase::Stepping;
    timer_.start();
}

void LockstepPair::stepToSameDepth() {
    if (!isStarted() || phase_ != Phase::Idle || isOver()) return;
    if (positions_[0].done) {
        runs_[1].stepToDecision(-1);  // the first has ended: the second to its next decision
        phase_ = Phase::SecondToDepth;
    } else {
        runs_[0].stepToDecision(-1);
        phase_ = Phase::FirstToDecision;
    }
    timer_.start();
}

bool LockstepPair::advance() {
    const auto settled = [](const StepPosition& p) { return p.held || p.done; };
    switch (phase_) {
    case Phase::Idle:
        return false;
    case Phase::Stepping:
    case Phase::SecondToDepth: {
        StepPosition a = runs_[0].position(), b = runs_[1].position();
        if (!settled(a) || !settled(b)) return false;
        positions_ = {std::move(a), std::move(b)};
        phase_ = Phase::Idle;
        return true;
    }
    case Phase::FirstToDecision: {
        StepPosition a = runs_[0].position();
        if (!settled(a)) return false;
        // The first's decision names the depth; at its end, the second's next decision.
        const bool decided = !a.done && (a.event.kind == EventKind::Place || a.event.kind == EventKind::Solution);
        runs_[1].stepToDecision(decided ? a.event.depth : -1);
        phase_ = Phase::SecondToDepth;
        return true;
    }
    }
    return false;
}

void LockstepPair::poll() {
    bool moved = false;
    while (advance()) moved = true;
    if (phase_ == Phase::Idle) {
        timer_.stop();
        if (moved) emit changed();
    }
}

bool LockstepPair::waitSettled(std::chrono::milliseconds timeout) {
    while (phase_ != Phase::Idle) {
        const std::size_t waited = phase_ == Phase::FirstToDecision ? 0 : 1;
        if (!runs_[0].waitSettled(timeout) || !runs_[waited].waitSettled(timeout)) return false;
        poll();
    }
    return true;
}

}  // namespace pw::ui
