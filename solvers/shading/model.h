#pragma once
/// Shading grid: conventions shared by every file of this folder.
///
/// A grid has `rows` × `cols` cells, numbered `r * cols + c` from 0 in reading order.
/// A cell is shaded (1) or white (0). The rule: no `k` consecutive shaded cells in any of
/// the four directions — horizontal, vertical, diagonal (down-right) and anti-diagonal
/// (down-left). The score of a grid is its number of shaded cells; the puzzle asks for
/// the highest score (the magazine's 9×9, k = 4: 56).
///
/// A *solution* is an optimal grid: `cells` holds rows*cols values 0/1 (1 = shaded). A
/// search's partial *state* (what a stepping tracer receives) has the same form with -1
/// for the cells not decided yet. An `Instance` of this puzzle carries rows, cols and k;
/// its `cells` are empty, or the 0/1 cells of a hand-made grid read from a file (the
/// solvers ignore them: the puzzle has no givens).
///
/// Text form: one line of `#` (shaded) and `.` (white) per row; `formatGrid` joins the
/// rows with '/' (one line per grid) or '\n'.
///
/// Symmetries are numbered 0-7: s = 0..3 rotates by s × 90° clockwise; s = 4..7 first
/// mirrors left-right, then rotates by (s − 4) × 90°. A square has all 8; a rectangle keeps
/// its shape under 0, 2, 4 and 6 only (`symmetriesOf`).
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/notice.h"
#include "core/parse_error.h"
#include "core/result.h"

namespace pw::shading {

constexpr int kMinSide = 2;
constexpr int kMaxSide = 16;  // a row is a 16-bit pattern in the bitmask versions
constexpr int kMinK = 2;
constexpr int kMaxK = 6;
constexpr int kDefaultK = 4;
constexpr int kDefaultSize = 9;

/// A grid with its shape (the result of parsing or of a 90° rotation of a rectangle).
struct Grid {
    int rows = 0;
    int cols = 0;
    std::vector<int> cells;  ///< rows*cols values 0/1

    friend bool operator==(const Grid&, const Grid&) = default;
};

/// The four directions of a run, each a step (dr, dc) from a cell to the next one.
enum class Direction : std::uint8_t { Horizontal, Vertical, Diagonal, AntiDiagonal };

/// k shaded cells in a row: what the board marks in red.
struct Run {
    Direction direction = Direction::Horizontal;
    std::vector<int> cells;  ///< the k cells, in reading order
};

/// What the shading grid's checks and versions tell the user, as data (core/notice.h);
/// each code lists the figures of its `Notice::values`.
enum class NoticeCode {
    None,
    SideOutOfRange,      ///< rows, columns, smallest side, largest side
    KOutOfRange,         ///< k, smallest k, largest k
    KLargerThanGrid,     ///< k, rows, columns: no run of k fits, every cell could be shaded
    StoppedBeforeProof,  ///< best score found: the grid shown is the best found, not proven
    End,                 ///< one past the last code
};

/// An empty notice when (rows, cols, k) is a valid puzzle, else what is wrong.
Notice checkParameters(int rows, int cols, int k);

/// Every window of k consecutive shaded cells in the four directions (a run of k + 1
/// shaded cells gives two overlapping windows).
std::vector<Run> findRuns(int rows, int cols, int k, std::span<const int> cells);
/// For each cell, whether it belongs to some run of k (the red marks, one flag per cell).
std::vector<bool> cellsInRuns(int rows, int cols, int k, std::span<const int> cells);
/// True when no k shaded cells line up.
bool isValid(int rows, int cols, int k, std::span<const int> cells);
/// The score: the number of shaded cells.
int shadedCount(std::span<const int> cells);

/// Parses rows of '#' and '.', separated by newlines or '/'; a ragged grid is an error.
/// `firstLine` is the number of the text's first line in its file, for the errors.
ParseResult<Grid> parseGrid(std::string_view text, int firstLine = 1);
std::string formatGrid(int rows, int cols, std::span<const int> cells, char separator = '/');

/// The symmetries (numbers 0-7, see above) that keep a rows × cols shape.
std::vector<int> symmetriesOf(int rows, int cols);
/// The image of a grid by symmetry s (a 90° turn of a rectangle swaps rows and cols).
Grid transformGrid(const Grid& grid, int s);
/// The smallest of the images of a grid under `symmetriesOf` (cells compared in order).
std::vector<int> canonicalForm(int rows, int cols, std::span<const int> cells);
/// True when no image is smaller: counting canonical grids counts symmetry classes.
bool isCanonical(int rows, int cols, std::span<const int> cells);

/// `isCanonical` for many grids of one shape (every optimal grid of a run): for each
/// symmetry, the cell each image position comes from is worked out once, and an image is
/// compared with the grid cell by cell until the first difference (most images differ
/// within a few cells).
class CanonicalTest {
public:
    CanonicalTest(int rows, int cols);
    bool operator()(std::span<const int> cells) const;

private:
    std::vector<std::vector<int>> sources_;  // per symmetry but the identity: image position → cell
};

}  // namespace pw::shading
