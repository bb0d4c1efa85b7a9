#pragma once
/// lightsout.v4 — linear algebra over GF(2). The board is one linear system (see
/// linear_solver.h): its elimination says at once whether the board is solvable, the
/// dimension d of the null space (the quiet patterns: press sets that change nothing),
/// and one particular solution p. Every solution is p plus a combination of the d quiet
/// patterns, 2^d in all, visited in Gray-code order so that each step adds one pattern.
///
/// First mode returns the fewest-press solution by visiting the 2^d combinations when
/// that costs at most kFewestBudget word operations; on bigger cases (a 1000×1000 board
/// with a large null space) it returns p and says the fewest presses were not searched.
/// All mode lists the 2^d solutions when d ≤ 24 and declines beyond; count mode counts
/// them by the same walk when d ≤ 24, and beyond that takes 2^d from the nullity.
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "core/registry.h"
#include "counters.h"
#include "gf2.h"
#include "linear_solver.h"
#include "model.h"

namespace pw::lightsout {

template <Tracer Tr>
class GaussianElimination {
public:
    enum Line { kEquations, kReduce, kPivot, kInconsistent, kParticular, kNullSpace, kForCombination, kKeepFewest };
    static constexpr int kMaxListedNullity = 24;
    static constexpr std::uint64_t kFewestBudget = std::uint64_t{1} << 24;  // words XORed and counted: ~0.2 s
    static constexpr std::uint64_t kListBudget = std::uint64_t{1} << 32;

