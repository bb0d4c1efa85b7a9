// The model's side of every puzzle's board (model/board_kind.h): one kind a puzzle, as
// all_boards.cpp lists their views and solvers/all_puzzles.cpp their solvers.
#include "lightsout/lightsout_board.h"
#include "magic/magic_board.h"
#include "model/board_kind.h"
#include "queens/queens_board.h"
#include "shading/shading_board.h"
#include "sudoku/sudoku_board.h"

namespace pw::ui {

const std::vector<BoardKind>& builtinBoardKinds() {
    static const std::vector<BoardKind> kinds{QueensBoard::kind(), MagicBoard::kind(), SudokuBoard::kind(),
                                              LightsOutBoard::kind(), ShadingBoard::kind()};
    return kinds;
}

}  // namespace pw::ui
