// Magic-square counting speed: v2..v6 on order 3 (8 squares) and v4..v6 on order 4
// (7,040 squares); v2 is the baseline the later versions are measured against. v1
// (9^9 leaves, seconds) is left to `puzzle-bench magic --size 3 --algo all`.
//
// Order 5 (2,202,441,792 squares) is measured on parts of the threaded count:
// - Order5Sample: every `stride`-th task (offset given), 2 threads. Tasks are uneven by
//   design, so the sample is spread over all of them; `estimate_s` is the sample's time
//   scaled to every task (the prefix enumeration, ~10 ms, is counted once per sample).
// - Order5Centre1: every task whose centre holds 1, in v5 and v6 alike: the same
//   69,852,672 squares (centre 1 or 25), the one workload both versions share.
// - Order5Tiny: one task in 1,000 on one thread, v5 and v6: under a second, small
//   enough for instruction counts (valgrind --tool=callgrind) in A/B comparisons.
// The `bits=0` runs keep v6 on its baseline x86-64 copy (see magic/bit_dispatch.h).
// They run once each (seconds to minutes); select them with --benchmark_filter=Order5.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>

#include "all_puzzles.h"
#include "magic/bit_dispatch.h"
#include "magic/task_sample.h"

namespace {

pw::Instance magicSquare(int n) {
    return *pw::builtinRegistry().puzzle("magic")->makeInstance({.size = n});
}

void runRegistered(benchmark::State& state, const char* id) {
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    const pw::Instance instance = magicSquare(static_cast<int>(state.range(0)));
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
void BM_MagicV6(benchmark::State& state) { runRegistered(state, "magic.v6"); }

// Args: stride, offset, threads, centre (0 = any).
void runOrder5Part(benchmark::State& state, int version, bool bits) {
    const pw::magic::TaskSample sample{.centre = static_cast<int>(state.range(3)),
                                       .stride = static_cast<std::size_t>(state.range(0)),
                                       .offset = static_cast<std::size_t>(state.range(1))};
    const pw::RunOptions options{pw::Mode::Count, static_cast<unsigned>(state.range(2)), true};
    pw::magic::bitInstructionsAllowed() = bits;
    pw::magic::SampleRun run;
    std::uint64_t squares = 0;
    double seconds = 0;
    for (auto _ : state) {
        pw::SolutionSink sink(0);
        pw::SearchContext ctx(sink);
        const auto start = std::chrono::steady_clock::now();
        run = version == 5 ? pw::magic::runSymmetricParallelSample(magicSquare(5), options, ctx, sample)
                           : pw::magic::runGroupParallelSample(magicSquare(5), options, ctx, sample);
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        squares = sink.total();
    }
    pw::magic::bitInstructionsAllowed() = true;
    state.counters["squares"] = static_cast<double>(squares);
    state.counters["classes"] = static_cast<double>(run.result.stats.extra[3]);
    state.counters["tasks"] = static_cast<double>(run.tasksRun);
    state.counters["tasks_total"] = static_cast<double>(run.tasksTotal);
    if (sample.centre == 0 && run.tasksRun > 0)
        state.counters["estimate_s"] = seconds * static_cast<double>(run.tasksTotal) / static_cast<double>(run.tasksRun);
}

}  // namespace

BENCHMARK(BM_MagicV2)->Arg(3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MagicV3)->Arg(3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MagicV4)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MagicV5)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MagicV6)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_CAPTURE(runOrder5Part, Order5Sample_v5, 5, true)
    ->ArgNames({"stride", "offset", "threads", "centre"})
    ->Args({20, 7, 2, 0})
    ->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
BENCHMARK_CAPTURE(runOrder5Part, Order5Sample_v6, 6, true)
    ->ArgNames({"stride", "offset", "threads", "centre"})
    ->Args({50, 7, 2, 0})
    ->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
BENCHMARK_CAPTURE(runOrder5Part, Order5Sample_v6_bits0, 6, false)
    ->ArgNames({"stride", "offset", "threads", "centre"})
    ->Args({50, 7, 2, 0})
    ->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
BENCHMARK_CAPTURE(runOrder5Part, Order5Tiny_v5, 5, true)
    ->ArgNames({"stride", "offset", "threads", "centre"})
    ->Args({1000, 7, 1, 0})
    ->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(runOrder5Part, Order5Tiny_v6, 6, true)
    ->ArgNames({"stride", "offset", "threads", "centre"})
    ->Args({1000, 7, 1, 0})
    ->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(runOrder5Part, Order5Centre1_v5, 5, true)
    ->ArgNames({"stride", "offset", "threads", "centre"})
    ->Args({1, 0, 2, 1})
    ->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
BENCHMARK_CAPTURE(runOrder5Part, Order5Centre1_v6, 6, true)
    ->ArgNames({"stride", "offset", "threads", "centre"})
    ->Args({1, 0, 2, 1})
    ->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
