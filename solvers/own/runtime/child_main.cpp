// The `main` of a student's program: reads the start, runs the search the puzzle's
// header registered, and reports what happened. It shares its object file with
// `registerEntry`, which every puzzle header calls: a file that defines its own `main`
// therefore fails to link with "multiple definition of `main'", which the workbench
// words, instead of running without the runtime.
#include <sys/resource.h>

#include <csignal>

#include "child_channel.h"

namespace pw::own {

bool registerEntry(int puzzle, Entry entry) {
    runtime::state().entries.emplace_back(puzzle, entry);
    return true;
}

namespace {

// The sizes a start may name: far beyond any board the headers hold, so that a damaged
// start is refused before anything is allocated for it.
constexpr std::int32_t kMaxSide = 4096;
constexpr std::int32_t kMaxCells = 1 << 22;

void refuse(wire::RefusedReason reason, int puzzle) {
    const wire::RefusedMessage m{static_cast<std::uint32_t>(reason), puzzle};
    runtime::send(wire::Type::Refused, &m, sizeof m);
}

bool readStart(runtime::State& s) {
    wire::Start& start = s.start;
    if (!runtime::receive(&start, sizeof start)) return false;
    if (start.magic != wire::kMagic || start.version != wire::kVersion) return false;
    if (start.rows < 0 || start.rows > kMaxSide || start.cols < 0 || start.cols > kMaxSide) return false;
    if (start.cellCount < 0 || start.cellCount > kMaxCells) return false;
    if (start.pathBytes < 0 || static_cast<std::uint32_t>(start.pathBytes) > wire::kMaxText) return false;
    s.cells.resize(static_cast<std::size_t>(start.cellCount));
    s.path.resize(static_cast<std::size_t>(start.pathBytes));
    if (!runtime::receive(s.cells.data(), s.cells.size() * sizeof(int))) return false;
    if (!runtime::receive(s.path.data(), s.path.size())) return false;
    s.setup = {start.rows, start.cols, start.k, start.torus != 0, s.cells.data(), start.cellCount};
    return true;
}

}  // namespace

}  // namespace pw::own

int main() {
    using namespace pw::own;
    runtime::installGuards();
    runtime::State& s = runtime::state();
    if (!readStart(s)) {
        refuse(wire::RefusedReason::BadStart, 0);
        return 0;
    }
    // Threads of the student's own: counted by the runtime (thread_guard.cpp); the
    // process limit is a second guard, for what bypasses pthread_create (the sandbox
    // also refuses new processes; see sandbox.cpp).
    if (s.start.processes > 0) {
        const rlimit processes{static_cast<rlim_t>(s.start.processes), static_cast<rlim_t>(s.start.processes)};
        setrlimit(RLIMIT_NPROC, &processes);
    }
    runtime::setThreadLimit(s.start.threads);
    for (const auto& [puzzle, entry] : s.entries)
        if (puzzle == s.start.puzzle) {
            // The program and its sandbox are up: what follows is the search, timed from
            // here as a built-in version is timed from its run's call.
            runtime::send(wire::Type::Began, nullptr, 0);
            s.searchStartCpuNs = runtime::threadCpuNs();
            s.searchStartNs = s.lastSentNs = s.lastPollNs = runtime::monotonicNs();
            entry();  // the search, then finish(): never returns
        }
    refuse(wire::RefusedReason::OtherPuzzle, s.entries.empty() ? 0 : s.entries.front().first);
    return 0;
}
