#include "assignment_error.h"

#include <ostream>

namespace pw::grading {

std::string debugString(const AssignmentError& e) {
    std::string out = "AssignmentError{kind=" + std::to_string(static_cast<int>(e.kind)) + " line=" +
                      std::to_string(e.line) + " column=" + std::to_string(e.column) + " values=" +
                      std::to_string(e.values[0]) + "," + std::to_string(e.values[1]) + "," +
                      std::to_string(e.values[2]) + " found='" + e.found + "' expected='" + e.expected + "'";
    if (e.board) out += " board=" + pw::debugString(e.board);
    return out + "}";
}

std::ostream& operator<<(std::ostream& out, const AssignmentError& e) { return out << debugString(e); }

}  // namespace pw::grading
