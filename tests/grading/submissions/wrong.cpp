// A wrong file: it tests rows but forgets the diagonals, and reports placements that
// are not solutions.
#include <puzzle_workbench/queens.h>

static bool rowUsed[32];

static void solve(pw::Queens& q, int c) {
    for (int r = 0; r < q.size(); ++r) {
        if (rowUsed[r]) continue;
        rowUsed[r] = true;
        q.place(r, c);
        if (c == q.size() - 1) q.solution();
        else solve(q, c + 1);
        q.remove(r, c);
        rowUsed[r] = false;
    }
}

void search(pw::Queens& q) { solve(q, 0); }
