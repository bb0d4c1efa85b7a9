#pragma once
/// The bitmask search shared by queens.v3 and queens.v4. Rows already taken and both
/// diagonals are bit sets; the free rows of the next column are
/// `~(rows | up | down) & all`, and the lowest one is taken with `x & -x`. On the last
/// column the free bit, if any, is a solution. Once no solution has to be seen one by
/// one (count mode, the browser's first solutions stored, no classes, no tracer), the
/// subtrees below a fixed column are counted by `SubtreeCounter`.
///
/// `weight` and `mirror` serve v4: a search started from the upper half of the board
/// counts each solution twice and also streams its mirror image (rows reversed).
#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "core/registry.h"
#include "model.h"
#include "subtree_counter.h"

namespace pw::queens {

/// Pseudo-code lines of the events, so v3 and v4 can number their listings differently.
struct BitmaskLines {
    int freeRows, lowestBit, record, recurse;
    int done = -1;    ///< the end of the search
    int preset = -1;  ///< where a task's first queens come from (v4)
};

template <Tracer Tr>
class BitmaskSearch {
public:
    BitmaskSearch(int n, const RunOptions& options, SearchContext& ctx, Tr tracer, BitmaskLines lines,
                  std::atomic<bool>* sharedDone = nullptr)
        : n_(n), all_(n >= 32 ? ~0u : (1u << n) - 1u), options_(options), ctx_(ctx), reporter_(ctx),
          tr_(tracer), lines_(lines), sharedDone_(sharedDone), rows_(static_cast<std::size_t>(n), -1) {}

    /// Places the queens a task gives for the first columns (v4's tasks). They are not
    /// nodes of the count; a stepping tracer is shown each queen that differs from the
    /// previous task's as a decision taken as given, so the tree draws the task's queens
    /// above its nodes, each node at its own depth.
    void presetColumns(std::span<const int> rows) {
        bool changed = false;
        for (std::size_t c = 0; c < rows.size(); ++c) {
            changed = changed || rows_[c] != rows[c];
            rows_[c] = rows[c];
            if constexpr (Tr::kEnabled) {
                if (!changed) continue;
                const int column = static_cast<int>(c);
                tr_.given(column + 1);
                trace(EventKind::Place, lines_.preset, column, rows[c] * n_ + column, rows[c]);
            }
        }
    }
    void setWeight(int weight, bool mirror) {
        weight_ = static_cast<std::uint64_t>(weight);
        mirror_ = mirror;
    }

    /// Searches columns `c`.. with the given occupied sets.
    void solve(int c, std::uint32_t used, std::uint32_t up, std::uint32_t down) {
        if constexpr (!Tr::kEnabled) {
            if (c == countOnlyFrom_ && countOnly_) {
                countSubtree(used, up, down);
                return;
            }
        }
        std::uint32_t free = ~(used | up | down) & all_;
        trace(EventKind::Try, lines_.freeRows, c, -1, 0);
        if (c == n_ - 1) {
            finishLastColumn(free);
            return;
        }
        if (free == 0) {  // a dead end: shown to a stepping user, not a cut (nothing was refused)
            trace(EventKind::Reject, lines_.freeRows, c, -1, 0);
            return;
        }
        while (free != 0 && !finished_) {
            const std::uint32_t bit = free & (0u - free);
            free ^= bit;
            const int r = std::countr_zero(bit);
            rows_[static_cast<std::size_t>(c)] = r;
            ++stats_.nodes;
            reporter_.node(tr_, c + 1);
            trace(EventKind::Place, lines_.lowestBit, c, r * n_ + c, r);
            if (--pollCountdown_ == 0) poll();
            solve(c + 1, used | bit, (up | bit) << 1, (down | bit) >> 1);
            trace(EventKind::Remove, lines_.recurse, c, r * n_ + c, r);
        }
        rows_[static_cast<std::size_t>(c)] = -1;
    }

