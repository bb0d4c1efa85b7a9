// Reading and writing sudoku text (the forms are listed in format.h). Every reader
// answers with a board or a ParseError naming the line and column (from 1) and what the
// format allows there; the text is walked once, and a grid stops collecting characters
// past the largest form (4096, a 16×16 pencil-mark line), so time and memory stay
// linear in the text whatever it holds.
#include "format.h"

#include <array>
#include <functional>
#include <map>

namespace pw::sudoku {

namespace {

using Where = std::function<std::pair<int, int>(std::size_t index)>;

constexpr std::size_t kLongestForm = 4096;  // a 16×16 pencil-mark line

int boxForCellCount(std::size_t count) {
    switch (count) {
    case 16: return 2;
    case 81: return 3;
    case 256: return 4;
    default: return 0;
    }
}

int boxForMarkCount(std::size_t count) {
    switch (count) {
    case 64: return 2;
    case 729: return 3;
    case 4096: return 4;
    default: return 0;
    }
}

bool isBlank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }
/// The drawing of a grid copied from another program: box lines, corners, spacing.
bool isDecoration(char ch) { return isBlank(ch) || ch == '|' || ch == '-' || ch == '+'; }

/// What a cell of a grid of n digits may hold: the digits, then the two blanks.
std::string allowedCharacters(int n) {
    std::string out;
    for (int d = 1; d <= n; ++d) out += digitChar(d);
    return out + ".0";
}

/// One line of the text that holds something: its number, its content without the
/// blanks around it, and the column (from 1) of the content's first character.
struct TextLine {
    std::string_view text;
    int number = 0;
    int firstColumn = 1;
};

/// The lines that are neither blank nor `#` comments.
std::vector<TextLine> contentLines(std::string_view text) {
    std::vector<TextLine> out;
    int number = 0;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        ++number;
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        int column = 1;
        while (!line.empty() && isBlank(line.front())) line.remove_prefix(1), ++column;
        while (!line.empty() && isBlank(line.back())) line.remove_suffix(1);
        if (!line.empty() && line.front() != '#') out.push_back({line, number, column});
    }
    return out;
}

/// The first digit seen twice in a unit: the ParseError of a grid whose givens conflict,
/// at the place (`where`) of the second one.
ParseError findConflict(const Geometry& g, std::span<const int> cells, const Where& where) {
    for (std::size_t u = 0; u < g.units.size(); ++u) {
        Mask seen = 0;
        for (int cell : g.units[u]) {
            const int d = cells[static_cast<std::size_t>(cell)];
            if (d == 0) continue;
            if (seen & digitBit(d)) {
                const auto [line, column] = where(static_cast<std::size_t>(cell));
                const int kind = static_cast<int>(u) / g.size, index = static_cast<int>(u) % g.size + 1;
                ParseError e = parseError(ParseErrorKind::Duplicate, line, column, {d, kind, index});
                e.found = std::string(1, digitChar(d));
                return e;
            }
            seen |= digitBit(d);
        }
    }
    return {};
}

/// The digit of `ch` on a grid of n digits, or the ParseError at `where(index)`.
ParseResult<int> readDigit(char ch, int n, std::size_t index, const Where& where) {
    const int d = digitValue(ch, n);
    if (d >= 0) return d;
    const auto [line, column] = where(index);
    ParseError e;
    const int value = digitValue(ch, kMaxSize);
    if (value > n) e = parseError(ParseErrorKind::OutOfRange, line, column, {value, 1, n});
    else e = parseError(ParseErrorKind::BadCharacter, line, column);
    e.found = std::string(1, ch);
    e.expected = allowedCharacters(n);
    return e;
}

/// The grid of `chars` (16, 81 or 256 cell characters), its givens checked.
ParseResult<Instance> readCells(std::string_view chars, const Where& where) {
    const int box = boxForCellCount(chars.size());
    Instance instance = emptyInstance(box);
    const int n = box * box;
    for (std::size_t i = 0; i < chars.size(); ++i) {
        ParseResult<int> d = readDigit(chars[i], n, i, where);
        if (!d) return d.error();
        instance.cells[i] = *d;
    }
    if (ParseError conflict = findConflict(geometry(box), instance.cells, where)) return conflict;
    return instance;
}

