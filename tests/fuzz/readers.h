#pragma once
/// The readers of outside text, each wrapped to be fed any byte string, with what must
/// hold of every answer: a board, or a ParseError of a known kind placed inside the text
/// (its line among the text's lines, an excerpt of at most kMaxParseExcerpt bytes); and
/// a board that is written back out reads back as the same board. Shared by the
/// randomized GoogleTest (reader_fuzz_test.cpp) and the libFuzzer targets
/// (fuzz_reader.cpp), so both check the same things.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pw::fuzz {

/// One reader under test.
struct Reader {
    const char* name;
    /// Reads `text`; returns an empty string when every check held, else what failed.
    /// `accepted` tells whether the puzzle's file reader found a board in it.
    std::string (*check)(std::string_view text, bool* accepted);
    /// Texts the reader accepts, the seeds of the mutations.
    std::vector<std::string> (*seeds)();
};

/// Every reader of the solver library: sudoku, queens, magic, lightsout, shading.
const std::vector<Reader>& solverReaders();
/// The lessons' reader (lessons/lesson_reader.h), in lesson_reader_check.cpp.
const Reader& lessonReader();
/// The run file's reader (core/run_file.h), in run_reader_check.cpp.
const Reader& runReader();
/// The assignments' reader (grading/assignment_reader.h), in assignment_reader_check.cpp.
const Reader& assignmentReader();
/// The readers of a checked run's reports (own/tool_report.h), in tool_report_check.cpp.
const Reader& toolReportReader();
const Reader* findReader(std::string_view name);

}  // namespace pw::fuzz
