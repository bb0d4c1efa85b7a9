#pragma once
/// Lights out: conventions shared by every file of this folder.
///
/// A board has `rows` × `cols` lights (1..5000 on a side in the library), numbered row by
/// row, cell `r * cols + c` from 0; `lights[i]` is 1 when light i is on. A press on a cell
/// toggles that cell and its orthogonal neighbours; on the torus variant the neighbours
/// wrap around the edges. Neighbours form a *set*: on a torus two lights wide, the left
/// and the right neighbour are the same light and it is toggled once; on a torus one
/// light wide, a cell is not its own neighbour (the graph convention of OEIS A165738).
/// So a torus side shorter than 3 behaves exactly like a plain side.
///
/// The goal is every light off. Presses commute and two presses on one cell cancel, so a
/// *solution* is a press mask: `cells[i]` is 1 when cell i is pressed (once), the same
/// shape as the board's lights. A press list is written `(row,col)` pairs, 0-based, in
/// increasing cell order: `(0,1) (0,3) (2,1) (3,0) (3,2)`.
///
/// Text of a board: one line per row of `0`/`1` or `.`/`#` (`0` and `.` are off, `1`
/// and `#` on; any of the four is a light). A line may
/// hold a whole board with rows separated by `/` (`1101/0001/0100/1111`). Spaces or tabs
/// between the digits of a `0`/`1` row are allowed (the lesson's tables). A line that
/// starts with `#` followed by a space or a tab is a comment, so a `.#` row never contains
/// a blank; the comment `# torus` makes the next board toroidal. A blank line ends a
/// board, so a file may hold several boards.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.h"
#include "core/notice.h"
#include "core/parse_error.h"
#include "core/result.h"

namespace pw::lightsout {

constexpr int kMinSide = 1;
/// 5000: lightsout.v4 solves the all-on 5000 × 5000 board in about 0.2 s on one core,
/// with about 10 MB of its own, plus at most 64 MB for the exact fewest-press search
/// (fewest_presses.h) and 12.5 MB for a torus's system; the instance's and the solution's
/// cells take 100 MB each as ints. See linear_solver.h for the memory of each step.
constexpr int kMaxSide = 5000;
constexpr int kDefaultSide = 5;

/// The lights of a board and its geometry; the form the board view edits.
struct Board {
    int rows = 0;
    int cols = 0;
    bool torus = false;
    std::vector<int> lights;  ///< rows * cols entries, 1 = on

    int size() const { return rows * cols; }
    friend bool operator==(const Board&, const Board&) = default;
};

/// An empty string when rows × cols is a board the library accepts, else why not.
std::string sizeError(int rows, int cols);
/// A board of the given size with every light on (or off).
Board uniformBoard(int rows, int cols, bool torus, bool on);

Board fromInstance(const Instance& instance);
Instance toInstance(const Board& board);

/// The cells a press on `cell` toggles, in increasing order (the cell itself included).
std::vector<int> pressedCells(int rows, int cols, bool torus, int cell);
/// Presses `cell`: toggles it and its neighbours (play mode).
void press(Board& board, int cell);
/// Toggles the single light `cell` (edit mode).
void toggleLight(Board& board, int cell);
/// Presses every cell whose mask entry is 1.
void applyPresses(Board& board, std::span<const int> mask);
/// Number of lights on.
int litCount(const Board& board);
/// True when every light is off.
bool isSolved(const Board& board);
/// True when `presses`, in the order made, can begin a set of `setSize` presses on a
/// board of `cells` cells made in increasing order, as lightsout.v2 makes them: each is
/// after the one before, and the last leaves room for the presses still to come. Pressing
/// is commutative, so every set of presses has one such order.
bool beginsIncreasingSet(std::span<const int> presses, int setSize, int cells);

/// A board reached from the all-off board by random presses: solvable by construction.
Board randomSolvableBoard(int rows, int cols, bool torus, std::uint64_t seed);
/// Every light on or off at random: often not solvable on sizes with a null space.
Board randomBoard(int rows, int cols, bool torus, std::uint64_t seed);

/// What the lights-out checks and versions tell the user, as data (core/notice.h); each
/// code lists the figures of its `Notice::values`.
enum class NoticeCode {
    None,
    NotSolvable,         ///< lights of a quiet pattern, lit ones among them (an odd number)
    TooManyLights,       ///< lights, most lights this version simulates
    TooManyFreePresses,  ///< free presses of the first row(s), most this version tries
    FewestNotProven,     ///< nullity d, patterns per block, rounds, presses of the local minimum found
    TooManyToList,       ///< nullity d, largest nullity listed
    CountedFromNullity,  ///< nullity d: 2^d solutions counted, not listed
    End,                 ///< one past the last code
};

/// Whether a board can be turned off, and why not when it cannot.
struct Solvability {
    bool solvable = true;
    int nullity = 0;  ///< dimension of the null space: 2^nullity solutions when solvable
    /// When not solvable: a quiet pattern (press mask-shaped, 1 = in the set) such that
    /// every press toggles an even number of its lights, while an odd number of them are
    /// lit. Their parity never changes, so they can never all be turned off.
    std::vector<int> obstruction;
    /// When not solvable: NotSolvable with the obstruction's size and its lit lights.
    Notice reason;
};
Solvability checkSolvability(const Board& board);

/// Parses boards (see the text form above); a ParseError names the line and column.
ParseResult<std::vector<Board>> parseBoards(std::string_view text);
/// One board; fails when the text holds none or several.
ParseResult<Board> parseBoard(std::string_view text);
/// Rows of `0`/`1`, one line each, each ended by a newline.
std::string formatBoard(const Board& board);

/// The pressed cells of a mask, in increasing order.
std::vector<int> pressList(std::span<const int> mask);
/// `(0,1) (0,3) (2,1)`: the pressed cells of a mask as 0-based (row,col) pairs.
std::string formatPresses(int cols, std::span<const int> mask);
/// Reads `(r,c)` pairs back into a mask of rows * cols entries (a pair twice cancels);
/// the errors' columns count in the whole text, read as one line.
ParseResult<std::vector<int>> parsePresses(int rows, int cols, std::string_view text);

}  // namespace pw::lightsout
