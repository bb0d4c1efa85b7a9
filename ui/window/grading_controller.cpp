#include "grading_controller.h"

#include <QMainWindow>
#include <QMenu>

#include "grading/grade_dialog.h"

namespace pw::ui {

GradingController::GradingController(QMainWindow* window, QObject* parent) : QObject(parent), window_(window) {}

void GradingController::addFileActions(QMenu* file) {
    QAction* grade = file->addAction(tr("&Grade a folder…"), this, &GradingController::showGradeDialog);
    grade->setToolTip(tr("Grade a folder of students' files on an assignment: a gradebook for Moodle and a "
                         "feedback page per file"));
}

GradeDialog* GradingController::showGradeDialog() {
    if (!dialog_) dialog_ = new GradeDialog(window_);
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
    return dialog_;
}

}  // namespace pw::ui
