#include "launcher.h"

#include <QCommandLineParser>
#include <QSaveFile>
#include <QSettings>
#include <QTimer>

#include "boards/board_view.h"
#include "language.h"
#include "panels/control_panel.h"
#include "session/solve_session.h"

namespace pw::ui {

bool parseLaunchOptions(const QStringList& arguments, LaunchOptions* options, QString* error) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("Puzzle Workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption puzzle(QStringLiteral("puzzle"), QObject::tr("Puzzle to open (queens, ...)."), QStringLiteral("id"));
    const QCommandLineOption size(QStringLiteral("size"), QObject::tr("Board size."), QStringLiteral("n"));
    const QCommandLineOption algo(QStringLiteral("algo"), QObject::tr("Algorithm version (queens.v2)."), QStringLiteral("id"));
    const QCommandLineOption run(QStringLiteral("run"), QObject::tr("Run at start: first, all, count, compare or step."), QStringLiteral("kind"));
    const QCommandLineOption steps(QStringLiteral("steps"), QObject::tr("Events to step through with --run step."), QStringLiteral("k"));
    const QCommandLineOption budget(QStringLiteral("budget"), QObject::tr("Time budget of each version in a comparison (seconds)."), QStringLiteral("seconds"));
    const QCommandLineOption lang(QStringLiteral("lang"), QObject::tr("Language: fr or en."), QStringLiteral("code"));
    const QCommandLineOption shot(QStringLiteral("screenshot"), QObject::tr("Save the window as PNG after the run, then quit."), QStringLiteral("file"));
    const QCommandLineOption presentation(QStringLiteral("presentation"), QObject::tr("Start in presentation mode (large type for a projector)."));
    const QCommandLineOption windowSize(QStringLiteral("window-size"), QObject::tr("Size of the window, such as 1280x720."), QStringLiteral("WxH"));
    parser.addOptions({puzzle, size, algo, run, steps, budget, lang, shot, presentation, windowSize});
    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();
    if (!parser.positionalArguments().isEmpty()) {
        *error = QObject::tr("unexpected argument: %1").arg(parser.positionalArguments().first());
        return false;
    }
    options->puzzle = parser.value(puzzle);
    if (parser.isSet(size)) {
        bool ok = false;
        options->size = parser.value(size).toInt(&ok);
        if (!ok || options->size < 1) {
            *error = QObject::tr("--size expects a positive whole number, not '%1'").arg(parser.value(size));
            return false;
        }
    }
    options->algorithm = parser.value(algo);
    options->run = parser.value(run);
    if (!options->run.isEmpty() && !QStringList{"first", "all", "count", "compare", "step"}.contains(options->run)) {
        *error = QObject::tr("--run expects first, all, count, compare or step, not '%1'").arg(options->run);
        return false;
    }
    if (parser.isSet(steps)) {
        bool ok = false;
        options->steps = parser.value(steps).toInt(&ok);
        if (!ok || options->steps < 1) {
            *error = QObject::tr("--steps expects a positive whole number, not '%1'").arg(parser.value(steps));
            return false;
        }
    }
    if (parser.isSet(budget)) {
        bool ok = false;
        options->budgetSeconds = parser.value(budget).toDouble(&ok);
        if (!ok || options->budgetSeconds <= 0) {
            *error = QObject::tr("--budget expects a positive number of seconds, not '%1'").arg(parser.value(budget));
            return false;
        }
    }
    options->language = parser.value(lang);
    if (!options->language.isEmpty() && options->language != QLatin1String("fr") && options->language != QLatin1String("en")) {
        *error = QObject::tr("--lang expects fr or en, not '%1'").arg(options->language);
        return false;
    }
    options->screenshot = parser.value(shot);
    options->presentation = parser.isSet(presentation);
    if (parser.isSet(windowSize)) {
        const QStringList parts = parser.value(windowSize).split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const int w = parts.size() == 2 ? parts[0].toInt(&okW) : 0, h = parts.size() == 2 ? parts[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 320 || h < 240) {
            *error = QObject::tr("--window-size expects WIDTHxHEIGHT of at least 320x240, not '%1'").arg(parser.value(windowSize));
            return false;
        }
        options->windowSize = QSize(w, h);
    }
    return true;
}

Launcher::Launcher(LaunchOptions options, QObject* parent) : QObject(parent), options_(std::move(options)) {}

Launcher::~Launcher() { delete window_; }

bool Launcher::start(QString* error) {
    const QString language =
        options_.language.isEmpty() ? QSettings().value(QStringLiteral("language")).toString() : options_.language;
    installLanguage(language);
    window_ = new MainWindow;
    connect(window_, &MainWindow::languageChangeRequested, this, &Launcher::rebuildWindow);
    if (!configureWindow(error)) return false;
    if (options_.windowSize.isValid()) window_->resize(options_.windowSize);
    else if (!options_.screenshot.isEmpty()) window_->resize(1600, 1000);
    window_->show();
    if (options_.run == QLatin1String("step")) {
        QTimer::singleShot(0, window_, [this] {
            window_->startStepping();
            stepThenScreenshot(options_.steps - 1);  // the first event shows as the run starts
        });
        return true;
    }
    if (!options_.screenshot.isEmpty()) {
        if (options_.run.isEmpty()) QTimer::singleShot(300, this, &Launcher::takeScreenshot);
        else connect(window_, &MainWindow::runFinished, this, [this] { QTimer::singleShot(300, this, &Launcher::takeScreenshot); });
    }
    if (!options_.run.isEmpty()) {
        const MainWindow::RunKind kind = options_.run == QLatin1String("first")   ? MainWindow::RunKind::First
                                         : options_.run == QLatin1String("count") ? MainWindow::RunKind::Count
                                         : options_.run == QLatin1String("compare") ? MainWindow::RunKind::Compare
                                                                                    : MainWindow::RunKind::All;
        QTimer::singleShot(0, window_, [w = window_, kind] { w->startRun(kind); });
    }
    return true;
}

bool Launcher::configureWindow(QString* error) {
    if (!options_.puzzle.isEmpty() && !window_->selectPuzzle(options_.puzzle)) {
        *error = tr("unknown puzzle '%1'").arg(options_.puzzle);
        return false;
    }
    if (options_.size > 0) {
        BoardView* b = window_->board();
        if (options_.size < b->minimumBoardSize() || options_.size > b->maximumBoardSize()) {
            *error = tr("the board size must be between %1 and %2 on screen")
                         .arg(b->minimumBoardSize())
                         .arg(b->maximumBoardSize());
            return false;
        }
        window_->setBoardSize(options_.size);
    }
    if (!options_.algorithm.isEmpty() && !window_->selectAlgorithm(options_.algorithm)) {
        *error = tr("unknown algorithm '%1' for this puzzle").arg(options_.algorithm);
        return false;
    }
    if (options_.budgetSeconds > 0) window_->controls()->setBudgetSeconds(options_.budgetSeconds);
    if (options_.presentation) window_->setPresentation(true);
    return true;
}

void Launcher::rebuildWindow(const QString& language) {
    QSettings().setValue(QStringLiteral("language"), language);
    installLanguage(language);
    // Every text of the window is set when it is built: rebuilding it in the new
    // language is simpler and surer than retranslating each widget in place.
    MainWindow* old = window_;
    old->close();  // stops a run and saves the settings the new window reads back
    window_ = new MainWindow;
    connect(window_, &MainWindow::languageChangeRequested, this, &Launcher::rebuildWindow);
    window_->show();
    old->deleteLater();
}

void Launcher::stepThenScreenshot(int remaining) {
    // One event per 20 ms: slow enough for each step to be drawn, fast for a screenshot.
    if (remaining > 0) {
        window_->session()->step();
        QTimer::singleShot(20, this, [this, remaining] { stepThenScreenshot(remaining - 1); });
    } else if (!options_.screenshot.isEmpty()) {
        QTimer::singleShot(300, this, &Launcher::takeScreenshot);
    }
}

void Launcher::takeScreenshot() {
    // Through QSaveFile, like every file the program writes: a whole picture or none.
    QSaveFile file(options_.screenshot);
    const bool ok = window_ && file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) &&
                    window_->grab().save(&file, "PNG") && file.commit();
    emit screenshotDone(ok);
}

}  // namespace pw::ui
