#include "step_gate.h"

#include <limits>

namespace pw {

using SteadyClock = std::chrono::steady_clock;

void StepGate::step(int events) {
    {
        std::lock_guard lock(mutex_);
        if (mode_ == Mode::Free || events <= 0) return;
        mode_ = Mode::Stepping;
        permits_ = events > std::numeric_limits<int>::max() - permits_ ? std::numeric_limits<int>::max() : permits_ + events;
    }
    changed_.notify_all();
}

void StepGate::play(double eventsPerSecond) {
    {
        std::lock_guard lock(mutex_);
        if (mode_ == Mode::Free) return;
        mode_ = Mode::Playing;
        interval_ = eventsPerSecond > 0
                        ? std::chrono::duration_cast<SteadyClock::duration>(
                              std::chrono::duration<double>(1.0 / eventsPerSecond))
                        : SteadyClock::duration::zero();
        nextAllowed_ = SteadyClock::now();
    }
    changed_.notify_all();
}

void StepGate::pause() {
    {
        std::lock_guard lock(mutex_);
        if (mode_ == Mode::Free) return;
        mode_ = Mode::Paused;
        permits_ = 0;
    }
    changed_.notify_all();
}

void StepGate::release() {
    {
        std::lock_guard lock(mutex_);
        mode_ = Mode::Free;
    }
    changed_.notify_all();
}

bool StepGate::wait(std::stop_token stop) {
    std::unique_lock lock(mutex_);
    for (;;) {
        if (stop.stop_requested()) return false;
        switch (mode_) {
        case Mode::Free:
            return true;
        case Mode::Stepping:
            if (permits_ > 0) {
                --permits_;
                return true;
            }
            changed_.wait(lock, stop, [&] { return permits_ > 0 || mode_ != Mode::Stepping; });
            break;
        case Mode::Paused:
            changed_.wait(lock, stop, [&] { return mode_ != Mode::Paused; });
            break;
        case Mode::Playing: {
            const auto now = SteadyClock::now();
            if (now >= nextAllowed_) {
                nextAllowed_ = std::max(nextAllowed_ + interval_, now - interval_);
                return true;
            }
            const auto until = nextAllowed_;
            changed_.wait_until(lock, stop, until, [&] { return mode_ != Mode::Playing; });
            break;
        }
        }
    }
}

}  // namespace pw
