#pragma once
/// N queens, for a version of your own. Write one function in a .cpp file:
///
///     #include <puzzle_workbench/queens.h>
///     void search(pw::Queens& q);   // the version: called once per run
///
/// and open the file in Puzzle Workbench (File › Open a version…) or give it to
/// puzzle-bench (`--algo my_queens.cpp`). Rows and columns count from 0 (the board, the
/// search tree and the workbench's messages count from 1: your (0, 0) is row 1, column 1).
///
///     q.size()             the board's side N
///     q.safe(row, col)     true when no queen on the board attacks (row, col); a queen
///                          standing on (row, col) itself does not count, so a version may
///                          test before it places or after. Counted as a check.
///     q.place(row, col)    puts a queen: counted as a node
///     q.remove(row, col)   takes it back
///     q.solution()         the queens on the board now are a solution: recorded, and
///                          checked by the workbench (one queen per column, none attacked)
///
/// Each call tells the workbench the line it was made from: stepping a run lights your
/// line, and the search tree is drawn from your places and removes.
#include "runtime.h"

namespace pw {

/// The board of a version of your own (see the top of this file).
class Queens : public own::Recorder {
public:
    static constexpr int kMaxSize = own::kMaxQueens;

    Queens() : Recorder(rowOf_, own::setup().rows), n_(own::setup().rows) {
        own::requireSize(n_, n_, kMaxSize, kMaxSize);
        for (int& r : rowOf_) r = -1;
    }

    int size() const { return n_; }

    bool safe(int row, int col, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        ++counters_.checks;
        const unsigned self = colBits_[col] >> row & 1u;
        const bool ok = rowCount_[row] == self && colCount_[col] == self && sumCount_[row + col] == self &&
                        diffCount_[row - col + n_ - 1] == self;
        note(ok ? own::Kind::Try : own::Kind::Reject, queens_, row * n_ + col, row, 0, where);
        return ok;
    }

    void place(int row, int col, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        const unsigned bit = 1u << row;
        if (colBits_[col] & bit) own::misuse(own::Misuse::Occupied, row, col, where);
        colBits_[col] |= bit;
        ++rowCount_[row];
        ++colCount_[col];
        ++sumCount_[row + col];
        ++diffCount_[row - col + n_ - 1];
        ++queens_;
        countNode(queens_);
        noteNode(queens_, own::Kind::Place, row * n_ + col, row, where);
    }

    void remove(int row, int col, const std::source_location& where = std::source_location::current()) {
        if (!onBoard(row, col)) own::misuse(own::Misuse::OffBoard, row, col, where);
        const unsigned bit = 1u << row;
        if (!(colBits_[col] & bit)) own::misuse(own::Misuse::Empty, row, col, where);
        note(own::Kind::Remove, queens_, row * n_ + col, row, 0, where);
        colBits_[col] &= ~bit;
        --rowCount_[row];
        --colCount_[col];
        --sumCount_[row + col];
        --diffCount_[row - col + n_ - 1];
        --queens_;
    }

    void solution(const std::source_location& where = std::source_location::current()) {
        // The workbench's form: the row of each column's queen, -1 where a column does not
        // hold exactly one (the check then refuses it).
        int rows[kMaxSize];
        for (int c = 0; c < n_; ++c)
            rows[c] = colBits_[c] && !(colBits_[c] & (colBits_[c] - 1)) ? __builtin_ctz(colBits_[c]) : -1;
        note(own::Kind::Solution, queens_, -1, 0, 0, where);
        report(rows, n_, queens_, where);
    }

private:
    // The drawn board holds one queen a column (the row of its lowest queen, -1 for
    // none): made only for the events of a stepped run.
    void drawState() override {
        for (int c = 0; c < n_; ++c) rowOf_[c] = colBits_[c] ? __builtin_ctz(colBits_[c]) : -1;
    }

    bool onBoard(int row, int col) const {
        return static_cast<unsigned>(row) < static_cast<unsigned>(n_) &&
               static_cast<unsigned>(col) < static_cast<unsigned>(n_);
    }

    int rowOf_[kMaxSize];  // the drawn board (drawState)
    int n_;
    int queens_ = 0;
    unsigned colBits_[kMaxSize] = {};  // the rows holding a queen, per column
    unsigned char rowCount_[kMaxSize] = {};
    unsigned char colCount_[kMaxSize] = {};
    unsigned char sumCount_[2 * kMaxSize] = {};   // per diagonal row + col
    unsigned char diffCount_[2 * kMaxSize] = {};  // per diagonal row - col + N - 1
};

}  // namespace pw

void search(pw::Queens& q);

namespace pw::own::detail {
inline void runQueens() {
    Queens q;
    search(q);
    q.finish();
}
inline const bool queensEntry = registerEntry(kQueens, &runQueens);
}  // namespace pw::own::detail
