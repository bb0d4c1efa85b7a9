// The assignment reader: the example in resources/ and the tests' fixture read as
// written; a malformed assignment gets its error's kind, line and column, worded by
// puzzle-bench with the file's name and the line, never a crash.
#include "assignment_error_text.h"
#include "grading_support.h"

namespace pw::grading {
namespace {

using test::assignment;

TEST(Grading, ReadsTheExampleAssignment) {
    AssignmentResult read = loadAssignment(std::string(PW_SOURCE_DIR) + "/resources/assignments/queens-assignment.txt");
    ASSERT_TRUE(read.ok()) << debugString(read.error());
    const Assignment& a = read.value();
    EXPECT_EQ(a.puzzle, "queens");
    EXPECT_EQ(a.identifier, Identifier::Username);
    EXPECT_EQ(a.gradeItem, "");
    EXPECT_EQ(inLanguage(a.titles, "fr"), "Les huit dames : toutes les solutions, par retour sur trace");
    ASSERT_EQ(a.boards.size(), 4u);
    EXPECT_EQ(a.boards[0].instances.front().rows, 8);
    EXPECT_FALSE(a.boards[0].hidden);
    EXPECT_EQ(a.boards[1].mode, Mode::First);
    EXPECT_TRUE(a.boards[2].hidden);
    EXPECT_TRUE(a.boards[3].hidden);
    for (const AssignmentBoard& b : a.boards) {
        EXPECT_EQ(b.limit, (TimeLimit{20, "queens.v2", 0.25}));
        EXPECT_EQ(b.nodes, (NodePoints{1, "queens.v2"}));
    }
    EXPECT_EQ(a.boards[2].points, 3);
    EXPECT_EQ(a.maxPoints(), 2 + 1 + 2 + 1 + 3 + 1 + 3 + 1);
}

TEST(Grading, BoardsTakeTheHeaderUnlessTheySayOtherwise) {
    const Assignment a = assignment(
        "title: T\npuzzle: queens\nlimit: 5 x v3\npoints: 2\n\n"
        "[board]\nsize: 7\n\n"
        "[board]\nsize: 6\nmode: count\npoints: 0.5\nlimit: 2.5x queens.v2\nlimit_at_least: 0.25 s\nnodes: 1.5 for v1\n");
    ASSERT_EQ(a.boards.size(), 2u);
    EXPECT_EQ(a.boards[0].mode, Mode::All);
    EXPECT_EQ(a.boards[0].points, 2);
    EXPECT_EQ(a.boards[0].limit, (TimeLimit{5, "queens.v3", kDefaultLeastLimitSeconds}));
    EXPECT_EQ(a.boards[0].nodes.points, 0);
    EXPECT_EQ(a.boards[1].mode, Mode::Count);
    EXPECT_EQ(a.boards[1].points, 0.5);
    EXPECT_EQ(a.boards[1].limit, (TimeLimit{2.5, "queens.v2", 0.25}));
    EXPECT_EQ(a.boards[1].nodes, (NodePoints{1.5, "queens.v1"}));
    EXPECT_EQ(a.maxPoints(), 4);
}

TEST(Grading, BoardsComeFromASizeGivensOrAFile) {
    test::Scratch scratch;
    scratch.write("two.txt", "# two sudokus\n" + std::string(81, '.') + "\n" +
                                 "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n");
    const std::string path = scratch.write(
        "sudoku.txt",
        "title: S\npuzzle: sudoku\nlimit: 10 x v3\n\n"
        "[board]\nsize: 4\n\n"
        "[board]\nboard:\n  12..\n  ..12\n  21..\n  ..21\n\n"
        "[board]\nfile: two.txt\nhidden: yes\n");
    AssignmentResult read = loadAssignment(path);
    ASSERT_TRUE(read.ok()) << debugString(read.error());
    const Assignment& a = read.value();
    ASSERT_EQ(a.boards.size(), 3u);
    EXPECT_EQ(a.boards[0].source.kind, BoardSource::Kind::Size);
    EXPECT_EQ(a.boards[0].instances.front().cols, 4);
    EXPECT_EQ(a.boards[1].source.kind, BoardSource::Kind::Text);
    ASSERT_EQ(a.boards[1].instances.size(), 1u);
    EXPECT_EQ(a.boards[1].instances.front().cells[0], 1);
    EXPECT_EQ(a.boards[1].instances.front().cells[1], 2);
    EXPECT_EQ(a.boards[2].source.kind, BoardSource::Kind::File);
    EXPECT_EQ(a.boards[2].instances.size(), 2u);
    EXPECT_TRUE(a.boards[2].hidden);
}

struct Malformed {
    const char* text;
    AssignmentErrorKind kind;
    int line;
    int column;
    const char* words;  ///< in puzzle-bench's sentence
};

class MalformedAssignment : public ::testing::TestWithParam<Malformed> {};

TEST_P(MalformedAssignment, GetsItsErrorWithFileAndLine) {
    const Malformed& m = GetParam();
    AssignmentResult read = readAssignment(m.text);
    ASSERT_FALSE(read.ok()) << m.text;
    const AssignmentError& e = read.error();
    EXPECT_EQ(e.kind, m.kind) << debugString(e);
    EXPECT_EQ(e.line, m.line) << debugString(e);
    EXPECT_EQ(e.column, m.column) << debugString(e);
    const std::string sentence = bench::describeAssignmentError(e, "hw.txt");
    const std::string where = m.line > 0 ? "hw.txt, line " + std::to_string(m.line) : std::string("hw.txt: ");
    EXPECT_EQ(sentence.rfind(where, 0), 0u) << sentence;
    EXPECT_NE(sentence.find(m.words), std::string::npos) << sentence;
}

const std::string kHead = "title: T\npuzzle: queens\nlimit: 10 x v2\n";

INSTANTIATE_TEST_SUITE_P(
    Grading, MalformedAssignment,
    ::testing::Values(
        Malformed{"title: T\npuzzle: queens\nlimit: 10 x v2\n", AssignmentErrorKind::NoBoards, 0, 0, "no board"},
        Malformed{"puzzle: queens\n[board]\nsize: 8\n", AssignmentErrorKind::MissingKey, 1, 1, "'title' is missing"},
        Malformed{"title: T\npuzzle: chess\n[board]\nsize: 8\n", AssignmentErrorKind::UnknownPuzzle, 2, 9, "'chess'"},
        Malformed{"title: T\npuzzle: queens\n[board]\nsize: 8\n", AssignmentErrorKind::MissingKey, 3, 1, "limit"},
        Malformed{"title: T\npuzzle: queens\nlimit: fast\n[board]\nsize: 8\n", AssignmentErrorKind::BadValue, 3, 8,
                  "'fast' is not a value"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v9\n[board]\nsize: 8\n", AssignmentErrorKind::UnknownVersion,
                  3, 8, "v1, v2"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 40\n", AssignmentErrorKind::BoardSize, 5,
                  7, "from 1 to 32"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 8\nboard: 15863724\n",
                  AssignmentErrorKind::TwoSources, 6, 1, "line 5"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nhidden: yes\n", AssignmentErrorKind::MissingKey, 4,
                  1, "size, board, file"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 8\nhidden: maybe\n",
                  AssignmentErrorKind::BadValue, 6, 9, "yes, no"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 8\npoints: -1\n",
                  AssignmentErrorKind::BadValue, 6, 9, "0 to 1000"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 8\nnodes: 1 v2\n",
                  AssignmentErrorKind::BadValue, 6, 8, "for VERSION"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 8\nspeed: 3\n", AssignmentErrorKind::UnknownKey,
                  6, 1, "'speed'"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 8\nsize: 9\n",
                  AssignmentErrorKind::DuplicateKey, 6, 1, "first on line 5"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[step]\nsize: 8\n", AssignmentErrorKind::UnknownSection, 4,
                  1, "[step]"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\n  size: 8\n", AssignmentErrorKind::StrayIndent, 5, 1,
                  "indented"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nSize = 8\n", AssignmentErrorKind::BadLine, 5, 1,
                  "not a line of an assignment"},
        Malformed{"title: T\npuzzle: queens\nformat: 2\n[board]\nsize: 8\n", AssignmentErrorKind::UnsupportedFormat, 3, 9,
                  "format '2'"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nfile:\n", AssignmentErrorKind::BadValue, 5, 6,
                  "the name of a file"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\nidentifier: login\n[board]\nsize: 8\n",
                  AssignmentErrorKind::BadValue, 4, 13, "username, idnumber, email"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nsize: 8\ngrade_item: HW\n",
                  AssignmentErrorKind::UnknownKey, 6, 1, "'grade_item'"},
        Malformed{"title: T\npuzzle: shading\nlimit: 2 x v3\n[board]\nsize: 9\nk: 12\n", AssignmentErrorKind::BadSize, 5, 7,
                  "no board of 9\xC3\x97" "9 with k = 12"},
        Malformed{"title: T\npuzzle: queens\nlimit: 20 x v2\n[board]\nboard: 15\xFF\n", AssignmentErrorKind::NotUtf8, 5, 10,
                  "not UTF-8"},
        // A board's givens that its puzzle's reader refuses: the error stands where the
        // wrong character is in the assignment, not in the board's own lines.
        Malformed{"title: T\npuzzle: sudoku\nlimit: 20 x v2\n[board]\nboard:\n    12..\n    ..1x\n    21..\n    ..21\n",
                  AssignmentErrorKind::BadBoard, 7, 8, "'x' is not allowed here"}));

TEST(Grading, ABoardFileThatCannotBeReadIsNamedWithItsLine) {
    test::Scratch scratch;
    scratch.write("bad.txt", "12345678901\n");
    const std::string missing = scratch.write("a.txt", kHead + "\n[board]\nfile: nowhere.txt\n");
    AssignmentResult read = loadAssignment(missing);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().kind, AssignmentErrorKind::FileUnreadable);
    EXPECT_EQ(read.error().line, 6);
    EXPECT_EQ(bench::describeAssignmentError(read.error(), "a.txt"), "a.txt, line 6, column 1: cannot read the file 'nowhere.txt'");

