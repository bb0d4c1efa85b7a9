#include "board_factory.h"

#include "lights_out_board_view.h"
#include "magic_board_view.h"
#include "puzzle_icons.h"
#include "queens_board_view.h"
#include "shading_board_view.h"
#include "sudoku_board_view.h"

namespace pw::ui {

const std::vector<BoardEntry>& boardEntries() {
    static const std::vector<BoardEntry> entries = {
        {QStringLiteral("queens"), [] { return new QueensBoardView; }, queensIcon},
        {QStringLiteral("magic"), [] { return new MagicBoardView; }, magicIcon},
        {QStringLiteral("sudoku"), [] { return new SudokuBoardView; }, sudokuIcon},
        {QStringLiteral("lightsout"), [] { return new LightsOutBoardView; }, lightsOutIcon},
        {QStringLiteral("shading"), [] { return new ShadingBoardView; }, shadingIcon},
    };
    return entries;
}

const BoardEntry* boardEntry(const QString& puzzleId) {
    for (const BoardEntry& e : boardEntries())
        if (e.puzzleId == puzzleId) return &e;
    return nullptr;
}

}  // namespace pw::ui
