#pragma once
/// What a reader of outside text (a file, the clipboard, a kept board, `--input`) tells
/// when the text is not a board: the kind of fault, where it is (line and column, from
/// 1) and the figures and bytes it quotes. Data, never a sentence: the GUI words it
/// through tr() (ui/text/parse_error_text), puzzle-bench in English
/// (app/bench/bench_parse_error). The kinds are shared by every puzzle; what a format
/// allows travels as data (`expected`), so the wording names no puzzle.
///
/// Every reader answers any byte string with a board or one of these, in time and memory
/// linear in the text: a text longer than `kMaxParseInputBytes` is refused before it is
/// read, numbers are read with std::from_chars (no exception), and a reader stops at the
/// first row or number past its puzzle's largest size instead of collecting the rest.
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <string>
#include <string_view>

#include "result.h"

namespace pw {

/// 64 MiB: the largest lights-out board the library takes (5000 × 5000) is 25 MB of text.
constexpr std::size_t kMaxParseInputBytes = std::size_t{64} << 20;
/// The longest excerpt of the text a ParseError carries in `found`.
constexpr std::size_t kMaxParseExcerpt = 24;

enum class ParseErrorKind : std::uint8_t {
    None,
    TooLarge,          ///< values: the text's size in bytes, the largest size read
    NoBoard,           ///< nothing but blank lines and comments
    BadCharacter,      ///< `found` holds the character; `expected` the characters allowed there
    NotANumber,        ///< `found` holds the word; `expected` what else the cell may hold (".")
    NumberTooLarge,    ///< `found` holds the number, too long to read; values: the largest allowed
    OutOfRange,        ///< values: the number, the smallest and the largest allowed
    WrongLength,       ///< values: characters found, then up to three lengths allowed (0: unused)
    RaggedRow,         ///< values: the row (from 1), its cells, the cells of the first row
    NotSquare,         ///< values: rows, columns (a square was expected)
    SizeOutOfRange,    ///< values: rows, columns, the smallest and the largest side
    Duplicate,         ///< values: the value, the unit kind (`ParseUnit`), the unit (from 1)
    SeveralBoards,     ///< values: how many boards the text holds, where one was expected
    BadSetting,        ///< `found` holds the line; `expected` the setting's form ("k=N")
    End,               ///< one past the last kind
};

/// The unit a `Duplicate` names.
enum class ParseUnit : std::uint8_t { Row, Column, Box, Grid };

/// Where and why a text is not a board. `line` and `column` count from 1; 0 means the
/// error is about the whole text (or the whole line).
struct ParseError {
    ParseErrorKind kind = ParseErrorKind::None;
    int line = 0;
    int column = 0;
    std::array<std::int64_t, 4> values{};
    std::string found;     ///< at most kMaxParseExcerpt bytes of the text, as they are
    std::string expected;  ///< the characters or the form the format allows there

    explicit operator bool() const { return kind != ParseErrorKind::None; }
    friend bool operator==(const ParseError&, const ParseError&) = default;
};

template <class T>
using ParseResult = Result<T, ParseError>;

/// A ParseError of `kind` at (line, column) quoting `values`.
inline ParseError parseError(ParseErrorKind kind, int line, int column, std::initializer_list<std::int64_t> values = {}) {
    ParseError e;
    e.kind = kind;
    e.line = line;
    e.column = column;
    std::size_t i = 0;
    for (std::int64_t v : values)
        if (i < e.values.size()) e.values[i++] = v;
    return e;
}

/// At most kMaxParseExcerpt bytes of `text`, for `found`.
inline std::string parseExcerpt(std::string_view text) { return std::string(text.substr(0, kMaxParseExcerpt)); }

/// The error every reader gives first: a text too large to read.
inline ParseError tooLarge(std::size_t bytes) {
    return parseError(ParseErrorKind::TooLarge, 0, 0,
                      {static_cast<std::int64_t>(bytes), static_cast<std::int64_t>(kMaxParseInputBytes)});
}

/// The ParseError's fields on one line, for a test's failure message: data, not wording.
std::string debugString(const ParseError& error);
std::ostream& operator<<(std::ostream& out, const ParseError& error);

}  // namespace pw
