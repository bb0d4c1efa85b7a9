#include "child_run.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <optional>

#include "child_process.h"
#include "message_reader.h"
#include "protocol.h"
#include "sandbox.h"

namespace pw::own {

namespace {

constexpr int kPollMs = 10;  // a stop is honoured within this and a kill

template <class T>
bool readAs(const std::string& payload, T& out, std::size_t exact = sizeof(T)) {
    if (payload.size() < sizeof(T) || (exact != 0 && payload.size() != exact)) return false;
    std::memcpy(&out, payload.data(), sizeof(T));
    return true;
}

bool sendAll(int fd, const void* data, std::size_t size) {
    const auto* at = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t sent = send(fd, at, size, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR) continue;
        if (sent <= 0) return false;
        at += sent;
        size -= static_cast<std::size_t>(sent);
    }
    return true;
}

/// The run in progress: the child, what it said, and what the workbench made of it.
class Run {
public:
    Run(const PuzzleRules& rules, const Instance& instance, const RunOptions& options, SearchContext& ctx,
        RunReport& report)
        : rules_(rules), instance_(instance), options_(options), ctx_(ctx), report_(report), reporter_(ctx),
          solutionSize_(rules.solutionSize(instance)), runStart_(Clock::now()) {}

    bool start(const ProgramToRun& program, const RunLimits& limits);
    void loop();
    RunResult finish();

private:
    void handle(const wire::Header& header, const std::string& payload);
    void readToolReport();
    void counters(const Counters& c);
    void solutions(const std::string& payload);
    void event(const std::string& payload);
    void end(RunEnd how) {
        if (!ended_) report_.end = how;
        if (!endedAt_) endedAt_ = Clock::now();
        ended_ = true;
    }
    void began();
    SearchTimes times(Clock::time_point now) const;
    void protocolError() {
        end(RunEnd::ProtocolError);
        child_.kill();
    }

    const PuzzleRules& rules_;
    const Instance& instance_;
    const RunOptions& options_;
    SearchContext& ctx_;
    RunReport& report_;
    ProgressReporter reporter_;
    std::size_t solutionSize_;
    ChildProcess child_;
    int messages_ = -1;  // read end of the message pipe
    int control_ = -1;   // our end of the control socket
    int toolReport_ = -1;  // read end of a checked run's report pipe
    Stats stats_;
    Counters counters_{};
    bool ended_ = false;     // a message or the workbench said how the run ends
    bool anyMessage_ = false;
    bool stopped_ = false;
    double programCpuMs_ = 0;  // the program's own, from its Done
    // The search's times: the program's own from its Done, else the workbench's clock
    // from the moment the program said its search began.
    Clock::time_point runStart_;
    std::optional<Clock::time_point> began_;
    std::optional<Clock::time_point> endedAt_;
    double firstMs_ = -1;  // the first right solution's, on the program's clock
    double childSearchMs_ = -1;
};

void Run::began() {
    if (began_) return protocolError();
    began_ = Clock::now();
    // The solutions are timed from here, as a built-in version's from its run's start,
    // and the budget is the search's: starting the program is shown apart.
    ctx_.sink().restartClock(*began_);
    ctx_.postponeDeadline(*began_ - runStart_);
}

SearchTimes Run::times(Clock::time_point now) const {
    const auto ms = [](Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); };
    SearchTimes t;
    t.searchMs = 0;
    if (began_) {
        t.searchMs = childSearchMs_ >= 0 ? childSearchMs_ : ms(endedAt_.value_or(now) - *began_);
        t.firstMs = std::min(firstMs_, t.searchMs);
    }
    t.startMs = std::max(0.0, ms(now - runStart_) - t.searchMs);
    return t;
}

