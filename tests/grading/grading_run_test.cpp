// A folder of example submissions graded on the tests' assignment (three queens boards,
// the third hidden): a good file, a slow one, a wrong one, one that crashes and one that
// does not compile, each with its expected grade; the gradebook read back as CSV; the
// feedback pages, where the hidden board shows nothing but passed or failed; and the
// same grades from a second grading.
#include <algorithm>
#include <cstdlib>
#include <map>

#include "csv_reader.h"
#include "feedback_page.h"
#include "grade_command.h"
#include "gradebook_csv.h"
#include "grader.h"
#include "grading_support.h"
#include "own/best_builtin.h"
#include "all_puzzles.h"

namespace pw::grading {
namespace {

/// The folder graded once for the tests that read what it gives (it takes seconds).
const GradeBook& folderBook() {
    static const GradeBook book = [] {
        AssignmentResult a = loadAssignment(test::fixture("assignments/queens-test.txt"));
        EXPECT_TRUE(a.ok());
        return gradeFiles(a.value(), submissionFiles(test::submissions()), GradeSettings{});
    }();
    return book;
}

const StudentGrade& student(const GradeBook& book, const std::string& identifier) {
    const auto it = std::find_if(book.students.begin(), book.students.end(),
                                 [&](const StudentGrade& s) { return s.identifier == identifier; });
    EXPECT_NE(it, book.students.end()) << identifier;
    return *it;
}

std::vector<BoardResult> results(const StudentGrade& s) {
    std::vector<BoardResult> out;
    for (const BoardGrade& b : s.boards) out.push_back(b.result);
    return out;
}

using R = BoardResult;

/// True when `page` holds `number` as a number of its own (no digit just before or after).
bool holdsNumber(const std::string& page, const std::string& number) {
    const auto digit = [&](std::size_t i) { return i < page.size() && page[i] >= '0' && page[i] <= '9'; };
    for (std::size_t at = page.find(number); at != std::string::npos; at = page.find(number, at + 1))
        if ((at == 0 || !digit(at - 1)) && !digit(at + number.size())) return true;
    return false;
}

/// The placements of `columns` queens, one a column from the first, on an n × n board,
/// none attacking another: every row of every column tried, no pruning.
std::uint64_t safePrefixes(int n, int columns) {
    std::uint64_t count = 0;
    std::vector<int> rows(static_cast<std::size_t>(columns));
    std::uint64_t all = 1;
    for (int c = 0; c < columns; ++c) all *= static_cast<std::uint64_t>(n);
    for (std::uint64_t code = 0; code < all; ++code) {
        std::uint64_t rest = code;
        for (int& r : rows) r = static_cast<int>(rest % static_cast<std::uint64_t>(n)), rest /= static_cast<std::uint64_t>(n);
        bool safe = true;
        for (int a = 0; a < columns && safe; ++a)
            for (int b = a + 1; b < columns && safe; ++b)
                safe = rows[static_cast<std::size_t>(a)] != rows[static_cast<std::size_t>(b)] &&
                       std::abs(rows[static_cast<std::size_t>(a)] - rows[static_cast<std::size_t>(b)]) != b - a;
        count += safe;
    }
    return count;
}

TEST(Grading, GradesAFolderOfSubmissions) {
    const GradeBook& book = folderBook();
    ASSERT_EQ(book.students.size(), 5u);
    std::vector<std::string> ids;
    for (const StudentGrade& s : book.students) ids.push_back(s.identifier);
    EXPECT_EQ(ids, (std::vector<std::string>{"crashing", "good", "not_compiling", "slow", "wrong"}));

    // What the best built-in version finds: A000170 gives 4 solutions for N = 6 and 352
    // for N = 9; the first solution of N = 5 is one.
    ASSERT_EQ(book.references.size(), 3u);
    EXPECT_EQ(book.references[0].expectedBy, own::bestBuiltin(builtinRegistry(), "queens")->id);
    EXPECT_EQ(book.references[0].expected, std::vector<std::uint64_t>{4});
    EXPECT_EQ(book.references[1].expected, std::vector<std::uint64_t>{1});
    EXPECT_EQ(book.references[2].expected, std::vector<std::uint64_t>{352});

    const StudentGrade& good = student(book, "good");
    EXPECT_EQ(results(good), (std::vector<R>{R::Passed, R::Passed, R::Passed}));
    EXPECT_EQ(good.points(), 11);
    EXPECT_EQ(book.assignment.maxPoints(), 11);
    for (std::size_t b = 0; b < 3; ++b) {
        const BoardGrade& g = good.boards[b];
        EXPECT_EQ(g.timesMs.size(), 3u) << b;       // three runs, the median kept
        EXPECT_EQ(g.referenceMs.size(), 3u) << b;   // v2 beside each
        EXPECT_TRUE(g.nodesMatch) << b;             // the lesson's backtracking: v2's nodes
        EXPECT_EQ(g.nodes, book.references[b].nodes) << b;
        EXPECT_EQ(g.found, book.references[b].expected.front()) << b;
        EXPECT_EQ(g.limitMs, 1000);                 // 20 × v2's time is under the least limit
        EXPECT_LE(g.medianMs, g.limitMs);
    }

    const StudentGrade& slow = student(book, "slow");
    EXPECT_EQ(results(slow), (std::vector<R>{R::Passed, R::Passed, R::OutOfTime}));
    EXPECT_EQ(slow.points(), 4);  // right on the small boards, without v2's nodes
    EXPECT_FALSE(slow.boards[0].nodesMatch);
    EXPECT_EQ(slow.boards[0].nodes, 6u * 6 * 6 * 6 * 6 * 6 + 6 * 6 * 6 * 6 * 6 + 6 * 6 * 6 * 6 + 6 * 6 * 6 + 6 * 6 + 6);
    EXPECT_EQ(slow.boards[2].report.end, own::RunEnd::Stopped);  // stopped past the limit, not left to run

    const StudentGrade& wrong = student(book, "wrong");
    EXPECT_EQ(results(wrong), (std::vector<R>{R::Wrong, R::Wrong, R::Wrong}));
    EXPECT_EQ(wrong.points(), 0);
    // The last queen untested: every safe placement of the first five queens is reported
    // with each row of the sixth, and only the 4 solutions (A000170) among them are
    // solutions. The safe five-queen prefixes counted here by brute force.
    const std::uint64_t reported = 6 * safePrefixes(6, 5);
    EXPECT_EQ(wrong.boards[0].report.reported, reported);
    EXPECT_EQ(wrong.boards[0].report.invalid, reported - 4);

    const StudentGrade& crashing = student(book, "crashing");
    EXPECT_EQ(results(crashing), (std::vector<R>{R::Crashed, R::Crashed, R::Crashed}));
    EXPECT_EQ(crashing.boards[0].report.end, own::RunEnd::Crashed);
    EXPECT_EQ(crashing.boards[0].report.signal, SIGSEGV);

    const StudentGrade& broken = student(book, "not_compiling");
    EXPECT_EQ(results(broken), (std::vector<R>{R::DidNotCompile, R::DidNotCompile, R::DidNotCompile}));
    EXPECT_EQ(broken.compile.outcome, own::CompileOutcome::Failed);
    ASSERT_NE(broken.compile.firstError(), nullptr);
    EXPECT_EQ(broken.compile.firstError()->line, 6);
}

TEST(Grading, WritesAGradebookMoodleImports) {
    const GradeBook& book = folderBook();
    test::Scratch scratch;
    Result<std::vector<std::string>> written = bench::writeGradeFiles(book, compiledWording("en"), scratch.path());
    ASSERT_TRUE(written.ok()) << written.error();
    EXPECT_EQ(written->size(), 6u);
    const std::string text = test::readText(scratch.path() + "/grades.csv");
    EXPECT_NE(text.substr(0, 3), "\xEF\xBB\xBF");  // no byte-order mark
    std::string error;
    const std::optional<test::CsvRecords> csv = test::readCsv(text, &error);
    ASSERT_TRUE(csv.has_value()) << error << "\n" << text;
    // Every record ends with CRLF, and each has the three columns.
    EXPECT_EQ(text.substr(text.size() - 2), "\r\n");
    ASSERT_EQ(csv->size(), 6u);
    EXPECT_EQ(csv->front(), (std::vector<std::string>{"Username", "grade", "feedback"}));
    std::map<std::string, std::vector<std::string>> rows;
    for (std::size_t i = 1; i < csv->size(); ++i) {
        ASSERT_EQ((*csv)[i].size(), 3u);
        rows[(*csv)[i][0]] = (*csv)[i];
    }
    EXPECT_EQ(rows["good"][1], "11");
    EXPECT_EQ(rows["slow"][1], "4");
    EXPECT_EQ(rows["wrong"][1], "0");
    EXPECT_EQ(rows["crashing"][1], "0");
    EXPECT_EQ(rows["not_compiling"][1], "0");
    EXPECT_EQ(rows["good"][2],
              "Grade: 11 / 11. Board 1: Six queens: passed, 3 / 3. Board 2: passed, 3 / 3. Hidden board 3: passed, 5 / 5. "
              "Details: good.html");
    EXPECT_EQ(rows["slow"][2],
              "Grade: 4 / 11. Board 1: Six queens: passed, 2 / 3. Board 2: passed, 2 / 3. Hidden board 3: failed, 0 / 5. "
              "Details: slow.html");
    EXPECT_NE(rows["wrong"][2].find("Board 1: Six queens: wrong, 0 / 3."), std::string::npos) << rows["wrong"][2];
    EXPECT_NE(rows["crashing"][2].find("Board 2: crashed, 0 / 3."), std::string::npos) << rows["crashing"][2];
    EXPECT_NE(rows["not_compiling"][2].find("not_compiling.cpp did not compile. not_compiling.cpp:6:"), std::string::npos)
        << rows["not_compiling"][2];
    // The compiler quotes with ‘’ and the feedback keeps them: a field with a comma or a
    // quote is quoted, its quotes doubled, and reads back whole.
    EXPECT_EQ(rows["not_compiling"][2].find(scratch.path()), std::string::npos);
}

TEST(Grading, FeedbackPagesShowVisibleBoardsAndNothingOfHiddenOnes) {
    const GradeBook& book = folderBook();
    const Wording w = compiledWording("en");
    const std::string best = own::bestBuiltin(builtinRegistry(), "queens")->id.substr(7);
    for (std::size_t i = 0; i < book.students.size(); ++i) {
        const std::string page = feedbackPage(book, i, w, "0.1.0");
        const std::string& id = book.students[i].identifier;
        EXPECT_EQ(page.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0), 0u) << id;
        EXPECT_NE(page.find("<meta charset=\"utf-8\">"), std::string::npos) << id;
        // Self-contained: nothing fetched, no script.
        EXPECT_EQ(page.find("<script"), std::string::npos) << id;
        EXPECT_EQ(page.find("src="), std::string::npos) << id;
        EXPECT_EQ(page.find("href="), std::string::npos) << id;
        // The hidden board: its name and passed or failed, never its size, its figures
        // or the program's words on it.
        EXPECT_NE(page.find("<td>Hidden board 3</td>"), std::string::npos) << id;
        EXPECT_EQ(page.find("9\xC3\x97" "9"), std::string::npos) << id;
        EXPECT_FALSE(holdsNumber(page, "352")) << id;  // the board's count of solutions
        const std::size_t hidden = page.find("Hidden board 3");
        const std::size_t rowEnd = page.find("</tr>", hidden);
        const std::string row = page.substr(hidden, rowEnd - hidden);
        EXPECT_TRUE(row.find("passed") != std::string::npos || row.find("failed") != std::string::npos) << row;
        EXPECT_NE(row.find("<td></td>"), std::string::npos) << row;  // no details
    }
    const std::string good = feedbackPage(book, 1, w, "0.1.0");
    EXPECT_NE(good.find("Grade: 11 / 11"), std::string::npos);
    EXPECT_NE(good.find("Board 1: Six queens<br><span class=\"shape\">6\xC3\x97" "6; every solution</span>"),
              std::string::npos);
    EXPECT_NE(good.find("Solutions found: 4, as " + best + "."), std::string::npos) << good;
    EXPECT_NE(good.find("5\xC3\x97" "5; the first solution"), std::string::npos);
    EXPECT_NE(good.find("limit: 1.00 s, the least limit (20 \xC3\x97 "), std::string::npos) << good;
    EXPECT_NE(good.find(", as v2 (+1)."), std::string::npos) << good;

