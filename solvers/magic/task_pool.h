#pragma once
/// The thread pool of magic.v5 and magic.v6. A task is a prefix of the search (the
/// values of its first cells); threads take the next task from an atomic index, so a
/// long task does not hold the others back. Each thread keeps its own search object,
/// counters included, on its own stack: nothing is shared while it runs but the index,
/// the stop flag and the sink's bulk count (added every few thousand nodes).
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <span>
#include <thread>
#include <vector>

#include "core/registry.h"
#include "core/thread_results.h"
#include "task_sample.h"

namespace pw::magic {

/// The tasks of `sample`: `prefixes` holds `width` values per task; the centre's value
/// is at `centreAt` in each (ignored when negative).
inline std::vector<std::size_t> selectTasks(const std::vector<int>& prefixes, std::size_t width, int centreAt,
                                            const TaskSample& sample) {
    std::vector<std::size_t> out;
    const std::size_t tasks = width ? prefixes.size() / width : 0;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < tasks; ++i) {
        if (sample.centre && centreAt >= 0 &&
            prefixes[i * width + static_cast<std::size_t>(centreAt)] != sample.centre)
            continue;
        if (kept++ % std::max<std::size_t>(sample.stride, 1) == sample.offset) out.push_back(i);
    }
    return out;
}

inline unsigned poolThreads(const RunOptions& options, std::size_t tasks) {
    const unsigned t = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::min<std::size_t>(t, std::max<std::size_t>(tasks, 1)));
}

/// Runs the `selected` tasks on `threads` threads. `makeSearch()` builds one thread's
/// search (with `solveTask`, `finished` and `finish`). Returns the summed results and
/// how many tasks were finished.
template <class MakeSearch>
RunResult runTaskPool(const std::vector<int>& prefixes, std::size_t width, const std::vector<std::size_t>& selected,
                      unsigned threads, int doneLine, MakeSearch makeSearch, std::size_t& finishedTasks) {
    std::atomic<std::size_t> next{0}, finished{0};
    auto work = [&](RunResult& out) {
        auto search = makeSearch();
        for (std::size_t i; !search.finished() && (i = next.fetch_add(1, std::memory_order_relaxed)) < selected.size();) {
            search.solveTask(std::span<const int>(prefixes).subspan(selected[i] * width, width));
            if (!search.finished()) finished.fetch_add(1, std::memory_order_relaxed);
        }
        out = search.finish(doneLine);
    };
    RunResult total = runOnThreads(threads, [&](RunResult& out, unsigned) { work(out); });
    finishedTasks = finished.load();
    return total;
}

}  // namespace pw::magic
