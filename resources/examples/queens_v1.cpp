// The 8 queens lesson's first program, as a version of your own: N nested loops give
// every column every row (N^N placements: 16,777,216 for N = 8), and only a complete
// placement is tested, queen by queen.
#include <puzzle_workbench/queens.h>

static int rows[32];  // the row of the queen of each column

// The lesson's ok(): no queen of the placement is attacked by another.
static bool ok(pw::Queens& q) {
    for (int c = 0; c < q.size(); ++c)
        if (!q.safe(rows[c], c)) return false;
    return true;
}

// One loop per column: column c takes every row in turn.
static void fill(pw::Queens& q, int c) {
    if (c == q.size()) {
        if (ok(q)) q.solution();
        return;
    }
    for (int r = 0; r < q.size(); ++r) {
        rows[c] = r;
        q.place(r, c);
        fill(q, c + 1);
        q.remove(r, c);
    }
}

void search(pw::Queens& q) { fill(q, 0); }
