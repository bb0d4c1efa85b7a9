// A student's version against the built-in one it rewrites: the example queens_v2.cpp
// (resources/examples/), compiled once and run as a file version, against queens.v2,
// the same algorithm with the same nodes and checks, on the lessons' board (N = 8, 92
// solutions, 15,720 nodes) and on N = 12 (14,200 solutions, 10,103,868 nodes), both
// counting (the file's solutions still sent and checked, the sink keeping none).
//
// Each iteration's time is the search's own (manual time), taken from the same points
// for both: the built-in's by the clock around its run, the file version's inside its
// program from its search's start to its end (RunResult::times), so that the ratio of
// the two is the overhead of writing the version as a file, not of starting a program.
// That start (bubblewrap, the program, the exit) is the file version's `start_ms`
// counter; BM_OwnCompileAndStart is what a save costs before the first run: the file
// read and compiled by g++ in the sandbox, then run on 1 queen. On a loaded machine,
// compare runs made side by side (--benchmark_repetitions, interleaved).
#include <benchmark/benchmark.h>

#include <memory>

#include "all_puzzles.h"
#include "own/file_version.h"
#include "own/toolchain.h"

namespace {

pw::Instance queens(int n) { return *pw::builtinRegistry().puzzle("queens")->makeInstance({.size = n}); }

std::string exampleV2() { return pw::own::toolchain().examplesDir() + "/queens_v2.cpp"; }

// OEIS A000170.
std::uint64_t expectedSolutions(int n) { return n == 8 ? 92 : n == 12 ? 14200 : 0; }

struct Timed {
    std::uint64_t solutions = 0;
    double searchMs = 0;
    double startMs = 0;
};

Timed run(const pw::AlgorithmInfo& algorithm, int n) {
    pw::SolutionSink sink(0);
    pw::SearchContext ctx(sink);
    const auto start = pw::Clock::now();
    const pw::RunResult result = pw::runAlgorithm(algorithm, queens(n), {pw::Mode::Count, 1, false}, ctx);
    const double wallMs = std::chrono::duration<double, std::milli>(pw::Clock::now() - start).count();
    return {result.stats.solutions, result.times.measured() ? result.times.searchMs : wallMs, result.times.startMs};
}

void timeRuns(benchmark::State& state, const pw::AlgorithmInfo& algorithm) {
    const int n = static_cast<int>(state.range(0));
    double startMs = 0;
    for (auto _ : state) {
        const Timed t = run(algorithm, n);
        if (t.solutions != expectedSolutions(n)) state.SkipWithError("wrong count");
        state.SetIterationTime(t.searchMs / 1000.0);
        startMs += t.startMs;
    }
    state.counters["start_ms"] = benchmark::Counter(startMs / static_cast<double>(state.iterations()));
}

void BM_QueensV2BuiltIn(benchmark::State& state) { timeRuns(state, *pw::builtinRegistry().algorithm("queens.v2")); }
BENCHMARK(BM_QueensV2BuiltIn)->Arg(8)->Arg(12)->UseManualTime()->Unit(benchmark::kMillisecond);

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
    timeRuns(state, version->algorithm());
}
BENCHMARK(BM_QueensV2File)->Arg(8)->Arg(12)->UseManualTime()->Unit(benchmark::kMillisecond);

void BM_OwnCompileAndStart(benchmark::State& state) {
    for (auto _ : state) {
        auto version = pw::own::FileVersion::create(exampleV2(), {});
        if (!version->compile().ok()) {
            state.SkipWithError("queens_v2.cpp did not compile");
            return;
        }
        benchmark::DoNotOptimize(run(version->algorithm(), 1).solutions);
    }
}
BENCHMARK(BM_OwnCompileAndStart)->Unit(benchmark::kMillisecond)->Iterations(5);

}  // namespace
