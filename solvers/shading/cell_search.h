#pragma once
/// shading.v1 and shading.v2 — the grid built cell by cell in reading order, shaded
/// first, white second; a cell may be shaded only when it closes no run of k (only the
/// four runs that *end* at it need a look: the cells after it are not decided yet).
///
/// v1 stops there: every valid grid is reached, the best kept (the contest's 51-minute
/// entry; on 9×9 it never ends). v2 adds the winner's "hope": the number of cells that
/// may still stay white while the grid can beat the best (phase 1) or equal the maximum
/// (phase 2). Shading never lowers it; a white cell with no hope left is cut.
#include <vector>

#include "core/registry.h"
#include "optimum.h"

namespace pw::shading {

/// Pseudo-code lines of the events, so v1 and v2 can number their listings differently.
struct CellLines {
    int improve, record, tryShade, shade, cut, white, done;
};

template <Tracer Tr>
class CellSearch {
public:
    CellSearch(int rows, int cols, int k, bool useHope, const RunOptions& options, SearchContext& ctx, Tr tracer,
               CellLines lines)
        : cols_(cols), k_(k), n_(rows * cols), useHope_(useHope), reporter_(ctx),
          recorder_(rows, cols, options, ctx), tr_(tracer), lines_(lines),
          cells_(static_cast<std::size_t>(n_), -1) {}

    /// Phase 1: finds the maximum; returns false when stopped.
    bool maximise(SharedBest& best) {
        phase_ = Phase::Maximise;
        best_ = &best;
        search(0, 0);
        return !stopped_;
    }

    /// Phase 2: every grid with `target` shaded cells goes to the sink.
    bool enumerate(int target) {
        phase_ = Phase::Enumerate;
        target_ = target;
        search(0, 0);
        recorder_.flush();
        return !stopped_;
    }

    RunResult result() {
        reporter_.flush(stats_);
        trace(EventKind::Done, lines_.done, 0, -1, 0, phase_ == Phase::Enumerate ? target_ : best_ ? best_->value() : 0);
        return {stats_, !stopped_, {}, ~0u};
    }

private:
    // The four runs that end at (r, c): to the left, upwards, up-left and up-right.
    bool canShade(int r, int c) const {
        static constexpr int kBack[4][2] = {{0, -1}, {-1, 0}, {-1, -1}, {-1, 1}};
        for (const auto& step : kBack) {
            int len = 0, rr = r + step[0], cc = c + step[1];
            while (len < k_ - 1 && rr >= 0 && cc >= 0 && cc < cols_ &&
                   cells_[static_cast<std::size_t>(rr * cols_ + cc)] == 1) {
                ++len;
                rr += step[0];
                cc += step[1];
            }
            if (len == k_ - 1) return false;
        }
        return true;
    }

    // White cells a grid may still have and yet beat the best (phase 1) or reach the
    // target (phase 2), given `whites` white cells so far.
    int hope(int whites) const {
        const int allowed = phase_ == Phase::Maximise ? n_ - best_->value() - 1 : n_ - target_;
        return allowed - whites;
    }

    // The hope a traced event of v2 carries in `aux` (v1: 0), so the board can show it
    // live on every event of a cell, not only on a white one or a cut. Only a listening
    // tracer pays for it: a fast run never reads the shared best for it.
    std::int64_t tracedHope([[maybe_unused]] int i, [[maybe_unused]] int shaded) const {
        if constexpr (Tr::kEnabled)
            if (useHope_) return hope(i - shaded);
        return 0;
    }

    void search(int i, int shaded) {
        if (i == n_) {
            leaf(shaded);
            return;
        }
        ++stats_.checks;
        trace(EventKind::Try, lines_.tryShade, i, i, 1, tracedHope(i, shaded));
        if (canShade(i / cols_, i % cols_)) {
            descend(i, 1, shaded + 1, lines_.shade, tracedHope(i, shaded));
            if (finished_) return;
        } else {
            trace(EventKind::Reject, lines_.tryShade, i, i, 1, tracedHope(i, shaded));
        }
        int h = 0;
        if (useHope_) {
            h = hope(i - shaded);
            if (h <= 0) {
                ++stats_.prunes;
                ++stats_.extra[kBoundCuts];
                trace(EventKind::Cut, lines_.cut, i, i, 0, h);
                return;
            }
        }
        descend(i, 0, shaded, lines_.white, h);
    }

    void descend(int i, int value, int shaded, int line, int aux) {
        cells_[static_cast<std::size_t>(i)] = value;
        ++stats_.nodes;
        reporter_.node(tr_, i + 1);
        if (--pollCountdown_ == 0) poll();
        trace(EventKind::Place, line, i, i, value, aux);
        if (!finished_) search(i + 1, shaded);
        trace(EventKind::Remove, line, i, i, value, aux);
        cells_[static_cast<std::size_t>(i)] = -1;
    }

    void leaf(int shaded) {
        if (phase_ == Phase::Maximise) {
            if (shaded <= best_->value()) return;
            const int raised = best_->offer(shaded, cells_);
            if (raised > 0) {
                stats_.extra[kBest] += static_cast<std::uint64_t>(raised);
                reporter_.flush(stats_);  // rare: the chart sees the new best at once
                trace(EventKind::Bound, lines_.improve, n_, -1, 0, shaded);
            }
        } else if (shaded == target_) {
            ++stats_.solutions;
            recorder_.record(cells_, stats_);
            trace(EventKind::Solution, lines_.record, n_, -1, 0, shaded);
        }
    }

    void poll() {
        pollCountdown_ = Tr::kPollMask + 1;
        recorder_.flush();
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
    }

    void trace(EventKind kind, int line, int depth, int cell, int value, std::int64_t aux) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, aux}, cells_);
    }

    int cols_, k_, n_;
    bool useHope_;
    ProgressReporter reporter_;
    OptimalRecorder recorder_;
    Tr tr_;
    CellLines lines_;
    std::vector<int> cells_;
    Stats stats_;
    Phase phase_ = Phase::Maximise;
    SharedBest* best_ = nullptr;
    int target_ = 0;
    unsigned pollCountdown_ = Tr::kPollMask + 1;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::shading
