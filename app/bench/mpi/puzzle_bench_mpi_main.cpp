// puzzle-bench-mpi: puzzle-bench's count mode shared among the processes of an MPI job
// (distributed_count.h), with checkpoints to resume it. Run it under mpirun:
//
//   mpirun -np P puzzle-bench-mpi PUZZLE --size N --mode count [--algo ID] [--threads T]
//          [--unique] [--format table|csv|json] [--checkpoint FILE] [--resume FILE]
//          [--checkpoint-every SECONDS] [--chunk TASKS] [--abort-after-tasks K]
//
// Rank 0 prints puzzle-bench's row for the count; in JSON the row also holds "mpi", the
// job's ranks with their tasks and times. Exit status 0 on success, 2 on bad arguments.
#include <chrono>
#include <cmath>
#include <iostream>
#include <optional>

#include <mpi.h>

#include "all_puzzles.h"
#include "bench_options.h"
#include "bench_report.h"
#include "bench_runner.h"
#include "distributed_count.h"
#include "task_checkpoint.h"

namespace pw::bench {

namespace {

/// puzzle-bench-mpi's own options, besides puzzle-bench's.
struct MpiOptions {
    DistributedOptions count;
    std::string resumeFile;
};

std::string mpiUsage() {
    return "usage: mpirun -np P puzzle-bench-mpi PUZZLE [--size N | --rows R --cols C] [--k K] [--torus]\n"
           "                    --mode count [--algo ID] [--threads T] [--unique] [--format table|csv|json]\n"
           "                    [--checkpoint FILE] [--resume FILE] [--checkpoint-every SECONDS]\n"
           "                    [--chunk TASKS] [--abort-after-tasks K]\n"
           "The count's tasks are shared among the ranks (rank 0 serves them) and the T threads of\n"
           "each rank (default: the CPUs the rank may use). --algo defaults to the puzzle's newest\n"
           "version that counts in parts. --checkpoint FILE: the finished tasks are written to FILE\n"
           "every few seconds (default 5) and at the end; --resume FILE counts only the tasks FILE\n"
           "does not hold, and goes on writing it unless --checkpoint names another file.\n"
           "--chunk TASKS: tasks per thread handed out at once (default: shrinking, at most 16).\n"
           "--abort-after-tasks K (tests): abort the job once K tasks are finished in this run.\n";
}

// Takes puzzle-bench-mpi's own options out of `args`, leaving puzzle-bench's.
Result<MpiOptions> takeMpiOptions(std::vector<std::string>& args) {
    MpiOptions o;
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool ours = a == "--checkpoint" || a == "--resume" || a == "--checkpoint-every" || a == "--chunk" ||
                          a == "--abort-after-tasks";
        if (!ours) {
            rest.push_back(a);
            continue;
        }
        if (i + 1 >= args.size()) return Error{a + " needs a value"};
        const std::string v = args[++i];
        try {
            if (a == "--checkpoint") o.count.checkpointFile = v;
            else if (a == "--resume") o.resumeFile = v;
            else if (a == "--checkpoint-every") o.count.checkpointSeconds = std::stod(v);
            else if (a == "--chunk") o.count.chunkPerThread = std::stoul(v);
            else o.count.abortAfterTasks = std::stoul(v);
        } catch (const std::exception&) {
            return Error{a + " expects a number, not '" + v + "'"};
        }
    }
    if (o.count.checkpointFile.empty()) o.count.checkpointFile = o.resumeFile;
    args = std::move(rest);
    return o;
}

const AlgorithmInfo* chooseAlgorithm(const Registry& registry, const BenchOptions& options, std::string& error) {
    if (options.algorithms.size() > 1) {
        error = "name one version with --algo";
        return nullptr;
    }
    const AlgorithmInfo* chosen = nullptr;
    if (options.algorithms.empty()) {
        for (const AlgorithmInfo* a : registry.algorithmsOf(options.puzzle))
            if (a->splitCount) chosen = a;  // the newest
        if (!chosen) error = "no version of " + options.puzzle + " counts in parts";
        return chosen;
    }
    const std::string& id = options.algorithms.front();
    chosen = registry.algorithm(id);
    if (!chosen) chosen = registry.algorithm(options.puzzle + "." + id);
    if (!chosen || chosen->puzzle != options.puzzle) error = "unknown algorithm '" + id + "' for " + options.puzzle;
    else if (!chosen->splitCount) error = chosen->id + " does not count in parts (see --list: the versions that do)";
    return error.empty() ? chosen : nullptr;
}

nlohmann::ordered_json mpiJson(const DistributedResult& result, int ranks, const std::string& checkpoint,
                               double setupSeconds) {
    nlohmann::ordered_json perRank = nlohmann::ordered_json::array();
    for (const RankFigures& f : result.ranks)
        perRank.push_back({{"rank", f.rank},
                           {"threads", f.threads},
                           {"tasks", f.tasks},
                           {"task_seconds", std::round(f.taskSeconds * 1000.0) / 1000.0},
                           {"wall_seconds", std::round(f.wallSeconds * 1000.0) / 1000.0}});
    nlohmann::ordered_json j;
    j["ranks"] = ranks;
    j["tasks"] = result.tasks;
    j["setup_seconds"] = std::round(setupSeconds * 1000.0) / 1000.0;
    j["resumed_tasks"] = result.resumedTasks;
    j["checkpoint"] = checkpoint.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(checkpoint);
    j["per_rank"] = std::move(perRank);
    return j;
}

// The whole program on every rank; returns the exit status. Errors in the arguments are
// found alike on every rank (each parses the same command line), and printed by rank 0.
int run(int argc, char** argv, int rank, int ranks) {
    auto fail = [&](const std::string& message) {
        if (rank == 0) std::cerr << "puzzle-bench-mpi: " << message << "\n";
        return 2;
    };
    std::vector<std::string> args(argv + 1, argv + argc);
    Result<MpiOptions> mpiOptions = takeMpiOptions(args);
    if (!mpiOptions) return fail(mpiOptions.error());
    Result<BenchOptions> options = parseBenchOptions(args);
    if (!options) return fail(options.error());
    if (options->help) {
        if (rank == 0) std::cout << mpiUsage();
        return 0;
    }
    const Registry& registry = builtinRegistry();
    if (options->list) {
        if (rank == 0)
            for (const AlgorithmInfo& a : registry.algorithms())
                if (a.splitCount) std::cout << a.id << "\t" << a.title << "\n";
        return 0;
    }
    if (options->mode != Mode::Count || options->uniqueness) return fail("only --mode count is shared among processes");
    if (!options->inputFile.empty() || options->budgetSeconds > 0 || options->profile || !options->solutionsFile.empty())
        return fail("--input, --budget, --profile and --solutions are for puzzle-bench");
    const PuzzleInfo* puzzle = registry.puzzle(options->puzzle);
    if (!puzzle) return fail("unknown puzzle '" + options->puzzle + "' (see --list)");
    std::string error;
    const AlgorithmInfo* algorithm = chooseAlgorithm(registry, *options, error);
    if (!algorithm) return fail(error);
    Result<Instance> instance = puzzle->makeInstance(options->size);
    if (!instance) return fail(instance.error());
    const RunOptions runOptions{Mode::Count, 1, options->symmetryClasses, 0};
    // Every rank makes the same task list; its time is not in the count's elapsed_ms
    // (the shading grid's setup finds the maximum and walks the first rows first).
    const auto setupStart = std::chrono::steady_clock::now();
    const std::unique_ptr<TaskSplit> split = algorithm->splitCount(*instance, runOptions);
    const double setupSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - setupStart).count();
    if (!split) return fail(algorithm->id + " cannot split this instance into tasks (try puzzle-bench)");

