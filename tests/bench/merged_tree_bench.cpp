// The merge of two versions' trees (issue 32): queens.v1 and queens.v2 on the 6 queens
// (v1 visits 55,986 nodes) must merge in under a second, both traced runs included, with
// the display tree the window draws and without (puzzle-bench --merge). The 7 queens'
// v1 with itself is a merge of 960,799 nodes on each side, the display tree as large.
#include <benchmark/benchmark.h>

#include "all_puzzles.h"
#include "tree/merge_run.h"

namespace {

void mergeQueens(benchmark::State& state, const char* first, const char* second, bool display) {
    const pw::Registry& registry = pw::builtinRegistry();
    pw::MergeRequest request;
    request.first = registry.algorithm(first);
    request.second = registry.algorithm(second);
    request.instance = *registry.puzzle("queens")->makeInstance({.size = static_cast<int>(state.range(0))});
    request.display = display;
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        const pw::MergeResult result = pw::mergeRuns(request);
        nodes = result.firstRun.stats.nodes + result.secondRun.stats.nodes;
        benchmark::DoNotOptimize(result.counts.both);
    }
    state.counters["nodes"] = static_cast<double>(nodes);
    state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsIterationInvariantRate);
}

// The baseline: the same two runs untraced, as Compare versions makes them.
void BM_UntracedQueensV1V2(benchmark::State& state) {
    const pw::Registry& registry = pw::builtinRegistry();
    const pw::Instance board = *registry.puzzle("queens")->makeInstance({.size = static_cast<int>(state.range(0))});
    for (auto _ : state)
        for (const char* id : {"queens.v2", "queens.v1"}) {
            pw::SolutionSink sink(0);
            pw::SearchContext ctx(sink);
            benchmark::DoNotOptimize(pw::runAlgorithm(*registry.algorithm(id), board, {pw::Mode::All, 1, false}, ctx).stats.nodes);
        }
}

void BM_MergeQueensV1V2(benchmark::State& state) { mergeQueens(state, "queens.v1", "queens.v2", false); }
void BM_MergeQueensV1V2Display(benchmark::State& state) { mergeQueens(state, "queens.v1", "queens.v2", true); }
void BM_MergeQueensV1Itself(benchmark::State& state) { mergeQueens(state, "queens.v1", "queens.v1", true); }

}  // namespace

BENCHMARK(BM_UntracedQueensV1V2)->Arg(6)->Arg(7)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MergeQueensV1V2)->Arg(6)->Arg(7)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MergeQueensV1V2Display)->Arg(6)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MergeQueensV1Itself)->Arg(7)->Unit(benchmark::kMillisecond);
