// The class's language from the compiler: with LANGUAGE=fr and Debian's gcc-12-locales,
// g++ and ld speak French ("erreur", "attention", « quotes » with no-break spaces), and
// their messages are still read into file, line, column and severity, and a missing
// `search` or an own `main` still recognised. The messages below were written by the
// real g++ 12 and ld 2.40 of Debian 12 (LANGUAGE=fr LC_ALL=C.UTF-8).
#include <filesystem>

#include "own/compile.h"
#include "own/diagnostics.h"
#include "own_version_support.h"

namespace pw::own {
namespace {

// Whether g++ has its French messages here (gcc-12-locales, which scripts/setup installs).
bool frenchCompilerInstalled() {
    std::error_code e;
    for (const auto& entry : std::filesystem::directory_iterator("/usr/share/locale/fr/LC_MESSAGES", e))
        if (entry.path().filename().string().rfind("gcc-", 0) == 0) return true;
    return false;
}

TEST(CompilerLanguage, FrenchMessagesAreReadToFileLineAndColumn) {
    const std::string output =
        "/work/v.cpp: Dans la fonction \u00ab\u00a0void search(pw::Queens&)\u00a0\u00bb:\n"
        "/work/v.cpp:4:11: erreur: \u00ab\u00a0y\u00a0\u00bb n'a pas \u00e9t\u00e9 d\u00e9clar\u00e9 dans cette port\u00e9e\n"
        "/work/v.cpp:3:9: attention: variable \u00ab\u00a0x\u00a0\u00bb inutilis\u00e9e [-Wunused-variable]\n"
        "/pw/include/puzzle_workbench/queens.h:40:10: note:   initialisation de l'argument 1\n"
        "/work/w.cpp:1:10: erreur fatale: nosuch.h\u00a0: Aucun fichier ou dossier de ce type\n"
        "compilation termin\u00e9e.\n";
    const std::vector<Diagnostic> d =
        parseDiagnostics(output, {{"/work/v.cpp", "mine.cpp"}, {"/pw/include/", ""}}, "mine.cpp");
    ASSERT_EQ(d.size(), 4u);
    EXPECT_EQ(d[0].file, "mine.cpp");
    EXPECT_EQ(d[0].line, 4);
    EXPECT_EQ(d[0].column, 11);
    EXPECT_EQ(d[0].severity, Severity::Error);
    EXPECT_EQ(d[0].message, "\u00ab\u00a0y\u00a0\u00bb n'a pas \u00e9t\u00e9 d\u00e9clar\u00e9 dans cette port\u00e9e");
    EXPECT_EQ(d[1].severity, Severity::Warning);
    EXPECT_EQ(d[1].line, 3);
    EXPECT_EQ(d[2].severity, Severity::Note);
    EXPECT_EQ(d[2].file, "puzzle_workbench/queens.h");
    EXPECT_EQ(d[3].severity, Severity::Error);
    EXPECT_EQ(d[3].message, "nosuch.h\u00a0: Aucun fichier ou dossier de ce type");
}

TEST(CompilerLanguage, FrenchLinkerMessagesAreRecognised) {
    const std::string noSearch =
        "/usr/bin/ld\u00a0: /tmp/cc.o\u00a0: dans la fonction \u00ab\u00a0main\u00a0\u00bb\u00a0:\n"
        "runtime.cpp:(.text+0xa)\u00a0: r\u00e9f\u00e9rence ind\u00e9finie vers \u00ab\u00a0search(pw::Queens&)\u00a0\u00bb\n"
        "collect2: erreur: ld a retourn\u00e9 le statut de sortie 1\n";
    EXPECT_EQ(linkProblem(noSearch), LinkProblem::NoSearch);
    const std::vector<Diagnostic> d = parseDiagnostics(noSearch, {}, "mine.cpp");
    ASSERT_EQ(d.size(), 1u);
    EXPECT_EQ(d[0].file, "mine.cpp");
    EXPECT_EQ(d[0].line, 0);
    EXPECT_EQ(d[0].message.rfind("r\u00e9f\u00e9rence ind\u00e9finie vers", 0), 0u);
    const std::string ownMain =
        "/usr/bin/ld\u00a0: /work/program.o\u00a0: dans la fonction \u00ab\u00a0main\u00a0\u00bb\u00a0:\n"
        "v.cpp:(.text+0x0)\u00a0: d\u00e9finitions multiples de \u00ab\u00a0main\u00a0\u00bb; "
        "runtime.o:runtime.cpp:(.text+0x0)\u00a0: d\u00e9fini pour la premi\u00e8re fois ici\n";
    EXPECT_EQ(linkProblem(ownMain), LinkProblem::OwnMain);
    // A function whose name starts with main is not the program's main.
    EXPECT_EQ(linkProblem("v.cpp:(.text)\u00a0: d\u00e9finitions multiples de \u00ab\u00a0main_loop()\u00a0\u00bb\n"),
              LinkProblem::None);
}

// The real compiler in the sandbox, asked for French: the error read to its line and
// column, the same place as in English.
TEST(CompilerLanguage, AFrenchErrorIsParsedToItsLine) {
    if (!frenchCompilerInstalled())
        GTEST_SKIP() << "gcc-12-locales is not installed (scripts/setup installs it): g++ speaks English only here";
    test::Scratch scratch;
    const std::string path = scratch.write("ma_version.cpp",
                                           "#include <puzzle_workbench/queens.h>\n"
                                           "void search(pw::Queens& q) {\n"
                                           "    int inutile = 0;\n"
                                           "    q.place(0, rang);\n"
                                           "}\n");
    std::vector<Diagnostic> byLanguage[2];
    for (int french = 0; french < 2; ++french) {
        SCOPED_TRACE(french ? "fr" : "en");
        test::Scratch work;
        CompileRequest request;
        request.path = path;
        request.workDir = work.path();
        request.messagesLanguage = french ? "fr" : "";
        const CompileReport report = compileVersion(request);
        EXPECT_EQ(report.outcome, CompileOutcome::Failed);
        EXPECT_NE(report.output.find(french ? ": erreur: " : ": error: "), std::string::npos) << report.output;
        const Diagnostic* error = report.firstError();
        ASSERT_NE(error, nullptr) << report.output;
        EXPECT_EQ(error->file, path);
        EXPECT_EQ(error->line, 4);
        EXPECT_EQ(error->column, 16);
        EXPECT_NE(error->message.find(french ? "d\u00e9clar\u00e9" : "was not declared"), std::string::npos) << error->message;
        byLanguage[french] = report.diagnostics;
    }
    // The same messages at the same places, in either language.
    ASSERT_EQ(byLanguage[0].size(), byLanguage[1].size());
    for (std::size_t i = 0; i < byLanguage[0].size(); ++i) {
        EXPECT_EQ(byLanguage[0][i].line, byLanguage[1][i].line);
        EXPECT_EQ(byLanguage[0][i].column, byLanguage[1][i].column);
        EXPECT_EQ(byLanguage[0][i].severity, byLanguage[1][i].severity);
    }
}

TEST(CompilerLanguage, AFileWithoutSearchOrWithItsOwnMainIsToldInFrenchToo) {
    if (!frenchCompilerInstalled())
        GTEST_SKIP() << "gcc-12-locales is not installed (scripts/setup installs it): g++ speaks English only here";
    test::Scratch scratch;
    const std::string noSearch = scratch.write("sans_search.cpp", "#include <puzzle_workbench/queens.h>\nint f() { return 1; }\n");
    const std::string ownMain = scratch.write(
        "avec_main.cpp",
        "#include <puzzle_workbench/queens.h>\nvoid search(pw::Queens&) {}\nint main() { return 0; }\n");
    for (const auto& [path, outcome] : {std::pair{noSearch, CompileOutcome::NoSearch}, std::pair{ownMain, CompileOutcome::OwnMain}}) {
        SCOPED_TRACE(path);
        test::Scratch work;
        CompileRequest request;
        request.path = path;
        request.workDir = work.path();
        request.messagesLanguage = "fr";
        const CompileReport report = compileVersion(request);
        EXPECT_EQ(report.outcome, outcome) << report.output;
        EXPECT_NE(report.output.find(outcome == CompileOutcome::NoSearch ? "r\u00e9f\u00e9rence ind\u00e9finie"
                                                                         : "d\u00e9finitions multiples"),
                  std::string::npos)
            << report.output;
    }
}

}  // namespace
}  // namespace pw::own
