#pragma once
/// The English wording of an assignment's error (solvers/grading/assignment_error.h),
/// for puzzle-bench; the GUI has its own, translated (ui/grading).
#include <string>

#include "assignment_error.h"

namespace pw::bench {

/// One line: "queens-assignment.txt, line 12, column 8: 'fast' is not a value of this key: ...".
std::string describeAssignmentError(const grading::AssignmentError& error, const std::string& file);

}  // namespace pw::bench
