#pragma once
/// The magic square, for a version of your own. Write one function in a .cpp file:
///
///     #include <puzzle_workbench/magic.h>
///     void search(pw::MagicSquare& m);   // the version: called once per run
///
/// A square of order n holds the numbers 1..n², each once, and every row, column and
/// both diagonals add up to the magic sum n(n² + 1)/2. Rows and columns count from 0; an
/// empty cell holds 0. The board may come with numbers given: leave those cells alone.
///
///     m.order()                 n
///     m.magicSum()              n(n² + 1)/2 (15 for n = 3)
///     m.at(row, col)            the number in a cell, 0 when empty
///     m.isGiven(row, col)       true for a number of the puzzle itself
///     m.usable(number)          the lesson's EstUtilisable: true when the number is in
///                               no cell; a refused number is counted as a prune
///     m.place(row, col, number) puts a number, 1..n², in an empty cell that is not given
///                               (the lesson's PlacerChiffre): counted as a node. A number
///                               out of 1..n², a second place on a filled cell or a place
///                               on a given one stops the run, its line named and lit
///     m.remove(row, col)        empties the cell again (not a given one)
///     m.isMagic()               the lesson's EstUneReussite: the grid is full and every
///                               row, column and diagonal adds up to the magic sum
///                               (rows first, stopping at the first wrong line). Counted as
///                               a check; each line added up counts in "lines"
///     m.rowSum(r), m.colSum(c), m.diagonalSum(), m.antiDiagonalSum()
///                               the sums of the numbers placed so far (free to read)
///     m.cut()                   your version gives up a branch early: counted as a cut
///                               (and as a prune, like a refused number)
///     m.solution()              the grid now is a magic square: recorded, and checked by
///                               the workbench (numbers 1..n² once each, every line right)
#include "runtime.h"

namespace pw {

/// The board of a version of your own (see the top of this file).
class MagicSquare : public own::Recorder {
public:
    static constexpr int kMaxOrder = own::kMaxMagicOrder;

    MagicSquare() : Recorder(grid_, own::setup().rows * own::setup().rows), n_(own::setup().rows) {
        own::requireSize(n_, n_, kMaxOrder, kMaxOrder);
        const own::Setup& s = own::setup();
        for (int i = 0; i < n_ * n_; ++i) {
            const int v = i < s.cellCount ? s.cells[i] : 0;
            if (v <= 0 || v > n_ * n_) continue;
            given_[i] = true;
            put(i, v);
        }
    }

    int order() const { return n_; }
    int magicSum() const { return n_ * (n_ * n_ + 1) / 2; }
    int at(int row, int col) const { return onBoard(row, col) ? grid_[row * n_ + col] : 0; }
    bool isGiven(int row, int col) const { return onBoard(row, col) && given_[row * n_ + col]; }
    int rowSum(int row) const { return static_cast<unsigned>(row) < static_cast<unsigned>(n_) ? rowSum_[row] : 0; }
    int colSum(int col) const { return static_cast<unsigned>(col) < static_cast<unsigned>(n_) ? colSum_[col] : 0; }
    int diagonalSum() const { return diagonalSum_; }
    int antiDiagonalSum() const { return antiDiagonalSum_; }

    bool usable(int number, const std::source_location& where = std::source_location::current()) {
        if (number < 1 || number > n_ * n_) own::misuse(own::Misuse::BadNumber, number, n_ * n_, where);
        if (used_[number] == 0) return true;
        ++counters_.prunes;
        note(own::Kind::Cut, placed_, -1, number, 0, where);
        return false;
    }

    void place(int row, int col, int number, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        if (number < 1 || number > n_ * n_) own::misuse(own::Misuse::BadNumber, number, n_ * n_, where);
        const int cell = row * n_ + col;
        if (given_[cell]) own::misuse(own::Misuse::Given, row, col, where);
        if (grid_[cell] != 0) own::misuse(own::Misuse::Occupied, row, col, where);
        put(cell, number);
        ++placed_;
        countNode(placed_);
        noteNode(placed_, own::Kind::Place, cell, number, where);
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

    bool isMagic(const std::source_location& where = std::source_location::current()) {
        ++counters_.checks;
        note(own::Kind::Try, placed_, -1, 0, 0, where);
        bool ok = filled_ == n_ * n_;
        if (ok) {
            ++counters_.extra[kLeaves];
            const int sum = magicSum();
            for (int r = 0; ok && r < n_; ++r) ok = line(rowSum_[r], sum);
            for (int c = 0; ok && c < n_; ++c) ok = line(colSum_[c], sum);
            ok = ok && line(diagonalSum_, sum) && line(antiDiagonalSum_, sum);
        }
        if (!ok) note(own::Kind::Reject, placed_, -1, 0, 0, where);
        return ok;
    }

    void cut(const std::source_location& where = std::source_location::current()) {
        ++counters_.prunes;
        ++counters_.extra[kCuts];
        note(own::Kind::Cut, placed_, -1, 0, 0, where);
    }

    void solution(const std::source_location& where = std::source_location::current()) {
        note(own::Kind::Solution, placed_, -1, 0, 0, where);
        report(grid_, n_ * n_, placed_, where);
    }

private:
    enum { kLeaves = 0, kLines = 1, kCuts = 2 };  // the workbench's magic-square counters

    bool onBoard(int row, int col) const {
        return static_cast<unsigned>(row) < static_cast<unsigned>(n_) &&
               static_cast<unsigned>(col) < static_cast<unsigned>(n_);
    }
    bool line(int lineSum, int sum) {
        ++counters_.extra[kLines];
        return lineSum == sum;
    }
    void add(int cell, int v) {
        const int r = cell / n_, c = cell % n_;
        rowSum_[r] += v;
        colSum_[c] += v;
        if (r == c) diagonalSum_ += v;
        if (r + c == n_ - 1) antiDiagonalSum_ += v;
    }
    void put(int cell, int v) {
        grid_[cell] = v;
        ++used_[v];
        ++filled_;
        add(cell, v);
    }
    void take(int cell) {
        const int v = grid_[cell];
        add(cell, -v);
        --used_[v];
        --filled_;
        grid_[cell] = 0;
    }

    int grid_[kMaxOrder * kMaxOrder] = {};
    int n_;
    int placed_ = 0;  // numbers placed by the search (the givens are not)
    int filled_ = 0;  // cells holding a number, givens included
    bool given_[kMaxOrder * kMaxOrder] = {};
    unsigned short used_[kMaxOrder * kMaxOrder + 1] = {};  // cells holding each number
    int rowSum_[kMaxOrder] = {};
    int colSum_[kMaxOrder] = {};
    int diagonalSum_ = 0;
    int antiDiagonalSum_ = 0;
};

}  // namespace pw

void search(pw::MagicSquare& m);

namespace pw::own::detail {
inline void runMagic() {
    MagicSquare m;
    search(m);
    m.finish();
}
inline const bool magicEntry = registerEntry(kMagic, &runMagic);
}  // namespace pw::own::detail
