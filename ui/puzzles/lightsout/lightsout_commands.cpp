#include "lightsout_commands.h"

#include "lightsout_board_view.h"

namespace pw::ui {

LightsOutPressCommand::LightsOutPressCommand(LightsOutBoardView* view, int cell, const QString& text)
    : view_(view), cell_(cell) {
    setText(text);
}

void LightsOutPressCommand::redo() { view_->applyPress(cell_, +1); }
void LightsOutPressCommand::undo() { view_->applyPress(cell_, -1); }

LightsOutToggleCommand::LightsOutToggleCommand(LightsOutBoardView* view, int cell)
    : view_(view), cell_(cell), pressesBefore_(view->pressesMade()) {
    const int cols = view->board().cols;
    setText(LightsOutBoardView::tr("toggle the light (%1,%2)").arg(cell / cols).arg(cell % cols));
}

void LightsOutToggleCommand::redo() { view_->applyToggle(cell_, 0); }
void LightsOutToggleCommand::undo() { view_->applyToggle(cell_, pressesBefore_); }

LightsOutSetBoardCommand::LightsOutSetBoardCommand(LightsOutBoardView* view, lightsout::Board after, const QString& text)
    : view_(view), before_(view->board()), after_(std::move(after)), pressesBefore_(view->pressesMade()) {
    setText(text);
}

void LightsOutSetBoardCommand::redo() { view_->applyBoard(after_, 0); }
void LightsOutSetBoardCommand::undo() { view_->applyBoard(before_, pressesBefore_); }

}  // namespace pw::ui
