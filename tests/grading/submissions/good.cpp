// A good file: the lesson's backtracking, each new queen tested at once against the
// others (the same nodes as queens.v2, so it also earns the node points).
#include <puzzle_workbench/queens.h>

static void solve(pw::Queens& q, int c) {
    for (int r = 0; r < q.size(); ++r) {
        q.place(r, c);
        if (c > 0 && !q.safe(r, c)) {
            q.remove(r, c);
            continue;
        }
        if (c == q.size() - 1) q.solution();
        else solve(q, c + 1);
        q.remove(r, c);
    }
}

void search(pw::Queens& q) { solve(q, 0); }
