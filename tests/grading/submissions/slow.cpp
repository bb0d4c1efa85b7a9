// A slow file: right, but every one of the N^N placements is built before it is
// tested (387,420,489 for N = 9).
#include <puzzle_workbench/queens.h>

static int rows[32];

static bool ok(pw::Queens& q) {
    for (int c = 0; c < q.size(); ++c)
        if (!q.safe(rows[c], c)) return false;
    return true;
}

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
