#pragma once
/// The lights out board: big lit or dark squares. In play mode a click presses a cell (it
/// and its neighbours toggle), in edit mode a click toggles one light; both are undoable
/// and a press counter runs. Show solution marks the cells to press (the fewest, from
/// lightsout.v4), Hint presses one of them, and an unsolvable board gets the model's
/// obstruction marked with the reason. A traced frame shows the presses being tried and
/// the lights they leave. Every rule question goes to solvers/lightsout/model.h.
#include <cstdint>
#include <vector>

#include "boards/grid_board_view.h"
#include "lightsout/model.h"

namespace pw::ui {

class LightsOutOptions;

class LightsOutBoardView final : public GridBoardView {
    Q_OBJECT
public:
    /// What a click does: press a cell (the game) or toggle one light (set a board up).
    enum class ClickMode { Play, Edit };

    explicit LightsOutBoardView(QWidget* parent = nullptr);

    QString puzzleId() const override { return QStringLiteral("lightsout"); }
    Instance instance() const override;
    void resetBoard(const SizeRequest& size) override;
    int boardSize() const override;
    int minimumBoardSize() const override { return 1; }
    int maximumBoardSize() const override { return 30; }

    QString toText() const override;
    bool fromText(const QString& text, QString* error) override;
    /// The press counter and the click mode (play or edit).
    QJsonObject keptState() const override;
    void restoreKeptState(const QJsonObject& state) override;
    void clearBoard() override;
    QString statusText() const override;
    QString decisionText(const Event& decision) const override;  // in lightsout_decisions.cpp
    std::vector<int> stateAfter(const Instance& run, std::span<const Event> decisions) const override;
    QWidget* optionsWidget() override;

    ClickMode clickMode() const { return clickMode_; }
    void setClickMode(ClickMode mode);
    const lightsout::Board& board() const { return board_; }
    int pressesMade() const { return presses_; }

    /// Undoable user actions (clicks, buttons and tests go through these).
    void pressCell(int cell);
    void toggleCell(int cell);
    void setTorus(bool torus);
    void randomize(bool solvableOnly, std::uint64_t seed);

    /// Marks the fewest presses that turn the board off; false (and the obstruction
    /// marked, the reason in the status) when the board cannot be solved.
    bool revealSolution();
    /// Presses one cell of the marked solution (computing it first if needed); false
    /// when there is nothing to press or the board cannot be solved.
    bool hint();
    /// The cells still to press when a solution is shown, else empty.
    std::vector<int> markedPresses() const;
    /// Lights that can never all be turned off (press-mask shaped), else empty.
    const std::vector<int>& obstruction() const { return obstruction_; }

    /// State changes without an undo entry: used by the undo commands only.
    void applyPress(int cell, int counterDelta);
    void applyToggle(int cell, int pressesAfter);
    void applyBoard(const lightsout::Board& board, int pressesAfter);

protected:
    void paintBoard(QPainter& p, const BoardGeometry& g) override;
    void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    bool typeKey(QKeyEvent* event) override;

private:
    /// Runs lightsout.v4 in first mode; empty when the board is not solvable.
    std::vector<int> fewestPresses() const;
    void boardChanged();
    void noteUnsolvable();

    // Painting, in lightsout_board_paint.cpp.
    void paintLight(QPainter& p, const QRectF& cell, bool lit) const;
    void paintPressMark(QPainter& p, const QRectF& cell, const QColor& color) const;
    void paintFrameMarks(QPainter& p, const BoardGeometry& g, const lightsout::Board& shown) const;
    void paintCoordinates(QPainter& p, const BoardGeometry& g) const;

    lightsout::Board board_;
    int presses_ = 0;
    ClickMode clickMode_ = ClickMode::Play;
    std::vector<int> obstruction_;
    LightsOutOptions* options_ = nullptr;
};

class BoardRegistry;
/// Adds this board to the window's list (in register_board.cpp).
void registerLightsOutBoard(BoardRegistry& boards);

}  // namespace pw::ui
