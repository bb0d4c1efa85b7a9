#pragma once
/// The recording of the current run and its cursor, as the window shows them: every
/// stepped or played run is recorded as it goes (the session's worker writes it), and
/// the cursor (model/run_cursor.h, the model's) says which event the window shows.
///
/// - Step back (Left, Shift+F10, the button beside Step) moves the cursor one event
///   back, down to the first; a step forward goes through the recording, and past its
///   end the run's live search goes on (the run controller asks `stepForward` first).
/// - The timeline (timeline/timeline_panel.h) moves the cursor anywhere; a click on a
///   node of the search tree moves it to the event that made the node.
/// - Wherever the cursor stands, everything shows that event: the board, the counters
///   then, the lit line of the pseudo-code or of the student's file, the tree's node.
/// - Bookmarks (B, with a label if you like), the cap (how many events a run records,
///   and whether it stops there or goes on unrecorded), File › Save the run… and
///   File › Open a run…, which replays a run without running or compiling anything.
///
/// It builds no widget: the window lays out the timeline and gives it here.
#include <QObject>

#include <functional>
#include <optional>

#include "core/recorded_run.h"
#include "core/registry.h"
#include "print/board_export.h"
#include "session/solve_session.h"

class QAction;
class QTimer;
class QLabel;
class QMenu;
class QWidget;

namespace pw::ui {

class CountersPanel;
class DocumentController;
class PseudocodeView;
class PuzzleDeck;
class RunController;
class RunCursor;
class SearchTreePanel;
class SolveSession;
class TimelinePanel;
class WorkbenchModel;

class RecordingController final : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QWidget* window;
        PuzzleDeck* deck;        ///< the board view that draws the event at the cursor
        WorkbenchModel* model;   ///< the recording and its cursor, the version chosen
        SolveSession* session;
        RunController* runs;
        DocumentController* documents;
        CountersPanel* counters;
        PseudocodeView* pseudocode;
        SearchTreePanel* tree;
        TimelinePanel* timeline;
        QLabel* status;
        /// How a run's notice reads (the window's wording, a student's crash included).
        std::function<QString(const AlgorithmInfo*, const Notice&)> noticeText;
    };

    RecordingController(Parts parts, QObject* parent);
    ~RecordingController() override;

    /// File › Save the run…, Open a run…
    void addFileActions(QMenu* file);
    /// Step back and Bookmark, window-wide (Shift+F10, B).
    QAction* stepBackAction() const { return stepBack_; }
    QAction* bookmarkAction() const { return bookmark_; }

    // ---- What the run controller asks ----

    /// A stepped or played run started on the session: its recording is now the cursor's.
    void liveRunStarted(const AlgorithmInfo& algorithm, const Instance& instance, Mode mode);
    /// The run's views were cleared (another puzzle, board or untraced run): no recording.
    void clear();
    /// One event forward through the recording; false at its last event of a live run,
    /// where the live search must go on.
    bool stepForward();
    /// The cursor to event `k` (a lesson's step), or to a bookmark by its label; false
    /// when the recording has none of that label.
    void showEvent(std::uint64_t k);
    bool showBookmark(const QString& label);
    /// The run's counters at the cursor, as the counters panel shows them.
    RunView momentView() const;
    /// The cursor to the last recorded event (Live board).
    void returnToEnd();
    /// One event back; false when there is nothing before.
    bool stepBack();
    /// Plays the recording from the cursor at `eventsPerSecond` (0: to its end at once),
    /// then hands over to the live run; false when the cursor is on the last event.
    bool play(double eventsPerSecond);
    void pause();
    bool replaying() const;
    /// The window shows the live run as it goes: no recording, or the cursor on its last
    /// event while the run goes on.
    bool followsLive() const;
    /// The cursor is somewhere the keys should step (a run being watched).
    bool isWatching() const;

    // ---- Bookmarks, files, the command line ----

    /// A bookmark at the cursor with this label (maybe empty).
    void addBookmark(const QString& label);
    /// The run shown (live or opened) as a run file's content; none when nothing is recorded.
    std::optional<RecordedRun> recordedRun() const;
    bool saveRun(const QString& path, QString* error);
    /// Opens a run file and shows its first event (or event `at`, from 0): false, with
    /// a sentence in `error`, when it cannot be read or the board cannot be set.
    bool openRun(const QString& path, QString* error, std::optional<std::uint64_t> at = std::nullopt);
    /// `--state`: what the cursor shows, as JSON (run_file_io.h).
    QByteArray stateJson() const;
    /// The event at the cursor for paper (File › Export as PDF…, --pdf) while a run is
    /// watched; none otherwise.
    std::optional<PaperFrame> paperFrame() const;
    /// The counters' names of the run shown.
    const std::vector<std::string>& counterNames() const;

signals:
    /// The cursor moved to show an event of the recording (not the live run's newest).
    void momentShown();

private:
    void onCursorMoved();
    void onSessionUpdated();
    void onSessionFinished();
    void showMoment();
    void refreshNote();
    void askBookmark();
    void chooseCap();
    void saveRunAs();
    void openRunFromDialog();
    void replayTick();
    void applyCapSettings();
    const AlgorithmInfo* shownAlgorithm() const;
    RunCursor* cursor() const;

    Parts parts_;
    QAction* stepBack_;
    QAction* bookmark_;
    QTimer* replay_;
    double replayRate_ = 0;
    int replaySkipped_ = 0;  ///< ticks waited for the next event of a slow replay
    /// What the recording is of: the live run's version, board and mode, or the file's.
    const AlgorithmInfo* algorithm_ = nullptr;
    std::optional<AlgorithmInfo> opened_;  ///< an opened student's run: its file as pseudo-code
    std::optional<RecordedRun> openedRun_; ///< the opened run's identity (its events are the cursor's)
    Instance instance_;
    Mode mode_ = Mode::All;
};

}  // namespace pw::ui
