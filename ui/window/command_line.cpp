#include "command_line.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>

#include "all_puzzles.h"
#include "lockstep/lockstep_launch.h"
#include "model/workbench_model.h"
#include "own/source_check.h"
#include "print/paper_size.h"
#include "puzzles/all_boards.h"

namespace pw::ui {

namespace {

/// The puzzles the window can open, by registry id, in the registry's order.
QStringList puzzleIds() {
    QStringList ids;
    for (const PuzzleInfo& puzzle : builtinRegistry().puzzles())
        if (builtinBoards().find(QString::fromStdString(puzzle.id))) ids << QString::fromStdString(puzzle.id);
    return ids;
}

/// QApplication reads these options of its own (-platform offscreen, -style fusion...)
/// after the command line is read: they are accepted here, and not shown in --help.
void acceptQtOptions(QCommandLineParser& parser) {
    for (const char* name : {"platform", "platformpluginpath", "platformtheme", "plugin", "display", "style",
                             "stylesheet", "session", "qwindowgeometry", "qwindowtitle", "qwindowicon"}) {
        QCommandLineOption option(QString::fromLatin1(name), QString(), QStringLiteral("value"));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
    for (const char* name : {"reverse", "widgetcount"}) {
        QCommandLineOption option(QString::fromLatin1(name));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
}

bool positiveInt(const QString& text, int* value) {
    bool ok = false;
    *value = text.toInt(&ok);
    return ok && *value >= 1;
}

}  // namespace

CommandLine readCommandLine(const QStringList& arguments) {
    CommandLine result;
    QCommandLineParser parser;
    // Qt's own options keep their single dash (-platform); ours are long options anyway.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(
        QObject::tr("Puzzle Workbench: classic puzzles solved by successive versions of their algorithm, "
                    "step by step and compared on a chart."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QStringList ids = puzzleIds();
    const QString exampleAlgorithm =
        builtinRegistry().algorithms().empty() ? QString() : QString::fromStdString(builtinRegistry().algorithms().front().id);
    const QCommandLineOption puzzle(QStringLiteral("puzzle"),
                                    QObject::tr("Puzzle to open: %1.").arg(ids.join(QStringLiteral(", "))),
                                    QStringLiteral("id"));
    const QCommandLineOption size(QStringLiteral("size"), QObject::tr("Board size."), QStringLiteral("n"));
    const QCommandLineOption algo(
        QStringLiteral("algo"),
        QObject::tr("Algorithm version, such as %1 (puzzle-bench --list shows them all), or a version of "
                    "your own: a .cpp file.")
            .arg(exampleAlgorithm),
        QStringLiteral("id"));
    const QCommandLineOption run(QStringLiteral("run"), QObject::tr("Run at start: first, all, count, compare, step or check (a version of your own, checked, stepped to its error)."), QStringLiteral("kind"));
    const QCommandLineOption steps(QStringLiteral("steps"), QObject::tr("Events to step through with --run step."), QStringLiteral("k"));
    const QCommandLineOption budget(
        QStringLiteral("budget"),
        QObject::tr("Time budget in seconds (%1 by default) of each version in a comparison, and of the run that "
                    "--pdf or --screenshot wait for: a version stopped by it is said so in the file.")
            .arg(WorkbenchModel::kDefaultBudgetSeconds),
        QStringLiteral("seconds"));
    const QCommandLineOption lang(QStringLiteral("lang"), QObject::tr("Language: fr or en."), QStringLiteral("code"));
    const QCommandLineOption shot(QStringLiteral("screenshot"), QObject::tr("Save the window as PNG after the run, then quit."), QStringLiteral("file"));
    const QCommandLineOption presentation(QStringLiteral("presentation"), QObject::tr("Start in presentation mode (large type for a projector)."));
    const QCommandLineOption windowSize(QStringLiteral("window-size"), QObject::tr("Size of the window, such as 1280x720."), QStringLiteral("WxH"));
    const QCommandLineOption tree(QStringLiteral("tree"), QObject::tr("Show the search-tree panel."));
    const QCommandLineOption lesson(QStringLiteral("lesson"),
                                    QObject::tr("Open a lesson: a built-in one (%1) or a lesson file.")
                                        .arg(ids.join(QStringLiteral(", "))),
                                    QStringLiteral("id|file"));
    const QCommandLineOption lessonStep(QStringLiteral("lesson-step"),
                                        QObject::tr("Show this step of the lesson (from 1), its run done."),
                                        QStringLiteral("k"));
    const QCommandLineOption lessonAnswer(
        QStringLiteral("lesson-answer"),
        QObject::tr("The class's answer to the step's question (a number, a letter, row,column, or skip): with "
                    "--screenshot, the window once the run has revealed its own beside it."),
        QStringLiteral("answer"));
    const QCommandLineOption merge(
        QStringLiteral("merge"),
        QObject::tr("With --tree: the search tree of the version shown (--algo) merged with this version's (an id "
                    "or a .cpp file) on the same board: what only the first visits drawn as dashed triangles."),
        QStringLiteral("id|file"));
    const QCommandLineOption lockstep(
        QStringLiteral("lockstep"),
        QObject::tr("Two versions side by side on the board, stepped together (with --run step, --steps K events "
                    "of each)."),
        QStringLiteral("a,b"));
    const QCommandLineOption palette(
        QStringLiteral("palette"),
        QObject::tr("Colours of the window: dark or light, whatever the desktop's (the boards, the charts and the "
                    "search tree follow them)."),
        QStringLiteral("dark|light"));
    const QCommandLineOption pdf(QStringLiteral("pdf"), QObject::tr("Save the board as PDF (with its solution after --run), then quit."), QStringLiteral("file"));
    const QCommandLineOption saveRun(QStringLiteral("save-run"), QObject::tr("After --run step: save the recorded run in this file."), QStringLiteral("file"));
    const QCommandLineOption back(QStringLiteral("back"), QObject::tr("After --run step --steps K: step back J events, to event K - J."), QStringLiteral("j"));
    const QCommandLineOption openRun(QStringLiteral("open-run"), QObject::tr("Replay a saved run, without running or compiling anything."), QStringLiteral("file"));
    const QCommandLineOption at(QStringLiteral("at"), QObject::tr("With --open-run: show this event, from 1."), QStringLiteral("k"));
    const QCommandLineOption state(QStringLiteral("state"), QObject::tr("Write what is shown at the recording's cursor as JSON (event, counters, board)."), QStringLiteral("file"));
    const QCommandLineOption worksheet(QStringLiteral("worksheet"), QObject::tr("Make a worksheet of new puzzles with their answers as PDF, without the window."), QStringLiteral("file"));
    const QCommandLineOption count(QStringLiteral("count"), QObject::tr("Puzzles on the worksheet (6 by default)."), QStringLiteral("n"));
    const QCommandLineOption difficulty(QStringLiteral("difficulty"), QObject::tr("Difficulty of the worksheet's puzzles, such as expert."), QStringLiteral("level"));
    const QCommandLineOption paper(QStringLiteral("paper"), QObject::tr("Paper of the worksheet: a4 or letter (by default the locale's)."), QStringLiteral("size"));
    const QCommandLineOption seed(QStringLiteral("seed"), QObject::tr("First seed of the worksheet's puzzles, to make the same sheet again."), QStringLiteral("s"));
    const QCommandLineOption noAnswers(QStringLiteral("no-answers"), QObject::tr("Leave the answers out of the worksheet."));
    parser.addOptions({saveRun, back, openRun, at, state});
    parser.addOptions({puzzle, size, algo, run, steps, budget, lang, shot, presentation, windowSize, tree, lesson, lessonStep,
                       lessonAnswer, merge, lockstep, palette, pdf, worksheet, count, difficulty, paper, seed, noAnswers});
    acceptQtOptions(parser);

    auto fail = [&result](const QString& message) {
        result.action = CommandLine::Action::Fail;
        result.text = message;
        return result;
    };
    if (!parser.parse(arguments)) return fail(parser.errorText());
    // --help-all, which QCommandLineParser adds, would list Qt's options: the same help.
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        result.action = CommandLine::Action::PrintHelp;
        result.text = parser.helpText();
        return result;
    }
    if (parser.isSet(version)) {
        result.action = CommandLine::Action::PrintVersion;
        result.text = QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion();
        return result;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(QObject::tr("unexpected argument: %1").arg(parser.positionalArguments().first()));

    LaunchOptions& options = result.options;
    options.puzzle = parser.value(puzzle);
    if (!options.puzzle.isEmpty() && !ids.contains(options.puzzle))
        return fail(QObject::tr("unknown puzzle '%1' (%2)").arg(options.puzzle, ids.join(QStringLiteral(", "))));
    if (parser.isSet(size) && !positiveInt(parser.value(size), &options.size))
        return fail(QObject::tr("--size expects a positive whole number, not '%1'").arg(parser.value(size)));
    options.algorithm = parser.value(algo);
    if (isVersionFile(options.algorithm)) {
        // A version of the user's own: its header names its puzzle.
        const own::SourceFile source = own::readSource(options.algorithm.toStdString());
        if (source.problem == own::SourceProblem::Unreadable)
            return fail(QObject::tr("cannot read the version file '%1'").arg(options.algorithm));
        const QString puzzleOfFile = QString::fromStdString(source.puzzle);
        if (options.puzzle.isEmpty()) options.puzzle = puzzleOfFile;
        options.algorithmFile = true;
    } else if (!options.algorithm.isEmpty()) {
        const AlgorithmInfo* a = builtinRegistry().algorithm(options.algorithm.toStdString());
        if (!a || (!options.puzzle.isEmpty() && QString::fromStdString(a->puzzle) != options.puzzle))
            return fail(QObject::tr("unknown algorithm '%1' for this puzzle").arg(options.algorithm));
        if (options.puzzle.isEmpty()) options.puzzle = QString::fromStdString(a->puzzle);  // --algo alone names its puzzle
    }
    options.merge = parser.value(merge);
    if (!options.merge.isEmpty()) {
        if (isVersionFile(options.merge)) {
            if (own::readSource(options.merge.toStdString()).problem == own::SourceProblem::Unreadable)
                return fail(QObject::tr("cannot read the version file '%1'").arg(options.merge));
            options.mergeFile = true;
        } else {
            const AlgorithmInfo* b = builtinRegistry().algorithm(options.merge.toStdString());
            if (!b || (!options.puzzle.isEmpty() && QString::fromStdString(b->puzzle) != options.puzzle))
                return fail(QObject::tr("unknown algorithm '%1' for this puzzle").arg(options.merge));
        }
        if (!parser.isSet(tree)) return fail(QObject::tr("--merge shows a merged search tree: it needs --tree"));
        if (parser.isSet(run) || parser.isSet(lesson))
            return fail(QObject::tr("--merge runs both versions itself: it takes no --run or --lesson"));
    }
    if (parser.isSet(lockstep)) {
        const QString problem = readLockstepVersions(parser.value(lockstep), &options.puzzle, &options.lockstep);
        if (!problem.isEmpty()) return fail(problem);
        if ((parser.isSet(run) && parser.value(run) != QLatin1String("step")) || parser.isSet(lesson) ||
            parser.isSet(merge) || parser.isSet(saveRun) || parser.isSet(openRun) || parser.isSet(back) ||
            parser.isSet(state))
            return fail(QObject::tr("--lockstep steps both versions itself: it takes only --run step"));
    }
    options.run = parser.value(run);
    if (!options.run.isEmpty() && !QStringList{"first", "all", "count", "compare", "step", "check"}.contains(options.run))
        return fail(QObject::tr("--run expects first, all, count, compare, step or check, not '%1'").arg(options.run));
    if (parser.isSet(steps) && !positiveInt(parser.value(steps), &options.steps))
        return fail(QObject::tr("--steps expects a positive whole number, not '%1'").arg(parser.value(steps)));
    if (parser.isSet(budget)) {
        bool ok = false;
        options.budgetSeconds = parser.value(budget).toDouble(&ok);
        if (!ok || options.budgetSeconds <= 0)
            return fail(QObject::tr("--budget expects a positive number of seconds, not '%1'").arg(parser.value(budget)));
    }
    options.language = parser.value(lang);
    if (!options.language.isEmpty() && options.language != QLatin1String("fr") && options.language != QLatin1String("en"))
        return fail(QObject::tr("--lang expects fr or en, not '%1'").arg(options.language));
    options.screenshot = parser.value(shot);
    options.presentation = parser.isSet(presentation);
    options.tree = parser.isSet(tree);
    // The lesson is read when the window is built (its texts are worded in the window's
    // language); here only what needs no lesson.
    options.lesson = parser.value(lesson);
    if (parser.isSet(lessonStep) && !positiveInt(parser.value(lessonStep), &options.lessonStep))
        return fail(QObject::tr("--lesson-step expects a positive whole number, not '%1'").arg(parser.value(lessonStep)));
    if (parser.isSet(lessonStep) && options.lesson.isEmpty())
        return fail(QObject::tr("--lesson-step needs --lesson"));
    options.lessonAnswer = parser.value(lessonAnswer);
    if (parser.isSet(lessonAnswer) && options.lesson.isEmpty())
        return fail(QObject::tr("--lesson-answer needs --lesson"));
    if (!options.lesson.isEmpty() && !options.run.isEmpty())
        return fail(QObject::tr("--lesson runs what its steps say: it takes no --run"));
    if (parser.isSet(windowSize)) {
        const QStringList parts = parser.value(windowSize).split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const int w = parts.size() == 2 ? parts[0].toInt(&okW) : 0, h = parts.size() == 2 ? parts[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 320 || h < 240)
            return fail(QObject::tr("--window-size expects WIDTHxHEIGHT of at least 320x240, not '%1'").arg(parser.value(windowSize)));
        options.windowSize = QSize(w, h);
    }
    options.pdf = parser.value(pdf);
    options.palette = parser.value(palette);
    if (!options.palette.isEmpty() && options.palette != QLatin1String("dark") && options.palette != QLatin1String("light"))
        return fail(QObject::tr("--palette expects dark or light, not '%1'").arg(options.palette));
    options.saveRun = parser.value(saveRun);
    options.openRun = parser.value(openRun);
    options.state = parser.value(state);
    const bool stepping = options.run == QLatin1String("step");
    if (!options.saveRun.isEmpty() && !stepping) return fail(QObject::tr("--save-run saves a stepped run: it goes with --run step"));
    if (parser.isSet(back)) {
        if (!stepping) return fail(QObject::tr("--back steps back in a stepped run: it goes with --run step"));
        bool ok = false;
        options.back = parser.value(back).toInt(&ok);
        if (!ok || options.back < 0 || options.back >= options.steps)
            return fail(QObject::tr("--back expects a whole number from 0 to %1 (--steps less one), not '%2'")
                            .arg(options.steps - 1)
                            .arg(parser.value(back)));
    }
    if (!options.openRun.isEmpty() && (!options.run.isEmpty() || !options.lesson.isEmpty()))
        return fail(QObject::tr("--open-run replays a saved run: it takes no --run and no --lesson"));
    if (parser.isSet(at)) {
        if (options.openRun.isEmpty()) return fail(QObject::tr("--at goes with --open-run"));
        if (!positiveInt(parser.value(at), &options.at))
            return fail(QObject::tr("--at expects a positive whole number, not '%1'").arg(parser.value(at)));
    }
    if (!options.state.isEmpty() && !stepping && options.openRun.isEmpty())
        return fail(QObject::tr("--state writes a recorded run's event: it goes with --run step or --open-run"));

    const bool sheetOptions = parser.isSet(count) || parser.isSet(difficulty) || parser.isSet(paper) ||
                              parser.isSet(seed) || parser.isSet(noAnswers);
    if (!parser.isSet(worksheet)) {
        if (sheetOptions) return fail(QObject::tr("--count, --difficulty, --paper, --seed and --no-answers go with --worksheet"));
        return result;
    }
    // A worksheet needs no window: the options of the window do not go with it.
    if (!options.run.isEmpty() || !options.screenshot.isEmpty() || !options.pdf.isEmpty() || !options.algorithm.isEmpty() ||
        !options.openRun.isEmpty())
        return fail(QObject::tr("--worksheet makes a sheet without the window: --algo, --run, --open-run, --screenshot and --pdf do not go with it"));
    result.action = CommandLine::Action::Worksheet;
    result.worksheetPath = parser.value(worksheet);
    WorksheetRequest& sheet = result.worksheet;
    sheet.puzzleId = options.puzzle.isEmpty() ? QStringLiteral("sudoku") : options.puzzle;
    sheet.size = options.size;
    sheet.answers = !parser.isSet(noAnswers);
    sheet.level = parser.value(difficulty);
    if (sheet.level.isEmpty()) {
        // The middle level, as the dialog offers first.
        const QStringList levels = levelIds(sheet.puzzleId).split(QStringLiteral(", "), Qt::SkipEmptyParts);
        if (!levels.isEmpty()) sheet.level = levels[(levels.size() - 1) / 2];
    }
    if (parser.isSet(count) && !positiveInt(parser.value(count), &sheet.count))
        return fail(QObject::tr("--count expects a positive whole number, not '%1'").arg(parser.value(count)));
    if (parser.isSet(seed)) {
        bool ok = false;
        sheet.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) return fail(QObject::tr("--seed expects a whole number, not '%1'").arg(parser.value(seed)));
    } else {
        sheet.seed = QRandomGenerator::global()->generate64() >> 16;  // a new sheet each time
    }
    result.paper = defaultPaperSize();
    if (parser.isSet(paper)) {
        const QString name = parser.value(paper).toLower();
        if (name != QLatin1String("a4") && name != QLatin1String("letter"))
            return fail(QObject::tr("--paper expects a4 or letter, not '%1'").arg(parser.value(paper)));
        result.paper = name == QLatin1String("a4") ? QPageSize::A4 : QPageSize::Letter;
    }
    QString problem;
    if (!checkWorksheetRequest(sheet, &problem)) return fail(problem);
    return result;
}

bool parseLaunchOptions(const QStringList& arguments, LaunchOptions* options, QString* error) {
    const CommandLine command = readCommandLine(arguments);
    if (command.action == CommandLine::Action::Fail) {
        *error = command.text;
        return false;
    }
    *options = command.options;
    return true;
}

bool isVersionFile(const QString& algorithm) {
    return algorithm.contains(QLatin1Char('/')) || algorithm.endsWith(QLatin1String(".cpp")) ||
           algorithm.endsWith(QLatin1String(".cc")) || algorithm.endsWith(QLatin1String(".cxx"));
}

QString languageArgument(const QStringList& arguments) {
    // The last --lang wins, as in QCommandLineParser; "--lang=fr" and "--lang fr".
    QString language;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if ((a == QLatin1String("--lang") || a == QLatin1String("-lang")) && i + 1 < arguments.size()) language = arguments[++i];
        else if (a.startsWith(QLatin1String("--lang="))) language = a.mid(7);
    }
    return language;
}

}  // namespace pw::ui
