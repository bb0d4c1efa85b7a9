// The feedback pages and the gradebook from books made by hand (no run): a hidden board's
// givens never reach the page, whatever the program printed on it; the student's texts
// (a file's name, an exception, the compiler's words, what the program printed) are
// escaped; French pages are French, numbers included; CSV fields are quoted as RFC 4180
// says.
#include "core/csv_writer.h"
#include "csv_reader.h"
#include "feedback_page.h"
#include "feedback_text.h"
#include "own/protocol.h"
#include "gradebook_csv.h"
#include "grader.h"
#include "grading_support.h"
#include "run_timing.h"

namespace pw::grading {
namespace {

const char* const kVisible = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const char* const kHidden = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

/// A sudoku assignment with a visible board and a hidden one, both given, and a book of
/// one file that passed the first and failed the second.
GradeBook sudokuBook(const std::string& identifier, const std::string& printed) {
    const std::string text = std::string("title: Sudoku <b>bold</b> & co\ntitle.fr: Sudoku\npuzzle: sudoku\nlimit: 10 x v3\n\n") +
                             "[board]\ntitle: A 17-clue grid\nboard: " + kVisible + "\n\n[board]\nhidden: yes\nboard: " +
                             kHidden + "\n";
    const Assignment a = test::assignment(text);
    GradeBook book = emptyBook(a, {"/teacher/folder/" + identifier + ".cpp"});
    for (BoardReference& r : book.references) {
        r.expectedBy = "sudoku.v5";
        r.expected = {1};
        r.complete = true;
    }
    StudentGrade& s = book.students.front();
    s.compiled = true;
    s.compile.outcome = own::CompileOutcome::Compiled;
    BoardGrade& visible = s.boards[0];
    visible.graded = true;
    visible.result = BoardResult::Passed;
    visible.points = 1;
    visible.timesMs = {2, 3, 4};
    visible.referenceMs = {1, 1, 1};
    visible.medianMs = 3;
    visible.referenceMedianMs = 1;
    visible.limitMs = 100;
    visible.found = visible.expected = 1;
    BoardGrade& hidden = s.boards[1];
    hidden.graded = true;
    hidden.result = BoardResult::Crashed;
    hidden.report.end = own::RunEnd::UncaughtException;
    hidden.report.text = printed;
    hidden.report.outputTail = printed;
    return book;
}

TEST(Grading, AHiddenBoardsGivensNeverReachThePage) {
    // The program printed its board, givens and all, then died on the hidden board.
    const GradeBook book = sudokuBook("jdupont", std::string("my board: ") + kHidden);
    for (const char* language : {"en", "fr"}) {
        const std::string page = feedbackPage(book, 0, compiledWording(language), "0.1.0");
        const std::string csv = gradebookCsv(book, compiledWording(language));
        for (const std::string& text : {page, csv}) {
            EXPECT_EQ(text.find(kHidden), std::string::npos) << language;
            EXPECT_EQ(text.find("..9748"), std::string::npos) << language;  // not even its first row
            EXPECT_EQ(text.find("my board"), std::string::npos) << language;
        }
        // The visible board shows what it is.
        EXPECT_NE(page.find(std::string(language) == "fr" ? "9×9, tel que donné" : "9×9, as given"), std::string::npos)
            << page;
    }
}

TEST(Grading, TheStudentsTextsAreEscaped) {
    const std::string nasty = "<script>alert('x')</script> & \"quotes\"";
    GradeBook book = sudokuBook("<img src=x onerror=alert(1)>", nasty);
    StudentGrade& s = book.students.front();
    s.boards[0].result = BoardResult::Crashed;
    s.boards[0].points = 0;
    s.boards[0].report.end = own::RunEnd::UncaughtException;
    s.boards[0].report.text = nasty;
    s.boards[0].report.outputTail = nasty + "\x01\xFF end";
    const std::string page = feedbackPage(book, 0, compiledWording("en"), "0.1.0");
    EXPECT_EQ(page.find("<script"), std::string::npos);
    EXPECT_EQ(page.find("<img"), std::string::npos);
    EXPECT_EQ(page.find("<b>bold"), std::string::npos);  // the teacher's title is text too
    EXPECT_NE(page.find("Sudoku &lt;b&gt;bold&lt;/b&gt; &amp; co"), std::string::npos);
    EXPECT_NE(page.find("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"), std::string::npos);
    EXPECT_NE(page.find("\xEF\xBF\xBD\xEF\xBF\xBD end"), std::string::npos);  // a control and a stray byte: U+FFFD
    EXPECT_NE(page.find("&lt;img src=x onerror=alert(1)&gt;.cpp"), std::string::npos);

    // The compiler's words are the student's too (they quote the file).
    s.compile.outcome = own::CompileOutcome::Failed;
    s.compile.diagnostics = {{"/teacher/folder/x.cpp", 3, 5, own::Severity::Error, "expected '<' & more"}};
    for (BoardGrade& b : s.boards) b = BoardGrade{};
    const std::string broken = feedbackPage(book, 0, compiledWording("en"), "0.1.0");
    EXPECT_NE(broken.find("expected &#39;&lt;&#39; &amp; more"), std::string::npos) << broken;
}

TEST(Grading, FrenchPagesAreFrench) {
    const GradeBook book = sudokuBook("jdupont", "");
    const std::string page = feedbackPage(book, 0, compiledWording("fr"), "0.1.0");
    EXPECT_EQ(page.rfind("<!DOCTYPE html>\n<html lang=\"fr\">", 0), 0u);
    EXPECT_NE(page.find("<title>Sudoku\xC2\xA0: jdupont</title>"), std::string::npos) << page;
    EXPECT_NE(page.find("Note\xC2\xA0: 1 / 2"), std::string::npos) << page;
    EXPECT_NE(page.find("Plateau 1\xC2\xA0: A 17-clue grid"), std::string::npos);  // the board's title has no French
    EXPECT_NE(page.find("\xE2\x9C\x93 réussi"), std::string::npos);
    EXPECT_NE(page.find("\xE2\x9C\x97 échoué"), std::string::npos);
    EXPECT_NE(page.find("Temps\xC2\xA0: 2,0\xC2\xA0ms, 3,0\xC2\xA0ms, 4,0\xC2\xA0ms"), std::string::npos) << page;
    for (const char* english : {"Grade", "Board", "\xE2\x9C\x93 passed", "\xE2\x9C\x97 failed", "Times", "Details", "Graded by"})
        EXPECT_EQ(page.find(english), std::string::npos) << english;
    EXPECT_EQ(compiledWording("fr").count(1234567), "1\xE2\x80\xAF" "234\xE2\x80\xAF" "567");
    EXPECT_EQ(compiledWording("en").count(1234567), "1,234,567");
    EXPECT_EQ(compiledWording("fr").points(9.5), "9,5");
    EXPECT_EQ(gradeNumber(9.5), "9.5");  // the gradebook's grade in every language
    EXPECT_EQ(gradeNumber(14), "14");
    EXPECT_EQ(gradeNumber(2.0 / 3), "0.67");
}

TEST(Grading, ASandboxRefusalIsOneSentence) {
    const Wording w = compiledWording("en");
    own::RunReport r;
    r.end = own::RunEnd::Forbidden;
    r.forbidden = static_cast<int>(own::wire::Forbidden::File);
    r.forbiddenWrite = true;
    r.text = "/home/teacher/answers.txt";
    EXPECT_EQ(runEndText(w, r), "It tried to write /home/teacher/answers.txt: a version may write files only in its "
                                "private /tmp.");
    EXPECT_EQ(resultOfRun(r), BoardResult::Crashed);
    r.forbidden = static_cast<int>(own::wire::Forbidden::Thread);
    r.figures[0] = 16;
    EXPECT_EQ(runEndText(w, r), "It started more than 16 threads at once: a version may run 16.");
    r.end = own::RunEnd::OutOfMemory;
    r.nullAllocation = true;
    EXPECT_EQ(resultOfRun(r), BoardResult::OutOfMemory);
    EXPECT_EQ(runEndText(w, r).rfind("It ran out of memory (the limit is 1,024 MiB): an allocation returned null", 0), 0u);
}

// A misused call as the window says it: the line of the file, the call as written
// (counted from 0), the square as the board shows it (counted from 1).
TEST(Grading, AMisusedCallNamesTheLineOfTheFileAndTheSquareAsShown) {
    own::RunReport r;
    r.end = own::RunEnd::Misuse;
    r.misuse = static_cast<int>(own::Misuse::OffBoard);
    r.figures[0] = 8;
    r.figures[1] = 5;
    r.line = 5;
    r.call = "q.place(8, 5)";
    EXPECT_EQ(runEndText(compiledWording("en"), r),
              "line 5 of your file: q.place(8, 5): row 9, column 6 is off the board (your calls count rows and "
              "columns from 0, the board from 1).");
    EXPECT_EQ(runEndText(compiledWording("fr"), r),
              "ligne 5 de votre fichier\u00a0: q.place(8, 5)\u00a0: la case ligne 9, colonne 6 est hors du plateau "
              "(vos appels comptent lignes et colonnes à partir de 0, le plateau à partir de 1).");
    r.misuse = static_cast<int>(own::Misuse::Occupied);
    r.call.clear();
    EXPECT_EQ(runEndText(compiledWording("en"), r),
              "line 5 of your file: row 9, column 6 is taken already: take it back first.");
}

TEST(Grading, CsvRecordsFollowRfc4180) {
    // The gradebook's records are the program's one CSV writer's (core/csv_writer.h).
    EXPECT_EQ(csv::record({"a", "b c", ""}), "a,b c,\r\n");
    EXPECT_EQ(csv::record({"x,y", "say \"hi\"", "two\nlines", "cr\r"}),
              "\"x,y\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\"\r\n");
    // A French spreadsheet splits on ';', and some readers trim an edge space: quoted.
    EXPECT_EQ(csv::record({"Note ; 9,5", " dupont"}), "\"Note ; 9,5\",\" dupont\"\r\n");
    const std::string text = csv::record({"id", "grade"}) + csv::record({"a,b", "\"q\"\r\nz"}) +
                             csv::record({"Léa;D", " x "});
    const auto read = test::readCsv(text);
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(*read, (test::CsvRecords{{"id", "grade"}, {"a,b", "\"q\"\r\nz"}, {"Léa;D", " x "}}));
    // The reader is strict: what RFC 4180 refuses, it refuses.
    EXPECT_FALSE(test::readCsv("a\"b,c\r\n").has_value());
    EXPECT_FALSE(test::readCsv("\"a\"b,c\r\n").has_value());
    EXPECT_FALSE(test::readCsv("\"abc\r\n").has_value());
}

TEST(Grading, TheMedianOfTheRunsAndTheLimit) {
    EXPECT_EQ(median({3, 1, 2}), 2);
    EXPECT_EQ(median({4, 1, 3, 2}), 2.5);
    EXPECT_EQ(median({}), -1);
    EXPECT_EQ(limitMs(TimeLimit{20, "queens.v2", 0.1}, 10), 200);    // 20 × 10 ms
    EXPECT_EQ(limitMs(TimeLimit{20, "queens.v2", 0.1}, 0.2), 100);   // never under the least limit
    EXPECT_EQ(limitMs(TimeLimit{2.5, "queens.v2", 0}, 0.2), 0.5);
}

TEST(Grading, SubmissionsAreTheFoldersCppFilesInNameOrder) {
    test::Scratch scratch;
    scratch.write("zoe.cpp", "");
    scratch.write("adam.cpp", "");
    scratch.write("notes.txt", "");
    scratch.write("jean.dupont@school.fr.cpp", "");
    std::filesystem::create_directory(scratch.path() + "/folder.cpp");
    const std::vector<std::string> files = submissionFiles(scratch.path());
    ASSERT_EQ(files.size(), 3u);
    EXPECT_EQ(identifierOf(files[0]), "adam");
    EXPECT_EQ(identifierOf(files[1]), "jean.dupont@school.fr");  // an email address as Moodle's identifier
    EXPECT_EQ(identifierOf(files[2]), "zoe");
}

}  // namespace
}  // namespace pw::grading
