// Shading grid: the versions from the registry with k = 4, finding the maximum and listing
// every optimal grid (all mode): v3 in first mode (the maximum alone) as the baseline of
// what the listing costs, v3 to v5 on 7×7 to 9×9, v3 on 11×11 (the time v5 must not
// exceed there: its table, memo and threads cost little to start), and v4 and v5 on
// 11×11 and 12×12 on one and two threads (the speed-up of the work shared between
// threads; arguments: side, threads). Side by side at 11×11:
//   pw_benchmarks --benchmark_filter='BM_ShadingV3/11|BM_ShadingV5Threads/11/'
#include <benchmark/benchmark.h>

#include <cstdint>

#include "all_puzzles.h"

namespace {

void runRegistered(benchmark::State& state, const char* id, pw::Mode mode, unsigned threads) {
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    const pw::Instance instance =
        *pw::builtinRegistry().puzzle("shading")->makeInstance({.size = static_cast<int>(state.range(0)), .k = 4});
    pw::RunResult result;
    std::uint64_t solutions = 0;
    for (auto _ : state) {
        pw::SolutionSink sink(0);
        pw::SearchContext ctx(sink);
        result = pw::runAlgorithm(algorithm, instance, {mode, threads, false}, ctx);
        solutions = result.stats.solutions;
        benchmark::DoNotOptimize(solutions);
    }
    state.counters["best"] = static_cast<double>(result.stats.extra[0]);
    state.counters["optimal_grids"] = static_cast<double>(solutions);
    state.counters["nodes"] = static_cast<double>(result.stats.nodes);
}

unsigned threadsArgument(const benchmark::State& state) { return static_cast<unsigned>(state.range(1)); }

void BM_ShadingV3First(benchmark::State& state) { runRegistered(state, "shading.v3", pw::Mode::First, 1); }
void BM_ShadingV3(benchmark::State& state) { runRegistered(state, "shading.v3", pw::Mode::All, 1); }
void BM_ShadingV4(benchmark::State& state) { runRegistered(state, "shading.v4", pw::Mode::All, 1); }
void BM_ShadingV5(benchmark::State& state) { runRegistered(state, "shading.v5", pw::Mode::All, 1); }
void BM_ShadingV4Threads(benchmark::State& state) {
    runRegistered(state, "shading.v4", pw::Mode::All, threadsArgument(state));
}
void BM_ShadingV5Threads(benchmark::State& state) {
    runRegistered(state, "shading.v5", pw::Mode::All, threadsArgument(state));
}

}  // namespace

BENCHMARK(BM_ShadingV3First)->DenseRange(7, 9)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ShadingV3)->DenseRange(7, 9)->Arg(11)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ShadingV4)->DenseRange(7, 9)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ShadingV5)->DenseRange(7, 9)->Unit(benchmark::kMillisecond)->UseRealTime();
// 12×12 takes v4 about 20 s a run: measured once.
BENCHMARK(BM_ShadingV4Threads)->Args({11, 1})->Args({11, 2})->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ShadingV4Threads)
    ->Args({12, 1})
    ->Args({12, 2})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_ShadingV5Threads)
    ->Args({11, 1})
    ->Args({11, 2})
    ->Args({12, 1})
    ->Args({12, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
