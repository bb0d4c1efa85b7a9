#pragma once
/// File › Grade a folder…: opens the grading dialog (ui/grading/grade_dialog.h), which
/// grades a folder of students' files on an assignment off the GUI thread and writes the
/// gradebook and the feedback pages. A controller: it adds its action to the menu the
/// window gives it, and keeps the dialog between two gradings.
#include <QObject>
#include <QPointer>

class QMainWindow;
class QMenu;

namespace pw::ui {

class GradeDialog;

class GradingController final : public QObject {
    Q_OBJECT
public:
    GradingController(QMainWindow* window, QObject* parent);

    /// Grade a folder…
    void addFileActions(QMenu* file);
    /// The dialog, shown (made at the first call).
    GradeDialog* showGradeDialog();

private:
    QMainWindow* window_;
    QPointer<GradeDialog> dialog_;
};

}  // namespace pw::ui
