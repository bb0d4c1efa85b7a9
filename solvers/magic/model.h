#pragma once
/// Magic squares: conventions shared by every file of this folder.
///
/// A normal magic square of order n holds the numbers 1..n² once each, and every row,
/// every column and both diagonals add up to the magic constant n(n² + 1)/2 (15 for
/// n = 3, 34 for n = 4, 65 for n = 5). Cells are numbered row by row, `r * n + c`, from 0.
/// A *grid* (the board the user edits, a partial state of a search, a solution) is a
/// vector of n*n numbers in that order, 0 for an empty cell; a *solution*'s `cells` is
/// a full grid. An instance's `cells` are the givens in the same form (an empty vector
/// means nothing is given); `rows == cols == n`.
///
/// Lines are numbered: rows 0..n-1, columns n..2n-1, then the main diagonal (r == c) as
/// 2n and the anti-diagonal (r + c == n - 1) as 2n + 1. A board view draws each line's
/// sum at its end with the colour of `analyseLines`; it never sums or judges by itself.
///
/// The 8 symmetries of the square (rotations and reflections) map magic squares to
/// magic squares, and no magic square is its own image (its numbers are distinct), so
/// each class of "essentially different" squares has exactly 8 members. Its canonical
/// member is Frénicle's standard form: the top-left corner is the smallest of the four
/// corners, and the cell to its right is smaller than the cell below it.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/notice.h"
#include "core/parse_error.h"
#include "core/result.h"

namespace pw::magic {

constexpr int kMinOrder = 3;
constexpr int kMaxOrder = 16;     ///< v1..v3 take any order up to here
constexpr int kMaxMaskOrder = 8;  ///< v4/v5 keep the used numbers in 64 bits
constexpr int kDefaultOrder = 3;

constexpr int magicConstant(int n) { return n * (n * n + 1) / 2; }
constexpr int lineCount(int n) { return 2 * n + 2; }

/// The cells of line `line` (numbering above), in reading order. Constant expressions,
/// so that magic.v6 can work out a whole plan at compile time.
constexpr std::vector<int> lineCells(int n, int line) {
    std::vector<int> out;
    for (int i = 0; i < n; ++i) {
        if (line < n) out.push_back(line * n + i);
        else if (line < 2 * n) out.push_back(i * n + (line - n));
        else if (line == 2 * n) out.push_back(i * n + i);
        else out.push_back(i * n + (n - 1 - i));
    }
    return out;
}
/// The lines through `cell`: its row, its column, and the diagonals it lies on.
constexpr std::vector<int> linesThrough(int n, int cell) {
    const int r = cell / n, c = cell % n;
    std::vector<int> out{r, n + c};
    if (r == c) out.push_back(2 * n);
    if (r + c == n - 1) out.push_back(2 * n + 1);
    return out;
}

/// How a line of a partly filled grid stands.
enum class LineStatus {
    Right,       ///< complete, and its sum is the constant
    Wrong,       ///< complete, and its sum is not the constant
    Open,        ///< open, and the numbers still unused can complete it
    Impossible,  ///< open, and no choice of the numbers still unused can complete it
};

/// One line's figures for the board view.
struct LineReport {
    int sum = 0;   ///< sum of the filled cells
    int open = 0;  ///< empty cells
    LineStatus status = LineStatus::Open;
};

/// Every line of `grid`, in line order. "Impossible" is exact: no set of `open`
/// distinct unused numbers adds up to what the line lacks.
std::vector<LineReport> analyseLines(int n, std::span<const int> grid);
/// The numbers 1..n² that appear nowhere in the grid, ascending.
std::vector<int> unusedNumbers(int n, std::span<const int> grid);
/// The cells holding a number that appears in another cell too.
std::vector<int> repeatedCells(int n, std::span<const int> grid);
/// The cells holding a number outside 1..n² (0 is an empty cell, not out of range).
std::vector<int> outOfRangeCells(int n, std::span<const int> grid);
/// True when the grid is full, uses 1..n² once each and every line is right.
bool isMagicSquare(int n, std::span<const int> grid);

/// What the magic square's checks and versions tell the user, as data (core/notice.h);
/// each code lists the figures of its `Notice::values`. Cells count from 0.
enum class NoticeCode {
    None,
    OrderTooSmall,     ///< order, smallest order
    OrderTooLarge,     ///< order, largest order
    CellCount,         ///< order, cells given (not order²)
    NumberOutOfRange,  ///< number, cell, largest number (order²), order
    NumberTwice,       ///< number, cell of its second place, order
    NotSquare,         ///< rows, columns
    MaskOrder,         ///< order, largest order this version keeps in its 64-bit mask
    StoppedTasks,      ///< tasks finished, tasks, cells of the fill order a task fixes
    StoppedSearchedTasks,  ///< tasks finished, tasks, searched cells a task fixes (v6: computed cells between them)
    GivensNoSymmetry,  ///< (none) cells are given: v5 ran v4's search on one thread
    End,               ///< one past the last code
};

/// Why `givens` cannot be an instance's givens of order n (an order out of range, a
/// wrong length, a number out of range, a repeated number), or an empty notice when they
/// can. An empty vector is fine (nothing given).
Notice checkGivens(int n, std::span<const int> givens);

/// A square read from text: its order and its grid.
struct ParsedSquare {
    int n = 0;
    std::vector<int> grid;
};

/// Parses squares: rows of numbers separated by spaces, tabs or commas; `.` (or `0`,
/// or an empty field between commas) is an empty cell. Rows end at a newline or a `/`
/// (so a one-line solution "2 7 6 / 9 5 1 / 4 3 8" reads back); a blank line ends a
/// square, so a file may hold several; `#` starts a comment. A text without a square, a
/// ragged or oversized square, a number out of 1..n² or given twice is a ParseError at
/// its line and column.
ParseResult<std::vector<ParsedSquare>> parseSquares(std::string_view text);
/// The grid as rows of right-aligned numbers, `.` for an empty cell, one per line.
std::string formatGrid(int n, std::span<const int> grid);
/// The grid on one line, rows separated by " / ".
std::string formatOneLine(int n, std::span<const int> grid);

/// Symmetry `s` of the square applied to a grid: 0-3 rotate by 0, 90, 180, 270 degrees
/// clockwise, 4-7 do the same after a left-right mirror.
std::vector<int> transformGrid(int n, std::span<const int> grid, int s);
/// Where symmetry `s` sends cell `cell`.
int transformCell(int n, int cell, int s);
/// True when a full grid is in Frénicle's standard form (see the top of this file).
bool isCanonical(int n, std::span<const int> grid);
/// The member of the grid's class in Frénicle's standard form.
std::vector<int> canonicalForm(int n, std::span<const int> grid);

}  // namespace pw::magic
