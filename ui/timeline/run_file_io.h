#pragma once
/// A recorded run to and from its file (core/run_file.h), the way the window and the
/// command line need it: written whole through QSaveFile, read with a size cap first,
/// and a reader's error worded as one sentence that names the file and the byte. Also
/// the `--state` JSON of what the cursor shows.
#include <QCoreApplication>
#include <QString>

#include <optional>

#include "core/recorded_run.h"
#include "core/run_file.h"

namespace pw::ui {

/// False, with a sentence in `error`, when the file could not be written.
bool saveRunFile(const QString& path, const RecordedRun& run, QString* error);
/// The run the file holds, or nothing with one sentence in `error` (the file, the byte,
/// the section and what was wrong).
std::optional<RecordedRun> openRunFile(const QString& path, QString* error);
/// A reader's error in the user's language, for `path`.
QString runFileErrorText(const RunFileError& error, const QString& path);

/// What the cursor shows as JSON: `event` (its number, from 1), `events` (how many are
/// recorded), `counters` (named as puzzle-bench names them: nodes, checks, solutions,
/// prunes and the version's own) and `board` (the cells of the state, as a solution's).
QByteArray stateJson(const RecordedMoment& moment, std::uint64_t events, const std::vector<std::string>& counterNames);

class RunFileText {
    Q_DECLARE_TR_FUNCTIONS(RunFileText)
};

}  // namespace pw::ui
