#pragma once
/// The undo commands of the lights out board: one press, one light toggled in edit mode,
/// and a whole board replaced (random, clear, open, the torus switch). Each asks the view
/// to apply the change without an undo entry of its own.
#include <QUndoCommand>

#include "lightsout/model.h"

namespace pw::ui {

class LightsOutBoardView;

/// A press on one cell. Presses are their own inverse, so undo presses again.
class LightsOutPressCommand final : public QUndoCommand {
public:
    LightsOutPressCommand(LightsOutBoardView* view, int cell, const QString& text);
    void redo() override;
    void undo() override;

private:
    LightsOutBoardView* view_;
    int cell_;
};

/// One light toggled in edit mode; the press counter restarts, since the puzzle changed.
class LightsOutToggleCommand final : public QUndoCommand {
public:
    LightsOutToggleCommand(LightsOutBoardView* view, int cell);
    void redo() override;
    void undo() override;

private:
    LightsOutBoardView* view_;
    int cell_;
    int pressesBefore_;
};

/// The whole board replaced, its size and torus flag included.
class LightsOutSetBoardCommand final : public QUndoCommand {
public:
    LightsOutSetBoardCommand(LightsOutBoardView* view, lightsout::Board after, const QString& text);
    void redo() override;
    void undo() override;

private:
    LightsOutBoardView* view_;
    lightsout::Board before_, after_;
    int pressesBefore_;
};

}  // namespace pw::ui
