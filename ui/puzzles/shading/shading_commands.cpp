#include "shading_commands.h"

#include "shading_board_view.h"

namespace pw::ui {

ShadingToggleCommand::ShadingToggleCommand(ShadingBoardView* view, int cell) : view_(view), cell_(cell) {
    const int cols = view->gridColumns();
    const bool shading = view->cells()[static_cast<std::size_t>(cell)] == 0;
    // 1-based, as the board's coordinates.
    setText(shading ? ShadingBoardView::tr("shade (%1,%2)").arg(cell / cols + 1).arg(cell % cols + 1)
                    : ShadingBoardView::tr("clear (%1,%2)").arg(cell / cols + 1).arg(cell % cols + 1));
}

void ShadingToggleCommand::redo() { view_->applyToggle(cell_); }
void ShadingToggleCommand::undo() { view_->applyToggle(cell_); }

ShadingSetGridCommand::ShadingSetGridCommand(ShadingBoardView* view, std::vector<int> afterCells, int afterK,
                                             const QString& text)
    : view_(view), beforeCells_(view->cells()), afterCells_(std::move(afterCells)), beforeK_(view->k()), afterK_(afterK) {
    setText(text);
}

void ShadingSetGridCommand::redo() { view_->applyGrid(afterCells_, afterK_); }
void ShadingSetGridCommand::undo() { view_->applyGrid(beforeCells_, beforeK_); }

}  // namespace pw::ui
