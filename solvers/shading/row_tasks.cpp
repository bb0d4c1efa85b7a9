#include "row_tasks.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <functional>
#include <vector>

#include "algorithms.h"
#include "model.h"
#include "row_search.h"
#include "row_team.h"
#include "strip_table.h"

namespace pw::shading {

namespace {

// The prefixes are the rows above the first depth, from 1 on, that gives this many at
// the maximum (enough to share among the threads of a big job)...
constexpr std::size_t kEnoughPrefixes = 16384;
// ...unless it gives more than this (their memory is 14 bytes each; deeper prefixes are
// mostly cut on their next row, work that could as well be done in the task)...
constexpr std::size_t kMostPrefixes = std::size_t{1} << 20;
// ...and at most this deep, leaving at least kRowsBelowPrefix rows below a prefix (a
// task is a search, not a handful of leaves).
constexpr int kDeepestPrefix = 4;
constexpr int kRowsBelowPrefix = 3;
// Then the prefixes whose bound leaves room above the maximum go a row deeper, the
// least room needed for it starting this far above the bound (no prefix has that
// much) and falling while the prefixes are at most 4 times as many as before, and at
// least this many, at most kMostPrefixes (a heavy prefix may have hundreds of children):
// the largest task falls from 7 % of the work to 0.6 % on 10×10, 6 % to 0.9 % on 12×12.
constexpr std::size_t kMostDeepened = std::size_t{1} << 18;
constexpr int kDeepenAboveBound = 6;
// The prefixes are dealt round into this many tasks (fewer when there are fewer
// prefixes): prefix i goes to task i mod tasks, so the heavy prefixes, which come in
// runs (the same first row), spread over all the tasks and the tasks come out even.
constexpr std::size_t kTasks = 4096;

/// One prefix: its rows, its shaded cells, whether it reads the same both ways, and the
/// highest target whose pass meets it.
struct Prefix {
    std::array<std::uint16_t, kDeepestPrefix> rows{};
    std::int16_t top = 0;
    std::uint8_t shaded = 0;
    std::uint8_t depth = 0;
    bool symmetric = false;
};

/// Where the walk stops: at `minDepth` for a node whose bound is below `deepenFrom`,
/// else at `maxDepth` (see RowPass).
struct WalkShape {
    int minDepth = 1, maxDepth = 1;
    int deepenFrom = 0;
};

template <RowFeatures F>
class RowTaskSplit final : public TaskSplit {
public:
    RowTaskSplit(const Instance& instance, const RunOptions& options, int maximum)
        : rows_(instance.rows), patterns_(instance.cols, instance.k), options_(options), maximum_(maximum) {
        options_.mode = Mode::Count;
        SolutionSink sink(0);
        SearchContext ctx(sink);
        {
            // The table as a single-thread v4 run makes it (on more threads, the strips'
            // passes that stop at their first grid may count a little more or less).
            RowTeam<NullTracer, F> team(patterns_, rows_, {}, 1, options_, ctx, NullTracer{}, kUntracedLines);
            table_ = stripMaximaFromAbove(team, patterns_, rows_);
            setup_ = team.stats();
        }
        bound_ = stripBound(patterns_, table_, rows_);
        const int deepest = std::max(1, std::min(kDeepestPrefix, rows_ - kRowsBelowPrefix));
        WalkShape shape;
        std::size_t prefixCount = 0;
        for (int depth = 1; depth <= deepest; ++depth) {
            const std::size_t met = walk({depth, depth}, maximum_, nullptr, ctx, kMostPrefixes).solutions;
            if (met > kMostPrefixes) break;
            shape = {depth, depth};
            prefixCount = met;
            if (met >= kEnoughPrefixes) break;
        }
        // The heavy prefixes, those whose bound leaves the most room above the maximum, go
        // one row deeper: the room needed for it falls while the prefixes stay few enough.
        const std::size_t mostDeepened = std::clamp(4 * prefixCount, kMostDeepened, kMostPrefixes);
        if (shape.maxDepth < deepest)
            for (int from = bound_ + kDeepenAboveBound; from > maximum_; --from) {
                const WalkShape deeper{shape.minDepth, shape.minDepth + 1, from};
                if (walk(deeper, maximum_, nullptr, ctx, mostDeepened).solutions > mostDeepened) break;
                shape = deeper;
            }
        std::vector<Prefix> prefixes;
        setup_ += walk(shape, bound_, &prefixes, ctx);
        setup_.extra[kBest] = static_cast<std::uint64_t>(maximum_);
        setup_.solutions = 0;
        tasks_.resize(std::min(kTasks, prefixes.size()));
        for (std::size_t i = 0; i < prefixes.size(); ++i) tasks_[i % tasks_.size()].push_back(prefixes[i]);
    }

    std::size_t taskCount() const override { return tasks_.size(); }
    Stats setupStats() const override { return setup_; }
    std::uint32_t extraValid() const override { return countsClasses(options_) ? ~0u : ~(1u << kClasses); }

