// Reading and writing squares as text (the rules of the format are in model.h).
#include <charconv>

#include "model.h"

namespace pw::magic {

namespace {

/// One cell as read: its number (0 for empty) and where it was written.
struct ReadCell {
    int value = 0;
    int column = 0;
};

/// One row as read: its cells (at most kMaxOrder + 1 kept), how many it had in all, and
/// the line it is on.
struct ReadRow {
    std::vector<ReadCell> cells;
    std::int64_t count = 0;
    int line = 0;
};

bool isBlank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

/// The number of a cell's word: empty, "." (and 0) are an empty cell. The largest
/// number any square may hold is kMaxOrder²; longer numbers are refused as they are read.
ParseResult<int> parseCell(std::string_view token, int line, int column) {
    if (token.empty() || token == ".") return 0;
    int value = 0;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    ParseError e;
    if (ec == std::errc::result_out_of_range)
        e = parseError(ParseErrorKind::NumberTooLarge, line, column, {kMaxOrder * kMaxOrder});
    else if (ec != std::errc{} || end != token.data() + token.size())
        e = parseError(ParseErrorKind::NotANumber, line, column);
    else
        return value;
    e.found = parseExcerpt(token);
    e.expected = std::string(".");
    return e;
}

/// One row: fields between commas (an empty field is an empty cell) or words between
/// blanks. `column` is where `row` starts in its line.
ParseResult<ReadRow> parseRow(std::string_view row, int line, int column) {
    ReadRow out;
    out.line = line;
    const bool commas = row.find(',') != std::string_view::npos;
    std::size_t i = 0;
    while (i <= row.size()) {
        std::size_t start = i, end = i;
        if (commas) {
            end = std::min(row.find(',', i), row.size());
            i = end + 1;
            while (start < end && isBlank(row[start])) ++start;
            while (end > start && isBlank(row[end - 1])) --end;
        } else {
            while (i < row.size() && isBlank(row[i])) ++i;
            if (i == row.size()) break;
            start = end = i;
            while (end < row.size() && !isBlank(row[end])) ++end;
            i = end;
        }
        const int at = column + static_cast<int>(start);
        ParseResult<int> v = parseCell(row.substr(start, end - start), line, at);
        if (!v) return v.error();
        if (++out.count <= kMaxOrder + 1) out.cells.push_back({*v, at});
    }
    return out;
}

/// Checks the shape and the numbers of the rows gathered for one square.
ParseResult<ParsedSquare> finishSquare(const std::vector<ReadRow>& rows, std::int64_t rowCount) {
    const std::int64_t width = rows.front().count;
    for (std::size_t r = 1; r < rows.size(); ++r)
        if (rows[r].count != width)
            return parseError(ParseErrorKind::RaggedRow, rows[r].line, 0,
                              {static_cast<std::int64_t>(r + 1), rows[r].count, width});
    if (rowCount != width) return parseError(ParseErrorKind::NotSquare, rows.back().line, 0, {rowCount, width});
    if (width < kMinOrder || width > kMaxOrder)
        return parseError(ParseErrorKind::SizeOutOfRange, rows.front().line, 0, {rowCount, width, kMinOrder, kMaxOrder});
    ParsedSquare square;
    square.n = static_cast<int>(width);
    const int last = square.n * square.n;
    std::vector<bool> seen(static_cast<std::size_t>(last + 1), false);
    for (const ReadRow& row : rows)
        for (const ReadCell& cell : row.cells) {
            ParseError e;
            if (cell.value < 0 || cell.value > last)
                e = parseError(ParseErrorKind::OutOfRange, row.line, cell.column, {cell.value, 1, last});
            else if (cell.value > 0 && seen[static_cast<std::size_t>(cell.value)])
                e = parseError(ParseErrorKind::Duplicate, row.line, cell.column,
                               {cell.value, static_cast<int>(ParseUnit::Grid), 0});
            if (e) {
                e.found = std::to_string(cell.value);
                return e;
            }
            if (cell.value > 0) seen[static_cast<std::size_t>(cell.value)] = true;
            square.grid.push_back(cell.value);
        }
    return square;
}

}  // namespace

ParseResult<std::vector<ParsedSquare>> parseSquares(std::string_view text) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    std::vector<ParsedSquare> out;
    std::vector<ReadRow> rows;  // of the square being read: at most kMaxOrder + 1 kept
    std::int64_t rowCount = 0;
    auto close = [&]() -> ParseError {
        if (rowCount == 0) return {};
        ParseResult<ParsedSquare> square = finishSquare(rows, rowCount);
        rows.clear();
        rowCount = 0;
        if (!square) return square.error();
        out.push_back(std::move(square).value());
        return {};
    };
    int lineNo = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        ++lineNo;
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view full = text.substr(pos, end - pos);
        pos = end + 1;
        const std::size_t hash = full.find('#');
        const std::string_view line = full.substr(0, hash);
        if (trim(line).empty()) {
            // A blank line ends a square; a comment line does not.
            if (hash == std::string_view::npos)
                if (ParseError bad = close()) return bad;
            continue;
        }
        for (std::size_t start = 0; start <= line.size();) {
            const std::size_t slash = std::min(line.find('/', start), line.size());
            const std::string_view piece = line.substr(start, slash - start);
            const int column = static_cast<int>(start) + 1;
            start = slash + 1;
            if (trim(piece).empty()) continue;
            ParseResult<ReadRow> row = parseRow(piece, lineNo, column);
            if (!row) return row.error();
            // Rows past kMaxOrder + 1 are counted only: the square is too big already.
            if (++rowCount <= kMaxOrder + 1) rows.push_back(std::move(row).value());
            else if (row->count != rows.front().count)
                return parseError(ParseErrorKind::RaggedRow, lineNo, 0, {rowCount, row->count, rows.front().count});
        }
    }
    if (ParseError bad = close()) return bad;
    if (out.empty()) return parseError(ParseErrorKind::NoBoard, 0, 0);
    return out;
}

std::string formatGrid(int n, std::span<const int> grid) {
    const int width = static_cast<int>(std::to_string(n * n).size());
    std::string out;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const std::size_t i = static_cast<std::size_t>(r * n + c);
            const std::string cell = i < grid.size() && grid[i] != 0 ? std::to_string(grid[i]) : ".";
            if (c > 0) out += ' ';
            out += std::string(static_cast<std::size_t>(std::max(0, width - static_cast<int>(cell.size()))), ' ') + cell;
        }
        out += '\n';
    }
    return out;
}

std::string formatOneLine(int n, std::span<const int> grid) {
    std::string out;
    for (int r = 0; r < n; ++r) {
        if (r > 0) out += " / ";
        for (int c = 0; c < n; ++c) {
            const std::size_t i = static_cast<std::size_t>(r * n + c);
            if (c > 0) out += ' ';
            out += i < grid.size() && grid[i] != 0 ? std::to_string(grid[i]) : ".";
        }
    }
    return out;
}

}  // namespace pw::magic
