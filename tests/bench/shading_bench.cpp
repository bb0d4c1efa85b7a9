// Shading grid: v3 and v4 from the registry on 7×7 to 9×9 with k = 4, finding the maximum
// and listing every optimal grid (all mode), and v3 in first mode (the maximum alone) as
// the baseline of what the listing costs.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "all_puzzles.h"

namespace {

void runRegistered(benchmark::State& state, const char* id, pw::Mode mode) {
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    const pw::Instance instance =
        *pw::builtinRegistry().puzzle("shading")->makeInstance({.size = static_cast<int>(state.range(0)), .k = 4});
    pw::RunResult result;
    std::uint64_t solutions = 0;
    for (auto _ : state) {
        pw::SolutionSink sink(0);
        pw::SearchContext ctx(sink);
        result = pw::runAlgorithm(algorithm, instance, {mode, 0, false}, ctx);
        solutions = result.stats.solutions;
        benchmark::DoNotOptimize(solutions);
    }
    state.counters["best"] = static_cast<double>(result.stats.extra[0]);
    state.counters["optimal_grids"] = static_cast<double>(solutions);
    state.counters["nodes"] = static_cast<double>(result.stats.nodes);
}

void BM_ShadingV3First(benchmark::State& state) { runRegistered(state, "shading.v3", pw::Mode::First); }
void BM_ShadingV3(benchmark::State& state) { runRegistered(state, "shading.v3", pw::Mode::All); }
void BM_ShadingV4(benchmark::State& state) { runRegistered(state, "shading.v4", pw::Mode::All); }

}  // namespace

BENCHMARK(BM_ShadingV3First)->DenseRange(7, 9)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ShadingV3)->DenseRange(7, 9)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ShadingV4)->DenseRange(7, 9)->Unit(benchmark::kMillisecond)->UseRealTime();
