#pragma once
/// The workbench's state, in one place, as Simon Tatham's puzzles keep it in their
/// midend apart from every front end: the puzzle shown; for each puzzle its board as a
/// value with its undo history (puzzle_board.h), its versions and the version chosen;
/// the mode, the budget and the play speed of a run; and the current run's recording
/// with its cursor. Each change goes through one setter here, which signals it; the
/// widgets show what the model holds and send the user's choices and moves to it, the
/// controllers read it instead of widgets.
///
/// No widget (Qt Core, and Qt GUI for the undo history's QUndoStack): the
/// `WorkbenchModel.*` tests drive it with no window, and every tree builds it.
#include <QObject>
#include <QString>

#include <cstdint>
#include <map>
#include <memory>
#include <vector>

#include "board_kind.h"
#include "core/instance.h"
#include "core/registry.h"

namespace pw::ui {

class PuzzleBoard;
class RunCursor;

class WorkbenchModel final : public QObject {
    Q_OBJECT
public:
    /// The sizes a puzzle's board takes on screen, and the size it has.
    struct SizeRange {
        int minimum = 1;
        int maximum = 1;
    };

    /// Every puzzle of `registry` that one of `boards` shows, each with a blank board and
    /// its built-in versions; the registry and the kinds must outlive the model (the
    /// built-in ones live as long as the program).
    WorkbenchModel(const Registry& registry, const std::vector<BoardKind>& boards, QObject* parent = nullptr);
    /// The built-in registry and boards.
    explicit WorkbenchModel(QObject* parent = nullptr);
    ~WorkbenchModel() override;

    const Registry& registry() const { return registry_; }
    /// The puzzles' ids, in the registry's order.
    const std::vector<QString>& puzzles() const { return puzzleIds_; }
    bool hasPuzzle(const QString& puzzle) const { return puzzles_.count(puzzle) != 0; }

    // ---- the puzzle shown ----
    /// Empty until one is chosen.
    const QString& puzzle() const { return puzzle_; }
    /// Shows `puzzle`; false for a puzzle the registry does not have.
    bool selectPuzzle(const QString& puzzle);

    // ---- the boards ----
    /// The board of a puzzle, with its undo history; nullptr for a puzzle the model has not.
    PuzzleBoard* board(const QString& puzzle) const;
    PuzzleBoard* board() const { return board(puzzle_); }

    // ---- the versions ----
    /// The versions offered for a puzzle: its built-in ones, then the user's own.
    const std::vector<const AlgorithmInfo*>& versions(const QString& puzzle) const;
    const std::vector<const AlgorithmInfo*>& versions() const { return versions(puzzle_); }
    /// A new list for a puzzle (a version of the user's own opened, compiled again, or
    /// gone to another puzzle). The version chosen stays chosen while it is listed.
    void setVersions(const QString& puzzle, std::vector<const AlgorithmInfo*> versions);
    /// The version a run of the puzzle takes: the one chosen, else the last listed (the
    /// best); nullptr when none is listed.
    const AlgorithmInfo* version(const QString& puzzle) const;
    const AlgorithmInfo* version() const { return version(puzzle_); }
    /// The version the user chose for a puzzle (kept with its board), or empty when none
    /// was chosen (the last one is then taken).
    QString chosenVersionId(const QString& puzzle) const;
    /// The one writer of the version chosen (the version list, a lesson's step, the
    /// command line, a kept board, a version of the user's own once compiled): false,
    /// and nothing changed, when the puzzle does not list `versionId`.
    bool chooseVersion(const QString& puzzle, const QString& versionId);

    // ---- the board's size ----
    SizeRange sizeRange(const QString& puzzle) const;
    /// The size of the puzzle's board (its side; the larger one when it has two).
    int size(const QString& puzzle) const;
    int size() const { return size(puzzle_); }
    /// A new blank board of `size` (clamped to the range; a sudoku snaps 5 to 9) for the
    /// puzzle shown: the size box, `--size`, a lesson's step, the settings. Signals
    /// `newBoardRequested` first (the runs of the old board are forgotten), then the
    /// board's position and, when it differs, `sizeChanged`.
    void requestNewBoard(int size);

    // ---- how a run goes ----
    Mode mode() const { return mode_; }
    void setMode(Mode mode);
    /// The time each version of a comparison may take, in seconds, from a tenth of a
    /// second to ten minutes (what the budget box offers).
    static constexpr double kMinBudgetSeconds = 0.1;
    static constexpr double kMaxBudgetSeconds = 600;
    /// The budget until one is chosen; also that of the run puzzle-workbench --pdf or
    /// --screenshot waits for.
    static constexpr double kDefaultBudgetSeconds = 10;
    double budgetSeconds() const { return budgetSeconds_; }
    void setBudgetSeconds(double seconds);
    /// Events a second while playing a traced run; 0: as fast as it goes.
    double eventsPerSecond() const { return eventsPerSecond_; }
    void setEventsPerSecond(double eventsPerSecond);

    // ---- the current run's recording ----
    /// The recording of the current run (stepped, played or opened from a file) and the
    /// event shown (run_cursor.h): the session's worker fills the recording, the
    /// recording's controller moves the cursor, and the board, the counters, the lit line
    /// and the tree's node show the event at it. The cursor signals each move.
    RunCursor* runCursor() const { return runCursor_; }

signals:
    void puzzleChanged(const QString& puzzle);
    void versionsChanged(const QString& puzzle);
    /// The version chosen for `puzzle`, or the one a run takes, changed.
    void versionChanged(const QString& puzzle);
    /// The size of a puzzle's board changed (a new board, a file opened, an undo).
    void sizeChanged(const QString& puzzle, int size);
    /// A new blank board of `size` is about to replace `puzzle`'s (see requestNewBoard).
    void newBoardRequested(const QString& puzzle, int size);
    void modeChanged(Mode mode);
    void budgetChanged(double seconds);
    void speedChanged(double eventsPerSecond);

private:
    struct PuzzleState {
        PuzzleBoard* board = nullptr;  ///< a child of the model
        std::vector<const AlgorithmInfo*> versions;
        QString chosen;  ///< the version id chosen, or empty
        int size = 0;    ///< the board's, as last signalled
    };
    void boardChanged(const QString& puzzle);
    const PuzzleState* find(const QString& puzzle) const;
    PuzzleState* find(const QString& puzzle);

    const Registry& registry_;
    std::vector<QString> puzzleIds_;
    std::map<QString, PuzzleState> puzzles_;
    QString puzzle_;
    Mode mode_ = Mode::All;
    double budgetSeconds_ = kDefaultBudgetSeconds;
    double eventsPerSecond_ = 0;
    RunCursor* runCursor_;  ///< a child of the model
};

}  // namespace pw::ui
