#include "checked_run.h"

#include <algorithm>
#include <chrono>

#include "protocol.h"
#include "puzzle_rules.h"
#include "toolchain.h"

namespace pw::own {

namespace {

using Clock = std::chrono::steady_clock;

/// The sanitizers' options. No leak check: LeakSanitizer stops the world with a new
/// process, which the sandbox refuses, and a leak is no error of a search. The memory
/// limit is theirs: AddressSanitizer reserves terabytes of address space for its
/// shadow, so RLIMIT_AS cannot hold it; an allocation past the limit, or a resident
/// size past it, is reported instead. SEGV is theirs too (the runtime leaves it).
std::vector<std::string> sanitizerEnvironment(const RunLimits& limits) {
    const std::string mib = std::to_string(std::max<std::uint64_t>(limits.memoryBytes >> 20, 64));
    return {"ASAN_OPTIONS=detect_leaks=0:allow_user_segv_handler=0:abort_on_error=0:halt_on_error=1:color=never:"
            "allocator_may_return_null=0:max_allocation_size_mb=" + mib + ":hard_rss_limit_mb=" + mib,
            "UBSAN_OPTIONS=print_stacktrace=1:print_summary=1:halt_on_error=1:color=never"};
}

/// Valgrind's command: errors only, the whole path in each frame (to match the source),
/// where each value never set was made; its report on the report descriptor.
std::vector<std::string> memcheckCommand() {
    return {toolchain().valgrind, "--tool=memcheck", "-q", "--track-origins=yes", "--fullpath-after=",
            "--leak-check=no", "--num-callers=40", "--log-fd=" + std::to_string(wire::kReportFd)};
}

bool sameSource(const CompileReport& build, const SourceFile& now) {
    return build.ok() && build.source.text == now.text;
}

CompileReport compileChecked(const CheckTarget& target, BuildKind kind) {
    CompileRequest request;
    request.path = target.path;
    request.workDir = target.workDir;
    request.expectedPuzzle = target.expectedPuzzle;
    request.sandboxed = target.sandboxed;
    request.kind = kind;
    request.messagesLanguage = target.messagesLanguage;
    return compileVersion(request);
}

/// A run of a checked program within what is left of the budget.
struct CheckedRun {
    RunResult result;
    RunReport report;
    bool outOfTime = false;
};

CheckedRun runChecked(const CompileReport& build, const CheckTarget& target, const PuzzleRules& rules,
                      const Instance& instance, const RunOptions& options, const RunLimits& limits,
                      Clock::time_point deadline, std::stop_token stop, std::vector<std::string> under,
                      std::vector<std::string> environment) {
    CheckedRun run;
    ProgramToRun program{build.program, build.compiledAs, target.workDir, build.sandboxed, std::move(under),
                         std::move(environment), true};
    SolutionSink sink(16);
    SearchContext ctx(sink, stop);
    const double left = std::chrono::duration<double>(deadline - Clock::now()).count();
    ctx.setBudget(std::chrono::duration<double>(std::max(left, 0.01)));
    run.result = runProgram(program, rules, instance, options, limits, ctx, run.report);
    run.outOfTime = run.report.end == RunEnd::Stopped && !stop.stop_requested();
    return run;
}

/// The finding of a run's report, completed from the source, with its events.
bool findIn(CheckReport& check, const CheckedRun& run, const CompileReport& build, BuildKind kind,
            const std::string& path) {
    std::optional<ToolFinding> finding = kind == BuildKind::Sanitized
                                             ? readSanitizerReport(run.report.toolReport, build.compiledAs)
                                             : readMemcheckReport(run.report.toolReport, build.compiledAs);
    if (!finding) return false;
    completeFromSource(*finding, build.source.lines);
    if (!finding->file.empty()) finding->file = path;  // as the user knows it
    check.finding = std::move(finding);
    check.outcome = CheckOutcome::Found;
    // The runtime's ToolStop, or the end of a run whose error came after its last event.
    check.eventsKnown = run.report.end == RunEnd::ToolError || run.report.end == RunEnd::Finished;
    check.events = run.report.events;
    return true;
}

void addWarnings(CheckReport& check, const CompileReport& build) {
    for (const Diagnostic& d : build.diagnostics) {
        if (d.severity != Severity::Warning) continue;
        const bool known = std::any_of(check.warnings.begin(), check.warnings.end(), [&](const Diagnostic& w) {
            return w.file == d.file && w.line == d.line && w.column == d.column && w.message == d.message;
        });
        if (!known) check.warnings.push_back(d);
    }
}

}  // namespace

bool memcheckAvailable() { return !toolchain().valgrind.empty(); }

CheckReport runCheck(const CheckTarget& target, CheckedBuilds& builds, const Instance& instance,
                     const RunOptions& options, const CheckSettings& settings, std::stop_token stop) {
    const auto started = Clock::now();
    const auto deadline = started + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(settings.budgetSeconds));
    CheckReport check;
    auto done = [&](CheckOutcome outcome) {
        check.outcome = outcome;
        check.milliseconds = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
        return check;
    };
    const SourceFile now = readSource(target.path);
    if (!sameSource(builds.sanitized, now) || builds.sanitized.sandboxed != target.sandboxed ||
        builds.language != target.messagesLanguage) {
        builds.language = target.messagesLanguage;
        builds.memcheck = {};
        builds.sanitized = compileChecked(target, BuildKind::Sanitized);
    }
    if (!builds.sanitized.ok()) {
        check.compile = builds.sanitized;
        // A file the timed build takes fails here only at the link, when the sanitizers'
        // libraries are missing (on Debian g++ brings them, through libgcc-12-dev).
        const bool missing = builds.sanitized.outcome == CompileOutcome::Failed &&
                             (builds.sanitized.output.find("asan") != std::string::npos ||
                              builds.sanitized.output.find("ubsan") != std::string::npos);
        return done(missing ? CheckOutcome::SanitizersMissing : CheckOutcome::NotCompiled);
    }
    addWarnings(check, builds.sanitized);
    const PuzzleRules* rules = rulesFor(builds.sanitized.source.puzzle);
    if (!rules) return done(CheckOutcome::NotCompiled);

