// N queens counting speed: v3 and v4 from the registry, and the textbook 20-line
// recursive bitmask counter as the baseline they are measured against.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "all_puzzles.h"

namespace {

// The plain recursive bitmask counter found in every textbook, built with our flags.
struct TextbookCounter {
    std::uint32_t all;
    std::uint64_t count = 0;
    void solve(std::uint32_t cols, std::uint32_t d1, std::uint32_t d2) {
        if (cols == all) {
            ++count;
            return;
        }
        std::uint32_t avail = ~(cols | d1 | d2) & all;
        while (avail) {
            const std::uint32_t bit = avail & (0u - avail);
            avail -= bit;
            solve(cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
        }
    }
};

void BM_QueensTextbook(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) {
        TextbookCounter c{(1u << n) - 1u};
        c.solve(0, 0, 0);
        benchmark::DoNotOptimize(c.count);
    }
}

void runRegistered(benchmark::State& state, const char* id) {
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    const pw::Instance instance =
        *pw::builtinRegistry().puzzle("queens")->makeInstance({.size = static_cast<int>(state.range(0))});
    std::uint64_t solutions = 0;
    for (auto _ : state) {
        pw::SolutionSink sink(0);
        pw::SearchContext ctx(sink);
        solutions = pw::runAlgorithm(algorithm, instance, {pw::Mode::Count, 0, false}, ctx).stats.solutions;
        benchmark::DoNotOptimize(solutions);
    }
    state.counters["solutions"] = static_cast<double>(solutions);
}

void BM_QueensV3(benchmark::State& state) { runRegistered(state, "queens.v3"); }
void BM_QueensV4(benchmark::State& state) { runRegistered(state, "queens.v4"); }

}  // namespace

BENCHMARK(BM_QueensTextbook)->DenseRange(12, 16)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueensV3)->DenseRange(12, 16)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueensV4)->DenseRange(12, 16)->Unit(benchmark::kMillisecond)->UseRealTime();
