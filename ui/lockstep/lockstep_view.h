#pragma once
/// Compare › Side by side: two versions' boards, counters and lit pseudo-code lines,
/// stepped together on the board of the window (lockstep_pair.h holds the runs). Step
/// advances both by one event; "Next decision at the same depth" takes the first
/// version to its next decision and the second to its next decision at that depth.
/// The boards are the puzzles' own views (boards/board_view.h), drawing each run's
/// frame; the counters are the window's counters panel; the code is its pseudo-code view.
#include <QWidget>

#include <array>

#include "core/registry.h"
#include "lockstep_pair.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace pw::ui {

class BoardView;
class CountersPanel;
class PseudocodeView;

class LockstepView final : public QWidget {
    Q_OBJECT
public:
    explicit LockstepView(QWidget* parent = nullptr);
    ~LockstepView() override;

    /// Shows the board (`puzzleId`, its text in the puzzle's format) and starts `first`
    /// and `second` on it, each held at its first event.
    bool open(const QString& puzzleId, const QString& boardText, const AlgorithmInfo& first,
              const AlgorithmInfo& second, const RunOptions& options, QString* error);
    /// Stops both runs (the dock was closed, the window goes).
    void stop() { pair_.stop(); }

    /// A board was given (`open`): the runs can start.
    bool hasBoard() const { return sides_[0].board != nullptr; }
    LockstepPair& pair() { return pair_; }
    /// The board drawn for the first (0) or second (1) version.
    BoardView* board(int side) const { return sides_[side == 0 ? 0 : 1].board; }
    QPushButton* stepButton() const { return step_; }
    QPushButton* sameDepthButton() const { return sameDepth_; }

private:
    struct Side {
        QWidget* column = nullptr;
        QComboBox* version = nullptr;  ///< the version run on this side, its heading
        QLabel* position = nullptr;
        QWidget* boardHolder = nullptr;
        BoardView* board = nullptr;
        CountersPanel* counters = nullptr;
        PseudocodeView* code = nullptr;
    };
    QWidget* buildSide(Side& side, bool first);
    void startFromChoice();
    void showPositions();
    QString positionText(int side) const;
    void updateButtons();

    LockstepPair pair_;
    std::array<Side, 2> sides_;
    QPushButton* restart_ = nullptr;
    QPushButton* step_ = nullptr;
    QPushButton* sameDepth_ = nullptr;
    QString puzzleId_;
    QString boardText_;
    RunOptions options_;
};

}  // namespace pw::ui
