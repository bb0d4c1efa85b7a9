#pragma once
/// The second pass's readers of an assignment's values (assignment_reader.cpp): each
/// reads one entry (lessons/lesson_lines.h) into the assignment, or answers the
/// AssignmentError that points at it.
#include <optional>
#include <string>

#include "assignment.h"
#include "assignment_error.h"
#include "core/registry.h"
#include "lesson_error.h"
#include "lesson_lines.h"

namespace pw::grading {

/// An error of `kind` at a line and column (from 1), quoting `found`, listing `expected`.
AssignmentError assignmentError(AssignmentErrorKind kind, int line, int column, std::string found = {},
                                std::string expected = {});
/// A value its key does not take, quoted, with the forms the key takes.
AssignmentError valueError(const lessons::Span& value, std::string expected);
/// The lessons' first pass and key checks answer LessonErrors: the same faults here.
AssignmentError fromLessonError(const lessons::LessonError& e);

std::optional<AssignmentError> readPuzzle(const lessons::Entry& e, std::string* puzzle);
/// `first`, `all` or `count`.
std::optional<AssignmentError> readMode(const lessons::Entry& e, Mode* mode);
/// A number of points, 0 to kMaxBoardPoints.
std::optional<AssignmentError> readPoints(const lessons::Entry& e, double* points);
/// `20 x v2`: the multiple and the version; the least limit is kept.
std::optional<AssignmentError> readLimit(const lessons::Entry& e, const std::string& puzzle, TimeLimit* limit);
/// `0.1` or `0.1 s`: the limit's least seconds.
std::optional<AssignmentError> readLeastLimit(const lessons::Entry& e, TimeLimit* limit);
/// `1 for v2`, or `none`.
std::optional<AssignmentError> readNodes(const lessons::Entry& e, const std::string& puzzle, NodePoints* nodes);
std::optional<AssignmentError> readYesNo(const lessons::Entry& e, bool* value);
/// `username`, `idnumber` or `email`.
std::optional<AssignmentError> readIdentifier(const lessons::Entry& e, Identifier* identifier);
/// The grade item's name in Moodle: one line of text.
std::optional<AssignmentError> readGradeItem(const lessons::Entry& e, std::string* name);
/// `size: N` or `size: RxC`, with the board's `k` and `torus` when given; the instance made.
std::optional<AssignmentError> readSize(const lessons::Entry& size, const lessons::Entry* k, const lessons::Entry* torus,
                                        const PuzzleInfo& puzzle, AssignmentBoard* board);
/// The board's rows, on the value's line and the indented lines below, read by the
/// puzzle's reader; its errors are placed in the assignment.
std::optional<AssignmentError> readGivens(const lessons::Entry& e, const PuzzleInfo& puzzle, AssignmentBoard* board);
/// An error at `line` when an instance is larger than the students' header holds.
std::optional<AssignmentError> checkSides(const std::vector<Instance>& instances, const PuzzleInfo& puzzle, int line,
                                          int column);
/// `file: NAME`: the file is read by loadBoardFiles.
std::optional<AssignmentError> readFileName(const lessons::Entry& e, AssignmentBoard* board);

}  // namespace pw::grading
