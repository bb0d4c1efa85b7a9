#pragma once
/// Runs solver versions on a worker thread and hands their progress to the GUI.
///
/// A session is restartable (like the renderer thread of Qt's Mandelbrot example): each
/// `solve` or `compare` stops and joins the previous run first. The worker writes into a
/// `SessionMailbox`; a 30 Hz timer on the GUI thread reads it and emits `updated()`,
/// so a search that finds millions of solutions queues no event per solution. Stop,
/// pause, step and play go the other way, through the stop token and the `StepGate`.
#include <QObject>
#include <QTimer>

#include <memory>
#include <thread>
#include <utility>
#include <vector>

#include "core/recording_tracer.h"
#include "session_mailbox.h"

namespace pw::ui {

/// What the GUI knows of one run at the last tick.
struct RunView {
    const AlgorithmInfo* algorithm = nullptr;
    Stats stats;
    std::uint32_t extraValid = ~0u;
    std::uint64_t solutions = 0;
    double firstMs = -1;
    double elapsedMs = 0;  ///< a file version's: its search's own (RunResult::times)
    /// A file version's time outside its search, once it is done: its program and
    /// sandbox started and ended (-1 for a version timed whole).
    double startMs = -1;
    own::Verdict verdict = own::Verdict::Passed;  ///< once done
    bool started = false;
    bool done = false;
    bool completed = true;
    bool outOfBudget = false;  ///< not completed because its time budget ran out (not Stop)
    std::string message;  ///< English, from a puzzle whose notices are not data yet
    Notice notice;        ///< what the run says, worded by the puzzle's board entry
    std::vector<TimelinePoint> timeline;
    /// The algorithm's timelineCounter sampled at each tick, when it has one.
    std::vector<TimelinePoint> counterTimeline;
    /// Nodes per depth (decisions from the root), once the run is done.
    std::vector<std::uint64_t> nodesPerDepth;
};

class SolveSession : public QObject {
    Q_OBJECT
public:
    enum class Start { Run, Step, Play };
    static constexpr std::size_t kKeptSolutions = 10000;

    explicit SolveSession(QObject* parent = nullptr);
    ~SolveSession() override;

    /// One version on one instance. `Step` and `Play` trace it through the gate. A run
    /// (`Run`) stops after `budgetSeconds` when that is positive (puzzle-workbench --pdf).
    void solve(const AlgorithmInfo& algorithm, const Instance& instance, const RunOptions& options, Start start,
               double eventsPerSecond = 0, double budgetSeconds = 0);
    /// Every version, one after the other on the worker, each within `budgetSeconds`.
    void compare(const std::vector<const AlgorithmInfo*>& algorithms, const Instance& instance,
                 const RunOptions& options, double budgetSeconds);

    /// Stops the run and joins the worker; returns within about 100 ms.
    void stop();
    /// How long the last stop took to be honoured: from the request to the worker
    /// joined, in milliseconds (the GUI's own refresh after it not counted); -1 before any.
    double lastStopMs() const { return lastStopMs_; }
    /// Stops and forgets every result (another puzzle or board size was chosen).
    void reset();
    /// Lets `events` more events of the traced run through (one: Step).
    void step(int events = 1);
    void play(double eventsPerSecond);
    void pause();

    bool isRunning() const;
    bool isTraced() const { return traced_; }
    bool isComparison() const { return comparison_; }
    const std::vector<RunView>& runs() const { return views_; }
    /// Stored solutions of the run the browser shows (the last run that stored any).
    const std::vector<StoredSolution>& solutions() const { return solutions_; }
    std::uint64_t totalSolutions() const { return totalSolutions_; }
    /// Changes whenever `solutions()` is replaced rather than extended (a new run, or a
    /// comparison moving on to the next version's list), so readers can start over.
    std::uint64_t solutionsEpoch() const { return solutionsEpoch_; }
    const std::optional<TraceFrame>& frame() const { return frame_; }
    /// The search-tree records gathered since the last call (traced runs only).
    std::vector<TreeRecord> takeTreeRecords() { return std::exchange(treeRecords_, {}); }

    /// The recording of the last traced run, kept after it ends (null before any, and
    /// after `reset` or an untraced run). The worker may still be writing it.
    /// The GUI may add bookmarks to it (under its lock); the worker only appends events.
    std::shared_ptr<SharedRecording> recording() const { return recording_; }
    /// How much a traced run may record, and what it does at the cap; taken by the next run.
    void setRecordingCap(RecordingCap cap, AtRecordingCap atCap);
    RecordingCap recordingCap() const { return recordingCap_; }
    AtRecordingCap atRecordingCap() const { return atRecordingCap_; }
    /// The last traced run reached its recording's cap.
    bool recordingCapped() const { return mailbox_ && mailbox_->recordingCapped; }

signals:
    void updated();
    void frameChanged();
    void finished();

private:
    void launch(std::vector<const AlgorithmInfo*> algorithms, const Instance& instance, const RunOptions& options,
                double budgetSeconds, bool traced);
    void tick();
    void sampleCounter(RunView& view);
    void joinWorker();

    std::shared_ptr<SessionMailbox> mailbox_;
    std::jthread worker_;
    QTimer timer_;
    std::vector<RunView> views_;
    std::vector<StoredSolution> solutions_;
    std::size_t solutionsRun_ = 0;
    std::uint64_t solutionsEpoch_ = 0;
    std::uint64_t totalSolutions_ = 0;
    std::optional<TraceFrame> frame_;
    std::uint64_t frameSerial_ = 0;
    std::vector<TreeRecord> treeRecords_;
    std::shared_ptr<SharedRecording> recording_;
    RecordingCap recordingCap_;
    AtRecordingCap atRecordingCap_ = AtRecordingCap::Stop;
    bool traced_ = false;
    bool comparison_ = false;
    bool announcedFinish_ = true;
    double lastStopMs_ = -1;
};

}  // namespace pw::ui
