#include "assignment_error_text.h"

#include "bench_parse_error.h"
#include "wording.h"

namespace pw::bench {

namespace {

using grading::AssignmentError;
using grading::AssignmentErrorKind;
using grading::concat;

std::string what(const AssignmentError& e) {
    const std::string found = concat("'", e.found, "'");
    const auto v = [&](std::size_t i) { return std::to_string(e.values[i]); };
    switch (e.kind) {
    case AssignmentErrorKind::None:
    case AssignmentErrorKind::End: return "no error";
    case AssignmentErrorKind::TooLarge:
        return concat("the text is ", v(0), " bytes long, more than the ", v(1), " bytes an assignment may have");
    case AssignmentErrorKind::NotUtf8: return "these bytes are not UTF-8 text";
    case AssignmentErrorKind::NoBoards: return "the assignment has no board: each board starts with a line [board]";
    case AssignmentErrorKind::TooManyBoards: return concat("an assignment has at most ", v(0), " boards");
    case AssignmentErrorKind::UnsupportedFormat:
        return concat("format ", found, " is not known to this version of the program, which reads format ", e.expected);
    case AssignmentErrorKind::BadLine:
        return concat(found, " is not a line of an assignment: write key: value, [board], or # a comment");
    case AssignmentErrorKind::UnknownSection:
        return concat("unknown section [", e.found, "]: an assignment has only [board] sections");
    case AssignmentErrorKind::StrayIndent:
        return "an indented line continues the value of the key above it, and there is none (a blank line ends a value)";
    case AssignmentErrorKind::UnknownKey: return concat("unknown key ", found, " (the keys here: ", e.expected, ")");
    case AssignmentErrorKind::DuplicateKey: return concat("the key ", found, " is given twice (first on line ", v(0), ")");
    case AssignmentErrorKind::MissingKey:
        if (e.expected == "limit")
            return "the key 'limit' is missing: every board needs a time limit, in the header or its own (limit: 20 x v2)";
        if (e.expected.find(',') != std::string::npos) return concat("a board needs one of the keys ", e.expected);
        return concat("the key '", e.expected, "' is missing");
    case AssignmentErrorKind::BadValue: return concat(found, " is not a value of this key: ", e.expected);
    case AssignmentErrorKind::UnknownPuzzle: return concat("unknown puzzle ", found, " (the puzzles: ", e.expected, ")");
    case AssignmentErrorKind::UnknownVersion:
        return concat("unknown version ", found, " (this puzzle's built-in versions: ", e.expected, ")");
    case AssignmentErrorKind::BoardSize:
        return concat("a board of size ", v(0), ": this puzzle's sizes go from ", v(1), " to ", v(2));
    case AssignmentErrorKind::BadSize:
        return concat("this puzzle has no board of ", v(0), "\xC3\x97", v(1), e.values[2] ? concat(" with k = ", v(2)) : "");
    case AssignmentErrorKind::TooManyInstances:
        return concat("the board holds ", v(0), " puzzles, more than the ", v(1), " a board may hold");
    case AssignmentErrorKind::TwoSources:
        return concat("a board comes from one of size, board and file: ", found, " follows the one on line ", v(0));
    case AssignmentErrorKind::BadBoard:
        return concat("the board written here is not one of this puzzle: ", describeParseError(e.board));
    case AssignmentErrorKind::FileUnreadable:
        return e.line > 0 ? concat("cannot read the file ", found) : "cannot read the assignment";
    case AssignmentErrorKind::BadBoardFile:
        return concat("the file ", found, " is not one of this puzzle: ", describeParseError(e.board));
    }
    return "not an assignment";
}

}  // namespace

std::string describeAssignmentError(const AssignmentError& error, const std::string& file) {
    std::string where = file;
    if (error.line > 0) where += concat(", line ", std::to_string(error.line));
    if (error.column > 0) where += concat(", column ", std::to_string(error.column));
    return concat(where, ": ", what(error));
}

}  // namespace pw::bench
