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

Result<std::vector<int>> parseSolution(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (!text.empty() && text.front() == '*') text.remove_prefix(1);
    std::vector<int> rows;
    const bool separated = text.find_first_of(" ,\t") != std::string_view::npos;
    if (!separated) {
        for (char ch : text) {
            if (ch < '1' || ch > '9') return Error{std::string("not a row number: '") + ch + "'"};
            rows.push_back(ch - '1');
        }
    } else {
        std::size_t i = 0;
        while (i < text.size()) {
            if (text[i] == ' ' || text[i] == ',' || text[i] == '\t') { ++i; continue; }
            int value = 0;
            auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), value);
            if (ec != std::errc{}) return Error{"not a row number at position " + std::to_string(i + 1)};
            rows.push_back(value - 1);
            i = static_cast<std::size_t>(end - text.data());
        }
    }
    const int n = static_cast<int>(rows.size());
    if (n < kMinSize || n > kMaxSize) return Error{"a solution needs between 1 and 32 columns"};
    for (int r : rows)
        if (r < 0 || r >= n) return Error{"row " + std::to_string(r + 1) + " is off a board of " + std::to_string(n)};
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

Result<Position> parsePosition(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.remove_suffix(1);
        if (!line.empty() && line.front() != '#') lines.push_back(line);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    }
    if (lines.empty()) return Error{"the text holds no position"};
    if (lines.size() == 1) {
        Result<std::vector<int>> rows = parseSolution(lines.front());
        if (!rows) return Error{rows.error()};
        return Position{static_cast<int>(rows->size()), solutionToSquares(*rows)};
    }
    Position position;
    position.n = static_cast<int>(lines.size());
    if (position.n > kMaxSize) return Error{"a board has at most 32 rows"};
    for (int r = 0; r < position.n; ++r) {
        const std::string_view line = lines[static_cast<std::size_t>(r)];
        if (static_cast<int>(line.size()) != position.n)
            return Error{"row " + std::to_string(r + 1) + " has " + std::to_string(line.size()) +
                         " squares; the board is " + std::to_string(position.n) + " wide"};
        for (int c = 0; c < position.n; ++c) {
            const char ch = line[static_cast<std::size_t>(c)];
            if (ch == 'Q' || ch == 'q') position.queens.push_back(r * position.n + c);
            else if (ch != '.') return Error{std::string("row ") + std::to_string(r + 1) + ": '" + ch + "' is neither Q nor ."};
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
