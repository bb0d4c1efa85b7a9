#pragma once
/// The row search shared by shading.v3, v4 and v5 (and the strip table they build).
///
/// The grid is built a row at a time from the patterns with no k in a row, most shaded
/// first. The cells of the next row that would close a vertical or diagonal run come
/// from the k − 1 rows above by shifts (`forbiddenCells`); rows above the grid are kept as
/// k − 1 white padding rows, the contest winner's trick, so the top rows need no special
/// case. The bound: the shaded cells so far, plus the new row's, plus `table[m]`, the most
/// any strip of the m rows still below can hold. The patterns come most shaded first, so
/// the first pattern that fails the bound ends the loop.
///
/// With `mirror` (v4, v5), a grid and its left-right mirror image are both optimal or
/// both not, so only one of them is searched: while every row so far reads the same both
/// ways, a row must not be greater than its own mirror image. A grid found that is not
/// its own mirror image stands for two, and in phase 2 the image is recorded too.
///
/// With `lookahead` (v5), a pattern is also cut when the next row, whatever it is, cannot
/// make up the difference: the most shaded pattern that fits under the cells this one
/// forbids next (`RowPatterns::bestFit`) replaces the first row of the strip below. With a
/// `memo` (v5), a state that failed before is cut on sight, and a state whose whole
/// subtree fails is remembered (see completion_memo.h). Both hold only at a fixed target,
/// the passes of v4 and v5 (phase 2 in v3's terms).
///
/// With a `share` (v4 and v5 on several threads) or `prefixes` (the count in parts), the
/// search hands pieces of itself to others and searches theirs: see row_pieces.h.
#include <array>
#include <atomic>
#include <functional>
#include <span>
#include <vector>

#include "completion_memo.h"
#include "core/registry.h"
#include "optimum.h"
#include "row_pass.h"
#include "row_patterns.h"
#include "work_share.h"

namespace pw::shading {

template <Tracer Tr, RowFeatures F>
class alignas(64) RowSearch {  // one per thread, each on its own cache lines
public:
    RowSearch(const RowPatterns& patterns, int gridRows, RowSearchSetup setup, const RunOptions& options,
              SearchContext& ctx, Tr tracer, RowLines lines)
        : p_(patterns), cols_(patterns.cols), pad_(patterns.k - 1), setup_(setup), reporter_(ctx),
          recorder_(gridRows, patterns.cols, options, ctx), tr_(tracer), lines_(lines) {}

    /// Starts a pass (or a phase of v3): the shape, the target and where the best goes.
    void startPass(const RowPass& pass) {
        pass_ = pass;
        rows_ = pass.rows;
        table_ = pass.table;
        finished_ = stopped_;
        if constexpr (Tr::kEnabled) cells_.assign(static_cast<std::size_t>(rows_ * cols_), -1);
        leafCells_.resize(static_cast<std::size_t>(rows_ * cols_));
    }
    unsigned serial() const { return pass_.serial; }
    /// Ends a phase: the bulk count of phase 2 goes to the sink.
    void endPhase() { recorder_.flush(); }

    /// Searches the whole pass from its first row.
    void searchAll() {
        base_ = 0;
        search(0, 0, true);
    }

    /// Searches a piece another thread gave away: its rows preset, a range of its loop
    /// (row_pieces.h defines it and the pieces' other members).
    void runPiece(const SearchPiece& piece);

    /// Searches below a prefix handed out by a walk with `prefixes`: its rows preset,
    /// everything from row `prefix.depth` down, as the pass that walked would have.
    void searchBelow(const SearchPiece& prefix);

    /// The fewest shaded cells a grid needs to be kept by the current phase: one more
    /// than the best in phase 1, the target in phase 2. What the events call "hope" is
    /// how far a bound is above it.
    int bar() const { return pass_.phase == Phase::Maximise ? pass_.best->value() + 1 : pass_.target; }

    bool finished() const { return finished_; }
    bool stopped() const { return stopped_; }

    /// The nodes per depth counted so far (the rows' counts added first): what a stepping
    /// tracer is told of an untraced search (see work_summary.h).
    const DepthCounts& depthCounts() {
        countNodes();
        return reporter_.depths();
    }

