// How a student's program ends badly, told to the workbench before it ends: a signal
// (segmentation fault, abort, CPU or file-size limit) or an exception nobody caught.
// The signal handler only calls write() and raise(), which are async-signal-safe, and
// runs on a stack of its own so that a stack overflow is reported too.
#include <signal.h>
#include <unistd.h>

#include <cstring>
#include <exception>
#include <new>
#include <string>

#include "child_channel.h"

namespace pw::own::runtime {

namespace {

alignas(16) char alternateStack[64 * 1024];

void onSignal(int sig) {
    // The counters so far first (what the search did before it crashed), then the signal.
    if (const Recorder* r = state().current) {
        struct {
            wire::Header header;
            Counters counters;
        } counters{{static_cast<std::uint32_t>(wire::Type::Counters), sizeof(Counters)}, Access::counters(*r)};
        ssize_t ignored = write(wire::kMessageFd, &counters, sizeof counters);
        (void)ignored;
    }
    struct {
        wire::Header header;
        wire::CrashMessage crash;
    } message{{static_cast<std::uint32_t>(wire::Type::Crash), sizeof(wire::CrashMessage)}, {sig}};
    ssize_t ignored = write(wire::kMessageFd, &message, sizeof message);
    (void)ignored;
    // SA_RESETHAND put the default action back: the program ends by this very signal.
    raise(sig);
}

[[noreturn]] void onTerminate() {
    wire::ExceptionKind kind = wire::ExceptionKind::Other;
    std::string what;
    if (std::exception_ptr current = std::current_exception()) {
        try {
            std::rethrow_exception(current);
        } catch (const std::bad_alloc&) {
            kind = wire::ExceptionKind::OutOfMemory;
        } catch (const std::exception& e) {
            kind = wire::ExceptionKind::Standard;
            what = e.what();
        } catch (...) {
        }
    }
    if (what.size() > wire::kMaxText) what.resize(wire::kMaxText);
    flush();  // what the search did and found before it threw
    const wire::ExceptionMessage m{static_cast<std::uint32_t>(kind)};
    send(wire::Type::Exception, &m, sizeof m, what.data(), what.size());
    // The exception is reported: the abort that follows needs no second report.
    signal(SIGABRT, SIG_DFL);
    std::abort();
}

}  // namespace

void installGuards() {
    static bool installed = false;
    if (installed) return;
    installed = true;
    signal(SIGPIPE, SIG_IGN);  // a write to a workbench that has gone fails instead
    stack_t stack{};
    stack.ss_sp = alternateStack;
    stack.ss_size = sizeof alternateStack;
    sigaltstack(&stack, nullptr);
    struct sigaction action {};
    action.sa_handler = onSignal;
    action.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ})
        sigaction(sig, &action, nullptr);
    std::set_terminate(onTerminate);
}

namespace {
// Before the static initialisers of the student's file (priority 101 runs before the
// default): a crash there is reported too.
[[gnu::constructor(101)]] void installEarly() { installGuards(); }
}  // namespace

}  // namespace pw::own::runtime
