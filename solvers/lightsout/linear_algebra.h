#pragma once
/// lightsout.v4 — linear algebra over GF(2). The board is one linear system (see
/// linear_solver.h): its elimination says at once whether the board is solvable, the
/// dimension d of the null space (the quiet patterns: press sets that change nothing),
/// and one particular solution p. Every solution is p plus a combination of the d quiet
/// patterns, 2^d in all.
///
/// First mode returns the fewest-press solution (ties: the lowest differing cell
/// pressed, as v1–v3 order them):
/// - d = 0: p, the only solution;
/// - 2^d·(words of a press mask) ≤ kWalkBudget: the 2^d combinations visited in Gray-code
///   order, each step adding one pattern (what the stepping view shows);
/// - d ≤ kExactNullity (24): every press count at once by a Walsh–Hadamard transform
///   (fewest_presses.h), exact;
/// - beyond: descent by blocks of quiet patterns, a local minimum; the message says the
///   fewest presses are not proven.
/// All mode lists the 2^d solutions when d ≤ 24 and declines beyond; count mode counts
/// them by the same walk when d ≤ 24, and beyond that takes 2^d from the nullity.
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "core/registry.h"
#include "counters.h"
#include "fewest_presses.h"
#include "gf2.h"
#include "gf2_kernels.h"
#include "linear_solver.h"
#include "model.h"

namespace pw::lightsout {

template <Tracer Tr>
class GaussianElimination {
public:
    enum Line {
        kEquations, kReduce, kPivot, kInconsistent, kParticular, kNullSpace, kForCombination, kKeepFewest,
        kTransform, kBlocks
    };
    static constexpr int kMaxListedNullity = 24;
    static constexpr std::uint64_t kWalkBudget = std::uint64_t{1} << 20;  // words XORed and counted: ~1 ms
    static constexpr std::uint64_t kListBudget = std::uint64_t{1} << 32;

