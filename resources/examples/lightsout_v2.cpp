// Lights out by subsets of presses (the lesson's optimised brute force), as a version of
// your own: the order of the presses does not matter and pressing twice cancels, so each
// press goes on a cell strictly after the previous one. Sets of 0 presses, then of 1,
// of 2..., so the first solution found has the fewest presses: C(n, k) sets of k presses,
// 2^n in all (65,536 on the 4x4 board).
#include <puzzle_workbench/lightsout.h>

// Every set of `left` more presses on cells from `from` on.
static void choose(pw::LightsOut& l, int from, int left) {
    if (left == 0) {
        if (l.allOff()) l.solution();
        return;
    }
    const int cells = l.rows() * l.cols();
    for (int cell = from; cell <= cells - left; ++cell) {
        l.press(cell / l.cols(), cell % l.cols());
        choose(l, cell + 1, left - 1);
        l.unpress(cell / l.cols(), cell % l.cols());
    }
}

void search(pw::LightsOut& l) {
    for (int k = 0; k <= l.rows() * l.cols(); ++k) choose(l, 0, k);
}