    GaussianElimination(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : board_(fromInstance(instance)), options_(options), ctx_(ctx), reporter_(ctx), tr_(tracer) {}

    RunResult run() {
        EliminationHooks hooks;
        hooks.stop = [this] { return ctx_.stopRequested(); };
        if constexpr (Tr::kEnabled) {
            state_.assign(static_cast<std::size_t>(board_.size()), 0);
            hooks.onPivot = [this](int column, int row) { trace(EventKind::Place, kPivot, 0, column, row, state_); };
        }
        LinearSolver solver(board_, hooks);
        trace(EventKind::Try, solver.reduced() ? kReduce : kEquations, 0, -1, 0, state_);
        const bool done = solver.run();
        stats_.extra[kRowOps] = solver.rowOps();
        stats_.extra[kNullity] = static_cast<std::uint64_t>(solver.nullity());
        if (!done) return finish(solver, false);
        const int d = solver.nullity();
        trace(EventKind::Bound, kNullSpace, 0, -1, d, state_);
        if (!solver.solvable()) {
            const std::int64_t quiet = popcount(solver.obstruction());
            message_ = "not solvable: a quiet pattern of " + std::to_string(quiet) +
                       " cells (every press toggles an even number of them) covers an odd number of lit lights";
            trace(EventKind::Reject, kInconsistent, 0, -1, 0, state_);
            return finish(solver, true);
        }
        const std::vector<Word> p = solver.particular();
        const std::uint64_t words = p.size();
        const bool small = d <= kMaxListedNullity;
        const std::uint64_t walk = small ? (std::uint64_t{1} << d) * words : ~std::uint64_t{0};
        if (options_.mode == Mode::First && walk > kFewestBudget) {
            ctx_.sink().add(unpackCells(p, board_.size()));
            stats_.extra[kPresses] = static_cast<std::uint64_t>(popcount(p));
            best_ = true;
            message_ = "fewest presses not searched: " + std::to_string(d) +
                       " quiet patterns give 2^" + std::to_string(d) + " solutions of " +
                       std::to_string(board_.size()) + " cells; this is one of them" +
                       (solver.reduced() ? " (system reduced by light chasing to " +
                                               std::to_string(solver.unknowns()) + " unknowns)"
                                         : "");
            return finish(solver, true);
        }
        if (options_.mode != Mode::First && walk > kListBudget) {
            if (options_.mode == Mode::All || d >= 64) {
                message_ = "2^" + std::to_string(d) + " solutions are too many to list (at most 2^24, and fewer on big boards)";
                return finish(solver, false);
            }
            ctx_.sink().store(unpackCells(p, board_.size()));
            ctx_.sink().count(std::uint64_t{1} << d);
            stats_.extra[kPresses] = static_cast<std::uint64_t>(popcount(p));
            best_ = true;
            message_ = "2^" + std::to_string(d) + " solutions counted from the nullity, not listed";
            return finish(solver, true);
        }
        std::vector<std::vector<Word>> basis;
        for (int i = 0; i < d; ++i) basis.push_back(solver.quietPattern(i));
        walkCombinations(p, basis);
        return finish(solver, !stopped_);
    }

private:
    void walkCombinations(const std::vector<Word>& p, const std::vector<std::vector<Word>>& basis) {
        std::vector<Word> current = p;
        const std::uint64_t combinations = std::uint64_t{1} << basis.size();
        for (std::uint64_t k = 0; k < combinations && !stopped_; ++k) {
            if (k > 0) {
                const std::vector<Word>& q = basis[static_cast<std::size_t>(std::countr_zero(k))];
                for (std::size_t w = 0; w < current.size(); ++w) current[w] ^= q[w];
            }
            ++stats_.nodes;
            reporter_.node(tr_, 1);
            ++stats_.extra[kCandidates];
            if ((stats_.nodes & Tr::kPollMask) == 0) poll();
            visit(current);
        }
        if (options_.mode == Mode::First && best_) ctx_.sink().add(unpackCells(fewest_, board_.size()));
    }

    void visit(const std::vector<Word>& x) {
        const auto presses = static_cast<std::uint64_t>(popcount(x));
        if constexpr (Tr::kEnabled) state_ = unpackCells(x, board_.size());
        trace(EventKind::Try, kForCombination, 1, -1, static_cast<std::int64_t>(presses), state_);
        if (!best_ || presses < stats_.extra[kPresses] || (options_.mode == Mode::First && presses == stats_.extra[kPresses] && lexBefore(x, fewest_))) {
            best_ = true;
            stats_.extra[kPresses] = presses;
            if (options_.mode == Mode::First) fewest_ = x;
            trace(EventKind::Bound, kKeepFewest, 1, -1, static_cast<std::int64_t>(presses), state_);
        }
        if (options_.mode == Mode::First) return;
        trace(EventKind::Solution, kForCombination, 1, -1, static_cast<std::int64_t>(presses), state_);
        if (options_.mode == Mode::All) {
            ctx_.sink().add(unpackCells(x, board_.size()));
        } else {
            if (ctx_.sink().wantsMore()) ctx_.sink().store(unpackCells(x, board_.size()));
            ++pending_;
        }
    }

    RunResult finish(const LinearSolver& solver, bool completed) {
        stats_.extra[kPressesSimulated] = solver.pressesSimulated();
        ctx_.sink().count(pending_);
        pending_ = 0;
        reporter_.flush(stats_);
        trace(EventKind::Done, kKeepFewest, 0, -1, 0, state_);
        const std::uint32_t valid = validBits({kCandidates, kPressesSimulated, kRowOps, kNullity}) |
                                    (best_ ? validBits({kPresses}) : 0u);
        return {stats_, completed, message_, valid};
    }

    void poll() {
        ctx_.sink().count(pending_);
        pending_ = 0;
        if (reporter_.poll(stats_)) stopped_ = true;
    }

    void trace(EventKind kind, int line, int depth, int cell, std::int64_t aux, const std::vector<int>& state) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, 0, aux}, state);
    }

    Board board_;
    RunOptions options_;
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    Stats stats_;
    std::vector<int> state_;
    std::vector<Word> fewest_;
    std::string message_;
    std::uint64_t pending_ = 0;
    bool best_ = false;
    bool stopped_ = false;
};

}  // namespace pw::lightsout