    /// Publishes the last counters and the bulk count; returns the thread's totals. A
    /// stepping tracer is told the search is done.
    RunResult finish() {
        flushCount();
        reporter_.flush(stats_);
        trace(EventKind::Done, lines_.done, 0, -1, 0);
        return {stats_, !stopped_, {}, classes_ ? ~0u : ~1u};
    }
    bool finished() const { return finished_; }

private:
    void finishLastColumn(std::uint32_t free) {
        // One row is left for the last column: `free` has at most one bit.
        const std::uint64_t found = free != 0;
        stats_.nodes += found;
        reporter_.node(tr_, n_, found);
        if (found == 0) {
            trace(EventKind::Reject, lines_.freeRows, n_ - 1, -1, 0);
            return;
        }
        const bool seeEach = Tr::kEnabled || options_.mode != Mode::Count || classes_ ||
                             ctx_.sink().wantsMore();
        if (!seeEach) {
            pendingCount_ += found * weight_;
            return;
        }
        while (free != 0 && !finished_) {
            const std::uint32_t bit = free & (0u - free);
            free ^= bit;
            const int r = std::countr_zero(bit);
            rows_[static_cast<std::size_t>(n_ - 1)] = r;
            // In first mode with several threads, only the first finder records.
            if (options_.mode == Mode::First && sharedDone_ && sharedDone_->exchange(true)) {
                finished_ = true;
                break;
            }
            trace(EventKind::Solution, lines_.record, n_ - 1, r * n_ + n_ - 1, r);
            record(rows_);
            if (mirror_ && options_.mode != Mode::First) {
                mirrorRows_.resize(rows_.size());
                for (std::size_t i = 0; i < rows_.size(); ++i) mirrorRows_[i] = n_ - 1 - rows_[i];
                record(mirrorRows_);
            }
            if (options_.mode == Mode::First) finished_ = true;
        }
        rows_[static_cast<std::size_t>(n_ - 1)] = -1;
    }

    // A subtree below `countOnlyFrom_` spans at most 11 columns, a few milliseconds at
    // most: polling after each one keeps a stop well within 100 ms, and the poll's cost
    // is spread over thousands of nodes.
    void countSubtree(std::uint32_t used, std::uint32_t up, std::uint32_t down) {
        counter_.solutions = 0;
        counter_.count(used, up, down);
        reporter_.nodes(counter_.nodesPerLevel(n_ - countOnlyFrom_), countOnlyFrom_ + 1);
        stats_.nodes += counter_.takeNodes(n_ - countOnlyFrom_);
        pendingCount_ += counter_.solutions * weight_;
        poll();
    }

    /// True when no solution below this point needs to be seen one by one.
    bool mayCountOnly() const {
        return !Tr::kEnabled && options_.mode == Mode::Count && !classes_ && !ctx_.sink().wantsMore();
    }

    void record(const std::vector<int>& rows) {
        if (classes_ && isCanonical(rows)) ++stats_.extra[0];
        if (options_.mode == Mode::Count) {
            ctx_.sink().store(rows);
            ++pendingCount_;
        } else {
            ctx_.sink().add(rows);
        }
    }

    void flushCount() {
        ctx_.sink().count(pendingCount_);
        pendingCount_ = 0;
    }

    void poll() {
        pollCountdown_ = Tr::kPollMask + 1;
        countOnly_ = mayCountOnly();
        flushCount();
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
        if (sharedDone_ && sharedDone_->load(std::memory_order_relaxed)) finished_ = true;
    }

    void trace(EventKind kind, int line, int depth, int cell, int value) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, 0}, rows_);
    }

    int n_;
    std::uint32_t all_;
    RunOptions options_;
    bool classes_ = countsClasses(options_);
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    BitmaskLines lines_;
    std::atomic<bool>* sharedDone_;
    std::vector<int> rows_;
    std::vector<int> mirrorRows_;
    Stats stats_;
    std::uint64_t weight_ = 1;
    bool mirror_ = false;
    std::uint64_t pendingCount_ = 0;
    unsigned pollCountdown_ = Tr::kPollMask + 1;
    SubtreeCounter counter_{all_};
    // Below this column a subtree is counted by `counter_` once `countOnly_` holds
    // (checked at each poll: the browser's first solutions are stored before).
    int countOnlyFrom_ = std::max(1, n_ - 11);
    bool countOnly_ = mayCountOnly();
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::queens
