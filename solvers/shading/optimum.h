#pragma once
/// What every shading version shares: the two phases of a search for the optimal grids,
/// the best score shared by threads, and the recording of optimal grids into the sink.
///
/// Why two phases: the best score rises during the search, so a grid found early may not
/// be optimal, and the sink must only receive optimal grids (it streams them to the GUI
/// with their times and counts them as "solutions"). Phase 1 (`Phase::Maximise`) cuts a
/// branch unless it can *beat* the best so far, and keeps one best grid; when it ends,
/// the maximum is proven. Phase 2 (`Phase::Enumerate`) searches again with the bound at
/// *equality* to that maximum: every leaf it reaches is an optimal grid, streamed at once.
/// The strict bound of phase 1 and the fixed target of phase 2 cut far more than a single
/// pass that would keep every grid equal to a rising best. First mode stops after phase 1
/// and gives the grid it kept. (v4 goes further and runs only phase-2 passes, at targets
/// from an upper bound down; see parallel.cpp.)
///
/// The "best" counter (`Stats::extra[kBest]`) is kept as a sum of increments: whichever
/// thread raises the shared best by d adds d to its own counter, so the live counters
/// (which add the threads' deltas) and the final sum both show the best score itself.
#include <atomic>
#include <cstdint>
#include <mutex>
#include <span>
#include <vector>

#include "algorithms.h"
#include "core/registry.h"
#include "model.h"

namespace pw::shading {

enum class Phase : std::uint8_t { Maximise, Enumerate };

/// The best score of phase 1 and one grid reaching it, shared by the threads of a run.
class SharedBest {
public:
    /// Starts from `initial` (a score known to be reachable; the all-white grid scores 0).
    SharedBest(int rows, int cols, int initial = 0)
        : best_(initial), gridScore_(initial), grid_(static_cast<std::size_t>(rows * cols), 0) {}

    int value() const { return best_.load(std::memory_order_relaxed); }

    /// Raises the best to `score` when higher and keeps `cells`; returns by how much this
    /// call raised it (0 when it did not), for the "best" counter.
    int offer(int score, std::span<const int> cells) {
        int seen = best_.load(std::memory_order_relaxed);
        while (score > seen)
            if (best_.compare_exchange_weak(seen, score, std::memory_order_relaxed)) {
                std::lock_guard lock(mutex_);
                if (score > gridScore_) {
                    gridScore_ = score;
                    grid_.assign(cells.begin(), cells.end());
                }
                return score - seen;
            }
        return 0;
    }

    std::vector<int> grid() const {
        std::lock_guard lock(mutex_);
        return grid_;
    }

private:
    std::atomic<int> best_;
    mutable std::mutex mutex_;
    int gridScore_;
    std::vector<int> grid_;
};

/// One thread's way of handing optimal grids to the sink in phase 2: each is added (all
/// mode) or stored while the sink wants more and counted in bulk (count mode), and the
/// canonical ones are counted as classes.
class OptimalRecorder {
public:
    OptimalRecorder(int rows, int cols, const RunOptions& options, SearchContext& ctx)
        : rows_(rows), cols_(cols), count_(options.mode == Mode::Count), classes_(countsClasses(options)), ctx_(ctx) {}

    void record(std::span<const int> cells, Stats& stats) {
        if (classes_ && isCanonical(rows_, cols_, cells)) ++stats.extra[kClasses];
        if (count_) {
            ctx_.sink().store(cells);
            ++pending_;
        } else {
            ctx_.sink().add(cells);
        }
    }
    /// Hands the bulk count to the sink (at polls and at the end).
    void flush() {
        ctx_.sink().count(pending_);
        pending_ = 0;
    }

private:
    int rows_, cols_;
    bool count_, classes_;
    SearchContext& ctx_;
    std::uint64_t pending_ = 0;
};

/// The result of a run once its phases are over: in first mode (or after a stop in phase
/// 1) the sink gets the single best grid kept by phase 1; classes are only valid when
/// phase 2 ran to its end with classes counted.
inline RunResult finishRun(RunResult result, bool phase1Done, bool phase2Done, const SharedBest& best,
                           const RunOptions& options, SearchContext& ctx) {
    if (!phase1Done) {
        // Shown so a stopped run still has a grid to display; not proven optimal.
        ctx.sink().add(best.grid());
        result.completed = false;
        result.notice = notice(NoticeCode::StoppedBeforeProof, {best.value()});
    } else if (options.mode == Mode::First) {
        ctx.sink().add(best.grid());
    } else if (!phase2Done) {
        result.completed = false;
    }
    const bool classesValid = phase2Done && options.mode != Mode::First && countsClasses(options);
    if (!classesValid) result.extraValid &= ~(1u << kClasses);
    return result;
}

}  // namespace pw::shading
