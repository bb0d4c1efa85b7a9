// Check my version in the window: the button under Solve (and Ctrl+F5) checks the
// chosen file version on the board shown; its first error is named on its line in the
// Compiler dock, in English and in French; a click lights the line, and Step to it
// steps the version to the event where it went wrong. A correct example gets "no error
// found" with its timed run's counters; a file's warnings show in the same dock. What
// the sandbox refuses reads in both languages too.
#include <QAction>
#include <QDockWidget>
#include <QSignalSpy>

#include <gtest/gtest.h>

#include "all_puzzles.h"
#include "boards/board_view.h"
#include "french_text.h"
#include "own/check_result_view.h"
#include "own/checked_run_text.h"
#include "own/compiler_panel.h"
#include "own/file_version.h"
#include "own/own_version_text.h"
#include "own/protocol.h"
#include "own/toolchain.h"
#include "panels/control_panel.h"
#include "panels/counters_panel.h"
#include "panels/pseudocode_view.h"
#include "session/solve_session.h"
#include "window/checked_run_controller.h"
#include "window/language.h"
#include "window/main_window.h"
#include "window/own_version_controller.h"

namespace pw::ui {
namespace {

QString fixture(const char* name) { return QStringLiteral(PW_TEST_FIXTURES "/checked/") + QLatin1String(name); }

QString example(const char* name) {
    return QString::fromStdString(own::toolchain().examplesDir()) + QLatin1Char('/') + QLatin1String(name);
}

// The line of the pseudo-code view that is lit (bold), or -1.
int litLine(const PseudocodeView* view) {
    for (int i = 0; i < view->count(); ++i)
        if (view->item(i)->font().bold()) return i;
    return -1;
}

struct French {
    French() { EXPECT_EQ(installLanguage(QStringLiteral("fr")), QStringLiteral("fr")); }
    ~French() { installLanguage(QStringLiteral("en")); }
};

TEST(CheckedRun, WindowNamesTheLineAndStepsToIt) {
    MainWindow window;
    ASSERT_TRUE(window.openVersion(fixture("null_write.cpp"), true));
    window.setBoardSize(8);
    CheckedRunController* checks = window.checkedRuns();
    EXPECT_TRUE(checks->action()->isVisible());  // a version of the user's own is chosen
    EXPECT_EQ(checks->action()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_F5));
    ASSERT_TRUE(checks->check(true));
    EXPECT_EQ(checks->lastSentence(), QStringLiteral("line 8 of your file: writes through a null pointer (`counts[c]`)."));
    EXPECT_TRUE(window.ownVersions()->dock()->isVisibleTo(&window));
    EXPECT_EQ(checks->view()->sentence(), checks->lastSentence());
    EXPECT_EQ(checks->view()->line(), 8);
    EXPECT_TRUE(checks->view()->canStep());
    EXPECT_EQ(litLine(window.pseudocode()), 7);  // the file's line 8
    // -O2 made a warning of it: the compile's warning is in the dock, as a warning.
    const QStringList messages = window.ownVersions()->panel()->messages();
    ASSERT_FALSE(messages.isEmpty());
    EXPECT_TRUE(messages.front().contains(QStringLiteral("null_write.cpp:8:"))) << messages.front().toStdString();
    EXPECT_TRUE(messages.front().contains(QStringLiteral(": warning: "))) << messages.front().toStdString();

    // A click elsewhere, then on the sentence: its line again.
    window.pseudocode()->highlightLine(2, false);
    emit checks->view()->lineActivated(checks->view()->line());
    EXPECT_EQ(litLine(window.pseudocode()), 7);

