#pragma once
/// The runtime's own state in a student's program: the start it read, the entries the
/// puzzle headers registered, the board being searched, and the message pipe to the
/// workbench. Internal to the runtime library (runtime/*.cpp).
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "protocol.h"

namespace pw::own::runtime {

struct State {
    wire::Start start;
    Setup setup;
    std::vector<int> cells;
    std::string path;  ///< the source as the compiler named it
    std::vector<std::pair<int, Entry>> entries;
    Recorder* current = nullptr;  ///< the board of the running search
    // The solutions not sent yet, and when the counters were last sent.
    std::vector<std::int32_t> batch;
    std::vector<std::uint64_t> batchTimes;  ///< each solution's, in ns from the search's start
    std::uint32_t batchCount = 0;
    std::uint32_t batchCells = 0;
    std::uint64_t lastSentNs = 0;
    std::uint64_t lastPollNs = 0;
    unsigned pollEvery = 4096;  ///< nodes between two polls, fewer when nodes are slow
    /// The search's start on the program's clock, and its thread's processor time then.
    std::uint64_t searchStartNs = 0;
    std::uint64_t searchStartCpuNs = 0;
};

/// What the runtime reads of a board class (a friend of Recorder).
struct Access {
    static const Counters& counters(const Recorder& r) { return r.counters_; }
};

/// The one state of the program (a function's static: the headers register their
/// entries during static initialisation, before `main`).
State& state();

/// Writes one message (header, payload, then `extra` and `more`), or ends the program quietly when
/// the workbench has gone. Not for signal handlers (see child_guard.cpp).
void send(wire::Type type, const void* payload, std::size_t size, const void* extra = nullptr,
          std::size_t extraSize = 0, const void* more = nullptr, std::size_t moreSize = 0);

/// Reads exactly `size` bytes of the control pipe; false when it closed.
bool receive(void* data, std::size_t size);

std::uint64_t monotonicNs();
/// The processor time of the calling thread.
std::uint64_t threadCpuNs();

/// Sends the batch of solutions and the counters of the running search.
void flush();

/// Sends the last solutions and counters, then `Done`, and ends the program.
[[noreturn]] void finishRun(wire::DoneReason reason);
/// A checked run's tool found an error after `events` events: said, and the program ends.
[[noreturn]] void stopAtError(std::uint64_t events);
/// Ends the program at once, quietly (the workbench has gone or stopped the run).
[[noreturn]] void quit();
/// The call's line in the student's file, or -1 when it was made elsewhere.
int lineOf(const std::source_location& where);

/// Installs the crash and exception reports (child_guard.cpp); called first by `main`.
void installGuards();
/// True in a program built with the sanitizers (a checked build).
bool sanitized();
/// Sends the sanitizers' reports to wire::kReportFd when the workbench gave it.
void claimToolReport();
/// A sanitizer has reported an error: the solutions, the counters and the events so
/// far are sent (by write(), which a signal handler's context allows).
void onToolDeath();

/// Ends the run because the sandbox refused what the program asked: the counters and
/// the refusal (with `path` for a file) are sent, and the program ends. Not for signal
/// handlers.
[[noreturn]] void forbidden(wire::Forbidden what, int figure, bool write = false, const char* path = nullptr);

/// The runtime's own seccomp filter, which traps exec (sandbox_guard.cpp): bwrap must
/// exec the program after the workbench's filter is in place, so that filter cannot.
void installExecGuard();
/// The threads running at once are counted (thread_guard.cpp): past the limit the run
/// ends with a Forbidden::Thread. The limit is `Start::threads` once read.
void installThreadGuard();
void setThreadLimit(int threads);
/// Opens of a file outside what the sandbox shows, refused, end the run (file_guard.cpp).
void installFileGuard();

}  // namespace pw::own::runtime
