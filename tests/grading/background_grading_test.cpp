// A grading on a thread of its own, as the window's dialog polls it: every step is told
// once, the book fills as they come, and Cancel ends it with nothing more graded. In the
// ThreadSanitizer tree too (scripts/test): the steps come from the compile threads and
// the grading thread while the poller reads.
#include <thread>

#include "background_grading.h"
#include "grading_support.h"

namespace pw::grading {
namespace {

struct SmallClass {
    test::Scratch scratch;
    Assignment assignment;
    std::vector<std::string> files;
    SmallClass() {
        for (const char* name : {"good.cpp", "not_compiling.cpp"})
            files.push_back(scratch.write(name, test::readText(test::submissions() + "/" + name)));
        assignment = test::assignment("title: T\npuzzle: queens\nlimit: 20 x v2\nlimit_at_least: 1\n[board]\nsize: 6\n"
                                      "[board]\nsize: 5\nmode: first\n");
    }
};

TEST(Grading, ABackgroundGradingIsPolledStepByStep) {
    SmallClass c;
    GradeSettings settings;
    settings.repeats = 1;
    BackgroundGrading job(c.assignment, c.files, settings);
    EXPECT_EQ(job.total(), 2 + 2 + 2 * 2);  // two references, two compiles, four boards
    std::vector<GradeStep> steps;
    while (!job.finished()) {
        job.book(&steps);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    const GradeBook book = job.book(&steps);
    ASSERT_EQ(static_cast<int>(steps.size()), job.total());
    for (std::size_t i = 0; i < steps.size(); ++i) EXPECT_EQ(steps[i].done, static_cast<int>(i) + 1);
    EXPECT_EQ(job.done(), job.total());
    EXPECT_FALSE(book.cancelled);
    EXPECT_EQ(book.students[0].points(), 2);
    EXPECT_EQ(book.students[1].boards[0].result, BoardResult::DidNotCompile);
}

TEST(Grading, ACancelledBackgroundGradingStopsAndSaysSo) {
    SmallClass c;
    BackgroundGrading job(c.assignment, c.files, GradeSettings{});
    job.cancel();
    while (!job.finished()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    const GradeBook book = job.book();
    EXPECT_TRUE(book.cancelled);
    EXPECT_LT(job.done(), job.total());
}

TEST(Grading, ABackgroundGradingDestroyedMidRunStopsIt) {
    SmallClass c;
    bool ended = false;
    {
        BackgroundGrading job(c.assignment, c.files, GradeSettings{});
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        ended = job.finished();
    }
    // Destroyed mid-run (or just done): stopped and joined, its members never used after.
    SUCCEED() << (ended ? "it had ended" : "stopped mid-run");
}

}  // namespace
}  // namespace pw::grading