    const std::string bad = scratch.write("b.txt", "title: T\npuzzle: sudoku\nlimit: 20 x v2\n[board]\nfile: bad.txt\n");
    read = loadAssignment(bad);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().kind, AssignmentErrorKind::BadBoardFile);
    EXPECT_EQ(read.error().line, 5);
    EXPECT_EQ(read.error().board.line, 1);  // the file's own line
    const std::string sentence = bench::describeAssignmentError(read.error(), "b.txt");
    EXPECT_EQ(sentence.rfind("b.txt, line 5, column 1: the file 'bad.txt' is not one of this puzzle: line 1", 0), 0u)
        << sentence;

    read = loadAssignment(scratch.path() + "/none.txt");
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().kind, AssignmentErrorKind::FileUnreadable);
    EXPECT_EQ(read.error().line, 0);
}

TEST(Grading, AnAssignmentPastItsCapIsRefusedUnread) {
    const std::string huge = kHead + "[board]\nsize: 8\n" + std::string(kMaxAssignmentBytes, '#');
    AssignmentResult read = readAssignment(huge);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().kind, AssignmentErrorKind::TooLarge);
    std::string many = kHead;
    for (int i = 0; i <= kMaxAssignmentBoards; ++i) many += "[board]\nsize: 4\n";
    read = readAssignment(many);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().kind, AssignmentErrorKind::TooManyBoards);
    EXPECT_EQ(read.error().values[0], kMaxAssignmentBoards);
}

}  // namespace
}  // namespace pw::grading