    const std::string crashing = feedbackPage(book, 0, w, "0.1.0");
    EXPECT_NE(crashing.find("It crashed: SIGSEGV (segmentation fault"), std::string::npos) << crashing;
    const std::string broken = feedbackPage(book, 2, w, "0.1.0");
    EXPECT_NE(broken.find("<pre>not_compiling.cpp:6:"), std::string::npos) << broken;
    EXPECT_EQ(broken.find(test::submissions()), std::string::npos);  // the grader's folder is not named
    const std::string slow = feedbackPage(book, 3, w, "0.1.0");
    EXPECT_NE(slow.find("Nodes: 55,986; v2 visits"), std::string::npos) << slow;
    const std::string wrong = feedbackPage(book, 4, w, "0.1.0");
    const std::uint64_t reported = 6 * safePrefixes(6, 5);
    EXPECT_NE(wrong.find("Solutions it reported that are not solutions: " + std::to_string(reported - 4) + " of " +
                         std::to_string(reported) + "."),
              std::string::npos)
        << wrong;
    EXPECT_NE(wrong.find("The first: "), std::string::npos);
}

TEST(Grading, GivesTheSameGradesWhenRunTwice) {
    const GradeBook& first = folderBook();
    AssignmentResult a = loadAssignment(test::fixture("assignments/queens-test.txt"));
    ASSERT_TRUE(a.ok());
    const GradeBook second = gradeFiles(a.value(), submissionFiles(test::submissions()), GradeSettings{});
    ASSERT_EQ(second.students.size(), first.students.size());
    for (std::size_t s = 0; s < first.students.size(); ++s) {
        const StudentGrade& x = first.students[s];
        const StudentGrade& y = second.students[s];
        EXPECT_EQ(x.points(), y.points()) << x.identifier;
        for (std::size_t b = 0; b < x.boards.size(); ++b) {
            EXPECT_EQ(x.boards[b].result, y.boards[b].result) << x.identifier << " board " << b + 1;
            // Node counts exact; the times differ, their standing against the limit does
            // not. (A run stopped or crashed found what it had found then: no figure.)
            EXPECT_EQ(x.boards[b].nodes, y.boards[b].nodes) << x.identifier << " board " << b + 1;
            EXPECT_EQ(x.boards[b].found, y.boards[b].found) << x.identifier << " board " << b + 1;
        }
    }
}

TEST(Grading, TheCommandWritesItsFilesOrNamesTheAssignmentsFaultyLine) {
    test::Scratch scratch;
    std::ostringstream out, err;
    const std::string bad = scratch.write("bad.txt", "title: T\npuzzle: queens\nlimit: 20 x v2\n\n[board]\nsize: 99\n");
    EXPECT_EQ(bench::runGradeCommand({bad, "--algo", test::submissions(), "--out", scratch.path() + "/out"}, out, err), 2);
    EXPECT_EQ(err.str(), "puzzle-bench: " + bad + ", line 6, column 7: a board of size 99: this puzzle's sizes go from 1 to 32\n");
    EXPECT_FALSE(std::filesystem::exists(scratch.path() + "/out"));

    err.str("");
    EXPECT_EQ(bench::runGradeCommand({bad, "--out", "x"}, out, err), 2);
    EXPECT_NE(err.str().find("--algo FOLDER"), std::string::npos);
    err.str("");
    EXPECT_EQ(bench::runGradeCommand({bad, "--algo", "a", "--out", "x", "--lang", "de"}, out, err), 2);
    EXPECT_NE(err.str().find("--lang expects en or fr, not 'de'"), std::string::npos);

    err.str("");
    const std::string one = test::submissions() + "/good.cpp";
    const std::string assignment = scratch.write(
        "one.txt", "title: One\ntitle.fr: Une\npuzzle: queens\nlimit: 20 x v2\nlimit_at_least: 1\nidentifier: idnumber\n"
                   "grade_item: Queens 1\n[board]\nsize: 6\n");
    EXPECT_EQ(bench::runGradeCommand({assignment, "--algo", one, "--out", scratch.path() + "/grades", "--repeats", "1"},
                                     out, err),
              0)
        << err.str();
    EXPECT_NE(out.str().find("good                    1         passed"), std::string::npos) << out.str();
    EXPECT_EQ(test::readText(scratch.path() + "/grades/grades.csv"),
              "ID number,Queens 1 (Real),Queens 1 (Feedback)\r\ngood,1,\"Grade: 1 / 1. Board 1: passed, 1 / 1. Details: good.html\"\r\n");
    EXPECT_TRUE(std::filesystem::exists(scratch.path() + "/grades/good.html"));
    // Nothing is left beside them: each file was written to a temporary and renamed.
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(scratch.path() + "/grades")) ++files;
    EXPECT_EQ(files, 2u);
}

TEST(Grading, AFrenchGradingNamesTheCompilersErrorsInFrench) {
    test::Scratch scratch;
    std::ostringstream out, err;
    const std::string assignment = scratch.write(
        "une.txt", "title: One\ntitle.fr: Une\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 6\n");
    ASSERT_EQ(bench::runGradeCommand({assignment, "--algo", test::submissions() + "/not_compiling.cpp", "--out",
                                      scratch.path() + "/notes", "--lang", "fr"},
                                     out, err),
              0)
        << err.str();
    const std::string page = test::readText(scratch.path() + "/notes/not_compiling.html");
    // The compiler speaks French where Debian's gcc-12-locales is installed (scripts/setup
    // installs it); the line's severity is the page's word either way.
    EXPECT_NE(page.find("<pre>not_compiling.cpp:6:17: erreur: "), std::string::npos) << page;
    EXPECT_NE(page.find("not_compiling.cpp ne compile pas."), std::string::npos) << page;
    EXPECT_EQ(page.find(": error: "), std::string::npos) << page;
}

}  // namespace
}  // namespace pw::grading
