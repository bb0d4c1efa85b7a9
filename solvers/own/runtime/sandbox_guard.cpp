// The runtime's own seccomp filter: exec is trapped (SIGSYS, which child_guard.cpp
// reports as Forbidden::Exec). The workbench's filter, given to bwrap, cannot refuse
// exec, since bwrap execs the program after installing it; a second filter stacks on
// the first, and the stricter answer of the two holds. Installed before the student's
// static initialisers, so nothing of the student's runs without it.
//
// Not under Valgrind (the workbench says so in PW_OWN_TOOL): Valgrind runs the program
// on its own simulated processor, and a filter would apply to Valgrind itself.
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstddef>
#include <cstdlib>
#include <cstring>

#include "child_channel.h"

namespace pw::own::runtime {

void installExecGuard() {
#if defined(__x86_64__)
    if (const char* tool = std::getenv("PW_OWN_TOOL"); tool && std::strcmp(tool, "memcheck") == 0) return;
    constexpr auto nr = static_cast<std::uint32_t>(offsetof(seccomp_data, nr));
    constexpr auto arch = static_cast<std::uint32_t>(offsetof(seccomp_data, arch));
    sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, arch),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, nr),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_execve, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_execveat, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP),
    };
    sock_fprog program{static_cast<unsigned short>(sizeof filter / sizeof filter[0]), filter};
    // bwrap has set it already; without the sandbox (--no-sandbox) a filter needs it.
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &program);
#endif
}

}  // namespace pw::own::runtime
