#pragma once
/// queens.v6's search of one plan (join_plan.h): the start's queens, the four strip
/// tables, then every row split, each joining strips into half boards and counting the
/// pairs of half boards that share no diagonal.
///
/// Counters (the registry names `extra` in this order):
/// - nodes: the start's queens, the strips' search nodes, the half boards made, and the
///   pairs of half boards tested, each a board of N queens. Depth counts decisions: the
///   start's queens (1, 2), then each strip's queens after them, a half board one more
///   (a decision made whole by a join), a pair two more;
/// - checks: the pairs of strip placements tested when joining, and the pairs of half
///   boards tested;
/// - prunes: row splits and starts that another one stands for;
/// - extra: classes (all mode), starts, row splits, strip placements, half boards, strip
///   pairs tested, half pairs tested, pairs matched (before the symmetry factors).
///
/// Two ways to count a row split, with the same counters:
/// - the fast one, when no solution has to be seen: `joinKernels()` builds the half boards'
///   keys and counts the matching pairs 512 at a time;
/// - one pair at a time, when the run is traced or streams its solutions (all and first
///   modes, or a count whose browser still wants its first solutions): each match is
///   rebuilt as a solution and streamed with the images it stands for (join_walk.h).
#include <atomic>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "core/registry.h"
#include "core/work_summary.h"
#include "join_board.h"
#include "join_kernels.h"
#include "join_plan.h"
#include "join_strips.h"
#include "model.h"

namespace pw::queens {

/// queens.v6's pseudo-code lines (register.cpp lists them).
struct JoinLines {
    static constexpr int kStart = 0, kStrips = 1, kSplit = 2, kJoinLeft = 3, kDropPair = 4, kJoinRight = 5,
                         kLeftHalf = 6, kPair = 7, kCount = 8;
};

/// The counters' places in `Stats::extra`.
struct JoinCounters {
    static constexpr int kClasses = 0, kStarts = 1, kRowSplits = 2, kStripPlacements = 3, kHalfBoards = 4,
                         kStripPairs = 5, kHalfPairs = 6, kPairsMatched = 7;
};

template <Tracer Tr>
class JoinSearch {
public:
    JoinSearch(int n, const RunOptions& options, SearchContext& ctx, Tr tracer, std::atomic<bool>* sharedDone,
               const JoinKernels& kernels = joinKernels())
        : n_(n), options_(options), ctx_(ctx), reporter_(ctx), tr_(tracer), sharedDone_(sharedDone),
          kernels_(kernels), board_(n) {}

    /// Places the plan's start (its queens are nodes), then searches the plan whole:
    /// strips, then every row split.
    void searchPlan(const JoinPlan& plan) {
        placeStart(plan);
        const PlanStrips strips = buildStrips(plan);
        searchSplits(plan, strips, 0, splitsOf(plan).count());
        takeStartBack(plan);
    }

    /// Builds the plan's strip tables, counting their search. A traced run does not step
    /// through it: its nodes reach the search tree as one summary (a table filled before
    /// the joins), and a class steps through the joins.
    PlanStrips buildStrips(const JoinPlan& plan) {
        PlanStrips s;
        std::vector<std::uint64_t> perDepth;
        s.leftA = buildStrip(plan, plan.left.stripA, plan.left.innerCut(), perDepth);
        s.leftB = buildStrip(plan, plan.left.stripB, plan.left.innerCut(), perDepth);
        s.rightA = buildStrip(plan, plan.right.stripA, plan.right.innerCut(), perDepth);
        s.rightB = buildStrip(plan, plan.right.stripB, plan.right.innerCut(), perDepth);
        if constexpr (Tr::kEnabled) {
            reporter_.flush(stats_);  // the counters a stepping user reads include the table's nodes
            tr_.target->onSummary({.kind = SummaryKind::TableBeforeSearch, .line = JoinLines::kStrips,
                                   .nodesPerDepth = std::move(perDepth)});
        }
        return s;
    }

    /// Tells a stepping tracer the search is over (traced runs).
    void traceDone() { trace(EventKind::Done, JoinLines::kStart, 0, -1, 0, 0); }

    /// Counts the plan's start: its queens are nodes, it is a start (`searchPlan` does it).
    void placeStart(const JoinPlan& plan) {
        int depth = 0;
        if (!plan.start.empty()) ++stats_.extra[JoinCounters::kStarts];  // an even board has none
        for (const Square& q : plan.start) {
            board_.set(q.col, q.row);
            ++stats_.nodes;
            reporter_.node(tr_, ++depth);
            trace(EventKind::Place, JoinLines::kStart, depth, q.row * n_ + q.col, q.row, 0);
        }
    }
    void takeStartBack(const JoinPlan& plan) {
        int depth = plan.startQueens();
        for (auto q = plan.start.rbegin(); q != plan.start.rend(); ++q) {
            trace(EventKind::Remove, JoinLines::kStart, depth--, q->row * n_ + q->col, q->row, 0);
            board_.set(q->col, -1);
        }
    }

