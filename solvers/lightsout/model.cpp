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

// One row of lights as 0/1 characters; a 0/1 row may have blanks between its digits.
Result<std::string> parseRow(std::string_view part, int line) {
    const std::string where = "line " + std::to_string(line) + ": ";
    part = trim(part);
    if (part.empty()) return Error{where + "an empty row"};
    const bool digitsTable = part.find_first_not_of("01 \t") == std::string_view::npos;
    std::string row;
    for (char ch : part) {
        if (digitsTable && (ch == ' ' || ch == '\t')) continue;
        if (ch == '0' || ch == '.') row += '0';
        else if (ch == '1' || ch == '#') row += '1';
        else return Error{where + "'" + std::string(1, ch) + "' is not a light (write 0/1 or ./#)"};
    }
    return row;
}

/// Collects rows into boards, checking that each board is a rectangle.
struct BoardBuilder {
    std::vector<Board> boards;
    std::vector<std::string> rows;
    int firstLine = 0;
    bool torus = false;      ///< of the board being read
    bool torusNext = false;  ///< a `# torus` comment was read: for the next board

    void start(int line) {
        if (!rows.empty()) return;
        firstLine = line;
        torus = torusNext;
        torusNext = false;
    }

    std::string flush() {
        if (rows.empty()) return {};
        const std::size_t width = rows.front().size();
        for (std::size_t i = 1; i < rows.size(); ++i)
            if (rows[i].size() != width)
                return "line " + std::to_string(firstLine) + ": a ragged board: row " + std::to_string(i + 1) +
                       " has " + std::to_string(rows[i].size()) + " lights, row 1 has " + std::to_string(width);
        const int r = static_cast<int>(rows.size()), c = static_cast<int>(width);
        if (std::string e = sizeError(r, c); !e.empty()) return "line " + std::to_string(firstLine) + ": " + e;
        Board board = uniformBoard(r, c, torus, false);
        for (int i = 0; i < r; ++i)
            for (int j = 0; j < c; ++j)
                board.lights[static_cast<std::size_t>(i * c + j)] =
                    rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] == '1';
        boards.push_back(std::move(board));
        rows.clear();
        return {};
    }
};

}  // namespace

Result<std::vector<Board>> parseBoards(std::string_view text) {
    BoardBuilder builder;
    int lineNumber = 0;
    for (std::size_t pos = 0; pos <= text.size();) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = trim(text.substr(pos, end - pos));
        pos = end + 1;
        ++lineNumber;
        if (line.empty()) {
            if (std::string e = builder.flush(); !e.empty()) return Error{e};
            continue;
        }
        if (line.size() >= 2 && line[0] == '#' && (line[1] == ' ' || line[1] == '\t')) {
            if (trim(line.substr(1)) == "torus") builder.torusNext = true;
            continue;
        }
        // A line with slashes is a whole board: it ends the board being read, if any.
        const bool slashed = line.find('/') != std::string_view::npos;
        if (slashed)
            if (std::string e = builder.flush(); !e.empty()) return Error{e};
        builder.start(lineNumber);
        for (std::string_view rest = line;;) {
            const std::size_t slash = rest.find('/');
            Result<std::string> row = parseRow(rest.substr(0, slash), lineNumber);
            if (!row) return Error{row.error()};
            builder.rows.push_back(*row);
            if (slash == std::string_view::npos) break;
            rest = rest.substr(slash + 1);
        }
        if (slashed)
            if (std::string e = builder.flush(); !e.empty()) return Error{e};
    }
    if (std::string e = builder.flush(); !e.empty()) return Error{e};
    if (builder.boards.empty()) return Error{"no board in the text (write rows of 0/1 or ./#)"};
    return std::move(builder.boards);
}

Result<Board> parseBoard(std::string_view text) {
    Result<std::vector<Board>> boards = parseBoards(text);
    if (!boards) return Error{boards.error()};
    if (boards->size() != 1) return Error{"the text holds " + std::to_string(boards->size()) + " boards, not one"};
    return std::move(boards->front());
}

std::string formatBoard(const Board& board) {
    std::string out = board.torus ? "# torus\n" : "";
    for (int r = 0; r < board.rows; ++r) {
        for (int c = 0; c < board.cols; ++c) out += board.lights[static_cast<std::size_t>(r * board.cols + c)] ? '1' : '0';
        out += '\n';
    }
    return out;
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

Result<std::vector<int>> parsePresses(int rows, int cols, std::string_view text) {
    std::vector<int> mask(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), 0);
    text = trim(text);
    if (text == "none") return mask;
    auto number = [&](int& value) {
        text = trim(text);
        auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc{}) return false;
        text.remove_prefix(static_cast<std::size_t>(ptr - text.data()));
        text = trim(text);
        return true;
    };
    auto expect = [&](char ch) {
        text = trim(text);
        if (text.empty() || text.front() != ch) return false;
        text.remove_prefix(1);
        return true;
    };
    while (!trim(text).empty()) {
        int r = 0, c = 0;
        if (!expect('(') || !number(r) || !expect(',') || !number(c) || !expect(')'))
            return Error{"a press is written (row,column), e.g. (0,1) (2,3)"};
        if (r < 0 || r >= rows || c < 0 || c >= cols)
            return Error{"the press (" + std::to_string(r) + "," + std::to_string(c) + ") is off the board"};
        mask[static_cast<std::size_t>(r * cols + c)] ^= 1;
    }
    return mask;
}

}  // namespace pw::lightsout
