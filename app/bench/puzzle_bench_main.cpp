// puzzle-bench: the solvers of the workbench from the command line, over the same
// registry as the GUI. Exit status 0 on success, 2 on bad arguments or bad input, 1 when
// a student's file (--algo FILE.cpp) did not compile, crashed, ran out of time or memory,
// or reported a solution that is not one (with --check: when a file has an error), 130 when
// Ctrl+C stopped the runs (the table of what ran is printed all the same).
#include <unistd.h>

#include <iostream>
#include <memory>

#include "all_puzzles.h"
#include "bench_check.h"
#include "bench_default_boards.h"
#include "bench_interrupt.h"
#include "bench_makers.h"
#include "bench_merge.h"
#include "bench_options.h"
#include "bench_own_versions.h"
#include "bench_progress.h"
#include "bench_report.h"
#include "bench_runner.h"
#include "grade/grade_command.h"

int main(int argc, char** argv) {
    using namespace pw;
    using namespace pw::bench;
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args.front() == "grade")
        return runGradeCommand(std::vector<std::string>(args.begin() + 1, args.end()), std::cout, std::cerr);
    Result<BenchOptions> options = parseBenchOptions(args);
    if (!options) {
        std::cerr << "puzzle-bench: " << options.error() << "\n";
        return 2;
    }
    // Students' files join a copy of the registry, which they outlive.
    Registry registry = builtinRegistry();
    if (options->help) {
        std::cout << benchUsage() << defaultBoardsHelp(registry);
        return 0;
    }
    if (options->list) {
        for (const AlgorithmInfo& a : registry.algorithms())
            std::cout << a.id << "\t" << a.title << (a.multithreaded ? " (threads)" : "") << "\n";
        return 0;
    }
    if (options->rate || options->make) {
        Result<std::size_t> done = options->rate ? printRatings(registry, *options, std::cout)
                                                 : printMadePuzzles(registry, *options, std::cout);
        if (!done) {
            std::cerr << "puzzle-bench: " << done.error() << "\n";
            return 2;
        }
        return 0;
    }
    // --merge: its two versions, files among them compiled as --algo compiles them.
    if (!options->merge.empty()) options.value().algorithms = options->merge;
    Result<OwnVersions> own = addOwnVersions(options.value(), registry);
    if (!own) {
        std::cerr << "puzzle-bench: " << own.error() << "\n";
        return 2;
    }
    if (options->check) return runChecks(registry, *options, *own, std::cout, std::cerr);
    // Ctrl+C stops the run and still prints the table; on a terminal, a run of more than
    // two seconds shows its progress on standard error.
    InterruptStop interrupt;
    if (!options->merge.empty()) {
        options.value().merge = options->algorithms;
        Result<std::vector<MergeRow>> merges = runMerges(registry, *options, interrupt.token());
        if (!merges) {
            std::cerr << "puzzle-bench: " << merges.error() << "\n";
            return 2;
        }
        const bool failed = printOwnMerges(std::cout, merges.value(), *own, options->format);
        return interrupt.interrupted() ? 130 : failed ? 1 : 0;
    }
    std::unique_ptr<ProgressLine> progress;
    if (ProgressLine::wanted(STDERR_FILENO)) progress = std::make_unique<ProgressLine>(STDERR_FILENO);
    Result<std::vector<BenchRow>> rows = runBench(registry, *options, {interrupt.token(), progress.get()});
    progress.reset();  // its line cleared before anything else is written
    if (!rows) {
        std::cerr << "puzzle-bench: " << rows.error() << "\n";
        return 2;
    }
    if (!options->puzzlesFile.empty()) return 0;  // the puzzles were written, nothing was run
    describeOwnRows(rows.value(), *own, registry, *options);
    // CSV and JSON stay one document each: with --profile they hold the profiles only
    // (the usual figures come without it); the table shows both.
    if (!options->profile || options->format == Format::Table) printRows(std::cout, *rows, options->format);
    if (options->profile) printProfiles(std::cout, *rows, options->format);
    if (interrupt.interrupted()) {
        std::cerr << "puzzle-bench: stopped by Ctrl+C";
        const std::size_t asked = options->algorithms.empty() ? registry.algorithmsOf(options->puzzle).size()
                                                              : options->algorithms.size();
        if (rows->size() < asked) std::cerr << "; " << asked - rows->size() << " of " << asked << " versions not run";
        std::cerr << "\n";
        return 130;  // 128 + SIGINT, as a shell reports a program that Ctrl+C ended
    }
    return ownVersionFailed(*rows) ? 1 : 0;
}
