#include "model.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

namespace pw::queens {

std::vector<bool> attackedSquares(int n, std::span<const int> queens) {
    std::vector<bool> out(static_cast<std::size_t>(n * n), false);
    for (int q : queens)
        for (int s = 0; s < n * n; ++s)
            if (s != q && attacks(q / n, q % n, s / n, s % n)) out[static_cast<std::size_t>(s)] = true;
    return out;
}

std::vector<int> conflictingQueens(int n, std::span<const int> queens) {
    std::vector<int> out;
    for (std::size_t i = 0; i < queens.size(); ++i)
        for (std::size_t j = 0; j < queens.size(); ++j)
            if (i != j && attacks(queens[i] / n, queens[i] % n, queens[j] / n, queens[j] % n)) {
                out.push_back(queens[i]);
                break;
            }
    return out;
}

bool isSolved(int n, std::span<const int> queens) {
    return static_cast<int>(queens.size()) == n && conflictingQueens(n, queens).empty();
}

std::vector<int> solutionToSquares(std::span<const int> rows) {
    const int n = static_cast<int>(rows.size());
    std::vector<int> out;
    for (int c = 0; c < n; ++c)
        if (rows[static_cast<std::size_t>(c)] >= 0) out.push_back(rows[static_cast<std::size_t>(c)] * n + c);
    std::sort(out.begin(), out.end());
    return out;
}

Result<std::vector<int>> squaresToSolution(int n, std::span<const int> queens) {
    std::vector<int> rows(static_cast<std::size_t>(n), -1);
    for (int q : queens) {
        if (q < 0 || q >= n * n) return Error{"square out of the board"};
        auto& slot = rows[static_cast<std::size_t>(q % n)];
        if (slot >= 0) return Error{"two queens in column " + std::to_string(q % n + 1)};
        slot = q / n;
    }
    for (int c = 0; c < n; ++c)
        if (rows[static_cast<std::size_t>(c)] < 0) return Error{"no queen in column " + std::to_string(c + 1)};
    return rows;
}

namespace {

bool isSeparator(char ch) { return ch == ' ' || ch == ',' || ch == '\t'; }

}  // namespace

ParseResult<std::vector<int>> parseSolution(std::string_view text, int lineNumber) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    int column = 1;  // of text[0] in the line
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1), ++column;
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (!text.empty() && text.front() == '*') text.remove_prefix(1), ++column;
    if (text.empty()) return parseError(ParseErrorKind::NoBoard, lineNumber, 0);
    // Rows are kept 1-based while reading: a number is checked against N only once N,
    // the count of columns, is known. Past kMaxSize they are counted, not kept.
    std::vector<int> rows;
    std::vector<int> columns;  // where each kept number starts, for its error
    std::int64_t count = 0;
    auto keep = [&](int row, std::size_t at) {
        if (++count > kMaxSize) return;
        rows.push_back(row);
        columns.push_back(column + static_cast<int>(at));
    };
    const bool separated = text.find_first_of(" ,\t") != std::string_view::npos;
    for (std::size_t i = 0; i < text.size();) {
        if (!separated) {
            const char ch = text[i];
            if (ch < '1' || ch > '9') {
                ParseError e = parseError(ParseErrorKind::BadCharacter, lineNumber, column + static_cast<int>(i));
                e.found = std::string(1, ch);
                e.expected = std::string("123456789");
                return e;
            }
            keep(ch - '0', i);
            ++i;
            continue;
        }
        if (isSeparator(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !isSeparator(text[end])) ++end;
        const std::string_view word = text.substr(i, end - i);
        int value = 0;
        const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (ec == std::errc::result_out_of_range) {
            ParseError e = parseError(ParseErrorKind::NumberTooLarge, lineNumber, column + static_cast<int>(i), {kMaxSize});
            e.found = parseExcerpt(word);
            return e;
        }
        if (ec != std::errc{} || ptr != word.data() + word.size()) {
            ParseError e = parseError(ParseErrorKind::NotANumber, lineNumber, column + static_cast<int>(i));
            e.found = parseExcerpt(word);
            return e;
        }
        keep(value, i);
        i = end;
    }
    if (count < kMinSize || count > kMaxSize)
        return parseError(ParseErrorKind::SizeOutOfRange, lineNumber, 0, {count, count, kMinSize, kMaxSize});
    const int n = static_cast<int>(count);
    for (std::size_t c = 0; c < rows.size(); ++c) {
        if (rows[c] < 1 || rows[c] > n) {
            ParseError e = parseError(ParseErrorKind::OutOfRange, lineNumber, columns[c], {rows[c], 1, n});
            e.found = std::to_string(rows[c]);
            return e;
        }
        rows[c] -= 1;
    }
    return rows;
}

std::string formatSolution(std::span<const int> rows) {
    std::string out;
    const bool compact = rows.size() <= 9;
    for (int r : rows) {
        if (!compact && !out.empty()) out += ' ';
        out += std::to_string(r + 1);
    }
    return out;
}

