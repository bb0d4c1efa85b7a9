#include "feedback_text.h"

#include <algorithm>
#include <csignal>
#include <filesystem>

#include "all_puzzles.h"
#include "core/registry.h"  // PW_TEXT
#include "own/protocol.h"
#include "own/signal_names.h"
#include "own/source_check.h"

namespace pw::grading {

namespace {

std::string n(std::int64_t v) { return std::to_string(v); }

std::string modeText(const Wording& w, Mode mode) {
    switch (mode) {
    case Mode::First: return w.text(PW_TEXT("Grading", "the first solution"));
    case Mode::All: return w.text(PW_TEXT("Grading", "every solution"));
    case Mode::Count: return w.text(PW_TEXT("Grading", "the solutions counted"));
    }
    return {};
}

std::string signalMeaning(const Wording& w, int signal) {
    switch (signal) {
    case SIGSEGV: return w.text(PW_TEXT("Grading", "segmentation fault: memory it may not touch, or a stack too deep"));
    case SIGABRT: return w.text(PW_TEXT("Grading", "abort"));
    case SIGFPE: return w.text(PW_TEXT("Grading", "arithmetic error: a division by zero?"));
    case SIGILL: return w.text(PW_TEXT("Grading", "illegal instruction"));
    case SIGBUS: return w.text(PW_TEXT("Grading", "bus error"));
    case SIGKILL: return w.text(PW_TEXT("Grading", "killed"));
    case SIGSYS: return w.text(PW_TEXT("Grading", "a system call the sandbox refuses"));
    default: return {};
    }
}

std::string forbiddenText(const Wording& w, const own::RunReport& r) {
    using F = own::wire::Forbidden;
    switch (static_cast<F>(r.forbidden)) {
    case F::Process: return w.text(PW_TEXT("Grading", "It tried to start a new process (fork): a version runs alone."));
    case F::Exec: return w.text(PW_TEXT("Grading", "It tried to run another program (exec): a version runs alone."));
    case F::Thread:
        return w.text(PW_TEXT("Grading", "It started more than %1 threads at once: a version may run %1."),
                      {n(r.figures[0])});
    case F::Socket: return w.text(PW_TEXT("Grading", "It tried to open a connection (socket): a version has no network."));
    case F::File:
        if (r.forbiddenWrite)
            return w.text(PW_TEXT("Grading", "It tried to write %1: a version may write files only in its private /tmp."),
                          {r.text});
        return w.text(PW_TEXT("Grading", "It tried to open %1: a version sees only /usr and its private /tmp."), {r.text});
    case F::Call:
        if (r.figures[0] < 0)
            return w.text(PW_TEXT("Grading", "It made a call the sandbox refuses (a new process, another program or a "
                                             "connection)."));
        return w.text(PW_TEXT("Grading", "It made a system call the sandbox refuses (number %1)."), {n(r.figures[0])});
    }
    return w.text(PW_TEXT("Grading", "It did what the sandbox refuses."));
}

std::string misuseText(const Wording& w, const own::RunReport& r) {
    using M = own::Misuse;
    // As the window says it (OwnVersionText::runEnd): the file's line named as the file's
    // ("Line 5" alone reads as a row), the call as the file writes it (counted from 0),
    // the square as the board shows it (counted from 1).
    const std::string square =
        w.text(PW_TEXT("Grading", "row %1, column %2"), {n(r.figures[0] + 1), n(r.figures[1] + 1)});
    std::string line;
    if (r.line > 0)
        line = r.call.empty() ? w.text(PW_TEXT("Grading", "line %1 of your file: "), {n(r.line)})
                              : w.text(PW_TEXT("Grading", "line %1 of your file: %2: "), {n(r.line), r.call});
    switch (static_cast<M>(r.misuse)) {
    case M::OffBoard:
        return line + w.text(PW_TEXT("Grading", "%1 is off the board (your calls count rows and columns from 0, "
                                                "the board from 1)."),
                             {square});
    case M::Occupied: return line + w.text(PW_TEXT("Grading", "%1 is taken already: take it back first."), {square});
    case M::Empty: return line + w.text(PW_TEXT("Grading", "there is nothing to take back at %1."), {square});
    case M::Given: return line + w.text(PW_TEXT("Grading", "%1 holds a number of the puzzle itself."), {square});
    case M::BadNumber:
        return line + w.text(PW_TEXT("Grading", "%1 is not between 1 and %2."), {n(r.figures[0]), n(r.figures[1])});
    case M::TooLarge: return line + w.text(PW_TEXT("Grading", "the board is larger than the puzzle's header holds."));
    }
    return line + w.text(PW_TEXT("Grading", "a call the board cannot carry out."));
}


std::string shortId(const std::string& id) {
    const std::size_t dot = id.find('.');
    return dot == std::string::npos ? id : id.substr(dot + 1);
}

}  // namespace

std::string resultText(const Wording& w, BoardResult result) {
    switch (result) {
    case BoardResult::Passed: return w.text(PW_TEXT("Grading", "passed"));
    case BoardResult::Wrong: return w.text(PW_TEXT("Grading", "wrong"));
    case BoardResult::DidNotCompile: return w.text(PW_TEXT("Grading", "did not compile"));
    case BoardResult::Crashed: return w.text(PW_TEXT("Grading", "crashed"));
    case BoardResult::OutOfTime: return w.text(PW_TEXT("Grading", "out of time"));
    case BoardResult::OutOfMemory: return w.text(PW_TEXT("Grading", "out of memory"));
    }
    return {};
}

std::string hiddenResultText(const Wording& w, bool passed) {
    return passed ? w.text(PW_TEXT("Grading", "passed")) : w.text(PW_TEXT("Grading", "failed"));
}

std::string boardName(const Wording& w, const AssignmentBoard& board, int index) {
    const std::string number = n(index + 1);
    if (board.hidden) return w.text(PW_TEXT("Grading", "Hidden board %1"), {number});
    const std::string& title = inLanguage(board.titles, w.language());
    if (title.empty()) return w.text(PW_TEXT("Grading", "Board %1"), {number});
    return w.text(PW_TEXT("Grading", "Board %1: %2"), {number, title});
}

std::string boardShape(const Wording& w, const AssignmentBoard& board) {
    std::string shape;
    const std::string mode = modeText(w, board.mode);
    switch (board.source.kind) {
    case BoardSource::Kind::Size: {
        const Instance& i = board.instances.front();
        shape = concat(n(i.rows), "\xC3\x97", n(i.cols));
        if (board.source.size.k) shape = w.text(PW_TEXT("Grading", "%1, k = %2"), {shape, n(board.source.size.k)});
        if (board.source.size.torus) shape = w.text(PW_TEXT("Grading", "%1, torus"), {shape});
        break;
    }
    case BoardSource::Kind::Text:
        if (board.instances.size() == 1) {
            const Instance& i = board.instances.front();
            shape = w.text(PW_TEXT("Grading", "%1, as given"), {concat(n(i.rows), "\xC3\x97", n(i.cols))});
        } else {
            shape = w.text(PW_TEXT("Grading", "the puzzles given (%1)"), {w.count(board.instances.size())});
        }
        break;
    case BoardSource::Kind::File:
        shape = w.text(PW_TEXT("Grading", "the puzzles of %1 (%2)"),
                       {std::filesystem::path(board.source.file).filename().string(), w.count(board.instances.size())});
        break;
    }
    return w.text(PW_TEXT("Grading", "%1; %2"), {shape, mode});
}

std::string compileText(const Wording& w, const own::CompileReport& c, const std::string& file) {
    using O = own::CompileOutcome;
    using P = own::SourceProblem;
    switch (c.outcome) {
    case O::Compiled: return {};
    case O::SourceProblem:
        switch (c.source.problem) {
        case P::Unreadable: return w.text(PW_TEXT("Grading", "%1 cannot be read."), {file});
        case P::Empty: return w.text(PW_TEXT("Grading", "%1 is empty."), {file});
        case P::Binary:
            return w.text(PW_TEXT("Grading", "%1 is not a text file: line %2, column %3 holds a byte that is not UTF-8 text."),
                          {file, n(c.source.line), n(c.source.column)});
        case P::TooLarge:
            return w.text(PW_TEXT("Grading", "%1 has %2 bytes, more than a version may have (%3)."),
                          {file, w.count(static_cast<std::uint64_t>(c.source.figure)), w.count(own::kMaxSourceBytes)});
        case P::NoPuzzleHeader: {
            // The headers as the puzzles' table lists them: the first whole, then the others.
            const std::vector<std::string>& ids = own::headerPuzzles();
            std::string others;
            for (std::size_t i = 1; i < ids.size(); ++i) others += (i > 1 ? ", " : "") + ids[i] + ".h";
            return w.text(PW_TEXT("Grading", "%1 includes no puzzle header (#include <puzzle_workbench/%2.h> or %3)."),
                          {file, ids.empty() ? std::string() : ids.front(), others});
        }
        case P::None: break;
        }
        return {};
    case O::WrongPuzzle:
        return w.text(PW_TEXT("Grading", "%1 is written for another puzzle: line %2 includes puzzle_workbench/%3.h."),
                      {file, n(c.source.includeLine), c.source.puzzle});
    case O::CompilerMissing:
        return w.text(PW_TEXT("Grading", "There is no C++ compiler on the grading machine (the Debian package g++)."));
    case O::RuntimeMissing:
        return w.text(PW_TEXT("Grading", "The puzzle headers and the runtime library are not installed on the grading machine."));
    case O::SandboxUnavailable: return w.text(PW_TEXT("Grading", "The sandbox (bubblewrap) cannot start on the grading machine."));
    case O::Failed: return w.text(PW_TEXT("Grading", "%1 did not compile."), {file});
    case O::NoSearch: return w.text(PW_TEXT("Grading", "%1 defines no search function (void search(pw::...&))."), {file});
    case O::OwnMain:
        return w.text(PW_TEXT("Grading", "%1 defines main (line %2), which the workbench supplies: remove it."),
                      {file, n(c.source.mainLine)});
    case O::OutOfTime: return w.text(PW_TEXT("Grading", "The compiler ran out of time or memory on %1."), {file});
    }
    return {};
}

std::vector<std::string> diagnosticLines(const Wording& w, const own::CompileReport& compile, const std::string& path,
                                         const std::string& fileName, std::size_t most) {
    std::vector<std::string> lines;
    for (const own::Diagnostic& d : compile.diagnostics) {
        if (lines.size() >= most) break;
        if (d.severity == own::Severity::Note) continue;
        // Where the grader keeps the file is not the student's business: its name only.
        std::string where = d.file == path || d.file == compile.compiledAs ? fileName : d.file;
        if (d.line > 0) where += concat(":", n(d.line));
        if (d.column > 0) where += concat(":", n(d.column));
        // As g++ writes them, in its words for the severity in each language.
        const std::string severity = d.severity == own::Severity::Error ? w.text(PW_TEXT("Grading", "error"))
                                                                         : w.text(PW_TEXT("Grading", "warning"));
        lines.push_back(concat(where, ": ", severity, ": ", d.message));
    }
    return lines;
}

std::string runEndText(const Wording& w, const own::RunReport& r) {
    using E = own::RunEnd;
    switch (r.end) {
    case E::Finished:
    case E::Stopped: return {};
    case E::Crashed: {
        const std::string meaning = signalMeaning(w, r.signal);
        if (meaning.empty()) return w.text(PW_TEXT("Grading", "It crashed: %1."), {own::signalName(r.signal)});
        return w.text(PW_TEXT("Grading", "It crashed: %1 (%2)."), {own::signalName(r.signal), meaning});
    }
    case E::UncaughtException:
        if (r.text.empty()) return w.text(PW_TEXT("Grading", "It was ended by an exception it did not catch."));
        return w.text(PW_TEXT("Grading", "It was ended by an exception it did not catch: %1"), {r.text});
    case E::OutOfMemory:
        if (r.nullAllocation)
            return w.text(PW_TEXT("Grading", "It ran out of memory (the limit is %1 MiB): an allocation returned null, "
                                             "and the null pointer was used."),
                          {w.count(r.limits.memoryBytes >> 20)});
        return w.text(PW_TEXT("Grading", "It ran out of memory (the limit is %1 MiB)."),
                      {w.count(r.limits.memoryBytes >> 20)});
    case E::CpuLimit:
        return w.text(PW_TEXT("Grading", "It ran out of processor time (the limit is %1 s)."), {w.count(r.limits.cpuSeconds)});
    case E::FileSizeLimit:
        return w.text(PW_TEXT("Grading", "It wrote a file past the size limit (%1 MiB)."), {w.count(r.limits.fileBytes >> 20)});
    case E::Misuse: return misuseText(w, r);
    case E::ExitedEarly:
        return w.text(PW_TEXT("Grading", "It ended before its search returned (exit status %1)."), {n(r.exitStatus)});
    case E::ProtocolError:
        return w.text(PW_TEXT("Grading", "It sent what the runtime never sends (did it write to descriptor 3?)."));
    case E::OtherPuzzle: return w.text(PW_TEXT("Grading", "It was written for another puzzle."));
    case E::BoardTooLarge: return w.text(PW_TEXT("Grading", "The board is larger than the puzzle's header holds."));
    case E::NotStarted: return w.text(PW_TEXT("Grading", "It could not start on the grading machine: %1"), {r.text});
    case E::Forbidden: return forbiddenText(w, r);
    case E::ToolError: return w.text(PW_TEXT("Grading", "A checking tool reported an error."));
    }
    return {};
}

std::vector<std::string> boardDetails(const Wording& w, const Assignment& assignment, int boardIndex,
                                      const BoardReference& reference, const BoardGrade& g) {
    const AssignmentBoard& board = assignment.boards[static_cast<std::size_t>(boardIndex)];
    std::vector<std::string> lines;
    const bool several = board.instances.size() > 1;
    if (g.result == BoardResult::DidNotCompile || !g.graded) return lines;
    if (several && g.failedInstance >= 0 && g.result != BoardResult::Passed)
        lines.push_back(w.text(PW_TEXT("Grading", "On puzzle %1 of %2:"),
                               {n(g.failedInstance + 1), w.count(board.instances.size())}));
    if (const std::string end = runEndText(w, g.report); !end.empty()) lines.push_back(end);
    if (g.result == BoardResult::OutOfTime && g.timesMs.empty())
        lines.push_back(w.text(PW_TEXT("Grading", "It was stopped past the limit of %1."), {w.duration(g.limitMs)}));
    if (g.report.end == own::RunEnd::Finished && g.report.invalid > 0) {
        lines.push_back(w.text(PW_TEXT("Grading", "Solutions it reported that are not solutions: %1 of %2."),
                               {w.count(g.report.invalid), w.count(g.report.reported)}));
        const PuzzleInfo* puzzle = builtinRegistry().puzzle(assignment.puzzle);
        const int at = std::max(g.failedInstance, 0);
        if (puzzle && !g.report.firstInvalid.empty() && at < static_cast<int>(board.instances.size()))
            lines.push_back(w.text(PW_TEXT("Grading", "The first: %1"),
                                   {puzzle->formatSolution(board.instances[static_cast<std::size_t>(at)],
                                                           g.report.firstInvalid)}));
    }
    const bool finished = g.report.end == own::RunEnd::Finished;
    if (finished && reference.complete) {
        const std::string best = shortId(reference.expectedBy);
        const bool score = reference.counter >= 0;
        if (g.firstWrong < 0 && g.report.invalid == 0)
            lines.push_back(score ? w.text(PW_TEXT("Grading", "Best score found: %1, as %2."), {w.count(g.found), best})
                                  : w.text(PW_TEXT("Grading", "Solutions found: %1, as %2."), {w.count(g.found), best}));
        else if (!several)
            lines.push_back(score ? w.text(PW_TEXT("Grading", "Best score found: %1; %2 finds %3."),
                                           {w.count(g.found), best, w.count(g.expected)})
                                  : w.text(PW_TEXT("Grading", "Solutions found: %1; %2 finds %3."),
                                           {w.count(g.found), best, w.count(g.expected)}));
        else if (g.firstWrong >= 0)
            lines.push_back(w.text(PW_TEXT("Grading", "On puzzle %1 it found another result than %2."),
                                   {n(g.firstWrong + 1), best}));
    }
    if (!g.timesMs.empty() && g.referenceMedianMs >= 0) {
        const std::string reference = shortId(board.limit.version);
        const double ratioLimit = board.limit.multiple * g.referenceMedianMs;
        const std::string multiple = w.points(board.limit.multiple), time = w.duration(g.referenceMedianMs);
        const std::string limit =
            ratioLimit >= board.limit.leastSeconds * 1000
                ? w.text(PW_TEXT("Grading", "%1 (%2 × %3, the time of %4)"), {w.duration(g.limitMs), multiple, time, reference})
                : w.text(PW_TEXT("Grading", "%1, the least limit (%2 × %3, the time of %4, is less)"),
                         {w.duration(g.limitMs), multiple, time, reference});
        std::string times;
        for (const double t : g.timesMs) times += concat(times.empty() ? "" : w.text(PW_TEXT("Grading", ", ")), w.duration(t));
        lines.push_back(w.text(PW_TEXT("Grading", "Times: %1; median: %2; limit: %3."), {times, w.duration(g.medianMs), limit}));
    }
    if (board.nodes.points > 0 && finished && reference.complete && g.result != BoardResult::Crashed) {
        const std::string version = shortId(board.nodes.version);
        if (g.nodesMatch)
            lines.push_back(w.text(PW_TEXT("Grading", "Nodes: %1, as %2 (+%3)."),
                                   {w.count(g.nodes), version, w.points(g.nodePoints)}));
        else
            lines.push_back(w.text(PW_TEXT("Grading", "Nodes: %1; %2 visits %3."),
                                   {w.count(g.nodes), version, w.count(reference.nodes)}));
    }
    return lines;
}

std::string pointsText(const Wording& w, double earned, double most) {
    return w.text(PW_TEXT("Grading", "%1 / %2"), {w.points(earned), w.points(most)});
}

}  // namespace pw::grading
