#pragma once
/// One run of a compiled file version: its program started in the sandbox, told the
/// board and the run's options, and read until it ends. Counters come in every few tens
/// of milliseconds (published to the live counters), solutions in batches, each checked
/// by the puzzle's model before it reaches the sink (a wrong one is counted, never
/// stored), and in a stepped run each node and event goes to the stepping tracer, whose
/// return is the child's go. Stop and the budget kill the program within the poll's
/// 10 ms, whatever it is doing. How the run ended is data (RunReport).
#include <cstdint>
#include <string>
#include <vector>

#include "core/search_context.h"
#include "puzzle_rules.h"
#include "puzzle_workbench/runtime.h"

namespace pw::own {

/// The limits of a student's program (setrlimit, and the sandbox's /tmp).
struct RunLimits {
    std::uint64_t memoryBytes = std::uint64_t{1} << 30;
    std::uint64_t cpuSeconds = 600;
    std::uint64_t fileBytes = std::uint64_t{16} << 20;
    int processes = 64;  ///< RLIMIT_NPROC, threads included: a second guard
    /// Threads running at once, the first included (the runtime counts them): a
    /// classroom computer has 4 to 16 processors, and threads past them only share
    /// them; beyond this the run ends, saying so.
    int threads = 16;
};

enum class RunEnd : std::uint8_t {
    Finished,           ///< the search returned, or stopped at the first solution or the limit
    Stopped,            ///< Stop or the budget: the workbench ended it
    Crashed,            ///< a signal: `signal`
    UncaughtException,  ///< `text` holds its what() (empty when it was no std::exception)
    OutOfMemory,        ///< std::bad_alloc under the memory limit
    CpuLimit,
    FileSizeLimit,
    Misuse,             ///< `misuse`, `figures`, `line`
    ExitedEarly,        ///< the program ended before its search returned: `exitStatus`
    ProtocolError,      ///< it sent what the runtime never sends
    OtherPuzzle,        ///< the program was written for another puzzle: `otherPuzzle`
    BoardTooLarge,      ///< the board is larger than the puzzle's header holds
    NotStarted,         ///< the program or the sandbox could not start: `text`, `exitStatus`
    Forbidden,          ///< the sandbox refused a call: `forbidden`, `figures[0]`, `text` (a file's path)
    ToolError,          ///< a checked run's tool reported an error: `toolReport`, `events`
};

struct RunReport {
    RunEnd end = RunEnd::Finished;
    int signal = 0;
    int exitStatus = 0;
    int misuse = 0;  ///< own::Misuse (puzzle_workbench/runtime.h)
    int figures[2] = {0, 0};
    int line = -1;   ///< the student's line of a misuse, -1 when unknown
    int column = -1; ///< and the column of its call's opening parenthesis
    std::string call;  ///< the misused call as the file writes it ("q.place(8, 5)"), or empty
    int otherPuzzle = 0;
    int forbidden = 0;           ///< wire::Forbidden, when `end` is Forbidden
    bool forbiddenWrite = false; ///< a file opened for writing (Forbidden::File)
    /// OutOfMemory: a null that an allocation returned, then used (a fault near address
    /// 0 after malloc failed), rather than a std::bad_alloc.
    bool nullAllocation = false;
    std::string text;
    std::uint64_t reported = 0;  ///< solutions the program reported
    std::uint64_t invalid = 0;   ///< of which the model refused
    std::vector<int> firstInvalid;
    std::string outputTail;      ///< the last of what the program printed
    /// A checked run: the tool's report (the sanitizers', Valgrind's), as it came, up to
    /// kMaxToolReport bytes; and the events the calls made before the run ended (the
    /// error's place in a stepped run: Counters::events).
    std::string toolReport;
    std::uint64_t events = 0;
    bool sandboxed = true;
    RunLimits limits;
    /// Processor time of the program (as it said when it finished) and of its sandbox,
    /// in milliseconds: the benchmark's load-independent side.
    double cpuMs = 0;
    /// The processor time of the search alone, in the program (its thread's), -1 when it
    /// did not finish: the benchmark sets it against a built-in version's.
    double searchCpuMs = -1;
};

struct ProgramToRun {
    std::string program;     ///< outside the sandbox
    std::string compiledAs;  ///< the source's path as the compiler saw it
    std::string workDir;
    bool sandboxed = true;
    /// A checked run: the command the program runs under (Valgrind and its options),
    /// the environment it adds (the sanitizers' options), and a descriptor for the
    /// tool's report (wire::kReportFd), read into RunReport::toolReport.
    std::vector<std::string> under;
    std::vector<std::string> environment;
    bool toolReport = false;
};

/// The most of a tool's report kept (the first error's is a few kilobytes).
constexpr std::size_t kMaxToolReport = 256 * 1024;

RunResult runProgram(const ProgramToRun& program, const PuzzleRules& rules, const Instance& instance,
                     const RunOptions& options, const RunLimits& limits, SearchContext& ctx, RunReport& report);

/// The notice of a report (the codes of OwnNotice, with their figures).
Notice noticeOf(const RunReport& report);

}  // namespace pw::own
