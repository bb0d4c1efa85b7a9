/// shading.v4 — v3 plus mirror-symmetry breaking plus threads.
///
/// Tasks are the pairs of first rows that fit together (the first row no greater than its
/// mirror image, and so the second when the first reads the same both ways), most shaded
/// first. Threads take tasks from an atomic index, as queens.v4 does.
///
/// The two phases of v3 become passes at equality: v3's phase 1 spends most of its time
/// finding a grid of the maximum that its phase 2 then finds again, while proving that
/// nothing beats the maximum costs little (on 9×9 about 3% of phase 1). So v4 searches at
/// a fixed target T, from the table's upper bound down: a pass that finds no grid proves
/// the maximum is below T; the first pass that finds one has T = the maximum, and it has
/// already streamed every optimal grid (in first mode it stops at the first one). The
/// "best" counter rises to T when its first grid is found.
#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "algorithms.h"
#include "model.h"
#include "row_search.h"
#include "strip_table.h"

namespace pw::shading {

namespace {

// v4's listing: 0 table, 1 patterns, 2 tasks, 3 targets, 4 threads, 5 search, 6 leaf,
// 7 forbidden, 8 loop, 9 bound, 10 symmetry, 11 reject, 12 place.
constexpr RowLines kV4Lines{6, 7, 9, 10, 11, 12, 3};
constexpr int kTaskLine = 4;

struct Task {
    std::size_t first, second;  // pattern indices of rows 0 and 1
    int shaded;
    bool symmetric;  // both rows read the same both ways
};

std::vector<Task> makeTasks(const RowPatterns& p, Stats& stats) {
    std::vector<Task> tasks;
    const std::size_t n = p.masks.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (p.masks[i] > p.mirror[i]) {
            ++stats.prunes;
            ++stats.extra[kSymmetryCuts];
            continue;
        }
        const bool firstSymmetric = p.masks[i] == p.mirror[i];
        std::vector<std::uint32_t> above(static_cast<std::size_t>(p.k - 1), 0u);
        above[0] = p.masks[i];
        const std::uint32_t forbidden = forbiddenCells(above, p.all);
        for (std::size_t j = 0; j < n; ++j) {
            if (firstSymmetric && p.masks[j] > p.mirror[j]) {
                ++stats.prunes;
                ++stats.extra[kSymmetryCuts];
                continue;
            }
            ++stats.checks;
            if ((p.masks[j] & forbidden) != 0) continue;
            tasks.push_back({i, j, p.count[i] + p.count[j], firstSymmetric && p.masks[j] == p.mirror[j]});
        }
    }
    std::stable_sort(tasks.begin(), tasks.end(), [](const Task& a, const Task& b) { return a.shaded > b.shaded; });
    return tasks;
}

// Below this many cells a whole run takes less than a millisecond, less than starting a
// thread on a busy machine.
constexpr int kThreadedCells = 64;

unsigned threadCount(const Instance& instance, const RunOptions& options, const SearchContext& ctx,
                     std::size_t tasks) {
    if (ctx.tracer()) return 1;  // a stepping tracer follows one search
    if (instance.rows * instance.cols < kThreadedCells) return 1;
    const unsigned t = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::min<std::size_t>(t, std::max<std::size_t>(tasks, 1)));
}

template <Tracer Tr>
RunResult runTasks(const Instance& instance, const RowPatterns& patterns, const std::vector<int>& table,
                   const RunOptions& options, SearchContext& ctx, Tr tracer, Stats taskWork) {
    const int rows = instance.rows;
    const std::vector<Task> tasks = makeTasks(patterns, taskWork);
    const int rest = table[static_cast<std::size_t>(rows - 2)];
    const unsigned threads = threadCount(instance, options, ctx, tasks.size());
    std::vector<std::unique_ptr<RowSearch<Tr>>> searches;
    for (unsigned t = 0; t < threads; ++t)
        searches.push_back(std::make_unique<RowSearch<Tr>>(patterns, rows, table, true, options, ctx, tracer, kV4Lines));
    SharedBest best(rows, instance.cols);
    std::atomic<bool> firstDone{false};

    auto runPass = [&](int target) {
        std::atomic<std::size_t> next{0};
        auto work = [&](RowSearch<Tr>& search) {
            search.startPhase(Phase::Enumerate, &best, target);
            if (options.mode == Mode::First) search.stopAtFirst(&firstDone);
            for (std::size_t i; !search.finished() && (i = next.fetch_add(1)) < tasks.size();) {
                const Task& task = tasks[i];
                if (!search.canReach(task.shaded + rest)) {
                    search.countCut(kBoundCuts);
                    continue;
                }
                search.preset(0, task.first, kTaskLine);
                search.preset(1, task.second, kTaskLine);
                search.search(2, task.shaded, task.symmetric);
            }
            search.endPhase();
        };
        std::vector<std::jthread> pool;
        for (unsigned t = 1; t < threads; ++t) pool.emplace_back([&, t] { work(*searches[t]); });
        work(*searches[0]);
    };
    const auto anyStopped = [&] {
        return std::any_of(searches.begin(), searches.end(), [](const auto& s) { return s->stopped(); });
    };

    bool reached = false;
    for (int target = stripBound(patterns, table, rows); target > 0 && !reached; --target) {
        runPass(target);
        reached = best.value() == target;  // a grid of this target was found
        if (anyStopped()) break;
    }
    // The all-white grid is the answer only when no cell can be shaded at all (never).
    const bool proven = reached || !anyStopped();
    RunResult total{taskWork, true, {}, ~0u};
    for (auto& search : searches) total.stats += search->result().stats;
    return finishRun(total, proven, proven && !anyStopped() && options.mode != Mode::First, best, options, ctx);
}

}  // namespace

RunResult runRowsParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    // Two rows are the smallest a task needs; a grid of two rows is a single task level.
    if (instance.rows < 3 || checkParameters(instance.rows, instance.cols, instance.k))
        return runRows(instance, options, ctx);
    const RowPatterns patterns(instance.cols, instance.k);
    Stats work;
    const std::vector<int> table = stripMaxima(patterns, instance.rows, true, true, options, ctx, work);
    if (table.empty()) {
        SharedBest none(instance.rows, instance.cols);
        return finishRun({work, false, {}, ~0u}, false, false, none, options, ctx);
    }
    return withTracer(ctx, [&](auto tracer) { return runTasks(instance, patterns, table, options, ctx, tracer, work); });
}

}  // namespace pw::shading
