#include "bench_interrupt.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

namespace pw::bench {

namespace {

// The write end of the pipe, for the handler; -1 when no object listens.
std::atomic<int> signalPipe{-1};

constexpr char kInterrupt = 'i';
constexpr char kQuit = 'q';

extern "C" void onInterrupt(int) {
    const int saved = errno;  // write may change it under the interrupted code's feet
    const int fd = signalPipe.load();
    if (fd >= 0) {
        const char byte = kInterrupt;
        [[maybe_unused]] const ssize_t written = ::write(fd, &byte, 1);
    }
    errno = saved;
}

}  // namespace

InterruptStop::InterruptStop() {
    if (::pipe2(pipe_, O_CLOEXEC) != 0) return;  // no pipe: Ctrl+C ends the program as before
    signalPipe.store(pipe_[1]);
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    // Reset after the first: a second Ctrl+C kills, whatever the run is doing. SA_RESTART
    // keeps the reads and waits of the run going.
    action.sa_flags = SA_RESETHAND | SA_RESTART;
    installed_ = ::sigaction(SIGINT, &action, &previous_) == 0;
    watcher_ = std::thread([this] { watch(); });
}

InterruptStop::~InterruptStop() {
    if (installed_) ::sigaction(SIGINT, &previous_, nullptr);
    signalPipe.store(-1);
    if (watcher_.joinable()) {
        const char byte = kQuit;
        [[maybe_unused]] const ssize_t written = ::write(pipe_[1], &byte, 1);
        watcher_.join();
    }
    for (int fd : pipe_)
        if (fd >= 0) ::close(fd);
}

void InterruptStop::watch() {
    for (;;) {
        char byte = 0;
        const ssize_t got = ::read(pipe_[0], &byte, 1);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0 || byte == kQuit) return;
        interrupted_.store(true);
        source_.request_stop();
    }
}

}  // namespace pw::bench
