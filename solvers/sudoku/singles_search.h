#pragma once
/// sudoku.v3 — the human way, done by machine: after each placement the digit leaves the
/// candidates of the cell's peers; a cell left with one candidate (naked single) and a
/// digit left with one place in a unit (hidden single) are placed at once, until nothing
/// more follows. Only then is a guess made, in the blank cell with the fewest candidates,
/// each branch on a copy of the state. Works for every box size.
///
/// Counters: `checks` = peer candidate masks examined, `singles` = naked + hidden singles
/// placed, `guesses` = branches tried, `nodes` = states searched, `prunes` = dead ends.
#include <array>
#include <cstdint>
#include <vector>

#include "search_base.h"

namespace pw::sudoku {

/// The full candidate state of v3 (copied at each guess).
struct SinglesState {
    std::array<std::uint8_t, kMaxCells> digit{};
    std::array<Mask, kMaxCells> cand{};
    int blanks = 0;
};

template <Tracer Tr>
class SinglesSearch : public SearchBase<Tr> {
    using Base = SearchBase<Tr>;

public:
    enum Line { kSolve, kPropagate, kNaked, kHidden, kDeadEnd, kChoose, kGuess, kTakeBack, kRecord };

    SinglesSearch(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : Base(options, ctx, tracer), g_(geometry(instance.k)), givens_(givensOf(instance)),
          stack_(static_cast<std::size_t>(g_.cells + 2)) {}

    RunResult run() {
        SinglesState& root = stack_[0];
        root.blanks = g_.cells;
        for (int cell = 0; cell < g_.cells; ++cell) root.cand[static_cast<std::size_t>(cell)] = g_.all;
        bool ok = true;
        for (int cell = 0; cell < g_.cells && ok; ++cell)
            if (const int d = givens_[static_cast<std::size_t>(cell)]; d != 0)
                ok = (root.cand[static_cast<std::size_t>(cell)] & digitBit(d)) && assign(root, cell, d);
        this->countNode(0);
        if (ok && propagate(root, 0)) solve(0);
        traceState(EventKind::Done, kSolve, 0, -1, 0, root);
        return this->finish();
    }

private:
    // Places d in cell and removes it from the peers; a peer left with one candidate is
    // queued as a naked single. False when a peer is left with none.
    bool assign(SinglesState& s, int cell, int d) {
        const Mask bit = digitBit(d);
        s.digit[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(d);
        s.cand[static_cast<std::size_t>(cell)] = bit;
        --s.blanks;
        for (int p : g_.peers[static_cast<std::size_t>(cell)]) {
            ++this->stats_.checks;
            Mask& m = s.cand[static_cast<std::size_t>(p)];
            if (!(m & bit)) continue;
            if (s.digit[static_cast<std::size_t>(p)] != 0) return false;  // the same digit in a peer
            m &= ~bit;
            if (m == 0) return false;
            if ((m & (m - 1)) == 0) queue_[queueEnd_++] = p;
        }
        return true;
    }

    bool propagate(SinglesState& s, int depth) {
        queueEnd_ = 0;
        for (int cell = 0; cell < g_.cells; ++cell)
            if (s.digit[static_cast<std::size_t>(cell)] == 0 && std::has_single_bit(s.cand[static_cast<std::size_t>(cell)]))
                queue_[queueEnd_++] = cell;
        for (;;) {
            while (queueEnd_ > 0) {
                const int p = queue_[--queueEnd_];
                if (s.digit[static_cast<std::size_t>(p)] != 0) continue;
                const int d = lowestDigit(s.cand[static_cast<std::size_t>(p)]);
                ++this->stats_.extra[kSingles];
                if (!assign(s, p, d)) return false;
                traceState(EventKind::Place, kNaked, depth, p, d, s);
            }
            bool progress = false;
            for (const auto& unit : g_.units) {
                Mask once = 0, twice = 0, placed = 0;
                for (int cell : unit) {
                    const Mask m = s.cand[static_cast<std::size_t>(cell)];
                    if (s.digit[static_cast<std::size_t>(cell)]) {
                        placed |= m;
                    } else {
                        twice |= once & m;
                        once |= m;
                    }
                }
                if ((once | placed) != g_.all) return false;  // a digit has no place left in the unit
                for (Mask hidden = once & ~twice & ~placed; hidden != 0; hidden &= hidden - 1) {
                    const Mask bit = hidden & (0u - hidden);
                    int where = -1;
                    for (int cell : unit)
                        if (s.digit[static_cast<std::size_t>(cell)] == 0 && (s.cand[static_cast<std::size_t>(cell)] & bit))
                            where = cell;
                    if (where < 0) return false;
                    ++this->stats_.extra[kSingles];
                    if (!assign(s, where, lowestDigit(bit))) return false;
                    traceState(EventKind::Place, kHidden, depth, where, lowestDigit(bit), s);
                    progress = true;
                }
            }
            if (!progress && queueEnd_ == 0) return true;
        }
    }

    void solve(int depth) {
        SinglesState& s = stack_[static_cast<std::size_t>(depth)];
        if (s.blanks == 0) {
            traceState(EventKind::Solution, kRecord, depth, -1, 0, s);
            recordState(s);
            return;
        }
        int best = -1, bestCount = 99;
        for (int cell = 0; cell < g_.cells; ++cell)
            if (s.digit[static_cast<std::size_t>(cell)] == 0) {
                const int count = countDigits(s.cand[static_cast<std::size_t>(cell)]);
                if (count < bestCount) {
                    best = cell;
                    bestCount = count;
                    if (count == 2) break;
                }
            }
        traceState(EventKind::Try, kChoose, depth, best, 0, s);
        for (Mask cand = s.cand[static_cast<std::size_t>(best)]; cand != 0 && !this->finished_; cand &= cand - 1) {
            const int d = lowestDigit(cand);
            SinglesState& next = stack_[static_cast<std::size_t>(depth + 1)];
            next = s;
            ++this->stats_.extra[kGuesses];
            if (this->countNode(depth + 1)) break;
            queueEnd_ = 0;
            const bool ok = assign(next, best, d);
            traceState(EventKind::Place, kGuess, depth, best, d, next);
            if (ok && propagate(next, depth + 1)) {
                solve(depth + 1);
            } else {
                ++this->stats_.prunes;
                traceState(EventKind::Reject, kDeadEnd, depth, best, d, next);
            }
            traceState(EventKind::Remove, kTakeBack, depth, best, d, s);
        }
    }

    void recordState(const SinglesState& s) {
        solution_.assign(s.digit.begin(), s.digit.begin() + g_.cells);
        this->record(solution_);
    }

    void traceState(EventKind kind, int line, int depth, int cell, int value, const SinglesState& s) {
        if constexpr (Tr::kEnabled) {
            solution_.assign(s.digit.begin(), s.digit.begin() + g_.cells);
            this->trace(kind, line, depth, cell, value, solution_);
        }
    }

    const Geometry& g_;
    std::vector<int> givens_;
    std::vector<SinglesState> stack_;
    std::array<int, kMaxCells * 4> queue_{};
    int queueEnd_ = 0;
    std::vector<int> solution_;
};

}  // namespace pw::sudoku
