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
// counter; `search_cpu_ms` is the search's processor time, on a shared machine the
// steadier figure; BM_OwnCompileAndStart is what a save costs before the first run: the file
// read and compiled by g++ in the sandbox, then run on 1 queen. On a loaded machine,
// compare runs made side by side (--benchmark_repetitions, interleaved). The file on
// N = 8 needs thousands of program starts to fill the default minimum of manual time:
// scripts/own-version-overhead measures the same pair faster, with puzzle-bench
// --min-time (whose minimum counts the starts), for docs/PERFORMANCE.md.
#include <benchmark/benchmark.h>

#include <time.h>

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
    double searchCpuMs = 0;
};

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// One run: the search's time (the file's from inside its program), the start apart, and
// the search's processor time (its thread's: the built-in's here, the file's in its
// program), which the waits of a busy machine leave out.
Timed run(const pw::AlgorithmInfo& algorithm, int n, const pw::own::FileVersion* file = nullptr) {
    pw::SolutionSink sink(0);
    pw::SearchContext ctx(sink);
    const auto start = pw::Clock::now();
    const double cpu = threadCpuMs();
    const pw::RunResult result = pw::runAlgorithm(algorithm, queens(n), {pw::Mode::Count, 1, false}, ctx);
    const double cpuMs = threadCpuMs() - cpu;
    const double wallMs = std::chrono::duration<double, std::milli>(pw::Clock::now() - start).count();
    return {result.stats.solutions, result.times.measured() ? result.times.searchMs : wallMs, result.times.startMs,
            file ? file->lastRun().searchCpuMs : cpuMs};
}

void timeRuns(benchmark::State& state, const pw::AlgorithmInfo& algorithm, const pw::own::FileVersion* file = nullptr) {
    const int n = static_cast<int>(state.range(0));
    double startMs = 0, searchCpuMs = 0;
    for (auto _ : state) {
        const Timed t = run(algorithm, n, file);
        if (t.solutions != expectedSolutions(n)) state.SkipWithError("wrong count");
        state.SetIterationTime(t.searchMs / 1000.0);
        startMs += t.startMs;
        searchCpuMs += t.searchCpuMs;
    }
    const auto perRun = [&](double total) { return benchmark::Counter(total / static_cast<double>(state.iterations())); };
    state.counters["start_ms"] = perRun(startMs);
    state.counters["search_cpu_ms"] = perRun(searchCpuMs);
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
    timeRuns(state, version->algorithm(), version.get());
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
