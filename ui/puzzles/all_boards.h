#pragma once
/// The boards of every puzzle built into the program (the GUI's counterpart of
/// solvers/all_puzzles.h).
#include "boards/board_registry.h"

namespace pw::ui {

const BoardRegistry& builtinBoards();

}  // namespace pw::ui
