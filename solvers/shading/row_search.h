#pragma once
/// The row search shared by shading.v3 and v4 (and the strip table they both build).
///
/// The grid is built a row at a time from the patterns with no k in a row, most shaded
/// first. The cells of the next row that would close a vertical or diagonal run come
/// from the k − 1 rows above by shifts (`forbiddenCells`); rows above the grid are kept as
/// k − 1 white padding rows, the contest winner's trick, so the top rows need no special
/// case. The bound: the shaded cells so far, plus the new row's, plus `table[m]`, the most
/// any strip of the m rows still below can hold. The patterns come most shaded first, so
/// the first pattern that fails the bound ends the loop.
///
/// With `mirror` (v4), a grid and its left-right mirror image are both optimal or both
/// not, so only one of them is searched: while every row so far reads the same both ways,
/// a row must not be greater than its own mirror image. A grid found that is not its own
/// mirror image stands for two, and in phase 2 the image is recorded too.
#include <atomic>
#include <span>
#include <vector>

#include "core/registry.h"
#include "optimum.h"
#include "row_patterns.h"

namespace pw::shading {

/// Pseudo-code lines of the events, so v3 and v4 can number their listings differently.
struct RowLines {
    int leaf, forbidden, bound, symmetry, reject, place, done;
};

template <Tracer Tr>
class RowSearch {
public:
    /// `table[m]` for m < rows is the best score of an m-row strip of the same width.
    /// `publishesBest` is false for the searches that build the table, whose maxima are
    /// not the run's "best".
    RowSearch(const RowPatterns& patterns, int rows, std::span<const int> table, bool mirror,
              const RunOptions& options, SearchContext& ctx, Tr tracer, RowLines lines, bool publishesBest = true)
        : p_(patterns), rows_(rows), cols_(patterns.cols), pad_(patterns.k - 1), table_(table), mirror_(mirror),
          publishesBest_(publishesBest), reporter_(ctx), recorder_(rows, patterns.cols, options, ctx), tr_(tracer),
          lines_(lines), grid_(static_cast<std::size_t>(pad_ + rows), 0u),
          cells_(static_cast<std::size_t>(rows * cols_), -1), leafCells_(cells_.size(), 0) {}

    /// Starts phase 1 (against `best`) or phase 2 (every grid of `target` shaded cells;
    /// with `best`, the first one found also raises it).
    void startPhase(Phase phase, SharedBest* best, int target) {
        phase_ = phase;
        best_ = best;
        target_ = target;
        finished_ = stopped_;
    }
    /// In phase 2, stop at the first grid of the target and tell the other threads.
    void stopAtFirst(std::atomic<bool>* done) { firstDone_ = done; }
    /// Ends a phase: the bulk count of phase 2 goes to the sink.
    void endPhase() { recorder_.flush(); }

    /// True when a grid with `total` shaded cells would be kept by the current phase.
    bool canReach(int total) const {
        return phase_ == Phase::Maximise ? total > best_->value() : total >= target_;
    }
    /// What the events call "hope": how far `total` is above the bar of the phase.
    int slack(int total) const {
        return phase_ == Phase::Maximise ? total - best_->value() - 1 : total - target_;
    }

    /// Gives row r the pattern `index` without searching (v4's tasks fix the first rows).
    void preset(int r, std::size_t index, int line) {
        place(r, p_.masks[index]);
        trace(EventKind::Place, line, r, r * cols_, static_cast<int>(p_.masks[index]), 0);
    }
    void countCut(Counter counter) {
        ++stats_.prunes;
        ++stats_.extra[counter];
    }

    /// Searches rows r.. with `shaded` cells shaded above; `symmetric` while every row so
    /// far is its own mirror image.
    void search(int r, int shaded, bool symmetric) {
        if (r == rows_) {
            leaf(shaded, symmetric);
            return;
        }
        const std::uint32_t forbidden = forbiddenCells(above(r), p_.all);
        trace(EventKind::Try, lines_.forbidden, r, r * cols_, static_cast<int>(forbidden), 0);
        const int rest = table_[static_cast<std::size_t>(rows_ - r - 1)];
        for (const std::uint16_t i : p_.candidates(forbidden)) {
            const int total = shaded + p_.count[i] + rest;
            if (!canReach(total)) {
                countCut(kBoundCuts);
                trace(EventKind::Cut, lines_.bound, r, r * cols_, static_cast<int>(p_.masks[i]), slack(total));
                break;  // the patterns after this one have no more shaded cells
            }
            // Polled per pattern, not per row: a wide grid may scan thousands of them.
            if (--pollCountdown_ == 0) poll();
            if (finished_) break;
            const std::uint32_t pattern = p_.masks[i];
            if (mirror_ && symmetric && pattern > p_.mirror[i]) {
                countCut(kSymmetryCuts);
                trace(EventKind::Cut, lines_.symmetry, r, r * cols_, static_cast<int>(pattern), 0);
                continue;
            }
            ++stats_.checks;
            if ((pattern & forbidden) != 0) {
                trace(EventKind::Reject, lines_.reject, r, r * cols_, static_cast<int>(pattern), 0);
                continue;
            }
            place(r, pattern);
            ++stats_.nodes;
            reporter_.node(tr_, r + 1);
            trace(EventKind::Place, lines_.place, r, r * cols_, static_cast<int>(pattern), slack(total));
            search(r + 1, shaded + p_.count[i], symmetric && pattern == p_.mirror[i]);
            trace(EventKind::Remove, lines_.place, r, r * cols_, static_cast<int>(pattern), slack(total));
            unplace(r);
        }
    }

