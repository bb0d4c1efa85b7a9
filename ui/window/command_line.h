#pragma once
/// The command line of puzzle-workbench:
///   puzzle-workbench [--puzzle ID] [--size N] [--algo ID] [--run first|all|count|compare|step|check]
///                    [--steps K] [--budget SECONDS] [--lang fr|en] [--presentation]
///                    [--tree [--merge ID|FILE]] [--lockstep A,B] [--window-size WxH] [--lesson ID|FILE [--lesson-step K] [--lesson-answer A]] [--palette dark|light]
///                    [--save-run FILE] [--back J] [--open-run FILE [--at K]] [--state FILE]
///                    [--screenshot FILE] [--pdf FILE] [--help] [--version]
///   puzzle-workbench --worksheet FILE.pdf [--puzzle ID] [--count N] [--difficulty LEVEL]
///                    [--size N] [--paper a4|letter] [--seed S] [--no-answers] [--lang fr|en]
/// It is read with a QCoreApplication only, before any GUI object needs a display, so
/// --help, --version and a mistake work on a machine with none. The puzzle ids and the
/// versions are checked against the registry here; the size, which depends on the
/// board, is checked when the window is built.
#include <QPageSize>
#include <QSize>
#include <QString>
#include <QStringList>

#include "print/worksheet_job.h"

namespace pw::ui {

struct LaunchOptions {
    QString puzzle;
    int size = 0;
    QString algorithm;
    bool algorithmFile = false;  ///< `algorithm` is a version of the user's own: a .cpp file
    QString run;  ///< "", first, all, count, compare, step or check
    int steps = 25;
    double budgetSeconds = 0;
    QString language;  ///< empty: the saved choice, else the system's
    QString screenshot;
    bool presentation = false;  ///< start in presentation mode (large type)
    bool tree = false;          ///< show the search-tree panel
    QSize windowSize;           ///< the window's size; invalid: the saved one (1600×1000 for a screenshot)
    QString lesson;             ///< a built-in lesson's id or a lesson file; empty: none
    int lessonStep = 1;         ///< the step to show, from 1
    /// The class's answer to the step's question (a number, a letter, "row,column", or
    /// "skip"): entered when the question is asked, the screenshot taken once the run has
    /// revealed its own. Empty: the screenshot shows the question, asked.
    QString lessonAnswer;
    QString pdf;                ///< the board (and its solution, after --run) saved as PDF, then quit
    QString merge;              ///< with --tree: the version whose tree is merged with the shown one's
    bool mergeFile = false;     ///< `merge` is a .cpp file
    QStringList lockstep;       ///< two versions shown side by side, stepped together (lockstep/lockstep_launch.h)
    QString palette;            ///< "dark" or "light" (app_palette.h); empty: the desktop's
    QString saveRun;            ///< after --run step: the recorded run saved here
    int back = 0;               ///< after --run step --steps K: the cursor ends on event K − back
    QString openRun;            ///< a saved run, replayed from its event `at`
    int at = 1;                 ///< the event --open-run shows, from 1
    QString state;              ///< what the cursor shows, as JSON (event, counters, board)
};

/// What the command line asks for: start the window, make a worksheet without one, or
/// print a text and exit.
struct CommandLine {
    enum class Action { Start, Worksheet, PrintHelp, PrintVersion, Fail };
    Action action = Action::Start;
    LaunchOptions options;
    /// --worksheet: the sheet (checked against the puzzle's maker), its file and paper.
    WorksheetRequest worksheet;
    QString worksheetPath;
    QPageSize::PageSizeId paper = QPageSize::A4;
    QString text;  ///< the help, the version line, or the error message (one line)
};

/// Reads the arguments (the program's name first). Needs a QCoreApplication; the
/// texts are in the language installed at the time.
CommandLine readCommandLine(const QStringList& arguments);

/// The options alone: false with a one-line message on a mistake.
bool parseLaunchOptions(const QStringList& arguments, LaunchOptions* options, QString* error);

/// True when an --algo value names a file (a version of the user's own) rather than a
/// version of the registry: it ends in .cpp, .cc or .cxx, or holds a slash.
bool isVersionFile(const QString& algorithm);

/// The value of --lang, read before the rest so that --help is already in that language.
QString languageArgument(const QStringList& arguments);

}  // namespace pw::ui
