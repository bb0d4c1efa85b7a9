// A version of the user's own in the window: opened from its file, it stands in its
// puzzle's version list as "mine: file.cpp", steps with its own lines lit and its tree
// grown, is compared with the best built-in version, is rebuilt when saved, and a file
// that does not compile lists its errors with file and line. Where the sandbox cannot
// start, the window asks before running a file without it.
#include <QDockWidget>
#include <QFile>
#include <QListWidget>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include "boards/board_view.h"
#include "model/workbench_model.h"
#include "own/compiler_panel.h"
#include "own/own_version_library.h"
#include "own/sandbox.h"
#include "own/toolchain.h"
#include "panels/control_panel.h"
#include "panels/pseudocode_view.h"
#include "session/solve_session.h"
#include "text/registry_text.h"
#include "tree/search_tree_panel.h"
#include "tree/tree_builder.h"
#include "french_text.h"
#include "own/own_version_text.h"
#include "own/best_builtin.h"
#include "all_puzzles.h"
#include "window/language.h"
#include "window/main_window.h"
#include "window/own_version_controller.h"

namespace pw::ui {
namespace {

QString example(const char* name) {
    return QString::fromStdString(own::toolchain().examplesDir()) + QLatin1Char('/') + QLatin1String(name);
}

bool write(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}

// The line of the pseudo-code view that is lit (bold), or -1.
int litLine(const PseudocodeView* view) {
    for (int i = 0; i < view->count(); ++i)
        if (view->item(i)->font().bold()) return i;
    return -1;
}

TEST(OwnVersion, WindowStepsAFileWithItsOwnLinesLit) {
    MainWindow window;
    ASSERT_TRUE(window.selectPuzzle(QStringLiteral("magic")));  // the file's puzzle comes first
    ASSERT_TRUE(window.openVersion(example("queens_v2.cpp"), true));
    ASSERT_EQ(window.board()->puzzleId(), QStringLiteral("queens"));
    const AlgorithmInfo* mine = window.model()->version();
    ASSERT_NE(mine, nullptr);
    EXPECT_FALSE(mine->file.empty());
    EXPECT_EQ(versionLabel(*mine), QStringLiteral("mine: queens_v2.cpp"));
    // The built-in versions, then the file.
    EXPECT_EQ(window.model()->versions().size(), builtinRegistry().algorithmsOf("queens").size() + 1);
    EXPECT_EQ(window.pseudocode()->count(), static_cast<int>(mine->pseudocode.size()));
    EXPECT_TRUE(window.pseudocode()->item(7)->text().contains(QStringLiteral("q.place(r, c);")));
    EXPECT_FALSE(window.ownVersions()->dock()->isVisibleTo(&window));  // nothing to say: compiled cleanly

    window.setBoardSize(5);
    window.setTreeVisible(true);
    QSignalSpy frames(window.session(), &SolveSession::frameChanged);
    window.startStepping();
    ASSERT_TRUE(frames.wait(10000));
    EXPECT_EQ(litLine(window.pseudocode()), 7);  // the file's line 8: q.place(r, c)
    for (int i = 0; i < 2; ++i) {
        window.session()->step();
        ASSERT_TRUE(frames.wait(10000));
    }
    // Place, Place, then the test of the second queen, rejected (it attacks the first),
    // then the queen taken back.
    EXPECT_EQ(litLine(window.pseudocode()), 8);
    window.session()->step();
    ASSERT_TRUE(frames.wait(10000));
    EXPECT_EQ(litLine(window.pseudocode()), 9);
    const TreeBuilder* tree = window.treePanel()->builder();
    ASSERT_NE(tree, nullptr);
    EXPECT_EQ(tree->totals().nodes, 2u);
    window.session()->stop();
}

TEST(OwnVersion, WindowComparesAFinishedRunWithTheBestBuiltIn) {
    MainWindow window;
    ASSERT_TRUE(window.openVersion(example("queens_v2.cpp"), true));
    window.setBoardSize(6);
    QSignalSpy compared(window.ownVersions(), &OwnVersionController::comparisonReady);
    window.startRun(RunKind::All);
    ASSERT_TRUE(compared.wait(30000));
    const AlgorithmInfo* best = own::bestBuiltin(builtinRegistry(), "queens");  // the newest built-in version
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(window.ownVersions()->lastComparison(), QStringLiteral("v%1 finds 4, yours 4.").arg(best->version));
    EXPECT_EQ(window.session()->totalSolutions(), 4u);
    EXPECT_TRUE(window.statusBar()->findChildren<QLabel*>().size() > 0);
}

TEST(OwnVersion, WindowListsCompileErrorsAndRebuildsOnSave) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.cpp"));
    ASSERT_TRUE(write(path, "#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens& q) {\n    q.place(0, 0)\n}\n"));
    MainWindow window;
    ASSERT_TRUE(window.openVersion(path, true));
    CompilerPanel* panel = window.ownVersions()->panel();
    EXPECT_TRUE(window.ownVersions()->dock()->isVisibleTo(&window));
    EXPECT_TRUE(panel->heading().contains(QStringLiteral("did not compile"))) << panel->heading().toStdString();
    ASSERT_FALSE(panel->messages().isEmpty());
    EXPECT_TRUE(panel->messages().front().startsWith(path + QStringLiteral(":3:")))
        << panel->messages().front().toStdString();
    // Saved again, right this time: rebuilt off the GUI thread, the same entry.
    const AlgorithmInfo* entry = window.model()->version();
    QSignalSpy compiled(window.ownVersions()->library(), &OwnVersionLibrary::compiled);
    ASSERT_TRUE(write(path, "#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens& q) {\n    q.place(0, 0);\n"
                            "    q.solution();\n}\n"));
    ASSERT_TRUE(compiled.wait(30000));
    EXPECT_EQ(compiled.front().front().value<const AlgorithmInfo*>(), entry);
    EXPECT_TRUE(panel->heading().contains(QStringLiteral("compiled in"))) << panel->heading().toStdString();
    EXPECT_EQ(window.pseudocode()->count(), 5);
}

TEST(OwnVersion, WindowAsksBeforeRunningAFileUnsandboxed) {
    own::SandboxStatus broken;
    broken.installed = true;
    broken.detail = "bwrap: No permissions to create new namespace";
    own::overrideSandboxStatus(broken);
    struct Restore {
        ~Restore() { own::overrideSandboxStatus(std::nullopt); }
    } restore;
    MainWindow window;
    QStringList asked;
    bool answer = false;
    window.ownVersions()->setUnsandboxedPrompt([&](QWidget*, const QString& file, const QString& why) {
        asked << file + QLatin1Char('|') + why;
        return answer;
    });
    ASSERT_TRUE(window.openVersion(example("queens_v2.cpp"), true));
    ASSERT_EQ(asked.size(), 1);
    EXPECT_TRUE(asked.front().endsWith(QStringLiteral("No permissions to create new namespace")));
    EXPECT_TRUE(window.ownVersions()->panel()->heading().contains(QStringLiteral("sandbox")));
    // Asked again and allowed this time: compiled and run without the sandbox.
    answer = true;
    QSignalSpy compiled(window.ownVersions()->library(), &OwnVersionLibrary::compiled);
    ASSERT_TRUE(window.openVersion(example("queens_v2.cpp"), false));
    // The compile refused by the sandbox, the question, then the compile without it.
    while (compiled.size() < 2) ASSERT_TRUE(compiled.wait(30000));
    EXPECT_EQ(asked.size(), 2);
    EXPECT_TRUE(window.ownVersions()->panel()->heading().contains(QStringLiteral("without the sandbox")));
    window.setBoardSize(6);
    QSignalSpy done(&window, &MainWindow::runFinished);
    window.startRun(RunKind::All);
    ASSERT_TRUE(done.wait(30000));
    EXPECT_EQ(window.session()->totalSolutions(), 4u);
}

// Every sentence about a file version, in French: each way a compile and a run can end.
TEST(OwnVersion, EverySentenceReadsInFrench) {
    ASSERT_EQ(installLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
    struct English {
        ~English() { installLanguage(QStringLiteral("en")); }
    } english;
    test::FrenchTextCheck check{QStringLiteral(PW_SOURCE_DIR "/translations/puzzle-workbench_fr.ts")};
    ASSERT_TRUE(check.loaded());
    auto version = own::FileVersion::create("/tmp/ma_version.cpp", {});
    for (int o = 0; o <= static_cast<int>(own::CompileOutcome::OutOfTime); ++o) {
        own::CompileReport report;
        report.outcome = static_cast<own::CompileOutcome>(o);
        report.source.puzzle = "queens";
        report.diagnostics.push_back({"/tmp/ma_version.cpp", 3, 5, own::Severity::Error, "expected ';'"});
        for (int p = 1; p <= static_cast<int>(own::SourceProblem::NoPuzzleHeader); ++p) {
            report.source.problem = static_cast<own::SourceProblem>(p);
            check.check(OwnVersionText::compileProblem(*version, report), QStringLiteral("compile %1/%2").arg(o).arg(p));
        }
    }
    for (int e = 0; e <= static_cast<int>(own::RunEnd::ToolError); ++e)
        for (int m = 0; m <= static_cast<int>(own::Misuse::TooLarge); ++m) {
            own::RunReport report;
            report.end = static_cast<own::RunEnd>(e);
            report.misuse = m;
            report.forbidden = m;  // the six refusals (own/protocol.h)
            report.forbiddenWrite = m % 2 == 0;
            report.nullAllocation = m % 2 == 1;
            report.text = "/home/eleve/notes.txt";
            report.line = 12;
            report.signal = 11;
            report.invalid = 3;
            report.reported = 720;
            check.check(OwnVersionText::runEnd(report), QStringLiteral("run %1/%2").arg(e).arg(m));
        }
    check.check(OwnVersionText::comparison({"queens.v5", 5, -1, 92, 91}), QStringLiteral("comparison"));
    check.check(OwnVersionText::comparison({"shading.v5", 5, 0, 56, 55}), QStringLiteral("comparison of a counter"));
    own::RunReport three;
    three.invalid = 3;
    three.reported = 720;
    EXPECT_EQ(OwnVersionText::runEnd(three), QStringLiteral("3 des 720 solutions annoncées ne sont pas des solutions."));
    for (const std::string& f : check.failures()) ADD_FAILURE() << f;
    EXPECT_GT(check.checked(), 40);
}

}  // namespace
}  // namespace pw::ui
