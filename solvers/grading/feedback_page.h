#pragma once
/// The feedback page of one file (`DIR/<identifier>.html`): the assignment's title, the
/// grade, the compiler's messages when the file did not compile, then board by board
/// the result, the points and, on a visible board, what was found, the time against the
/// limit and the nodes. A hidden board shows passed or failed and its points, never its
/// size, givens or figures. One self-contained HTML file (its style inline, no script,
/// nothing fetched), UTF-8, every text escaped: a file's name, an exception's text, the
/// compiler's messages and the program's output are the student's.
#include <string>

#include "grade_book.h"
#include "wording.h"

namespace pw::grading {

/// The page of `book.students[student]`; `version` is the program's ("0.1.0").
std::string feedbackPage(const GradeBook& book, std::size_t student, const Wording& w, const std::string& version);

/// Text made safe inside HTML elements and quoted attributes: & < > " ' escaped, and the
/// bytes that are not text (controls other than tab and newline, invalid UTF-8) shown
/// as U+FFFD.
std::string escapeHtml(std::string_view text);

}  // namespace pw::grading