    /// Counts the row splits of ranks [first, last) of `plan`, whose strips are `strips`.
    void searchSplits(const JoinPlan& plan, const PlanStrips& strips, std::uint32_t first, std::uint32_t last) {
        diagonalBits_ = plan.longDiagonalBits();
        const RowSplits splits = splitsOf(plan);
        if (first >= last) return;
        const std::uint32_t end = splits.count();
        std::uint32_t subset = splits.subsetOfRank(first);
        for (std::uint32_t rank = first; rank < last && rank < end && !finished_; ++rank) {
            searchSplit(plan, strips, splits.boardRows(subset));
            if (rank + 1 < last) subset = nextSubset(subset);
            // Also between splits that make few nodes (none on a small board's splits).
            if (--splitCountdown_ == 0) poll();
        }
    }

    /// Adds the starts skipped as images of others (found while making the plans).
    void addPrunes(std::uint64_t prunes) { stats_.prunes += prunes; }

    RunResult finish() {
        flushCount();
        reporter_.flush(stats_);
        return {stats_, !stopped_, {}, options_.mode == Mode::All ? ~0u : ~1u};
    }
    bool finished() const { return finished_; }
    const Stats& stats() const { return stats_; }

    static RowSplits splitsOf(const JoinPlan& plan) { return {plan.freeRows, plan.left.count()}; }

private:
    /// A half board of the one-pair-at-a-time path: its key and its two strip placements.
    struct HalfBoard {
        std::uint64_t key;
        std::uint32_t a, b;
    };

    // Depth counts decisions: the start's queens, then a half board (one decision, made
    // whole by a join), then the right half board it is tested against.
    static int halfDepth(const JoinPlan& plan) { return plan.startQueens() + 1; }

    static std::uint32_t nextSubset(std::uint32_t sub) {
        const std::uint32_t t = sub | (sub - 1);
        return (t + 1) | (((~t & (t + 1)) - 1) >> (std::countr_zero(sub) + 1));
    }

    // A strip's table; its search's nodes are counted (at the depth of their queen, after
    // the start's) and added to `perDepth`, not told to a stepping tracer one by one.
    StripTable buildStrip(const JoinPlan& plan, const std::vector<int>& columns, int innerCut,
                          std::vector<std::uint64_t>& perDepth) {
        StripTable table(plan, columns, innerCut);
        const int base = plan.startQueens();
        searchStrip(
            plan, columns,
            [&](int depth, int, int, bool placed) {
                if (!placed) return;
                ++stats_.nodes;
                reporter_.node(NullTracer{}, base + depth);
                const auto d = static_cast<std::size_t>(base + depth);
                if (perDepth.size() <= d) perDepth.resize(d + 1, 0);
                ++perDepth[d];
                // Untraced, every 4,096 nodes: from N = 22 on a strip has millions.
                if constexpr (!Tr::kEnabled)
                    if (--pollCountdown_ == 0) poll();
            },
            [&](std::span<const int> rows) {
                ++stats_.extra[JoinCounters::kStripPlacements];
                table.add(rows);
                return !finished_;  // a stop leaves the table unfinished, and no split is searched
            });
        if constexpr (Tr::kEnabled)
            if (--pollCountdown_ == 0) poll();
        table.finish();
        return table;
    }

    // One row split: the left half on `leftRows`, the right half on the other free rows.
    void searchSplit(const JoinPlan& plan, const PlanStrips& strips, std::uint32_t leftRows) {
        const SplitFactors factors = splitFactors(plan, leftRows);
        if (!factors.counted) {
            ++stats_.prunes;
            return;
        }
        ++stats_.extra[JoinCounters::kRowSplits];
        trace(EventKind::Try, JoinLines::kSplit, plan.startQueens(), -1, 0, 0);
        const std::uint32_t rightRows = plan.freeRows & ~leftRows;
        if constexpr (!Tr::kEnabled) {
            if (!seeEach()) {
                countSplit(plan, strips, factors, leftRows, rightRows);
                if (stats_.nodes >= nextPollNodes_) poll();
                return;
            }
        }
        walkSplit(plan, strips, factors, leftRows, rightRows);
    }

    // The fast path: keys only, matches counted in bulk.
    void countSplit(const JoinPlan& plan, const PlanStrips& strips, const SplitFactors& factors,
                    std::uint32_t leftRows, std::uint32_t rightRows) {
        const int halfDepthRight = halfDepth(plan), halfDepthLeft = halfDepth(plan);
        std::uint64_t tested = kernels_.joinHalves(strips.rightA, strips.rightB, rightRows, rights_);
        addHalves(rights_.size(), halfDepthRight);
        if (!rights_.empty()) {
            tested += kernels_.joinHalves(strips.leftA, strips.leftB, leftRows, lefts_);
            addHalves(lefts_.size(), halfDepthLeft);
            const MatchCount counted = kernels_.countMatches(rights_, lefts_, itemClasses(plan, factors), scratch_);
            std::uint64_t items = 0, weighted = 0;
            for (std::size_t c = 0; c < counted.items.size(); ++c) {
                items += counted.items[c];
                stats_.extra[JoinCounters::kPairsMatched] += counted.matched[c];
                weighted += counted.matched[c] << c;
            }
            const std::uint64_t pairs = items * rights_.size();
            stats_.extra[JoinCounters::kHalfPairs] += pairs;
            stats_.checks += pairs;
            stats_.nodes += pairs;
            reporter_.node(tr_, halfDepth(plan) + 1, pairs);
            pendingCount_ += weighted * static_cast<std::uint64_t>(plan.weight);
        }
        stats_.extra[JoinCounters::kStripPairs] += tested;
        stats_.checks += tested;
    }

