/// queens.v4 — v3 plus mirror symmetry plus threads.
///
/// Mirror: reversing the rows maps solutions to solutions and the first queen's row r to
/// N-1-r, so only first queens in the upper half are searched and each solution found
/// counts twice (its mirror is streamed too). For odd N, a first queen in the middle row
/// is its own mirror: there the second column's queen is kept in the upper half.
/// Threads: every valid pair of queens in the first two columns is a task; threads take
/// tasks from an atomic index, so a slow task does not hold the others back.
#include <atomic>
#include <thread>
#include <vector>

#include "algorithms.h"
#include "core/thread_results.h"
#include "bitmask_search.h"

namespace pw::queens {

namespace {

// v4's listing: 0 tasks, 1 odd middle, 2 each thread, 3 free rows, 4 lowest bit,
// 5 record with mirror, 6 recurse.
constexpr BitmaskLines kV4Lines{.freeRows = 3, .lowestBit = 4, .record = 5, .recurse = 6, .done = 2, .preset = 0};

struct Task {
    int row0, row1;
};

std::vector<Task> makeTasks(int n) {
    std::vector<Task> tasks;
    const int half = n / 2;
    auto addPairs = [&](int r0, int row1Limit) {
        for (int r1 = 0; r1 < row1Limit; ++r1)
            if (!attacks(r0, 0, r1, 1)) tasks.push_back({r0, r1});
    };
    for (int r0 = 0; r0 < half; ++r0) addPairs(r0, n);
    if (n % 2 == 1) addPairs(half, half);
    return tasks;
}

unsigned threadCount(const RunOptions& options, const SearchContext& ctx, std::size_t tasks) {
    if (ctx.tracer()) return 1;  // a stepping tracer follows one search
    unsigned t = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::min<std::size_t>(t, std::max<std::size_t>(tasks, 1)));
}

template <Tracer Tr>
RunResult runTasks(int n, const RunOptions& options, SearchContext& ctx, Tr tracer) {
    const std::vector<Task> tasks = makeTasks(n);
    std::atomic<std::size_t> next{0};
    std::atomic<bool> done{false};

    auto work = [&](RunResult& out) {
        BitmaskSearch<Tr> search(n, options, ctx, tracer, kV4Lines, &done);
        search.setWeight(2, true);
        for (std::size_t i; !search.finished() && (i = next.fetch_add(1)) < tasks.size();) {
            const Task t = tasks[i];
            const std::uint32_t b0 = 1u << t.row0, b1 = 1u << t.row1;
            const int rows[] = {t.row0, t.row1};
            search.presetColumns(rows);
            search.solve(2, b0 | b1, ((b0 << 1) | b1) << 1, ((b0 >> 1) | b1) >> 1);
        }
        out = search.finish();
    };

    const unsigned threads = threadCount(options, ctx, tasks.size());
    return runOnThreads(threads, [&](RunResult& out, unsigned) { work(out); });
}

}  // namespace

RunResult runBitmaskParallel(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    if (instance.rows < 4) return runBitmask(instance, options, ctx);  // no pair of columns to split
    return withTracer(ctx, [&](auto tracer) { return runTasks(instance.rows, options, ctx, tracer); });
}

}  // namespace pw::queens
