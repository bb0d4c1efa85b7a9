// A wrong file: the lesson's backtracking, but the last queen is never tested, so every
// placement whose first N - 1 queens are safe is reported, most of them not solutions.
#include <puzzle_workbench/queens.h>

static void solve(pw::Queens& q, int c) {
    const bool last = c == q.size() - 1;
    for (int r = 0; r < q.size(); ++r) {
        q.place(r, c);
        if (c > 0 && !last && !q.safe(r, c)) {
            q.remove(r, c);
            continue;
        }
        if (last) q.solution();
        else solve(q, c + 1);
        q.remove(r, c);
    }
}

void search(pw::Queens& q) { solve(q, 0); }
