#pragma once
/// What every sudoku version shares: the counters, the sink in the three modes, the
/// stop poll and the tracer call. Counter slots are the registry's counterNames.
#include <span>

#include "algorithms.h"
#include "core/registry.h"
#include "model.h"

namespace pw::sudoku {

template <Tracer Tr>
class SearchBase {
protected:
    SearchBase(const RunOptions& options, SearchContext& ctx, Tr tracer)
        : options_(options), limit_(options.solutionLimit), ctx_(ctx), reporter_(ctx), tr_(tracer) {}

    /// Records a solution; true when the search must end (first mode).
    bool record(std::span<const int> cells) {
        if (options_.mode == Mode::Count) {
            ctx_.sink().store(cells);
            ++pending_;
        } else {
            ctx_.sink().add(cells);
        }
        ++found_;
        if (options_.mode == Mode::First || (limit_ != 0 && found_ >= limit_)) finished_ = true;
        return finished_;
    }

    /// True when a solution's cells are kept (the sink stores it) or shown (a stepping
    /// tracer): otherwise `record` may be given no cells, and a version that must build
    /// them from its state can skip that work.
    bool cellsWanted() const { return Tr::kEnabled || ctx_.sink().wantsMore(); }

    /// Counts a node at `depth` (see core/depth_profile.h) and polls for a stop at the
    /// tracer's rate; true when stopping.
    bool countNode(int depth) {
        ++stats_.nodes;
        reporter_.node(tr_, depth);
        if ((stats_.nodes & Tr::kPollMask) == 0) {
            ctx_.sink().count(pending_);
            pending_ = 0;
            if (reporter_.poll(stats_)) finished_ = stopped_ = true;
        }
        return finished_;
    }

    void trace(EventKind kind, int line, int depth, int cell, int value, std::span<const int> state,
               std::int64_t aux = 0) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, aux}, state);
    }

    RunResult finish(std::uint32_t extraValid = ~0u, std::string message = {}) {
        ctx_.sink().count(pending_);
        pending_ = 0;
        reporter_.flush(stats_);
        return {stats_, !stopped_, std::move(message), extraValid};
    }

public:
    /// Ends the search after `limit` solutions (0 = no limit): uniqueness needs 2.
    void setLimit(std::uint64_t limit) { limit_ = limit; }

protected:
    RunOptions options_;
    std::uint64_t limit_ = 0;
    std::uint64_t found_ = 0;
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    Stats stats_;
    std::uint64_t pending_ = 0;
    bool finished_ = false;
    bool stopped_ = false;
};

/// Why a grid cannot be searched at all, empty when it can: a bad shape (an English
/// `message`, a programming error: the registry's instances are checked when made) or
/// givens in conflict (a `notice`).
struct Unsearchable {
    std::string message;
    Notice notice;
    explicit operator bool() const { return !message.empty() || notice; }
};
Unsearchable unsearchableReason(const Instance& instance);

}  // namespace pw::sudoku
