#pragma once
/// N queens: conventions shared by every file of this folder.
///
/// The board has N columns and N rows, numbered from 0 (the classic lesson numbers
/// them from 1 in its strings). A *solution* holds one queen per column and is written
/// as `rows[c]`, the row of the queen in column c; the classic string `15863724` lists
/// those rows 1-based, column by column. A *position* on the GUI's board is any set of
/// squares, `r * N + c`, so a user may put two queens in a column; the rule queries
/// below work on positions, and the GUI asks them instead of knowing the rule.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/parse_error.h"
#include "core/result.h"

namespace pw::queens {

constexpr int kMinSize = 1;
constexpr int kMaxSize = 32;  // rows fit a 32-bit mask

/// True when queens on (r1, c1) and (r2, c2) attack each other (the same square too).
constexpr bool attacks(int r1, int c1, int r2, int c2) {
    return r1 == r2 || c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2;
}

/// For each square, whether a queen of `queens` (square indices) attacks it.
std::vector<bool> attackedSquares(int n, std::span<const int> queens);
/// The queens (square indices) attacked by another queen of the position.
std::vector<int> conflictingQueens(int n, std::span<const int> queens);
/// True when the position holds N queens, none attacking another.
bool isSolved(int n, std::span<const int> queens);

/// Solution (rows per column) to square indices, and back (fails unless one per column).
std::vector<int> solutionToSquares(std::span<const int> rows);
Result<std::vector<int>> squaresToSolution(int n, std::span<const int> queens);

/// Parses the classic string ("15863724", an optional leading '*') for N <= 9, or
/// 1-based rows separated by spaces or commas for any N. `lineNumber` is the line its
/// errors name.
ParseResult<std::vector<int>> parseSolution(std::string_view text, int lineNumber = 1);
std::string formatSolution(std::span<const int> rows);
/// The lesson's diagram: a header of column numbers, then one line per row with R.
std::string formatDiagram(std::span<const int> rows);

/// A position (any set of squares) as N lines of `Q` and `.`, and back. `parsePosition`
/// also accepts a classic solution string; it returns N and the sorted squares. Lines
/// starting with `#` are comments.
std::string formatPosition(int n, std::span<const int> queens);
struct Position {
    int n = 0;
    std::vector<int> queens;
};
ParseResult<Position> parsePosition(std::string_view text);

/// A square of the board, by row and column.
struct Square {
    int row = 0;
    int col = 0;
    friend bool operator==(const Square&, const Square&) = default;
};

/// The 8 symmetries of the square: 0-3 rotate by 0, 90, 180, 270 degrees, 4-7 do the
/// same after reversing the rows. `transformSquare` moves one square of an N×N board.
Square transformSquare(int n, Square square, int symmetry);
/// The 8 symmetries applied to a solution (0 = identity); `Into` writes into `out`,
/// which has the solution's size, without allocating.
std::vector<int> transformSolution(std::span<const int> rows, int symmetry);
void transformSolutionInto(std::span<const int> rows, int symmetry, std::span<int> out);
/// True when `rows` is the lexicographically smallest of its 8 images: counting the
/// canonical solutions counts the solutions up to symmetry.
bool isCanonical(std::span<const int> rows);

/// What an event of queens.v6 lights on the board, in `Event::aux`: the columns of the
/// two partial boards it joins (two strips of a half, or the two halves), bit c of each
/// mask for column c. 0 (every other version): nothing lit.
constexpr std::int64_t joinMark(std::uint32_t first, std::uint32_t second) {
    return static_cast<std::int64_t>((std::uint64_t{second} << 32) | first);
}
constexpr std::uint32_t joinMarkFirst(std::int64_t aux) { return static_cast<std::uint32_t>(aux); }
constexpr std::uint32_t joinMarkSecond(std::int64_t aux) { return static_cast<std::uint32_t>(static_cast<std::uint64_t>(aux) >> 32); }

/// A decision that puts a whole partial board on the board at once (queens.v6 makes its
/// half boards by joining strips, not queen by queen): `Event::cell` names its first
/// queen (leftmost column) and `Event::value` is kPackedBoard plus, four bits a column
/// from that column on, 1 + the row of the column's queen (0: none in that column).
/// `packBoardDecision` gives it for the queens of `rows` (a row per column, -1 none) in
/// the columns of `columns`, or the first queen's row alone when they do not fit (more
/// than 7 columns apart, or a row above 14).
inline constexpr std::int32_t kPackedBoard = std::int32_t{1} << 30;
std::int32_t packBoardDecision(int n, std::span<const int> rows, std::uint32_t columns);
/// The queens of a decision on an N×N board: (row, column) of each, from its cell and
/// value (one queen, or the packed board).
std::vector<Square> decisionQueens(int n, int cell, std::int32_t value);

/// What queens versions tell the user beyond their counters (core/notice.h); the GUI
/// (ui/puzzles/queens/queens_notices) and puzzle-bench word them.
enum class NoticeCode : int {
    None = 0,
    /// queens.v6 declined: its strip tables and buffers would need more memory than the
    /// machine has (join_memory.h). Values: N, bytes needed (at most 2^62), bytes the
    /// machine has, threads.
    JoinMemory,
    End,
};

}  // namespace pw::queens
