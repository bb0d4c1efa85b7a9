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

}  // namespace pw::queens
