#include "terminal_child.h"

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>

namespace pw::test {

namespace {

[[noreturn]] void execute(const std::vector<std::string>& argv, const std::vector<std::string>& environment) {
    for (const std::string& variable : environment) {
        const auto equals = variable.find('=');
        ::setenv(variable.substr(0, equals).c_str(), variable.substr(equals + 1).c_str(), 1);
    }
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    ::execv(args[0], args.data());
    ::_exit(127);
}

}  // namespace

Child::Child(const std::vector<std::string>& argv, const std::vector<std::string>& environment, bool onTerminal) {
    if (onTerminal) {
        winsize size{};
        size.ws_col = 120;
        size.ws_row = 40;
        pid_ = ::forkpty(&fd_, nullptr, nullptr, &size);
        if (pid_ == 0) execute(argv, environment);
        return;
    }
    int ends[2];
    if (::pipe2(ends, O_CLOEXEC) != 0) return;
    pid_ = ::fork();
    if (pid_ == 0) {
        const int null = ::open("/dev/null", O_RDONLY);
        ::dup2(null, 0);
        ::dup2(ends[1], 1);
        ::dup2(ends[1], 2);
        execute(argv, environment);
    }
    ::close(ends[1]);
    fd_ = ends[0];
}

Child::~Child() {
    if (pid_ > 0 && !reaped_) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
    if (fd_ >= 0) ::close(fd_);
}

bool Child::readUntil(const std::function<bool(const std::string&)>& done, std::chrono::milliseconds limit) {
    const auto end = std::chrono::steady_clock::now() + limit;
    while (fd_ >= 0) {
        if (done(output_)) return true;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now());
        if (left.count() <= 0) return false;
        pollfd p{fd_, POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
        char buffer[4096];
        const ssize_t n = ::read(fd_, buffer, sizeof buffer);
        // A pseudo-terminal answers EIO once the program and its children closed it.
        if (n <= 0) {
            ::close(fd_);
            fd_ = -1;
            break;
        }
        output_.append(buffer, static_cast<std::size_t>(n));
    }
    return done(output_);
}

void Child::signal(int number) const {
    if (pid_ > 0) ::kill(pid_, number);
}

int Child::finish(std::chrono::milliseconds limit) {
    const auto end = std::chrono::steady_clock::now() + limit;
    readUntil([](const std::string&) { return false; }, limit);
    int status = 0;
    for (;;) {
        const pid_t got = ::waitpid(pid_, &status, WNOHANG);
        if (got == pid_) break;
        if (std::chrono::steady_clock::now() > end) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, &status, 0);
            reaped_ = true;
            return -1;
        }
        ::usleep(20'000);
    }
    reaped_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

TempDir::TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "pw-terminal-test-XXXXXX").string();
    path_ = ::mkdtemp(pattern.data()) ? pattern : std::string();
}

TempDir::~TempDir() {
    std::error_code e;
    if (!path_.empty()) std::filesystem::remove_all(path_, e);
}

}  // namespace pw::test