bool Run::start(const ProgramToRun& program, const RunLimits& limits) {
    int pipeEnds[2] = {-1, -1}, socketEnds[2] = {-1, -1}, reportEnds[2] = {-1, -1};
    if (!makePipe(pipeEnds) || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, socketEnds) != 0 ||
        (program.toolReport && !makePipe(reportEnds))) {
        report_.text = std::strerror(errno);
        for (int* fd : {&pipeEnds[0], &pipeEnds[1], &socketEnds[0], &socketEnds[1], &reportEnds[0], &reportEnds[1]})
            closeFd(*fd);
        end(RunEnd::NotStarted);
        return false;
    }
    messages_ = pipeEnds[0];
    control_ = socketEnds[0];
    toolReport_ = reportEnds[0];
    int filter = program.sandboxed ? makeSeccompFilter() : -1;
    std::vector<std::string> command = program.under;
    command.push_back(program.sandboxed ? "/work/" + std::filesystem::path(program.program).filename().string()
                                        : program.program);
    std::vector<std::string> environment = cleanEnvironment();
    environment.insert(environment.end(), program.environment.begin(), program.environment.end());
    ChildProcess::Options o;
    o.argv = program.sandboxed ? sandboxCommand(command, {{program.workDir, "/work", false}}, limits.fileBytes,
                                                filter >= 0 ? 5 : -1, environment)
                               : command;
    o.env = environment;
    o.limits = {limits.memoryBytes, limits.cpuSeconds, limits.fileBytes};
    o.descriptors = {{pipeEnds[1], wire::kMessageFd}, {socketEnds[1], wire::kControlFd}};
    if (filter >= 0) o.descriptors.push_back({filter, 5});
    if (reportEnds[1] >= 0) o.descriptors.push_back({reportEnds[1], wire::kReportFd});
    const bool started = child_.start(o);
    closeFd(pipeEnds[1]);
    closeFd(socketEnds[1]);
    closeFd(reportEnds[1]);
    closeFd(filter);
    if (!started) {
        report_.text = std::strerror(child_.error());
        end(RunEnd::NotStarted);
        return false;
    }
    int figures[4] = {};
    std::vector<int> cells;
    rules_.setup(instance_, figures, cells);
    wire::Start s;
    s.puzzle = rules_.wireId;
    s.rows = figures[0];
    s.cols = figures[1];
    s.k = figures[2];
    s.torus = figures[3];
    s.mode = static_cast<std::int32_t>(options_.mode);
    s.traced = ctx_.tracer() ? 1 : 0;
    s.cellCount = static_cast<std::int32_t>(cells.size());
    s.pathBytes = static_cast<std::int32_t>(program.compiledAs.size());
    s.processes = limits.processes;
    s.threads = limits.threads;
    s.sandboxed = report_.sandboxed ? 1 : 0;
    s.solutionLimit = options_.solutionLimit;
    // A program that has already died leaves the control socket closed: the run then
    // ends by what its exit status says.
    if (sendAll(control_, &s, sizeof s) && sendAll(control_, cells.data(), cells.size() * sizeof(int)))
        sendAll(control_, program.compiledAs.data(), program.compiledAs.size());
    fcntl(messages_, F_SETFL, fcntl(messages_, F_GETFL) | O_NONBLOCK);
    if (toolReport_ >= 0) fcntl(toolReport_, F_SETFL, fcntl(toolReport_, F_GETFL) | O_NONBLOCK);
    return true;
}

void Run::readToolReport() {
    char buffer[8192];
    while (toolReport_ >= 0) {
        const ssize_t got = read(toolReport_, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            if (got == 0) closeFd(toolReport_);
            return;
        }
        std::string& kept = report_.toolReport;
        kept.append(buffer, std::min(static_cast<std::size_t>(got), kMaxToolReport - kept.size()));
    }
}

void Run::loop() {
    MessageReader reader;
    wire::Header header;
    std::string payload;
    for (;;) {
        if (!stopped_ && ctx_.stopRequested()) {
            stopped_ = true;
            if (!endedAt_) endedAt_ = Clock::now();
            child_.kill();
        }
        pollfd fds[3] = {{messages_, POLLIN, 0}, {child_.outputFd(), POLLIN, 0}, {toolReport_, POLLIN, 0}};
        ::poll(fds, 3, kPollMs);
        child_.drainOutput();
        readToolReport();
        if (messages_ >= 0 && fds[0].revents != 0) {
            if (!reader.fill(messages_)) closeFd(messages_);
            bool bad = false;
            while (!stopped_ && reader.next(header, payload, bad)) handle(header, payload);
            if (bad) protocolError();
        }
        // The program is over once its pipe is closed (by it or by its death) and it has
        // ended; a program that closed the pipe and goes on is still stopped by Stop.
        if ((messages_ < 0 || stopped_) && child_.poll()) break;
    }
    // A program that ends without a word (killed from outside) ends its search here.
    if (!endedAt_) endedAt_ = Clock::now();
    readToolReport();  // what the tool wrote as the program ended
    closeFd(messages_);
    closeFd(control_);
    closeFd(toolReport_);
}

