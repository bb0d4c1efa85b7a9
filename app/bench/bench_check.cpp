#include "bench_check.h"

#include <nlohmann/json.hpp>

#include <ostream>

#include "bench_runner.h"
#include "core/csv_writer.h"

namespace pw::bench {

namespace {

using own::Access;
using own::FindingKind;

std::string n(std::int64_t v) { return std::to_string(v); }

std::string code(const std::string& text) { return "`" + text + "`"; }

// "reads", "writes" or "uses", as the access was.
std::string verb(Access access, const char* reads, const char* writes, const char* uses) {
    return access == Access::Read ? reads : access == Access::Write ? writes : uses;
}

std::string withExpression(std::string sentence, const own::ToolFinding& f) {
    if (!f.expression.empty()) sentence.append(" (").append(code(f.expression)).append(")");
    return sentence;
}

std::string atLine(const char* what, int line) {
    std::string out = what;
    if (line > 0) out.append(" at line ").append(n(line));
    return out;
}

std::string body(const own::ToolFinding& f, const own::RunLimits& limits) {
    switch (f.kind) {
    case FindingKind::NullPointer:
        return withExpression(verb(f.access, "reads through a null pointer", "writes through a null pointer",
                                   "uses a null pointer"),
                              f);
    case FindingKind::BadAddress:
        return withExpression(verb(f.access, "reads from an address it was never given", "writes to an address it was never given",
                                   "uses an address it was never given"),
                              f);
    case FindingKind::IndexOutOfBounds: {
        const std::string what = f.expression.empty() ? "index " + n(f.index) : code(f.expression);
        const std::string where = f.index < 0 ? ", before the start of an array of " : ", past the end of an array of ";
        return verb(f.access, "reads ", "writes ", "uses ") + what + where + n(f.count);
    }
    case FindingKind::BufferOverflow: {
        const std::string side = f.offset < 0 ? "before the start of " : "past the end of ";
        std::string sentence = verb(f.access, "reads ", "writes ", "uses memory ") + side;
        if (!f.variable.empty()) {
            sentence += code(f.variable);
            if (f.bytes > 0) sentence += ", " + n(static_cast<std::int64_t>(f.bytes)) + " bytes";
            if (f.otherLine > 0) sentence += " declared at line " + n(f.otherLine);
            return sentence;
        }
        sentence += "a block";
        if (f.bytes > 0) sentence += " of " + n(static_cast<std::int64_t>(f.bytes)) + " bytes";
        if (f.otherLine > 0) sentence += " allocated at line " + n(f.otherLine);
        return withExpression(sentence, f);
    }
    case FindingKind::UseAfterFree: return withExpression(atLine("uses memory already freed", f.otherLine), f);
    case FindingKind::UseAfterScope:
        return f.variable.empty() ? std::string("uses a local variable after the end of its block")
                                  : "uses " + code(f.variable) + " after the end of its block";
    case FindingKind::DoubleFree: return atLine("frees memory already freed", f.otherLine);
    case FindingKind::BadFree:
        return "frees memory the wrong way (`delete` for `new[]`, `delete[]` for `new`, or memory `new` did not give)";
    case FindingKind::StackOverflow: return "the recursion goes too deep: the stack is full";
    case FindingKind::IntegerOverflow: {
        const std::string type = code(f.type.empty() ? std::string("int") : f.type);
        if (!f.expression.empty()) return type + " overflow in " + code(f.expression);
        return f.operands.empty() ? type + " overflow" : type + " overflow: " + f.operands;
    }
    case FindingKind::DivisionByZero: return withExpression("divides by zero", f);
    case FindingKind::BadShift: return withExpression("shifts by a negative count or past the type's width", f);
    case FindingKind::MissingReturn:
        return f.expression.empty() ? std::string("a function ends without returning its value")
                                    : code(f.expression) + " ends without returning its value";
    case FindingKind::Uninitialised:
        if (!f.variable.empty()) {
            std::string sentence = "uses " + code(f.variable) + ", which was never given a value";
            if (f.otherLine > 0) sentence += " (declared at line " + n(f.otherLine) + ")";
            return sentence;
        }
        if (f.region == own::Region::Heap && f.otherLine > 0)
            return "uses memory allocated at line " + n(f.otherLine) + " before giving it a value";
        return f.otherLine > 0 ? "uses a value never set (a variable of the function at line " + n(f.otherLine) + ")"
                               : std::string("uses a value never set");
    case FindingKind::OutOfMemory:
        return "ran out of memory (limit " + n(static_cast<std::int64_t>(limits.memoryBytes >> 20)) + " MiB)";
    case FindingKind::Other: return f.message;
    }
    return f.message;
}

const char* kindName(FindingKind kind) {
    switch (kind) {
    case FindingKind::NullPointer: return "null_pointer";
    case FindingKind::BadAddress: return "bad_address";
    case FindingKind::IndexOutOfBounds: return "index_out_of_bounds";
    case FindingKind::BufferOverflow: return "buffer_overflow";
    case FindingKind::UseAfterFree: return "use_after_free";
    case FindingKind::UseAfterScope: return "use_after_scope";
    case FindingKind::DoubleFree: return "double_free";
    case FindingKind::BadFree: return "bad_free";
    case FindingKind::StackOverflow: return "stack_overflow";
    case FindingKind::IntegerOverflow: return "integer_overflow";
    case FindingKind::DivisionByZero: return "division_by_zero";
    case FindingKind::BadShift: return "bad_shift";
    case FindingKind::MissingReturn: return "missing_return";
    case FindingKind::Uninitialised: return "uninitialised";
    case FindingKind::OutOfMemory: return "out_of_memory";
    case FindingKind::Other: return "other";
    }
    return "other";
}

std::string counters(const RunResult& result) {
    return n(static_cast<std::int64_t>(result.stats.nodes)) + " nodes, " +
           n(static_cast<std::int64_t>(result.stats.solutions)) + " solutions";
}

}  // namespace

// The finding without its line: what follows "FILE:LINE: " or "line N of FILE: ".
std::string findingText(const own::ToolFinding& finding, const own::RunLimits& limits) {
    const std::string text = body(finding, limits);
    if (finding.line <= 0 && !finding.function.empty()) return text + " (in `" + finding.function + "`)";
    return text;
}

std::string findingSentence(const std::string& file, const own::ToolFinding& finding, const own::RunLimits& limits) {
    // As a misused call is said (bench_own_versions.cpp): the file's line named as the
    // file's, never "line 8" alone, which reads as a row of the board.
    if (finding.line > 0) return "line " + n(finding.line) + " of " + file + ": " + findingText(finding, limits);
    return findingText(finding, limits);
}

std::string checkSentence(const own::FileVersion& version, const own::CheckReport& r) {
    using O = own::CheckOutcome;
    using M = own::MemcheckState;
    switch (r.outcome) {
    case O::Found: return findingSentence(version.path(), *r.finding, r.run.limits);
    case O::NoError: {
        std::string sentence = "no error found (" + counters(r.result) + ")";
        switch (r.memcheck) {
        case M::NotInstalled: return sentence + "; values never set were not looked for: install valgrind";
        case M::OutOfTime: return sentence + "; the search for values never set ran out of time";
        case M::Failed: return sentence + "; Valgrind could not run it";
        case M::Ran:
        case M::NotNeeded: return sentence;
        }
        return sentence;
    }
    case O::RunEnded: return runEndSentence(version.path(), r.run);
    case O::Stopped: return "the check stopped before the end (the budget or Stop)";
    case O::NotCompiled: {
        const own::CompileReport& c = r.compile.outcome == own::CompileOutcome::Compiled ? version.lastCompile() : r.compile;
        const std::string why = compileProblemSentence(version, c);
        return why.empty() ? std::string("the checked build did not compile") : why;
    }
    case O::SanitizersMissing:
        return "the sanitizers' libraries are missing (libasan8 and libubsan1, which g++ brings on Debian)";
    }
    return {};
}

int runChecks(const Registry& registry, const BenchOptions& options, const OwnVersions& own, std::ostream& out,
              std::ostream& err) {
    const PuzzleInfo* puzzle = registry.puzzle(options.puzzle);
    if (!puzzle) {
        err << "puzzle-bench: unknown puzzle " << options.puzzle << "\n";
        return 2;
    }
    if (own.versions.empty()) {
        err << "puzzle-bench: --check needs files (--algo FILE.cpp or FOLDER/)\n";
        return 2;
    }
    Result<std::vector<Instance>> instances = loadInstances(*puzzle, options);
    if (!instances || instances->empty()) {
        err << "puzzle-bench: " << (instances ? std::string("no instance") : instances.error()) << "\n";
        return 2;
    }
    own::CheckSettings settings;
    if (options.budgetSeconds > 0) settings.budgetSeconds = options.budgetSeconds;
    bool anyError = false;
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    if (options.format == Format::Csv)
        out << csv::record({"file", "outcome", "line", "column", "kind", "events", "nodes", "solutions", "message"});
    for (const auto& version : own.versions) {
        const own::CompileReport compiled = version->lastCompile();
        own::CheckReport report;
        if (compiled.ok()) {
            report = version->check(instances->front(), {options.mode}, settings);
        } else {
            report.outcome = own::CheckOutcome::NotCompiled;
            report.compile = compiled;
        }
        const bool failed = report.outcome != own::CheckOutcome::NoError;
        anyError = anyError || failed;
        const own::ToolFinding* f = report.finding ? &*report.finding : nullptr;
        const std::string sentence = checkSentence(*version, report);
        const std::string outcome = report.outcome == own::CheckOutcome::NoError ? "ok"
                                    : f                                          ? "error"
                                                                                 : "not_checked";
        if (options.format == Format::Csv) {
            out << csv::record({version->path(), outcome, n(f ? f->line : 0), n(f ? f->column : 0),
                                f ? kindName(f->kind) : "",
                                report.eventsKnown ? n(static_cast<std::int64_t>(report.events)) : "",
                                n(static_cast<std::int64_t>(report.result.stats.nodes)),
                                n(static_cast<std::int64_t>(report.result.stats.solutions)), sentence});
        } else if (options.format == Format::Json) {
            nlohmann::ordered_json row;
            row["file"] = version->path();
            row["outcome"] = outcome;
            row["line"] = f ? f->line : 0;
            row["column"] = f ? f->column : 0;
            row["kind"] = f ? kindName(f->kind) : "";
            row["events"] = report.eventsKnown ? nlohmann::ordered_json(report.events) : nlohmann::ordered_json();
            row["nodes"] = report.result.stats.nodes;
            row["solutions"] = report.result.stats.solutions;
            row["message"] = sentence;
            rows.push_back(std::move(row));
        } else {
            // file:line: sentence, as a compiler says it, so that an editor can jump there.
            std::string place = version->path();
            if (f && f->line > 0) place += ":" + n(f->line);
            const std::string text = f && f->line > 0 ? findingText(*f, report.run.limits) : sentence;
            out << place << ": " << text << "\n";
        }
    }
    if (options.format == Format::Json) out << rows.dump(2) << "\n";
    return anyError ? 1 : 0;
}

}  // namespace pw::bench
