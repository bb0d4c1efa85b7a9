#pragma once
/// The solve controls: version (with its idea), mode, board size, Solve / Step / Play /
/// Pause / Stop with the play speed, and the comparison with its time budget. It only
/// emits requests; the main window decides what they do. In presentation mode it is
/// compact: the version box shows "v4" with the title written under it, and the idea
/// folds away behind a button.
#include <QWidget>

#include <vector>

#include "core/registry.h"

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

class ControlPanel final : public QWidget {
    Q_OBJECT
public:
    /// The time budget of each version in a comparison until one is chosen, and of the
    /// run that puzzle-workbench --pdf or --screenshot waits for.
    static constexpr double kDefaultBudgetSeconds = 10;

    explicit ControlPanel(QWidget* parent = nullptr);

    void setAlgorithms(const std::vector<const AlgorithmInfo*>& algorithms);
    const AlgorithmInfo* algorithm() const;
    void selectAlgorithm(const QString& id);
    std::vector<const AlgorithmInfo*> algorithms() const { return algorithms_; }

    Mode mode() const;
    void setMode(Mode mode);
    int boardSize() const;
    void setSizeRange(int minimum, int maximum, int value);

    /// Events per second; 0 means as fast as possible.
    double eventsPerSecond() const;
    int speedPosition() const;
    void setSpeedPosition(int position);
    double budgetSeconds() const;
    void setBudgetSeconds(double seconds);

    /// Enables the buttons that make sense while a run is going or not.
    void setRunning(bool running, bool traced, bool paused);
    /// Whether a recorded run can be stepped back (the button beside Step).
    void setBackEnabled(bool on);
    /// The compact form for a projector (see above), or the full one.
    void setPresentation(bool on);
    /// The comparison's box shown, or put away (a 4:3 projector beside the search tree).
    void setComparisonShown(bool shown);
    /// A button for `action` under Solve, following its text, state and visibility
    /// (the window's controllers add theirs: "Check my version").
    void addBesideSolve(QAction* action);

signals:
    void algorithmChanged();
    void sizeChanged(int size);
    void solveRequested();
    void stepRequested();
    void backRequested();
    void playRequested();
    void pauseRequested();
    void stopRequested();
    void compareRequested();
    void speedChanged(double eventsPerSecond);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateIdea();
    void updateSpeedLabel();

    std::vector<const AlgorithmInfo*> algorithms_;
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
