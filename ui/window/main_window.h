#pragma once
/// The workbench window: the puzzle list on the left, the board in the centre with its
/// counters, the controls, the solution browser and the pseudo-code on the right, and
/// the comparison charts below. One `SolveSession` runs every search off the GUI thread.
#include <QMainWindow>
#include <QStringList>

#include <map>
#include <set>

#include "core/registry.h"
#include "document_state.h"
#include "window_prompts.h"

class QBoxLayout;
class QLabel;
class QListWidget;
class QSplitter;
class QStackedWidget;
class QUndoGroup;
class QAction;
class QActionGroup;
class QCloseEvent;
class QDockWidget;

namespace pw::ui {

class BoardStore;
class BoardView;
class ComparisonChart;
class ControlPanel;
class CountersPanel;
class PseudocodeView;
class SearchTreePanel;
class SolutionBrowser;
class SolveSession;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    enum class RunKind { First, All, Count, Compare };

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Selects a puzzle by registry id; false when the window has no board for it.
    bool selectPuzzle(const QString& id);
    void setBoardSize(int size);
    bool selectAlgorithm(const QString& id);
    void startRun(RunKind kind);
    /// Starts a traced run of the chosen version, held at its first event.
    void startStepping() { startTraced(false); }
    /// Large type for a projector (View › Presentation mode).
    void setPresentation(bool on);

    BoardView* board() const;
    SolveSession* session() const { return session_; }
    ComparisonChart* chart() const { return chart_; }
    ControlPanel* controls() const { return controls_; }
    SolutionBrowser* browser() const { return browser_; }
    CountersPanel* counters() const { return counters_; }
    PseudocodeView* pseudocode() const { return pseudocode_; }
    SearchTreePanel* treePanel() const { return tree_; }
    /// Shows or hides the search-tree panel (View › Search tree).
    void setTreeVisible(bool on);

    // ---- files and kept boards (main_window_files.cpp) ----
    /// Opens a puzzle file into the current board, asking first when the board has
    /// changes not saved to its file; false when nothing was opened (the reason shown).
    bool openPath(const QString& path);
    /// A sample's text into its puzzle's board (File › Samples), asking first likewise.
    bool openSample(const QString& puzzleId, const QString& text);
    /// Saves the current board to `path`: the whole new file or the old one untouched;
    /// false, with the error shown, when it cannot be written.
    bool saveBoardTo(const QString& path);
    /// The current board's file (empty when untitled) and whether it has unsaved changes.
    QString documentPath() const;
    bool isDocumentModified() const;
    /// The questions and warnings about files (tests answer them without a dialog).
    void setPrompts(WindowPrompts prompts) { prompts_ = std::move(prompts); }
    /// Writes every changed board to the store now (the close does it too).
    void keepBoardsNow();
    /// The boards kept from last time that could not be restored, one sentence each.
    const QStringList& keptBoardProblems() const { return keptBoardProblems_; }

signals:
    /// The user chose a language in the View menu ("fr", "en", or "" for the system's).
    void languageChangeRequested(const QString& language);
    /// A run or a comparison ended (finished, stopped, or out of budget).
    void runFinished();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // main_window.cpp: layout, the puzzle chosen, the board's status
    void buildLayout();
    void onPuzzleChanged();
    void refreshStatus();

    // main_window_runs.cpp: the session's runs and what they show
    void connectSession();
    void onSessionUpdated();
    void onFrameChanged();
    void onSessionFinished();
    void showSolution(int index);
    /// Extends (or, after `reset`, rebuilds) the stored solutions the browser offers.
    void refreshBrowsable(bool reset);
    void startTraced(bool play);
    void updateRunButtons();
    RunOptions runOptions() const;

    // main_window_actions.cpp: menus, view and settings
    void buildMenus();
    // main_window_files.cpp: files, exports, kept boards, the title
    void openFile();
    void saveFile();
    void saveFileAs();
    void exportChart();
    void exportCsv();
    /// Asks Save / Discard / Cancel when the current board has unsaved changes to its
    /// file; true when the board may be replaced.
    bool maySwitchDocument();
    void restoreKeptBoards();
    /// The envelope of a puzzle's board as the store writes it.
    QByteArray keptEnvelope(const QString& puzzleId) const;
    void boardChanged(BoardView* board);
    void updateTitle();
    void showVersionsHelp();
    void showAbout();
    void setZoom(double factor);
    void togglePresentation(bool on);
    /// The puzzle list's shape: a list of names, or in presentation mode icons with their
    /// names wrapped under them, in a narrow column that takes the longest word.
    void fitPuzzleList();
    /// In presentation mode: the side panel as wide as its controls need, the rest to the board.
    void fitColumns();
    /// How much larger the type is in presentation mode at this window's height.
    double presentationScale() const;
    void readSettings();
    void writeSettings() const;

    // main_window_tree.cpp: the search-tree dock and a node shown on the board
    void buildTreeDock();
    void showTreeNode(const std::vector<Event>& decisions, const Event& node);
    void showLiveBoard();

    SolveSession* session_;
    QListWidget* puzzleList_;
    QStackedWidget* boardStack_;
    std::map<QString, BoardView*> boards_;
    QLabel* boardStatus_;
    QLabel* runStatus_;
    CountersPanel* counters_;
    ControlPanel* controls_;
    SolutionBrowser* browser_;
    PseudocodeView* pseudocode_;
    ComparisonChart* chart_;
    SearchTreePanel* tree_ = nullptr;
    QDockWidget* treeDock_ = nullptr;
    Instance tracedInstance_;  ///< the instance of the traced run the tree shows
    QSplitter* mainSplitter_;
    QSplitter* centreSplitter_;
    QWidget* codePanel_;           ///< the pseudo-code and its title
    QBoxLayout* sideLayout_;  ///< holds the code panel in the normal layout
    QBoxLayout* boardRow_;    ///< the board, and the code panel in presentation mode
    QBoxLayout* boardColumn_;  ///< options, board, status and, but in presentation mode, the counters
    QUndoGroup* undoGroup_;
    QActionGroup* languageGroup_ = nullptr;
    QAction* presentationAction_ = nullptr;
    QWidget* optionsHolder_;
    double zoom_ = 1.0;
    bool presentation_ = false;
    double appliedScale_ = 1.0;  ///< the presentation scale of the type in force
    bool paused_ = false;
    /// Indices into the session's stored solutions that the board lets the browser
    /// offer, and how many stored solutions have been looked at.
    std::vector<int> browsable_;
    std::size_t browsableChecked_ = 0;
    std::uint64_t browsableEpoch_ = 0;  ///< the session's solutionsEpoch indexed
    // Files and kept boards.
    WindowPrompts prompts_ = defaultPrompts();
    BoardStore* store_ = nullptr;
    std::map<QString, DocumentState> documents_;    ///< per puzzle id
    std::map<QString, QString> chosenAlgorithms_;   ///< per puzzle id: the version last chosen
    std::set<QString> restoredBoards_;              ///< puzzles whose board came back from the store
    QStringList keptBoardProblems_;
};

}  // namespace pw::ui
