#include "compile.h"

#include <poll.h>
#include <sys/wait.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>

#include "child_process.h"
#include "sandbox.h"
#include "toolchain.h"

namespace pw::own {

namespace fs = std::filesystem;

namespace {

// The source's name in the work directory: its own name, reduced to characters every
// tool takes, with the extension that makes g++ read it as C++.
std::string workName(const std::string& path) {
    std::string stem = fs::path(path).stem().string();
    for (char& c : stem)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) c = '_';
    return (stem.empty() ? std::string("version") : stem) + ".cpp";
}

// Runs the compiler to its end, or kills it past the wall-clock limit; false then.
bool runToEnd(ChildProcess& compiler, int& status) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2 * kCompileSeconds);
    pollfd p{compiler.outputFd(), POLLIN, 0};
    while (p.fd >= 0) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            compiler.kill();
            compiler.wait();
            return false;
        }
        if (::poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 1000))) > 0) compiler.drainOutput();
        p.fd = compiler.outputFd();
    }
    status = compiler.wait();
    return true;
}

}  // namespace

const Diagnostic* CompileReport::firstError() const {
    for (const Diagnostic& d : diagnostics)
        if (d.severity == Severity::Error) return &d;
    return nullptr;
}

CompileReport compileVersion(const CompileRequest& request) {
    const auto started = std::chrono::steady_clock::now();
    CompileReport report;
    report.sandboxed = request.sandboxed;
    report.source = readSource(request.path);
    auto done = [&](CompileOutcome outcome) {
        report.outcome = outcome;
        report.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        return report;
    };
    if (report.source.problem != SourceProblem::None) return done(CompileOutcome::SourceProblem);
    if (!request.expectedPuzzle.empty() && report.source.puzzle != request.expectedPuzzle)
        return done(CompileOutcome::WrongPuzzle);
    const Toolchain& tools = toolchain();
    if (tools.compiler.empty()) return done(CompileOutcome::CompilerMissing);
    if (tools.root.empty()) return done(CompileOutcome::RuntimeMissing);
    if (request.sandboxed && !sandboxStatus().available) return done(CompileOutcome::SandboxUnavailable);

    const std::string name = workName(request.path);
    {
        std::ofstream copy(fs::path(request.workDir) / name, std::ios::binary | std::ios::trunc);
        copy << report.source.text;
        if (!copy) {
            report.source.problem = SourceProblem::Unreadable;
            return done(CompileOutcome::SourceProblem);
        }
    }
    // Inside the sandbox the work directory is /work and the toolchain's root /pw.
    const std::string work = request.sandboxed ? std::string("/work") : request.workDir;
    const std::string root = request.sandboxed ? std::string("/pw") : tools.root;
    report.compiledAs = work + "/" + name;
    // -O2: -O3 takes three times the compiler's time on the examples for 3 % of speed,
    // and a compile is what a student waits for after each save.
    const std::vector<std::string> command = {
        tools.compiler, "-std=c++20", "-O2", "-pipe", "-Wall", "-fdiagnostics-plain-output", "-fmax-errors=20",
        "-I" + root + "/include", "-o", work + "/program.new", report.compiledAs,
        root + "/lib/puzzle-workbench/libpw_own_runtime.a"};
    ChildProcess compiler;
    ChildProcess::Options options;
    // The class's language, where the compiler has it (gcc-12-locales): its messages
    // are read the same in both (diagnostics.cpp).
    options.env = cleanEnvironment(request.messagesLanguage);
    options.argv = request.sandboxed ? sandboxCommand(command, {{tools.root, "/pw", false}, {request.workDir, "/work", true}},
                                                      std::uint64_t{256} << 20, -1, options.env)
                                     : command;
    options.limits = {kCompileMemoryBytes, kCompileSeconds, std::uint64_t{256} << 20};
    if (!compiler.start(options)) return done(CompileOutcome::CompilerMissing);
    int status = 0;
    const bool finished = runToEnd(compiler, status);
    report.output = compiler.output();
    const Renames renames = {{report.compiledAs, request.path}, {root + "/include/", ""}};
    report.diagnostics = parseDiagnostics(report.output, renames, request.path);
    if (!finished || (WIFSIGNALED(status) && (WTERMSIG(status) == SIGKILL || WTERMSIG(status) == SIGXCPU)))
        return done(CompileOutcome::OutOfTime);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        std::error_code e;
        report.program = (fs::path(request.workDir) / "program").string();
        fs::rename(fs::path(request.workDir) / "program.new", report.program, e);
        if (!e) return done(CompileOutcome::Compiled);
    }
    switch (linkProblem(report.output)) {
    case LinkProblem::NoSearch: return done(CompileOutcome::NoSearch);
    case LinkProblem::OwnMain: return done(CompileOutcome::OwnMain);
    case LinkProblem::None: break;
    }
    return done(CompileOutcome::Failed);
}

}  // namespace pw::own
