#pragma once
/// The sandbox a student's file is compiled and run in: Debian's bubblewrap (bwrap)
/// with its own namespaces (its own process tree, no network), no capability, a
/// private /tmp of bounded size, /usr read-only, the workbench's headers and runtime
/// read-only at /pw, the file's work directory at /work, and nothing else of the file
/// system (no home folder). A program (never the compiler) also runs under a seccomp
/// filter that refuses new processes, since RLIMIT_NPROC does not hold for root, and
/// sockets. The
/// resource limits are set by ChildProcess before bwrap starts.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pw::own {

/// Whether bwrap can start here, found once by starting it (a container may forbid
/// the namespaces it needs); `detail` holds what bwrap said when it could not.
struct SandboxStatus {
    bool available = false;
    bool installed = false;
    std::string detail;
};
const SandboxStatus& sandboxStatus();
/// What `sandboxStatus` answers from now on (a test plays a machine where bwrap cannot
/// start); nullopt goes back to the probe's answer.
void overrideSandboxStatus(std::optional<SandboxStatus> status);

struct Mount {
    std::string outside;
    std::string inside;
    bool writable = false;
};

/// The bwrap command line that runs `command` with `mounts` (a private /tmp of
/// `tmpBytes`); `seccompFd`, when not -1, is the descriptor the filter is read from in
/// the child. The network is cut by a namespace of its own, or, under the filter, by
/// the filter itself, which refuses every socket: a network namespace costs about 15 ms
/// to make, most of a program's start.
/// `environment` is the whole environment inside (bwrap clears the rest).
std::vector<std::string> sandboxCommand(const std::vector<std::string>& command, const std::vector<Mount>& mounts,
                                        std::uint64_t tmpBytes, int seccompFd,
                                        const std::vector<std::string>& environment);

/// A descriptor holding the seccomp filter of a student's program: no new process (fork,
/// vfork, clone without CLONE_THREAD; threads stay allowed) and no socket of any family
/// (the host's abstract Unix sockets included), each trapped (SIGSYS) so that the run
/// ends saying which; no io_uring (ENOSYS); -1 where the filter is not built (not
/// x86-64). Exec is refused by the runtime's own filter (runtime/sandbox_guard.cpp).
int makeSeccompFilter();

/// The environment of every program started for a file: no variable of the user's.
/// `messagesLanguage` ("fr"), when given, is the language g++ and ld speak (LANGUAGE):
/// gettext takes it with the C.UTF-8 locale, which every Debian system has, so no
/// fr_FR locale need be generated; where gcc-12-locales is not installed the messages
/// stay in English. Either way diagnostics.cpp reads them.
std::vector<std::string> cleanEnvironment(const std::string& messagesLanguage = {});

}  // namespace pw::own
