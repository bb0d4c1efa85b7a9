#pragma once
/// An assignment read from its file, with the files its boards name (`file: NAME`, a
/// file of the puzzle's format beside the assignment) read by the puzzle's reader. Each
/// file is capped before it is read (the assignment at kMaxAssignmentBytes, a board's at
/// kMaxParseInputBytes), so a pipe or a huge file is refused, never loaded.
#include <optional>
#include <string>

#include "assignment_reader.h"

namespace pw::grading {

/// Reads the files of the assignment's `file:` boards, relative to `folder` (the
/// assignment's): every puzzle of a file is one instance of its board. The error is
/// placed on the `file:` line; a puzzle's reader's error keeps the file's own line.
std::optional<AssignmentError> loadBoardFiles(Assignment& assignment, const std::string& folder);

/// Reads the assignment at `path`, then its boards' files. FileUnreadable (line 0,
/// `found` the path) when the file itself cannot be read.
AssignmentResult loadAssignment(const std::string& path);

/// At most `cap` + 1 bytes of the file at `path` (one more than the cap tells a file too
/// large), or nothing when it cannot be opened or read.
std::optional<std::string> readCapped(const std::string& path, std::size_t cap);

}  // namespace pw::grading
