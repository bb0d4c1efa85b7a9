#include "all_boards.h"

#include "core/registry.h"

#include "puzzles/queens/queens_board_view.h"
#include "puzzles/magic/magic_board_view.h"
#include "puzzles/sudoku/sudoku_board_view.h"
#include "puzzles/lightsout/lightsout_board_view.h"
#include "puzzles/shading/shading_board_view.h"

namespace pw::ui {

const BoardRegistry& builtinBoards() {
    static const BoardRegistry boards = [] {
        BoardRegistry b;
        // One line a puzzle, as in solvers/all_puzzles.cpp; the window keeps the
        // solvers' registry order whatever the order here.
        registerQueensBoard(b);
        registerMagicBoard(b);
        registerSudokuBoard(b);
        registerLightsOutBoard(b);
        registerShadingBoard(b);
        return b;
    }();
    return boards;
}

QString builtinNoticeText(const AlgorithmInfo* algorithm, const Notice& notice) {
    if (notice && algorithm)
        if (const BoardEntry* entry = builtinBoards().find(QString::fromStdString(algorithm->puzzle)))
            if (entry->noticeText) return entry->noticeText(notice);
    return {};
}

}  // namespace pw::ui
