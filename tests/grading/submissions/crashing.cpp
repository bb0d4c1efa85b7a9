// A crashing file: at its first solution it writes through a null pointer.
#include <puzzle_workbench/queens.h>

static int* volatile tally = nullptr;

static void solve(pw::Queens& q, int c) {
    for (int r = 0; r < q.size(); ++r) {
        q.place(r, c);
        if (c > 0 && !q.safe(r, c)) {
            q.remove(r, c);
            continue;
        }
        if (c == q.size() - 1) {
            tally[3] = 42;
            q.solution();
        } else {
            solve(q, c + 1);
        }
        q.remove(r, c);
    }
}

void search(pw::Queens& q) { solve(q, 0); }