/// The cell characters of lines drawn as a grid, each with its line and column.
struct GridCharacters {
    std::string chars;
    std::vector<std::pair<int, int>> places;
    bool overflow = false;  ///< more than the longest form: no need to read further
};

GridCharacters gridCharacters(std::span<const TextLine> lines) {
    GridCharacters out;
    for (const TextLine& line : lines)
        for (std::size_t i = 0; i < line.text.size(); ++i) {
            if (isDecoration(line.text[i])) continue;
            if (out.chars.size() == kLongestForm) {
                out.overflow = true;
                return out;
            }
            out.chars += line.text[i];
            out.places.emplace_back(line.number, line.firstColumn + static_cast<int>(i));
        }
    return out;
}

ParseError wrongLength(int line, std::size_t found, bool marks) {
    const std::int64_t length = static_cast<std::int64_t>(found);
    return marks ? parseError(ParseErrorKind::WrongLength, line, 0, {length, 64, 729, 4096})
                 : parseError(ParseErrorKind::WrongLength, line, 0, {length, 16, 81, 256});
}

/// A grid drawn over several lines (one row a line, with or without `|`, `-`, `+`).
ParseResult<Instance> readDrawnGrid(std::span<const TextLine> lines) {
    const GridCharacters grid = gridCharacters(lines);
    if (grid.chars.empty()) return parseError(ParseErrorKind::NoBoard, 0, 0);
    if (grid.overflow || boxForCellCount(grid.chars.size()) == 0) {
        // Name the first row whose width is not the width most rows have, else the count.
        std::vector<std::pair<int, std::size_t>> rows;  // line and width of each row
        std::map<std::size_t, int> widths;
        for (const TextLine& line : lines) {
            std::size_t width = 0;
            for (char ch : line.text) width += isDecoration(ch) ? 0 : 1;
            if (width == 0) continue;  // a line of box drawing
            rows.emplace_back(line.number, width);
            ++widths[width];
        }
        std::size_t usual = 0;
        int most = 0;
        for (const auto& [width, count] : widths)
            if (count > most) usual = width, most = count;
        for (std::size_t r = 0; r < rows.size(); ++r)
            if (rows[r].second != usual)
                return parseError(ParseErrorKind::RaggedRow, rows[r].first, 0,
                                  {static_cast<std::int64_t>(r + 1), static_cast<std::int64_t>(rows[r].second),
                                   static_cast<std::int64_t>(usual)});
        if (rows.size() > 1 && rows.size() != usual)
            return parseError(ParseErrorKind::NotSquare, rows.back().first, 0,
                              {static_cast<std::int64_t>(rows.size()), static_cast<std::int64_t>(usual)});
        return wrongLength(0, grid.chars.size(), false);
    }
    return readCells(grid.chars, [&](std::size_t i) { return grid.places[i]; });
}

/// 16 lines of 16 characters: a 16×16 grid one row a line, or 16 4×4 puzzles. A digit
/// past 4 settles it for the big grid.
bool looksLikeSixteenRows(std::span<const TextLine> lines) {
    if (lines.size() != 16) return false;
    bool bigDigit = false;
    for (const TextLine& line : lines) {
        if (line.text.size() != 16) return false;
        for (char ch : line.text) bigDigit = bigDigit || digitValue(ch, kMaxSize) > 4;
    }
    return bigDigit;
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

ParseResult<Instance> parseLine(std::string_view line, int lineNumber) {
    if (line.size() > kMaxParseInputBytes) return tooLarge(line.size());
    while (!line.empty() && isBlank(line.back())) line.remove_suffix(1);
    if (boxForCellCount(line.size()) == 0) return wrongLength(lineNumber, line.size(), false);
    ParseResult<Instance> read = readCells(line, [&](std::size_t i) {
        return std::pair{lineNumber, static_cast<int>(i) + 1};
    });
    if (read) read.value().name = lineNumber > 0 ? "line " + std::to_string(lineNumber) : std::string{};
    return read;
}

ParseResult<Instance> parseGrid(std::string_view text) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    const std::vector<TextLine> lines = contentLines(text);
    if (lines.empty()) return parseError(ParseErrorKind::NoBoard, 0, 0);
    return readDrawnGrid(lines);
}

