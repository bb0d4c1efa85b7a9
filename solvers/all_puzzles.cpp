#include "all_puzzles.h"

#include "queens/algorithms.h"
#include "magic/algorithms.h"
#include "sudoku/algorithms.h"
#include "lightsout/algorithms.h"
#include "shading/algorithms.h"

namespace pw {

const Registry& builtinRegistry() {
    static const Registry registry = [] {
        Registry r;
        // The order here is the order of the GUI's puzzle list and of `--list`.
        queens::registerQueens(r);
        magic::registerMagic(r);
        sudoku::registerSudoku(r);
        lightsout::registerLightsOut(r);
        shading::registerShading(r);
        return r;
    }();
    return registry;
}

}  // namespace pw
