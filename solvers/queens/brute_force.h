#pragma once
/// queens.v1 — the lesson's first program: N nested loops give every column every row,
/// N^N placements in all, and each complete placement is tested by a full `ok()` that
/// compares every pair of queens. One check per placement: 8^8 = 16,777,216 for N = 8.
#include <vector>

#include "core/registry.h"
#include "model.h"

namespace pw::queens {

template <Tracer Tr>
class BruteForce {
public:
    enum Line { kLoops, kPlacement, kCount, kOk, kRecord };

    BruteForce(int n, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : n_(n), options_(options), ctx_(ctx), reporter_(ctx), tr_(tracer), rows_(static_cast<std::size_t>(n), -1) {}

    RunResult run() {
        fill(0);
        reporter_.flush(stats_);
        trace(EventKind::Done, kLoops, 0, -1, 0);
        return {stats_, !stopped_, {}, classes_ ? ~0u : ~1u};
    }

private:
    // The lesson's ok(): for j = 2..N, for i < j, same row or same diagonal fails.
    bool ok() const {
        for (int j = 1; j < n_; ++j)
            for (int i = 0; i < j; ++i) {
                const int ri = rows_[static_cast<std::size_t>(i)], rj = rows_[static_cast<std::size_t>(j)];
                if (ri == rj || i + ri == j + rj || i - ri == j - rj) return false;
            }
        return true;
    }

    void fill(int c) {
        for (int r = 0; r < n_ && !finished_; ++r) {
            rows_[static_cast<std::size_t>(c)] = r;
            ++stats_.nodes;
            reporter_.node(tr_, c + 1);
            trace(EventKind::Place, kLoops, c, r * n_ + c, r);
            if (c + 1 < n_) fill(c + 1);
            else testLeaf();
            if ((stats_.nodes & Tr::kPollMask) == 0 && reporter_.poll(stats_)) finished_ = stopped_ = true;
        }
        rows_[static_cast<std::size_t>(c)] = -1;
    }

    void testLeaf() {
        ++stats_.checks;
        trace(EventKind::Try, kOk, n_ - 1, -1, 0);
        if (!ok()) {
            trace(EventKind::Reject, kOk, n_ - 1, -1, 0);
            return;
        }
        if (classes_ && isCanonical(rows_)) ++stats_.extra[0];
        ctx_.sink().add(rows_);
        trace(EventKind::Solution, kRecord, n_ - 1, -1, 0);
        if (options_.mode == Mode::First) finished_ = true;
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
