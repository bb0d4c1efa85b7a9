#pragma once
/// The line puzzle-bench keeps on standard error while a version runs for more than
/// two seconds, when standard error is a terminal: the version, the time elapsed, the
/// nodes and the solutions so far (and the puzzle of a collection), rewritten in place
/// about five times a second and cleared when the version ends. Redirected to a file or
/// a pipe, nothing is written: the table and the CSV stay what they were.
///
/// The runner tells it where a run stands (`beginRow`, `beginInstance`...); a thread of
/// its own reads the live counters and draws the line.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

#include "core/live_stats.h"
#include "core/registry.h"
#include "core/solution_sink.h"

namespace pw::bench {

/// What the line says, at one moment: kept apart from the drawing so it can be tested.
struct ProgressFigures {
    std::string version;          ///< "sudoku.v1"
    double seconds = 0;           ///< since the version started
    std::uint64_t nodes = 0;
    std::uint64_t solutions = 0;
    std::size_t instance = 0;     ///< from 0
    std::size_t instances = 1;
};

/// The line's text, cut to `columns` characters (a wrapped line cannot be rewritten in
/// place), without the carriage return and the erasing that surround it.
std::string progressText(const ProgressFigures& figures, std::size_t columns);

class ProgressLine {
public:
    /// Runs after this long show the line.
    static constexpr std::chrono::milliseconds kShowAfter{2000};

    /// Whether `fd` is a terminal that can rewrite a line (not TERM=dumb).
    static bool wanted(int fd);

    /// Draws on `fd` (standard error); the thread starts at once and waits for a row.
    explicit ProgressLine(int fd = 2);
    /// Clears the line if it shows and ends the thread.
    ~ProgressLine();
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    /// The counters the searches publish to (a run's SearchContext takes them).
    LiveStats* live() { return &live_; }

    /// A version starts on `instances` instances (its clock starts now).
    void beginRow(const AlgorithmInfo& algorithm, std::size_t instances);
    /// A pass over the instances starts: `sink` counts the solutions of the instance under
    /// way until `endPass` (it must outlive that call).
    void beginPass(const SolutionSink* sink);
    /// Instance `index` starts, after `solutionsBefore` solutions in the instances before
    /// it. Two relaxed stores: a collection of short puzzles calls it millions of times.
    void atInstance(std::size_t index, std::uint64_t solutionsBefore) {
        instance_.store(index, std::memory_order_relaxed);
        solutionsBefore_.store(solutionsBefore, std::memory_order_relaxed);
    }
    void endPass();
    /// The version ended: the line is cleared.
    void endRow();

private:
    void draw();
    void clearLocked();
    void writeAll(const std::string& text) const;

    const int fd_;
    LiveStats live_;
    std::mutex mutex_;  // guards what follows
    std::condition_variable wake_;
    bool quit_ = false;
    bool inRow_ = false;
    bool shown_ = false;
    std::string version_;
    Clock::time_point rowStart_{};
    Stats base_;  ///< the live counters when the row began: they sum over every row
    std::size_t instances_ = 1;
    const SolutionSink* sink_ = nullptr;
    std::atomic<std::size_t> instance_{0};
    std::atomic<std::uint64_t> solutionsBefore_{0};
    std::thread thread_;
};

}  // namespace pw::bench
