#include "own_choices.h"

#include "workbench_model.h"

namespace pw::ui {

bool chooseOpenedVersion(WorkbenchModel& model, const AlgorithmInfo& version) {
    const QString puzzle = QString::fromStdString(version.puzzle);
    // Another puzzle's file: its board comes first, then the file is the version chosen.
    if (!puzzle.isEmpty() && model.hasPuzzle(puzzle)) model.selectPuzzle(puzzle);
    return model.chooseVersion(model.puzzle(), QString::fromStdString(version.id));
}

}  // namespace pw::ui
