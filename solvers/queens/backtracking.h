#pragma once
/// queens.v2 — the lesson's improvement with `continue`: after each new queen, only that
/// queen is tested against the previous ones, and a bad prefix is skipped with
/// everything below it. One check per tested queen beyond the first column: 15,712 for
/// N = 8, against 16,777,216 for v1.
#include <vector>

#include "core/registry.h"
#include "model.h"

namespace pw::queens {

template <Tracer Tr>
class Backtracking {
public:
    enum Line { kSolve, kForRow, kPut, kTest, kContinue, kRecord, kRecurse, kTakeBack };

    Backtracking(int n, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : n_(n), options_(options), ctx_(ctx), reporter_(ctx), tr_(tracer), rows_(static_cast<std::size_t>(n), -1) {}

    RunResult run() {
        solve(0);
        reporter_.flush(stats_);
        trace(EventKind::Done, kSolve, 0, -1, 0);
        return {stats_, !stopped_, {}, classes_ ? ~0u : ~1u};
    }

private:
    // The lesson's second ok(): the newest queen (column c) against columns 0..c-1.
    bool okLast(int c) const {
        const int rc = rows_[static_cast<std::size_t>(c)];
        for (int i = 0; i < c; ++i) {
            const int ri = rows_[static_cast<std::size_t>(i)];
            if (ri == rc || i + ri == c + rc || i - ri == c - rc) return false;
        }
        return true;
    }

    void solve(int c) {
        for (int r = 0; r < n_ && !finished_; ++r) {
            rows_[static_cast<std::size_t>(c)] = r;
            ++stats_.nodes;
            reporter_.node(tr_, c + 1);
            if ((stats_.nodes & Tr::kPollMask) == 0 && reporter_.poll(stats_)) {
                finished_ = stopped_ = true;
                break;
            }
            trace(EventKind::Try, kPut, c, r * n_ + c, r);
            if (c > 0) {
                ++stats_.checks;
                if (!okLast(c)) {
                    trace(EventKind::Reject, kContinue, c, r * n_ + c, r);
                    continue;
                }
            }
            if (c + 1 == n_) {
                if (classes_ && isCanonical(rows_)) ++stats_.extra[0];
                ctx_.sink().add(rows_);
                trace(EventKind::Solution, kRecord, c, r * n_ + c, r);
                if (options_.mode == Mode::First) finished_ = true;
            } else {
                trace(EventKind::Place, kRecurse, c, r * n_ + c, r);
                solve(c + 1);
                trace(EventKind::Remove, kTakeBack, c, r * n_ + c, r);
            }
        }
        rows_[static_cast<std::size_t>(c)] = -1;
    }

    void trace(EventKind kind, int line, int depth, int cell, int value) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, 0}, rows_);
    }

    int n_;
    RunOptions options_;
    bool classes_ = countsClasses(options_);
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    std::vector<int> rows_;
    Stats stats_;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::queens
