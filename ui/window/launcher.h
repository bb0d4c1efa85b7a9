#pragma once
/// Starts the workbench from its command line:
///   puzzle-workbench [--puzzle ID] [--size N] [--algo ID] [--run first|all|count|compare|step]
///                    [--steps K] [--budget SECONDS] [--lang fr|en] [--presentation]
///                    [--tree] [--screenshot FILE]
/// `--run step` starts a traced run and lets K events through (25 by default), so a
/// screenshot shows a search mid-way; `--tree` shows the search-tree panel beside it.
/// With --screenshot the window is shown (offscreen works), the run is done, the window
/// is saved as PNG and the program quits. A language chosen in the View menu rebuilds
/// the window in that language.
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "main_window.h"

namespace pw::ui {

struct LaunchOptions {
    QString puzzle;
    int size = 0;
    QString algorithm;
    QString run;  ///< "", first, all, count, compare or step
    int steps = 25;
    double budgetSeconds = 0;
    QString language;  ///< empty: the saved choice, else the system's
    QString screenshot;
    bool presentation = false;  ///< start in presentation mode (large type)
    bool tree = false;          ///< show the search-tree panel
};

/// Parses the arguments; on an error returns false with a message for the user.
bool parseLaunchOptions(const QStringList& arguments, LaunchOptions* options, QString* error);

class Launcher final : public QObject {
    Q_OBJECT
public:
    explicit Launcher(LaunchOptions options, QObject* parent = nullptr);
    ~Launcher() override;
    /// Shows the window and starts what the options ask; returns false on a bad option.
    bool start(QString* error);
    MainWindow* window() const { return window_; }

signals:
    /// The screenshot was written (or could not be): the program should exit.
    void screenshotDone(bool ok);

private:
    bool configureWindow(QString* error);
    void rebuildWindow(const QString& language);
    void takeScreenshot();
    void stepThenScreenshot(int remaining);

    LaunchOptions options_;
    QPointer<MainWindow> window_;
};

}  // namespace pw::ui
