#include "bench_parse_error.h"

#include <string_view>
#include <vector>

namespace pw::bench {

namespace {

/// The pieces appended one after the other (GCC 12 warns falsely about `"x" + string&&`).
template <class... Pieces>
std::string cat(const Pieces&... pieces) {
    std::string out;
    (out.append(std::string_view(pieces)), ...);
    return out;
}

/// The bytes of the text as they can be printed: a control or non-ASCII byte as \xNN.
std::string shown(const std::string& bytes) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (const char ch : bytes) {
        const auto u = static_cast<unsigned char>(ch);
        if (u >= 0x20 && u < 0x7F) {
            out += ch;
        } else {
            out += "\\x";
            out += hex[u >> 4];
            out += hex[u & 15];
        }
    }
    return out;
}

/// "1 2 3 . 0": the characters a format allows, spaced for reading.
std::string spaced(const std::string& chars) {
    std::string out;
    for (const char ch : chars) {
        if (!out.empty()) out += ' ';
        out += shown(std::string(1, ch));
    }
    return out;
}

std::string unitName(std::int64_t kind, std::int64_t index) {
    const std::string i = std::to_string(index);
    switch (static_cast<ParseUnit>(kind)) {
    case ParseUnit::Row: return cat("row ", i);
    case ParseUnit::Column: return cat("column ", i);
    case ParseUnit::Box: return cat("box ", i);
    case ParseUnit::Grid: return "the square";
    }
    return cat("unit ", i);
}

/// "16, 81 or 256".
std::string alternatives(const ParseError& e) {
    std::vector<std::string> allowed;
    for (std::size_t i = 1; i < e.values.size() && e.values[i] != 0; ++i) allowed.push_back(std::to_string(e.values[i]));
    std::string list;
    for (std::size_t i = 0; i < allowed.size(); ++i) {
        if (i > 0) list += i + 1 == allowed.size() ? " or " : ", ";
        list += allowed[i];
    }
    return list;
}

std::string what(const ParseError& e) {
    std::array<std::string, 4> v;
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = std::to_string(e.values[i]);
    const std::string found = cat("'", shown(e.found), "'");
    switch (e.kind) {
    case ParseErrorKind::None: return "no error";
    case ParseErrorKind::TooLarge: return cat("the text is ", v[0], " bytes, more than the ", v[1], " bytes read");
    case ParseErrorKind::NoBoard:
        if (e.expected.empty()) return "the text holds no board";
        return cat("the text holds no board (rows of ", spaced(e.expected), " expected)");
    case ParseErrorKind::BadCharacter:
        if (e.found.empty()) return cat("the text ends where one of ", spaced(e.expected), " was expected");
        return cat(found, " is not allowed here; expected one of ", spaced(e.expected));
    case ParseErrorKind::NotANumber:
        if (e.expected.empty()) return cat(found, " is not a number");
        return cat(found, " is not a number or '", shown(e.expected), "'");
    case ParseErrorKind::NumberTooLarge: return cat(found, " is too large: at most ", v[0]);
    case ParseErrorKind::OutOfRange: return cat(e.found.empty() ? v[0] : found, " is out of the range ", v[1], "..", v[2]);
    case ParseErrorKind::WrongLength: return cat(v[0], " characters, expected ", alternatives(e));
    case ParseErrorKind::RaggedRow: return cat("ragged rows: row ", v[0], " has ", v[1], " cells, expected ", v[2]);
    case ParseErrorKind::NotSquare: return cat(v[0], " rows of ", v[1], ": a square needs as many rows as columns");
    case ParseErrorKind::SizeOutOfRange:
        return cat("a board of ", v[0], "×", v[1], ": its sides must be between ", v[2], " and ", v[3]);
    case ParseErrorKind::Duplicate: return cat(found, " is given twice in ", unitName(e.values[1], e.values[2]));
    case ParseErrorKind::SeveralBoards: return cat("the text holds ", v[0], " boards, one expected");
    case ParseErrorKind::BadSetting: return cat(found, " is not a setting; expected ", shown(e.expected));
    case ParseErrorKind::End: break;
    }
    return "unreadable text";
}

}  // namespace

std::string describeParseError(const ParseError& error) {
    std::string where;
    if (error.line > 0) where = cat("line ", std::to_string(error.line));
    if (error.column > 0) where += cat(where.empty() ? "column " : ", column ", std::to_string(error.column));
    return where.empty() ? what(error) : cat(where, ": ", what(error));
}

}  // namespace pw::bench
