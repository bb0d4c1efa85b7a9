#pragma once
/// `puzzle-bench PUZZLE --algo FILES --check`: each student's file built with checks
/// and run on the board (solvers/own/checked_run.h), one line each: its first error
/// with the file and the line ("queens_null.cpp:8: writes through a null pointer"), or
/// "no error found" with the counters of the checked run. The sentences are English,
/// made here from the solvers' data; the grader calls the same functions.
#include <iosfwd>
#include <string>

#include "bench_options.h"
#include "bench_own_versions.h"
#include "own/checked_run.h"

namespace pw::bench {

/// The finding in one English sentence, after "line N of FILE: " when the line is known
/// ("line 14 of queens.cpp: reads `rows[8]`, past the end of an array of 8"), as a
/// misused call is said (runEndSentence).
std::string findingSentence(const std::string& file, const own::ToolFinding& finding, const own::RunLimits& limits = {});

/// The check's outcome in one English sentence (the file named with its line, if any).
std::string checkSentence(const own::FileVersion& version, const own::CheckReport& report);

/// Checks every file version of `own` on the first instance of `options` and prints a
/// line (or a CSV or JSON row) for each; the exit status: 0 when no file has an error,
/// 1 when one has, 2 for bad input.
int runChecks(const Registry& registry, const BenchOptions& options, const OwnVersions& own, std::ostream& out,
              std::ostream& err);

}  // namespace pw::bench