    // Step to it: the stepped run holds at the event the check counted, place(1, 2), the
    // board as it was then and the error's line lit.
    QSignalSpy reached(checks, &CheckedRunController::steppedToError);
    ASSERT_TRUE(checks->stepToError());
    ASSERT_TRUE(reached.wait(30000));
    const std::optional<TraceFrame>& frame = window.session()->frame();
    ASSERT_TRUE(frame.has_value());
    EXPECT_EQ(frame->serial, checks->lastReport().events);
    EXPECT_EQ(frame->event.kind, EventKind::Place);
    EXPECT_EQ(frame->event.cell, 1 * 8 + 2);
    EXPECT_EQ(litLine(window.pseudocode()), 7);
    EXPECT_TRUE(window.session()->isRunning());  // held there; Step goes on from it
    window.session()->stop();
}

TEST(CheckedRun, CorrectExampleFindsNoErrorWithItsTimedCounters) {
    MainWindow window;
    ASSERT_TRUE(window.openVersion(example("queens_v2.cpp"), true));
    window.setBoardSize(8);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(RunKind::All);
    ASSERT_TRUE(done.wait(30000));
    const Stats timed = window.session()->runs().back().stats;
    ASSERT_TRUE(window.checkedRuns()->check(true));
    const own::CheckReport& report = window.checkedRuns()->lastReport();
    EXPECT_EQ(report.outcome, own::CheckOutcome::NoError);
    EXPECT_EQ(report.result.stats.nodes, timed.nodes);
    EXPECT_EQ(report.result.stats.checks, timed.checks);
    EXPECT_EQ(report.result.stats.solutions, timed.solutions);
    EXPECT_EQ(window.checkedRuns()->lastSentence(),
              QStringLiteral("No error found: 15,720 nodes and 92 solutions, as in the timed run."));
    EXPECT_FALSE(window.checkedRuns()->view()->canStep());
}

TEST(CheckedRun, ABuiltInVersionHasNoCheck) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("queens")));
    window.selectAlgorithm(QStringLiteral("queens.v2"));
    EXPECT_FALSE(window.checkedRuns()->action()->isVisible());
    EXPECT_FALSE(window.checkedRuns()->check(true));
}

// Each fixture's bug, checked once, worded in English and in French.
TEST(CheckedRun, EachBugReadsInBothLanguages) {
    struct Case {
        const char* file;
        const char* english;
        const char* french;
    };
    const Case cases[] = {
        {"null_write.cpp", "line 8 of your file: writes through a null pointer (`counts[c]`).",
         "ligne 8 de votre fichier\u00a0: écrit à travers un pointeur nul (`counts[c]`)."},
        {"out_of_bounds.cpp", "line 14 of your file: reads `rows[8]`, past the end of an array of 8.",
         "ligne 14 de votre fichier\u00a0: lit `rows[8]`, après la fin d’un tableau de 8."},
        {"use_after_free.cpp", "line 21 of your file: uses memory already freed at line 19 (`rows[0]`).",
         "ligne 21 de votre fichier\u00a0: se sert d’une mémoire déjà libérée à la ligne 19 (`rows[0]`)."},
        {"int_overflow.cpp", "line 5 of your file: `int` overflow in `a * b`.",
         "ligne 5 de votre fichier\u00a0: dépassement de capacité d’un `int` dans `a * b`."},
        {"uninitialised.cpp", "line 18 of your file: uses `placed`, which was never given a value (declared at line 9).",
         "ligne 18 de votre fichier\u00a0: se sert de `placed`, qui n’a jamais reçu de valeur (déclarée à la ligne 9)."},
    };
    const Instance eight = *builtinRegistry().puzzle("queens")->makeInstance({.size = 8});
    for (const Case& c : cases) {
        if (std::string(c.file) == "uninitialised.cpp" && !own::memcheckAvailable()) continue;
        auto version = own::FileVersion::create(fixture(c.file).toStdString(), {});
        ASSERT_TRUE(version->compile().ok()) << c.file;
        own::CheckSettings settings;
        settings.budgetSeconds = 60;
        const own::CheckReport report = version->check(eight, {Mode::All}, settings);
        ASSERT_EQ(report.outcome, own::CheckOutcome::Found) << c.file;
        EXPECT_EQ(CheckedRunText::report(*version, report), QString::fromUtf8(c.english)) << c.file;
        French french;
        EXPECT_EQ(CheckedRunText::report(*version, report), QString::fromUtf8(c.french)) << c.file;
    }
}

