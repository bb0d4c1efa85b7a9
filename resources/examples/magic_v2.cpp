// The magic square lesson's second program, as a version of your own: a number is
// placed only when it is usable (EstUtilisable), that is in no other cell, so only
// permutations are built: 9! = 362,880 grids for order 3 instead of 9^9. The board
// keeps the table of used numbers (BloquerChiffre when a number is placed,
// DebloquerChiffre when it is removed); SontTousLesChiffresDifferents is no longer needed.
#include <puzzle_workbench/magic.h>

// PlacerChiffre: the cells in reading order, x the row and y the column.
static void placeNumber(pw::MagicSquare& m, int x, int y) {
    if (y == m.order()) {  // Normaliser: on to the next row
        ++x;
        y = 0;
    }
    if (x == m.order()) {  // every cell is filled
        if (m.isMagic()) m.solution();
        return;
    }
    if (m.isGiven(x, y)) {  // a number of the puzzle keeps its place
        placeNumber(m, x, y + 1);
        return;
    }
    for (int z = 1; z <= m.order() * m.order(); ++z) {
        if (!m.usable(z)) continue;
        m.place(x, y, z);  // BloquerChiffre(z) comes with it
        placeNumber(m, x, y + 1);
        m.remove(x, y);    // and DebloquerChiffre(z) with this
    }
}

void search(pw::MagicSquare& m) { placeNumber(m, 0, 0); }
