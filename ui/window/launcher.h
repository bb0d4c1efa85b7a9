#pragma once
/// Starts the workbench from its command line (command_line.h): shows the window and
/// starts what the options ask. `--run step` starts a traced run and lets K events
/// through (25 by default), so a screenshot shows a search mid-way; `--tree` shows the
/// search-tree panel beside it.
/// With --screenshot or --pdf the window is shown (offscreen works), the run is done, the
/// board is saved as PDF (with the solution the run found, print_controller.h) and the
/// window as PNG, and the program quits. The run has a time budget (--budget, 10 s by
/// default): a version that cannot finish on the board within it is stopped, the files
/// say so, and `outputNote` names a version that finishes there (budget_suggestion.h),
/// so the program always ends. Its size is --window-size (1920×1000 when not
/// given, 1920×1080 with --tree), so screenshots of a projector's 1280×720 can be taken
/// offscreen. `--lesson` opens a lesson at `--lesson-step` (its run done before the
/// screenshot). A language chosen in the View menu rebuilds the window in that language.
/// A stepped run is recorded: `--back J` ends it J events back, `--save-run` saves it,
/// `--open-run FILE --at K` replays a saved one at its event K, and `--state` writes
/// what the cursor shows as JSON; each before the screenshot and the PDF.
#include <QObject>
#include <QPointer>

#include "command_line.h"
#include "main_window.h"

namespace pw::ui {

class Launcher final : public QObject {
    Q_OBJECT
public:
    explicit Launcher(LaunchOptions options, QObject* parent = nullptr);
    ~Launcher() override;
    /// Shows the window and starts what the options ask; returns false on a bad option.
    bool start(QString* error);
    MainWindow* window() const { return window_; }

    /// Why the last file asked for (--pdf, --screenshot) was not written.
    const QString& outputError() const { return outputError_; }
    /// What the user should know of files that were written: the run was stopped by its
    /// budget, and which version finishes on this board. Empty when the run finished.
    const QString& outputNote() const { return outputNote_; }

signals:
    /// The files asked for (--pdf, --screenshot) were written, or one could not be (its
    /// reason in `outputError`): the program should exit.
    void outputsDone(bool ok);

private:
    bool configureWindow(QString* error);
    /// --lesson: opens it at --lesson-step; the screenshot waits for that step's run.
    bool startLesson(QString* error);
    /// --merge: the tree of the version shown merged with another's, then the outputs.
    bool startMerge(QString* error);
    void rebuildWindow(const QString& language);
    bool wantsOutputs() const {
        return !options_.screenshot.isEmpty() || !options_.pdf.isEmpty() || !options_.saveRun.isEmpty() ||
               !options_.state.isEmpty();
    }
    /// The run asked for ended: the outputs are written, after looking for a version
    /// that finishes when the budget stopped it.
    void runEnded();
    /// --open-run: the saved run, at its event --at.
    bool startReplay(QString* error);
    /// The K events of --run step are through (or the run ended first): --back, then the files.
    void steppingDone();
    /// The board as PDF, then the window as PNG, as asked.
    void writeOutputs();
    void waitForSteps();

    LaunchOptions options_;
    QPointer<MainWindow> window_;
    QString outputError_;
    QString outputNote_;
    QString pdfNote_;  ///< the PDF's line under the puzzle's name, when the budget stopped the run
};

}  // namespace pw::ui
