#pragma once
/// The shading grid, for a version of your own. Write one function in a .cpp file:
///
///     #include <puzzle_workbench/shading.h>
///     void search(pw::ShadingGrid& g);   // the version: called once per run
///
/// Shade as many cells as possible without k shaded cells in a row, across, down or
/// diagonally. A cell is undecided until your version shades it or leaves it white.
/// Rows and columns count from 0.
///
///     g.rows(), g.cols(), g.k() the grid and the forbidden run length
///     g.isShaded(row, col)      whether the cell is shaded now
///     g.isDecided(row, col)     whether the cell is shaded or left white
///     g.shaded()                how many cells are shaded now
///     g.canShade(row, col)      true when shading the cell would line up fewer than k
///                               shaded cells in every direction. Counted as a check
///     g.shade(row, col)         shades an undecided cell: counted as a node
///     g.leaveWhite(row, col)    decides an undecided cell white: counted as a node
///     g.clear(row, col)         takes the decision back
///     g.best()                  the most shaded cells of a grid you reported, 0 at first
///     g.cut()                   your version gives up a branch that cannot beat the best:
///                               counted as a bound cut (and as a prune)
///     g.solution()              the grid now (undecided cells white) is worth keeping:
///                               recorded, and checked by the workbench (no k in a row);
///                               the workbench keeps the best score of the grids reported
#include "runtime.h"

namespace pw {

/// The board of a version of your own (see the top of this file).
class ShadingGrid : public own::Recorder {
public:
    static constexpr int kMaxSide = own::kMaxShadingSide;

    ShadingGrid()
        : Recorder(cells_, own::setup().rows * own::setup().cols), rows_(own::setup().rows),
          cols_(own::setup().cols), k_(own::setup().k) {
        own::requireSize(rows_, cols_, kMaxSide, kMaxSide);
        for (int& c : cells_) c = -1;
    }

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int k() const { return k_; }
    bool isShaded(int row, int col) const { return onBoard(row, col) && cells_[row * cols_ + col] == 1; }
    bool isDecided(int row, int col) const { return onBoard(row, col) && cells_[row * cols_ + col] >= 0; }
    int shaded() const { return shaded_; }
    int best() const { return best_; }

    bool canShade(int row, int col, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        ++counters_.checks;
        const int cell = row * cols_ + col;
        note(own::Kind::Try, decided_, cell, 1, 0, where);
        static constexpr int kDirections[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        bool ok = true;
        for (const auto& d : kDirections)
            ok = ok && run(row, col, -d[0], -d[1]) + 1 + run(row, col, d[0], d[1]) < k_;
        if (!ok) note(own::Kind::Reject, decided_, cell, 1, 0, where);
        return ok;
    }

    void shade(int row, int col, const std::source_location& where = std::source_location::current()) {
        decide(row, col, 1, where);
    }
    void leaveWhite(int row, int col, const std::source_location& where = std::source_location::current()) {
        decide(row, col, 0, where);
    }

    void clear(int row, int col, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        const int cell = row * cols_ + col;
        if (cells_[cell] < 0) own::misuse(own::Misuse::Empty, row, col, where);
        note(own::Kind::Remove, decided_, cell, cells_[cell], 0, where);
        shaded_ -= cells_[cell];
        cells_[cell] = -1;
        --decided_;
    }

    void cut(const std::source_location& where = std::source_location::current()) {
        ++counters_.prunes;
        ++counters_.extra[kBoundCuts];
        note(own::Kind::Cut, decided_, -1, 0, shaded_, where);
    }

    void solution(const std::source_location& where = std::source_location::current()) {
        int grid[kMaxSide * kMaxSide];
        for (int i = 0; i < rows_ * cols_; ++i) grid[i] = cells_[i] == 1 ? 1 : 0;
        if (shaded_ > best_) {
            best_ = shaded_;
            note(own::Kind::Bound, decided_, -1, 0, shaded_, where);
        }
        note(own::Kind::Solution, decided_, -1, 0, shaded_, where);
        report(grid, rows_ * cols_, decided_, where);
    }

private:
    enum { kBoundCuts = 2 };  // the workbench's shading counters: best, classes, bound_cuts, ...

    bool onBoard(int row, int col) const {
        return static_cast<unsigned>(row) < static_cast<unsigned>(rows_) &&
               static_cast<unsigned>(col) < static_cast<unsigned>(cols_);
    }
    // Shaded cells in a row from (row, col), not counting it, one step (dr, dc) at a time.
    int run(int row, int col, int dr, int dc) const {
        int length = 0;
        for (int r = row + dr, c = col + dc; length < k_ && onBoard(r, c) && cells_[r * cols_ + c] == 1; r += dr, c += dc)
            ++length;
        return length;
    }
    void decide(int row, int col, int value, const std::source_location& where) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        const int cell = row * cols_ + col;
        if (cells_[cell] >= 0) own::misuse(own::Misuse::Occupied, row, col, where);
        cells_[cell] = value;
        shaded_ += value;
        ++decided_;
        countNode(decided_);
        noteNode(decided_, own::Kind::Place, cell, value, where);
    }

    int cells_[kMaxSide * kMaxSide];  // -1 undecided, 0 white, 1 shaded: the drawn grid
    int rows_;
    int cols_;
    int k_;
    int shaded_ = 0;
    int decided_ = 0;
    int best_ = 0;
};

}  // namespace pw

void search(pw::ShadingGrid& g);

namespace pw::own::detail {
inline void runShading() {
    ShadingGrid g;
    search(g);
    g.finish();
}
inline const bool shadingEntry = registerEntry(kShading, &runShading);
}  // namespace pw::own::detail