void Run::handle(const wire::Header& header, const std::string& payload) {
    anyMessage_ = true;
    switch (static_cast<wire::Type>(header.type)) {
    case wire::Type::Counters: {
        Counters c;
        if (!readAs(payload, c)) return protocolError();
        counters(c);
        return;
    }
    case wire::Type::Solutions: return solutions(payload);
    case wire::Type::Node: {
        wire::NodeMessage m;
        if (!readAs(payload, m)) return protocolError();
        if (StepTracer* t = ctx_.tracer()) t->onNode(m.depth);
        return;
    }
    case wire::Type::Event: return event(payload);
    case wire::Type::Misuse: {
        wire::MisuseMessage m;
        if (!readAs(payload, m)) return protocolError();
        report_.misuse = static_cast<int>(m.what);
        report_.figures[0] = m.a;
        report_.figures[1] = m.b;
        report_.line = m.line;
        report_.column = m.column;
        return end(RunEnd::Misuse);
    }
    case wire::Type::Crash: {
        wire::CrashMessage m;
        if (!readAs(payload, m)) return protocolError();
        report_.signal = m.signal;
        if (m.cause == static_cast<std::int32_t>(wire::CrashCause::NullAllocation)) {
            report_.nullAllocation = true;
            return end(RunEnd::OutOfMemory);
        }
        return end(m.signal == SIGXCPU ? RunEnd::CpuLimit : m.signal == SIGXFSZ ? RunEnd::FileSizeLimit : RunEnd::Crashed);
    }
    case wire::Type::Forbidden: {
        wire::ForbiddenMessage m;
        if (!readAs(payload, m, 0) || payload.size() - sizeof m > wire::kMaxText ||
            m.what > static_cast<std::uint32_t>(wire::Forbidden::Call))
            return protocolError();
        report_.forbidden = static_cast<int>(m.what);
        report_.figures[0] = m.figure;
        report_.forbiddenWrite = m.write != 0;
        report_.text = payload.substr(sizeof m);
        return end(RunEnd::Forbidden);
    }
    case wire::Type::ToolStop: {
        wire::ToolStopMessage m;
        if (!readAs(payload, m)) return protocolError();
        report_.events = m.events;
        return end(RunEnd::ToolError);
    }
    case wire::Type::Exception: {
        wire::ExceptionMessage m;
        if (!readAs(payload, m, 0) || payload.size() - sizeof m > wire::kMaxText) return protocolError();
        report_.text = payload.substr(sizeof m);
        return end(m.kind == static_cast<std::uint32_t>(wire::ExceptionKind::OutOfMemory) ? RunEnd::OutOfMemory
                                                                                           : RunEnd::UncaughtException);
    }
    case wire::Type::Done: {
        wire::DoneMessage m;
        if (!readAs(payload, m) || !began_) return protocolError();
        programCpuMs_ = static_cast<double>(m.cpuMicros) / 1e3;
        childSearchMs_ = static_cast<double>(m.searchNs) / 1e6;
        report_.searchCpuMs = static_cast<double>(m.searchCpuNs) / 1e6;
        return end(RunEnd::Finished);
    }
    case wire::Type::Began:
        if (!payload.empty()) return protocolError();
        return began();
    case wire::Type::Refused: {
        wire::RefusedMessage m;
        if (!readAs(payload, m)) return protocolError();
        if (m.reason != static_cast<std::uint32_t>(wire::RefusedReason::OtherPuzzle)) return protocolError();
        report_.otherPuzzle = m.puzzle;
        return end(RunEnd::OtherPuzzle);
    }
    }
    protocolError();
}

void Run::counters(const Counters& c) {
    counters_ = c;
    stats_.nodes = c.nodes;
    stats_.checks = c.checks;
    stats_.prunes = c.prunes;
    for (int i = 0; i < Stats::kExtraCount; ++i)
        if (rules_.childCounters >> i & 1u) stats_.extra[static_cast<std::size_t>(i)] = c.extra[i];
    report_.reported = c.reported;
    report_.events = c.events;
    reporter_.flush(stats_);
}

void Run::solutions(const std::string& payload) {
    wire::SolutionsHead head;
    if (!readAs(payload, head, 0)) return protocolError();
    const std::size_t cells = static_cast<std::size_t>(head.count) * head.cellsEach;
    const std::size_t timesAt = sizeof head + cells * sizeof(int);
    if (head.cellsEach != solutionSize_ || payload.size() != timesAt + head.count * sizeof(std::uint64_t))
        return protocolError();
    std::vector<int> solution(solutionSize_);
    for (std::uint32_t i = 0; i < head.count; ++i) {
        std::memcpy(solution.data(), payload.data() + sizeof head + i * solutionSize_ * sizeof(int),
                    solutionSize_ * sizeof(int));
        std::uint64_t ns = 0;
        std::memcpy(&ns, payload.data() + timesAt + i * sizeof ns, sizeof ns);
        if (rules_.isSolution(instance_, solution)) {
            // Timed as the program timed it, from its search's start: the sink's clock
            // was moved there at Began.
            const double ms = static_cast<double>(ns) / 1e6;
            if (firstMs_ < 0) firstMs_ = ms;
            rules_.credit(instance_, options_, solution, ctx_.sink().total() == 0, stats_);
            ctx_.sink().addAt(solution, ms);
            ++stats_.solutions;
        } else {
            if (report_.invalid++ == 0) report_.firstInvalid = solution;
        }
    }
    stats_.extra[static_cast<std::size_t>(rules_.invalidCounter)] = report_.invalid;
}

