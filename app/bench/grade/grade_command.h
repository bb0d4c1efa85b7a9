#pragma once
/// `puzzle-bench grade ASSIGNMENT --algo submissions/ --out DIR`: every .cpp file of the
/// folder graded on the assignment's boards (solvers/grading/grader.h), then
/// `DIR/grades.csv`, the gradebook Moodle imports, and `DIR/<identifier>.html`, one
/// feedback page a file, each written whole or not at all. The progress goes to the
/// error stream, one line a file, and a table of the grades to the output.
#include <iosfwd>
#include <string>
#include <vector>

#include "core/result.h"
#include "grade_book.h"
#include "wording.h"

namespace pw::bench {

struct GradeOptions {
    std::string assignment;
    std::vector<std::string> files;  ///< --algo: folders and .cpp files, as given
    std::string out;
    std::string language = "en";     ///< --lang en|fr: the pages and the feedback column
    bool noSandbox = false;
    int repeats = 3;
};

/// The arguments after `grade`; an error names the offending one.
Result<GradeOptions> parseGradeOptions(const std::vector<std::string>& args);
std::string gradeUsage();

/// The .cpp files the --algo items name (a folder: its .cpp files in name order), or an
/// error for an item that is neither, or an empty list.
Result<std::vector<std::string>> gradedFiles(const std::vector<std::string>& items);

/// Writes `out/grades.csv` and a page per file into `out` (made if missing); the paths
/// written, or the first error.
Result<std::vector<std::string>> writeGradeFiles(const grading::GradeBook& book, const grading::Wording& wording,
                                                 const std::string& out);

/// The whole command: 0 when the folder was graded and its files written, 2 on a bad
/// argument, assignment or folder, or a file that cannot be written.
int runGradeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace pw::bench
