#pragma once
/// The controls above the lights out board: Play or Edit for a click, the torus switch,
/// two random boards, Show solution and Hint. A plain widget that emits what the user
/// asked; the board view acts and keeps the controls in step with its state.
#include <QWidget>

class QCheckBox;
class QRadioButton;

namespace pw::ui {

class LightsOutOptions final : public QWidget {
    Q_OBJECT
public:
    explicit LightsOutOptions(QWidget* parent = nullptr);

    /// Shows the state without emitting anything back.
    void setEditMode(bool edit);
    void setTorus(bool torus);

signals:
    void editModeChanged(bool edit);
    void torusChanged(bool torus);
    void randomSolvableRequested();
    void randomAnyRequested();
    void solutionRequested();
    void hintRequested();

private:
    QRadioButton* play_;
    QRadioButton* edit_;
    QCheckBox* torus_;
};

}  // namespace pw::ui
