#include "kept_restore.h"

#include "kept_board.h"
#include "puzzle_board.h"
#include "workbench_model.h"

namespace pw::ui {

bool restoreKeptBoard(WorkbenchModel& model, const KeptBoard& kept, QString* error) {
    PuzzleBoard* board = model.board(kept.puzzle);
    if (!board || !board->open(kept.text, error)) return false;
    board->restoreKept(kept.state);
    board->undoStack()->clear();  // a new session's history starts here
    if (!kept.algorithm.isEmpty()) model.chooseVersion(kept.puzzle, kept.algorithm);
    return true;
}

}  // namespace pw::ui
