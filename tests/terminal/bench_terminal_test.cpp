// puzzle-bench as a user meets it in a terminal: a run of more than two seconds shows
// its progress on a line of standard error rewritten in place (on a terminal only), Ctrl+C
// stops it and the table is printed all the same with the run marked stopped, and a
// puzzle named without --input runs on the board the help names.
#include <gtest/gtest.h>

#include <csignal>

#include "all_puzzles.h"
#include "bench_default_boards.h"
#include "bench_progress.h"
#include "bench_runner.h"
#include "terminal_child.h"

namespace pw::test {
namespace {

using namespace std::chrono_literals;

// A run that never ends on its own: the 9×9 shading grid by brute force, as in issue 34.
const std::vector<std::string> kEndless = {PW_BENCH_PROGRAM, "shading", "--algo", "shading.v1"};

// The progress lines drawn so far: each starts with a carriage return.
std::vector<std::string> progressLines(const std::string& output) {
    std::vector<std::string> lines;
    // "\r" "shading.v1  T s  N nodes  S solutions…" "\x1b[K", read by hand: GCC 12 at -O1
    // (the sanitizers' tree) warns inside std::regex's own code.
    const auto figure = [](const std::string& text, std::size_t& at, const char* digits) {
        const std::size_t from = at;
        at = text.find_first_not_of(digits, at);
        if (at == std::string::npos) at = text.size();
        return at > from;
    };
    const auto word = [](const std::string& text, std::size_t& at, const std::string& w) {
        if (text.compare(at, w.size(), w) != 0) return false;
        at += w.size();
        return true;
    };
    for (std::size_t start = output.find('\r'); start != std::string::npos; start = output.find('\r', start + 1)) {
        const std::size_t end = output.find_first_of("\r\x1b", start + 1);
        if (end == std::string::npos || output.compare(end, 3, "\x1b[K") != 0) continue;
        const std::string text = output.substr(start + 1, end - start - 1);
        std::size_t at = 0;
        const bool ok = word(text, at, "shading.v1  ") && figure(text, at, "0123456789.") && word(text, at, " s  ") &&
                        figure(text, at, "0123456789,") && word(text, at, " node") && (word(text, at, "s"), true) &&
                        word(text, at, "  ") && figure(text, at, "0123456789,") && word(text, at, " solution");
        if (ok) lines.push_back(text);
    }
    return lines;
}

TEST(Terminal, ProgressIsOneLineRewrittenInPlaceOnAPseudoTerminal) {
    Child bench(kEndless, {"TERM=xterm"}, true);
    ASSERT_TRUE(bench.started());
    // Nothing for two seconds, then the line, redrawn with the time and the nodes growing.
    ASSERT_TRUE(bench.readUntil([](const std::string& out) { return progressLines(out).size() >= 3; }, 20s))
        << bench.output();
    const std::vector<std::string> lines = progressLines(bench.output());
    EXPECT_NE(lines.front(), lines.back());
    for (const std::string& line : lines) {
        EXPECT_NE(line.find("(Ctrl+C stops and prints the table)"), std::string::npos) << line;
        EXPECT_LT(line.size(), 120u);  // the terminal's width: never wrapped
        const double seconds = std::stod(line.substr(line.find("  ") + 2));
        EXPECT_GE(seconds, 2.0) << line;  // shown only after two seconds
    }
    // No line break: the line is rewritten, not scrolled.
    EXPECT_EQ(bench.output().find('\n'), std::string::npos) << bench.output();
    bench.signal(SIGKILL);
}

TEST(Terminal, CtrlCStopsTheRunAndStillPrintsTheTable) {
    Child bench({PW_BENCH_PROGRAM, "shading", "--algo", "shading.v1,shading.v5"}, {"TERM=xterm"}, true);
    ASSERT_TRUE(bench.started());
    ASSERT_TRUE(bench.readUntil([](const std::string& out) { return !progressLines(out).empty(); }, 20s));
    bench.signal(SIGINT);  // what the terminal sends on Ctrl+C
    EXPECT_EQ(bench.finish(30s), 130);
    const std::string& out = bench.output();
    // The line cleared, then the table with the stopped row; v5 was not run.
    const std::size_t table = out.find("algorithm");
    ASSERT_NE(table, std::string::npos) << out;
    EXPECT_NE(out.rfind("\r\x1b[K", table), std::string::npos);
    const std::size_t row = out.find("\nshading.v1", table);
    ASSERT_NE(row, std::string::npos) << out;
    EXPECT_NE(out.substr(row, out.find('\n', row + 1) - row).find("stopped by Ctrl+C"), std::string::npos) << out;
    EXPECT_EQ(out.find("\nshading.v5", table), std::string::npos) << out;
    EXPECT_NE(out.find("puzzle-bench: stopped by Ctrl+C; 1 of 2 versions not run"), std::string::npos) << out;
}

TEST(Terminal, CtrlCIsInTheCsvAndJsonToo) {
    for (const char* format : {"csv", "json"}) {
        SCOPED_TRACE(format);
        std::vector<std::string> argv = kEndless;
        argv.insert(argv.end(), {"--format", format});
        Child bench(argv, {"TERM=xterm"}, true);
        ASSERT_TRUE(bench.started());
        ASSERT_TRUE(bench.readUntil([](const std::string& out) { return !progressLines(out).empty(); }, 20s));
        bench.signal(SIGINT);
        EXPECT_EQ(bench.finish(30s), 130);
        const std::string& out = bench.output();
        if (std::string(format) == "csv") {
            EXPECT_NE(out.find(",false,"), std::string::npos) << out;  // completed
            // The message field, quoted when what the version says of its stop follows
            // after a semicolon (RFC 4180, core/csv_writer.h).
            EXPECT_TRUE(out.find(",stopped by Ctrl+C") != std::string::npos ||
                        out.find(",\"stopped by Ctrl+C") != std::string::npos)
                << out;
        } else {
            EXPECT_NE(out.find("\"completed\":false"), std::string::npos) << out;
            // First in the message, before what the version says of its stop.
            EXPECT_NE(out.find("\"message\":\"stopped by Ctrl+C"), std::string::npos) << out;
        }
    }
}

TEST(Terminal, NoProgressLineWhenStandardErrorIsNoTerminal) {
    std::vector<std::string> argv = kEndless;
    argv.insert(argv.end(), {"--budget", "2.5", "--format", "csv"});
    Child bench(argv, {}, false);
    ASSERT_TRUE(bench.started());
    EXPECT_EQ(bench.finish(60s), 0);
    // The CSV alone, its row stopped by the budget: not a carriage return but the CRLF that
    // ends each record (RFC 4180), nor an escape in it.
    const std::string& csv = bench.output();
    for (std::size_t at = csv.find('\r'); at != std::string::npos; at = csv.find('\r', at + 1))
        EXPECT_EQ(csv.compare(at, 2, "\r\n"), 0) << csv;
    EXPECT_EQ(bench.output().find('\x1b'), std::string::npos);
    EXPECT_NE(bench.output().find(",1,false,"), std::string::npos) << bench.output();
}

TEST(Terminal, TheProgressTextFitsItsTerminal) {
    bench::ProgressFigures f{"queens.v1", 12.34, 16777216, 92, 4, 10};
    EXPECT_EQ(bench::progressText(f, 200),
              "queens.v1  12.3 s  16,777,216 nodes  92 solutions  puzzle 5 of 10  (Ctrl+C stops and prints the table)");
    EXPECT_EQ(bench::progressText(f, 90), "queens.v1  12.3 s  16,777,216 nodes  92 solutions  puzzle 5 of 10  (Ctrl+C stops)");
    EXPECT_EQ(bench::progressText(f, 80), "queens.v1  12.3 s  16,777,216 nodes  92 solutions  puzzle 5 of 10");
    EXPECT_EQ(bench::progressText(f, 40), "queens.v1  12.3 s  16,777,216 nodes  92");
    f.instances = 1;
    f.nodes = 1;
    f.solutions = 1;
    EXPECT_EQ(bench::progressText(f, 200), "queens.v1  12.3 s  1 node  1 solution  (Ctrl+C stops and prints the table)");
}

// The board of each puzzle without --input: the help names it, and it is the lesson's:
// the sudoku's candidates grid (Wikipedia's example, which has one solution), the lights
// out lesson's 4×4 board (5 presses at the least), the lesson's sizes for the others.
TEST(Terminal, APuzzleWithoutInputRunsTheBoardTheHelpNames) {
    const Registry& registry = builtinRegistry();
    const std::string help = bench::defaultBoardsHelp(registry);
    for (const PuzzleInfo& puzzle : registry.puzzles())
        EXPECT_NE(help.find("\n  " + puzzle.id + " "), std::string::npos) << puzzle.id << "\n" << help;
    EXPECT_NE(help.find("resources/sudoku/samples/candidates.txt"), std::string::npos) << help;
    EXPECT_NE(help.find("resources/lightsout/samples/lesson-4x4.txt"), std::string::npos) << help;
    EXPECT_NE(help.find("an empty 9x9 board (k = 4)"), std::string::npos) << help;

    Result<bench::BenchOptions> sudoku = bench::parseBenchOptions({"sudoku", "--algo", "sudoku.v1"});
    ASSERT_TRUE(sudoku.ok());
    Result<std::vector<bench::BenchRow>> rows = bench::runBench(registry, *sudoku);
    ASSERT_TRUE(rows.ok()) << rows.error();
    ASSERT_EQ(rows->size(), 1u);
    EXPECT_TRUE(rows->front().completed);
    EXPECT_EQ(rows->front().stats.solutions, 1u);
    EXPECT_EQ(rows->front().rows, 9);

    Result<bench::BenchOptions> lights = bench::parseBenchOptions({"lightsout", "--mode", "first"});
    ASSERT_TRUE(lights.ok());
    rows = bench::runBench(registry, *lights);
    ASSERT_TRUE(rows.ok()) << rows.error();
    const AlgorithmInfo* fewest = registry.algorithmsOf("lightsout").back();
    for (const bench::BenchRow& row : *rows) {
        EXPECT_EQ(row.rows, 4) << row.algorithm->id;
        if (row.algorithm == fewest) {
            EXPECT_EQ(row.stats.extra[3], 5u) << "presses";
        }
    }
    // A size still makes the board it names.
    Result<bench::BenchOptions> sized = bench::parseBenchOptions({"lightsout", "--size", "5", "--algo", "lightsout.v4"});
    ASSERT_TRUE(sized.ok());
    rows = bench::runBench(registry, *sized);
    ASSERT_TRUE(rows.ok());
    EXPECT_EQ(rows->front().rows, 5);
}

}  // namespace
}  // namespace pw::test
