#include "bench_makers.h"

#include <fstream>

#include "bench_runner.h"
#include "sudoku/format.h"
#include "sudoku/rating.h"

namespace pw::bench {

namespace {

std::string verdictWord(sudoku::Uniqueness verdict) {
    switch (verdict) {
    case sudoku::Uniqueness::None: return "none";
    case sudoku::Uniqueness::Several: return "several";
    case sudoku::Uniqueness::Invalid: return "invalid";
    case sudoku::Uniqueness::Unique: break;
    }
    return {};
}

}  // namespace

Result<std::size_t> printRatings(const Registry& registry, const BenchOptions& options, std::ostream& out) {
    const PuzzleInfo* puzzle = registry.puzzle("sudoku");
    if (!puzzle) return Error{"this build has no sudoku"};
    if (options.inputFile.empty()) return Error{"--rate needs an --input file of puzzles"};
    Result<std::vector<Instance>> instances = loadInstances(*puzzle, options);
    if (!instances) return Error{instances.error()};
    for (const Instance& instance : *instances) {
        const sudoku::Rating rating = sudoku::rate(instance);
        out << sudoku::formatLine(sudoku::givensOf(instance)) << ' ';
        if (rating.verdict == sudoku::Uniqueness::Unique)
            out << sudoku::levelName(rating.level) << ' ' << rating.score << '\n';
        else
            out << verdictWord(rating.verdict) << " -\n";
    }
    return instances->size();
}

Result<std::size_t> printMadePuzzles(const Registry& registry, const BenchOptions& options, std::ostream& out) {
    const PuzzleInfo* puzzle = registry.puzzle(options.puzzle);
    if (!puzzle) return Error{"unknown puzzle '" + options.puzzle + "'"};
    if (!puzzle->makePuzzle) return Error{options.puzzle + " has no puzzle maker"};
    std::ofstream solutions;
    if (!options.solutionsFile.empty()) {
        solutions.open(options.solutionsFile, std::ios::binary | std::ios::trunc);
        if (!solutions) return Error{"cannot write " + options.solutionsFile};
    }
    for (int i = 0; i < options.make; ++i) {
        const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(i);
        Result<MadePuzzle> made = puzzle->makePuzzle(options.size, options.level, seed, {});
        if (!made) return Error{made.error()};
        out << "# " << options.puzzle << ' ' << made->level << " score " << made->score << " seed " << seed << '\n'
            << puzzle->formatInstance(made->puzzle);
        if (solutions) solutions << puzzle->formatSolution(made->puzzle, made->solution) << '\n';
    }
    if (solutions) {
        solutions.close();
        if (!solutions) return Error{"cannot write " + options.solutionsFile};
    }
    return static_cast<std::size_t>(options.make);
}

}  // namespace pw::bench
