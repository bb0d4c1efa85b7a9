#pragma once
/// The undo commands of the shading grid: one cell shaded or cleared, and the whole grid
/// replaced with its run length k (clear, open, a new k). Each asks the view to apply
/// the change without an undo entry of its own.
#include <QUndoCommand>

#include <vector>

namespace pw::ui {

class ShadingBoardView;

/// One cell flipped between shaded and white; its own inverse.
class ShadingToggleCommand final : public QUndoCommand {
public:
    ShadingToggleCommand(ShadingBoardView* view, int cell);
    void redo() override;
    void undo() override;

private:
    ShadingBoardView* view_;
    int cell_;
};

/// The cells and k replaced together (same grid size).
class ShadingSetGridCommand final : public QUndoCommand {
public:
    ShadingSetGridCommand(ShadingBoardView* view, std::vector<int> afterCells, int afterK, const QString& text);
    void redo() override;
    void undo() override;

private:
    ShadingBoardView* view_;
    std::vector<int> beforeCells_, afterCells_;
    int beforeK_, afterK_;
};

}  // namespace pw::ui
