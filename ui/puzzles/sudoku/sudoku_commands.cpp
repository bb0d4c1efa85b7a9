#include "sudoku_commands.h"

#include "sudoku_board_view.h"

namespace pw::ui {

SudokuBoardCommand::SudokuBoardCommand(SudokuBoardView* view, sudoku::Board before, sudoku::Board after,
                                       const QString& text)
    : view_(view), before_(std::move(before)), after_(std::move(after)) {
    setText(text);
}

void SudokuBoardCommand::redo() { view_->applyBoard(after_); }

void SudokuBoardCommand::undo() { view_->applyBoard(before_); }

}  // namespace pw::ui