    RunLimits sanitizedLimits = settings.limits;
    sanitizedLimits.memoryBytes = 0;  // the sanitizers' own limit holds instead (sanitizerEnvironment)
    const CheckedRun sanitized = runChecked(builds.sanitized, target, *rules, instance, options, sanitizedLimits,
                                            deadline, stop, {}, sanitizerEnvironment(settings.limits));
    check.result = sanitized.result;
    check.run = sanitized.report;
    if (findIn(check, sanitized, builds.sanitized, BuildKind::Sanitized, target.path)) return done(CheckOutcome::Found);
    if (sanitized.report.end == RunEnd::Stopped) return done(CheckOutcome::Stopped);
    if (sanitized.report.end != RunEnd::Finished) return done(CheckOutcome::RunEnded);

    if (!settings.memcheck) return done(CheckOutcome::NoError);
    if (!memcheckAvailable()) {
        check.memcheck = MemcheckState::NotInstalled;
        return done(CheckOutcome::NoError);
    }
    if (!sameSource(builds.memcheck, now) || builds.memcheck.sandboxed != target.sandboxed)
        builds.memcheck = compileChecked(target, BuildKind::Memcheck);
    if (!builds.memcheck.ok()) {
        check.memcheck = MemcheckState::Failed;
        return done(CheckOutcome::NoError);
    }
    addWarnings(check, builds.memcheck);
    // Valgrind's own memory comes on top of the program's (its shadow of every byte).
    RunLimits underValgrind = settings.limits;
    underValgrind.memoryBytes = settings.limits.memoryBytes * 3 + (std::uint64_t{1} << 30);
    const CheckedRun memcheck = runChecked(builds.memcheck, target, *rules, instance, options, underValgrind, deadline,
                                           stop, memcheckCommand(), {"PW_OWN_TOOL=memcheck"});
    check.memcheckResult = memcheck.result;
    check.memcheckRun = memcheck.report;
    if (findIn(check, memcheck, builds.memcheck, BuildKind::Memcheck, target.path)) {
        check.memcheck = MemcheckState::Ran;
        return done(CheckOutcome::Found);
    }
    check.memcheck = memcheck.outOfTime                          ? MemcheckState::OutOfTime
                     : memcheck.report.end == RunEnd::Finished   ? MemcheckState::Ran
                     : memcheck.report.end == RunEnd::Stopped    ? MemcheckState::OutOfTime
                                                                 : MemcheckState::Failed;
    if (stop.stop_requested()) return done(CheckOutcome::Stopped);
    return done(CheckOutcome::NoError);
}

}  // namespace pw::own