    // The classes of `halfFactor`, for the kernels.
    ItemClasses itemClasses(const JoinPlan& plan, const SplitFactors& factors) const {
        ItemClasses classes;
        if (plan.symmetry == RowSymmetry::EvenBoard) {
            classes.mainBit = plan.mainDiagonalBit();
            classes.antiBit = plan.antiDiagonalBit();
        }
        for (std::size_t k = 0; k < classes.classOf.size(); ++k) {
            const std::uint32_t f = k == 0 ? factors.plain : factors.perDiagonal << k;
            if (f != 0) classes.classOf[k] = static_cast<std::uint8_t>(std::countr_zero(f));
        }
        return classes;
    }

    void addHalves(std::uint64_t count, int depth) {
        stats_.extra[JoinCounters::kHalfBoards] += count;
        stats_.nodes += count;
        reporter_.node(tr_, depth, count);
    }

    // One pair at a time: traced, or solutions to stream (join_walk.h defines it and the
    // three below).
    void walkSplit(const JoinPlan& plan, const PlanStrips& strips, const SplitFactors& factors,
                   std::uint32_t leftRows, std::uint32_t rightRows);

    // Joins strips a and b on `rows` pair by pair, calling `keep(half)` for each half
    // board (counted as a node) until it returns false.
    template <class Keep>
    void joinEach(const JoinPlan& plan, const StripTable& a, const StripTable& b, std::uint32_t rows, int line,
                  Keep&& keep);

    // A found solution (on the board) and the solutions it stands for.
    void recordSolution(const JoinPlan& plan, const SplitFactors& factors, std::uint64_t leftKey, std::uint32_t factor);

    bool smallestUnderStabiliser(const JoinPlan& plan);

    bool seeEach() const {
        return Tr::kEnabled || options_.mode != Mode::Count || ctx_.sink().wantsMore();
    }

    void showHalf(const StripTable& a, const StripTable& b, const HalfBoard& half, bool on) {
        board_.place(a, half.a, on);
        board_.place(b, half.b, on);
    }

    void flushCount() {
        ctx_.sink().count(pendingCount_);
        pendingCount_ = 0;
    }

    void poll() {
        pollCountdown_ = Tr::kPollMask + 1;
        splitCountdown_ = kSplitsPerPoll;
        nextPollNodes_ = stats_.nodes + kNodesPerPoll;
        flushCount();
        if (reporter_.poll(stats_)) finished_ = stopped_ = true;
        if (sharedDone_ && sharedDone_->load(std::memory_order_relaxed)) finished_ = true;
    }

    // In a traced run the counters are published before each event, so that a stepping
    // user reads the tree's count.
    void trace(EventKind kind, int line, int depth, int cell, int value, std::int64_t aux) {
        if constexpr (Tr::kEnabled) reporter_.flush(stats_);
        if constexpr (Tr::kEnabled)
            tr_({kind, static_cast<std::int16_t>(line), static_cast<std::int16_t>(depth), cell, value, aux}, board_.rows());
    }

    // The fast path polls between row splits once this many nodes went by: a few
    // milliseconds of pairs tested 512 at a time (a poll costs about 100 ns).
    static constexpr std::uint64_t kNodesPerPoll = std::uint64_t{1} << 26;
    static constexpr unsigned kSplitsPerPoll = 64;

    int n_;
    RunOptions options_;
    SearchContext& ctx_;
    ProgressReporter reporter_;
    Tr tr_;
    std::atomic<bool>* sharedDone_;
    const JoinKernels& kernels_;
    std::uint64_t diagonalBits_ = 0;  ///< the current plan's `longDiagonalBits`
    JoinBoard board_;
    std::vector<int> image_ = std::vector<int>(static_cast<std::size_t>(n_), -1);
    KeyBuffer lefts_, rights_;
    MatchScratch scratch_;
    std::vector<HalfBoard> walkRights_;
    Stats stats_;
    std::uint64_t pendingCount_ = 0;
    unsigned pollCountdown_ = Tr::kPollMask + 1;
    std::uint64_t nextPollNodes_ = kNodesPerPoll;
    unsigned splitCountdown_ = kSplitsPerPoll;
    bool finished_ = false;
    bool stopped_ = false;
};

}  // namespace pw::queens

#include "join_walk.h"  // the one-pair-at-a-time members' definitions
