// Lights out: the lesson's comparison (v1 ordered sequences against v2 subsets on the
// classic 4×4 board, first solution), v2/v3/v4 on the all-on 4×4 and 5×5 boards, and v4
// on the all-on 100×100 and 1000×1000 boards (2000×2000: see puzzle-bench).
#include <benchmark/benchmark.h>

#include <cstdint>

#include "all_puzzles.h"

namespace {

void runOn(benchmark::State& state, const char* id, const pw::Instance& instance) {
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    pw::RunResult result;
    for (auto _ : state) {
        pw::SolutionSink sink(1);
        pw::SearchContext ctx(sink);
        result = pw::runAlgorithm(algorithm, instance, {pw::Mode::First, 1, false}, ctx);
        benchmark::DoNotOptimize(result.stats.solutions);
    }
    state.counters["candidates"] = static_cast<double>(result.stats.extra[0]);
    state.counters["presses"] = static_cast<double>(result.stats.extra[3]);
}

pw::Instance classicBoard() {
    return pw::builtinRegistry().puzzle("lightsout")->parseInstances("1101/0001/0100/1111").value().front();
}

pw::Instance allOn(benchmark::State& state) {
    return *pw::builtinRegistry().puzzle("lightsout")->makeInstance({.size = static_cast<int>(state.range(0))});
}

void BM_LightsOutClassicV1(benchmark::State& state) { runOn(state, "lightsout.v1", classicBoard()); }
void BM_LightsOutClassicV2(benchmark::State& state) { runOn(state, "lightsout.v2", classicBoard()); }
void BM_LightsOutAllOnV2(benchmark::State& state) { runOn(state, "lightsout.v2", allOn(state)); }
void BM_LightsOutAllOnV3(benchmark::State& state) { runOn(state, "lightsout.v3", allOn(state)); }
void BM_LightsOutAllOnV4(benchmark::State& state) { runOn(state, "lightsout.v4", allOn(state)); }

}  // namespace

BENCHMARK(BM_LightsOutClassicV1)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LightsOutClassicV2)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LightsOutAllOnV2)->Arg(4)->Arg(5)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LightsOutAllOnV3)->Arg(4)->Arg(5)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LightsOutAllOnV4)->Arg(4)->Arg(5)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond)->UseRealTime();
