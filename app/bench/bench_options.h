#pragma once
/// The command line of `puzzle-bench`, parsed into one struct. Every puzzle shares it;
/// a puzzle reads the size fields it needs through its `makeInstance`.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/instance.h"
#include "core/result.h"

namespace pw::bench {

enum class Format { Table, Csv, Json };

struct BenchOptions {
    bool list = false;
    bool help = false;
    std::string puzzle;
    SizeRequest size;
    std::string inputFile;
    std::string solutionsFile;         ///< --solutions OUT: each puzzle's first solution
    std::vector<std::string> algorithms;  ///< empty = every version of the puzzle
    Mode mode = Mode::All;
    /// --mode unique (sudoku): each search stops at its second solution, and every
    /// instance is reported unique, several or none.
    bool uniqueness = false;
    double budgetSeconds = 0;          ///< 0 = no budget
    unsigned threads = 0;
    bool symmetryClasses = false;
    std::size_t keep = 10000;
    Format format = Format::Table;
    bool profile = false;              ///< --profile: print the nodes per depth too
    /// --min-time S: after one untimed pass over the instances (the warm-up, whose
    /// counters are reported), passes are repeated until S seconds have passed, and the
    /// time is their mean, as tdoku's run_benchmark times a collection. 0: one timed pass.
    double minSeconds = 0;
    /// --isomorphs SEED (sudoku): each puzzle replaced by an isomorph drawn from SEED
    /// (sudoku/isomorph.h) before anything runs.
    std::optional<std::uint64_t> isomorphSeed;
    std::string puzzlesFile;           ///< --write-puzzles OUT: the puzzles as they would run; nothing is solved
    /// --no-sandbox: students' files (--algo FILE.cpp) compile and run without
    /// bubblewrap, where it cannot start; never the default.
    bool noSandbox = false;
    /// --check: the files of --algo built with checks (AddressSanitizer, UBSan, then
    /// Valgrind's memcheck) and run on the board, one line each: the first error with
    /// its line, or "no error found" (bench_check.h). --budget bounds each check.
    bool check = false;
    bool rate = false;                 ///< --rate (sudoku): each puzzle's level and score
    int make = 0;                      ///< --make N: N new puzzles from the puzzle's maker
    std::string level;                 ///< --level L: the maker's level
    std::uint64_t seed = 1;            ///< --seed S: the first puzzle's seed (S, S+1, ...)
    /// --merge A,B: the two versions (ids or students' files) whose search trees are
    /// merged (bench_merge.h) instead of a run of each.
    std::vector<std::string> merge;
};

/// Parses argv[1..]; an error message names the offending argument.
Result<BenchOptions> parseBenchOptions(const std::vector<std::string>& args);

std::string benchUsage();

}  // namespace pw::bench
