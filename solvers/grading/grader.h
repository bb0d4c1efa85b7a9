#pragma once
/// Grades a folder of students' files on an assignment's boards. First what the built-in
/// versions find on each board (the best one's result, the node version's count); then
/// every file compiled in the sandbox, several at once; then each file run on each
/// board, one run at a time so that no run slows another: `repeats` times, each run just
/// after one of the limit's version on the same board, so that both see the machine in
/// the same state and the limit is a ratio of two times measured side by side. A file
/// passes a board when every run finishes, finds the best built-in version's result and
/// reports no false solution, and the median of its times is within the limit.
///
/// Blocking, on the caller's thread (the compiles on threads of their own); a stop
/// ends it within a run's poll (10 ms), with what was graded so far.
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

#include "grade_book.h"
#include "own/child_run.h"

namespace pw::grading {

struct GradeSettings {
    bool sandboxed = true;    ///< false only where bwrap cannot start and the user said so
    int repeats = 3;          ///< runs of each file on each board; the median time counts
    own::RunLimits limits;    ///< each run's memory, processor time and file size
    unsigned compileThreads = 0;  ///< 0: one a hardware thread
    /// The language of the compiler's messages ("fr": the pages' language), empty: English.
    std::string messagesLanguage;
};

/// A step of the grading, told as it happens.
struct GradeStep {
    enum class Kind : std::uint8_t {
        Reference,  ///< `board`'s reference is known
        Compiled,   ///< `student`'s compile is over
        Board,      ///< `student` is graded on `board`
    };
    Kind kind = Kind::Reference;
    int student = -1;
    int board = -1;
    int done = 0;   ///< steps done, this one included
    int total = 0;  ///< boards + files + files × boards
};

/// Called after each step with the book as it stands; never twice at once, and the book
/// is not changed during a call.
using GradeProgress = std::function<void(const GradeStep&, const GradeBook&)>;

/// The `.cpp` files of a folder, in name order; empty when it cannot be listed.
std::vector<std::string> submissionFiles(const std::string& folder);
/// A file's identifier in the gradebook: its name without `.cpp` (`jdupont.cpp`: `jdupont`).
std::string identifierOf(const std::string& file);

/// The book before anything runs: the assignment, a reference and a student (each board
/// not graded) per board and file.
GradeBook emptyBook(const Assignment& assignment, const std::vector<std::string>& files);

/// Grades the files on the assignment (its boards' instances loaded).
GradeBook gradeFiles(const Assignment& assignment, const std::vector<std::string>& files, const GradeSettings& settings,
                     std::stop_token stop = {}, const GradeProgress& progress = {});

/// The result of a run of a file that ended (a compiled file), before the figures are
/// compared: Passed stands for "finished".
BoardResult resultOfRun(const own::RunReport& report);

}  // namespace pw::grading
