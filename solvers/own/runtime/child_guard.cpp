// How a student's program ends badly, told to the workbench before it ends: a signal
// (segmentation fault, abort, CPU or file-size limit), a call the sandbox refuses (its
// seccomp filter traps it: SIGSYS), or an exception nobody caught. The signal handlers
// only call write(), sigaction() and raise(), which are async-signal-safe, and run on a
// stack of their own so that a stack overflow is reported too.
//
// In a checked build the sanitizers (-fsanitize=address,undefined) handle the faults
// themselves: their report, which names the line, is the point. The runtime then leaves
// SIGSEGV, SIGBUS and SIGFPE to them, sends their report to the workbench's descriptor
// (wire::kReportFd) instead of the program's standard error, and tells the workbench the
// counters and the events so far when they end the program.
#include <fcntl.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <exception>
#include <new>
#include <string>

#include "child_channel.h"

// The sanitizers' interface (<sanitizer/common_interface_defs.h>), weak: null in a
// program built without them. The runtime itself is never built with them.
extern "C" {
[[gnu::weak]] void __sanitizer_set_report_fd(void* fd);
[[gnu::weak]] void __sanitizer_set_death_callback(void (*callback)());
}

// The first byte of the program's image, from the linker: below it a PIE process has
// nothing mapped but what it asked for, so a fault there comes from a pointer near null.
extern "C" char __executable_start;

namespace pw::own::runtime {

namespace {

alignas(16) char alternateStack[64 * 1024];

// Writes one message with write() alone (a signal handler's or a dying program's).
void writeMessage(wire::Type type, const void* payload, std::uint32_t size) {
    struct {
        wire::Header header;
        char payload[64];
    } message{{static_cast<std::uint32_t>(type), size}, {}};
    std::memcpy(message.payload, payload, size);
    ssize_t ignored = write(wire::kMessageFd, &message, sizeof(wire::Header) + size);
    (void)ignored;
}

// The counters so far (what the search did before it ended).
void writeCounters() {
    if (const Recorder* r = state().current) {
        struct {
            wire::Header header;
            Counters counters;
        } counters{{static_cast<std::uint32_t>(wire::Type::Counters), sizeof(Counters)}, Access::counters(*r)};
        ssize_t ignored = write(wire::kMessageFd, &counters, sizeof counters);
        (void)ignored;
    }
}

void onSignal(int sig, siginfo_t* info, void*) {
    const int error = errno;  // before anything here changes it
    writeCounters();
    wire::CrashMessage crash{sig, 0};
    if ((sig == SIGSEGV || sig == SIGBUS) && error == ENOMEM && info &&
        static_cast<const char*>(info->si_addr) < &__executable_start)
        crash.cause = static_cast<std::int32_t>(wire::CrashCause::NullAllocation);
    writeMessage(wire::Type::Crash, &crash, sizeof crash);
    // SA_RESETHAND put the default action back: the program ends by this very signal.
    raise(sig);
}

// A call the seccomp filter traps (the workbench's: processes, sockets; the runtime's
// own: exec): said, and the program ends.
void onRefusedCall(int sig, siginfo_t* info, void*) {
    writeCounters();
    constexpr int kBySeccomp = 1;  // si_code SYS_SECCOMP (<asm-generic/siginfo.h>)
    const int call = info && info->si_code == kBySeccomp ? info->si_syscall : -1;
    wire::Forbidden what = wire::Forbidden::Call;
    switch (call) {
    case SYS_fork:
    case SYS_vfork:
    case SYS_clone:
    case SYS_clone3: what = wire::Forbidden::Process; break;
    case SYS_execve:
    case SYS_execveat: what = wire::Forbidden::Exec; break;
    case SYS_socket:
    case SYS_socketpair: what = wire::Forbidden::Socket; break;
    default: break;
    }
    const wire::ForbiddenMessage m{static_cast<std::uint32_t>(what), call, 0, 0};
    writeMessage(wire::Type::Forbidden, &m, sizeof m);
    signal(sig, SIG_DFL);
    raise(sig);
    _exit(128 + sig);
}

}  // namespace

// A sanitizer's report is written: what the search found and counted, then how many
// events came before. The error is in the student's code, between two calls of the
// board, so the runtime's own state is whole.
void onToolDeath() {
    // The solutions kept for their batch and the counters: the checked run's figures
    // up to the error are the timed run's.
    flush();
    const wire::ToolStopMessage m{state().current ? Access::counters(*state().current).events : 0};
    writeMessage(wire::Type::ToolStop, &m, sizeof m);
}

namespace {

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

void handle(int sig, void (*handler)(int, siginfo_t*, void*)) {
    struct sigaction action {};
    action.sa_sigaction = handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, nullptr);
}

}  // namespace

bool sanitized() { return __sanitizer_set_death_callback != nullptr; }

void claimToolReport() {
    // The workbench gives a checked run a descriptor for the tool's report. UBSan,
    // linked with AddressSanitizer, writes to the standard error whatever it is told
    // (GCC 12): the standard error becomes that descriptor, and what the program itself
    // writes there goes with the report, whose reader skips it.
    if (!sanitized() || fcntl(wire::kReportFd, F_GETFD) == -1) return;
    __sanitizer_set_report_fd(reinterpret_cast<void*>(static_cast<std::intptr_t>(wire::kReportFd)));
    dup2(wire::kReportFd, STDERR_FILENO);
}

void installGuards() {
    static bool installed = false;
    if (installed) return;
    installed = true;
    signal(SIGPIPE, SIG_IGN);  // a write to a workbench that has gone fails instead
    installExecGuard();
    installThreadGuard();
    installFileGuard();
    if (sanitized()) {
        claimToolReport();
        __sanitizer_set_death_callback(onToolDeath);
    } else {
        stack_t stack{};
        stack.ss_sp = alternateStack;
        stack.ss_size = sizeof alternateStack;
        sigaltstack(&stack, nullptr);
        for (int sig : {SIGSEGV, SIGBUS, SIGFPE}) handle(sig, onSignal);
    }
    for (int sig : {SIGILL, SIGABRT, SIGTRAP, SIGXCPU, SIGXFSZ}) handle(sig, onSignal);
    handle(SIGSYS, onRefusedCall);
    std::set_terminate(onTerminate);
}

namespace {
// Before the static initialisers of the student's file (priority 101 runs before the
// default): a crash there is reported too.
[[gnu::constructor(101)]] void installEarly() { installGuards(); }
}  // namespace

}  // namespace pw::own::runtime

// The sanitizers call this as they end a report, before they end the program: UBSan's
// fatal errors do not call the death callback when AddressSanitizer is linked too
// (GCC 12's libsanitizer), but both print their summary (UBSAN_OPTIONS print_summary=1).
// A definition in the program takes the place of the sanitizers' weak one.
extern "C" void __sanitizer_report_error_summary(const char* summary) {
    (void)summary;
    pw::own::runtime::onToolDeath();
}
