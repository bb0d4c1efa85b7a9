#include "child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace pw::own {

namespace {

void setLimit(int resource, std::uint64_t soft, std::uint64_t hard) {
    const rlimit limit{static_cast<rlim_t>(soft), static_cast<rlim_t>(hard)};
    setrlimit(resource, &limit);
}

}  // namespace

bool makePipe(int ends[2]) { return pipe2(ends, O_CLOEXEC) == 0; }

void closeFd(int& fd) {
    if (fd >= 0) close(fd);
    fd = -1;
}

ChildProcess::~ChildProcess() {
    if (pid_ > 0 && !status_) {
        kill();
        wait();
    }
    closeFd(output_);
}

bool ChildProcess::start(const Options& options) {
    int out[2];
    if (options.argv.empty() || !makePipe(out)) {
        error_ = options.argv.empty() ? EINVAL : errno;
        return false;
    }
    // Everything the child needs is made before fork: after it, only async-signal-safe
    // calls (the workbench has threads).
    std::vector<char*> argv, envp;
    for (const std::string& a : options.argv) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    for (const std::string& e : options.env) envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);
    const std::vector<std::pair<int, int>> fds = options.descriptors;
    int highest = 2;
    for (const auto& [from, to] : fds) highest = std::max(highest, to);
    const ProcessLimits limits = options.limits;

    const pid_t pid = fork();
    if (pid < 0) {
        error_ = errno;
        closeFd(out[0]);
        closeFd(out[1]);
        return false;
    }
    if (pid == 0) {
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL);  // the workbench gone, its children go too
        // Each descriptor moves above every target first, so that moving one cannot
        // overwrite another that is still to move.
        int moved[16];
        const std::size_t count = std::min<std::size_t>(fds.size(), 16);
        for (std::size_t i = 0; i < count; ++i) moved[i] = fcntl(fds[i].first, F_DUPFD, highest + 1);
        const int devNull = open("/dev/null", O_RDONLY);
        dup2(devNull, 0);
        dup2(out[1], 1);
        dup2(out[1], 2);
        // Nothing else of the workbench's is left open in the child.
        close_range(3, static_cast<unsigned>(highest), 0);
        for (std::size_t i = 0; i < count; ++i) dup2(moved[i], fds[i].second);
        close_range(static_cast<unsigned>(highest + 1), ~0u, 0);
        if (limits.memoryBytes) setLimit(RLIMIT_AS, limits.memoryBytes, limits.memoryBytes);
        if (limits.cpuSeconds) setLimit(RLIMIT_CPU, limits.cpuSeconds, limits.cpuSeconds + 1);
        if (limits.fileBytes) setLimit(RLIMIT_FSIZE, limits.fileBytes, limits.fileBytes);
        setLimit(RLIMIT_CORE, 0, 0);
        execve(argv[0], argv.data(), envp.data());
        _exit(127);
    }
    pid_ = pid;
    setpgid(pid, pid);  // also here: a kill right after start must reach the group
    closeFd(out[1]);
    output_ = out[0];
    fcntl(output_, F_SETFL, fcntl(output_, F_GETFL) | O_NONBLOCK);
    return true;
}

void ChildProcess::drainOutput() {
    char buffer[8192];
    while (output_ >= 0) {
        const ssize_t got = read(output_, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            if (got == 0) closeFd(output_);
            return;
        }
        const auto n = static_cast<std::size_t>(got);
        if (all_.size() < kOutputMax) all_.append(buffer, std::min(n, kOutputMax - all_.size()));
        tail_.append(buffer, n);
        if (tail_.size() > kOutputTail) tail_.erase(0, tail_.size() - kOutputTail);
    }
}

void ChildProcess::kill() {
    if (pid_ <= 0 || status_) return;
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL);
}

namespace {
double milliseconds(const timeval& t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; }
}  // namespace

int ChildProcess::wait() {
    while (pid_ > 0 && !status_) {
        int status = 0;
        rusage usage{};
        const pid_t got = wait4(pid_, &status, 0, &usage);
        if (got == pid_) {
            status_ = status;
            cpuMs_ = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime);
        } else if (got < 0 && errno != EINTR) {
            status_ = 0;
        }
    }
    return status_.value_or(0);
}

std::optional<int> ChildProcess::poll() {
    if (pid_ > 0 && !status_) {
        int status = 0;
        rusage usage{};
        if (wait4(pid_, &status, WNOHANG, &usage) == pid_) {
            status_ = status;
            cpuMs_ = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime);
        }
    }
    return status_;
}

}  // namespace pw::own
