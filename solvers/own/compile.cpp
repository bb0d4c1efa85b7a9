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

// The options of each build beyond those they share.
std::vector<const char*> buildOptions(BuildKind kind) {
    switch (kind) {
    case BuildKind::Timed:
        // -O2: -O3 takes three times the compiler's time on the examples for 3 % of
        // speed, and a compile is what a student waits for after each save.
        return {"-O2"};
    case BuildKind::Sanitized:
        // -O1 -g: fast enough, and the lines of the report are the source's. The frame
        // pointer gives whole stacks; no recovery: the first error ends the run, with
        // the events so far (the runtime's death callback). UBSan's object-size check
        // is left out: on a heap block it fires first and says less than ASan does (the
        // block's size and the line that allocated it). Vectors are annotated, so that
        // reading past size() within the capacity is an error as well.
        return {"-O1", "-g", "-fsanitize=address,undefined", "-fno-sanitize=object-size", "-fno-omit-frame-pointer",
                "-fno-sanitize-recover=all", "-D_GLIBCXX_SANITIZE_VECTOR", "-DPW_OWN_CHECKED"};
    case BuildKind::Memcheck:
        // Valgrind reads the program as compiled: no sanitizer (their shadow memory and
        // Valgrind's cannot share a process), -O1 as its manual advises for exact lines.
        return {"-O1", "-g", "-fno-omit-frame-pointer", "-DPW_OWN_CHECKED", "-DPW_OWN_MEMCHECK"};
    }
    return {};
}

/// g++'s command line for the build. Out of line: inside compileVersion, GCC 12 warns
/// falsely (-Wmaybe-uninitialized) about the strings of a vector that is added to.
[[gnu::noinline]] std::vector<std::string> compilerCommand(const std::string& compiler, BuildKind kind,
                                                          const std::string& root, const std::string& work,
                                                          const std::string& source) {
    std::vector<std::string> command = {compiler, "-std=c++20"};
    for (const char* option : buildOptions(kind)) command.emplace_back(option);
    // -Wall -Wextra: a student's warnings are listed as such in the Compiler dock (a
    // variable used before it is set is often caught here, before any run).
    for (const char* option : {"-pipe", "-Wall", "-Wextra", "-fdiagnostics-plain-output", "-fmax-errors=20"})
        command.emplace_back(option);
    command.push_back("-I" + root + "/include");
    command.emplace_back("-o");
    command.push_back(work + "/" + programName(kind) + ".new");
    command.push_back(source);
    command.push_back(root + "/lib/puzzle-workbench/libpw_own_runtime.a");
    return command;
}

}  // namespace

std::string programName(BuildKind kind) {
    switch (kind) {
    case BuildKind::Timed: return "program";
    case BuildKind::Sanitized: return "program-sanitized";
    case BuildKind::Memcheck: return "program-memcheck";
    }
    return "program";
}

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
    const std::string program = programName(request.kind);
    const std::vector<std::string> command = compilerCommand(tools.compiler, request.kind, root, work, report.compiledAs);
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
        const fs::path built = fs::path(request.workDir) / program;
        report.program = built.string();
        fs::path fresh = built;
        fresh += ".new";
        fs::rename(fresh, built, e);
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
