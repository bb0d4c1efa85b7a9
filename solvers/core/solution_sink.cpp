#include "solution_sink.h"

namespace pw {

namespace {
// The timeline records every one of the first solutions, then at most one point per
// millisecond, so a 10-second run holds about 10,000 points whatever the count.
constexpr std::uint64_t kDenseTimelinePoints = 256;
constexpr double kTimelineStepMs = 1.0;
constexpr std::size_t kMaxTimelinePoints = 20000;
// Cell buffers kept from the solutions a reset forgets, for the next ones (a benchmark
// resets the sink between thousands of short puzzles: no allocation and free a solution).
constexpr std::size_t kSpareBuffers = 16;
}  // namespace

SolutionSink::SolutionSink(std::size_t keep, Clock::time_point start)
    : keep_(keep), start_(start.time_since_epoch().count()) {}

void SolutionSink::reset(Clock::time_point start, SinkTiming timing) {
    std::lock_guard lock(mutex_);
    start_.store(start.time_since_epoch().count(), std::memory_order_relaxed);
    timed_ = timing == SinkTiming::Timed;
    total_ = 0;
    storedCount_ = 0;
    firstMs_ = -1.0;
    nextTimelineMs_ = 0.0;
    for (StoredSolution& s : stored_)
        if (spare_.size() < kSpareBuffers) spare_.push_back(std::move(s.cells));
    stored_.clear();
    timeline_.clear();
}

std::vector<int> SolutionSink::buffer(std::span<const int> cells) {
    if (spare_.empty()) return {cells.begin(), cells.end()};
    std::vector<int> out = std::move(spare_.back());
    spare_.pop_back();
    out.assign(cells.begin(), cells.end());
    return out;
}

void SolutionSink::restartClock(Clock::time_point start) {
    start_.store(start.time_since_epoch().count(), std::memory_order_relaxed);
}

double SolutionSink::elapsedMs() const {
    return std::chrono::duration<double, std::milli>(Clock::now() - start()).count();
}

void SolutionSink::add(std::span<const int> cells) { addTimed(cells, timed_ ? elapsedMs() : -1.0); }

void SolutionSink::addAt(std::span<const int> cells, double elapsedMs) { addTimed(cells, timed_ ? elapsedMs : -1.0); }

void SolutionSink::addTimed(std::span<const int> cells, double ms) {
    const std::uint64_t index = total_.fetch_add(1, std::memory_order_relaxed);
    if (index == 0 && timed_) firstMs_.store(ms, std::memory_order_relaxed);
    if (wantsMore()) {
        std::lock_guard lock(mutex_);
        if (stored_.size() < keep_) {
            stored_.push_back({buffer(cells), ms, index});
            storedCount_.store(stored_.size(), std::memory_order_relaxed);
        }
    }
    if (timed_) noteCount(index + 1, ms);
}

void SolutionSink::store(std::span<const int> cells) {
    if (!wantsMore()) return;
    std::lock_guard lock(mutex_);
    if (stored_.size() < keep_) {
        stored_.push_back({buffer(cells), solutionMs(), stored_.size()});
        storedCount_.store(stored_.size(), std::memory_order_relaxed);
    }
}

void SolutionSink::count(std::uint64_t n) {
    if (n == 0) return;
    const std::uint64_t before = total_.fetch_add(n, std::memory_order_relaxed);
    if (before == 0 && timed_) firstMs_.store(elapsedMs(), std::memory_order_relaxed);
    noteCount(before + n);
}

void SolutionSink::noteCount(std::uint64_t newTotal, double now) {
    if (!timed_) return;
    if (newTotal > kDenseTimelinePoints && now < nextTimelineMs_.load(std::memory_order_relaxed)) return;
    std::lock_guard lock(mutex_);
    nextTimelineMs_.store(now + kTimelineStepMs, std::memory_order_relaxed);
    if (!timeline_.empty() && timeline_.back().count >= newTotal) return;  // another thread got there
    if (timeline_.size() >= kMaxTimelinePoints) {
        // Thin out: keep every other point so memory stays bounded on very long runs.
        std::size_t w = 0;
        for (std::size_t r = 0; r < timeline_.size(); r += 2) timeline_[w++] = timeline_[r];
        timeline_.resize(w);
    }
    timeline_.push_back({now, newTotal});
}

std::vector<StoredSolution> SolutionSink::solutions(std::size_t from) const {
    std::lock_guard lock(mutex_);
    if (from >= stored_.size()) return {};
    return {stored_.begin() + static_cast<std::ptrdiff_t>(from), stored_.end()};
}

std::vector<TimelinePoint> SolutionSink::timeline() const {
    std::lock_guard lock(mutex_);
    std::vector<TimelinePoint> copy = timeline_;
    const std::uint64_t n = total();
    if (timed_ && n > 0 && (copy.empty() || copy.back().count < n)) copy.push_back({elapsedMs(), n});
    return copy;
}

}  // namespace pw
