#include "sandbox.h"

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstddef>
#include <filesystem>
#include <poll.h>

#include "child_process.h"
#include "toolchain.h"

namespace pw::own {

namespace fs = std::filesystem;

std::vector<std::string> cleanEnvironment(const std::string& messagesLanguage) {
    // The C locale: the compiler's messages are parsed (diagnostics.cpp), in English
    // unless LANGUAGE names another language (gettext reads LANGUAGE whenever the
    // messages' locale is not plain C, and C.UTF-8 is not).
    std::vector<std::string> env = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=/nonexistent",
                                    "TMPDIR=/tmp"};
    if (!messagesLanguage.empty()) env.push_back("LANGUAGE=" + messagesLanguage);
    return env;
}

std::vector<std::string> sandboxCommand(const std::vector<std::string>& command, const std::vector<Mount>& mounts,
                                        std::uint64_t tmpBytes, int seccompFd,
                                        const std::vector<std::string>& environment) {
    std::vector<std::string> args = {toolchain().bwrap, "--unshare-user", "--unshare-pid", "--unshare-ipc",
                                     "--unshare-uts", "--unshare-cgroup-try", "--disable-userns", "--cap-drop", "ALL",
                                     "--die-with-parent", "--new-session", "--clearenv"};
    if (seccompFd < 0) args.push_back("--unshare-net");  // the filter refuses sockets itself
    for (const std::string& variable : environment) {
        const auto equals = variable.find('=');
        if (equals == std::string::npos) continue;
        args.insert(args.end(), {"--setenv", variable.substr(0, equals), variable.substr(equals + 1)});
    }
    args.insert(args.end(), {"--ro-bind", "/usr", "/usr"});
    // Merged /usr (Debian 12) has /bin, /lib... as links into /usr; an older layout has
    // them as directories, read-only as well.
    for (const char* top : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}) {
        std::error_code e;
        if (fs::is_symlink(top, e)) args.insert(args.end(), {"--symlink", fs::read_symlink(top, e).string(), top});
        else if (fs::is_directory(top, e)) args.insert(args.end(), {"--ro-bind", top, top});
    }
    args.insert(args.end(), {"--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache", "--proc", "/proc", "--dev",
                             "/dev", "--size", std::to_string(tmpBytes), "--tmpfs", "/tmp"});
    args.insert(args.end(), {"--dir", "/work"});  // the working directory, even when nothing is mounted there
    for (const Mount& m : mounts) args.insert(args.end(), {m.writable ? "--bind" : "--ro-bind", m.outside, m.inside});
    args.insert(args.end(), {"--chdir", "/work"});
    if (seccompFd >= 0) args.insert(args.end(), {"--seccomp", std::to_string(seccompFd)});
    args.push_back("--");
    args.insert(args.end(), command.begin(), command.end());
    return args;
}

int makeSeccompFilter() {
#if defined(__x86_64__)
    constexpr auto nr = static_cast<std::uint32_t>(offsetof(seccomp_data, nr));
    constexpr auto arch = static_cast<std::uint32_t>(offsetof(seccomp_data, arch));
    constexpr auto flags = static_cast<std::uint32_t>(offsetof(seccomp_data, args));  // args[0], low half
    // What a version may not do ends its run with a sentence: the call is trapped
    // (SIGSYS), and the runtime's handler tells the workbench which call it was
    // (runtime/child_guard.cpp). A program that replaced the handler ends by SIGSYS.
    constexpr std::uint32_t refuse = SECCOMP_RET_TRAP;
    constexpr std::uint32_t noSuchCall = SECCOMP_RET_ERRNO | ENOSYS;
    const sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, arch),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, nr),
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1),  // the x32 ABI: not for us
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_fork, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, refuse),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_vfork, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, refuse),
        // clone3 passes its flags in memory, out of the filter's reach: glibc falls back
        // to clone, whose flags it can read. io_uring could open sockets unseen.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, noSuchCall),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_io_uring_setup, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, noSuchCall),
        // No network without a network namespace: no socket of any family.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, refuse),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socketpair, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, refuse),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, flags),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, refuse),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    const int fd = memfd_create("pw-seccomp", MFD_CLOEXEC);
    if (fd < 0) return -1;
    if (write(fd, filter, sizeof filter) != static_cast<ssize_t>(sizeof filter) || lseek(fd, 0, SEEK_SET) != 0) {
        close(fd);
        return -1;
    }
    return fd;
#else
    return -1;
#endif
}

namespace {
std::optional<SandboxStatus> overridden;
}  // namespace

void overrideSandboxStatus(std::optional<SandboxStatus> status) { overridden = std::move(status); }

const SandboxStatus& sandboxStatus() {
    if (overridden) return *overridden;
    static const SandboxStatus status = [] {
        SandboxStatus s;
        s.installed = !toolchain().bwrap.empty();
        if (!s.installed) return s;
        // The same options as a run: what fails here would fail there.
        ChildProcess probe;
        ChildProcess::Options options;
        options.argv = sandboxCommand({"/bin/true"}, {}, 1 << 20, -1, cleanEnvironment());
        options.env = cleanEnvironment();
        if (!probe.start(options)) {
            s.detail = "cannot start " + toolchain().bwrap;
            return s;
        }
        pollfd p{probe.outputFd(), POLLIN, 0};
        while (p.fd >= 0) {
            if (::poll(&p, 1, 5000) <= 0) {
                probe.kill();  // five seconds for /bin/true: something holds it
                break;
            }
            probe.drainOutput();
            p.fd = probe.outputFd();
        }
        const int status = probe.wait();
        s.available = WIFEXITED(status) && WEXITSTATUS(status) == 0;
        if (!s.available) {
            s.detail = probe.outputTail();
            while (!s.detail.empty() && (s.detail.back() == '\n' || s.detail.back() == ' ')) s.detail.pop_back();
        }
        return s;
    }();
    return status;
}

}  // namespace pw::own
