// Reading and writing squares as text (the rules of the format are in model.h).
#include <charconv>

#include "model.h"

namespace pw::magic {

namespace {

// The reader's errors are still English sentences (until they become data like the
// notices): the givens' notice in the reader's words.
std::string givensError(const Notice& bad) {
    const auto v = [&](std::size_t i) { return std::to_string(bad.values[i]); };
    const auto place = [&](std::size_t cell, std::size_t order) {
        const std::int64_t c = bad.values[cell], n = bad.values[order];
        return " (row " + std::to_string(c / n + 1) + ", column " + std::to_string(c % n + 1) + ")";
    };
    switch (static_cast<NoticeCode>(bad.code)) {
    case NoticeCode::OrderTooSmall: return "a magic square has order " + v(1) + " or more, not " + v(0);
    case NoticeCode::OrderTooLarge: return "orders above " + v(1) + " are not supported";
    case NoticeCode::CellCount: return "the square does not have order² cells";
    case NoticeCode::NumberOutOfRange:
        return "the number " + v(0) + place(1, 3) + " is out of the range 1.." + v(2);
    case NoticeCode::NumberTwice: return "the number " + v(0) + " is given twice" + place(1, 2);
    default: return "the givens cannot be used";
    }
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

Result<int> parseCell(std::string_view token, int lineNo) {
    if (token.empty() || token == ".") return 0;
    int value = 0;
    auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (ec != std::errc{} || end != token.data() + token.size())
        return Error{"line " + std::to_string(lineNo) + ": '" + std::string(token) + "' is not a number or '.'"};
    return value;
}

// One row: fields between commas (an empty field is an empty cell) or words between blanks.
Result<std::vector<int>> parseRow(std::string_view row, int lineNo) {
    std::vector<int> out;
    const bool commas = row.find(',') != std::string_view::npos;
    std::size_t i = 0;
    while (i <= row.size()) {
        std::string_view token;
        if (commas) {
            const std::size_t end = std::min(row.find(',', i), row.size());
            token = trim(row.substr(i, end - i));
            i = end + 1;
        } else {
            while (i < row.size() && (row[i] == ' ' || row[i] == '\t' || row[i] == '\r')) ++i;
            if (i == row.size()) break;
            std::size_t end = i;
            while (end < row.size() && row[end] != ' ' && row[end] != '\t' && row[end] != '\r') ++end;
            token = row.substr(i, end - i);
            i = end;
        }
        Result<int> v = parseCell(token, lineNo);
        if (!v) return Error{v.error()};
        out.push_back(*v);
    }
    return out;
}

// Checks the shape and the numbers of the rows gathered for one square.
Result<ParsedSquare> finishSquare(const std::vector<std::vector<int>>& rows, int firstLine) {
    const std::string where = "square at line " + std::to_string(firstLine) + ": ";
    const std::size_t width = rows.front().size();
    for (std::size_t r = 1; r < rows.size(); ++r)
        if (rows[r].size() != width)
            return Error{where + "ragged rows: row " + std::to_string(r + 1) + " has " +
                         std::to_string(rows[r].size()) + " cells, row 1 has " + std::to_string(width)};
    if (rows.size() != width)
        return Error{where + "a square needs as many rows as columns, not " + std::to_string(rows.size()) +
                     " rows of " + std::to_string(width)};
    ParsedSquare square;
    square.n = static_cast<int>(width);
    for (const auto& row : rows) square.grid.insert(square.grid.end(), row.begin(), row.end());
    if (Notice bad = checkGivens(square.n, square.grid)) return Error{where + givensError(bad)};
    return square;
}

}  // namespace

Result<std::vector<ParsedSquare>> parseSquares(std::string_view text) {
    std::vector<ParsedSquare> out;
    std::vector<std::vector<int>> rows;
    int lineNo = 0, firstLine = 0;
    auto close = [&]() -> std::optional<std::string> {
        if (rows.empty()) return std::nullopt;
        Result<ParsedSquare> square = finishSquare(rows, firstLine);
        rows.clear();
        if (!square) return square.error();
        out.push_back(std::move(square).value());
        return std::nullopt;
    };
    while (!text.empty() || lineNo == 0) {
        ++lineNo;
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        const bool comment = line.find('#') != std::string_view::npos;
        line = trim(line.substr(0, line.find('#')));
        if (line.empty()) {
            if (!comment)
                if (std::optional<std::string> bad = close()) return Error{*bad};
            if (text.empty()) break;
            continue;
        }
        for (std::size_t start = 0; start <= line.size();) {
            const std::size_t slash = std::min(line.find('/', start), line.size());
            const std::string_view piece = trim(line.substr(start, slash - start));
            start = slash + 1;
            if (piece.empty()) continue;
            Result<std::vector<int>> row = parseRow(piece, lineNo);
            if (!row) return Error{row.error()};
            if (rows.empty()) firstLine = lineNo;
            rows.push_back(std::move(row).value());
        }
    }
    if (std::optional<std::string> bad = close()) return Error{*bad};
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
