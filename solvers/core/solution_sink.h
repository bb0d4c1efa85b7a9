#pragma once
/// Where solutions go. The sink times each solution against the run's start, keeps the
/// first `keep` of them (for browsing) and only counts the rest, so counting millions
/// of solutions uses constant memory. It also keeps a thinned timeline of
/// (elapsed, count) points for the "solutions against time" chart.
///
/// An untimed sink (`SinkTiming::Untimed`) reads no clock and keeps no timeline: a
/// benchmark over a collection of thousands of short puzzles times its whole loop
/// instead, since a clock read per solution costs a few per cent of a 3 µs sudoku.
///
/// Thread-safe: solver threads add while a GUI thread takes snapshots. The count is an
/// atomic; storing and the timeline take a mutex, which is only reached while
/// `wantsMore()` is true or a timeline point is due.
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <span>
#include <vector>

namespace pw {

using Clock = std::chrono::steady_clock;

struct StoredSolution {
    std::vector<int> cells;
    double elapsedMs = 0;  ///< negative when the sink was untimed
    std::uint64_t index = 0;  ///< 0-based number of this solution in the run
};

/// Whether a sink reads the clock for each solution (see SolutionSink).
enum class SinkTiming { Timed, Untimed };

struct TimelinePoint {
    double elapsedMs = 0;
    std::uint64_t count = 0;
};

class SolutionSink {
public:
    explicit SolutionSink(std::size_t keep = 10000, Clock::time_point start = Clock::now());

    /// Restarts the clock and forgets everything. Untimed, the solutions' times and
    /// `firstMs` stay negative and the timeline empty until the next timed reset.
    void reset(Clock::time_point start = Clock::now(), SinkTiming timing = SinkTiming::Timed);
    /// Moves the point the solutions are timed from, before the first solution: a version
    /// whose search starts later than its run (a file version's program, started in its
    /// sandbox first) times its solutions from its search's start, as a built-in does.
    void restartClock(Clock::time_point start);

    /// Counts one solution and stores it if fewer than `keep` are stored.
    void add(std::span<const int> cells);
    /// The same for a solution found `elapsedMs` after the start as its version timed it
    /// (a file version's program times its solutions on its own clock): stored and in the
    /// timeline with that time, not the time it reached the sink.
    void addAt(std::span<const int> cells, double elapsedMs);
    /// Stores a solution without counting it (a counter thread adds counts in bulk).
    void store(std::span<const int> cells);
    /// Counts `n` solutions found elsewhere (bulk counting by worker threads).
    void count(std::uint64_t n);

    bool wantsMore() const { return storedCount_.load(std::memory_order_relaxed) < keep_; }
    std::uint64_t total() const { return total_.load(std::memory_order_relaxed); }
    std::size_t keep() const { return keep_; }
    std::size_t storedCount() const { return storedCount_.load(std::memory_order_relaxed); }
    /// Milliseconds to the first solution, negative when none yet.
    double firstMs() const { return firstMs_.load(std::memory_order_relaxed); }
    double elapsedMs() const;
    Clock::time_point start() const { return Clock::time_point(Clock::duration(start_.load(std::memory_order_relaxed))); }

    /// Copies of what is stored; `from` lets a reader fetch only the new ones.
    std::vector<StoredSolution> solutions(std::size_t from = 0) const;
    std::vector<TimelinePoint> timeline() const;

private:
    void noteCount(std::uint64_t newTotal) { noteCount(newTotal, timed_ ? elapsedMs() : 0.0); }
    void noteCount(std::uint64_t newTotal, double now);
    void addTimed(std::span<const int> cells, double ms);

    /// The solution's time since the start, or -1 in an untimed sink.
    double solutionMs() const { return timed_ ? elapsedMs() : -1.0; }
    /// A copy of `cells` in a spare buffer when there is one (call with the mutex held).
    std::vector<int> buffer(std::span<const int> cells);

    std::size_t keep_;
    // Ticks of the clock: moved by `restartClock` while another thread reads the time.
    std::atomic<Clock::rep> start_;
    bool timed_ = true;
    std::atomic<std::uint64_t> total_{0};
    std::atomic<std::size_t> storedCount_{0};
    std::atomic<double> firstMs_{-1.0};
    std::atomic<double> nextTimelineMs_{0.0};
    mutable std::mutex mutex_;
    std::vector<StoredSolution> stored_;
    std::vector<std::vector<int>> spare_;  ///< buffers of forgotten solutions, reused
    std::vector<TimelinePoint> timeline_;
};

}  // namespace pw
