// "Check my version" (solvers/own/checked_run.h): a student's file with one of the
// bugs students make most (tests/fixtures/checked/), built with the sanitizers or run
// under Valgrind, gets its bug named on its line, with the variable where one is known;
// a correct example gets no error, and the counters of its timed run. The line of each
// fixture is the one its own first comment names.
#include <chrono>
#include <sstream>
#include <thread>

#include "bench_check.h"
#include "own/checked_run.h"
#include "own_version_support.h"

namespace pw::own {
namespace {

using test::compiled;
using test::example;
using test::Scratch;
using test::runEntry;
using test::sized;

std::string fixture(const std::string& name) { return std::string(PW_TEST_FIXTURES) + "/checked/" + name; }

/// The fixture checked on the 8 queens, with its version (for the timed run).
struct Checked {
    std::shared_ptr<FileVersion> version;
    CheckReport report;
};

Checked check(const std::string& name, const Instance& instance = sized("queens", {.size = 8})) {
    Checked c;
    c.version = compiled(fixture(name));
    EXPECT_TRUE(c.version->compiled()) << c.version->lastCompile().output;
    CheckSettings settings;
    settings.budgetSeconds = 60;  // a test gone wrong ends
    c.report = c.version->check(instance, {Mode::All}, settings);
    return c;
}

/// The event a stepped run of the timed program shows after `count` events.
struct EventAt final : StepTracer {
    explicit EventAt(std::uint64_t count) : wanted(count) {}
    void onEvent(const Event& event, std::span<const int>) override {
        if (++seen == wanted) found = event;
    }
    std::uint64_t wanted;
    std::uint64_t seen = 0;
    std::optional<Event> found;
};

std::optional<Event> steppedTo(FileVersion& version, std::uint64_t events) {
    EventAt tracer(events);
    runEntry(version.algorithm(), sized("queens", {.size = 8}), {Mode::All}, &tracer, 60);
    return tracer.found;
}

TEST(CheckedRun, NullWriteIsNamedOnItsLine) {
    const Checked c = check("null_write.cpp");
    ASSERT_EQ(c.report.outcome, CheckOutcome::Found) << c.report.run.toolReport << c.report.run.outputTail;
    const ToolFinding& f = *c.report.finding;
    EXPECT_EQ(f.kind, FindingKind::NullPointer);
    EXPECT_EQ(f.access, Access::Write);
    EXPECT_EQ(f.tool, CheckTool::Sanitizers);
    EXPECT_EQ(f.file, fixture("null_write.cpp"));
    EXPECT_EQ(f.line, 8);
    EXPECT_EQ(f.expression, "counts[c]");
    EXPECT_EQ(bench::findingSentence("null_write.cpp", f),
              "line 8 of null_write.cpp: writes through a null pointer (`counts[c]`)");
    // The timed run (-O2) names no line: the store is gone, or a bare signal is left.
    const test::Outcome timed = runEntry(c.version->algorithm(), sized("queens", {.size = 8}), {Mode::All}, nullptr, 60);
    EXPECT_EQ(c.version->lastRun().line, -1);
    EXPECT_NE(c.version->lastRun().end, RunEnd::ToolError);
    // The error comes right after place(1, 2) (its condition is c == 2 && r == 1): a
    // stepped run of the timed program stopped after the events before it shows it.
    ASSERT_TRUE(c.report.eventsKnown);
    const std::optional<Event> last = steppedTo(*c.version, c.report.events);
    ASSERT_TRUE(last.has_value());
    EXPECT_EQ(last->kind, EventKind::Place);
    EXPECT_EQ(last->cell, 1 * 8 + 2);
    EXPECT_EQ(last->line, 7 - 1);  // line 7, counted from 0 as the code view lists it
}

TEST(CheckedRun, ReadPastAnArrayIsNamedWithItsIndex) {
    const Checked c = check("out_of_bounds.cpp");
    ASSERT_EQ(c.report.outcome, CheckOutcome::Found) << c.report.run.toolReport;
    const ToolFinding& f = *c.report.finding;
    EXPECT_EQ(f.kind, FindingKind::IndexOutOfBounds);
    EXPECT_EQ(f.access, Access::Read);
    EXPECT_EQ(f.line, 14);
    EXPECT_EQ(f.index, 8);
    EXPECT_EQ(f.count, 8);
    EXPECT_EQ(f.variable, "rows");
    EXPECT_EQ(f.expression, "rows[8]");
    EXPECT_EQ(bench::findingSentence("out_of_bounds.cpp", f),
              "line 14 of out_of_bounds.cpp: reads `rows[8]`, past the end of an array of 8");
    // The first solution's report (line 13) is the last event before the read.
    const std::optional<Event> last = steppedTo(*c.version, c.report.events);
    ASSERT_TRUE(last.has_value());
    EXPECT_EQ(last->kind, EventKind::Solution);
    EXPECT_EQ(last->line, 13 - 1);
    EXPECT_EQ(c.report.result.stats.solutions, 1u);  // the checked run's counters up to the error
}

TEST(CheckedRun, UseAfterFreeNamesBothLines) {
    const Checked c = check("use_after_free.cpp");
    ASSERT_EQ(c.report.outcome, CheckOutcome::Found) << c.report.run.toolReport;
    const ToolFinding& f = *c.report.finding;
    EXPECT_EQ(f.kind, FindingKind::UseAfterFree);
    EXPECT_EQ(f.access, Access::Read);
    EXPECT_EQ(f.line, 21);
    EXPECT_EQ(f.otherLine, 19);
    EXPECT_EQ(f.bytes, 32u);  // new int[8]
    EXPECT_EQ(bench::findingSentence("use_after_free.cpp", f),
              "line 21 of use_after_free.cpp: uses memory already freed at line 19 (`rows[0]`)");
    // The whole search ran before: every event of the timed run came first.
    EXPECT_EQ(c.report.result.stats.solutions, 92u);
}

TEST(CheckedRun, UninitialisedReadNamesTheVariable) {
    if (!memcheckAvailable()) GTEST_SKIP() << "valgrind is not installed";
    const Checked c = check("uninitialised.cpp");
    ASSERT_EQ(c.report.outcome, CheckOutcome::Found) << c.report.memcheckRun.toolReport;
    const ToolFinding& f = *c.report.finding;
    EXPECT_EQ(f.kind, FindingKind::Uninitialised);
    EXPECT_EQ(f.tool, CheckTool::Memcheck);
    EXPECT_EQ(c.report.memcheck, MemcheckState::Ran);
    EXPECT_EQ(f.line, 18);
    EXPECT_EQ(f.variable, "placed");
    EXPECT_EQ(f.otherLine, 9);
    EXPECT_EQ(bench::findingSentence("uninitialised.cpp", f),
              "line 18 of uninitialised.cpp: uses `placed`, which was never given a value (declared at line 9)");
    // The sanitizers saw nothing: their run went to its end with the timed counters.
    EXPECT_EQ(c.report.run.end, RunEnd::Finished);
    EXPECT_EQ(c.report.result.stats.solutions, 92u);
    // GCC saw it coming at -O1 (not at -O2): the checked builds' warnings come with it.
    EXPECT_TRUE(std::any_of(c.report.warnings.begin(), c.report.warnings.end(), [](const Diagnostic& d) {
        return d.file == fixture("uninitialised.cpp") && d.line == 18 && d.message.find("placed") != std::string::npos;
    }));
    // The first call whose every row is refused reads it: the last event before is the
    // removal of the last row's queen, on line 12.
    ASSERT_TRUE(c.report.eventsKnown);
    const std::optional<Event> last = steppedTo(*c.version, c.report.events);
    ASSERT_TRUE(last.has_value());
    EXPECT_EQ(last->kind, EventKind::Remove);
    EXPECT_EQ(last->line, 12 - 1);
}

TEST(CheckedRun, IntOverflowNamesTheOperation) {
    const Checked c = check("int_overflow.cpp");
    ASSERT_EQ(c.report.outcome, CheckOutcome::Found) << c.report.run.toolReport;
    const ToolFinding& f = *c.report.finding;
    EXPECT_EQ(f.kind, FindingKind::IntegerOverflow);
    EXPECT_EQ(f.line, 5);
    EXPECT_EQ(f.type, "int");
    EXPECT_EQ(f.operands, "100000000 * 100");  // weights 1, 100, 10^4, 10^6, 10^8
    EXPECT_EQ(f.expression, "a * b");
    EXPECT_EQ(bench::findingSentence("int_overflow.cpp", f),
              "line 5 of int_overflow.cpp: `int` overflow in `a * b`");
}

// Every example of resources/examples/ on a board its test uses: nothing found, and both
// checked builds count what the timed build counts.
TEST(CheckedRun, CorrectExamplesFindNothingWithTheirTimedCounters) {
    const std::pair<const char*, Instance> examples[] = {
        {"queens_v2.cpp", sized("queens", {.size = 8})},
        {"magic_v2.cpp", sized("magic", {.size = 3})},
        {"lightsout_v2.cpp", test::parsed("lightsout", "1101\n0001\n0100\n1111\n")},
        {"shading_v1.cpp", sized("shading", {.size = 4, .k = 3})},
        {"sudoku_v1.cpp",
         test::parsed("sudoku", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n")},
    };
    for (const auto& [name, instance] : examples) {
        auto version = compiled(example(name));
        ASSERT_TRUE(version->compiled()) << name;
        const test::Outcome timed = runEntry(version->algorithm(), instance, {Mode::All});
        ASSERT_TRUE(timed.result.completed) << name;
        CheckSettings settings;
        settings.budgetSeconds = 120;
        const CheckReport report = version->check(instance, {Mode::All}, settings);
        EXPECT_EQ(report.outcome, CheckOutcome::NoError) << name << report.run.toolReport << report.memcheckRun.toolReport;
        EXPECT_FALSE(report.finding.has_value()) << name;
        EXPECT_EQ(report.memcheck, memcheckAvailable() ? MemcheckState::Ran : MemcheckState::NotInstalled) << name;
        for (const RunResult* checkedRun : {&report.result, &report.memcheckResult}) {
            if (checkedRun == &report.memcheckResult && !memcheckAvailable()) continue;
            EXPECT_EQ(checkedRun->stats.nodes, timed.result.stats.nodes) << name;
            EXPECT_EQ(checkedRun->stats.checks, timed.result.stats.checks) << name;
            EXPECT_EQ(checkedRun->stats.prunes, timed.result.stats.prunes) << name;
            EXPECT_EQ(checkedRun->stats.solutions, timed.result.stats.solutions) << name;
            EXPECT_EQ(checkedRun->stats.extra, timed.result.stats.extra) << name;
        }
        EXPECT_EQ(bench::checkSentence(*version, report).rfind("no error found", 0), 0u) << name;
    }
}

// A check is stopped from another thread (the window's Stop, or the window closed):
// the checked program is killed within the run's poll and the check says so.
TEST(CheckedRun, StopEndsACheckFromAnotherThread) {
    Scratch scratch;
    auto version = compiled(scratch.write("loop.cpp", "#include <puzzle_workbench/queens.h>\n"
                                                      "void search(pw::Queens& q) { q.place(0, 0); for (;;) {} }\n"));
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    std::stop_source stop;
    CheckReport report;
    std::thread checking([&] { report = version->check(sized("queens", {.size = 8}), {Mode::All}, {}, stop.get_token()); });
    // During the compile or the run: a compile goes to its end, and the run then starts
    // stopped, so the check ends stopped either way.
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    stop.request_stop();
    checking.join();
    EXPECT_EQ(report.outcome, CheckOutcome::Stopped);
    EXPECT_EQ(version->lastCheck().outcome, CheckOutcome::Stopped);
}

// puzzle-bench --check: one line per file, FILE:LINE: the error, and the exit status.
TEST(CheckedRun, BenchPrintsOneLinePerFile) {
    Registry registry = builtinRegistry();
    Result<bench::BenchOptions> options =
        bench::parseBenchOptions({"queens", "--size", "8", "--check", "--algo",
                                  fixture("int_overflow.cpp") + "," + example("queens_v2.cpp")});
    ASSERT_TRUE(options.ok());
    EXPECT_TRUE(options->check);
    Result<bench::OwnVersions> own = bench::addOwnVersions(options.value(), registry);
    ASSERT_TRUE(own.ok());
    std::ostringstream out, err;
    EXPECT_EQ(bench::runChecks(registry, *options, *own, out, err), 1) << err.str();
    std::istringstream lines(out.str());
    std::string first, second;
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_EQ(first, fixture("int_overflow.cpp") + ":5: `int` overflow in `a * b`");
    EXPECT_EQ(second.rfind(example("queens_v2.cpp") + ": no error found (15720 nodes, 92 solutions", 0), 0u) << second;
}

// puzzle-bench --check --format csv: RFC 4180 records (core/csv_writer), the message
// worded as the window words it ("line 5 of FILE: ").
TEST(CheckedRun, BenchCsvRecordsNameTheLineOfTheFile) {
    Registry registry = builtinRegistry();
    Result<bench::BenchOptions> options = bench::parseBenchOptions(
        {"queens", "--size", "8", "--check", "--format", "csv", "--algo", fixture("int_overflow.cpp")});
    ASSERT_TRUE(options.ok());
    Result<bench::OwnVersions> own = bench::addOwnVersions(options.value(), registry);
    ASSERT_TRUE(own.ok());
    std::ostringstream out, err;
    EXPECT_EQ(bench::runChecks(registry, *options, *own, out, err), 1) << err.str();
    const std::string file = fixture("int_overflow.cpp");
    const std::string header = "file,outcome,line,column,kind,events,nodes,solutions,message\r\n";
    ASSERT_EQ(out.str().rfind(header, 0), 0u) << out.str();
    const std::string row = out.str().substr(header.size());
    EXPECT_EQ(row.rfind(file + ",error,5,", 0), 0u) << row;
    EXPECT_NE(row.find(",line 5 of " + file + ": `int` overflow in `a * b`\r\n"), std::string::npos) << row;
}

}  // namespace
}  // namespace pw::own
