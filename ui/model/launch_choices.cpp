#include "launch_choices.h"

#include "workbench_model.h"

namespace pw::ui {

LaunchProblem applyLaunchChoices(WorkbenchModel& model, const LaunchChoices& choices) {
    if (!choices.puzzle.isEmpty() && !model.selectPuzzle(choices.puzzle)) return LaunchProblem::UnknownPuzzle;
    if (choices.size > 0) {
        const WorkbenchModel::SizeRange range = model.sizeRange(model.puzzle());
        if (choices.size < range.minimum || choices.size > range.maximum) return LaunchProblem::SizeOutOfRange;
        model.requestNewBoard(choices.size);
    }
    if (!choices.version.isEmpty() && !model.chooseVersion(model.puzzle(), choices.version))
        return LaunchProblem::UnknownVersion;
    if (choices.budgetSeconds > 0) model.setBudgetSeconds(choices.budgetSeconds);
    return LaunchProblem::None;
}

}  // namespace pw::ui
