#pragma once
/// The call a message about a student's code quotes, as the student wrote it: cut from
/// the file's lines at the line and column that the call's `std::source_location` gave.
/// GCC gives the column of the call's opening parenthesis, so the excerpt is the
/// callee's name and the object before it (`q.place`, `board->place`), and the arguments
/// up to the matching parenthesis: "q.place(8, 5)". Data for the front ends to quote; no
/// sentence.
#include <string>
#include <vector>

namespace pw::own {

/// The call at (line, column), both from 1, or empty when the place holds no call
/// (another file's line, a column past the line). An argument list that goes on past
/// its line ends with "…".
std::string callExcerpt(const std::vector<std::string>& lines, int line, int column);

}  // namespace pw::own
