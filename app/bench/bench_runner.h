#pragma once
/// Runs the chosen versions of a puzzle on its instances, one version after the other
/// (fair timing), and collects one row per version.
#include <stop_token>
#include <string>
#include <vector>

#include "bench_options.h"
#include "core/registry.h"
#include "own/run_verdict.h"

namespace pw::bench {

struct BenchRow {
    const AlgorithmInfo* algorithm = nullptr;
    int rows = 0, cols = 0;
    std::size_t instances = 0;
    Mode mode = Mode::All;
    Stats stats;              ///< summed over instances; `solutions` as well
    std::uint32_t extraValid = ~0u;  ///< see RunResult::extraValid
    double firstMs = -1;      ///< first solution of the first instance that has one
    double elapsedMs = 0;     ///< solving time of one pass, file reading excluded (the mean with --min-time)
    /// A file version's time outside its searches (its program and sandbox started and
    /// ended, RunResult::times), left out of `elapsedMs`; -1 for a version timed whole.
    double startMs = -1;
    std::size_t passes = 1;   ///< timed passes over the instances (--min-time repeats them)
    bool completed = true;
    /// How the row's runs ended (the gravest of its instances'): the `result` column.
    own::Verdict verdict = own::Verdict::Passed;
    bool interrupted = false;  ///< stopped by Ctrl+C (bench_interrupt.h), not by the budget
    unsigned threads = 1;
    std::string message;
    bool uniqueness = false;  ///< --mode unique: the next three are filled
    /// --mode unique: how many instances have exactly one solution, several, none.
    std::size_t unique = 0, several = 0, none = 0;
    /// Nodes at each depth (decisions from the root), summed over the instances.
    std::vector<std::uint64_t> nodesPerDepth;
};

class ProgressLine;

/// What watches the runs from outside: Ctrl+C's stop token (a stopped row ends the
/// bench: the versions after it are not run), and the progress line on a terminal.
struct RunWatch {
    std::stop_token stop;
    ProgressLine* progress = nullptr;
};

/// The instances of --input (every puzzle of the file), the one --size makes, or with
/// neither the puzzle's default board (bench_default_boards.h).
Result<std::vector<Instance>> loadInstances(const PuzzleInfo& puzzle, const BenchOptions& options);

/// Thrown-free: a problem with the arguments or the input comes back as an error.
Result<std::vector<BenchRow>> runBench(const Registry& registry, const BenchOptions& options,
                                       const RunWatch& watch = {});

}  // namespace pw::bench
