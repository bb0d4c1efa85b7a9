#pragma once
/// The lights out board as a value: the lights (solvers/lightsout/model.h's Board: its
/// size, the torus, which lights are on) and the presses made since it was set up; and,
/// beside the position, whether a click edits the board (toggles one light) or plays
/// (presses a cell). Every rule question goes to solvers/lightsout/model.h.
#include <QCoreApplication>

#include "lightsout/model.h"
#include "model/board_kind.h"
#include "model/board_value.h"

namespace pw::ui {

class LightsOutBoard final : public BoardValue {
    Q_DECLARE_TR_FUNCTIONS(LightsOutBoard)
public:
    static constexpr int kMinimumSide = 1;
    static constexpr int kMaximumSide = 30;
    static constexpr int kDefaultSide = 5;

    LightsOutBoard(lightsout::Board lights, int presses, bool editMode);

    const lightsout::Board& lights() const { return lights_; }
    int presses() const { return presses_; }
    bool editMode() const { return editMode_; }

    Instance instance() const override { return lightsout::toInstance(lights_); }
    int size() const override { return std::max(lights_.rows, lights_.cols); }
    QString toText() const override { return QString::fromStdString(lightsout::formatBoard(lights_)); }
    /// The press counter and the click mode.
    QJsonObject keptState() const override;
    BoardPtr withPositionOf(const BoardPtr& other) const override;

    /// This board with `cell` pressed (it and its neighbours toggle), one press more.
    BoardPtr pressed(int cell) const;
    /// This board with one light toggled: a board being set up, its counter at 0.
    BoardPtr toggled(int cell) const;
    /// Another board of lights, its counter at 0.
    BoardPtr withLights(lightsout::Board lights) const;
    BoardPtr withEditMode(bool on) const;
    BoardPtr withPresses(int presses) const;

    static BoardKind kind();

private:
    lightsout::Board lights_;
    int presses_;
    bool editMode_;
};

}  // namespace pw::ui
