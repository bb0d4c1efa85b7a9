#pragma once
/// The lesson player: it opens a lesson (Help › Lessons, File › Open a lesson…,
/// `--lesson`), shows its steps one at a time in the lesson panel, and drives the window
/// as a user would for each: the puzzle, the board, the version and the mode, the run
/// (solve, step N events, play, compare), the focused layout and what to point at. The
/// step's figures are filled from the runs as they end. Next and Previous (PageDown and
/// PageUp, which presentation clickers send) move through the steps; Explore leaves a
/// step to the class with the whole window, Resume shows it again as written.
#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

#include "lesson.h"
#include "session/solve_session.h"

class QAction;
class QMainWindow;
class QMenu;

namespace pw::ui {

class ComparisonChart;
class CountersPanel;
class DocumentController;
class LessonPanel;
class PointerOverlay;
class PseudocodeView;
class PuzzleDeck;
class QuestionPlayer;
class RecordingController;
class RunController;
class SearchTreePanel;
class SolveSession;
class WorkbenchModel;
struct LessonLoad;
struct RunView;

class LessonController final : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QMainWindow* window;
        PuzzleDeck* deck;
        SolveSession* session;
        WorkbenchModel* model;
        RunController* runs;
        DocumentController* documents;
        CountersPanel* counters;
        PseudocodeView* pseudocode;
        ComparisonChart* chart;
        SearchTreePanel* tree;
        LessonPanel* panel;
        PointerOverlay* pointer;
        RecordingController* recordings;  ///< a step's replayed run, a step's event
        /// Shows the lesson panel (or hides it, `open` false) and lays the window out for
        /// a step (lessons::Layout::Full while exploring).
        std::function<void(bool open, lessons::Layout layout)> applyLayout;
    };

    LessonController(Parts parts, QObject* parent);

    /// File › Open a lesson…
    void addFileActions(QMenu* file);
    /// Help › Lessons, one entry per built-in lesson.
    void addHelpActions(QMenu* help);

    /// Opens a built-in lesson by id, or a lesson file; false, the reason shown (or in
    /// `error` when given), when it cannot be read. The first step is shown.
    bool openLesson(const QString& idOrPath, QString* error = nullptr);
    bool open(LessonLoad load, QString* error = nullptr);
    void close();

    bool isOpen() const { return lesson_.has_value(); }
    const lessons::Lesson* lesson() const { return lesson_ ? &*lesson_ : nullptr; }
    int stepIndex() const { return index_; }
    /// The built-in lesson's id, or the file's name.
    const QString& name() const { return name_; }
    /// Shows step `index` (from 0) as written: stops what runs, sets everything up, runs.
    bool showStep(int index);
    void next();
    void previous();
    /// Leaves the step to explore with the whole window; `resume` shows it again.
    void explore();
    void resume();
    bool isExploring() const { return exploring_; }
    /// Whether the step's run has ended (or its events are through) and its figures are filled.
    bool isSettled() const { return settled_; }
    /// The run a figure of the step quotes, once it may be quoted (see isSettled).
    const RunView* quotedRun(const std::string& versionId) const;

    /// The step's question, when one awaits the class's answer: enters it as the teacher
    /// would (QuestionBox::enter: a number, a letter, "row,column", or "skip").
    bool answerQuestion(const QString& text);
    QuestionPlayer* questions() const { return questions_; }

signals:
    /// The step's run has ended, its figures are filled and its pointer placed.
    void stepSettled(int index);
    /// The step's question is on screen, awaiting the class's answer.
    void questionAsked(int index);
    /// The run's answer to the step's question is shown beside the class's.
    void questionRevealed(int index);

private:
    const lessons::LessonStep& step() const { return lesson_->steps[static_cast<std::size_t>(index_)]; }
    void setUpBoard(const lessons::LessonStep& step);
    void startRun(const lessons::LessonStep& step);
    void settle();
    void settleLater();
    bool isStepsRun() const;
    void refreshText();
    void placePointer();
    void onFrame();
    /// The step's `at`: the event its run shows, once the run is there.
    void goToStepsEvent();
    void updateActions();

    Parts parts_;
    std::optional<lessons::Lesson> lesson_;
    QString name_;
    QString folder_;  ///< where the lesson's run files are
    /// The counters of the event a step shows (`at`, a replayed run), for its figures.
    RunView atView_;
    int index_ = 0;
    bool exploring_ = false;
    bool settled_ = false;
    bool awaitingRun_ = false;  ///< a run of this step was started and has not ended
    std::uint64_t shown_ = 0;   ///< counts the steps shown, so that a late settle knows its own
    QAction* nextAction_;
    QAction* previousAction_;
    QAction* exploreAction_;
    QuestionPlayer* questions_;
};

}  // namespace pw::ui
