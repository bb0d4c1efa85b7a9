// puzzle-bench: the solvers of the workbench from the command line, over the same
// registry as the GUI. Exit status 0 on success, 2 on bad arguments or bad input, 1 when
// a student's file (--algo FILE.cpp) did not compile, crashed, ran out of time or memory,
// or reported a solution that is not one.
#include <iostream>

#include "all_puzzles.h"
#include "bench_makers.h"
#include "bench_options.h"
#include "bench_own_versions.h"
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
    if (options->help) {
        std::cout << benchUsage();
        return 0;
    }
    // Students' files join a copy of the registry, which they outlive.
    Registry registry = builtinRegistry();
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
    Result<OwnVersions> own = addOwnVersions(options.value(), registry);
    if (!own) {
        std::cerr << "puzzle-bench: " << own.error() << "\n";
        return 2;
    }
    Result<std::vector<BenchRow>> rows = runBench(registry, *options);
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
    return ownVersionFailed(*rows) ? 1 : 0;
}