    GaussianElimination(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : instance_(instance), cells_(static_cast<std::int64_t>(instance.rows) * instance.cols), options_(options),
          ctx_(ctx), reporter_(ctx), tr_(tracer) {}

    RunResult run() {
        EliminationHooks hooks;
        hooks.stop = [this] { return ctx_.stopRequested(); };
        if constexpr (Tr::kEnabled) {
            state_.assign(static_cast<std::size_t>(cells_), 0);
            hooks.onPivot = [this](int column, int row) { trace(EventKind::Place, kPivot, 0, column, row, state_); };
        }
        // The instance's cells may hold fewer entries than the board (a blank board).
        std::vector<int> padded;
        std::span<const int> lights = instance_.cells;
        if (static_cast<std::int64_t>(lights.size()) < cells_) {
            padded = instance_.cells;
            padded.resize(static_cast<std::size_t>(cells_), 0);
            lights = padded;
        }
        LinearSolver solver(instance_.rows, instance_.cols, instance_.torus, lights, hooks);
        padded = {};
        trace(EventKind::Try, solver.reduced() ? kReduce : kEquations, 0, -1, 0, state_);
        const bool done = solver.run();
        stats_.extra[kRowOps] = solver.rowOps();
        rowOpsCounted_ = solver.rowOpsCounted();
        stats_.extra[kNullity] = static_cast<std::uint64_t>(solver.nullity());
        if (!done) return finish(solver, false);
        const int d = solver.nullity();
        trace(EventKind::Bound, kNullSpace, 0, -1, d, state_);
        if (!solver.solvable()) {
            const std::vector<Word> quiet = solver.obstruction();
            std::vector<Word> lit = packCells(instance_.cells);  // a blank board has no cells: none lit
            for (std::size_t w = 0; w < lit.size() && w < quiet.size(); ++w) lit[w] &= quiet[w];
            notice_ = notice(NoticeCode::NotSolvable, {popcount(quiet), popcount(lit)});
            trace(EventKind::Reject, kInconsistent, 0, -1, 0, state_);
            return finish(solver, true);
        }
        const std::uint64_t words = static_cast<std::uint64_t>(wordsFor(cells_));
        const bool small = d <= kMaxListedNullity;
        const std::uint64_t walk = small ? (std::uint64_t{1} << d) * words : ~std::uint64_t{0};
        if (options_.mode == Mode::First && d > 0 && walk > kWalkBudget) return fewestWithoutWalk(solver);
        const std::vector<Word> p = solver.particular();
        if (options_.mode != Mode::First && walk > kListBudget) {
            if (options_.mode == Mode::All || d >= 64) {
                notice_ = notice(NoticeCode::TooManyToList, {d, kMaxListedNullity});
                return finish(solver, false);
            }
            ctx_.sink().store(unpackCells(p, cells_));
            ctx_.sink().count(std::uint64_t{1} << d);
            stats_.extra[kPresses] = static_cast<std::uint64_t>(popcount(p));
            best_ = true;
            notice_ = notice(NoticeCode::CountedFromNullity, {d});
            return finish(solver, true);
        }
        std::vector<std::vector<Word>> basis;
        for (int i = 0; i < d; ++i) basis.push_back(solver.quietPattern(i));
        walkCombinations(p, basis);
        return finish(solver, !stopped_);
    }

private:
    /// First mode when the walk would cost too much: the transform, or descent by blocks.
    RunResult fewestWithoutWalk(LinearSolver& solver) {
        const int d = solver.nullity();
        const bool exact = d <= kExactNullity;
        trace(EventKind::Try, exact ? kTransform : kBlocks, 1, -1, d, state_);
        const auto stop = [this] { return ctx_.stopRequested(); };
        const FewestPresses fewest = exact ? exactFewest(solver, stop) : descendFewest(solver, stop);
        stats_.nodes += fewest.combinations;
        stats_.extra[kCandidates] += fewest.combinations;
        if (fewest.stopped) return finish(solver, false);
        const std::vector<Word> presses = solver.pressesOf(fewest.unknowns, true);
        best_ = true;
        stats_.extra[kPresses] = static_cast<std::uint64_t>(fewest.presses);
        if constexpr (Tr::kEnabled) state_ = unpackCells(presses, cells_);
        trace(EventKind::Bound, kKeepFewest, 1, -1, fewest.presses, state_);
        ctx_.sink().add(unpackCells(presses, cells_));
        if (!fewest.proven)
            notice_ = notice(NoticeCode::FewestNotProven, {d, kBlockBits, fewest.rounds, fewest.presses});
        return finish(solver, true);
    }

    void walkCombinations(const std::vector<Word>& p, const std::vector<std::vector<Word>>& basis) {
        std::vector<Word> current = p;
        std::int64_t presses = popcount(current);
        const std::uint64_t combinations = std::uint64_t{1} << basis.size();
        for (std::uint64_t k = 0; k < combinations && !stopped_; ++k) {
            if (k > 0) {
                const std::vector<Word>& q = basis[static_cast<std::size_t>(std::countr_zero(k))];
                presses = kernels::xorPopcount(current.data(), q.data(), current.size());
            }
            ++stats_.nodes;
            reporter_.node(tr_, 1);
            ++stats_.extra[kCandidates];
            if ((stats_.nodes & Tr::kPollMask) == 0) poll();
            visit(current, static_cast<std::uint64_t>(presses));
        }
        if (options_.mode == Mode::First && best_) ctx_.sink().add(unpackCells(fewest_, cells_));
    }

    void visit(const std::vector<Word>& x, std::uint64_t presses) {
        if constexpr (Tr::kEnabled) state_ = unpackCells(x, cells_);
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
            ctx_.sink().add(unpackCells(x, cells_));
        } else {
            if (ctx_.sink().wantsMore()) ctx_.sink().store(unpackCells(x, cells_));
            ++pending_;
        }
    }

    RunResult finish(const LinearSolver& solver, bool completed) {
        stats_.extra[kPressesSimulated] = solver.pressesSimulated();
        ctx_.sink().count(pending_);
        pending_ = 0;
        reporter_.flush(stats_);
        trace(EventKind::Done, kKeepFewest, 0, -1, 0, state_);
        const std::uint32_t valid = validBits({kCandidates, kPressesSimulated, kNullity}) |
                                    (rowOpsCounted_ ? validBits({kRowOps}) : 0u) | (best_ ? validBits({kPresses}) : 0u);
        RunResult result{stats_, completed, {}, valid};
        result.notice = notice_;
        return result;
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

    const Instance& instance_;
    std::int64_t cells_;
    RunOptions options_;
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    Stats stats_;
    std::vector<int> state_;
    std::vector<Word> fewest_;
    Notice notice_;
    std::uint64_t pending_ = 0;
    bool best_ = false;
    bool rowOpsCounted_ = true;
    bool stopped_ = false;
};

}  // namespace pw::lightsout
