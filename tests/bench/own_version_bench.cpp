// A student's version against the built-in one it rewrites: the example queens_v2.cpp
// (resources/examples/), compiled once and run as a file version, against queens.v2,
// the same algorithm with the same nodes and checks, both counting N = 12 (14,200
// solutions, 10,103,868 nodes). The file version's time is the whole run as the window
// and puzzle-bench see it: the sandbox and the program started, the search, the
// solutions checked by the model. BM_OwnCompileAndStart is what a save costs before the
// first run: the file read and compiled by g++ in the sandbox, then run on 1 queen.
// On a machine shared with other work, compare the CPU columns: the built-in's CPU time
// against the file version's CPU plus its child_cpu_ms (the program's own time).
#include <benchmark/benchmark.h>

#include <memory>

#include "all_puzzles.h"
#include "own/file_version.h"
#include "own/toolchain.h"

namespace {

pw::Instance queens(int n) { return *pw::builtinRegistry().puzzle("queens")->makeInstance({.size = n}); }

std::string exampleV2() { return pw::own::toolchain().examplesDir() + "/queens_v2.cpp"; }

std::uint64_t count(const pw::AlgorithmInfo& algorithm, int n) {
    pw::SolutionSink sink(0);
    pw::SearchContext ctx(sink);
    return pw::runAlgorithm(algorithm, queens(n), {pw::Mode::Count, 1, false}, ctx).stats.solutions;
}

void BM_QueensV2BuiltIn(benchmark::State& state) {
    const pw::AlgorithmInfo& v2 = *pw::builtinRegistry().algorithm("queens.v2");
    for (auto _ : state) benchmark::DoNotOptimize(count(v2, static_cast<int>(state.range(0))));
}
BENCHMARK(BM_QueensV2BuiltIn)->Arg(12)->Unit(benchmark::kMillisecond);

void BM_QueensV2File(benchmark::State& state) {
    static const std::shared_ptr<pw::own::FileVersion> version = [] {
        auto v = pw::own::FileVersion::create(exampleV2(), {});
        v->compile();
        return v;
    }();
    if (!version->compiled()) {
        state.SkipWithError("queens_v2.cpp did not compile");
        return;
    }
    const pw::AlgorithmInfo entry = version->algorithm();
    double childMs = 0;
    for (auto _ : state) {
        const std::uint64_t solutions = count(entry, static_cast<int>(state.range(0)));
        if (solutions != 14200 && state.range(0) == 12) state.SkipWithError("wrong count");
        benchmark::DoNotOptimize(solutions);
        childMs += version->lastRun().cpuMs;
    }
    // The program's own processor time (sandbox included), which the CPU column, the
    // benchmark process's, leaves out: the load-independent side of the ratio.
    state.counters["child_cpu_ms"] = benchmark::Counter(childMs / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_QueensV2File)->Arg(12)->Unit(benchmark::kMillisecond);

void BM_OwnCompileAndStart(benchmark::State& state) {
    for (auto _ : state) {
        auto version = pw::own::FileVersion::create(exampleV2(), {});
        if (!version->compile().ok()) {
            state.SkipWithError("queens_v2.cpp did not compile");
            return;
        }
        benchmark::DoNotOptimize(count(version->algorithm(), 1));
    }
}
BENCHMARK(BM_OwnCompileAndStart)->Unit(benchmark::kMillisecond)->Iterations(5);

}  // namespace