    /// The work so far; a stepping tracer is told the search is done (the best of the
    /// last pass must still exist then: an untraced search never reads it here).
    RunResult result() {
        countNodes();
        reporter_.flush(stats_);
        if constexpr (Tr::kEnabled)
            trace(EventKind::Done, lines_.done, 0, -1, 0,
                  pass_.phase == Phase::Enumerate || !pass_.best ? pass_.target : pass_.best->value());
        return {stats_, !stopped_, {}, ~0u};
    }

private:
    /// Where a loop of the search stands, per row: what a piece given away needs.
    struct Level {
        std::uint32_t next = 0, end = 0;  // the next candidate to try, and the end
        int shaded = 0;
        bool symmetric = false;
    };
    // Fewer rows left than this and a piece is too small to be worth handing over.
    static constexpr int kShareMinRows = 4;
    // Fewer rows left than this and a state is searched again faster than looked up.
    static constexpr int kMemoMinRows = 3;

    // Returns true when a grid of the target was found below (phase 2).
    bool search(int r, int shaded, bool symmetric) {
        if (r == rows_) return leaf(shaded, symmetric);
        if constexpr (F.prefixes)
            if (r == pass_.prefixDepth ||
                (r >= pass_.prefixMinDepth &&
                 shaded + table_[static_cast<std::size_t>(rows_ - r)] < pass_.prefixDeepenFrom))
                return handPrefix(r, shaded, symmetric);
        const std::uint32_t forbidden = forbiddenCells(above(r), p_.all);
        trace(EventKind::Try, lines_.forbidden, r, r * cols_, static_cast<int>(forbidden), 0);
        const std::span<const std::uint16_t> candidates = p_.candidates(forbidden);
        [[maybe_unused]] bool remember = false;
        [[maybe_unused]] std::uint64_t key = 0;
        if constexpr (F.memo) {
            remember = setup_.memo && pass_.phase == Phase::Enumerate && rows_ - r >= kMemoMinRows;
            if (remember) {
                key = setup_.memo->key(above(r), forbidden, rows_ - r);
                const int held = setup_.memo->bound(key);
                if (shaded + held < pass_.target) {
                    countCut(kMemoCuts);
                    trace(EventKind::Cut, lines_.memoCut, r, r * cols_, 0, shaded + held - pass_.target);
                    return false;
                }
            }
        }
        const bool found = loop(r, candidates.data(), 0, static_cast<std::uint32_t>(candidates.size()), forbidden,
                                shaded, symmetric);
        if constexpr (F.memo) {
            // Only a whole subtree searched to its end proves the state holds less than
            // needed (a symmetric row skips the patterns whose mirror images it searches).
            if (remember && !found && !symmetric && !finished_ && !split_[static_cast<std::size_t>(r)])
                setup_.memo->lower(key, pass_.target - shaded - 1);
            split_[static_cast<std::size_t>(r)] = false;
        }
        return found;
    }

