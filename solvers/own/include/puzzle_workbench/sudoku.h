#pragma once
/// Sudoku, for a version of your own. Write one function in a .cpp file:
///
///     #include <puzzle_workbench/sudoku.h>
///     void search(pw::Sudoku& s);   // the version: called once per run
///
/// The grid has n rows, n columns and n boxes of b×b cells (n = b²: 4, 9 or 16); digits
/// are 1..n and a blank cell holds 0. Rows and columns count from 0; box (r / b, c / b).
///
///     s.size()                  n
///     s.boxSize()               b
///     s.digit(row, col)         the digit in a cell, 0 when blank
///     s.isGiven(row, col)       true for a digit of the puzzle itself
///     s.canPlace(row, col, d)   the lesson's controlvalid: true when d is in none of the
///                               cell's row, column and box (a digit in the cell itself
///                               does not count). Counted as a check
///     s.place(row, col, d)      puts d in a blank cell: counted as a node and a guess
///     s.remove(row, col)        blanks the cell again
///     s.solution()              the grid now is solved: recorded, and checked by the
///                               workbench (every unit holds each digit once, givens kept)
#include "runtime.h"

namespace pw {

/// The board of a version of your own (see the top of this file).
class Sudoku : public own::Recorder {
public:
    static constexpr int kMaxSize = own::kMaxSudoku;

    Sudoku() : Recorder(grid_, own::setup().rows * own::setup().rows), n_(own::setup().rows), b_(own::setup().k) {
        own::requireSize(n_, n_, kMaxSize, kMaxSize);
        if (b_ < 1 || b_ * b_ != n_) own::misuse(own::Misuse::TooLarge, n_, n_, std::source_location::current());
        const own::Setup& s = own::setup();
        for (int i = 0; i < n_ * n_; ++i) {
            const int d = i < s.cellCount ? s.cells[i] : 0;
            if (d <= 0 || d > n_) continue;
            given_[i] = true;
            put(i, d);
        }
    }

    int size() const { return n_; }
    int boxSize() const { return b_; }
    int digit(int row, int col) const { return onBoard(row, col) ? grid_[row * n_ + col] : 0; }
    bool isGiven(int row, int col) const { return onBoard(row, col) && given_[row * n_ + col]; }

    bool canPlace(int row, int col, int d, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        if (d < 1 || d > n_) own::misuse(own::Misuse::BadNumber, d, n_, where);
        ++counters_.checks;
        const int cell = row * n_ + col;
        const unsigned self = grid_[cell] == d ? 1u : 0u;
        note(own::Kind::Try, placed_, cell, d, 0, where);
        const bool ok = rowCount_[row][d] == self && colCount_[col][d] == self && boxCount_[box(row, col)][d] == self;
        if (!ok) note(own::Kind::Reject, placed_, cell, d, 0, where);
        return ok;
    }

    void place(int row, int col, int d, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        if (d < 1 || d > n_) own::misuse(own::Misuse::BadNumber, d, n_, where);
        const int cell = row * n_ + col;
        if (given_[cell]) own::misuse(own::Misuse::Given, row, col, where);
        if (grid_[cell] != 0) own::misuse(own::Misuse::Occupied, row, col, where);
        put(cell, d);
        ++placed_;
        ++counters_.extra[kGuesses];
        countNode(placed_);
        noteNode(placed_, own::Kind::Place, cell, d, where);
    }

    void remove(int row, int col, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        const int cell = row * n_ + col;
        if (given_[cell]) own::misuse(own::Misuse::Given, row, col, where);
        if (grid_[cell] == 0) own::misuse(own::Misuse::Empty, row, col, where);
        note(own::Kind::Remove, placed_, cell, grid_[cell], 0, where);
        take(cell);
        --placed_;
    }

    void solution(const std::source_location& where = std::source_location::current()) {
        note(own::Kind::Solution, placed_, -1, 0, 0, where);
        report(grid_, n_ * n_, placed_, where);
    }

private:
    enum { kGuesses = 0 };  // the workbench's sudoku counters

    bool onBoard(int row, int col) const {
        return static_cast<unsigned>(row) < static_cast<unsigned>(n_) &&
               static_cast<unsigned>(col) < static_cast<unsigned>(n_);
    }
    int box(int row, int col) const { return row / b_ * b_ + col / b_; }
    void count(int cell, int d, int by) {
        const int r = cell / n_, c = cell % n_;
        rowCount_[r][d] = static_cast<unsigned char>(rowCount_[r][d] + by);
        colCount_[c][d] = static_cast<unsigned char>(colCount_[c][d] + by);
        boxCount_[box(r, c)][d] = static_cast<unsigned char>(boxCount_[box(r, c)][d] + by);
    }
    void put(int cell, int d) {
        grid_[cell] = d;
        count(cell, d, 1);
    }
    void take(int cell) {
        count(cell, grid_[cell], -1);
        grid_[cell] = 0;
    }

    int grid_[kMaxSize * kMaxSize] = {};
    int n_;
    int b_;
    int placed_ = 0;  // digits placed by the search (the givens are not)
    bool given_[kMaxSize * kMaxSize] = {};
    // How many times each digit stands in each row, column and box.
    unsigned char rowCount_[kMaxSize][kMaxSize + 1] = {};
    unsigned char colCount_[kMaxSize][kMaxSize + 1] = {};
    unsigned char boxCount_[kMaxSize][kMaxSize + 1] = {};
};

}  // namespace pw

void search(pw::Sudoku& s);

namespace pw::own::detail {
inline void runSudoku() {
    Sudoku s;
    search(s);
    s.finish();
}
inline const bool sudokuEntry = registerEntry(kSudoku, &runSudoku);
}  // namespace pw::own::detail
