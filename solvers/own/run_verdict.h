#pragma once
/// How a run ended, in one of six words that a teacher sorts a class by: the `result`
/// column of puzzle-bench's CSV and JSON (and of a gradebook). Any version's run has
/// one, a built-in version's as well as a student's file's.
///
/// - passed: the run completed and reported no solution that the puzzle's model refuses
///   (puzzle-bench also compares a file's count with the best built-in version's on the
///   same board: a different count is `wrong`, see `bench_own_versions`);
/// - wrong: it reported a solution that the model refuses (`invalid_solutions` > 0);
/// - did not compile: the file did not become a program (a compile error, an empty or
///   binary file, no `search`, its own `main`, another puzzle's header);
/// - crashed: the run ended before its search returned for any other reason than time or
///   memory: a signal (SIGSEGV, SIGABRT...), an uncaught exception, a call the board
///   cannot carry out (a queen off the board), a call the sandbox refuses (a process, a
///   file outside /tmp...), an error a checked run's tool found, an exit, a file past the
///   size limit, a program that could not start; also a built-in version that
///   declines the board without a stop (its message says why);
/// - out of time: stopped by the budget (`--budget`, the comparison's budget), by Stop,
///   or by the processor-time limit of a file's program (a loop that never ends is
///   stopped by one of these);
/// - out of memory: a file's program ran out of its memory limit (std::bad_alloc).
///
/// The words are a fixed vocabulary of the file formats, in English like the JSON keys;
/// the window words a verdict through tr().
#include <cstdint>
#include <string_view>

#include "core/instance.h"

namespace pw::own {

/// In increasing order of gravity: a collection's row takes the gravest of its runs.
enum class Verdict : std::uint8_t { Passed, Wrong, OutOfTime, OutOfMemory, Crashed, DidNotCompile };

/// "passed", "wrong", "did not compile", "crashed", "out of time", "out of memory".
std::string_view verdictWord(Verdict verdict);

/// The verdict of one run from its result, and whether a stop or the budget had been
/// requested when it returned (`SearchContext::stopRequested()`).
Verdict verdictOf(const RunResult& result, bool stopped);

/// The graver of two verdicts.
inline Verdict graver(Verdict a, Verdict b) { return a > b ? a : b; }

}  // namespace pw::own
