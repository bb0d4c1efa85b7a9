#include "format.h"

#include <cmath>

namespace pw::sudoku {

namespace {

int boxForCellCount(std::size_t count) {
    switch (count) {
    case 16: return 2;
    case 81: return 3;
    case 256: return 4;
    default: return 0;
    }
}

std::string prefix(int lineNumber) { return lineNumber > 0 ? "line " + std::to_string(lineNumber) + ": " : std::string{}; }

std::string_view trimEnd(std::string_view s) {
    while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::string_view trim(std::string_view s) {
    s = trimEnd(s);
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    return s;
}

// Keeps the grid characters of a row of a pretty-printed grid.
std::string gridCharacters(std::string_view line) {
    std::string out;
    for (char ch : line)
        if (ch != ' ' && ch != '\t' && ch != '|' && ch != '\r' && ch != '-' && ch != '+') out += ch;
    return out;
}

}  // namespace

char digitChar(int digit) {
    if (digit <= 0) return '.';
    return digit <= 9 ? static_cast<char>('0' + digit) : static_cast<char>('A' + digit - 10);
}

int digitValue(char ch, int size) {
    int d = -1;
    if (ch == '.' || ch == '0') return 0;
    if (ch >= '1' && ch <= '9') d = ch - '0';
    else if (ch >= 'A' && ch <= 'G') d = ch - 'A' + 10;
    else if (ch >= 'a' && ch <= 'g') d = ch - 'a' + 10;
    return d <= size ? d : -1;
}

Result<Instance> parseLine(std::string_view line, int lineNumber) {
    line = trimEnd(line);
    const int box = boxForCellCount(line.size());
    if (box == 0)
        return Error{prefix(lineNumber) + std::to_string(line.size()) +
                     " characters, expected 16, 81 or 256 (one character per cell)"};
    Instance instance = emptyInstance(box);
    const int n = box * box;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const int d = digitValue(line[i], n);
        if (d < 0) {
            const bool digitLike = (line[i] >= '0' && line[i] <= '9') || (line[i] >= 'A' && line[i] <= 'G') ||
                                   (line[i] >= 'a' && line[i] <= 'g');
            return Error{prefix(lineNumber) + "position " + std::to_string(i + 1) + ": '" + line[i] + "' " +
                         (digitLike ? "is out of range 1.." + std::string(1, digitChar(n)) : std::string("is not a digit"))};
        }
        instance.cells[i] = d;
    }
    if (std::string conflict = describeConflict(geometry(box), instance.cells); !conflict.empty())
        return Error{prefix(lineNumber) + "givens in conflict: " + conflict};
    instance.name = lineNumber > 0 ? "line " + std::to_string(lineNumber) : std::string{};
    return instance;
}

Result<Instance> parseGrid(std::string_view text) {
    std::string all;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = trim(text.substr(start, end - start));
        if (!line.empty() && line.front() != '#') all += gridCharacters(line);
        start = end + 1;
    }
    if (boxForCellCount(all.size()) == 0)
        return Error{"the grid has " + std::to_string(all.size()) + " cells, expected 16, 81 or 256"};
    Result<Instance> parsed = parseLine(all);
    if (!parsed) return Error{"grid: " + parsed.error()};
    return parsed;
}

Result<std::vector<Instance>> parsePuzzles(std::string_view text) {
    std::vector<std::pair<std::string_view, int>> lines;  // content lines with their numbers
    std::size_t start = 0;
    int number = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        ++number;
        std::string_view line = trim(text.substr(start, end - start));
        if (!line.empty() && line.front() != '#') lines.emplace_back(line, number);
        start = end + 1;
    }
    if (lines.empty()) return std::vector<Instance>{};
    const std::size_t firstLength = lines.front().first.size();
    if (lines.size() == 1 && firstLength > 256) {
        Result<Board> board = parsePencilMarks(lines.front().first);
        if (!board) return Error{"line " + std::to_string(lines.front().second) + ": " + board.error()};
        return std::vector<Instance>{board->toInstance()};
    }
    if (boxForCellCount(firstLength) == 0 && lines.size() > 1) {
        Result<Instance> grid = parseGrid(text);
        if (!grid) return Error{grid.error()};
        return std::vector<Instance>{*grid};
    }
    std::vector<Instance> out;
    out.reserve(lines.size());
    for (const auto& [line, lineNumber] : lines) {
        Result<Instance> one = parseLine(line, lineNumber);
        if (!one) return Error{one.error()};
        out.push_back(std::move(one).value());
    }
    return out;
}

std::string formatLine(std::span<const int> cells) {
    std::string out(cells.size(), '.');
    for (std::size_t i = 0; i < cells.size(); ++i) out[i] = digitChar(cells[i]);
    return out;
}

std::string formatGrid(int box, std::span<const int> cells) {
    const int n = box * box;
    std::string out;
    for (int r = 0; r < n; ++r) {
        if (r > 0 && r % box == 0) {
            for (int c = 0; c < n; ++c) out += (c > 0 && c % box == 0) ? "+--" : "--";
            out.back() = '\n';
        }
        for (int c = 0; c < n; ++c) {
            if (c > 0) out += c % box == 0 ? " | " : " ";
            out += digitChar(cells[static_cast<std::size_t>(r * n + c)]);
        }
        out += '\n';
    }
    return out;
}

std::string formatPencilMarks(const Board& board) {
    const int n = board.size();
    std::string out;
    out.reserve(static_cast<std::size_t>(board.cellCount() * n));
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const Mask m = board.isBlank(cell) ? board.marks(cell) : digitBit(board.digit(cell));
        for (int d = 1; d <= n; ++d) out += (m & digitBit(d)) ? digitChar(d) : '.';
    }
    return out;
}

Result<Board> parsePencilMarks(std::string_view text) {
    text = trim(text);
    int box = 0;
    for (int b = kMinBox; b <= kMaxBox; ++b)
        if (text.size() == static_cast<std::size_t>(b * b * b * b * b * b)) box = b;
    if (box == 0)
        return Error{std::to_string(text.size()) + " characters, expected 64, 729 or 4096 for a pencil-mark line"};
    const int n = box * box;
    Board board(box);
    std::vector<Mask> marks(static_cast<std::size_t>(n * n), 0);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const int d = digitValue(text[i], n);
        if (d < 0) return Error{"position " + std::to_string(i + 1) + ": '" + text[i] + "' is not a digit"};
        if (d > 0) marks[i / static_cast<std::size_t>(n)] |= digitBit(d);
    }
    for (int cell = 0; cell < n * n; ++cell)
        if (countDigits(marks[static_cast<std::size_t>(cell)]) == 1)
            board.setGiven(cell, lowestDigit(marks[static_cast<std::size_t>(cell)]));
    for (int cell = 0; cell < n * n; ++cell)
        if (board.isBlank(cell)) board.setMarks(cell, marks[static_cast<std::size_t>(cell)]);
    if (std::string conflict = describeConflict(board.geometry(), board.digits()); !conflict.empty())
        return Error{"digits in conflict: " + conflict};
    return board;
}

}  // namespace pw::sudoku
