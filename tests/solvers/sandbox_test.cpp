// What a version may not do (docs/YOUR_VERSION.md, "What a version may do"), tried by
// a student's file: each refusal ends the run as data (RunEnd::Forbidden with what was
// refused, the memory or the time limit) that the front ends word in one sentence, and
// nothing gets out: no file outside the sandbox, no connection, no other program.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstddef>
#include <filesystem>

#include "own/protocol.h"
#include "own_version_support.h"

namespace pw::own {
namespace {

using test::compiled;
using test::runEntry;
using test::Scratch;
using test::sized;
using wire::Forbidden;

constexpr double kBudget = 20;  // a test gone wrong ends

// A queens file: `body` is its search, after the headers a sandbox's tries need. The
// board's size picks which try a run makes, so that one compile serves a test.
std::string queensFile(const std::string& body) {
    return "#include <puzzle_workbench/queens.h>\n#include <arpa/inet.h>\n#include <fcntl.h>\n#include <sys/socket.h>\n"
           "#include <sys/un.h>\n#include <unistd.h>\n#include <cstddef>\n#include <cstdio>\n#include <cstdlib>\n"
           "#include <cstring>\n#include <fstream>\n#include <new>\n#include <thread>\n#include <vector>\n"
           "void search(pw::Queens& q) {\n    q.place(0, 0);\n" +
           body + "\n}\n";
}

struct Tried {
    RunReport report;
    RunResult result;
};

/// `counted`: the counters before the refusal reach the workbench (not when the
/// kernel ends the program itself).
Tried tryOn(FileVersion& version, int n, bool counted = true) {
    Tried t;
    t.result = runEntry(version.algorithm(), sized("queens", {.size = n}), {Mode::All}, nullptr, kBudget).result;
    t.report = version.lastRun();
    EXPECT_FALSE(t.result.completed) << n;
    if (counted) {
        EXPECT_EQ(t.result.stats.nodes, 1u) << n;
    }
    return t;
}

void expectForbidden(const Tried& t, Forbidden what, int n) {
    EXPECT_EQ(t.report.end, RunEnd::Forbidden) << n << " " << t.report.outputTail;
    EXPECT_EQ(t.report.forbidden, static_cast<int>(what)) << n;
    EXPECT_EQ(t.result.notice.code, static_cast<int>(OwnNotice::Forbidden)) << n;
    EXPECT_EQ(t.result.notice.values[0], static_cast<int>(what)) << n;
}

TEST(Sandbox, NewProcessesAndProgramsAreRefused) {
    Scratch scratch;
    const std::string mark = scratch.path() + "/ran";
    auto version = compiled(scratch.write("process.cpp", queensFile(R"(
    if (q.size() == 4) { pid_t child = fork(); if (child == 0) _exit(0); }
    if (q.size() == 5) { int ignored = std::system("touch )" + mark + R"("); (void)ignored; }
    if (q.size() == 6) execl("/bin/sh", "sh", "-c", "touch )" + mark + R"(", (char*)nullptr);
    if (q.size() == 7) { char* argv[] = {nullptr}; execv("/work/program", argv); }
    q.place(1, 1);)")));
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    expectForbidden(tryOn(*version, 4), Forbidden::Process, 4);
    // system() spawns its process with every signal blocked: the kernel ends the program
    // by SIGSYS before the runtime can say which call.
    const Tried system = tryOn(*version, 5, false);
    expectForbidden(system, Forbidden::Call, 5);
    EXPECT_EQ(system.report.figures[0], -1);
    expectForbidden(tryOn(*version, 6), Forbidden::Exec, 6);
    expectForbidden(tryOn(*version, 7), Forbidden::Exec, 7);  // even the program itself
    EXPECT_FALSE(std::filesystem::exists(mark));
}

TEST(Sandbox, ThreadsBeyondTheLimitAreRefused) {
    Scratch scratch;
    FileVersion::Settings settings;
    settings.limits.threads = 4;
    // q.size() - 4 threads beside the first, alive together until all are started.
    auto version = compiled(scratch.write("threads.cpp", queensFile(R"(
    std::vector<std::thread> threads;
    for (int i = 4; i < q.size(); ++i) threads.emplace_back([] { usleep(20000); });
    for (std::thread& t : threads) t.join();
    q.remove(0, 0);)")), settings);
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    // 3 beside the first: 4 at once, the limit.
    const test::Outcome within = runEntry(version->algorithm(), sized("queens", {.size = 7}), {Mode::All}, nullptr, kBudget);
    EXPECT_TRUE(within.result.completed) << version->lastRun().outputTail;
    EXPECT_EQ(version->lastRun().end, RunEnd::Finished);
    const Tried beyond = tryOn(*version, 8);
    expectForbidden(beyond, Forbidden::Thread, 8);
    EXPECT_EQ(beyond.report.figures[0], 4);
    EXPECT_EQ(beyond.result.notice.values[1], 4);
}

TEST(Sandbox, SocketsAreRefusedAndReachNothing) {
    Scratch scratch;
    const std::string mark = "pw-escape-" + std::to_string(getpid());
    const std::string unixPath = scratch.path() + "/socket";
    // A listener on the loopback, one on a Unix socket, one on an abstract Unix socket (an
    // X server's kind, which no file hides): no connection may reach them.
    const int tcp = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    ASSERT_EQ(bind(tcp, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    ASSERT_EQ(listen(tcp, 4), 0);
    getsockname(tcp, reinterpret_cast<sockaddr*>(&address), &length);
    const int local = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
    sockaddr_un unixAddress{};
    unixAddress.sun_family = AF_UNIX;
    unixPath.copy(unixAddress.sun_path, sizeof unixAddress.sun_path - 1);
    ASSERT_EQ(bind(local, reinterpret_cast<sockaddr*>(&unixAddress), sizeof unixAddress), 0);
    ASSERT_EQ(listen(local, 4), 0);
    const int abstract = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
    sockaddr_un abstractAddress{};
    abstractAddress.sun_family = AF_UNIX;
    (std::string(1, '\0') + mark).copy(abstractAddress.sun_path, sizeof abstractAddress.sun_path - 1);
    const auto abstractLength = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + mark.size());
    ASSERT_EQ(bind(abstract, reinterpret_cast<sockaddr*>(&abstractAddress), abstractLength), 0);
    ASSERT_EQ(listen(abstract, 4), 0);

    auto version = compiled(scratch.write("sockets.cpp", queensFile(R"(
    if (q.size() == 4) {
        int s = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in to{}; to.sin_family = AF_INET; to.sin_port = )" + std::to_string(address.sin_port) + R"(;
        to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        connect(s, reinterpret_cast<sockaddr*>(&to), sizeof to);
    }
    if (q.size() == 5) {
        int s = socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un path{}; path.sun_family = AF_UNIX; std::strcpy(path.sun_path, ")" + unixPath + R"(");
        connect(s, reinterpret_cast<sockaddr*>(&path), sizeof path);
    }
    if (q.size() == 6) {
        int s = socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un name{}; name.sun_family = AF_UNIX; std::strcpy(name.sun_path + 1, ")" + mark + R"(");
        connect(s, reinterpret_cast<sockaddr*>(&name), offsetof(sockaddr_un, sun_path) + 1 + std::strlen(name.sun_path + 1));
    }
    if (q.size() == 7) { int pair[2]; socketpair(AF_UNIX, SOCK_STREAM, 0, pair); }
    q.place(1, 1);)")));
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    for (int n : {4, 5, 6, 7}) expectForbidden(tryOn(*version, n), Forbidden::Socket, n);
    EXPECT_LT(accept(tcp, nullptr, nullptr), 0);
    EXPECT_LT(accept(local, nullptr, nullptr), 0);
    EXPECT_LT(accept(abstract, nullptr, nullptr), 0);
    close(tcp);
    close(local);
    close(abstract);
}

TEST(Sandbox, FilesOutsideTheirTmpAreRefused) {
    Scratch scratch;
    const std::string home = std::getenv("HOME") ? std::getenv("HOME") : "/root";
    const std::string mark = "pw-escape-" + std::to_string(getpid());
    const std::string homeFile = home + "/" + mark;
    const std::string tmpFile = "/tmp/" + mark;
    // The test's own folder (the build tree), which the sandbox does not show; a tree
    // under /tmp (a clone there) is hidden by the private /tmp as an absent folder, not
    // refused: then another folder of the machine's.
    const std::filesystem::path here = std::filesystem::current_path();
    const bool hereInTmp = here.string().rfind("/tmp/", 0) == 0;
    const std::string workFile = ((hereInTmp ? std::filesystem::path("/var/tmp") : here) / mark).string();
    auto version = compiled(scratch.write("files.cpp", queensFile(R"(
    if (q.size() == 4) std::fopen(")" + homeFile + R"(", "w");
    if (q.size() == 5) { std::ifstream passwords("/etc/passwd"); }
    if (q.size() == 6) open("/usr/)" + mark + R"(", O_CREAT | O_WRONLY, 0600);
    if (q.size() == 7) { std::ofstream(")" + workFile + R"(") << 1; }
    if (q.size() == 9) std::fopen("/nonexistent-pw/notes.txt", "w");
    if (q.size() == 8) {
        // The private /tmp takes a file, which goes with the sandbox.
        std::FILE* f = std::fopen(")" + tmpFile + R"(", "w");
        if (!f || std::fputs("kept", f) < 0 || std::fclose(f) != 0) return;
        std::ifstream back(")" + tmpFile + R"(");
        std::string word;
        if (back >> word && word == "kept") q.place(1, 2);
        if (!std::fopen("/tmp/absent", "r")) q.place(2, 4);  // not there: no refusal
        return;
    }
    q.place(1, 1);)")));
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    const Tried write = tryOn(*version, 4);
    expectForbidden(write, Forbidden::File, 4);
    EXPECT_EQ(write.report.text, homeFile);
    EXPECT_TRUE(write.report.forbiddenWrite);
    EXPECT_EQ(write.result.notice.values[2], 1);
    const Tried read = tryOn(*version, 5);
    expectForbidden(read, Forbidden::File, 5);
    EXPECT_EQ(read.report.text, "/etc/passwd");
    EXPECT_FALSE(read.report.forbiddenWrite);
    const Tried usr = tryOn(*version, 6);
    expectForbidden(usr, Forbidden::File, 6);
    EXPECT_TRUE(usr.report.forbiddenWrite);
    expectForbidden(tryOn(*version, 7), Forbidden::File, 7);
    const test::Outcome tmp = runEntry(version->algorithm(), sized("queens", {.size = 8}), {Mode::All}, nullptr, kBudget);
    EXPECT_TRUE(tmp.result.completed) << version->lastRun().outputTail;
    EXPECT_EQ(tmp.nodesPerDepth, (std::vector<std::uint64_t>{0, 1, 1, 1}));
    // Nothing was written outside the sandbox.
    for (const std::string& file : {homeFile, tmpFile, workFile, "/usr/" + mark})
        EXPECT_FALSE(std::filesystem::exists(file)) << file;
    // Without the sandbox (the user agreed) a file that is not there is no refusal.
    expectForbidden(tryOn(*version, 9), Forbidden::File, 9);
    version->setSandboxed(false);
    ASSERT_TRUE(version->compile().ok());
    const test::Outcome unsandboxed = runEntry(version->algorithm(), sized("queens", {.size = 9}), {Mode::All}, nullptr, kBudget);
    EXPECT_TRUE(unsandboxed.result.completed) << version->lastRun().outputTail;
    EXPECT_EQ(version->lastRun().end, RunEnd::Finished);
}

TEST(Sandbox, MemoryPastTheLimitIsSaidEvenThroughANullPointer) {
    Scratch scratch;
    FileVersion::Settings settings;
    settings.limits.memoryBytes = std::uint64_t{128} << 20;
    // 4: one allocation far past the limit; 5: memory taken and touched a page at a
    // time (kept where the compiler cannot elide it); 6: malloc's null, used; 7: the
    // same with new (std::nothrow), used at an offset of a megabyte.
    auto version = compiled(scratch.write("memory.cpp", queensFile(R"(
    static char* volatile kept;
    if (q.size() == 4) kept = new char[std::size_t{1} << 33];
    if (q.size() == 5) for (;;) { kept = new char[1 << 20]; for (int i = 0; i < (1 << 20); i += 4096) kept[i] = 1; }
    static int* volatile rows;  // kept, so that the compiler keeps the allocation
    if (q.size() == 6) { rows = static_cast<int*>(std::malloc(std::size_t{1} << 33)); rows[10] = 1; }
    if (q.size() == 7) { rows = new (std::nothrow) int[std::size_t{1} << 31]; rows[1 << 18] = 1; }
    q.place(1, 1);)")), settings);
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    for (int n : {4, 5, 6, 7}) {
        const Tried t = tryOn(*version, n);
        EXPECT_EQ(t.report.end, RunEnd::OutOfMemory) << n << " " << static_cast<int>(t.report.end);
        EXPECT_EQ(t.report.nullAllocation, n >= 6) << n;
        EXPECT_EQ(t.result.notice.code, static_cast<int>(OwnNotice::OutOfMemory));
        EXPECT_EQ(t.result.notice.values[0], 128);  // MiB
        EXPECT_EQ(t.result.notice.values[1], n >= 6 ? 1 : 0);
    }
}

TEST(Sandbox, TimePastTheLimitIsSaid) {
    Scratch scratch;
    FileVersion::Settings settings;
    settings.limits.cpuSeconds = 1;
    auto version = compiled(scratch.write("spin.cpp", queensFile("for (volatile unsigned i = 0;; i = i + 1) {}")), settings);
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    const Tried spin = tryOn(*version, 6);
    EXPECT_EQ(spin.report.end, RunEnd::CpuLimit);
    EXPECT_EQ(spin.result.notice.code, static_cast<int>(OwnNotice::CpuLimit));
    EXPECT_EQ(spin.result.notice.values[0], 1);  // seconds
}

}  // namespace
}  // namespace pw::own
