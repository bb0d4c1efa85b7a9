// The runtime's channel to the workbench and the Recorder's out-of-line calls: what a
// student's program does beyond the inline calls of its puzzle header.
#include "child_channel.h"

#include <sys/resource.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>

namespace pw::own {

namespace runtime {

namespace {

constexpr unsigned kPollEvery = 4096;           // nodes between two looks at the clock
constexpr std::uint64_t kSendEveryNs = 25'000'000;  // counters at most every 25 ms
constexpr std::size_t kBatchInts = 16384;       // 64 KiB of solutions per message

}  // namespace

int lineOf(const std::source_location& where) {
    const State& s = state();
    return std::strcmp(where.file_name(), s.path.c_str()) == 0 ? static_cast<int>(where.line()) : -1;
}

namespace {

void sendCounters() {
    if (const Recorder* r = state().current) send(wire::Type::Counters, &Access::counters(*r), sizeof(Counters));
}

}  // namespace

void quit() { _exit(0); }

void forbidden(wire::Forbidden what, int figure, bool write, const char* path) {
    flush();
    const wire::ForbiddenMessage m{static_cast<std::uint32_t>(what), figure, write ? 1u : 0u, 0};
    const std::size_t length = path ? std::min<std::size_t>(std::strlen(path), wire::kMaxText) : 0;
    send(wire::Type::Forbidden, &m, sizeof m, path, length);
    quit();
}

void stopAtError(std::uint64_t events) {
    flush();
    const wire::ToolStopMessage m{events};
    send(wire::Type::ToolStop, &m, sizeof m);
    quit();
}

void finishRun(wire::DoneReason reason) {
    // The search's end: it has returned, or stopped at its first solution or its limit,
    // as a built-in version returns; sending what is left is the workbench's work.
    const std::uint64_t searchNs = monotonicNs() - state().searchStartNs;
    const std::uint64_t searchCpuNs = threadCpuNs() - state().searchStartCpuNs;
    flush();
    rusage self{};
    getrusage(RUSAGE_SELF, &self);
    const auto micros = [](const timeval& t) {
        return static_cast<std::uint64_t>(t.tv_sec) * 1'000'000u + static_cast<std::uint64_t>(t.tv_usec);
    };
    const wire::DoneMessage done{static_cast<std::uint32_t>(reason), 0, micros(self.ru_utime) + micros(self.ru_stime),
                                 searchNs, searchCpuNs};
    send(wire::Type::Done, &done, sizeof done);
    quit();
}

State& state() {
    static State s;
    return s;
}

void send(wire::Type type, const void* payload, std::size_t size, const void* extra, std::size_t extraSize,
          const void* more, std::size_t moreSize) {
    const wire::Header header{static_cast<std::uint32_t>(type), static_cast<std::uint32_t>(size + extraSize + moreSize)};
    iovec parts[4] = {{const_cast<wire::Header*>(&header), sizeof header},
                      {const_cast<void*>(payload), size},
                      {const_cast<void*>(extra), extraSize},
                      {const_cast<void*>(more), moreSize}};
    iovec* next = parts;
    int left = moreSize ? 4 : extraSize ? 3 : 2;
    while (left > 0) {
        const ssize_t written = writev(wire::kMessageFd, next, left);
        if (written < 0) {
            if (errno == EINTR) continue;
            quit();  // the workbench has gone: nobody to tell
        }
        auto done = static_cast<std::size_t>(written);
        while (left > 0 && done >= next->iov_len) {
            done -= next->iov_len;
            ++next;
            --left;
        }
        if (left > 0) {
            next->iov_base = static_cast<char*>(next->iov_base) + done;
            next->iov_len -= done;
        }
    }
}

bool receive(void* data, std::size_t size) {
    auto* at = static_cast<char*>(data);
    while (size > 0) {
        const ssize_t got = read(wire::kControlFd, at, size);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return false;
        at += got;
        size -= static_cast<std::size_t>(got);
    }
    return true;
}

namespace {

std::uint64_t clockNs(clockid_t clock) {
    timespec t{};
    clock_gettime(clock, &t);
    return static_cast<std::uint64_t>(t.tv_sec) * 1'000'000'000u + static_cast<std::uint64_t>(t.tv_nsec);
}

}  // namespace

std::uint64_t monotonicNs() { return clockNs(CLOCK_MONOTONIC); }

std::uint64_t threadCpuNs() { return clockNs(CLOCK_THREAD_CPUTIME_ID); }

void flush() {
    State& s = state();
    if (s.batchCount > 0) {
        const wire::SolutionsHead head{s.batchCount, s.batchCells};
        send(wire::Type::Solutions, &head, sizeof head, s.batch.data(), s.batch.size() * sizeof(std::int32_t),
             s.batchTimes.data(), s.batchTimes.size() * sizeof(std::uint64_t));
        s.batch.clear();
        s.batchTimes.clear();
        s.batchCount = 0;
    }
    sendCounters();
    s.lastSentNs = monotonicNs();
}

}  // namespace runtime

using runtime::state;

void stopAtToolError(std::uint64_t events) { runtime::stopAtError(events); }

const Setup& setup() { return state().setup; }
bool tracing() { return state().start.traced != 0; }

void misuse(Misuse what, int a, int b, const std::source_location& where) {
    runtime::flush();
    const int line = runtime::lineOf(where);
    const wire::MisuseMessage m{static_cast<std::uint32_t>(what), a, b, line,
                                line > 0 ? static_cast<std::int32_t>(where.column()) : -1};
    runtime::send(wire::Type::Misuse, &m, sizeof m);
    runtime::quit();
}

Recorder::Recorder(const int* state, int stateSize)
    : traced_(tracing()), countdown_(traced_ ? 1 : runtime::kPollEvery), state_(state), stateSize_(stateSize) {
    runtime::state().current = this;
}

Recorder::~Recorder() {
    if (runtime::state().current == this) runtime::state().current = nullptr;
}

void Recorder::finish() { runtime::finishRun(wire::DoneReason::Returned); }

void Recorder::poll() {
    runtime::State& s = runtime::state();
    // Every 4,096 nodes, fewer when the nodes are slow (a search that works long between
    // two calls): the counters still come every few tens of milliseconds.
    const std::uint64_t now = runtime::monotonicNs();
    const std::uint64_t since = now - s.lastPollNs;
    s.lastPollNs = now;
    if (since > runtime::kSendEveryNs / 4 && s.pollEvery > 1) s.pollEvery /= 2;
    else if (since < runtime::kSendEveryNs / 64 && s.pollEvery < runtime::kPollEvery) s.pollEvery *= 2;
    countdown_ = traced_ ? 1 : s.pollEvery;
    if (now - s.lastSentNs >= runtime::kSendEveryNs) runtime::flush();
}

void Recorder::report(const int* cells, int count, int depth, const std::source_location& where) {
    (void)depth;
    (void)where;
    runtime::State& s = runtime::state();
    // Each solution's time on the program's clock, as a built-in version's sink reads
    // the clock for each of its solutions: the workbench times them with it.
    const std::uint64_t at = runtime::monotonicNs() - s.searchStartNs;
    ++counters_.reported;
    if (count < 0) count = 0;
    if (s.batchCount > 0 && static_cast<std::uint32_t>(count) != s.batchCells) runtime::flush();
    s.batchCells = static_cast<std::uint32_t>(count);
    s.batch.insert(s.batch.end(), cells, cells + count);
    s.batchTimes.push_back(at);
    ++s.batchCount;
    // Solutions go in batches, with the counters every 25 ms at the latest (poll): a
    // message sent at once would wake the workbench in the middle of the search.
    if (s.batch.size() >= runtime::kBatchInts || traced_) runtime::flush();
    if (s.start.mode == 0) runtime::finishRun(wire::DoneReason::FirstSolution);
    if (s.start.solutionLimit != 0 && counters_.reported >= s.start.solutionLimit)
        runtime::finishRun(wire::DoneReason::SolutionLimit);
}

void Recorder::traceNode(int depth, const std::source_location& where) {
    const wire::NodeMessage m{depth, runtime::lineOf(where)};
    runtime::send(wire::Type::Node, &m, sizeof m);
}

void Recorder::traceEvent(Kind kind, int depth, int cell, int value, std::int64_t aux,
                          const std::source_location& where) {
    runtime::send(wire::Type::Counters, &counters_, sizeof counters_);
    drawState();
    const int size = state_ ? stateSize_ : 0;
    const wire::EventMessage m{static_cast<std::uint32_t>(kind), runtime::lineOf(where), depth, cell, value, size, aux};
    runtime::send(wire::Type::Event, &m, sizeof m, state_, static_cast<std::size_t>(size) * sizeof(int));
    char go = 0;
    if (!runtime::receive(&go, 1)) runtime::quit();  // the workbench stopped the run
}

}  // namespace pw::own
