#pragma once
/// The undo command of the sudoku board. A board holds 256 cells at most, so every change
/// (a digit, a mark, filling the candidates, applying a hint) keeps the whole board before
/// and after: one command class serves them all and undo restores the marks exactly.
#include <QUndoCommand>

#include "sudoku/model.h"

namespace pw::ui {

class SudokuBoardView;

/// The player's board replaced by another.
class SudokuBoardCommand final : public QUndoCommand {
public:
    SudokuBoardCommand(SudokuBoardView* view, sudoku::Board before, sudoku::Board after, const QString& text);
    void redo() override;
    void undo() override;

private:
    SudokuBoardView* view_;
    sudoku::Board before_, after_;
};

}  // namespace pw::ui
