#pragma once
/// queens.v5's search of one ring start (see ring_start.h): the free columns, those
/// without a ring queen, are filled in the plan's order (most constrained first) with
/// v3's bitmasks, each column offering only the rows the ring queens leave it
/// (`RingStep::allowed`).
///
/// What a completion gives depends on what the run must see:
/// - count mode, no solution to show: the completions are counted by
///   `countRingCompletions` below a fixed column and weighed by the start's weight;
/// - otherwise each completion is a solution whose distinct images under the 8
///   symmetries are streamed (the weight of the start, one by one), so all mode lists
///   every solution exactly once; a start that a symmetry maps to itself streams only
///   the completions that are the smallest of their images under those symmetries;
/// - first mode streams the first completion found and stops.
/// Symmetry classes: one per completion of a start with a trivial stabiliser, one per
/// smallest completion otherwise.
#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "core/registry.h"
#include "model.h"
#include "ring_counter.h"
#include "ring_start.h"

namespace pw::queens {

/// queens.v5's pseudo-code lines (register.cpp lists them).
struct RingLines {
    static constexpr int kStarts = 0, kCanonical = 1, kTake = 2, kFree = 4, kLowest = 6, kRecord = 7,
                         kRecurse = 8;
};

template <Tracer Tr>
class RingSearch {
public:
    /// Free columns left to the count-only loop: a subtree of 11 columns takes about a
    /// millisecond (as v3's), so a stop is honoured well within 100 ms.
    static constexpr int kCountOnlyColumns = 11;

    RingSearch(const Ring& ring, const RunOptions& options, SearchContext& ctx, Tr tracer,
               std::atomic<bool>* sharedDone)
        : ring_(ring), n_(ring.n), options_(options), ctx_(ctx), reporter_(ctx), tr_(tracer), sharedDone_(sharedDone),
          rows_(static_cast<std::size_t>(ring.n), -1), image_(static_cast<std::size_t>(ring.n)) {}

    /// Searches the completions of a canonical start.
    void searchStart(const RingTask& task) {
        task_ = task;
        plan_ = makeRingPlan(ring_, task.start);
        rows_ = plan_.rows;
        trace(EventKind::Try, RingLines::kStarts, 0, -1, 0);
        ++stats_.extra[kStartsCounter];
        placeStart();
        const int count = static_cast<int>(plan_.columns.size());
        countOnlyFrom_ = std::max(0, count - kCountOnlyColumns);
        countOnly_ = mayCountOnly();
        if (count == 0) {
            recordCompletion();  // the 1×1 board: the ring queen is the whole solution
        } else {
            solve(0, RingPosition{});
        }
        traceStart(EventKind::Remove, RingLines::kTake);
        std::fill(rows_.begin(), rows_.end(), -1);
    }

    /// Shows a start that another of its images stands for (traced runs walk them all).
    void skipStart(const RingStart& start) {
        rows_ = makeRingPlan(ring_, start).rows;
        trace(EventKind::Try, RingLines::kStarts, 0, -1, 0);
        trace(EventKind::Cut, RingLines::kCanonical, 0, -1, 0);
        ++stats_.prunes;
        std::fill(rows_.begin(), rows_.end(), -1);
        if (--pollCountdown_ == 0) poll();
    }
    /// Counts the skipped starts of an untraced run (found while making the tasks).
    void addSkipped(std::uint64_t skipped) { stats_.prunes += skipped; }

    /// Publishes the last counters and the bulk count; returns the thread's totals.
    RunResult finish() {
        flushCount();
        reporter_.flush(stats_);
        trace(EventKind::Done, RingLines::kStarts, 0, -1, 0);  // a stepping tracer is told the search is done
        return {stats_, !stopped_, {}, classes_ ? ~0u : ~1u};
    }
    bool finished() const { return finished_; }

private:
    static constexpr int kClassesCounter = 0, kStartsCounter = 1;

    void solve(int i, const RingPosition& position) {
        if constexpr (!Tr::kEnabled) {
            if (i == countOnlyFrom_ && countOnly_) {
                countSubtree(i, position);
                return;
            }
        }
        const RingStep step = plan_.steps[static_cast<std::size_t>(i)];
        const int c = plan_.columns[static_cast<std::size_t>(i)];
        std::uint32_t free = position.freeRows(step);
        trace(EventKind::Try, RingLines::kFree, i + 1, -1, 0);
        if (free == 0) {  // a dead end, shown to a stepping user
            trace(EventKind::Reject, RingLines::kFree, i + 1, -1, 0);
            return;
        }
        const bool lastColumn = i + 1 == static_cast<int>(plan_.columns.size());
        while (free != 0 && !finished_) {
            const std::uint32_t bit = free & (0u - free);
            free ^= bit;
            const int r = std::countr_zero(bit);
            rows_[static_cast<std::size_t>(c)] = r;
            ++stats_.nodes;
            reporter_.node(tr_, startDepth_ + i + 1);
            trace(EventKind::Place, RingLines::kLowest, i + 1, r * n_ + c, r);
            if (--pollCountdown_ == 0) poll();
            if (lastColumn) {
                trace(EventKind::Solution, RingLines::kRecord, i + 1, r * n_ + c, r);
                recordCompletion();
            } else {
                solve(i + 1, position.with(bit, step));
            }
            trace(EventKind::Remove, RingLines::kRecurse, i + 1, r * n_ + c, r);
        }
        rows_[static_cast<std::size_t>(c)] = -1;
    }