    Stats countTask(std::size_t index) const override {
        SolutionSink sink(0);  // counted only: nothing kept
        SearchContext ctx(sink);
        RunResult result;
        {
            RowSearch<NullTracer, F> search(patterns_, rows_, {}, options_, ctx, NullTracer{}, kUntracedLines);
            for (const Prefix& prefix : tasks_[index]) {
                SearchPiece piece;
                for (int row = 0; row < prefix.depth; ++row)
                    piece.rows[static_cast<std::size_t>(row)] = prefix.rows[static_cast<std::size_t>(row)];
                piece.depth = prefix.depth;
                piece.shaded = prefix.shaded;
                piece.symmetric = prefix.symmetric;
                for (int target = prefix.top; target >= maximum_; --target) {
                    search.startPass({.rows = rows_, .table = table_, .phase = Phase::Enumerate, .target = target});
                    search.searchBelow(piece);
                    search.endPhase();
                }
            }
            result = search.result();
        }
        result.stats.solutions = sink.total();
        return result.stats;
    }

private:
    // The passes from `highest` down to the maximum, down to the prefixes of `shape` only;
    // the prefixes met at the maximum (a prefix met at any target is met there: the bound
    // only weakens) go to `out` when given. Returns the walk's counters, with the number
    // of prefixes met at the maximum as its "solutions" (more than `most`: the walk stopped
    // soon after it met more than `most`, and its counters are not the whole walk's).
    Stats walk(WalkShape shape, int highest, std::vector<Prefix>* out, SearchContext& ctx,
               std::uint64_t most = ~std::uint64_t{0}) const {
        std::uint64_t met = 0;
        bool collecting = false;
        std::atomic<bool> tooMany{false};  // stops the walk soon (at its next poll) past `most`
        const std::function<void(const SearchPiece&)> collect = [&](const SearchPiece& piece) {
            if (!collecting) return;
            if (++met > most) tooMany.store(true, std::memory_order_relaxed);
            if (out) out->push_back(prefixOf(piece));
        };
        Stats walked;
        {
            RowSearch<NullTracer, withPrefixes(F)> walker(patterns_, rows_, {}, options_, ctx, NullTracer{},
                                                          kUntracedLines);
            for (int target = highest; target >= maximum_; --target) {
                collecting = target == maximum_;
                walker.startPass({.rows = rows_,
                                  .table = table_,
                                  .phase = Phase::Enumerate,
                                  .target = target,
                                  .firstDone = &tooMany,
                                  .prefixDepth = shape.maxDepth,
                                  .prefixMinDepth = shape.minDepth,
                                  .prefixDeepenFrom = shape.deepenFrom,
                                  .onPrefix = &collect});
                walker.searchAll();
            }
            walked = walker.result().stats;
        }
        walked.solutions = met;
        return walked;
    }

    // A prefix met at the maximum, and the highest target whose pass meets it: the pass
    // at T cuts row r's pattern when the shaded cells down to it plus table[R − r − 1]
    // fall below T (row_search.h), and nothing else along the prefix depends on T.
    Prefix prefixOf(const SearchPiece& piece) const {
        Prefix prefix;
        int shaded = 0, top = bound_;
        for (int r = 0; r < piece.depth; ++r) {
            const std::uint32_t row = piece.rows[static_cast<std::size_t>(r)];
            prefix.rows[static_cast<std::size_t>(r)] = static_cast<std::uint16_t>(row);
            shaded += std::popcount(row);
            top = std::min(top, shaded + table_[static_cast<std::size_t>(rows_ - r - 1)]);
        }
        prefix.top = static_cast<std::int16_t>(top);
        prefix.shaded = static_cast<std::uint8_t>(shaded);
        prefix.depth = static_cast<std::uint8_t>(piece.depth);
        prefix.symmetric = piece.symmetric;
        return prefix;
    }

    int rows_;
    RowPatterns patterns_;
    RunOptions options_;
    int maximum_;
    std::vector<int> table_;
    int bound_ = 0;
    std::vector<std::vector<Prefix>> tasks_;
    Stats setup_;
};

}  // namespace

std::unique_ptr<TaskSplit> splitRowCount(const Instance& instance, const RunOptions& options) {
    if (checkParameters(instance.rows, instance.cols, instance.k)) return nullptr;
    // The maximum, found by v5 in first mode on the split's threads: the hint that lets
    // every task stop at the same target as the single-process count.
    SolutionSink sink(1);
    SearchContext ctx(sink);
    const RunResult first = runRowsMemo(instance, {Mode::First, options.threads, false, 0}, ctx);
    if (!first.completed) return nullptr;
    const int maximum = static_cast<int>(first.stats.extra[kBest]);
    return std::make_unique<RowTaskSplit<kV4Features>>(instance, options, maximum);
}

}  // namespace pw::shading
