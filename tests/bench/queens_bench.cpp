// N queens counting speed: v3, v4, v5 and v6 from the registry, against two baselines: the
// textbook 20-line recursive bitmask counter, and the same with mirror halving (first
// queen in the upper half, each solution counted twice), the usual fast textbook form.
// v5 runs on one thread in BM_QueensV5OneThread: issue 17 asks for 3x per core
// against BM_QueensTextbookMirror at N = 16 and 17.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "all_puzzles.h"
#include "queens/join_kernels.h"
#include "queens/ring_counter.h"

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

// Textbook plus mirror halving: reversing the rows maps solutions to solutions and the
// first column's row r to N-1-r, so first queens in the upper half count twice; for odd
// N the middle row's first queen keeps its second column's queen in the upper half.
std::uint64_t countWithMirror(int n) {
    TextbookCounter c{(1u << n) - 1u};
    const std::uint32_t half = n / 2;
    for (std::uint32_t r = 0; r < half; ++r) {
        const std::uint32_t bit = 1u << r;
        c.solve(bit, bit << 1, bit >> 1);
    }
    std::uint64_t total = 2 * c.count;
    if (n % 2 == 1) {
        TextbookCounter middle{(1u << n) - 1u};
        const std::uint32_t bit = 1u << half;
        // Second column: rows below the middle only (the others are their mirrors).
        std::uint32_t avail = ~(bit | (bit << 1) | (bit >> 1)) & ((1u << half) - 1u);
        while (avail) {
            const std::uint32_t b2 = avail & (0u - avail);
            avail -= b2;
            middle.solve(bit | b2, ((bit << 1) | b2) << 1, ((bit >> 1) | b2) >> 1);
        }
        total += 2 * middle.count;
    }
    return total;
}

void BM_QueensTextbookMirror(benchmark::State& state) {
    std::uint64_t solutions = 0;
    for (auto _ : state) {
        solutions = countWithMirror(static_cast<int>(state.range(0)));
        benchmark::DoNotOptimize(solutions);
    }
    state.counters["solutions"] = static_cast<double>(solutions);
}

void BM_QueensTextbook(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) {
        TextbookCounter c{(1u << n) - 1u};
        c.solve(0, 0, 0);
        benchmark::DoNotOptimize(c.count);
    }
}

void runRegistered(benchmark::State& state, const char* id, unsigned threads = 0) {
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    const pw::Instance instance =
        *pw::builtinRegistry().puzzle("queens")->makeInstance({.size = static_cast<int>(state.range(0))});
    std::uint64_t solutions = 0;
    for (auto _ : state) {
        pw::SolutionSink sink(0);
        pw::SearchContext ctx(sink);
        solutions = pw::runAlgorithm(algorithm, instance, {pw::Mode::Count, threads, false}, ctx).stats.solutions;
        benchmark::DoNotOptimize(solutions);
    }
    state.counters["solutions"] = static_cast<double>(solutions);
}

void BM_QueensV3(benchmark::State& state) { runRegistered(state, "queens.v3"); }
void BM_QueensV4(benchmark::State& state) { runRegistered(state, "queens.v4"); }
void BM_QueensV5(benchmark::State& state) { runRegistered(state, "queens.v5"); }
void BM_QueensV5OneThread(benchmark::State& state) {
    runRegistered(state, "queens.v5", 1);
    state.SetLabel(pw::queens::ringCounterPath());  // which clone of the inner loop ran
}

// queens.v6 on one thread, and each processor level of its kernels (the label names it):
// the anchor it is measured against is Kluev's counter, outside the project
// (/work/anchors/queens_side_by_side.sh runs both side by side).
void BM_QueensV6OneThread(benchmark::State& state) {
    runRegistered(state, "queens.v6", 1);
    state.SetLabel(pw::queens::joinKernels().name);
}
void BM_QueensV6(benchmark::State& state) { runRegistered(state, "queens.v6"); }

}  // namespace

BENCHMARK(BM_QueensTextbook)->DenseRange(12, 16)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueensV3)->DenseRange(12, 16)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueensV4)->DenseRange(12, 16)->Unit(benchmark::kMillisecond)->UseRealTime();
// Per core: textbook with mirror halving against v5 on one thread, up to N = 17.
BENCHMARK(BM_QueensTextbookMirror)->DenseRange(12, 17)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueensV5OneThread)->DenseRange(12, 17)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueensV5)->DenseRange(12, 17)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueensV6OneThread)->DenseRange(12, 18)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_QueensV6)->DenseRange(12, 18)->Unit(benchmark::kMillisecond)->UseRealTime();