    // A completion in `rows_`: counted with its weight, streamed with its images.
    void recordCompletion() {
        if (options_.mode == Mode::First) {
            // With several threads, only the first finder records.
            if (!(sharedDone_ && sharedDone_->exchange(true))) ctx_.sink().add(rows_);
            finished_ = true;
            return;
        }
        if (!seeEach()) {
            pendingCount_ += static_cast<std::uint64_t>(task_.weight);
            stats_.extra[kClassesCounter] += classes_;
            return;
        }
        if (task_.stabiliser != 1 && !smallestUnderStabiliser()) return;  // its class is counted elsewhere
        stats_.extra[kClassesCounter] += classes_;
        std::array<std::vector<int>, 8> images;
        int distinct = 0;
        for (int s = 0; s < 8; ++s) {
            transformSolutionInto(rows_, s, image_);
            // Only a start that a symmetry fixes has completions with repeated images.
            if (task_.stabiliser != 1 &&
                std::find(images.begin(), images.begin() + distinct, image_) != images.begin() + distinct)
                continue;
            if (task_.stabiliser != 1) images[static_cast<std::size_t>(distinct++)] = image_;
            record(image_);
        }
    }

    // True when no image of `rows_` by a symmetry of the start comes first.
    bool smallestUnderStabiliser() {
        for (int s = 1; s < 8; ++s) {
            if (!(task_.stabiliser & (1u << s))) continue;
            transformSolutionInto(rows_, s, image_);
            if (image_ < rows_) return false;
        }
        return true;
    }

    void record(const std::vector<int>& rows) {
        if (options_.mode == Mode::Count) {
            ctx_.sink().store(rows);
            ++pendingCount_;
        } else {
            ctx_.sink().add(rows);
        }
    }

    // Counts a subtree in one call; polls once enough nodes have gone by (a subtree
    // spans at most kCountOnlyColumns free columns: milliseconds).
    void countSubtree(int i, const RingPosition& position) {
        const int columns = static_cast<int>(plan_.steps.size()) - i;
        std::array<std::uint64_t, kMaxRingColumns> perColumn{};
        const RingCount counted = countRingCompletions(plan_.steps.data() + i, columns, position, perColumn.data());
        stats_.nodes += counted.nodes;
        reporter_.nodes(std::span<const std::uint64_t>(perColumn.data(), static_cast<std::size_t>(columns)),
                        startDepth_ + i + 1);
        pendingCount_ += counted.solutions * static_cast<std::uint64_t>(task_.weight);
        stats_.extra[kClassesCounter] += classes_ ? counted.solutions : 0;
        if (stats_.nodes >= nextPollNodes_) poll();
    }

    bool seeEach() const {
        return Tr::kEnabled || options_.mode != Mode::Count || ctx_.sink().wantsMore() ||
               (classes_ && task_.stabiliser != 1);
    }
    bool mayCountOnly() const { return !seeEach(); }

    void flushCount() {
        ctx_.sink().count(pendingCount_);
        pendingCount_ = 0;
    }

    void poll() {
        pollCountdown_ = Tr::kPollMask + 1;
        nextPollNodes_ = stats_.nodes + kSubtreePollNodes;
        countOnly_ = mayCountOnly();
        flushCount();
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
        if (sharedDone_ && sharedDone_->load(std::memory_order_relaxed)) finished_ = true;
    }

    // The start's queens, one node each at depths 1, 2, … (a queen placed is a node in
    // every version, and its depth is the number of queens on the board).
    void placeStart() {
        const RingQueens queens = ringQueens(ring_, task_.start);
        startDepth_ = 0;
        for (const Square& q : queens) {
            ++stats_.nodes;
            reporter_.node(tr_, ++startDepth_);
            trace(EventKind::Place, RingLines::kTake, 0, q.row * n_ + q.col, q.row);
        }
    }

    void traceStart(EventKind kind, int line) {
        if constexpr (Tr::kEnabled)
            for (const Square& q : ringQueens(ring_, task_.start)) trace(kind, line, 0, q.row * n_ + q.col, q.row);
    }

    void trace(EventKind kind, int line, int depth, int cell, int value) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, 0}, rows_);
    }

    // Well under a millisecond of counting between two polls of the count-only loop; a
    // poll costs about a hundred nanoseconds.
    static constexpr std::uint64_t kSubtreePollNodes = 1u << 16;

    Ring ring_;
    int n_;
    RunOptions options_;
    bool classes_ = countsClasses(options_);
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    std::atomic<bool>* sharedDone_;
    RingTask task_;
    RingPlan plan_;
    std::vector<int> rows_;
    std::vector<int> image_;
    Stats stats_;
    std::uint64_t pendingCount_ = 0;
    unsigned pollCountdown_ = Tr::kPollMask + 1;
    std::uint64_t nextPollNodes_ = kSubtreePollNodes;
    int countOnlyFrom_ = 0;
    int startDepth_ = 0;  ///< the current start's queens: the depth of its last one
    bool countOnly_ = false;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::queens
