// Magic-square counting speed: v2..v5 on order 3 (8 squares) and v4/v5 on order 4
// (7,040 squares); v2 is the baseline the later versions are measured against. v1
// (9^9 leaves, seconds) is left to `puzzle-bench magic --size 3 --algo all`.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "all_puzzles.h"

namespace {

void runRegistered(benchmark::State& state, const char* id) {
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    const pw::Instance instance =
        *pw::builtinRegistry().puzzle("magic")->makeInstance({.size = static_cast<int>(state.range(0))});
    pw::RunResult result;
    for (auto _ : state) {
        pw::SolutionSink sink(0);
        pw::SearchContext ctx(sink);
        result = pw::runAlgorithm(algorithm, instance, {pw::Mode::Count, 0, false}, ctx);
        benchmark::DoNotOptimize(result.stats.solutions);
    }
    state.counters["solutions"] = static_cast<double>(result.stats.solutions);
    state.counters["nodes"] = static_cast<double>(result.stats.nodes);
}

void BM_MagicV2(benchmark::State& state) { runRegistered(state, "magic.v2"); }
void BM_MagicV3(benchmark::State& state) { runRegistered(state, "magic.v3"); }
void BM_MagicV4(benchmark::State& state) { runRegistered(state, "magic.v4"); }
void BM_MagicV5(benchmark::State& state) { runRegistered(state, "magic.v5"); }

}  // namespace

BENCHMARK(BM_MagicV2)->Arg(3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MagicV3)->Arg(3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MagicV4)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MagicV5)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