// Every sentence of a check, in French: each kind of finding with and without its
// details, each outcome.
TEST(CheckedRun, EverySentenceReadsInFrench) {
    French french;
    test::FrenchTextCheck check{QStringLiteral(PW_SOURCE_DIR "/translations/puzzle-workbench_fr.ts")};
    ASSERT_TRUE(check.loaded());
    auto version = own::FileVersion::create("/tmp/ma_version.cpp", {});
    for (int k = 0; k <= static_cast<int>(own::FindingKind::Other); ++k)
        for (int a = 0; a <= static_cast<int>(own::Access::Write); ++a)
            for (bool details : {false, true}) {
                own::ToolFinding f;
                f.kind = static_cast<own::FindingKind>(k);
                f.access = static_cast<own::Access>(a);
                f.line = details ? 12 : 0;
                f.function = "chercher";
                f.otherLine = details ? 9 : 0;
                f.index = details ? -1 : 8;
                f.count = 8;
                f.bytes = 32;
                f.offset = details ? -4 : 0;
                f.variable = details ? "lignes" : "";
                f.expression = details ? "lignes[c]" : "";
                f.region = details ? own::Region::Heap : own::Region::Stack;
                f.type = "int";
                f.operands = "1 + 2";
                f.message = "AddressSanitizer: unknown-crash";
                check.check(CheckedRunText::finding(f, {}), QStringLiteral("finding %1/%2/%3").arg(k).arg(a).arg(details));
            }
    for (int o = 0; o <= static_cast<int>(own::CheckOutcome::SanitizersMissing); ++o)
        for (int m = 0; m <= static_cast<int>(own::MemcheckState::Failed); ++m) {
            own::CheckReport report;
            report.outcome = static_cast<own::CheckOutcome>(o);
            report.memcheck = static_cast<own::MemcheckState>(m);
            report.finding = own::ToolFinding{};
            report.run.end = own::RunEnd::Forbidden;
            report.compile.outcome = own::CompileOutcome::CompilerMissing;
            check.check(CheckedRunText::report(*version, report), QStringLiteral("outcome %1/%2").arg(o).arg(m));
        }
    check.check(CheckedRunText::checking(QStringLiteral("/tmp/ma_version.cpp")), QStringLiteral("checking"));
    for (const std::string& f : check.failures()) ADD_FAILURE() << f;
    EXPECT_GT(check.checked(), 60);
}

// What the sandbox refuses, as the dock and the status bar say it, in both languages.
TEST(Sandbox, RefusalsReadInBothLanguages) {
    using F = own::wire::Forbidden;
    auto refused = [](F what, int figure, bool write, const char* path) {
        own::RunReport r;
        r.end = own::RunEnd::Forbidden;
        r.forbidden = static_cast<int>(what);
        r.figures[0] = figure;
        r.forbiddenWrite = write;
        r.text = path;
        return r;
    };
    own::RunReport memory;
    memory.end = own::RunEnd::OutOfMemory;
    memory.nullAllocation = true;
    own::RunReport cpu;
    cpu.end = own::RunEnd::CpuLimit;
    const std::pair<own::RunReport, std::pair<const char*, const char*>> cases[] = {
        {refused(F::Process, 0, false, ""),
         {"Your version tried to start a new process (fork): a version runs alone.",
          "Votre version a essayé de lancer un nouveau processus (fork) : une version s’exécute seule."}},
        {refused(F::Exec, 0, false, ""),
         {"Your version tried to run another program (exec): a version runs alone.",
          "Votre version a essayé de lancer un autre programme (exec) : une version s’exécute seule."}},
        {refused(F::Thread, 16, false, ""),
         {"Your version started more than 16 threads at once: a version may run 16.",
          "Votre version a lancé plus de 16 fils d’exécution à la fois : une version peut en avoir 16."}},
        {refused(F::Socket, 0, false, ""),
         {"Your version tried to open a connection (socket): a version has no network.",
          "Votre version a essayé d’ouvrir une connexion (socket) : une version n’a pas de réseau."}},
        {refused(F::File, 0, true, "/home/eleve/resultats.txt"),
         {"Your version tried to write /home/eleve/resultats.txt: a version may write files only in its private /tmp.",
          "Votre version a essayé d’écrire /home/eleve/resultats.txt : une version ne peut écrire de fichiers que dans "
          "son /tmp privé."}},
        {refused(F::File, 0, false, "/etc/passwd"),
         {"Your version tried to open /etc/passwd: a version sees only /usr and its private /tmp.",
          "Votre version a essayé d’ouvrir /etc/passwd : une version ne voit que /usr et son /tmp privé."}},
        {refused(F::Call, -1, false, ""),
         {"Your version made a call the sandbox refuses (a new process, another program or a connection).",
          "Votre version a fait un appel que le bac à sable refuse (un nouveau processus, un autre programme ou une "
          "connexion)."}},
        {memory,
         {"Your version ran out of memory: it may use 1024 MiB; an allocation gave it a null pointer, which it then used.",
          "Votre version a manqué de mémoire : elle peut en utiliser 1024 Mio ; une allocation lui a donné un pointeur "
          "nul, dont elle s’est servie ensuite."}},
        {cpu,
         {"Your version ran out of time: it may use 600 seconds of processor time.",
          "Votre version a manqué de temps : elle peut utiliser 600 secondes de processeur."}},
    };
    for (const auto& [report, sentences] : cases) EXPECT_EQ(OwnVersionText::runEnd(report), QString::fromUtf8(sentences.first));
    French french;
    for (const auto& [report, sentences] : cases) EXPECT_EQ(OwnVersionText::runEnd(report), QString::fromUtf8(sentences.second));
}

}  // namespace
}  // namespace pw::ui
