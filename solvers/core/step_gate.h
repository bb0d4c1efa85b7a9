#pragma once
/// The gate a stepping tracer waits on. The GUI opens it one event at a time (Step),
/// lets events through at a rate (Play), or holds it (Pause). A stop opens it for good,
/// so a search blocked on the gate finishes at once.
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stop_token>

namespace pw {

class StepGate {
public:
    enum class Mode { Paused, Stepping, Playing, Free };

    /// Lets exactly `events` more events through (one by default), then holds again.
    void step(int events = 1);
    /// Lets events through at `eventsPerSecond`, or as fast as possible when <= 0.
    void play(double eventsPerSecond);
    void pause();
    /// Opens the gate for good (used on stop).
    void release();

    /// Blocks the calling search thread until it may emit its next event. Returns false
    /// when `stop` was requested while waiting.
    bool wait(std::stop_token stop);


private:
    mutable std::mutex mutex_;
    std::condition_variable_any changed_;
    Mode mode_ = Mode::Paused;
    int permits_ = 0;
    std::chrono::steady_clock::duration interval_{};
    std::chrono::steady_clock::time_point nextAllowed_{};
};

}  // namespace pw
