// The lesson reader: the five built-in lessons read, a lesson's keys mean what
// docs/LESSONS.md says (what a step inherits, boards, runs, pointers, figures), and a
// broken lesson gets its mistake's kind, line and column.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "all_puzzles.h"
#include "lesson_reader.h"

namespace pw::lessons {
namespace {

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

const char* const kBuiltin[] = {"queens", "magic", "sudoku", "lightsout", "shading"};

TEST(BuiltinLessons, EachReadsWithFiveStepsInBothLanguages) {
    for (const char* id : kBuiltin) {
        const std::string text = fileText(std::filesystem::path(PW_SOURCE_DIR) / "resources/lessons" / (std::string(id) + ".txt"));
        ASSERT_FALSE(text.empty()) << id;
        const LessonResult read = readLesson(text);
        ASSERT_TRUE(read) << id << ": " << read.error();
        const Lesson& lesson = read.value();
        EXPECT_EQ(lesson.steps.size(), 5u) << id;
        EXPECT_TRUE(lesson.titles.count("en") && lesson.titles.count("fr")) << id;
        for (const LessonStep& step : lesson.steps) {
            EXPECT_EQ(step.puzzle, id);
            EXPECT_TRUE(step.titles.count("en") && step.titles.count("fr")) << id << " line " << step.line;
            EXPECT_TRUE(step.texts.count("en") && step.texts.count("fr")) << id << " line " << step.line;
            // The French text quotes the same figures as the English one.
            std::vector<FigureRef> en, fr;
            for (const auto* text : {&step.texts.at("en"), &step.texts.at("fr")})
                for (const TextPiece& p : *text)
                    if (p.kind != TextPiece::Kind::Words) (text == &step.texts.at("en") ? en : fr).push_back(p.figure);
            EXPECT_EQ(en.size(), fr.size()) << id << " line " << step.line;
        }
        // The story: a step that runs something, and the comparison that proves the idea last.
        EXPECT_EQ(lesson.steps.back().run, RunAction::Compare) << id;
    }
}

constexpr const char* kSmall =
    "# a comment\n"
    "title: Small\n"
    "title.fr: Petite\n"
    "puzzle: queens\n"
    "\n"
    "[step]\n"
    "title: One\n"
    "text: It tested {checks} placements\n"
    "  in {time}.\n"
    "text.fr: Il a testé {checks} placements.\n"
    "version: v1\n"
    "board: size 6\n"
    "run: solve\n"
    "point: counter checks\n"
    "\n"
    "[step]\n"
    "title: Two\n"
    "text: {{braces}} and {ratio:checks@v1/checks@queens.v2}, {counter:classes@v2}\n"
    "run: compare\n"
    "budget: 0.5\n"
    "layout: board+charts\n"
    "point: chart work\n"
    "\n"
    "[step]\n"
    "title: Three\n"
    "text: A board.\n"
    "version: queens.v2\n"
    "mode: first\n"
    "board:\n"
    "  Q...\n"
    "  ..Q.\n"
    "  .Q..\n"
    "  ...Q\n"
    "run: step 7\n"
    "layout: board+tree\n"
    "point: line 4\n";

TEST(LessonReader, ReadsEveryKey) {
    const LessonResult read = readLesson(kSmall);
    ASSERT_TRUE(read) << read.error();
    const Lesson& lesson = read.value();
    EXPECT_EQ(lesson.titles.at("en"), "Small");
    EXPECT_EQ(lesson.titles.at("fr"), "Petite");
    ASSERT_EQ(lesson.steps.size(), 3u);

    const LessonStep& one = lesson.steps[0];
    EXPECT_EQ(one.line, 6);
    EXPECT_EQ(one.version, "queens.v1");
    EXPECT_EQ(one.board, (BoardSpec{BoardSpec::Kind::Size, 6, {}, {}, 12}));
    EXPECT_EQ(one.run, RunAction::Solve);
    EXPECT_EQ(one.point.kind, Pointer::Kind::Counter);
    EXPECT_EQ(one.point.figure.figure, Figure::Checks);
    const QuotedText& text = one.texts.at("en");
    ASSERT_EQ(text.size(), 5u);  // words, figure, words (continuation joined by a space), figure, words
    EXPECT_EQ(text[0].words, "It tested ");
    EXPECT_EQ(text[1].figure, (FigureRef{Figure::Checks, -1, "queens.v1"}));
    EXPECT_EQ(text[2].words, " placements in ");
    EXPECT_EQ(text[3].figure.figure, Figure::Time);
    EXPECT_EQ(text[4].words, ".");

    // The second step inherits the puzzle, the version and the board.
    const LessonStep& two = lesson.steps[1];
    EXPECT_EQ(two.version, "queens.v1");
    EXPECT_EQ(two.board.kind, BoardSpec::Kind::Keep);
    EXPECT_EQ(two.run, RunAction::Compare);
    EXPECT_DOUBLE_EQ(two.budget, 0.5);
    EXPECT_EQ(two.layout, Layout::BoardCharts);
    EXPECT_EQ(two.point.chart, Chart::Work);
    const QuotedText& braces = two.texts.at("en");
    ASSERT_GE(braces.size(), 4u);
    EXPECT_EQ(braces[0].words, "{braces} and ");
    EXPECT_EQ(braces[1].kind, TextPiece::Kind::Ratio);
    EXPECT_EQ(braces[1].figure.version, "queens.v1");
    EXPECT_EQ(braces[1].divisor.version, "queens.v2");
    EXPECT_EQ(braces[3].figure, (FigureRef{Figure::Counter, 0, "queens.v2"}));
    EXPECT_EQ(two.texts.count("fr"), 0u);  // the English text stands in

    const LessonStep& three = lesson.steps[2];
    EXPECT_EQ(three.mode, Mode::First);
    EXPECT_EQ(three.board.kind, BoardSpec::Kind::Text);
    EXPECT_EQ(three.board.text, "Q...\n..Q.\n.Q..\n...Q\n");
    EXPECT_EQ(three.run, RunAction::Step);
    EXPECT_EQ(three.events, 7);
    EXPECT_EQ(three.layout, Layout::BoardTree);
    EXPECT_EQ(three.point.kind, Pointer::Kind::Line);
    EXPECT_EQ(three.point.line, 4);
    EXPECT_EQ(quotedFigures(lesson.steps[1]).size(), 3u);
}

TEST(LessonReader, ANewPuzzleStartsOnItsUsualBoard) {
    const LessonResult read = readLesson(
        "title: T\n[step]\ntitle: a\ntext: b\npuzzle: magic\nversion: v2\n"
        "[step]\ntitle: c\ntext: d\npuzzle: sudoku\nversion: v3\nboard: sample candidates.txt\n");
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->steps[0].board, (BoardSpec{BoardSpec::Kind::Size, builtinRegistry().puzzle("magic")->defaultSize, {}, {}, 0}));
    EXPECT_EQ(read->steps[1].board.kind, BoardSpec::Kind::Sample);
    EXPECT_EQ(read->steps[1].board.sample, "candidates.txt");
}

struct Broken {
    const char* name;
    std::string text;
    LessonErrorKind kind;
    int line;
    int column;
    std::string found = {};
};

/// A lesson whose step `[step]` is on line 3 and whose keys start on line 4.
std::string step(const std::string& keys) { return "title: T\npuzzle: queens\n[step]\n" + keys; }
const std::string kOk = "title: a\ntext: b\nversion: v1\n";

TEST(LessonReader, AMistakeHasItsLineAndColumn) {
    const Broken cases[] = {
        {"unknown version", step(kOk + "[step]\ntitle: c\ntext: d\nversion: queens.v9\n"), LessonErrorKind::UnknownVersion, 10, 10, "queens.v9"},
        {"unknown key", step(kOk + "colour: red\n"), LessonErrorKind::UnknownKey, 7, 1, "colour"},
        {"translated key", step(kOk + "run.fr: solve\n"), LessonErrorKind::UnknownKey, 7, 1, "run.fr"},
        {"twice", step(kOk + "title: again\n"), LessonErrorKind::DuplicateKey, 7, 1, "title"},
        {"no text", step("title: a\nversion: v1\n"), LessonErrorKind::MissingKey, 3, 1},
        {"no version", step("title: a\ntext: b\n"), LessonErrorKind::MissingKey, 3, 1},
        {"no puzzle", "title: T\n[step]\ntitle: a\ntext: b\n", LessonErrorKind::MissingKey, 2, 1},
        {"no title", "puzzle: queens\n[step]\n" + kOk, LessonErrorKind::MissingKey, 1, 1},
        {"no steps", "title: T\n", LessonErrorKind::NoSteps, 0, 0},
        {"bad line", step(kOk + "just words\n"), LessonErrorKind::BadLine, 7, 1, "just words"},
        {"section", step(kOk + "[steps]\n"), LessonErrorKind::UnknownSection, 7, 1, "steps"},
        {"indent", "  title: T\n", LessonErrorKind::StrayIndent, 1, 1},
        {"indent after a blank", step(kOk + "\n  more\n"), LessonErrorKind::StrayIndent, 8, 1},
        {"format", "format: 2\n" + step(kOk), LessonErrorKind::UnsupportedFormat, 1, 9, "2"},
        {"unknown puzzle", "title: T\npuzzle: chess\n", LessonErrorKind::UnknownPuzzle, 2, 9, "chess"},
        {"mode", step(kOk + "mode: fast\n"), LessonErrorKind::BadValue, 7, 7, "fast"},
        {"run", step(kOk + "run: step zero\n"), LessonErrorKind::BadValue, 7, 6, "step zero"},
        {"layout", step(kOk + "layout: wide\n"), LessonErrorKind::BadValue, 7, 9, "wide"},
        {"point", step(kOk + "point: line 99\n"), LessonErrorKind::BadValue, 7, 8, "line 99"},
        {"point counter", step(kOk + "point: counter sheep\n"), LessonErrorKind::UnknownFigure, 7, 8, "sheep"},
        {"size", step(kOk + "board: size 99\n"), LessonErrorKind::BoardSize, 7, 8},
        {"placeholder", step("title: a\nversion: v1\nrun: solve\ntext: it took {time\n"), LessonErrorKind::BadPlaceholder, 7, 15, "{time"},
        {"figure", step("title: a\nversion: v1\nrun: solve\ntext: ok {speed}\n"), LessonErrorKind::UnknownFigure, 7, 10, "speed"},
        {"counter", step("title: a\nversion: v1\nrun: solve\ntext: {counter:sheep}\n"), LessonErrorKind::UnknownCounter, 7, 7, "sheep"},
        {"not run", step("title: a\nversion: v1\nrun: solve\ntext:\n  and {checks@v2}\n"), LessonErrorKind::FigureNotRun, 8, 7, "queens.v2"},
        {"nothing run", step("title: a\nversion: v1\ntext: {checks}\n"), LessonErrorKind::FigureNotRun, 6, 7, "queens.v1"},
        {"not utf-8", step(kOk + "text.fr: caf\xC3\n"), LessonErrorKind::NotUtf8, 7, 13},
        {"too large", std::string(kMaxLessonBytes + 1, '#'), LessonErrorKind::TooLarge, 0, 0},
    };
    for (const Broken& c : cases) {
        const LessonResult read = readLesson(c.text);
        ASSERT_FALSE(read) << c.name;
        const LessonError& e = read.error();
        EXPECT_EQ(e.kind, c.kind) << c.name << ": " << e;
        EXPECT_EQ(e.line, c.line) << c.name << ": " << e;
        EXPECT_EQ(e.column, c.column) << c.name << ": " << e;
        if (!c.found.empty()) {
            EXPECT_EQ(e.found, c.found) << c.name << ": " << e;
        }
    }
}

TEST(LessonReader, ColumnsCountCharactersNotBytes) {
    const LessonResult read = readLesson(step("title: a\nversion: v1\nrun: solve\ntext: déjà {x}\n"));
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().column, 12) << read.error();  // "text: déjà " is 11 characters
}

}  // namespace
}  // namespace pw::lessons
