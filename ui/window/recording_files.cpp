// RecordingController's files: File › Save the run… and Open a run…, the run file's
// content from what the window shows, --state's JSON and the event at the cursor on paper.
#include <QFileDialog>
#include <QMessageBox>

#include "all_puzzles.h"
#include "document_controller.h"
#include "model/run_cursor.h"
#include "model/workbench_model.h"
#include "panels/pseudocode_view.h"
#include "recording_controller.h"
#include "run_controller.h"
#include "session/solve_session.h"
#include "text/number_text.h"
#include "timeline/run_file_io.h"
#include "timeline/timeline_panel.h"
#include "tree/search_tree_panel.h"

namespace pw::ui {

std::optional<RecordedRun> RecordingController::recordedRun() const {
    const auto& recording = cursor()->recording();
    if (!recording || cursor()->empty()) return std::nullopt;
    RecordedRun run;
    if (openedRun_) {
        run.puzzle = openedRun_->puzzle;
        run.version = openedRun_->version;
        run.title = openedRun_->title;
        run.source = openedRun_->source;
        run.counterNames = openedRun_->counterNames;
        run.instance = openedRun_->instance;
        run.mode = openedRun_->mode;
        run.stats = openedRun_->stats;
        run.extraValid = openedRun_->extraValid;
    } else {
        if (!algorithm_) return std::nullopt;
        const AlgorithmInfo& a = *algorithm_;
        run.puzzle = a.puzzle;
        run.version = a.file.empty() ? a.id : RecordedRun::kOwnVersion;
        run.title = a.title;
        if (!a.file.empty())
            for (const std::string& line : a.pseudocode) run.source += line + '\n';
        run.counterNames = a.counterNames;
        run.instance = instance_;
        run.mode = mode_;
        const std::vector<RunView>& runs = parts_.session->runs();
        if (runs.size() == 1 && runs.front().algorithm == algorithm_) {
            run.stats = runs.front().stats;
            run.extraValid = runs.front().extraValid;
        }
    }
    run.recording = recording->copy();
    if (!openedRun_ && !run.recording.end().over) {
        // Saved while it goes on: as far as it went.
        RecordingEnd end = run.recording.end();
        end.capped = parts_.session->recordingCapped();
        run.recording.setEnd(end);
    }
    return run;
}

bool RecordingController::saveRun(const QString& path, QString* error) {
    const std::optional<RecordedRun> run = recordedRun();
    if (!run) {
        if (error) *error = tr("No run is recorded: Step or Play a version first.");
        return false;
    }
    return saveRunFile(path, *run, error);
}

void RecordingController::saveRunAs() {
    if (cursor()->empty()) return;
    const QString path = QFileDialog::getSaveFileName(parts_.window, tr("Save the run"), QStringLiteral("run.pwrun"),
                                                      tr("Recorded runs (*.pwrun);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!saveRun(path, &error)) QMessageBox::warning(parts_.window, tr("Save the run"), error);
}

void RecordingController::openRunFromDialog() {
    const QString path = QFileDialog::getOpenFileName(parts_.window, tr("Open a run"), QString(),
                                                      tr("Recorded runs (*.pwrun);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!openRun(path, &error) && !error.isEmpty()) QMessageBox::warning(parts_.window, tr("Open a run"), error);
}

bool RecordingController::openRun(const QString& path, QString* error, std::optional<std::uint64_t> at) {
    std::optional<RecordedRun> run = openRunFile(path, error);
    if (!run) return false;
    const PuzzleInfo* puzzle = builtinRegistry().puzzle(run->puzzle);
    const QString text = QString::fromStdString(puzzle->formatInstance(run->instance));
    parts_.session->stop();
    if (!parts_.documents->openSample(QString::fromStdString(run->puzzle), text)) {
        if (error) error->clear();  // the user kept the board that was there, or was told why
        return false;
    }
    if (!run->isOwn()) parts_.model->chooseVersion(QString::fromStdString(run->puzzle), QString::fromStdString(run->version));
    parts_.runs->clearViews();
    // Replayed without the file or a compiler: the student's lines are the saved source.
    const AlgorithmInfo* builtin = run->isOwn() ? nullptr : builtinRegistry().algorithm(run->version);
    if (run->isOwn()) {
        AlgorithmInfo own;
        own.id = RecordedRun::kOwnVersion;
        own.puzzle = run->puzzle;
        own.title = run->title;
        own.pseudocode = run->sourceLines();
        own.counterNames = run->counterNames;
        own.file = run->title;
        opened_ = std::move(own);
        parts_.pseudocode->showAlgorithm(&*opened_);
    } else {
        parts_.pseudocode->showAlgorithm(builtin);
    }
    algorithm_ = builtin;
    instance_ = run->instance;
    mode_ = run->mode;
    auto recording = std::make_shared<SharedRecording>(std::move(run->recording));
    run->recording = Recording();
    openedRun_ = std::move(run);
    parts_.tree->startRun();
    std::vector<TreeRecord> log;
    recording->read([&](const Recording& r) { r.treeLog(0, r.size(), log, true); });
    parts_.tree->append(log);
    parts_.tree->setRecorded(true);
    parts_.timeline->show();
    cursor()->setRecording(recording, false);
    cursor()->moveTo(at.value_or(0));
    if (!cursor()->empty()) showMoment();
    refreshNote();
    parts_.runs->refreshButtons();
    return true;
}

std::optional<PaperFrame> RecordingController::paperFrame() const {
    if (!isWatching()) return std::nullopt;
    const RecordedMoment& m = cursor()->moment();
    return PaperFrame{m.event, m.state,
                      tr("event %1 of %2").arg(formatCount(m.index + 1), formatCount(cursor()->size()))};
}

QByteArray RecordingController::stateJson() const {
    if (cursor()->empty()) return {};
    return ui::stateJson(cursor()->moment(), cursor()->size(), counterNames());
}

}  // namespace pw::ui