    // The loop over the candidates of row r from position `next` to `end`.
    [[gnu::always_inline]] bool loop(int r, const std::uint16_t* candidates, std::uint32_t next, std::uint32_t end,
                                     std::uint32_t forbidden, int shadedAbove, bool symmetric) {
        const int rest = table_[static_cast<std::size_t>(rows_ - r - 1)];
        // The cells the next row may not shade are (p & vertical) | (p << 1 & diagonal) |
        // (p >> 1 & anti) for the pattern p of this row: the k − 2 rows above it are fixed.
        [[maybe_unused]] bool lookahead = false;
        [[maybe_unused]] int restAhead = 0;
        [[maybe_unused]] std::uint32_t vertical = p_.all, diagonal = p_.all, anti = p_.all;
        if constexpr (F.lookahead) {
            lookahead = r + 1 < rows_;
            if (lookahead) {
                restAhead = table_[static_cast<std::size_t>(rows_ - r - 2)];
                const std::span<const std::uint32_t> rowsAbove = above(r);
                for (std::size_t i = 0; i + 1 < rowsAbove.size(); ++i) {
                    const unsigned shift = static_cast<unsigned>(i + 2);
                    vertical &= rowsAbove[i];
                    diagonal &= rowsAbove[i] << shift;
                    anti &= rowsAbove[i] >> shift;
                }
            }
        }
        [[maybe_unused]] Level* level = nullptr;
        if constexpr (F.share) {
            // A poll may give the rest of this loop away (it then lowers `level->end`); the
            // position is written back before a poll or a deeper search, which may read it.
            level = &level_[static_cast<std::size_t>(r)];
            *level = {next, end, shadedAbove, symmetric};
        }
        int bar = this->bar();
        bool found = false;
        while (next < end) {
            const std::uint16_t i = candidates[next++];
            const std::uint32_t pattern = p_.masks[i];
            const int shaded = shadedAbove + p_.count[i];
            if (shaded + rest < bar) {
                countCut(kBoundCuts);
                trace(EventKind::Cut, lines_.bound, r, r * cols_, static_cast<int>(pattern), shaded + rest - bar);
                break;  // the patterns after this one have no more shaded cells
            }
            // Polled per pattern, not per row: a wide grid may scan thousands of them.
            if (--pollCountdown_ == 0) {
                if constexpr (F.share) level->next = next;
                poll(r);
                if constexpr (F.share) end = level->end;
            }
            if (finished_) break;
            if constexpr (F.mirror) {
                if (symmetric && pattern > p_.mirror[i]) {
                    countCut(kSymmetryCuts);
                    trace(EventKind::Cut, lines_.symmetry, r, r * cols_, static_cast<int>(pattern), 0);
                    continue;
                }
            }
            ++stats_.checks;
            if ((pattern & forbidden) != 0) {
                trace(EventKind::Reject, lines_.reject, r, r * cols_, static_cast<int>(pattern), 0);
                continue;
            }
            if constexpr (F.lookahead) {
                if (lookahead) {
                    const std::uint32_t below =
                        ((pattern & vertical) | ((pattern << 1) & diagonal) | ((pattern >> 1) & anti)) & p_.all;
                    const int ahead = shaded + p_.bestFit[below] + restAhead;
                    if (ahead < bar) {
                        countCut(kBoundCuts);
                        trace(EventKind::Cut, lines_.lookahead, r, r * cols_, static_cast<int>(pattern), ahead - bar);
                        continue;
                    }
                }
            }
            place(r, pattern);
            if constexpr (Tr::kEnabled) {
                ++stats_.nodes;
                reporter_.node(tr_, r + 1);  // the stepping tracer sees every node
            } else {
                ++rowNodes_[static_cast<std::size_t>(r)];
            }
            trace(EventKind::Place, lines_.place, r, r * cols_, static_cast<int>(pattern), shaded + rest - bar);
            if constexpr (F.share) level->next = next;
            found |= search(r + 1, shaded, symmetric && pattern == p_.mirror[i]);
            trace(EventKind::Remove, lines_.place, r, r * cols_, static_cast<int>(pattern), shaded + rest - bar);
            unplace(r);
            if constexpr (F.share) end = level->end;
            if (pass_.phase == Phase::Maximise) bar = this->bar();  // phase 1 raises it
        }
        return found;
    }

    // Rows are stored bottom-up from the last slot a grid can use (row r in slot
    // kMaxSide − 1 − r, the white padding after row 0), so the k − 1 rows above row r are
    // the k − 1 slots after its own, nearest first, whatever the height of the pass.
    static std::size_t slot(int r) { return static_cast<std::size_t>(kMaxSide - 1 - r); }
    std::span<const std::uint32_t> above(int r) const {
        return {grid_.data() + slot(r) + 1, static_cast<std::size_t>(pad_)};
    }

    void place(int r, std::uint32_t pattern) {
        grid_[slot(r)] = pattern;
        if constexpr (Tr::kEnabled)
            for (int c = 0; c < cols_; ++c) cells_[static_cast<std::size_t>(r * cols_ + c)] = (pattern >> c) & 1u;
    }
    void unplace([[maybe_unused]] int r) {
        if constexpr (Tr::kEnabled)
            for (int c = 0; c < cols_; ++c) cells_[static_cast<std::size_t>(r * cols_ + c)] = -1;
    }