std::string formatDiagram(std::span<const int> rows) {
    const int n = static_cast<int>(rows.size());
    const int w = n > 9 ? 2 : 1;
    auto pad = [w](const std::string& s) { return std::string(static_cast<std::size_t>(w) - s.size(), ' ') + s; };
    std::string out = std::string(static_cast<std::size_t>(w), ' ') + "|";
    for (int c = 0; c < n; ++c) out += pad(std::to_string(c + 1)) + "|";
    out += '\n';
    for (int r = 0; r < n; ++r) {
        out += pad(std::to_string(r + 1)) + "|";
        for (int c = 0; c < n; ++c) out += pad(rows[static_cast<std::size_t>(c)] == r ? "R" : " ") + "|";
        out += '\n';
    }
    return out;
}

std::string formatPosition(int n, std::span<const int> queens) {
    std::string out(static_cast<std::size_t>(n * (n + 1)), '.');
    for (int r = 0; r < n; ++r) out[static_cast<std::size_t>(r * (n + 1) + n)] = '\n';
    for (int q : queens) out[static_cast<std::size_t>(q / n * (n + 1) + q % n)] = 'Q';
    return out;
}

ParseResult<Position> parsePosition(std::string_view text) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    struct Row {
        std::string_view text;
        int line;
    };
    std::vector<Row> lines;  // at most kMaxSize + 1: one more already says "too many"
    int lineNumber = 0, contentLines = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        ++lineNumber;
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.remove_suffix(1);
        if (!line.empty() && line.front() != '#') {
            ++contentLines;
            if (lines.size() <= static_cast<std::size_t>(kMaxSize)) lines.push_back({line, lineNumber});
        }
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    }
    if (lines.empty()) return parseError(ParseErrorKind::NoBoard, 0, 0);
    if (lines.size() == 1) {
        ParseResult<std::vector<int>> rows = parseSolution(lines.front().text, lines.front().line);
        if (!rows) return rows.error();
        return Position{static_cast<int>(rows->size()), solutionToSquares(*rows)};
    }
    if (contentLines > kMaxSize)
        return parseError(ParseErrorKind::SizeOutOfRange, lines.back().line, 0,
                          {contentLines, static_cast<std::int64_t>(lines.front().text.size()), kMinSize, kMaxSize});
    Position position;
    position.n = static_cast<int>(lines.size());
    for (int r = 0; r < position.n; ++r) {
        const Row& row = lines[static_cast<std::size_t>(r)];
        if (static_cast<int>(row.text.size()) != position.n)
            return parseError(ParseErrorKind::RaggedRow, row.line, 0,
                              {r + 1, static_cast<std::int64_t>(row.text.size()), position.n});
        for (int c = 0; c < position.n; ++c) {
            const char ch = row.text[static_cast<std::size_t>(c)];
            if (ch == 'Q' || ch == 'q') position.queens.push_back(r * position.n + c);
            else if (ch != '.') {
                ParseError e = parseError(ParseErrorKind::BadCharacter, row.line, c + 1);
                e.found = std::string(1, ch);
                e.expected = std::string("Q.");
                return e;
            }
        }
    }
    return position;
}

Square transformSquare(int n, Square square, int symmetry) {
    const int r = symmetry >= 4 ? n - 1 - square.row : square.row;
    const int c = square.col;
    switch (symmetry % 4) {
    case 1: return {c, n - 1 - r};
    case 2: return {n - 1 - r, n - 1 - c};
    case 3: return {n - 1 - c, r};
    default: return {r, c};
    }
}

void transformSolutionInto(std::span<const int> rows, int symmetry, std::span<int> out) {
    const int n = static_cast<int>(rows.size());
    for (int c = 0; c < n; ++c) {
        const Square image = transformSquare(n, {rows[static_cast<std::size_t>(c)], c}, symmetry);
        out[static_cast<std::size_t>(image.col)] = image.row;
    }
}

std::vector<int> transformSolution(std::span<const int> rows, int symmetry) {
    std::vector<int> out(rows.size(), -1);
    transformSolutionInto(rows, symmetry, out);
    return out;
}

bool isCanonical(std::span<const int> rows) {
    // Called on every solution when classes are counted: no allocation here.
    const int n = static_cast<int>(rows.size());
    std::array<int, kMaxSize> image{};
    for (int s = 1; s < 8; ++s) {
        for (int c = 0; c < n; ++c) {
            const int r = rows[static_cast<std::size_t>(c)];
            const int rr = s >= 4 ? n - 1 - r : r;
            switch (s % 4) {
            case 0: image[static_cast<std::size_t>(c)] = rr; break;
            case 1: image[static_cast<std::size_t>(n - 1 - rr)] = c; break;
            case 2: image[static_cast<std::size_t>(n - 1 - c)] = n - 1 - rr; break;
            case 3: image[static_cast<std::size_t>(rr)] = n - 1 - c; break;
            }
        }
        if (std::lexicographical_compare(image.begin(), image.begin() + n, rows.begin(), rows.end())) return false;
    }
    return true;
}

}  // namespace pw::queens
