#pragma once
/// The messages between the workbench and a student's program (the runtime's side is in
/// runtime/, the workbench's in child_run.cpp). Both ends are built from this tree for
/// the same machine, so a message is its struct's bytes, native order, after a header
/// that gives its type and size. The workbench reads whatever arrives as untrusted: a
/// size out of bounds, an unknown type or a short message ends the run as a protocol
/// error, never as a crash.
///
/// - Control pipe (fd 4 in the child), workbench to child: one `Start`, then, in a
///   stepped run, one byte per event: go on.
/// - Message pipe (fd 3), child to workbench: `Began` as the search starts, counters,
///   batches of solutions, in a stepped run each node and each event (after which the
///   child waits for its byte), and how it ended (`Done` with the search's own times).
#include <cstdint>

#include "puzzle_workbench/runtime.h"

namespace pw::own::wire {

constexpr std::uint32_t kMagic = 0x50574f56;  // "PWOV"
/// 2: the sandbox's refusals, the thread limit, a checked run's events and tool stop.
/// 3: the search's start (Began) and its own times in Done, a misused call's column.
constexpr std::uint32_t kVersion = 3;
constexpr int kMessageFd = 3;
constexpr int kControlFd = 4;
/// A checked run's tool (the sanitizers, Valgrind) writes its report here, apart from
/// what the program prints.
constexpr int kReportFd = 6;
/// The largest payload either side accepts (a batch of solutions stays below it).
constexpr std::uint32_t kMaxPayload = 1u << 20;
/// The longest file path and exception text sent.
constexpr std::uint32_t kMaxText = 4096;

enum class Type : std::uint32_t {
    Counters = 1,  ///< a `Counters`
    Solutions,     ///< a `SolutionsHead`, then count × cellsEach int32, then count uint64: each
                   ///< solution's time in ns from the search's start, on the program's clock
    Node,          ///< a `NodeMessage` (stepped runs)
    Event,         ///< an `EventMessage`, then stateSize int32 (stepped runs)
    Misuse,        ///< a `MisuseMessage`: the run stops
    Crash,         ///< a `CrashMessage`: the signal that ends the program
    Exception,     ///< an `ExceptionMessage`, then its what() text
    Done,          ///< a `DoneMessage`: the search is over, every counter sent
    Refused,       ///< a `RefusedMessage`: the program cannot run this start
    Forbidden,     ///< a `ForbiddenMessage`, then a path: the sandbox refused a call, the run ends
    ToolStop,      ///< a `ToolStopMessage`: a checked run's tool found an error (its report is on kReportFd)
    Began,         ///< no payload: the search starts now (the program and its sandbox are up)
};

struct Header {
    std::uint32_t type = 0;
    std::uint32_t size = 0;  ///< bytes of payload after the header
};

/// Start of a run, followed by `cellCount` int32 and `pathBytes` bytes of the source's
/// path as the compiler saw it (a call's `source_location` is matched against it).
struct Start {
    std::uint32_t magic = kMagic;
    std::uint32_t version = kVersion;
    std::int32_t puzzle = 0;  ///< own::Puzzle
    std::int32_t rows = 0, cols = 0, k = 0, torus = 0;
    std::int32_t mode = 0;    ///< 0 first, 1 all, 2 count (pw::Mode)
    std::int32_t traced = 0;
    std::int32_t cellCount = 0;
    std::int32_t pathBytes = 0;
    std::int32_t processes = 0;  ///< RLIMIT_NPROC the program sets for itself, 0: none
    std::int32_t threads = 0;    ///< threads running at once, the first included; 0: no limit
    std::int32_t sandboxed = 1;  ///< 0: run without bubblewrap (--no-sandbox), whose refusals do not apply
    std::uint64_t solutionLimit = 0;  ///< 0: no limit
};

struct SolutionsHead {
    std::uint32_t count = 0;
    std::uint32_t cellsEach = 0;
};

struct NodeMessage {
    std::int32_t depth = 0;
    std::int32_t line = -1;
};

struct EventMessage {
    std::uint32_t kind = 0;  ///< own::Kind
    std::int32_t line = -1;  ///< in the student's file, -1 when the call came from elsewhere
    std::int32_t depth = 0;
    std::int32_t cell = -1;
    std::int32_t value = 0;
    std::int32_t stateSize = 0;
    std::int64_t aux = 0;
};

struct MisuseMessage {
    std::uint32_t what = 0;  ///< own::Misuse
    std::int32_t a = 0, b = 0;
    std::int32_t line = -1;
    std::int32_t column = -1;  ///< of the call's opening parenthesis (GCC), -1 with no line
};

enum class CrashCause : std::int32_t {
    Unknown,
    /// A fault below the program's lowest address while errno says an allocation failed
    /// (ENOMEM): a null that malloc returned, used. The memory limit, not a wild pointer.
    NullAllocation,
};

struct CrashMessage {
    std::int32_t signal = 0;
    std::int32_t cause = 0;  ///< CrashCause
};

enum class ExceptionKind : std::uint32_t { OutOfMemory, Standard, Other };

struct ExceptionMessage {
    std::uint32_t kind = 0;  ///< ExceptionKind; the what() text follows
};

enum class DoneReason : std::uint32_t { Returned, FirstSolution, SolutionLimit };

struct DoneMessage {
    std::uint32_t reason = 0;  ///< DoneReason
    std::uint32_t pad = 0;
    /// The program's own processor time (getrusage): bwrap's reaper does not pass it up.
    std::uint64_t cpuMicros = 0;
    /// The search's own time on the program's clock, from just before it called the
    /// student's `search` to its return (or its stop at the first solution or the limit):
    /// the points a built-in version is timed from. Each solution's comes in its batch.
    std::uint64_t searchNs = 0;
    /// The processor time of that search (its thread's, CLOCK_THREAD_CPUTIME_ID): what a
    /// busy machine's waits leave out, for the benchmark.
    std::uint64_t searchCpuNs = 0;
};

/// What a version may not do (docs/YOUR_VERSION.md, "The sandbox"): the call is refused
/// and the run ends, with this said.
enum class Forbidden : std::uint32_t {
    Process,  ///< fork, vfork, clone of a new process
    Exec,     ///< execve: another program
    Thread,   ///< a thread beyond `Start::threads` at once (the figure)
    Socket,   ///< a socket of any family: the network, or another program on this computer
    File,     ///< a file outside the private /tmp (the path follows)
    Call,     ///< another system call the filter refuses (the figure: its number, -1 unknown)
};

struct ForbiddenMessage {
    std::uint32_t what = 0;   ///< Forbidden
    std::int32_t figure = 0;  ///< the thread limit, the system call's number, or 0
    std::uint32_t write = 0;  ///< File: 1 when the file was opened for writing
    std::uint32_t pad = 0;
};

struct ToolStopMessage {
    std::uint64_t events = 0;  ///< the events before the error (Counters::events)
};

enum class RefusedReason : std::uint32_t { BadStart, OtherPuzzle };

struct RefusedMessage {
    std::uint32_t reason = 0;  ///< RefusedReason
    std::int32_t puzzle = 0;   ///< the puzzle the file was written for, 0 when none
};

}  // namespace pw::own::wire
