#pragma once
/// The runs of grading on one board (grader.h): what the built-in versions find there,
/// and one file graded on it.
#include <stop_token>

#include "grade_book.h"
#include "grader.h"
#include "own/file_version.h"

namespace pw::grading {

/// The best built-in version's result on each instance of the board, and the node
/// version's count when the board gives node points. Untimed.
BoardReference measureReference(const Assignment& assignment, const AssignmentBoard& board, std::stop_token stop);

/// The file's runs on the board, each after a run of the limit's version, and the
/// points they earn.
BoardGrade gradeBoard(const Assignment& assignment, const AssignmentBoard& board, const BoardReference& reference,
                      own::FileVersion& version, const GradeSettings& settings, std::stop_token stop);

}  // namespace pw::grading
