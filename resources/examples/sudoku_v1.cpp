// Sudoku by backtracking with the lesson's controlvalid, as a version of your own: the
// blank cells are filled in reading order; before each digit, canPlace scans the row,
// the column and the box of the cell. A digit that passes is placed, and taken back when
// the cells after it get stuck.
#include <puzzle_workbench/sudoku.h>

static void solve(pw::Sudoku& s, int cell) {
    const int n = s.size();
    while (cell < n * n && s.digit(cell / n, cell % n) != 0) ++cell;  // the next blank
    if (cell == n * n) {
        s.solution();
        return;
    }
    const int row = cell / n, col = cell % n;
    for (int d = 1; d <= n; ++d) {
        if (!s.canPlace(row, col, d)) continue;  // controlvalid: d is already there
        s.place(row, col, d);
        solve(s, cell + 1);
        s.remove(row, col);
    }
}

void search(pw::Sudoku& s) { solve(s, 0); }
