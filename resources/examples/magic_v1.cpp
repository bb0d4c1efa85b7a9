// The magic square lesson's first program ("un peu bête"), as a version of your own:
// every empty cell takes every number from 1 to n², repeats allowed, and only the full
// grid is tested: its sums (EstUneReussite), then that its numbers all differ
// (SontTousLesChiffresDifferents). 9^9 = 387,420,489 grids for order 3: give it a few
// numbers first, or be patient.
#include <puzzle_workbench/magic.h>

static bool allDifferent(pw::MagicSquare& m) {
    bool seen[257] = {};
    for (int r = 0; r < m.order(); ++r)
        for (int c = 0; c < m.order(); ++c) {
            if (seen[m.at(r, c)]) return false;
            seen[m.at(r, c)] = true;
        }
    return true;
}

// PlacerChiffre: the cells in reading order, x the row and y the column.
static void placeNumber(pw::MagicSquare& m, int x, int y) {
    if (y == m.order()) {  // Normaliser: on to the next row
        ++x;
        y = 0;
    }
    if (x == m.order()) {  // every cell is filled
        if (m.isMagic() && allDifferent(m)) m.solution();
        return;
    }
    if (m.isGiven(x, y)) {  // a number of the puzzle keeps its place
        placeNumber(m, x, y + 1);
        return;
    }
    for (int z = 1; z <= m.order() * m.order(); ++z) {
        m.place(x, y, z);
        placeNumber(m, x, y + 1);
        m.remove(x, y);
    }
}

void search(pw::MagicSquare& m) { placeNumber(m, 0, 0); }