    TaskCheckpoint start;
    start.identity = {puzzle->id,       algorithm->id, instance->rows, instance->cols, instance->k,
                      instance->torus, options->symmetryClasses, split->taskCount()};
    // Only rank 0 reads the checkpoint; the others learn whether it was good.
    int readError = 0;
    if (rank == 0 && !mpiOptions->resumeFile.empty()) {
        Result<TaskCheckpoint> loaded = loadCheckpoint(mpiOptions->resumeFile);
        if (!loaded) {
            std::cerr << "puzzle-bench-mpi: " << loaded.error() << "\n";
            readError = 1;
        } else if (const std::string why = identityMismatch(start.identity, loaded->identity); !why.empty()) {
            std::cerr << "puzzle-bench-mpi: " << mpiOptions->resumeFile << ": " << why << "\n";
            readError = 1;
        } else {
            start.finished = std::move(loaded->finished);
        }
    }
    MPI_Bcast(&readError, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (readError) return 2;

    DistributedOptions countOptions = mpiOptions->count;
    countOptions.threads = options->threads;
    const DistributedResult result = countDistributed(*split, std::move(start), countOptions, MPI_COMM_WORLD);
    if (rank != 0) return 0;

    BenchRow row;
    row.algorithm = algorithm;
    row.rows = instance->rows;
    row.cols = instance->cols;
    row.instances = 1;
    row.mode = Mode::Count;
    row.stats = result.stats;
    row.extraValid = split->extraValid();
    row.elapsedMs = result.elapsedMs;
    row.threads = result.threads;
    if (options->format == Format::Json) {
        nlohmann::ordered_json j = rowJson(row);
        j["mpi"] = mpiJson(result, ranks, countOptions.checkpointFile, setupSeconds);
        std::cout << "[\n  " << j.dump() << "\n]\n";
    } else {
        printRows(std::cout, {row}, options->format);
    }
    return 0;
}

}  // namespace

}  // namespace pw::bench

int main(int argc, char** argv) {
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    const int status = pw::bench::run(argc, argv, rank, ranks);
    MPI_Finalize();
    return status;
}