ParseResult<std::vector<Instance>> parsePuzzles(std::string_view text) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    const std::vector<TextLine> lines = contentLines(text);
    if (lines.empty()) return parseError(ParseErrorKind::NoBoard, 0, 0);
    if (lines.size() == 1) {
        // One line: a puzzle line, the same drawn with blanks or bars, or pencil marks.
        const TextLine& line = lines.front();
        const GridCharacters grid = gridCharacters(lines);
        if (!grid.overflow && boxForCellCount(grid.chars.size()) != 0) {
            ParseResult<Instance> one = readCells(grid.chars, [&](std::size_t i) { return grid.places[i]; });
            if (!one) return one.error();
            one.value().name = "line " + std::to_string(line.number);
            return std::vector<Instance>{std::move(one).value()};
        }
        if (line.text.size() > 256) {
            ParseResult<Board> board = parsePencilMarks(line.text, line.number);
            if (!board) {
                ParseError e = board.error();
                if (e.column > 0) e.column += line.firstColumn - 1;
                return e;
            }
            return std::vector<Instance>{board->toInstance()};
        }
        return wrongLength(line.number, grid.overflow ? line.text.size() : grid.chars.size(), false);
    }
    // Several lines: a collection (one puzzle a line) when the first line is a whole
    // puzzle, else one grid drawn over the lines.
    const bool collection = boxForCellCount(lines.front().text.size()) != 0 && !looksLikeSixteenRows(lines);
    if (!collection) {
        ParseResult<Instance> grid = readDrawnGrid(lines);
        if (!grid) return grid.error();
        return std::vector<Instance>{std::move(grid).value()};
    }
    std::vector<Instance> out;
    out.reserve(lines.size());
    for (const TextLine& line : lines) {
        if (boxForCellCount(line.text.size()) == 0) return wrongLength(line.number, line.text.size(), false);
        ParseResult<Instance> one = readCells(line.text, [&](std::size_t i) {
            return std::pair{line.number, line.firstColumn + static_cast<int>(i)};
        });
        if (!one) return one.error();
        out.push_back(std::move(one).value());
        out.back().name = "line " + std::to_string(line.number);
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

ParseResult<Board> parsePencilMarks(std::string_view text, int lineNumber) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    while (!text.empty() && isBlank(text.back())) text.remove_suffix(1);
    int offset = 0;  // blanks before the marks: columns count from the line's start
    while (!text.empty() && isBlank(text.front())) text.remove_prefix(1), ++offset;
    const int box = boxForMarkCount(text.size());
    if (box == 0) return wrongLength(lineNumber, text.size(), true);
    const int n = box * box;
    const Where where = [&](std::size_t i) { return std::pair{lineNumber, offset + static_cast<int>(i) + 1}; };
    std::vector<Mask> marks(static_cast<std::size_t>(n * n), 0);
    for (std::size_t i = 0; i < text.size(); ++i) {
        ParseResult<int> d = readDigit(text[i], n, i, where);
        if (!d) return d.error();
        if (*d > 0) marks[i / static_cast<std::size_t>(n)] |= digitBit(*d);
    }
    Board board(box);
    for (int cell = 0; cell < n * n; ++cell)
        if (countDigits(marks[static_cast<std::size_t>(cell)]) == 1)
            board.setGiven(cell, lowestDigit(marks[static_cast<std::size_t>(cell)]));
    for (int cell = 0; cell < n * n; ++cell)
        if (board.isBlank(cell)) board.setMarks(cell, marks[static_cast<std::size_t>(cell)]);
    // A conflict is placed at the given's own character inside its cell's block.
    const Where givenPlace = [&](std::size_t cell) {
        const int d = board.digit(static_cast<int>(cell));
        return where(cell * static_cast<std::size_t>(n) + static_cast<std::size_t>(d - 1));
    };
    if (ParseError conflict = findConflict(board.geometry(), board.digits(), givenPlace)) return conflict;
    return board;
}

}  // namespace pw::sudoku
