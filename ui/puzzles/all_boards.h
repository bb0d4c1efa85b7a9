#pragma once
/// The boards of every puzzle built into the program (the GUI's counterpart of
/// solvers/all_puzzles.h).
#include "boards/board_registry.h"

namespace pw {
struct AlgorithmInfo;
}

namespace pw::ui {

const BoardRegistry& builtinBoards();

/// A run's notice (core/notice.h) in the user's language, worded by the board entry of
/// the run's puzzle; empty when that puzzle words none (its English message stands).
QString builtinNoticeText(const AlgorithmInfo* algorithm, const Notice& notice);

}  // namespace pw::ui
