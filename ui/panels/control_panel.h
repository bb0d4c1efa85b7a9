#pragma once
/// The solve controls: version (with its idea), mode, board size, Solve / Step / Play /
/// Pause / Stop with the play speed, and the comparison with its time budget. The
/// version, the mode, the size, the speed and the budget are the model's: the panel
/// shows what the model holds and sends the user's choices to it. The buttons only emit
/// requests; the main window decides what they do. In presentation mode it is compact:
/// the version box shows "v4" with the title written under it, and the idea folds away
/// behind a button.
#include <QWidget>


class QComboBox;
class QGroupBox;
class QLabel;
class QAction;
class QGridLayout;
class QPushButton;
class QSlider;
class QSpinBox;
class QDoubleSpinBox;
class QToolButton;

namespace pw::ui {

class VersionComboBox;
class WorkbenchModel;

class ControlPanel final : public QWidget {
    Q_OBJECT
public:
    explicit ControlPanel(WorkbenchModel* model, QWidget* parent = nullptr);

    /// The speed slider's position (kept in the settings); the model holds the speed.
    int speedPosition() const;
    void setSpeedPosition(int position);

    /// Enables the buttons that make sense while a run is going or not.
    void setRunning(bool running, bool traced, bool paused);
    /// Whether a recorded run can be stepped back (the button beside Step).
    void setBackEnabled(bool on);
    /// The compact form for a projector (see above), or the full one.
    void setPresentation(bool on);
    /// The comparison's box shown, or put away (a 4:3 projector beside the search tree).
    void setComparisonShown(bool shown);
    /// A button for `action` under the run's buttons, following its text, state and visibility
    /// (the window's controllers add theirs: "Check my version").
    void addBesideSolve(QAction* action);

signals:
    void solveRequested();
    void stepRequested();
    void backRequested();
    void playRequested();
    void pauseRequested();
    void stopRequested();
    void compareRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The model's versions of the puzzle shown, the chosen one selected.
    void showVersions();
    void showVersion();
    void showSize();
    void updateIdea();
    void updateSpeedLabel();
    /// Events per second at the slider's position; 0 means as fast as possible.
    double eventsPerSecond() const;

    WorkbenchModel* model_;
    VersionComboBox* algorithmBox_;
    QLabel* title_;            ///< the version's title, under the compact box
    QToolButton* ideaToggle_;  ///< unfolds the idea in presentation mode
    QLabel* idea_;
    bool presentation_ = false;
    QComboBox* modeBox_;
    QSpinBox* sizeBox_;
    QPushButton* solveButton_;
    QPushButton* stepButton_;
    QPushButton* backButton_;
    QPushButton* playButton_;
    QPushButton* pauseButton_;
    QPushButton* stopButton_;
    QGridLayout* runGrid_;
    QSlider* speedSlider_;
    QLabel* speedLabel_;
    QGroupBox* compareGroup_;
    QPushButton* compareButton_;
    QDoubleSpinBox* budgetBox_;
    QWidget* budgetLabel_;
};

}  // namespace pw::ui
