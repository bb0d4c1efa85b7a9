#include "lesson_choices.h"

#include "workbench_model.h"

namespace pw::ui {

void applyLessonStep(WorkbenchModel& model, const lessons::LessonStep& step) {
    const QString puzzle = QString::fromStdString(step.puzzle);
    model.selectPuzzle(puzzle);
    // The lesson's reader checked the version against the registry: it is listed.
    model.chooseVersion(puzzle, QString::fromStdString(step.version));
    model.setMode(step.mode);
    if (step.run == lessons::RunAction::Compare) model.setBudgetSeconds(step.budget);
}

}  // namespace pw::ui
