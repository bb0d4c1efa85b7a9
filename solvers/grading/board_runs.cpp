#include "board_runs.h"

#include <algorithm>
#include <chrono>

#include "all_puzzles.h"
#include "own/best_builtin.h"
#include "run_timing.h"

namespace pw::grading {

namespace {

struct Timed {
    RunResult result;
    double ms = 0;
};

Timed runTimed(const AlgorithmInfo& algorithm, const Instance& instance, Mode mode, std::stop_token stop,
               double budgetMs = 0) {
    SolutionSink sink(0);
    SearchContext ctx(sink, std::move(stop));
    if (budgetMs > 0) ctx.setBudget(std::chrono::duration<double, std::milli>(budgetMs));
    const auto start = std::chrono::steady_clock::now();
    Timed t;
    t.result = runAlgorithm(algorithm, instance, RunOptions{mode}, ctx);
    t.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return t;
}

/// The figure a run is judged by: its solutions, or the counter the puzzle optimises.
std::uint64_t figureOf(const RunResult& run, int counter) {
    return counter < 0 ? run.stats.solutions : run.stats.extra[static_cast<std::size_t>(counter)];
}

/// The limit's version on every instance of the board: its time.
double referenceRun(const AssignmentBoard& board, std::stop_token stop) {
    const AlgorithmInfo* reference = builtinRegistry().algorithm(board.limit.version);
    double ms = 0;
    for (const Instance& instance : board.instances) ms += runTimed(*reference, instance, board.mode, stop).ms;
    return ms;
}

/// One run of the file on every instance of the board, stopped `budgetMs` after each
/// start; false when it failed (`grade` then says how).
bool fileRun(const AssignmentBoard& board, const BoardReference& reference, own::FileVersion& version, double budgetMs,
             bool first, std::stop_token stop, BoardGrade& grade) {
    const AlgorithmInfo algorithm = version.algorithm();
    double ms = 0;
    std::uint64_t found = 0, nodes = 0;
    for (std::size_t i = 0; i < board.instances.size(); ++i) {
        const Timed t = runTimed(algorithm, board.instances[i], board.mode, stop, budgetMs);
        own::RunReport report = version.lastRun();
        ms += fileRunMs(t.ms, report);
        BoardResult result = resultOfRun(report);
        if (result == BoardResult::Passed && report.end == own::RunEnd::Finished && report.invalid > 0)
            result = BoardResult::Wrong;
        const std::uint64_t figure = figureOf(t.result, reference.counter);
        const bool counted = reference.counter < 0 || (t.result.extraValid >> reference.counter & 1u);
        if (result == BoardResult::Passed && (!counted || figure != reference.expected[i])) {
            result = BoardResult::Wrong;
            if (grade.firstWrong < 0) grade.firstWrong = static_cast<int>(i);
        }
        found += figure;
        nodes += t.result.stats.nodes;
        grade.report = std::move(report);
        if (result != BoardResult::Passed) {
            grade.result = result;
            grade.failedInstance = static_cast<int>(i);
            // What a run found means something only when it finished (a wrong result).
            if (grade.report.end == own::RunEnd::Finished) grade.found = found;
            return false;
        }
    }
    if (first) {
        grade.found = found;
        grade.nodes = nodes;
    }
    grade.timesMs.push_back(ms);
    return true;
}

}  // namespace

BoardResult resultOfRun(const own::RunReport& report) {
    using E = own::RunEnd;
    switch (report.end) {
    case E::Finished: return BoardResult::Passed;
    case E::Stopped:
    case E::CpuLimit: return BoardResult::OutOfTime;
    case E::OutOfMemory: return BoardResult::OutOfMemory;
    case E::Crashed:
    case E::UncaughtException:
    case E::FileSizeLimit:
    case E::Misuse:
    case E::ExitedEarly:
    case E::ProtocolError:
    case E::OtherPuzzle:
    case E::BoardTooLarge:
    case E::NotStarted:
    case E::Forbidden:   // the sandbox refused a call: the program ended there
    case E::ToolError: return BoardResult::Crashed;
    }
    return BoardResult::Crashed;
}

BoardReference measureReference(const Assignment& assignment, const AssignmentBoard& board, std::stop_token stop) {
    BoardReference reference;
    const AlgorithmInfo* best = own::bestBuiltin(builtinRegistry(), assignment.puzzle);
    reference.expectedBy = best->id;
    reference.counter = best->timelineCounter;
    for (const Instance& instance : board.instances) {
        const Timed t = runTimed(*best, instance, board.mode, stop);
        if (!t.result.completed) return reference;  // stopped: not known
        reference.expected.push_back(figureOf(t.result, reference.counter));
    }
    if (board.nodes.points > 0) {
        const AlgorithmInfo* counter = builtinRegistry().algorithm(board.nodes.version);
        for (const Instance& instance : board.instances) {
            const Timed t = runTimed(*counter, instance, board.mode, stop);
            if (!t.result.completed) return reference;
            reference.nodes += t.result.stats.nodes;
        }
    }
    reference.complete = true;
    return reference;
}

BoardGrade gradeBoard(const Assignment&, const AssignmentBoard& board, const BoardReference& reference,
                      own::FileVersion& version, const GradeSettings& settings, std::stop_token stop) {
    BoardGrade grade;
    if (!reference.complete) return grade;  // the grading was stopped before the board's result was known
    for (const std::uint64_t e : reference.expected) grade.expected += e;
    const int repeats = std::max(1, settings.repeats);
    for (int r = 0; r < repeats; ++r) {
        grade.referenceMs.push_back(referenceRun(board, stop));
        grade.referenceMedianMs = median(grade.referenceMs);
        grade.limitMs = limitMs(board.limit, grade.referenceMedianMs);
        if (stop.stop_requested()) return grade;
        if (!fileRun(board, reference, version, grade.limitMs + kStartAllowanceMs, r == 0, stop, grade)) {
            // A run past the limit by more than a start is stopped: out of time.
            grade.medianMs = median(grade.timesMs);
            return grade;
        }
        // A run already past the limit decides: the median of the rest cannot save it
        // once half of the runs are.
        if (grade.timesMs.back() > grade.limitMs && r + 1 < repeats &&
            std::count_if(grade.timesMs.begin(), grade.timesMs.end(), [&](double t) { return t > grade.limitMs; }) * 2 >
                repeats)
            break;
    }
    grade.medianMs = median(grade.timesMs);
    if (grade.medianMs > grade.limitMs) {
        grade.result = BoardResult::OutOfTime;
        return grade;
    }
    grade.result = BoardResult::Passed;
    grade.points = board.points;
    grade.nodesMatch = board.nodes.points > 0 && grade.nodes == reference.nodes;
    if (grade.nodesMatch) {
        grade.nodePoints = board.nodes.points;
        grade.points += grade.nodePoints;
    }
    return grade;
}

}  // namespace pw::grading
