// A lesson's step can show a saved run (`run: replay FILE`) and stand at one of its events,
// by number or by bookmark (`at: 37`, `at: bookmark LABEL`); a stepped run's step can stand
// back at an earlier event of its recording (`at: N` with `run: step M`, N ≤ M).
#include <gtest/gtest.h>

#include "lesson_reader.h"

namespace pw::lessons {
namespace {

LessonResult read(const std::string& step) {
    return readLesson("title: Replays\npuzzle: queens\n\n[step]\ntitle: One\ntext: Look.\nversion: v2\n" + step);
}

TEST(Recording, ALessonStepReplaysARunAtAnEventOrABookmark) {
    const LessonResult replay = read("run: replay runs/eight queens.pwrun\nat: bookmark the first dead end\n");
    ASSERT_TRUE(replay) << replay.error();
    const LessonStep& s = replay->steps.front();
    EXPECT_EQ(s.run, RunAction::Replay);
    EXPECT_EQ(s.replay, "runs/eight queens.pwrun");
    EXPECT_EQ(s.at, (EventRef{EventRef::Kind::Bookmark, 0, "the first dead end"}));

    const LessonResult numbered = read("run: replay a.pwrun\nat: 37\n");
    ASSERT_TRUE(numbered) << numbered.error();
    EXPECT_EQ(numbered->steps.front().at, (EventRef{EventRef::Kind::Number, 37, {}}));

    const LessonResult stepped = read("run: step 40\nat: 25\n");
    ASSERT_TRUE(stepped) << stepped.error();
    EXPECT_EQ(stepped->steps.front().events, 40);
    EXPECT_EQ(stepped->steps.front().at.number, 25);
}

TEST(Recording, ALessonStepsEventMustBeOneItsRunHas) {
    for (const std::string& wrong : {std::string("run: step 10\nat: 11\n"), std::string("run: step 10\nat: 0\n"),
                                     std::string("run: solve\nat: 3\n"), std::string("run: step 10\nat: bookmark x\n"),
                                     std::string("run: replay a.pwrun\nat: bookmark\n"), std::string("run: replay\n"),
                                     std::string("at: 3\n")}) {
        const LessonResult r = read(wrong);
        ASSERT_FALSE(r) << wrong;
        EXPECT_EQ(r.error().kind, LessonErrorKind::BadValue) << wrong;
        EXPECT_GT(r.error().line, 4) << wrong;
    }
}

}  // namespace
}  // namespace pw::lessons
