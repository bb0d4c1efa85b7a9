#pragma once
/// The workbench window: the puzzle list on the left, the board in the centre with its
/// counters, the controls, the solution browser and the pseudo-code on the right, and
/// the comparison charts below. One `SolveSession` runs every search off the GUI thread.
#include <QMainWindow>

#include <map>

#include "core/registry.h"

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
    // main_window.cpp: layout and the session's wiring
    void buildLayout();
    void connectSession();
    void onPuzzleChanged();
    void onSessionUpdated();
    void onFrameChanged();
    void onSessionFinished();
    void showSolution(int index);
    /// Extends (or, after `reset`, rebuilds) the stored solutions the browser offers.
    void refreshBrowsable(bool reset);
    void startTraced(bool play);
    void refreshStatus();
    void updateRunButtons();
    RunOptions runOptions() const;

    // main_window_actions.cpp: menus, files, view and settings
    void buildMenus();
    void openFile();
    void saveFile();
    void exportChart();
    void exportCsv();
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
};

}  // namespace pw::ui
