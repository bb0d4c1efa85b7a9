#pragma once
/// lightsout.v1 and lightsout.v2 — the lesson's two brute forces, which differ by one
/// line: the cell the next press may go on.
///
/// - v1 (`kOrdered`): press sequences in every order, 1 press, 2 presses, …, never the
///   same cell twice in a sequence: n!/(n−k)! sequences of k presses. The first solving
///   sequence met is the answer with the fewest presses. In all and count modes a set of
///   presses is recorded at its first ordering, the increasing one; its other orderings
///   are the duplicates the lesson points out (counted in `prunes`).
/// - v2: subsets only, each press on a cell strictly after the previous one: C(n, k)
///   sets of k presses, 2^n − 1 non-empty sets in all (65,535 on the 4×4 board).
///
/// The board fits one 64-bit word and each press is one XOR with the cell's precomputed
/// mask. Presses are simulated incrementally down the search (a shared prefix is pressed
/// once). `candidates` counts the non-empty sequences or sets tested, as the lesson does;
/// the empty set is still checked first (a board already dark needs no press).
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/registry.h"
#include "counters.h"
#include "gf2.h"
#include "model.h"

namespace pw::lightsout {

template <Tracer Tr, bool kOrdered>
class PressSearch {
public:
    enum Line { kForK, kForPresses, kPressAll, kCount, kTest, kReturn };
    static constexpr int kMaxCells = 64;

    PressSearch(const Instance& instance, const RunOptions& options, SearchContext& ctx, Tr tracer)
        : board_(fromInstance(instance)), n_(board_.size()), options_(options), ctx_(ctx), reporter_(ctx),
          tr_(tracer) {}

    RunResult run() {
        if (n_ > kMaxCells)
            return {stats_, false, {}, 0, notice(NoticeCode::TooManyLights, {n_, kMaxCells})};
        Word lights = 0;
        for (int i = 0; i < n_; ++i) {
            if (board_.lights[static_cast<std::size_t>(i)]) lights |= Word{1} << i;
            for (int j : pressedCells(board_.rows, board_.cols, board_.torus, i)) pressMask_[static_cast<std::size_t>(i)] |= Word{1} << j;
        }
        if constexpr (Tr::kEnabled) state_.assign(static_cast<std::size_t>(n_), 0);
        for (target_ = 0; target_ <= n_ && !finished_; ++target_) {
            trace(EventKind::Bound, kForK, 0, -1, target_);
            search(0, 0, lights, 0);
        }
        ctx_.sink().count(pending_);
        reporter_.nodes(nodesAt_, 0);
        syncCounters();
        reporter_.flush(stats_);
        trace(EventKind::Done, kForK, 0, -1, 0);
        const std::uint32_t valid = validBits({kCandidates, kPressesSimulated}) |
                                    (best_ >= 0 ? validBits({kPresses}) : 0u);
        return {stats_, !stopped_, {}, valid};
    }

private:
    void search(int depth, int from, Word lights, Word used) {
        if (depth == target_) {
            test(lights, used);
            return;
        }
        // v2's whole idea is the loop's start: after the previous press, not from 0.
        const int first = kOrdered ? 0 : from;
        const int last = kOrdered ? n_ - 1 : n_ - (target_ - depth);
        for (int cell = first; cell <= last && !finished_; ++cell) {
            const Word bit = Word{1} << cell;
            if (kOrdered && (used & bit)) continue;
            if ((++stats_.nodes & Tr::kPollMask) == 0) poll();
            countNodeAt(depth + 1);
            sequence_[static_cast<std::size_t>(depth)] = cell;
            setState(cell, 1);
            trace(EventKind::Place, kPressAll, depth + 1, cell, 1);
            search(depth + 1, cell + 1, lights ^ pressMask_[static_cast<std::size_t>(cell)], used | bit);
            setState(cell, 0);
            trace(EventKind::Remove, kForPresses, depth + 1, cell, 0);
        }
    }

    // Every node is one press simulated. So the count per depth replaces the
    // presses-simulated counter in the loop (that counter is the node count, set from it
    // when the counters are published), and the loop is no longer than before the depth
    // profile: the reporter's `node` added a test and a cold call per node, GCC then
    // inlined `search` into itself less deeply, and lightsout.v2 ran 25 % more
    // instructions (4×5 board). A traced run also tells the tree view node by node.
    void countNodeAt(int depth) {
        ++nodesAt_[static_cast<std::size_t>(depth)];
        if constexpr (Tr::kEnabled) tr_.node(depth, 1);
    }
    // The counters the loop does not keep itself, before they are published.
    void syncCounters() { stats_.extra[kPressesSimulated] = stats_.nodes; }

    // Inlined at every leaf (GCC's own choice left it out of line below some levels of
    // the inlined recursion, 410,000 calls on the 4×5 board); the rare work, recording
    // a solution and polling, stays out of line.
    [[gnu::always_inline]] void test(Word lights, Word used) {
        if (target_ > 0) ++stats_.extra[kCandidates];
        ++stats_.checks;
        trace(EventKind::Try, kTest, target_, -1, 0);
        if (lights != 0) {
            trace(EventKind::Reject, kTest, target_, -1, 0);
            return;
        }
        if (kOrdered && !increasing()) {
            ++stats_.prunes;  // another order of a set already recorded
            trace(EventKind::Cut, kTest, target_, -1, 0);
            return;
        }
        record(used);
        trace(EventKind::Solution, kReturn, target_, -1, target_);
        if (options_.mode == Mode::First) finished_ = true;
    }

    bool increasing() const {
        return beginsIncreasingSet(std::span<const int>(sequence_, static_cast<std::size_t>(target_)), target_, n_);
    }

    [[gnu::noinline]] void record(Word used) {
        const int presses = std::popcount(used);
        if (best_ < 0 || presses < best_) {
            best_ = presses;
            stats_.extra[kPresses] = static_cast<std::uint64_t>(presses);
        }
        const std::vector<int> cells = unpackCells(std::span<const Word>(&used, 1), n_);
        if (options_.mode == Mode::Count) {
            ctx_.sink().store(cells);
            ++pending_;
        } else {
            ctx_.sink().add(cells);
        }
    }

    [[gnu::noinline]] void poll() {
        ctx_.sink().count(pending_);
        pending_ = 0;
        syncCounters();
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
    }

    void setState(int cell, int value) {
        if constexpr (Tr::kEnabled) state_[static_cast<std::size_t>(cell)] = value;
    }

    void trace(EventKind kind, int line, int depth, int cell, std::int64_t aux) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, cell >= 0 ? 1 : 0, aux},
                state_);
    }

    Board board_;
    int n_;
    RunOptions options_;
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    Word pressMask_[kMaxCells] = {};
    int sequence_[kMaxCells] = {};
    std::array<std::uint64_t, kMaxCells + 1> nodesAt_{};  ///< nodes per depth (presses made)
    std::vector<int> state_;
    Stats stats_;
    int target_ = 0;
    std::int64_t best_ = -1;
    std::uint64_t pending_ = 0;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::lightsout
