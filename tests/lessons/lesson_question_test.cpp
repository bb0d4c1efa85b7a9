// A lesson step's question (docs/LESSONS.md, "Questions"): a number, a choice of three or
// four ranges, a square of the board; its figure a count of a run the step makes, never
// an answer written in the lesson; and each mistake with its kind, line and column.
// Each built-in lesson asks at least two, in both languages.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "all_puzzles.h"
#include "lesson_reader.h"

namespace pw::lessons {
namespace {

/// A lesson of one step of the 8 queens' v2 that runs `run` and asks `answer`.
std::string lessonWith(const std::string& run, const std::string& answer, bool question = true) {
    std::string text = "title: Q\npuzzle: queens\n\n[step]\ntitle: One\ntext: Words.\nversion: v2\n";
    if (!run.empty()) text += "run: " + run + "\n";
    if (question) text += "question: How many ok() calls?\nquestion.fr: Combien d'appels à ok() ?\n";
    if (!answer.empty()) text += "answer: " + answer + "\n";
    return text;
}

const Question& questionOf(const LessonResult& read) { return read.value().steps.front().question; }

TEST(LessonQuestion, ANumberIsACountOfTheStepsRun) {
    const LessonResult read = readLesson(lessonWith("solve", "number checks"));
    ASSERT_TRUE(read) << read.error();
    const Question& q = questionOf(read);
    EXPECT_EQ(q.kind, Question::Kind::Number);
    EXPECT_EQ(q.figure.figure, Figure::Checks);
    EXPECT_EQ(q.figure.version, "queens.v2");
    EXPECT_EQ(q.texts.at("en"), "How many ok() calls?");
    EXPECT_EQ(q.texts.at("fr"), "Combien d'appels à ok() ?");
    EXPECT_EQ(q.line, 11);
    // Its figure is one of those the step quotes, filled from the run.
    EXPECT_EQ(quotedFigures(read.value().steps.front()).back(), q.figure);
}

TEST(LessonQuestion, AChoiceCutsTheCountIntoThreeOrFourRanges) {
    const LessonResult three = readLesson(lessonWith("compare", "choice checks@v1 1000 1000000"));
    ASSERT_TRUE(three) << three.error();
    EXPECT_EQ(questionOf(three).kind, Question::Kind::Choice);
    EXPECT_EQ(questionOf(three).figure.version, "queens.v1");
    EXPECT_EQ(questionOf(three).bounds, (std::vector<std::int64_t>{1000, 1000000}));
    const LessonResult four = readLesson(lessonWith("solve", "choice counter:classes 5 10 50"));
    ASSERT_TRUE(four) << four.error();
    EXPECT_EQ(questionOf(four).figure.figure, Figure::Counter);
    EXPECT_EQ(questionOf(four).bounds.size(), 3u);
}

TEST(LessonQuestion, ASquareIsAskedOfASteppedRun) {
    const LessonResult read = readLesson(lessonWith("step 40", "square"));
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(questionOf(read).kind, Question::Kind::Square);
    // The next placement needs a traced run to come from.
    const LessonResult solve = readLesson(lessonWith("solve", "square"));
    ASSERT_FALSE(solve);
    EXPECT_EQ(solve.error().kind, LessonErrorKind::BadValue);
    EXPECT_EQ(solve.error().line, 11);
}

TEST(LessonQuestion, AStepWithoutOneAsksNothing) {
    const LessonResult read = readLesson(lessonWith("solve", "", false));
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(questionOf(read).kind, Question::Kind::None);
}

TEST(LessonQuestion, MistakesAreSaidWithTheirPlace) {
    struct Case {
        std::string run, answer;
        bool question;
        LessonErrorKind kind;
        int line;
    };
    const Case cases[] = {
        {"solve", "", true, LessonErrorKind::MissingKey, 4},                        // a question with no answer
        {"solve", "number checks", false, LessonErrorKind::MissingKey, 4},          // an answer with no question
        {"solve", "number", true, LessonErrorKind::BadValue, 11},                   // no figure
        {"solve", "guess checks", true, LessonErrorKind::BadValue, 11},             // not a form
        {"solve", "number time", true, LessonErrorKind::BadValue, 11},              // a time, not a count
        {"solve", "number queens", true, LessonErrorKind::UnknownFigure, 11},       // no such figure
        {"solve", "number counter:leaves", true, LessonErrorKind::UnknownCounter, 11},
        {"solve", "number checks@v9", true, LessonErrorKind::UnknownVersion, 11},
        {"solve", "number checks@v1", true, LessonErrorKind::FigureNotRun, 11},     // v1 is not run by this step
        {"", "number checks", true, LessonErrorKind::FigureNotRun, 10},              // nothing is run
        {"solve", "choice checks 1000", true, LessonErrorKind::BadValue, 11},       // one bound: two options
        {"solve", "choice checks 10 20 30 40", true, LessonErrorKind::BadValue, 11}, // five options
        {"solve", "choice checks 1000 100", true, LessonErrorKind::BadValue, 11},   // not increasing
        {"solve", "choice checks 10 ten", true, LessonErrorKind::BadValue, 11},
        {"solve", "choice checks -5 10", true, LessonErrorKind::BadValue, 11},
    };
    for (const Case& c : cases) {
        const LessonResult read = readLesson(lessonWith(c.run, c.answer, c.question));
        ASSERT_FALSE(read) << c.answer;
        EXPECT_EQ(read.error().kind, c.kind) << c.answer << ": " << read.error();
        EXPECT_EQ(read.error().line, c.line) << c.answer << ": " << read.error();
    }
    // A question's text is one per language, as a step's.
    const std::string twice = lessonWith("solve", "number checks") + "question: Again?\n";
    const LessonResult read = readLesson(twice);
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().kind, LessonErrorKind::DuplicateKey);
}

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(LessonQuestion, EachBuiltinLessonAsksAtLeastTwoInBothLanguages) {
    for (const char* id : {"queens", "magic", "sudoku", "lightsout", "shading"}) {
        const LessonResult read =
            readLesson(fileText(std::filesystem::path(PW_SOURCE_DIR) / "resources/lessons" / (std::string(id) + ".txt")));
        ASSERT_TRUE(read) << id << ": " << read.error();
        int asked = 0;
        for (const LessonStep& step : read.value().steps) {
            if (step.question.kind == Question::Kind::None) continue;
            ++asked;
            EXPECT_TRUE(step.question.texts.count("en") && step.question.texts.count("fr")) << id << " line " << step.line;
        }
        EXPECT_GE(asked, 2) << id;
    }
}

}  // namespace
}  // namespace pw::lessons
