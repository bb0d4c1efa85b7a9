#pragma once
/// The runs of the window's session: solve and compare (untraced), step and play (traced,
/// drawn in the search tree), and what they show: the counters, the solutions the browser
/// offers, the traced event on the board and in the pseudo-code, and the run's line in
/// the status bar. What a run takes (the version, the mode, the budget, the speed) is the
/// model's. It owns no widget: the window lays out the views it is given, and connects
/// the controls' requests to it. While a traced run goes on, the Right key on a board
/// steps it.
#include <QObject>

#include <cstdint>
#include <optional>
#include <vector>

#include "core/event.h"
#include "core/instance.h"

class QLabel;

namespace pw::ui {

class BoardView;
class ComparisonChart;
class CountersPanel;
class PseudocodeView;
class PuzzleDeck;
class RecordingController;
class SearchTreePanel;
class SolutionBrowser;
class SolveSession;
class WorkbenchModel;

/// What a run asks of the session: the first solution, all of them (the mode chosen),
/// a count, or every version of the puzzle side by side.
enum class RunKind { First, All, Count, Compare };

class RunController final : public QObject {
    Q_OBJECT
public:
    /// The window's widgets a run shows itself in.
    struct Views {
        CountersPanel* counters;
        SolutionBrowser* browser;
        PseudocodeView* pseudocode;
        ComparisonChart* chart;
        SearchTreePanel* tree;
        QLabel* status;  ///< the run's line in the status bar
    };

    RunController(WorkbenchModel* model, SolveSession* session, PuzzleDeck* deck, Views views, QObject* parent);

    /// The recording of stepped runs: a step goes through it before the live run, and
    /// while its cursor stands back the live frames do not take the board.
    void setRecording(RecordingController* recording) { recording_ = recording; }

    void startRun(RunKind kind);
    /// A time budget for the runs `startRun` starts (not a comparison's, which has its
    /// own, nor a traced run): the run stops after it and says so. 0, the default: none.
    /// puzzle-workbench --pdf and --screenshot set it, so that they always end.
    void setRunBudget(double seconds) { runBudgetSeconds_ = seconds; }
    /// Starts a traced run of the chosen version, held at its first event (`play`: at
    /// the chosen speed).
    void startTraced(bool play);
    /// One event of the traced run (starting one when none goes on), as Step does.
    void step();
    /// Lets the traced run go at the chosen speed (starting one when none goes on).
    void play();
    void pause();
    /// One event back in the recording (the button beside Step).
    void stepBack();
    /// The buttons again, after the recording's cursor moved or its replay ended.
    void refreshButtons() { updateRunButtons(); }
    /// Forgets what the last run showed (another puzzle, a new board).
    void clearViews();
    /// The solution of the current board for paper (ui/print): the one the browser
    /// shows, else the first it offers; none when the last run found none or ran on
    /// another board or another position.
    std::optional<std::vector<int>> solutionOfBoard() const;

signals:
    /// A run or a comparison ended (finished, stopped, or out of budget).
    void runFinished();
    /// A run started or ended, a traced one was paused or let go, or the recording's cursor
    /// moved: what the controls offer (`back`: a recorded run can be stepped back).
    void runStateChanged(bool running, bool traced, bool paused, bool back);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onSessionUpdated();
    void onFrameChanged();
    void onSessionFinished();
    void showSolution(int index);
    /// Extends (or, after `reset`, rebuilds) the stored solutions the browser offers.
    void refreshBrowsable(bool reset);
    void updateRunButtons();
    void showTreeNode(const std::vector<Event>& decisions, const Event& node);
    void showLiveBoard();

    WorkbenchModel* model_;
    SolveSession* session_;
    PuzzleDeck* deck_;
    RecordingController* recording_ = nullptr;
    Views views_;
    bool paused_ = false;
    double runBudgetSeconds_ = 0;
    Instance tracedInstance_;  ///< the instance of the traced run the tree shows
    QString ranPuzzle_;        ///< the puzzle and the instance of the last run
    Instance ranInstance_;
    /// Indices into the session's stored solutions that the board lets the browser
    /// offer, and how many stored solutions have been looked at.
    std::vector<int> browsable_;
    std::size_t browsableChecked_ = 0;
    std::uint64_t browsableEpoch_ = 0;  ///< the session's solutionsEpoch indexed
};

}  // namespace pw::ui
