#include "model.h"

#include <algorithm>
#include <charconv>
#include <random>

#include "linear_solver.h"

namespace pw::lightsout {

std::string sizeError(int rows, int cols) {
    const std::string size = std::to_string(rows) + "×" + std::to_string(cols);
    if (rows < kMinSide || cols < kMinSide) return "a board needs at least one row and one column, not " + size;
    if (rows > kMaxSide || cols > kMaxSide)
        return "a board has at most " + std::to_string(kMaxSide) + " rows and columns, not " + size;
    return {};
}

Board uniformBoard(int rows, int cols, bool torus, bool on) {
    return {rows, cols, torus, std::vector<int>(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), on ? 1 : 0)};
}

Board fromInstance(const Instance& instance) {
    Board board{instance.rows, instance.cols, instance.torus, instance.cells};
    board.lights.resize(static_cast<std::size_t>(board.size()), 0);
    return board;
}

Instance toInstance(const Board& board) {
    Instance instance;
    instance.rows = board.rows;
    instance.cols = board.cols;
    instance.torus = board.torus;
    instance.cells = board.lights;
    return instance;
}

std::vector<int> pressedCells(int rows, int cols, bool torus, int cell) {
    const int r = cell / cols, c = cell % cols;
    std::vector<int> out{cell};
    auto add = [&](int rr, int cc) {
        if (torus) {
            rr = (rr + rows) % rows;
            cc = (cc + cols) % cols;
        }
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) out.push_back(rr * cols + cc);
    };
    add(r - 1, c);
    add(r + 1, c);
    add(r, c - 1);
    add(r, c + 1);
    // A set: on a narrow torus two neighbours, or a neighbour and the cell, coincide.
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void press(Board& board, int cell) {
    for (int i : pressedCells(board.rows, board.cols, board.torus, cell)) board.lights[static_cast<std::size_t>(i)] ^= 1;
}

void toggleLight(Board& board, int cell) { board.lights[static_cast<std::size_t>(cell)] ^= 1; }

void applyPresses(Board& board, std::span<const int> mask) {
    for (std::size_t i = 0; i < mask.size(); ++i)
        if (mask[i]) press(board, static_cast<int>(i));
}

int litCount(const Board& board) {
    return static_cast<int>(std::count_if(board.lights.begin(), board.lights.end(), [](int v) { return v != 0; }));
}

bool isSolved(const Board& board) { return litCount(board) == 0; }

Board randomSolvableBoard(int rows, int cols, bool torus, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    Board board = uniformBoard(rows, cols, torus, false);
    for (int i = 0; i < board.size(); ++i)
        if (random() & 1u) press(board, i);
    return board;
}

Board randomBoard(int rows, int cols, bool torus, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    Board board = uniformBoard(rows, cols, torus, false);
    for (int& light : board.lights) light = static_cast<int>(random() & 1u);
    return board;
}

Solvability checkSolvability(const Board& board) {
    LinearSolver solver(board);
    solver.run();
    Solvability out;
    out.solvable = solver.solvable();
    out.nullity = solver.nullity();
    if (out.solvable) return out;
    const std::vector<Word> q = solver.obstruction();
    out.obstruction = unpackCells(q, board.size());
    int marked = 0, lit = 0;
    for (std::size_t i = 0; i < out.obstruction.size(); ++i) {
        marked += out.obstruction[i];
        lit += out.obstruction[i] && board.lights[i];
    }
    out.reason = notice(NoticeCode::NotSolvable, {marked, lit});
    return out;
}

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

/// One row of lights as 0/1 characters; a 0/1 row may have blanks between its digits.
/// `column` is where `part` starts in its line. A row wider than kMaxSide is refused as
/// soon as it is seen.
ParseResult<std::string> parseRow(std::string_view part, int line, int column) {
    while (!part.empty() && (part.front() == ' ' || part.front() == '\t' || part.front() == '\r'))
        part.remove_prefix(1), ++column;
    part = trim(part);
    if (part.empty()) return std::string{};  // told as a ragged row by the board
    const bool digitsTable = part.find_first_not_of("01 \t") == std::string_view::npos;
    std::string row;
    for (std::size_t i = 0; i < part.size(); ++i) {
        const char ch = part[i];
        if (digitsTable && (ch == ' ' || ch == '\t')) continue;
        if (ch == '0' || ch == '.') row += '0';
        else if (ch == '1' || ch == '#') row += '1';
        else {
            ParseError e = parseError(ParseErrorKind::BadCharacter, line, column + static_cast<int>(i));
            e.found = std::string(1, ch);
            e.expected = std::string("01.#");
            return e;
        }
        if (row.size() > static_cast<std::size_t>(kMaxSide))
            return parseError(ParseErrorKind::SizeOutOfRange, line, 0, {1, static_cast<std::int64_t>(row.size()), kMinSide, kMaxSide});
    }
    return row;
}

