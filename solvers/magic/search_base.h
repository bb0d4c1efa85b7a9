#pragma once
/// What every magic-square version shares: the grid being filled (givens in place), the
/// counters, the stop poll, the tracer call and the recording of a solution in each
/// mode. A version derives from it and only writes its own search.
#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

#include "core/registry.h"
#include "model.h"

namespace pw::magic {

/// Indices of Stats::extra, in the order of the registry's counterNames.
enum Counter { kLeaves = 0, kLines = 1, kCuts = 2, kClasses = 3 };

template <Tracer Tr>
class SearchBase {
public:
    SearchBase(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : n_(instance.rows), size_(n_ * n_), magic_(magicConstant(n_)), options_(options), ctx_(ctx),
          reporter_(ctx), tr_(tracer), grid_(static_cast<std::size_t>(size_), 0),
          given_(static_cast<std::size_t>(size_), false) {
        for (std::size_t i = 0; i < instance.cells.size() && i < grid_.size(); ++i) {
            grid_[i] = instance.cells[i];
            given_[i] = instance.cells[i] != 0;
            hasGivens_ = hasGivens_ || given_[i];
        }
        classes_ = countsClasses(options_) && !hasGivens_;
    }

    bool finished() const { return finished_; }

    /// Publishes the last counters and the bulk count; returns this search's totals.
    RunResult finish(int doneLine) {
        flushCount();
        flushNodes();
        reporter_.flush(stats_);
        trace(EventKind::Done, doneLine, 0, -1, 0);
        // Classes are meaningless among the completions of givens (a class may lie
        // half inside them), so the counter is only valid on an empty board.
        return {stats_, !stopped_, {}, classes_ ? ~0u : ~(1u << kClasses)};
    }

protected:
    ~SearchBase() { flushNodes(); }  // a search left without finish() still gives its profile

    /// Counts a node at `depth` (see core/depth_profile.h) and polls for a stop every
    /// kPollMask + 1 nodes. A traced search tells the reporter at once (the stepping
    /// tracer sees every node); an untraced one only increments its depth's entry in
    /// `nodesAt_`, which stands for `stats_.nodes` until the next poll: a reporter call
    /// per node (a depth test and a second increment) cost v2 3.8 % more instructions.
    void countNode(int depth) { countNodeIn(depth, depth); }

    /// The same for v1..v3, which fill the cells in order: a node placed at `cell` is
    /// always at the same depth (1 + the cells it searched before), so an untraced search
    /// counts it at its cell and the depth is looked up when the counts are flushed. The
    /// recursion then no longer needs its depth (v2 +2.4 % -> +1.0 % instructions). Call
    /// `countByCell()` first.
    void countCellNode(int cell, int depth) { countNodeIn(cell, depth); }

    /// Both counts: an untraced node goes to `nodesAt_[slot]` (its depth or its cell).
    void countNodeIn(int slot, [[maybe_unused]] int depth) {
        if constexpr (Tr::kEnabled) {
            ++stats_.nodes;
            reporter_.node(tr_, depth);
        } else {
            ++nodesAt_[at(slot)];
        }
        if (--pollCountdown_ == 0) poll();
    }

    /// Untraced counts go by cell (`countCellNode`): the depth of each searched cell.
    void countByCell() {
        depthOf_.assign(at(size_ + 1), 0);
        int depth = 0;
        for (int cell = 0; cell < size_; ++cell)
            if (!given_[at(cell)]) depthOf_[at(cell)] = ++depth;
    }

    /// Counts `k` nodes at once at `depth` (values counted in bulk, never visited one by one).
    void countNodes(std::uint64_t k, int depth) {
        if constexpr (Tr::kEnabled) {
            stats_.nodes += k;
            reporter_.node(tr_, depth, k);
        } else {
            nodesAt_[at(depth)] += k;
        }
        if (k >= pollCountdown_) poll();
        else pollCountdown_ -= static_cast<unsigned>(k);
    }

    [[gnu::noinline]] void poll() {
        pollCountdown_ = Tr::kPollMask + 1;
        flushCount();
        flushNodes();
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
        if (sharedDone_ && sharedDone_->load(std::memory_order_relaxed)) finished_ = true;
    }

    /// Records a solution the way the mode asks: streamed, or stored and counted in bulk.
    void record(const std::vector<int>& grid) {
        if (options_.mode == Mode::First && sharedDone_ && sharedDone_->exchange(true)) {
            finished_ = true;  // another thread recorded first
            return;
        }
        if (options_.mode == Mode::Count) {
            ctx_.sink().store(grid);
            ++pendingCount_;
        } else {
            ctx_.sink().add(grid);
        }
        if (options_.mode == Mode::First) finished_ = true;
        // A uniqueness test (the worksheet maker's) stops at the second completion.
        if (options_.solutionLimit != 0 && ++recorded_ >= options_.solutionLimit) finished_ = true;
    }

    /// Streams every image of the square in `grid_` under `images` (cell maps, as
    /// squareGroup gives them), and with `twins` also those of its complement
    /// v -> n² + 1 - v; in count mode they are stored, the count being added elsewhere.
    template <class Images>
    void recordImages(const Images& images, bool twins) {
        image_.resize(grid_.size());
        for (const int flip : {0, size_ + 1}) {
            if (flip && !twins) break;
            for (const std::vector<int>& to : images) {
                for (int cell = 0; cell < size_; ++cell)
                    image_[at(to[at(cell)])] = flip ? flip - grid_[at(cell)] : grid_[at(cell)];
                if (options_.mode == Mode::Count) ctx_.sink().store(image_);
                else ctx_.sink().add(image_);
            }
        }
    }

    /// A solution of v1..v4: recorded, and counted as a class when it is canonical.
    void recordSolution(int line, int depth) {
        if (classes_ && isCanonical(n_, grid_)) ++stats_.extra[kClasses];
        trace(EventKind::Solution, line, depth, -1, 0);
        record(grid_);
    }

    /// The lesson's EstUneReussite on a full grid: rows, then columns, then both
    /// diagonals, stopping at the first wrong sum; each line summed is counted.
    bool linesAreMagic() {
        ++stats_.checks;
        for (int r = 0; r < n_; ++r)
            if (!lineIsMagic(r * n_, 1)) return false;
        for (int c = 0; c < n_; ++c)
            if (!lineIsMagic(c, n_)) return false;
        return lineIsMagic(0, n_ + 1) && lineIsMagic(n_ - 1, n_ - 1);
    }

    bool lineIsMagic(int first, int step) {
        ++stats_.extra[kLines];
        int sum = 0;
        for (int i = 0, cell = first; i < n_; ++i, cell += step) sum += grid_[at(cell)];
        return sum == magic_;
    }

    void flushCount() {
        ctx_.sink().count(pendingCount_);
        pendingCount_ = 0;
    }

    /// Adds the untraced nodes counted per depth (or per cell) since the last call to
    /// `stats_.nodes` and to the reporter's depth profile.
    void flushNodes() {
        if constexpr (!Tr::kEnabled) {
            for (int i = 0; i <= size_; ++i) {
                std::uint64_t& k = nodesAt_[at(i)];
                if (k == 0) continue;
                stats_.nodes += k;
                reporter_.node(tr_, depthOf_.empty() ? i : depthOf_[at(i)], k);
                k = 0;
            }
        }
    }

    void trace(EventKind kind, int line, int depth, int cell, int value, std::int64_t aux = 0) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, aux}, grid_);
    }

    std::size_t at(int i) const { return static_cast<std::size_t>(i); }

    int n_, size_, magic_;
    RunOptions options_;
    bool hasGivens_ = false;
    bool classes_ = false;
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    std::vector<int> grid_;
    std::vector<int> image_;  ///< scratch of recordImages
    std::vector<bool> given_;
    Stats stats_;
    /// Untraced: the nodes at each depth (0..size_), or at each cell after
    /// `countByCell()`, not yet in `stats_.nodes`.
    std::array<std::uint64_t, kMaxOrder * kMaxOrder + 1> nodesAt_{};
    std::vector<int> depthOf_;  ///< after countByCell(): the depth of a node at each cell
    std::atomic<bool>* sharedDone_ = nullptr;
    std::uint64_t pendingCount_ = 0;
    std::uint64_t recorded_ = 0;  ///< solutions recorded one by one, for options_.solutionLimit
    unsigned pollCountdown_ = Tr::kPollMask + 1;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::magic