    // Adds the nodes counted per row since the last call to the node counter and to the
    // depth profile (a node of row r is r + 1 decisions deep). An untraced search counts
    // a node with one increment, as it did before depths were counted: a call to
    // `ProgressReporter::node` per node cost v3 7 % more instructions on 11×11.
    void countNodes() {
        if constexpr (!Tr::kEnabled) {
            for (const std::uint64_t n : rowNodes_) stats_.nodes += n;
            reporter_.nodes(rowNodes_, 1);
            rowNodes_.fill(0);
        }
    }

    void countCut(Counter counter) {
        ++stats_.prunes;
        ++stats_.extra[counter];
    }

    // The grid (or its mirror image) as 0/1 cells.
    std::span<const int> gridCells(bool mirrored) {
        for (int r = 0; r < rows_; ++r) {
            const std::uint32_t row = grid_[slot(r)];
            for (int c = 0; c < cols_; ++c) {
                const int from = mirrored ? cols_ - 1 - c : c;
                leafCells_[static_cast<std::size_t>(r * cols_ + c)] = static_cast<int>((row >> from) & 1u);
            }
        }
        return leafCells_;
    }

    // Raises the shared best (phase 1, or the first grid of a target).
    void offer(int shaded) {
        if (shaded <= pass_.best->value()) return;
        const int raised = pass_.best->offer(shaded, gridCells(false));
        if (raised > 0 && pass_.publishesBest) {
            stats_.extra[kBest] += static_cast<std::uint64_t>(raised);
            reporter_.flush(stats_);  // rare: the chart sees the new best at once
            trace(EventKind::Bound, lines_.leaf, rows_, -1, 0, shaded);
        }
    }

    bool leaf(int shaded, bool symmetric) {
        if (pass_.phase == Phase::Maximise) {
            offer(shaded);
            return false;
        }
        if (shaded != pass_.target) return false;
        if (pass_.best) offer(shaded);
        if (pass_.firstDone) {  // first mode: the grid kept by `best` is the answer
            pass_.firstDone->store(true, std::memory_order_relaxed);
            finished_ = true;
            return true;
        }
        ++stats_.solutions;
        recorder_.record(gridCells(false), stats_);
        trace(EventKind::Solution, lines_.leaf, rows_, -1, 0, shaded);
        if (F.mirror && !symmetric) {
            ++stats_.solutions;
            recorder_.record(gridCells(true), stats_);
        }
        return true;
    }

    void poll(int r) {
        pollCountdown_ = Tr::kPollMask + 1;
        countNodes();
        recorder_.flush();
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
        if (pass_.firstDone && pass_.firstDone->load(std::memory_order_relaxed)) finished_ = true;
        if constexpr (F.share)
            if (setup_.share && !finished_ && setup_.share->wanted()) share(r);
    }

    // The walk of a count in parts: the rows above row r go to the pass's receiver. The
    // subtree is searched elsewhere, so this node knows nothing of its outcome.
    bool handPrefix(int r, int shaded, bool symmetric);

    // Gives away the untried rest of the shallowest loop that has one (see work_share.h).
    void share(int r);

    void trace(EventKind kind, int line, int depth, int cell, int value, std::int64_t aux) {
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, aux}, cells_);
    }

    const RowPatterns& p_;
    int cols_, pad_;
    RowSearchSetup setup_;
    ProgressReporter reporter_;
    OptimalRecorder recorder_;
    Tr tr_;
    RowLines lines_;
    RowPass pass_;
    int rows_ = 0;
    std::span<const int> table_;
    // The rows bottom-up, then pad_ white rows.
    std::array<std::uint32_t, kMaxSide + kMaxK> grid_{};
    std::array<Level, kMaxSide> level_{};
    std::array<bool, kMaxSide> split_{};  // a loop at this row gave part of itself away
    int base_ = 0;                        // the row of the piece being searched
    std::vector<int> cells_;              // the traced state, -1 for rows not placed
    std::vector<int> leafCells_;          // a finished grid as 0/1 cells
    Stats stats_;
    std::array<std::uint64_t, kMaxSide> rowNodes_{};  // untraced: nodes per row not yet in stats_
    unsigned pollCountdown_ = Tr::kPollMask + 1;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::shading

#include "row_pieces.h"  // the pieces' members' definitions
