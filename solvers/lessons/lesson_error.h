#pragma once
/// What the lesson reader tells when a text is not a lesson: the kind of fault, where it
/// is (line and column, from 1; 0 for the whole text) and what it quotes. Data, never a
/// sentence: the GUI words it through tr() (ui/lessons/lesson_error_text).
#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>

#include "core/parse_error.h"  // kMaxParseExcerpt

namespace pw::lessons {

/// 1 MiB: a lesson is a few pages of text.
constexpr std::size_t kMaxLessonBytes = std::size_t{1} << 20;
/// The most steps a lesson may have.
constexpr int kMaxLessonSteps = 500;

enum class LessonErrorKind : std::uint8_t {
    None,
    TooLarge,           ///< values: the text's size, the largest read
    NotUtf8,            ///< a byte sequence that is not UTF-8 (line and column of its first byte)
    NoSteps,            ///< no `[step]` section
    TooManySteps,       ///< values: the largest number of steps
    UnsupportedFormat,  ///< `found`: the format; a newer program's lesson
    BadLine,            ///< `found`: a line that is neither `key: value`, `[step]`, a comment nor blank
    UnknownSection,     ///< `found`: the section's name
    StrayIndent,        ///< an indented line that continues no key
    UnknownKey,         ///< `found`: the key; `expected`: the keys allowed there
    DuplicateKey,       ///< `found`: the key; values: the line of the first one
    MissingKey,         ///< `expected`: the key that must be given (line of the section)
    BadValue,           ///< `found`: the value; `expected`: the forms allowed
    UnknownPuzzle,      ///< `found`: the puzzle's id; `expected`: the ids known
    UnknownVersion,     ///< `found`: the version as written; `expected`: the puzzle's
    BadBoard,           ///< a board its puzzle's board refuses (checked by the GUI, which has the boards)
    BoardSize,          ///< values: the size, the smallest, the largest
    BadPlaceholder,     ///< `found`: the text from `{`: not closed, or empty
    UnknownFigure,      ///< `found`: the figure's name; `expected`: the names allowed
    UnknownCounter,     ///< `found`: the counter; `expected`: the version's counters
    FigureNotRun,       ///< `found`: the version quoted, which the step does not run
    UnknownSample,      ///< `found`: the sample's name (checked by the GUI, which has the samples)
    End,                ///< one past the last kind
};

struct LessonError {
    LessonErrorKind kind = LessonErrorKind::None;
    int line = 0;
    int column = 0;
    std::array<std::int64_t, 3> values{};
    std::string found;     ///< at most kMaxParseExcerpt × 2 bytes of the text
    std::string expected;  ///< the forms or names allowed there

    explicit operator bool() const { return kind != LessonErrorKind::None; }
    friend bool operator==(const LessonError&, const LessonError&) = default;
};

/// The error's fields on one line, for a test's failure message: data, not wording.
std::string debugString(const LessonError& error);
std::ostream& operator<<(std::ostream& out, const LessonError& error);

}  // namespace pw::lessons
