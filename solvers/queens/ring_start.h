#pragma once
/// queens.v5's start configurations: the queens on a ring of four lines.
///
/// The *ring at depth d* is made of column d, column N-1-d, row d and row N-1-d; for
/// d = 0 it is the edge of the board (the outer ring of Engelhardt's and Preußer's
/// published counters). Every solution has exactly one queen on each of those lines;
/// those three or four queens (three when one stands where a ring column crosses a ring
/// row) are the solution's *ring start*. The 8 symmetries of the board map the ring onto
/// itself, so they map a ring start to a ring start, and a solution with start C to one
/// with start g(C). Hence the starts of one orbit have as many completions each, and
///
///     total = sum over canonical starts C of  weight(C) × completions(C),
///
/// where a canonical start is the smallest of its images and weight(C) is the number of
/// its distinct images (8, or 4, 2, 1 when some symmetry maps C to itself). This holds
/// whatever the symmetries of the solutions themselves.
///
/// For the symmetry classes (OEIS A002562): when no symmetry but the identity fixes C
/// (the stabiliser is trivial), the completions of C lie in distinct classes, one each.
/// Otherwise two completions of C are in one class exactly when a symmetry of the
/// stabiliser maps one to the other, so a class is counted at its smallest member.
///
/// Which ring, and in which order the free columns are searched: the starts are searched
/// one by one, so the work above the ring queens' constraints is not shared between
/// starts, and the fewer nodes each start's tree has, the better. The ring through the
/// middle of the board (the two middle columns and rows for even N, the columns and rows
/// next to the middle ones for odd N) gives the smallest trees of the depths measured: at
/// N = 14, 2.58 million nodes against 5.53 million for the edge ring searched the same
/// way and 13.7 million for the textbook search with mirror halving; at N = 16, 114
/// million against 571 million; at N = 17, 848 million against 880 and 906 million at
/// depths 6 and 5. Free columns are searched most constrained first: fewest rows left by
/// the ring queens, a neighbour of a column already searched counting as one row less and
/// a column two away as half a row less (at N = 14, 32% fewer nodes than left to right).
#include <algorithm>
#include <array>
#include <cstdint>
#include <tuple>
#include <vector>

#include "model.h"

namespace pw::queens {

/// The ring of a board: its size and depth.
struct Ring {
    int n = 0;
    int depth = 0;
    int near() const { return depth; }
    int far() const { return n - 1 - depth; }
};

/// The depth v5 uses: the ring through the middle (see above). For odd N the middle
/// column and row alone are a ring of two lines, too few to cut much.
constexpr int ringDepth(int n) { return n % 2 == 0 ? std::max(0, n / 2 - 1) : std::max(0, (n - 3) / 2); }

/// The ring queens of a solution: rows of the queens in the ring's two columns,
/// columns of the queens in its two rows (a queen on a crossing appears twice).
struct RingStart {
    int left = 0;    ///< row of the queen in column `near`
    int right = 0;   ///< row of the queen in column `far`
    int top = 0;     ///< column of the queen in row `near`
    int bottom = 0;  ///< column of the queen in row `far`

    /// The order that picks the start searched in each orbit, its smallest member:
    /// `right` first, then `bottom`, `left`, `top`. With the plan's column order the
    /// choice matters little (at N = 14, 2.58 million nodes against 2.62 million for
    /// `left, right, top, bottom`); searched left to right it mattered more.
    friend bool operator==(const RingStart&, const RingStart&) = default;
    friend bool operator<(const RingStart& a, const RingStart& b) {
        return std::tie(a.right, a.bottom, a.left, a.top) < std::tie(b.right, b.bottom, b.left, b.top);
    }
};

/// A start with what the search needs to weigh it.
struct RingTask {
    RingStart start;
    bool canonical = false;       ///< the smallest of its images: searched
    int weight = 0;               ///< number of distinct images
    std::uint8_t stabiliser = 1;  ///< bit s set when symmetry s maps the start to itself
};

/// The distinct queens of a start (3 or 4; fewer on the smallest boards), without
/// allocating: starts are weighed by the hundred thousand.
struct RingQueens {
    std::array<Square, 4> squares{};
    int count = 0;
    const Square* begin() const { return squares.data(); }
    const Square* end() const { return squares.data() + count; }
};
RingQueens ringQueens(const Ring& ring, const RingStart& start);
/// The image of a start under symmetry s (see `transformSquare`).
RingStart transformRingStart(const Ring& ring, const RingStart& start, int symmetry);

/// Every start that puts one queen on each ring line with no two attacking, in
/// increasing order, each with its canonical flag, weight and stabiliser.
/// `canonicalOnly` drops the others and counts them in `*skipped` when given.
std::vector<RingTask> makeRingTasks(const Ring& ring, bool canonicalOnly, std::uint64_t* skipped = nullptr);

/// One free column of the inner search: the rows the ring queens leave free there, and
/// the shifts that bring the diagonal sets to this column. The queens placed so far
/// hold their diagonals as sets of r + c and of r - c + N - 1 (64-bit, since the columns
/// are not searched in order): the rows attacked in column c are `sums >> c` and
/// `diffs >> (N - 1 - c)`, and a queen in row r of column c adds `bit(r) << c` and
/// `bit(r) << (N - 1 - c)`.
struct RingStep {
    std::uint32_t allowed = 0;
    std::uint32_t column = 0;        ///< c: the shift of the r + c set
    std::uint32_t mirrorColumn = 0;  ///< N - 1 - c: the shift of the r - c + N - 1 set
};

/// The inner search of one start: its free columns (those without a ring queen) in
/// the order they are searched, with their steps, and the solution with only the ring
/// queens placed.
struct RingPlan {
    std::vector<int> columns;
    std::vector<RingStep> steps;
    std::vector<int> rows;  ///< rows[c] for the ring queens' columns, -1 elsewhere
};
RingPlan makeRingPlan(const Ring& ring, const RingStart& start);

}  // namespace pw::queens
