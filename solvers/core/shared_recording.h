#pragma once
/// A recording that one thread writes while others read it: the worker of a stepped run
/// appends each event, the GUI's 30 Hz timer and a drag of the timeline read it. Every
/// access takes the lock for the length of one call; `size()` is readable without it.
#include <atomic>
#include <cstdint>
#include <mutex>
#include <utility>

#include "recording.h"

namespace pw {

class SharedRecording {
public:
    explicit SharedRecording(RecordingCap cap = {}) : recording_(cap) {}
    /// A recording made elsewhere (read from a file), shared from now on.
    explicit SharedRecording(Recording recording) : recording_(std::move(recording)), size_(recording_.size()) {}

    /// Calls `f(const Recording&)` under the lock.
    template <class F>
    decltype(auto) read(F&& f) const {
        std::lock_guard lock(mutex_);
        return std::forward<F>(f)(std::as_const(recording_));
    }
    /// Calls `f(Recording&)` under the lock.
    template <class F>
    decltype(auto) write(F&& f) {
        std::lock_guard lock(mutex_);
        struct Publish {
            const Recording& r;
            std::atomic<std::uint64_t>& size;
            ~Publish() { size.store(r.size(), std::memory_order_release); }
        } publish{recording_, size_};
        return std::forward<F>(f)(recording_);
    }
    /// Events recorded so far.
    std::uint64_t size() const { return size_.load(std::memory_order_acquire); }
    /// A copy of the whole recording (to keep or save it while the worker goes on).
    Recording copy() const {
        std::lock_guard lock(mutex_);
        return recording_;
    }

private:
    mutable std::mutex mutex_;
    Recording recording_;
    std::atomic<std::uint64_t> size_{0};
};

}  // namespace pw