void Run::event(const std::string& payload) {
    wire::EventMessage m;
    if (!readAs(payload, m, 0) || m.stateSize < 0 ||
        payload.size() != sizeof m + static_cast<std::size_t>(m.stateSize) * sizeof(int) || m.kind > 7)
        return protocolError();
    std::vector<int> state(static_cast<std::size_t>(m.stateSize));
    std::memcpy(state.data(), payload.data() + sizeof m, state.size() * sizeof(int));
    Event e;
    e.kind = static_cast<EventKind>(m.kind);
    // The pseudo-code view lists the file's lines from 0.
    e.line = static_cast<std::int16_t>(m.line >= 1 && m.line <= 32767 ? m.line - 1 : -1);
    e.depth = static_cast<std::int16_t>(m.depth);
    e.cell = m.cell;
    e.value = m.value;
    e.aux = m.aux;
    if (StepTracer* t = ctx_.tracer()) t->onEvent(e, state);  // waits on the step gate
    if (ctx_.stopRequested()) {
        stopped_ = true;
        if (!endedAt_) endedAt_ = Clock::now();
        child_.kill();
        return;
    }
    const char go = 1;
    sendAll(control_, &go, 1);
}

RunResult Run::finish() {
    child_.kill();  // nothing if it has ended
    const int status = child_.wait();
    const SearchTimes times = this->times(Clock::now());
    report_.cpuMs = child_.cpuMs() + programCpuMs_;
    child_.drainOutput();
    report_.outputTail = child_.outputTail();
    if (stopped_) end(RunEnd::Stopped);  // unless the program had said how it ended
    if (!ended_) {
        // No word from the runtime: the exit status says what happened. bwrap exits with
        // 128 + the signal that ended the program.
        int signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
        if (report_.sandboxed && code > 128 && code < 128 + 65) signal = code - 128;
        report_.exitStatus = code;
        report_.signal = signal;
        if (!anyMessage_ && code != 0 && report_.outputTail.rfind("bwrap:", 0) == 0) {
            report_.text = report_.outputTail;
            report_.end = RunEnd::NotStarted;
        } else {
            report_.end = signal == SIGXCPU ? RunEnd::CpuLimit
                          : signal == SIGXFSZ ? RunEnd::FileSizeLimit
                          : signal != 0       ? RunEnd::Crashed
                                              : RunEnd::ExitedEarly;
            // A call the filter trapped while the program blocked every signal (glibc's
            // posix_spawn, under system(), does): the kernel ends it by SIGSYS before
            // the runtime can say which call.
            if (signal == SIGSYS && report_.sandboxed) {
                report_.end = RunEnd::Forbidden;
                report_.forbidden = static_cast<int>(wire::Forbidden::Call);
                report_.figures[0] = -1;
            }
        }
    }
    std::vector<std::uint64_t> perDepth(std::begin(counters_.depth), std::end(counters_.depth));
    reporter_.nodes(perDepth, 0);
    stats_.extra[static_cast<std::size_t>(rules_.invalidCounter)] = report_.invalid;
    reporter_.flush(stats_);
    RunResult result;
    result.stats = stats_;
    result.completed = report_.end == RunEnd::Finished;
    result.extraValid = rules_.validCounters(instance_, options_, stats_) | (1u << rules_.invalidCounter);
    result.notice = noticeOf(report_);
    result.times = times;
    return result;
}

}  // namespace

RunResult runProgram(const ProgramToRun& program, const PuzzleRules& rules, const Instance& instance,
                     const RunOptions& options, const RunLimits& limits, SearchContext& ctx, RunReport& report) {
    report = {};
    report.sandboxed = program.sandboxed;
    report.limits = limits;
    if (instance.rows > rules.maxRows || instance.cols > rules.maxCols || instance.rows < 1 || instance.cols < 1) {
        report.end = RunEnd::BoardTooLarge;
        RunResult refused;
        refused.completed = false;
        refused.extraValid = 0;
        refused.notice = noticeOf(report);
        refused.notice.values = {instance.rows, instance.cols, rules.maxRows, rules.maxCols};
        return refused;
    }
    Run run(rules, instance, options, ctx, report);
    if (run.start(program, limits)) run.loop();
    return run.finish();
}

}  // namespace pw::own
