#pragma once
/// Everything a running search needs from outside: the stop token (a GUI Stop, a closed
/// window), a deadline (the comparison's time budget), the solution sink, the live
/// counters for a progress display, and an optional stepping tracer.
///
/// A solver thread polls through its own `ProgressReporter` every `kPollMask + 1`
/// nodes; 4096 nodes take far less than the 100 ms in which a stop must be honoured.
#include <chrono>
#include <mutex>
#include <optional>
#include <stop_token>
#include <vector>

#include "depth_profile.h"
#include "live_stats.h"
#include "solution_sink.h"
#include "stats.h"
#include "tracer.h"

namespace pw {

class SearchContext {
public:
    SearchContext(SolutionSink& sink, std::stop_token stop = {}, LiveStats* live = nullptr,
                  StepTracer* tracer = nullptr)
        : sink_(sink), stop_(std::move(stop)), live_(live), tracer_(tracer) {}

    void setDeadline(Clock::time_point deadline) { deadline_ = deadline; }
    void setBudget(std::chrono::duration<double> budget);
    /// Moves the deadline, if there is one, `by` later: a version that starts something
    /// before its search (a file version's program and sandbox) leaves the whole budget
    /// to its search. Called by the thread that polls, before any other does.
    void postponeDeadline(Clock::duration by) {
        if (deadline_) *deadline_ += by;
    }

    /// True once a stop was requested or the deadline passed; sticky, so every thread
    /// of a search sees the same answer once one has seen it.
    bool stopRequested() const;

    SolutionSink& sink() const { return sink_; }
    LiveStats* live() const { return live_; }
    StepTracer* tracer() const { return tracer_; }
    std::stop_token stopToken() const { return stop_; }

    /// Adds one thread's nodes per depth (its reporter does, when it goes).
    void addDepthCounts(const DepthCounts& counts) const;
    /// The nodes per depth of every thread that has finished, summed.
    std::vector<std::uint64_t> nodesPerDepth() const;

private:
    SolutionSink& sink_;
    std::stop_token stop_;
    LiveStats* live_;
    StepTracer* tracer_;
    std::optional<Clock::time_point> deadline_;
    mutable std::atomic<bool> stopped_{false};
    // Threads add their counts once, when they finish: a mutex costs nothing there.
    mutable std::mutex depthMutex_;
    mutable std::vector<std::uint64_t> nodesPerDepth_;
};

/// One per solver thread: publishes the thread's counters as deltas and answers
/// "should I stop?". Call `poll` at the tracer's poll rate and `flush` before returning.
/// It also keeps the thread's nodes per depth (`node`), added to the context when it goes.
class ProgressReporter {
public:
    explicit ProgressReporter(const SearchContext& ctx) : ctx_(ctx) {}
    ~ProgressReporter() { ctx_.addDepthCounts(depths_); }
    ProgressReporter(const ProgressReporter&) = delete;
    ProgressReporter& operator=(const ProgressReporter&) = delete;

    /// Publishes `stats` and returns true when the search must stop.
    bool poll(const Stats& stats) {
        flush(stats);
        return ctx_.stopRequested();
    }
    /// Counts `count` nodes at `depth` (decisions from the root, see depth_profile.h):
    /// the one line each algorithm writes next to its `++stats.nodes`. With a
    /// `VirtualTracer` it also tells the stepping tracer, and publishes the nodes at once:
    /// a stepped run shows its node counter beside the tree at every event, not as of the
    /// last poll. With `NullTracer` that part compiles to nothing.
    template <Tracer Tr>
    [[gnu::always_inline]] void node(const Tr& tracer, int depth, std::uint64_t count = 1) {
        depths_.add(depth, count);
        if constexpr (Tr::kEnabled) {
            tracer.node(depth, count);
            publishNodes(count);
        }
    }
    /// Adds nodes counted per depth elsewhere (a subtree counter), from `first` on.
    void nodes(std::span<const std::uint64_t> perDepth, int first) { depths_.add(perDepth, first); }
    /// This thread's nodes per depth so far (what a summary of untraced work hands on).
    const DepthCounts& depths() const { return depths_; }

    void flush(const Stats& stats) {
        if (LiveStats* live = ctx_.live()) {
            live->add(stats - published_);
            published_ = stats;
        }
    }

private:
    // Ahead of the search's own count for a moment: the next flush's delta then wraps
    // below zero, which the unsigned sums undo exactly.
    void publishNodes(std::uint64_t count) {
        if (LiveStats* live = ctx_.live()) {
            Stats delta;
            delta.nodes = count;
            live->add(delta);
            published_.nodes += count;
        }
    }

    const SearchContext& ctx_;
    Stats published_;
    DepthCounts depths_;
};

}  // namespace pw

namespace pw {

/// Calls `search(tracer)` with a `VirtualTracer` when the context has a stepping
/// tracer, and with a `NullTracer` otherwise: the two instantiations of every solver.
template <class Search>
auto withTracer(const SearchContext& ctx, Search&& search) {
    if (StepTracer* t = ctx.tracer()) return search(VirtualTracer{t});
    return search(NullTracer{});
}

}  // namespace pw
