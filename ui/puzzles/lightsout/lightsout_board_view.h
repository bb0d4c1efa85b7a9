#pragma once
/// The lights out board: big lit or dark squares. In play mode a click presses a cell (it
/// and its neighbours toggle), in edit mode a click toggles one light; both are undoable
/// and a press counter runs. Show solution marks the cells to press (the fewest, from
/// lightsout.v4, run off the GUI thread by a `SolveSession` of the board's own, with a
/// busy cursor meanwhile and stopped by any change of the board), Hint presses one of them, and an unsolvable board gets the model's
/// obstruction marked with the reason. A traced frame shows the presses being tried and
/// the lights they leave. Every rule question goes to solvers/lightsout/model.h.
#include <cstdint>
#include <optional>
#include <vector>

#include "boards/grid_board_view.h"
#include "lightsout/model.h"
#include "lightsout_board.h"

namespace pw::ui {

class LightsOutOptions;
class SolveSession;

class LightsOutBoardView final : public GridBoardView {
    Q_OBJECT
public:
    /// What a click does: press a cell (the game) or toggle one light (set a board up).
    enum class ClickMode { Play, Edit };

    /// A view of the model's lights out board, or of one of its own.
    explicit LightsOutBoardView(PuzzleBoard* board = nullptr, QWidget* parent = nullptr);

    /// The board the model holds.
    const LightsOutBoard& value() const { return puzzleBoard()->as<LightsOutBoard>(); }
    void clearBoard() override;
    QString statusText() const override;
    QString decisionText(const Event& decision) const override;  // in lightsout_decisions.cpp
    std::vector<int> stateAfter(const Instance& run, std::span<const Event> decisions) const override;
    QString cellAccessibleText(int r, int c) const override;  // in lightsout_accessible.cpp
    QWidget* optionsWidget() override;

    ClickMode clickMode() const { return value().editMode() ? ClickMode::Edit : ClickMode::Play; }
    void setClickMode(ClickMode mode);
    const lightsout::Board& board() const { return value().lights(); }
    int pressesMade() const { return value().presses(); }

    /// Undoable user actions (clicks, buttons and tests go through these).
    void pressCell(int cell);
    void toggleCell(int cell);
    void setTorus(bool torus);
    void randomize(bool solvableOnly, std::uint64_t seed);

    /// Starts the search for the fewest presses that turn the board off (lightsout.v4, on
    /// a worker thread: 0.2 s on a 30×30 torus); when it ends they are marked, or, when
    /// the board cannot be solved, the obstruction is, with the reason in the status.
    /// `solutionSearchDone` says which.
    void revealSolution();
    /// Presses one cell of the marked solution at once; without one, starts the search
    /// and presses a cell when it ends. False when there is nothing to press.
    bool hint();
    /// The search for the fewest presses is under way (the cursor is busy).
    bool isSolving() const { return pending_.has_value(); }
    /// The cells still to press when a solution is shown, else empty.
    std::vector<int> markedPresses() const;
    /// Lights that can never all be turned off (press-mask shaped), else empty.
    const std::vector<int>& obstruction() const { return obstruction_; }

signals:
    /// The search for the fewest presses ended on this board: `found` false when the
    /// board cannot be solved. A search stopped by a change of the board says nothing.
    void solutionSearchDone(bool found);

protected:
    QSize gridShape() const override { return {board().cols, board().rows}; }
    /// The marks of a solution follow a press (see .cpp); any other change takes them away.
    void positionChanged() override;
    void optionsChanged() override;
    void gameStarted() override;
    void paintBoard(QPainter& p, const BoardGeometry& g) override;
    void activateCell(int r, int c, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) override;
    bool typeKey(QKeyEvent* event) override;

private:
    /// What the end of the search does with the presses found.
    enum class WhenSolved { Mark, PressOne };
    /// Starts lightsout.v4 in first mode on the worker; `onSolved` takes its answer.
    void startSolving(WhenSolved then);
    void onSolved();
    void stopSolving();
    /// Presses the marked cell nearest the cursor (marks that solve the board are shown).
    void pressMarkedCell(const std::vector<int>& mask);
    void boardChanged();
    void noteUnsolvable();

    lightsout::Board shownBoard_;  ///< the board as the view last drew it
    int shownPresses_ = 0;
    std::vector<int> obstruction_;
    LightsOutOptions* options_ = nullptr;
    SolveSession* solver_ = nullptr;
    std::optional<WhenSolved> pending_;  ///< set while a search runs for this board
};

class BoardRegistry;
/// Adds this board to the window's list (in register_board.cpp).
void registerLightsOutBoard(BoardRegistry& boards);

}  // namespace pw::ui
