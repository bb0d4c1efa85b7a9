#pragma once
/// What the assignment reader tells when a text is not an assignment: the kind of fault,
/// where it is (line and column, from 1; 0 for the whole text), and what it quotes. Data,
/// never a sentence: puzzle-bench words it in English (app/bench/grade), the GUI through
/// tr() (ui/grading). A board's own text, or the file a board names, that its puzzle's
/// reader refuses carries that reader's ParseError, its line counted in the assignment
/// (a board written under its key) or in the file.
#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>

#include "core/parse_error.h"

namespace pw::grading {

enum class AssignmentErrorKind : std::uint8_t {
    None,
    TooLarge,           ///< values: the text's size, the largest read
    NotUtf8,            ///< a byte sequence that is not UTF-8 (line and column of its first byte)
    NoBoards,           ///< no `[board]` section
    TooManyBoards,      ///< values: the largest number of boards
    UnsupportedFormat,  ///< `found`: the format; `expected`: the one this program reads
    BadLine,            ///< `found`: a line that is neither `key: value`, `[board]`, a comment nor blank
    UnknownSection,     ///< `found`: the section's name
    StrayIndent,        ///< an indented line that continues no key
    UnknownKey,         ///< `found`: the key; `expected`: the keys allowed there
    DuplicateKey,       ///< `found`: the key; values: the line of the first one
    MissingKey,         ///< `expected`: the key (or the keys, one of which) that must be given
    BadValue,           ///< `found`: the value; `expected`: the forms allowed
    UnknownPuzzle,      ///< `found`: the puzzle's id; `expected`: the ids known
    UnknownVersion,     ///< `found`: the version as written; `expected`: the puzzle's built-in ones
    BoardSize,          ///< values: the size, the smallest, the largest
    BadSize,            ///< values: rows, columns, k: sides in range that make no board of the puzzle
    TooManyInstances,   ///< values: the puzzles a board holds, the most it may
    TwoSources,         ///< `found`: the second of size, board, file; values: the line of the first
    BadBoard,           ///< `board`: what the puzzle's reader said (its line is the assignment's)
    FileUnreadable,     ///< `found`: the file as written (assignment_files.h)
    BadBoardFile,       ///< `found`: the file as written; `board`: the reader's error (its line is the file's)
    End,                ///< one past the last kind
};

struct AssignmentError {
    AssignmentErrorKind kind = AssignmentErrorKind::None;
    int line = 0;
    int column = 0;
    std::array<std::int64_t, 3> values{};
    std::string found;     ///< at most kMaxParseExcerpt × 2 bytes of the text
    std::string expected;  ///< the forms or names allowed there
    ParseError board;      ///< BadBoard, BadBoardFile

    explicit operator bool() const { return kind != AssignmentErrorKind::None; }
    friend bool operator==(const AssignmentError&, const AssignmentError&) = default;
};

/// The error's fields on one line, for a test's failure message: data, not wording.
std::string debugString(const AssignmentError& error);
std::ostream& operator<<(std::ostream& out, const AssignmentError& error);

}  // namespace pw::grading
