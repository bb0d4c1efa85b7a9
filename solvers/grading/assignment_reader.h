#pragma once
/// Reads an assignment from its text (docs/GRADING.md): a header of `key: value` lines,
/// then `[board]` sections of the same, cut into entries by the lessons' first pass
/// (lessons/lesson_lines.h). Any bytes get an assignment or an AssignmentError with its
/// line and column, in time and memory linear in the text: the text is capped at
/// kMaxAssignmentBytes and checked to be UTF-8 first, every number is read with
/// std::from_chars, the puzzle and the versions named are checked against the solvers'
/// registry, and a board's givens are read by its puzzle's own reader. A board that
/// names a file is read afterwards by loadBoardFiles (assignment_files.h), which knows
/// the assignment's folder.
#include <string_view>

#include "assignment.h"
#include "assignment_error.h"
#include "core/result.h"

namespace pw::grading {

using AssignmentResult = Result<Assignment, AssignmentError>;

AssignmentResult readAssignment(std::string_view text);

}  // namespace pw::grading