/// Collects rows into boards, checking that each board is a rectangle.
struct BoardBuilder {
    std::vector<Board> boards;
    std::vector<std::string> rows;
    std::vector<int> rowLines;
    bool torus = false;      ///< of the board being read
    bool torusNext = false;  ///< a `# torus` comment was read: for the next board

    void start() {
        if (!rows.empty()) return;
        torus = torusNext;
        torusNext = false;
    }

    ParseError add(std::string row, int line) {
        if (!rows.empty() && row.size() != rows.front().size())
            return parseError(ParseErrorKind::RaggedRow, line, 0,
                              {static_cast<std::int64_t>(rows.size() + 1), static_cast<std::int64_t>(row.size()),
                               static_cast<std::int64_t>(rows.front().size())});
        if (rows.size() == static_cast<std::size_t>(kMaxSide))
            return parseError(ParseErrorKind::SizeOutOfRange, line, 0,
                              {kMaxSide + 1, static_cast<std::int64_t>(row.size()), kMinSide, kMaxSide});
        rows.push_back(std::move(row));
        rowLines.push_back(line);
        return {};
    }

    ParseError flush() {
        if (rows.empty()) return {};
        const int r = static_cast<int>(rows.size()), c = static_cast<int>(rows.front().size());
        if (r < kMinSide || c < kMinSide || r > kMaxSide || c > kMaxSide)
            return parseError(ParseErrorKind::SizeOutOfRange, rowLines.front(), 0, {r, c, kMinSide, kMaxSide});
        Board board = uniformBoard(r, c, torus, false);
        for (int i = 0; i < r; ++i)
            for (int j = 0; j < c; ++j)
                board.lights[static_cast<std::size_t>(i) * static_cast<std::size_t>(c) + static_cast<std::size_t>(j)] =
                    rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] == '1';
        boards.push_back(std::move(board));
        rows.clear();
        rowLines.clear();
        return {};
    }
};

}  // namespace

ParseResult<std::vector<Board>> parseBoards(std::string_view text) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    BoardBuilder builder;
    int lineNumber = 0;
    for (std::size_t pos = 0; pos <= text.size();) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = trim(text.substr(pos, end - pos));
        const int lineStart = static_cast<int>(line.empty() ? 0 : line.data() - text.data() - static_cast<std::ptrdiff_t>(pos));
        pos = end + 1;
        ++lineNumber;
        if (line.empty()) {
            if (ParseError e = builder.flush()) return e;
            continue;
        }
        if (line.size() >= 2 && line[0] == '#' && (line[1] == ' ' || line[1] == '\t')) {
            if (trim(line.substr(1)) == "torus") builder.torusNext = true;
            continue;
        }
        // A line with slashes is a whole board: it ends the board being read, if any.
        const bool slashed = line.find('/') != std::string_view::npos;
        if (slashed)
            if (ParseError e = builder.flush()) return e;
        builder.start();
        std::size_t offset = 0;
        for (std::string_view rest = line;;) {
            const std::size_t slash = rest.find('/');
            ParseResult<std::string> row = parseRow(rest.substr(0, slash), lineNumber, lineStart + static_cast<int>(offset) + 1);
            if (!row) return row.error();
            if (ParseError e = builder.add(std::move(row).value(), lineNumber)) return e;
            if (slash == std::string_view::npos) break;
            rest = rest.substr(slash + 1);
            offset += slash + 1;
        }
        if (slashed)
            if (ParseError e = builder.flush()) return e;
    }
    if (ParseError e = builder.flush()) return e;
    if (builder.boards.empty()) {
        ParseError e = parseError(ParseErrorKind::NoBoard, 0, 0);
        e.expected = std::string("01.#");
        return e;
    }
    return std::move(builder.boards);
}

