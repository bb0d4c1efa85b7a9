// A student's file that is wrong, crashes, loops, or is not a version at all: each ends
// as data the front ends word in one sentence (the outcome, with its figures, file and
// line), never as a crash of ours. What the sandbox refuses is sandbox_test.cpp's.
#include <chrono>
#include <csignal>
#include <thread>

#include "own_version_support.h"

namespace pw::own {
namespace {

using test::compiled;
using test::runEntry;
using test::Scratch;
using test::sized;

// A queens file with `body` as its search.
std::string queensFile(const std::string& body) {
    return "#include <puzzle_workbench/queens.h>\n#include <cstdlib>\n#include <new>\n#include <stdexcept>\n"
           "void search(pw::Queens& q) {\n" +
           body + "\n}\n";
}

// Every run here has a budget: a test gone wrong ends instead of looping.
constexpr double kBudget = 20;

struct Ran {
    std::shared_ptr<FileVersion> version;
    test::Outcome outcome;
    RunReport report;
};

Ran runQueensBody(const Scratch& scratch, const std::string& body, int n = 4, FileVersion::Settings settings = {}) {
    Ran r;
    r.version = compiled(scratch.write("student.cpp", queensFile(body)), std::move(settings));
    EXPECT_TRUE(r.version->compiled()) << r.version->lastCompile().output;
    r.outcome = runEntry(r.version->algorithm(), sized("queens", {.size = n}), {Mode::All}, nullptr, kBudget);
    r.report = r.version->lastRun();
    return r;
}

TEST(OwnVersion, WrongSolutionsAreCountedNotStored) {
    Scratch scratch;
    // Every placement of one queen a column is reported, checked or not: 4^4 = 256, of
    // which 2 are solutions.
    const Ran r = runQueensBody(scratch, R"(
    int rows[4];
    for (rows[0] = 0; rows[0] < 4; ++rows[0]) for (rows[1] = 0; rows[1] < 4; ++rows[1])
    for (rows[2] = 0; rows[2] < 4; ++rows[2]) for (rows[3] = 0; rows[3] < 4; ++rows[3]) {
        for (int c = 0; c < 4; ++c) q.place(rows[c], c);
        q.solution();
        for (int c = 0; c < 4; ++c) q.remove(rows[c], c);
    })");
    EXPECT_TRUE(r.outcome.result.completed);
    EXPECT_EQ(r.outcome.result.stats.solutions, 2u);
    EXPECT_EQ(r.outcome.solutions.size(), 2u);
    EXPECT_EQ(r.report.reported, 256u);
    EXPECT_EQ(r.report.invalid, 254u);
    EXPECT_EQ(r.outcome.result.stats.extra[1], 254u);  // invalid_solutions
    EXPECT_EQ(r.outcome.result.notice.code, static_cast<int>(OwnNotice::InvalidSolutions));
    EXPECT_EQ(r.outcome.result.notice.values[0], 254);
    EXPECT_EQ(r.outcome.result.notice.values[1], 256);
    EXPECT_EQ(r.report.firstInvalid, (std::vector<int>{0, 0, 0, 0}));
}

// One program, three crashes: the board's size picks which (one compile for the three).
TEST(OwnVersion, CrashesAreNamedBySignal) {
    Scratch scratch;
    auto version = compiled(scratch.write("crash.cpp", queensFile(R"(
    q.place(0, 0);
    if (q.size() == 4) *static_cast<int* volatile>(nullptr) = q.size();
    if (q.size() == 5) std::abort();
    throw std::runtime_error("no queen fits");)")));
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    auto crash = [&](int n) {
        const test::Outcome out = runEntry(version->algorithm(), sized("queens", {.size = n}), {Mode::All}, nullptr, kBudget);
        EXPECT_FALSE(out.result.completed);
        EXPECT_EQ(out.result.stats.nodes, 1u);  // the counters before the crash are the run's
        return std::make_pair(out.result, version->lastRun());
    };
    const auto [segfault, segfaultReport] = crash(4);
    EXPECT_EQ(segfaultReport.end, RunEnd::Crashed);
    EXPECT_EQ(segfaultReport.signal, SIGSEGV);
    EXPECT_EQ(segfault.notice.code, static_cast<int>(OwnNotice::Crashed));
    EXPECT_EQ(segfault.notice.values[0], SIGSEGV);
    const auto [aborted, abortReport] = crash(5);
    EXPECT_EQ(abortReport.end, RunEnd::Crashed);
    EXPECT_EQ(abortReport.signal, SIGABRT);
    const auto [thrown, thrownReport] = crash(6);
    EXPECT_EQ(thrownReport.end, RunEnd::UncaughtException);
    EXPECT_EQ(thrownReport.text, "no queen fits");
}

TEST(OwnVersion, StopEndsAnEndlessLoopWithin100ms) {
    Scratch scratch;
    auto version = compiled(scratch.write("loop.cpp", queensFile("q.place(0, 0);\nfor (;;) {}")));
    ASSERT_TRUE(version->compiled());
    const AlgorithmInfo entry = version->algorithm();
    SolutionSink sink;
    std::stop_source stop;
    SearchContext ctx(sink, stop.get_token());
    RunResult result;
    std::thread runner([&] { result = runAlgorithm(entry, sized("queens", {.size = 8}), {Mode::All}, ctx); });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));  // well into the loop
    const auto asked = std::chrono::steady_clock::now();
    stop.request_stop();
    runner.join();
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count();
    EXPECT_LT(ms, 100.0);
    EXPECT_FALSE(result.completed);
    EXPECT_EQ(version->lastRun().end, RunEnd::Stopped);
}

TEST(OwnVersion, MisusedCallsNameTheirLine) {
    Scratch scratch;
    const Ran r = runQueensBody(scratch, "q.place(0, 0);\n    q.place(q.size(), 1);", 6);
    EXPECT_EQ(r.report.end, RunEnd::Misuse);
    EXPECT_EQ(r.report.misuse, static_cast<int>(Misuse::OffBoard));
    EXPECT_EQ(r.report.figures[0], 6);
    EXPECT_EQ(r.report.figures[1], 1);
    EXPECT_EQ(r.report.line, 7);  // the second call, in the file's numbering
    EXPECT_EQ(r.report.column, 12);  // its opening parenthesis: "    q.place(" is 11 characters
    EXPECT_EQ(r.report.call, "q.place(q.size(), 1)");  // as the file writes it
    EXPECT_EQ(r.outcome.result.stats.nodes, 1u);
}

// Files that never become a program: each outcome, with where.
TEST(OwnVersion, FilesThatAreNotVersionsSayWhy) {
    Scratch scratch;
    auto outcome = [&](const std::string& name, const std::string& text, std::string puzzle = {}) {
        FileVersion::Settings settings;
        settings.expectedPuzzle = std::move(puzzle);
        auto version = compiled(scratch.write(name, text), settings);
        const test::Outcome out = runEntry(version->algorithm(), sized("queens", {.size = 4}));
        EXPECT_FALSE(out.result.completed) << name;
        EXPECT_EQ(out.result.notice.code, static_cast<int>(OwnNotice::CompileProblem)) << name;
        return version->lastCompile();
    };
    const CompileReport broken = outcome("broken.cpp", queensFile("q.place(0, 0)\n    q.solution();"));
    EXPECT_EQ(broken.outcome, CompileOutcome::Failed);
    ASSERT_NE(broken.firstError(), nullptr);
    EXPECT_EQ(broken.firstError()->file, scratch.path() + "/broken.cpp");
    EXPECT_EQ(broken.firstError()->line, 6);
    EXPECT_GT(broken.firstError()->column, 0);

    EXPECT_EQ(outcome("empty.cpp", " \n\n").source.problem, SourceProblem::Empty);
    const CompileReport binary = outcome("binary.cpp", std::string("int x;\n\x7f" "ELF\x02\x01\x00\x00", 15));
    EXPECT_EQ(binary.source.problem, SourceProblem::Binary);
    EXPECT_EQ(binary.source.line, 2);
    EXPECT_EQ(outcome("none.cpp", "int search() { return 0; }\n").source.problem, SourceProblem::NoPuzzleHeader);
    const CompileReport noSearch = outcome("nosearch.cpp", "#include <puzzle_workbench/queens.h>\nvoid solve(pw::Queens&) {}\n");
    EXPECT_EQ(noSearch.outcome, CompileOutcome::NoSearch);
    EXPECT_EQ(noSearch.source.includeLine, 1);
    const CompileReport ownMain = outcome("main.cpp", queensFile("") + "int main() { return 0; }\n");
    EXPECT_EQ(ownMain.outcome, CompileOutcome::OwnMain);
    EXPECT_EQ(ownMain.source.mainLine, 8);
    EXPECT_EQ(outcome("magic.cpp", queensFile(""), "magic").outcome, CompileOutcome::WrongPuzzle);
    auto absent = compiled(scratch.path() + "/absent.cpp");
    EXPECT_EQ(absent->lastCompile().source.problem, SourceProblem::Unreadable);
}

// The compiler's and the linker's words, as g++ -fdiagnostics-plain-output writes them.
TEST(OwnVersion, CompilerMessagesAreReadWithFileLineAndColumn) {
    const std::string output =
        "/work/my:file.cpp: In function \u2018void search(pw::Queens&)\u2019:\n"
        "/work/my:file.cpp:12:5: error: \u2018foo\u2019 was not declared in this scope\n"
        "/work/my:file.cpp:3: warning: a line without a column\n"
        "In file included from /work/my:file.cpp:1:\n"
        "/pw/include/puzzle_workbench/queens.h:40:9: note: declared here\n"
        "/usr/bin/ld: /tmp/cc.o: in function `main':\n"
        "file.cpp:(.text+0x1): undefined reference to `search(pw::Queens&)'\n"
        "collect2: error: ld returned 1 exit status\n";
    const std::vector<Diagnostic> d =
        parseDiagnostics(output, {{"/work/my:file.cpp", "/home/a/my:file.cpp"}, {"/pw/include/", ""}}, "/home/a/my:file.cpp");
    ASSERT_EQ(d.size(), 4u);
    EXPECT_EQ(d[0].file, "/home/a/my:file.cpp");
    EXPECT_EQ(d[0].line, 12);
    EXPECT_EQ(d[0].column, 5);
    EXPECT_EQ(d[0].severity, Severity::Error);
    EXPECT_EQ(d[0].message, "\u2018foo\u2019 was not declared in this scope");
    EXPECT_EQ(d[1].line, 3);
    EXPECT_EQ(d[1].column, 0);
    EXPECT_EQ(d[1].severity, Severity::Warning);
    EXPECT_EQ(d[2].file, "puzzle_workbench/queens.h");
    EXPECT_EQ(d[2].severity, Severity::Note);
    EXPECT_EQ(d[3].line, 0);
    EXPECT_EQ(d[3].message, "undefined reference to `search(pw::Queens&)'");
    EXPECT_EQ(linkProblem(output), LinkProblem::NoSearch);
    EXPECT_EQ(linkProblem("x.o: multiple definition of \u2018main\u2019; y.o: first defined here"), LinkProblem::OwnMain);
    EXPECT_EQ(linkProblem("multiple definition of `mainly'"), LinkProblem::None);
    EXPECT_EQ(linkProblem("undefined reference to `searching()'"), LinkProblem::None);
    // Headers and main, read by hand as well.
    EXPECT_EQ(checkSource("  #  include \"puzzle_workbench/magic.h\"\nvoid search(pw::MagicSquare&) {}\n").puzzle, "magic");
    EXPECT_EQ(checkSource("#include <puzzle_workbench/chess.h>\n").problem, SourceProblem::NoPuzzleHeader);
    EXPECT_EQ(checkSource("#include <puzzle_workbench/queens.h>\n\nint main (void) {}\n").mainLine, 3);
    EXPECT_EQ(checkSource("#include <puzzle_workbench/queens.h>\nint maintain();\n").mainLine, 0);
}

TEST(OwnVersion, BoardsLargerThanTheHeaderAreRefused) {
    auto version = compiled(test::example("lightsout_v2.cpp"));
    ASSERT_TRUE(version->compiled());
    const test::Outcome out = runEntry(version->algorithm(), sized("lightsout", {.size = 40}));
    EXPECT_FALSE(out.result.completed);
    EXPECT_EQ(version->lastRun().end, RunEnd::BoardTooLarge);
    EXPECT_EQ(out.result.notice.values[2], 32);
}

}  // namespace
}  // namespace pw::own
