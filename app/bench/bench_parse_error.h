#pragma once
/// The English wording of a reader's ParseError (solvers/core/parse_error.h), for
/// puzzle-bench's messages; the GUI has its own, translated (ui/text/parse_error_text).
#include <string>

#include "core/parse_error.h"

namespace pw::bench {

/// One line: "line 3, column 40: 'x' is not allowed here; expected one of 1 2 3 … 9 . 0".
std::string describeParseError(const ParseError& error);

}  // namespace pw::bench
