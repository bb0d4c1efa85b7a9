#pragma once
/// Two versions' runs on one board, stepped together: the state of the side-by-side
/// comparison (Compare › Side by side), kept out of its widget (lockstep_view.h).
///
/// `step` lets one event of each run through; `stepToSameDepth` lets the first version
/// go to its next decision and the second to its next decision at that same depth, so a
/// class sees both boards just after a decision of the same row, one version far ahead
/// of the other. The runs wait on their gates between steps (stepped_run.h); the pair
/// looks at them at about 30 Hz until both are held again, then says `changed`.
#include <QObject>
#include <QTimer>

#include <array>

#include "stepped_run.h"

namespace pw::ui {

class LockstepPair final : public QObject {
    Q_OBJECT
public:
    explicit LockstepPair(QObject* parent = nullptr);
    ~LockstepPair() override;

    /// Starts both versions on `instance`, each held at its first event.
    void start(const AlgorithmInfo& first, const AlgorithmInfo& second, const Instance& instance,
               const RunOptions& options);
    void stop();
    /// One event more for each run that has not ended.
    void step(int events = 1);
    /// The first version to its next decision, the second to its next decision at the
    /// depth of the first's (or to its end). Ignored while a move is under way.
    void stepToSameDepth();

    bool isStarted() const { return algorithms_[0] != nullptr; }
    /// Both runs are held (or ended) where they were sent: their positions can be read.
    bool isSettled() const { return phase_ == Phase::Idle; }
    /// Both runs have ended.
    bool isOver() const { return positions_[0].done && positions_[1].done; }
    const AlgorithmInfo* algorithm(int side) const { return algorithms_[index(side)]; }
    /// The run's position when the pair last settled.
    const StepPosition& position(int side) const { return positions_[index(side)]; }

    /// Blocks until both runs are held where they were sent (at most `timeout` each):
    /// for a caller with no event loop to wait in. True when they are.
    bool waitSettled(std::chrono::milliseconds timeout);

signals:
    /// The positions changed (both runs settled after a move, or a run started).
    void changed();

private:
    enum class Phase { Idle, Stepping, FirstToDecision, SecondToDepth };
    static std::size_t index(int side) { return side == 0 ? 0 : 1; }
    void poll();
    /// Moves the state on when the runs asked are held; true when something moved.
    bool advance();

    std::array<SteppedRun, 2> runs_;
    std::array<const AlgorithmInfo*, 2> algorithms_{};
    std::array<StepPosition, 2> positions_;
    Phase phase_ = Phase::Idle;
    QTimer timer_;
};

}  // namespace pw::ui