ParseResult<Board> parseBoard(std::string_view text) {
    ParseResult<std::vector<Board>> boards = parseBoards(text);
    if (!boards) return boards.error();
    if (boards->size() != 1)
        return parseError(ParseErrorKind::SeveralBoards, 0, 0, {static_cast<std::int64_t>(boards->size())});
    return std::move(std::move(boards).value().front());
}

std::string formatBoard(const Board& board) {
    std::string out = board.torus ? "# torus\n" : "";
    for (int r = 0; r < board.rows; ++r) {
        for (int c = 0; c < board.cols; ++c) out += board.lights[static_cast<std::size_t>(r * board.cols + c)] ? '1' : '0';
        out += '\n';
    }
    return out;
}

bool beginsIncreasingSet(std::span<const int> presses, int setSize, int cells) {
    for (std::size_t i = 1; i < presses.size(); ++i)
        if (presses[i] <= presses[i - 1]) return false;
    const int made = static_cast<int>(presses.size());
    return made <= setSize && (presses.empty() || presses.back() + (setSize - made) < cells);
}

std::vector<int> pressList(std::span<const int> mask) {
    std::vector<int> out;
    for (std::size_t i = 0; i < mask.size(); ++i)
        if (mask[i]) out.push_back(static_cast<int>(i));
    return out;
}

std::string formatPresses(int cols, std::span<const int> mask) {
    std::string out;
    for (int cell : pressList(mask)) {
        if (!out.empty()) out += ' ';
        out += '(' + std::to_string(cell / cols) + ',' + std::to_string(cell % cols) + ')';
    }
    return out.empty() ? "none" : out;
}

ParseResult<std::vector<int>> parsePresses(int rows, int cols, std::string_view text) {
    if (text.size() > kMaxParseInputBytes) return tooLarge(text.size());
    if (rows < kMinSide || cols < kMinSide || rows > kMaxSide || cols > kMaxSide)
        return parseError(ParseErrorKind::SizeOutOfRange, 0, 0, {rows, cols, kMinSide, kMaxSide});
    std::vector<int> mask(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), 0);
    const char* const begin = text.data();
    const auto column = [&] { return static_cast<int>(text.data() - begin) + 1; };
    const auto skipBlanks = [&] {
        while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r' || text.front() == '\n'))
            text.remove_prefix(1);
    };
    skipBlanks();
    if (trim(text) == "none") return mask;
    // The presses are written on one line: the column names the place in the text.
    const auto expected = [&](const char* what) {
        ParseError e = parseError(ParseErrorKind::BadCharacter, 1, column());
        e.found = text.empty() ? std::string{} : std::string(1, text.front());
        e.expected = what;
        return e;
    };
    auto number = [&](int& value) -> ParseError {
        skipBlanks();
        const int at = column();
        const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec == std::errc::result_out_of_range) {
            std::size_t digits = 0;
            while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
            ParseError e = parseError(ParseErrorKind::NumberTooLarge, 1, at, {kMaxSide - 1});
            e.found = parseExcerpt(text.substr(0, digits));
            return e;
        }
        if (ec != std::errc{}) return expected("0123456789");
        text.remove_prefix(static_cast<std::size_t>(ptr - text.data()));
        return {};
    };
    auto expect = [&](char ch) -> ParseError {
        skipBlanks();
        if (text.empty() || text.front() != ch) return expected(std::string(1, ch).c_str());
        text.remove_prefix(1);
        return {};
    };
    for (skipBlanks(); !text.empty(); skipBlanks()) {
        int r = 0, c = 0;
        if (ParseError e = expect('(')) return e;
        const int rowColumn = column();
        if (ParseError e = number(r)) return e;
        if (ParseError e = expect(',')) return e;
        const int colColumn = column();
        if (ParseError e = number(c)) return e;
        if (ParseError e = expect(')')) return e;
        if (r < 0 || r >= rows) return parseError(ParseErrorKind::OutOfRange, 1, rowColumn, {r, 0, rows - 1});
        if (c < 0 || c >= cols) return parseError(ParseErrorKind::OutOfRange, 1, colColumn, {c, 0, cols - 1});
        mask[static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(c)] ^= 1;
    }
    return mask;
}

}  // namespace pw::lightsout
