#include "parse_error.h"

#include <ostream>

namespace pw {

std::string debugString(const ParseError& error) {
    std::string out = "ParseError{kind " + std::to_string(static_cast<int>(error.kind)) + ", line " +
                      std::to_string(error.line) + ", column " + std::to_string(error.column) + ", values";
    for (std::int64_t v : error.values) out += ' ' + std::to_string(v);
    out += ", found \"" + error.found + "\", expected \"" + error.expected + "\"}";
    return out;
}

std::ostream& operator<<(std::ostream& out, const ParseError& error) { return out << debugString(error); }

}  // namespace pw