    bool finished() const { return finished_; }
    bool stopped() const { return stopped_; }

    RunResult result() {
        reporter_.flush(stats_);
        trace(EventKind::Done, lines_.done, 0, -1, 0, phase_ == Phase::Enumerate ? target_ : best_->value());
        return {stats_, !stopped_, {}, ~0u};
    }

private:
    // Rows are stored bottom-up (row r in slot rows − 1 − r, the padding last), so the
    // k − 1 rows above row r are the k − 1 slots after its own, nearest first.
    std::size_t slot(int r) const { return static_cast<std::size_t>(rows_ - 1 - r); }
    std::span<const std::uint32_t> above(int r) const {
        return {grid_.data() + slot(r) + 1, static_cast<std::size_t>(pad_)};
    }

    void place(int r, std::uint32_t pattern) {
        grid_[slot(r)] = pattern;
        if constexpr (Tr::kEnabled)
            for (int c = 0; c < cols_; ++c) cells_[static_cast<std::size_t>(r * cols_ + c)] = (pattern >> c) & 1u;
    }
    void unplace(int r) {
        grid_[slot(r)] = 0;
        if constexpr (Tr::kEnabled)
            for (int c = 0; c < cols_; ++c) cells_[static_cast<std::size_t>(r * cols_ + c)] = -1;
    }

    // The grid (or its mirror image) as 0/1 cells.
    std::span<const int> gridCells(bool mirrored) {
        for (int r = 0; r < rows_; ++r) {
            const std::uint32_t row = grid_[slot(r)];
            for (int c = 0; c < cols_; ++c) {
                const int from = mirrored ? cols_ - 1 - c : c;
                leafCells_[static_cast<std::size_t>(r * cols_ + c)] = static_cast<int>((row >> from) & 1u);
            }
        }
        return leafCells_;
    }

    // Raises the shared best (phase 1, or v4's first grid of a target).
    void offer(int shaded) {
        if (shaded <= best_->value()) return;
        const int raised = best_->offer(shaded, gridCells(false));
        if (raised > 0 && publishesBest_) {
            stats_.extra[kBest] += static_cast<std::uint64_t>(raised);
            reporter_.flush(stats_);  // rare: the chart sees the new best at once
            trace(EventKind::Bound, lines_.leaf, rows_, -1, 0, shaded);
        }
    }

    void leaf(int shaded, bool symmetric) {
        if (phase_ == Phase::Maximise) {
            offer(shaded);
            return;
        }
        if (shaded != target_) return;
        if (best_) offer(shaded);
        if (firstDone_) {  // first mode of v4: the grid kept by `best_` is the answer
            firstDone_->store(true, std::memory_order_relaxed);
            finished_ = true;
            return;
        }
        ++stats_.solutions;
        recorder_.record(gridCells(false), stats_);
        trace(EventKind::Solution, lines_.leaf, rows_, -1, 0, shaded);
        if (mirror_ && !symmetric) {
            ++stats_.solutions;
            recorder_.record(gridCells(true), stats_);
        }
    }

    void poll() {
        pollCountdown_ = Tr::kPollMask + 1;
        recorder_.flush();
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
        if (firstDone_ && firstDone_->load(std::memory_order_relaxed)) finished_ = true;
    }

    void trace(EventKind kind, int line, int depth, int cell, int value, std::int64_t aux) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, aux}, cells_);
    }

    const RowPatterns& p_;
    int rows_, cols_, pad_;
    std::span<const int> table_;
    bool mirror_, publishesBest_;
    ProgressReporter reporter_;
    OptimalRecorder recorder_;
    Tr tr_;
    RowLines lines_;
    std::vector<std::uint32_t> grid_;  // the rows bottom-up, then pad_ white rows
    std::vector<int> cells_;      // the traced state, -1 for rows not placed
    std::vector<int> leafCells_;  // a finished grid as 0/1 cells
    Stats stats_;
    Phase phase_ = Phase::Maximise;
    SharedBest* best_ = nullptr;
    int target_ = 0;
    std::atomic<bool>* firstDone_ = nullptr;
    unsigned pollCountdown_ = Tr::kPollMask + 1;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::shading
