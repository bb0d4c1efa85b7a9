#include "file_version.h"

#include <cstdlib>
#include <filesystem>

#include "call_excerpt.h"

namespace pw::own {

namespace fs = std::filesystem;

namespace {

std::string makeWorkDir() {
    const char* runtimeDir = std::getenv("XDG_RUNTIME_DIR");
    std::error_code e;
    fs::path base = runtimeDir && *runtimeDir && fs::is_directory(runtimeDir, e) ? fs::path(runtimeDir)
                                                                                   : fs::temp_directory_path(e);
    std::string pattern = (base / "pw-own-XXXXXX").string();
    if (!mkdtemp(pattern.data())) return {};
    return pattern;
}

}  // namespace

std::shared_ptr<FileVersion> FileVersion::create(std::string path, Settings settings) {
    return std::shared_ptr<FileVersion>(new FileVersion(std::move(path), std::move(settings)));
}

FileVersion::FileVersion(std::string path, Settings settings)
    : path_(std::move(path)), workDir_(makeWorkDir()), settings_(std::move(settings)) {
    compile_.source.problem = SourceProblem::Unreadable;
}

FileVersion::~FileVersion() {
    std::error_code e;
    if (!workDir_.empty()) fs::remove_all(workDir_, e);
}

CompileReport FileVersion::compile() {
    std::lock_guard one(compiling_);
    CompileRequest request;
    request.path = path_;
    request.workDir = workDir_;
    {
        std::lock_guard lock(mutex_);
        request.expectedPuzzle = settings_.expectedPuzzle;
        request.sandboxed = settings_.sandboxed;
        request.messagesLanguage = settings_.messagesLanguage;
    }
    CompileReport report = compileVersion(request);
    std::lock_guard lock(mutex_);
    compile_ = report;
    compiledOnce_ = true;
    return report;
}

CompileReport FileVersion::lastCompile() const {
    std::lock_guard lock(mutex_);
    return compile_;
}

RunReport FileVersion::lastRun() const {
    std::lock_guard lock(mutex_);
    return run_;
}

bool FileVersion::compiled() const {
    std::lock_guard lock(mutex_);
    return compile_.ok();
}

std::string FileVersion::puzzle() const {
    std::lock_guard lock(mutex_);
    // The puzzle it was asked for, when it was: a file for another puzzle is listed
    // there, and says so when it runs.
    return settings_.expectedPuzzle.empty() ? compile_.source.puzzle : settings_.expectedPuzzle;
}

void FileVersion::setMessagesLanguage(std::string language) {
    std::lock_guard lock(mutex_);
    settings_.messagesLanguage = std::move(language);
}

void FileVersion::setSandboxed(bool on) {
    std::lock_guard lock(mutex_);
    settings_.sandboxed = on;
}

bool FileVersion::sandboxed() const {
    std::lock_guard lock(mutex_);
    return settings_.sandboxed;
}

void FileVersion::setLimits(const RunLimits& limits) {
    std::lock_guard lock(mutex_);
    settings_.limits = limits;
}

AlgorithmInfo FileVersion::algorithm() const {
    const std::string puzzleId = puzzle();
    AlgorithmInfo a;
    a.id = path_;
    a.puzzle = puzzleId;
    a.version = 0;
    a.title = fs::path(path_).filename().string();
    {
        std::lock_guard lock(mutex_);
        a.pseudocode = compile_.source.lines;
    }
    if (const PuzzleRules* rules = rulesFor(puzzleId)) {
        a.counterNames = rules->counterNames;
        a.timelineCounter = rules->timelineCounter;
    }
    a.file = path_;
    a.run = [self = std::const_pointer_cast<FileVersion>(shared_from_this())](
                const Instance& instance, const RunOptions& options, SearchContext& ctx) {
        return self->run(instance, options, ctx);
    };
    return a;
}

RunResult FileVersion::run(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    ProgramToRun program;
    RunLimits limits;
    CompileReport compiled;
    {
        std::lock_guard lock(mutex_);
        compiled = compile_;
        limits = settings_.limits;
        program.program = compile_.program;
        program.compiledAs = compile_.compiledAs;
        program.workDir = workDir_;
        program.sandboxed = compile_.sandboxed;
    }
    const PuzzleRules* rules = rulesFor(compiled.source.puzzle);
    RunReport report;
    RunResult result;
    if (!compiled.ok() || !rules) {
        result.completed = false;
        result.extraValid = 0;
        result.notice = notice(OwnNotice::CompileProblem, {static_cast<std::int64_t>(compiled.outcome)});
    } else {
        result = runProgram(program, *rules, instance, options, limits, ctx, report);
        if (report.end == RunEnd::Misuse) report.call = callExcerpt(compiled.source.lines, report.line, report.column);
    }
    std::lock_guard lock(mutex_);
    run_ = std::move(report);
    return result;
}

}  // namespace pw::own

namespace pw::own {

CheckReport FileVersion::check(const Instance& instance, const RunOptions& options, const CheckSettings& settings,
                               std::stop_token stop) {
    std::lock_guard one(checking_);
    CheckTarget target;
    target.path = path_;
    target.workDir = workDir_;
    {
        std::lock_guard lock(mutex_);
        target.expectedPuzzle = settings_.expectedPuzzle;
        target.sandboxed = settings_.sandboxed;
        target.messagesLanguage = settings_.messagesLanguage;
    }
    CheckReport report = runCheck(target, checkedBuilds_, instance, options, settings, std::move(stop));
    std::lock_guard lock(mutex_);
    check_ = report;
    return report;
}

CheckReport FileVersion::lastCheck() const {
    std::lock_guard lock(mutex_);
    return check_;
}

}  // namespace pw::own
