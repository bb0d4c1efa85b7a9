#pragma once
/// lightsout.v3 — light chasing. Once the presses of the first row are chosen, a light
/// still on in row r can only be turned off by the press just below it, so every later
/// row is forced; the board is solved when the last row ends dark. 2^cols candidates
/// instead of 2^(rows·cols).
///
/// On a torus of 3 rows or more, the first row's lights also depend on the last row, so
/// the first and the last rows are chosen (2^(2·cols) candidates), rows 1..rows−2 are
/// forced, and the last two rows are checked. A torus side shorter than 3 is a plain side
/// (see model.h).
///
/// In first mode every candidate is still chased and the fewest-press solution kept
/// (ties: the one v1 and v2 meet first, with the lowest differing cell pressed).
/// A row is a 64-bit mask; `row_ops` counts the rows chased.
#include <bit>
#include <cstdint>
#include <vector>

#include "core/registry.h"
#include "counters.h"
#include "gf2.h"
#include "model.h"

namespace pw::lightsout {

template <Tracer Tr>
class LightChasing {
public:
    enum Line { kForFirstRow, kPressFirst, kForRow, kPressBelow, kCheckLast, kKeepBest, kReturn };
    static constexpr int kMaxFreeBits = 30;

    LightChasing(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : rows_(instance.rows), cols_(instance.cols), options_(options), ctx_(ctx), reporter_(ctx), tr_(tracer) {
        wrapRows_ = instance.torus && rows_ >= 3;
        wrapCols_ = instance.torus && cols_ >= 3;
        freeBits_ = cols_ * (wrapRows_ ? 2 : 1);
        if (cols_ <= kMaxFreeBits) {
            colMask_ = (Word{1} << cols_) - 1;
            lights_.assign(static_cast<std::size_t>(rows_), 0);
            for (int r = 0; r < rows_; ++r)
                for (int c = 0; c < cols_; ++c)
                    if (instance.cells[static_cast<std::size_t>(r * cols_ + c)]) lights_[static_cast<std::size_t>(r)] |= Word{1} << c;
        }
    }

    RunResult run() {
        if (freeBits_ > kMaxFreeBits)
            return {stats_, false, {}, 0, notice(NoticeCode::TooManyFreePresses, {freeBits_, kMaxFreeBits})};
        presses_.assign(static_cast<std::size_t>(rows_), 0);
        const std::uint64_t candidates = std::uint64_t{1} << freeBits_;
        for (std::uint64_t x = 0; x < candidates && !finished_; ++x) {
            // Counted, then polled: a stepped run's node counter then reads the tree's count.
            reporter_.node(tr_, 1);
            if ((++stats_.nodes & Tr::kPollMask) == 0) poll();
            ++stats_.extra[kCandidates];
            chase(x);
        }
        if (options_.mode == Mode::First && !best_.empty()) {
            ctx_.sink().add(cells(best_));
            trace(EventKind::Solution, kReturn, 0, stats_.extra[kPresses], best_);
        }
        ctx_.sink().count(pending_);
        reporter_.flush(stats_);
        trace(EventKind::Done, kReturn, 0, 0, presses_);
        const std::uint32_t valid = validBits({kCandidates, kPressesSimulated, kRowOps}) |
                                    (best_.empty() ? 0u : validBits({kPresses}));
        return {stats_, !stopped_, {}, valid};
    }

private:
    Word horizontal(Word m) const {
        Word h = (m ^ (m << 1) ^ (m >> 1)) & colMask_;
        if (wrapCols_) h ^= ((m >> (cols_ - 1)) & 1u) | ((m & 1u) << (cols_ - 1));
        return h;
    }

    /// Row r's lights after every press made so far.
    Word lightsOf(int r) const {
        Word v = lights_[static_cast<std::size_t>(r)] ^ horizontal(presses_[static_cast<std::size_t>(r)]);
        const int up = r > 0 ? r - 1 : (wrapRows_ ? rows_ - 1 : -1);
        const int down = r + 1 < rows_ ? r + 1 : (wrapRows_ ? 0 : -1);
        if (up >= 0) v ^= presses_[static_cast<std::size_t>(up)];
        if (down >= 0 && down != up) v ^= presses_[static_cast<std::size_t>(down)];
        return v;
    }

    void chase(std::uint64_t x) {
        std::fill(presses_.begin(), presses_.end(), 0);
        presses_[0] = x & colMask_;
        if (wrapRows_) presses_[static_cast<std::size_t>(rows_ - 1)] = x >> cols_;
        stats_.extra[kPressesSimulated] += static_cast<std::uint64_t>(std::popcount(x));
        trace(EventKind::Try, kPressFirst, 0, static_cast<std::int64_t>(x), presses_);
        const int forcedEnd = wrapRows_ ? rows_ - 2 : rows_ - 1;
        for (int r = 0; r < forcedEnd; ++r) {
            const Word below = lightsOf(r);  // row r + 1 is still unpressed here
            presses_[static_cast<std::size_t>(r + 1)] = below;
            ++stats_.extra[kRowOps];
            stats_.extra[kPressesSimulated] += static_cast<std::uint64_t>(std::popcount(below));
            trace(EventKind::Place, kPressBelow, r + 1, static_cast<std::int64_t>(below), presses_);
        }
        ++stats_.checks;
        const bool dark = wrapRows_ ? (lightsOf(rows_ - 2) | lightsOf(rows_ - 1)) == 0 : lightsOf(rows_ - 1) == 0;
        if (!dark) {
            trace(EventKind::Reject, kCheckLast, forcedEnd, 0, presses_);
            return;
        }
        found();
    }

    void found() {
        std::uint64_t count = 0;
        for (Word row : presses_) count += static_cast<std::uint64_t>(std::popcount(row));
        const bool better = best_.empty() || count < stats_.extra[kPresses] ||
                            (count == stats_.extra[kPresses] && rowsBefore(presses_, best_));
        if (better) {
            best_ = presses_;
            stats_.extra[kPresses] = count;
            trace(EventKind::Bound, kKeepBest, rows_ - 1, static_cast<std::int64_t>(count), presses_);
        }
        if (options_.mode == Mode::First) return;
        trace(EventKind::Solution, kKeepBest, rows_ - 1, static_cast<std::int64_t>(count), presses_);
        if (options_.mode == Mode::Count) {
            if (ctx_.sink().wantsMore()) ctx_.sink().store(cells(presses_));
            ++pending_;
        } else {
            ctx_.sink().add(cells(presses_));
        }
    }

    /// Cell order: the set whose lowest differing cell is pressed comes first.
    static bool rowsBefore(const std::vector<Word>& a, const std::vector<Word>& b) {
        for (std::size_t r = 0; r < a.size(); ++r)
            if (const Word diff = a[r] ^ b[r]) return (a[r] & diff & (0 - diff)) != 0;
        return false;
    }

    std::vector<int> cells(const std::vector<Word>& rows) const {
        std::vector<int> out(static_cast<std::size_t>(rows_ * cols_), 0);
        for (int r = 0; r < rows_; ++r)
            for (int c = 0; c < cols_; ++c) out[static_cast<std::size_t>(r * cols_ + c)] = (rows[static_cast<std::size_t>(r)] >> c) & 1u ? 1 : 0;
        return out;
    }

    void poll() {
        ctx_.sink().count(pending_);
        pending_ = 0;
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
    }

    void trace(EventKind kind, int line, int depth, std::int64_t aux, const std::vector<Word>& rows) {
        if constexpr (Tr::kEnabled) {
            const std::vector<int> state = cells(rows);
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), -1, 0, aux}, state);
        }
    }

    int rows_, cols_;
    bool wrapRows_ = false, wrapCols_ = false;
    int freeBits_ = 0;
    Word colMask_ = 0;
    std::vector<Word> lights_, presses_, best_;
    RunOptions options_;
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    Stats stats_;
    std::uint64_t pending_ = 0;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::lightsout
