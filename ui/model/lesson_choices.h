#pragma once
/// What a lesson's step chooses of the workbench's state, applied to the model as the
/// lesson player shows the step: its puzzle, its version, its mode and, for a
/// comparison, the budget of each version. (The step's board is set up by the player.)
#include "lesson.h"

namespace pw::ui {

class WorkbenchModel;

void applyLessonStep(WorkbenchModel& model, const lessons::LessonStep& step);

}  // namespace pw::ui
