#pragma once
/// What the command line chooses of the workbench's state (`--puzzle`, `--size`, `--algo`
/// with a registry id, `--budget`), applied to the model in the order a user would
/// choose them: the puzzle, a new board of that size, the version, the budget. A
/// version of the user's own (`--algo FILE.cpp`) is opened by the window instead.
#include <QString>

namespace pw::ui {

class WorkbenchModel;

struct LaunchChoices {
    QString puzzle = {};   ///< empty: the puzzle shown stays
    int size = 0;          ///< 0: the board stays
    QString version = {};  ///< a registry id; empty: the version chosen stays
    double budgetSeconds = 0;  ///< 0: the budget stays
};

/// What the command line asked that the model refused; the launcher words it.
enum class LaunchProblem { None, UnknownPuzzle, SizeOutOfRange, UnknownVersion };

/// Applies the choices up to the first one refused.
LaunchProblem applyLaunchChoices(WorkbenchModel& model, const LaunchChoices& choices);

}  // namespace pw::ui
