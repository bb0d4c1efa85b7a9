#pragma once
/// The command line's side-by-side comparison: `puzzle-workbench --lockstep A,B
/// [--run step --steps K] [--screenshot FILE]` opens Compare › Side by side with versions
/// A and B on the window's board and lets K events of each through (the first shows as
/// the runs start, as with --run step), then the outputs are written.
#include <QString>
#include <QStringList>

#include <functional>

namespace pw::ui {

class MainWindow;

/// Reads --lockstep's value: two built-in versions of one puzzle, "queens.v1,queens.v2".
/// Sets `puzzle` when it is empty; answers an error sentence, or an empty string.
QString readLockstepVersions(const QString& value, QString* puzzle, QStringList* ids);

/// Opens the side-by-side dock of `window` with `ids`, steps it to `events` events of
/// each run, then calls `done` (once both are held there).
bool startLockstep(MainWindow* window, const QStringList& ids, int events, std::function<void()> done,
                   QString* error);

}  // namespace pw::ui
