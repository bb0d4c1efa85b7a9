#include "bench_own_versions.h"

#include <algorithm>
#include <csignal>
#include <filesystem>

#include "all_puzzles.h"
#include "own/best_builtin.h"
#include "own/protocol.h"
#include "own/sandbox.h"
#include "own/signal_names.h"

namespace pw::bench {

namespace fs = std::filesystem;

namespace {

std::string n(std::int64_t v) { return std::to_string(v); }

// file:line:column, the parts that are known. Appended one by one: GCC 12 warns
// falsely (-Wrestrict) about a chain of `":" + std::string` at -O3.
std::string place(const std::string& file, int line, int column = 0) {
    std::string out = file;
    if (line > 0) out.append(":").append(n(line));
    if (column > 0) out.append(":").append(n(column));
    return out;
}

std::string compileSentence(const own::FileVersion& version, const own::CompileReport& c) {
    using O = own::CompileOutcome;
    using P = own::SourceProblem;
    const std::string& file = version.path();
    switch (c.outcome) {
    case O::Compiled: return {};
    case O::SourceProblem:
        switch (c.source.problem) {
        case P::Unreadable: return file + ": cannot be read";
        case P::Empty: return file + ": the file is empty";
        case P::Binary: return place(file, c.source.line, c.source.column) + ": not a text file (a byte that is not UTF-8 text)";
        case P::TooLarge:
            return file + ": " + n(c.source.figure) + " bytes, more than the " + n(own::kMaxSourceBytes) + " a version may have";
        case P::NoPuzzleHeader: {
            // The headers as the puzzles' table lists them: the first whole, then the others.
            const std::vector<std::string>& ids = own::headerPuzzles();
            std::string headers;
            for (std::size_t i = 0; i < ids.size(); ++i)
                headers += i == 0 ? "#include <puzzle_workbench/" + ids[i] + ".h>"
                                  : (i + 1 == ids.size() ? " or " : ", ") + ids[i] + ".h";
            return file + ":1: includes no puzzle header (" + headers + ")";
        }
        case P::None: break;
        }
        return {};
    case O::WrongPuzzle:
        return place(file, c.source.includeLine) + ": written for " + c.source.puzzle + " (it includes puzzle_workbench/" +
               c.source.puzzle + ".h), not for " + version.puzzle();
    case O::CompilerMissing: return "no C++ compiler: install the Debian package g++ (apt install g++)";
    case O::RuntimeMissing: return "the puzzle headers and the runtime library are not installed next to puzzle-bench";
    case O::SandboxUnavailable: return "the sandbox (bubblewrap) cannot start: " + own::sandboxStatus().detail;
    case O::Failed: {
        const own::Diagnostic* e = c.firstError();
        const auto errors = std::count_if(c.diagnostics.begin(), c.diagnostics.end(),
                                          [](const own::Diagnostic& d) { return d.severity == own::Severity::Error; });
        if (!e) return file + ": did not compile";
        return place(e->file, e->line, e->column) + ": did not compile: " + e->message +
               (errors > 1 ? " (" + n(errors) + " errors)" : "");
    }
    case O::NoSearch: {
        // The parameter as the puzzles' table has it.
        const PuzzleInfo* info = builtinRegistry().puzzle(c.source.puzzle);
        const std::string parameter = info && !info->ownSearchParameter.empty() ? info->ownSearchParameter : "...";
        return place(file, c.source.includeLine) + ": defines no void search(pw::" + parameter + ")";
    }
    case O::OwnMain: return place(file, c.source.mainLine) + ": defines main, which the workbench supplies: remove it";
    case O::OutOfTime: return file + ": the compiler ran out of time or memory";
    }
    return {};
}

// What the usual signals of a crash mean, in a few words.
std::string signalMeaning(int signal) {
    switch (signal) {
    case SIGSEGV: return " (segmentation fault: memory it may not touch, or a stack too deep)";
    case SIGABRT: return " (abort)";
    case SIGFPE: return " (arithmetic error: a division by zero?)";
    case SIGILL: return " (illegal instruction)";
    case SIGBUS: return " (bus error)";
    case SIGKILL: return " (killed)";
    case SIGSYS: return " (a system call the sandbox refuses)";
    default: return {};
    }
}

// As the window says it: the line of the file and the call as the file writes it
// (counted from 0), the square as the board shows it (counted from 1).
std::string misuseSentence(const std::string& file, const own::RunReport& r) {
    using M = own::Misuse;
    std::string at;
    if (r.line > 0) {
        at.append("line ").append(n(r.line)).append(" of ").append(file).append(": ");
        if (!r.call.empty()) at.append(r.call).append(": ");
    }
    std::string square = "row ";
    square.append(n(r.figures[0] + 1)).append(", column ").append(n(r.figures[1] + 1));
    switch (static_cast<M>(r.misuse)) {
    case M::OffBoard: return at + square + " is off the board (your calls count rows and columns from 0, the board from 1)";
    case M::Occupied: return at + square + " is taken already: take it back first";
    case M::Empty: return at + "nothing to take back at " + square;
    case M::Given: return at + square + " holds a given of the puzzle";
    case M::BadNumber: return at + n(r.figures[0]) + " is not between 1 and " + n(r.figures[1]);
    case M::TooLarge: return "the board is larger than the header holds";
    }
    return at + "a call the board cannot carry out";
}

// What the sandbox refused (docs/YOUR_VERSION.md, "What a version may do").
std::string forbiddenSentence(const own::RunReport& r) {
    using F = own::wire::Forbidden;
    switch (static_cast<F>(r.forbidden)) {
    case F::Process: return "tried to start a new process (fork): a version runs alone";
    case F::Exec: return "tried to run another program (exec): a version runs alone";
    case F::Thread:
        return "started more than " + n(r.figures[0]) + " threads at once: a version may run " + n(r.figures[0]);
    case F::Socket: return "tried to open a connection (socket): a version has no network";
    case F::File:
        return r.forbiddenWrite ? "tried to write " + r.text + ": a version may write files only in its private /tmp"
                                : "tried to open " + r.text + ": a version sees only /usr and its private /tmp";
    case F::Call:
        return r.figures[0] < 0 ? "made a call the sandbox refuses (a new process, another program or a connection)"
                                : "made a system call the sandbox refuses (number " + n(r.figures[0]) + ")";
    }
    return "did what the sandbox refuses";
}

std::string runSentence(const std::string& file, const own::RunReport& r) {
    using E = own::RunEnd;
    switch (r.end) {
    case E::Finished:
        return r.invalid ? n(static_cast<std::int64_t>(r.invalid)) + " of " + n(static_cast<std::int64_t>(r.reported)) +
                               " reported solutions are not solutions"
                         : std::string();
    case E::Stopped: return {};
    case E::Crashed: return "crashed: " + own::signalName(r.signal) + signalMeaning(r.signal);
    case E::UncaughtException:
        return "ended by an uncaught exception" + (r.text.empty() ? std::string() : ": " + r.text);
    case E::OutOfMemory:
        return "ran out of memory (limit " + n(static_cast<std::int64_t>(r.limits.memoryBytes >> 20)) + " MiB)" +
               (r.nullAllocation ? ": an allocation returned null, and the null pointer was used" : "");
    case E::CpuLimit: return "ran out of CPU time (limit " + n(static_cast<std::int64_t>(r.limits.cpuSeconds)) + " s)";
    case E::FileSizeLimit:
        return "wrote a file past the size limit (" + n(static_cast<std::int64_t>(r.limits.fileBytes >> 20)) + " MiB)";
    case E::Misuse: return misuseSentence(file, r);
    case E::ExitedEarly: return "ended before its search returned (exit status " + n(r.exitStatus) + ")";
    case E::ProtocolError: return "sent what the runtime never sends (did it write to descriptor 3?)";
    case E::OtherPuzzle: return "the program was written for another puzzle";
    case E::BoardTooLarge: return "the board is larger than the puzzle's header holds";
    case E::NotStarted: return "could not start: " + r.text;
    case E::Forbidden: return forbiddenSentence(r);
    case E::ToolError: return "a checked run's tool reported an error";
    }
    return {};
}

std::vector<std::string> expandItem(const std::string& item, std::string& error) {
    std::error_code e;
    if (!fs::is_directory(item, e)) return {item};
    std::vector<std::string> files;
    for (const fs::directory_entry& entry : fs::directory_iterator(item, e))
        if (entry.path().extension() == ".cpp") files.push_back(entry.path().string());
    if (e) error = "cannot list " + item;
    else if (files.empty()) error = item + " holds no .cpp file";
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

bool isFileItem(const std::string& item) {
    const auto ends = [&](const char* suffix) {
        const std::string s(suffix);
        return item.size() >= s.size() && item.compare(item.size() - s.size(), s.size(), s) == 0;
    };
    return item.find('/') != std::string::npos || ends(".cpp") || ends(".cc") || ends(".cxx") || ends(".C");
}

Result<OwnVersions> addOwnVersions(BenchOptions& options, Registry& registry) {
    OwnVersions own;
    std::vector<std::string> ids;
    bool sandboxChecked = false;
    for (const std::string& item : options.algorithms) {
        if (!isFileItem(item)) {
            ids.push_back(item);
            continue;
        }
        std::string error;
        const std::vector<std::string> files = expandItem(item, error);
        if (!error.empty()) return Error{error};
        if (!sandboxChecked && !options.noSandbox && !own::sandboxStatus().available) {
            const own::SandboxStatus& s = own::sandboxStatus();
            return Error{std::string(s.installed ? "the sandbox (bubblewrap) cannot start here: " + s.detail
                                                 : "the sandbox needs bubblewrap: install the Debian package bubblewrap") +
                         "; --no-sandbox compiles and runs the files without it, with the rights of your account"};
        }
        sandboxChecked = true;
        for (const std::string& file : files) {
            if (registry.algorithm(file)) continue;  // named twice
            own::FileVersion::Settings settings;
            settings.sandboxed = !options.noSandbox;
            settings.expectedPuzzle = options.puzzle;
            auto version = own::FileVersion::create(file, settings);
            version->compile();
            registry.addAlgorithm(version->algorithm());
            own.versions.push_back(std::move(version));
            ids.push_back(file);
        }
    }
    options.algorithms = ids;
    return own;
}

std::string ownVersionSentence(const own::FileVersion& version, const RunResult* result) {
    const own::CompileReport compiled = version.lastCompile();
    if (!compiled.ok()) return compileSentence(version, compiled);
    if (!result) return {};
    return runSentence(version.path(), version.lastRun());
}

void describeOwnRows(std::vector<BenchRow>& rows, const OwnVersions& own, const Registry& registry,
                     const BenchOptions& options) {
    std::optional<BenchRow> best;  // the best built-in's row, run once for every file
    for (BenchRow& row : rows) {
        const auto version = std::find_if(own.versions.begin(), own.versions.end(),
                                          [&](const auto& v) { return v->path() == row.algorithm->file; });
        if (version == own.versions.end()) continue;
        RunResult result;
        result.completed = row.completed;
        row.message = ownVersionSentence(**version, &result);
        if (!row.completed || !row.message.empty()) continue;
        const AlgorithmInfo* bestVersion = own::bestBuiltin(registry, row.algorithm->puzzle);
        if (!bestVersion) continue;
        if (!best) {
            const auto listed = std::find_if(rows.begin(), rows.end(), [&](const BenchRow& r) { return r.algorithm == bestVersion; });
            if (listed != rows.end()) {
                best = *listed;
            } else {
                BenchOptions o = options;
                o.algorithms = {bestVersion->id};
                o.solutionsFile.clear();
                o.keep = 0;
                Result<std::vector<BenchRow>> ran = runBench(registry, o);
                if (!ran || ran->empty()) continue;
                best = ran->front();
            }
        }
        RunResult bestRun;
        bestRun.stats = best->stats;
        bestRun.completed = best->completed;
        bestRun.extraValid = best->extraValid;
        const std::optional<own::Comparison> c = own::compareRuns(*bestVersion, bestRun, row.stats, row.extraValid);
        if (!c) continue;
        if (!c->same()) row.verdict = own::graver(row.verdict, own::Verdict::Wrong);
        std::string name = "v";
        name.append(n(c->builtinVersion));
        row.message = c->counter >= 0 ? name + "'s " + bestVersion->counterNames[static_cast<std::size_t>(c->counter)] +
                                            " is " + n(static_cast<std::int64_t>(c->builtinValue)) + ", yours " +
                                            n(static_cast<std::int64_t>(c->yourValue))
                                      : name + " finds " + n(static_cast<std::int64_t>(c->builtinValue)) + ", yours " +
                                            n(static_cast<std::int64_t>(c->yourValue));
    }
}

std::string runEndSentence(const std::string& file, const own::RunReport& report) { return runSentence(file, report); }

std::string compileProblemSentence(const own::FileVersion& version, const own::CompileReport& report) {
    return compileSentence(version, report);
}

bool ownVersionFailed(const std::vector<BenchRow>& rows) {
    return std::any_of(rows.begin(), rows.end(), [](const BenchRow& row) {
        return !row.algorithm->file.empty() && row.verdict != own::Verdict::Passed;
    });
}

}  // namespace pw::bench
