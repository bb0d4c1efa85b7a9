#pragma once
/// "Check my version": the student's file built a second time with checks, run on the
/// board, and the first error it makes named with its line.
///
/// Which tool for which bug (each catches at the moment of the bug, where the -O2 build
/// may go on as if nothing happened, or crash far away):
/// - AddressSanitizer and UBSan, one build (-O1 -g -fsanitize=address,undefined), run
///   first: a write through a null pointer (which -O2 may simply drop), an index past an
///   array (UBSan's bounds check names the index and the array's size), a heap block
///   read past its end, memory used after delete, a double delete, signed `int`
///   overflow, a division by zero, a shift too wide, a function without its `return`, a
///   recursion too deep. They slow a program about twice, so any board runs.
/// - Valgrind's memcheck, on a build without sanitizers, run when the first found
///   nothing: a value never set, used in a condition, an address or a call. ASan does
///   not see those, and MSan, which does, is clang's alone and needs a libstdc++ built
///   for it. memcheck slows a program some thirty times, so it comes second, within
///   what is left of the budget, and only where Valgrind is installed.
///
/// Both checked builds count the events the calls make (Counters::events): the finding
/// comes with how many events came before the error, so that a stepped run of the
/// version can stop there. On a correct file both give the timed run's counters.
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "child_run.h"
#include "compile.h"
#include "tool_report.h"

namespace pw::own {

enum class CheckOutcome : std::uint8_t {
    NoError,            ///< the checks ran to the end and found nothing (see `memcheck`)
    Found,              ///< `finding`, after `events` events
    RunEnded,           ///< the checked run ended otherwise (a refusal, a limit, a misuse...): `run`
    Stopped,            ///< Stop, or the budget ran out before the sanitized run ended
    NotCompiled,        ///< the file does not compile: `compile` says why
    SanitizersMissing,  ///< the sanitized build does not link: no libasan or libubsan (`compile`)
};

/// How far the second check (memcheck) went.
enum class MemcheckState : std::uint8_t {
    Ran,           ///< to the end of the run
    NotNeeded,     ///< the sanitizers found the error, or the run ended before
    NotInstalled,  ///< no Valgrind here (Debian's package valgrind)
    OutOfTime,     ///< the budget ran out during it
    Failed,        ///< it could not build or start (`memcheckRun` says how it ended)
};

struct CheckSettings {
    double budgetSeconds = 120;  ///< both runs together
    bool memcheck = true;        ///< false: the sanitizers only
    RunLimits limits;
};

struct CheckReport {
    CheckOutcome outcome = CheckOutcome::NoError;
    MemcheckState memcheck = MemcheckState::NotNeeded;
    std::optional<ToolFinding> finding;
    /// Found: the events the calls made before the error (a stepped run shows the last
    /// of them, then the error's line); `eventsKnown` false when the tool's report came
    /// without the runtime's word (the program ended otherwise).
    std::uint64_t events = 0;
    bool eventsKnown = false;
    RunResult result;   ///< the sanitized run's counters
    RunReport run;      ///< how the sanitized run ended
    RunResult memcheckResult;
    RunReport memcheckRun;
    CompileReport compile;  ///< the checked build that failed, for NotCompiled and SanitizersMissing
    /// The warnings of the checked builds, each once: at -O1 GCC sees some that -O2
    /// does not (a variable that may be used before it is set).
    std::vector<Diagnostic> warnings;
    double milliseconds = 0;
};

/// The checked programs of a file, kept while its text stays the same.
struct CheckedBuilds {
    CompileReport sanitized;
    CompileReport memcheck;
    std::string language;  ///< of their compiler's messages
};

/// What a check runs on: the version's file and work directory (checked_run.cpp adds
/// its programs beside the timed one).
struct CheckTarget {
    std::string path;
    std::string workDir;
    std::string expectedPuzzle;
    bool sandboxed = true;
    std::string messagesLanguage;  ///< the compiler's (compile.h): its warnings in the dock
};

/// Builds (or takes from `builds`) the checked programs and runs them on `instance`;
/// blocking, within `settings.budgetSeconds`, stopped by `stop`.
CheckReport runCheck(const CheckTarget& target, CheckedBuilds& builds, const Instance& instance,
                     const RunOptions& options, const CheckSettings& settings, std::stop_token stop);

/// Whether Valgrind is installed (found once on PATH).
bool memcheckAvailable();

}  // namespace pw::own
