#include "lesson_error.h"

#include <ostream>

namespace pw::lessons {

std::string debugString(const LessonError& e) {
    std::string out = "LessonError{kind=" + std::to_string(static_cast<int>(e.kind)) + " line=" + std::to_string(e.line) +
                      " column=" + std::to_string(e.column) + " values=" + std::to_string(e.values[0]) + "," +
                      std::to_string(e.values[1]) + "," + std::to_string(e.values[2]) + " found='" + e.found +
                      "' expected='" + e.expected + "'";
    return out + "}";
}

std::ostream& operator<<(std::ostream& out, const LessonError& e) { return out << debugString(e); }

}  // namespace pw::lessons
