#pragma once
/// What grading a folder gives: for each board, what the built-in versions found on it;
/// for each file, its compile and, board by board, how its runs ended, their times beside
/// the reference version's, its node count and the points earned. Data only: the
/// gradebook's CSV (gradebook_csv.h) and the feedback pages (feedback_page.h) word it.
#include <cstdint>
#include <string>
#include <vector>

#include "assignment.h"
#include "own/child_run.h"
#include "own/compile.h"

namespace pw::grading {

/// How a file did on a board: the words of the gradebook, the same for every puzzle.
enum class BoardResult : std::uint8_t {
    Passed,         ///< every run finished, found what the best built-in version finds, within the limit
    Wrong,          ///< a run finished with another result, or reported a solution that is not one
    DidNotCompile,  ///< the file did not compile: no run
    Crashed,        ///< a run ended otherwise than by returning (a signal, an exception, a misuse...)
    OutOfTime,      ///< a run passed the limit, or the median of the runs did
    OutOfMemory,    ///< a run ran out of memory (the sandbox's limit)
};

/// What the built-in versions find on a board, once, before any file runs.
struct BoardReference {
    std::string expectedBy;  ///< the best built-in version ("queens.v6"), which computed `expected`
    /// The figure compared: -1 the solutions, else the `Stats::extra` counter the puzzle
    /// optimises (its `timelineCounter`: the shading grid's best score).
    int counter = -1;
    std::vector<std::uint64_t> expected;  ///< the figure, instance by instance
    std::uint64_t nodes = 0;              ///< the node version's nodes, summed (when the board gives node points)
    bool complete = false;                ///< false when the grading was stopped before it was known
};

struct BoardGrade {
    BoardResult result = BoardResult::DidNotCompile;
    double points = 0;      ///< earned, the node points included
    double nodePoints = 0;  ///< of which for the node count
    bool nodesMatch = false;
    std::vector<double> timesMs;      ///< the file's runs that finished, in order
    std::vector<double> referenceMs;  ///< the limit version's runs, each just before the file's
    double medianMs = -1;             ///< of timesMs (-1 when no run finished)
    double referenceMedianMs = -1;
    double limitMs = 0;               ///< the limit the median was held to
    std::uint64_t found = 0;          ///< the compared figure, summed over the instances
    std::uint64_t expected = 0;       ///< the best built-in version's, summed
    int firstWrong = -1;              ///< the first instance whose figure differs, -1 when none
    std::uint64_t nodes = 0;          ///< the file's nodes, summed over the instances (first run)
    own::RunReport report;            ///< the run that decided a failure, else the last one
    int failedInstance = -1;          ///< the instance that run was on
    bool graded = false;              ///< false until the board has been run (or the grading stopped first)
};

struct StudentGrade {
    std::string identifier;  ///< the file's name without `.cpp`: the gradebook's identifier
    std::string file;        ///< its path
    own::CompileReport compile;
    bool compiled = false;   ///< the compile has been tried (the report is meaningful)
    std::vector<BoardGrade> boards;

    double points() const {
        double total = 0;
        for (const BoardGrade& b : boards) total += b.points;
        return total;
    }
};

struct GradeBook {
    Assignment assignment;
    std::vector<BoardReference> references;
    std::vector<StudentGrade> students;
    bool cancelled = false;
};

}  // namespace pw::grading
