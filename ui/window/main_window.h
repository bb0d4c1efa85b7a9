#pragma once
/// The workbench window: the puzzle list on the left, the board in the centre with its
/// counters, the controls, the solution browser and the pseudo-code on the right, the
/// comparison charts below, and the search tree in a dock. The state of the workbench
/// (the puzzle shown, the versions and the version chosen, the size, the mode, the
/// budget, the run's recording) is its `WorkbenchModel`'s. The window builds and lays out
/// the widgets, and hands the work to its controllers, which it connects:
/// - `PuzzleDeck`: the boards and the list that picks one;
/// - `RunController`: the session's runs (solve, step, play, compare) and what they show;
/// - `DocumentController`: files, samples, exports, kept boards, the title;
/// - `PresentationController`: zoom, full screen, presentation mode;
/// - `LessonController`: the lessons, shown step by step in the lesson panel.
/// - `PrintController`: the board on paper (print, PDF) and worksheets.
/// - `OwnVersionController`: versions of the user's own (a student's .cpp file).
/// - `CheckedRunController`: Check my version (its first error named on its line).
/// - `MergeController`: the search tree merged with another version's ("Merge with").
/// - `GradingController`: File › Grade a folder… (an assignment, a folder of students' files).
/// A new feature with menu entries is a controller of its own (or an action in one of
/// these), which the window creates, lays out and connects here.
#include <QMainWindow>
#include <QStringList>

#include "core/registry.h"
#include "lesson.h"
#include "run_controller.h"
#include "window_prompts.h"

class QActionGroup;
class QBoxLayout;
class QCloseEvent;
class QDockWidget;
class QLabel;
class QSplitter;

namespace pw::ui {

class BoardView;
class ComparisonChart;
class ControlPanel;
class CountersPanel;
class DocumentController;
class CheckedRunController;
class MergeController;
class OwnVersionController;
class GradingController;
class LessonController;
class LessonPanel;
class PresentationController;
class PrintController;
class PseudocodeView;
class PuzzleDeck;
class RecordingController;
class RunCursor;
class SearchTreePanel;
class TimelinePanel;
class SolutionBrowser;
class SolveSession;
class WorkbenchModel;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    using RunKind = pw::ui::RunKind;

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Selects a puzzle by registry id; false when the window has no board for it.
    bool selectPuzzle(const QString& id);
    /// A new blank board of that size (clamped to the board's range), of no file.
    void setBoardSize(int size);
    bool selectAlgorithm(const QString& id);
    void startRun(RunKind kind) { runs_->startRun(kind); }
    /// Starts a traced run of the chosen version, held at its first event.
    void startStepping() { runs_->startTraced(false); }
    /// Large type for a projector (View › Presentation mode).
    void setPresentation(bool on);
    /// Shows or hides the search-tree panel (View › Search tree).
    void setTreeVisible(bool on);

    BoardView* board() const;
    WorkbenchModel* model() const { return model_; }
    SolveSession* session() const { return session_; }
    ComparisonChart* chart() const { return chart_; }
    ControlPanel* controls() const { return controls_; }
    SolutionBrowser* browser() const { return browser_; }
    CountersPanel* counters() const { return counters_; }
    PseudocodeView* pseudocode() const { return pseudocode_; }
    SearchTreePanel* treePanel() const { return tree_; }
    PuzzleDeck* deck() const { return deck_; }
    RunController* runs() const { return runs_; }
    DocumentController* documents() const { return documents_; }
    PresentationController* presentation() const { return presentation_; }
    LessonController* lessons() const { return lessons_; }
    LessonPanel* lessonPanel() const { return lessonPanel_; }
    PrintController* printing() const { return printing_; }
    OwnVersionController* ownVersions() const { return ownVersions_; }
    RecordingController* recordings() const { return recordings_; }
    TimelinePanel* timeline() const { return timeline_; }
    /// The model's recording cursor (model/run_cursor.h).
    RunCursor* runCursor() const;
    CheckedRunController* checkedRuns() const { return checkedRuns_; }
    MergeController* merges() const { return merges_; }
    GradingController* grading() const { return grading_; }
    /// Opens a version of the user's own (File › Open a version…, `--algo FILE.cpp`) and
    /// selects it; `wait`: compiled before this returns. False when the path is no file.
    bool openVersion(const QString& path, bool wait);

    // ---- files and kept boards (DocumentController) ----
    bool openPath(const QString& path);
    bool openSample(const QString& puzzleId, const QString& text);
    bool saveBoardTo(const QString& path);
    QString documentPath() const;
    bool isDocumentModified() const;
    /// The questions and warnings about files (tests answer them without a dialog).
    void setPrompts(WindowPrompts prompts);
    /// Writes every changed board to the store now (the close does it too).
    void keepBoardsNow();
    /// The boards kept from last time that could not be restored, one sentence each.
    const QStringList& keptBoardProblems() const;

signals:
    /// The user chose a language in the View menu ("fr", "en", or "" for the system's).
    void languageChangeRequested(const QString& language);
    /// A run or a comparison ended (finished, stopped, or out of budget).
    void runFinished();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // main_window.cpp: the layout, the controllers, the puzzle chosen
    void buildLayout();
    void buildTreeDock();
    void buildControllers();
    void buildLessons();
    /// The lesson panel shown or not, and the layout of a lesson's step: the board with
    /// the pseudo-code and its counters, the tree or the charts beside it, the puzzle list
    /// and the controls put away (all of it back for Layout::Full).
    void applyLessonLayout(bool open, lessons::Layout layout);
    void onPuzzleChanged(BoardView* board);
    /// Under the board; on a projector, under the pseudo-code beside it, so that the board
    /// keeps its height.
    void placeTimeline(bool presentation);
    void refreshStatus();

    // main_window_menus.cpp: the menus, the help, the settings
    void buildMenus();
    void showVersionsHelp();
    void showAbout();
    void readSettings();
    void writeSettings() const;

    WorkbenchModel* model_;
    SolveSession* session_;
    PuzzleDeck* deck_;
    RunController* runs_ = nullptr;
    DocumentController* documents_ = nullptr;
    PresentationController* presentation_ = nullptr;
    LessonController* lessons_ = nullptr;
    PrintController* printing_ = nullptr;
    OwnVersionController* ownVersions_ = nullptr;
    RecordingController* recordings_ = nullptr;
    CheckedRunController* checkedRuns_ = nullptr;
    MergeController* merges_ = nullptr;
    GradingController* grading_ = nullptr;

    QLabel* boardStatus_;
    QLabel* runStatus_;
    CountersPanel* counters_;
    ControlPanel* controls_;
    SolutionBrowser* browser_;
    PseudocodeView* pseudocode_;
    ComparisonChart* chart_;
    TimelinePanel* timeline_;    ///< under the board
    SearchTreePanel* tree_ = nullptr;
    QDockWidget* treeDock_ = nullptr;
    LessonPanel* lessonPanel_ = nullptr;
    QDockWidget* lessonDock_ = nullptr;
    QSplitter* mainSplitter_;
    QSplitter* centreSplitter_;
    QWidget* codePanel_;       ///< the pseudo-code and its title
    QBoxLayout* codeLayout_;   ///< the code panel's: title, code, (on a projector) the timeline
    QBoxLayout* sideLayout_;   ///< holds the code panel in the normal layout
    QBoxLayout* boardRow_;     ///< the board, and the code panel in presentation mode
    QBoxLayout* boardColumn_;  ///< options, board, status and, but in presentation mode, the counters
    QWidget* optionsHolder_;
    QActionGroup* languageGroup_ = nullptr;
};

}  // namespace pw::ui
