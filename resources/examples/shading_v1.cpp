// The shading grid by exhaustive search, as a version of your own: every cell, in
// reading order, is tried shaded (when that lines up fewer than k) and then white; a full
// grid that beats the best so far is reported. Every valid grid is reached: fine on small
// grids, the contest's 51 minutes on 9x9.
#include <puzzle_workbench/shading.h>

static void decide(pw::ShadingGrid& g, int cell) {
    const int cells = g.rows() * g.cols();
    if (cell == cells) {
        if (g.shaded() > g.best()) g.solution();
        return;
    }
    const int row = cell / g.cols(), col = cell % g.cols();
    if (g.canShade(row, col)) {
        g.shade(row, col);
        decide(g, cell + 1);
        g.clear(row, col);
    }
    g.leaveWhite(row, col);
    decide(g, cell + 1);
    g.clear(row, col);
}

void search(pw::ShadingGrid& g) { decide(g, 0); }
