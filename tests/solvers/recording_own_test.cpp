// A student's version is recorded the same way, from the events its program reports: for
// each example file of resources/examples, seeking equals stepping, k events then j back
// give what a fresh run stopped at k − j shows, and the run saved with its source opens
// again as the same run, without the file or a compiler.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/run_file.h"
#include "own/toolchain.h"
#include "own_version_support.h"
#include "recording_support.h"

namespace pw {
namespace {

using recording_test::traceRun;
using recording_test::TracedRun;

std::vector<std::string> exampleFiles() {
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(own::toolchain().examplesDir()))
        if (entry.path().extension() == ".cpp") files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

/// The built-in version a student's example stands for, for its small board.
Instance boardFor(const AlgorithmInfo& entry) {
    AlgorithmInfo like;
    like.puzzle = entry.puzzle;
    like.id = entry.title.find("_v1") != std::string::npos ? entry.puzzle + ".v1" : entry.puzzle + ".v2";
    return recording_test::smallInstance(like);
}

bool sameMoment(const RecordedMoment& a, const RecordedMoment& b) {
    return a.index == b.index && a.event.kind == b.event.kind && a.event.line == b.event.line &&
           a.event.depth == b.event.depth && a.event.cell == b.event.cell && a.event.value == b.event.value &&
           a.event.aux == b.event.aux && a.state == b.state && a.counters == b.counters;
}

TEST(Recording, StudentVersionsAreRecordedReplayedAndSavedWithTheirSource) {
    const std::vector<std::string> files = exampleFiles();
    ASSERT_GE(files.size(), 7u);
    for (const std::string& file : files) {
        SCOPED_TRACE(file);
        auto version = own::test::compiled(file);
        ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
        const AlgorithmInfo entry = version->algorithm();
        const Instance board = boardFor(entry);
        const TracedRun run = traceRun(entry, board, Mode::All, {.events = 1200});
        const Recording recording = run.recording->copy();
        ASSERT_GT(recording.size(), 0u);
        ASSERT_EQ(recording.size(), run.posted.size());
        for (std::uint64_t k = 0; k < recording.size(); ++k)
            ASSERT_TRUE(sameMoment(recording.at(k), run.posted[k])) << "seek to " << k;
        // The student's lines, as the pseudo-code view numbers them.
        for (const RecordedMoment& m : run.posted)
            ASSERT_LT(m.event.line, static_cast<int>(entry.pseudocode.size()));

        const std::uint64_t k = recording.size(), j = k / 2;
        const TracedRun fresh = traceRun(entry, board, Mode::All, {.events = k - j});
        ASSERT_EQ(fresh.recording->size(), k - j);
        EXPECT_TRUE(sameMoment(recording.at(k - 1 - j), fresh.posted.back())) << "back " << j << " from " << k;

        RecordedRun saved;
        saved.puzzle = entry.puzzle;
        saved.version = RecordedRun::kOwnVersion;
        saved.title = entry.title;
        for (const std::string& line : entry.pseudocode) saved.source += line + "\n";
        saved.counterNames = entry.counterNames;
        saved.instance = board;
        saved.stats = run.result.stats;
        saved.extraValid = run.result.extraValid;
        saved.recording = recording;
        const std::string bytes = writeRunFile(saved, builtinRegistry());
        const RunFileResult read = readRunFile(bytes, builtinRegistry());
        ASSERT_TRUE(read.ok()) << debugString(read.error());
        EXPECT_TRUE(read->isOwn());
        EXPECT_EQ(read->title, entry.title);
        EXPECT_EQ(read->sourceLines(), entry.pseudocode);
        EXPECT_EQ(read->counterNames, entry.counterNames);
        ASSERT_EQ(read->recording.size(), recording.size());
        Recording::Walker a(read->recording), b(recording);
        for (; !a.done(); a.next(), b.next()) ASSERT_TRUE(sameMoment(a.moment(), b.moment())) << a.moment().index;
    }
}

// A version whose rows come in an order shuffled from the clock does something else at
// each run; its recording and its saved file still give back exactly the events this run
// reported, at every event.
TEST(Recording, AVersionThatChangesAtEachRunReplaysWhatItDid) {
    auto version = own::test::compiled(std::string(PW_TEST_FIXTURES) + "/recording/queens_random_order.cpp");
    ASSERT_TRUE(version->compiled()) << version->lastCompile().output;
    const AlgorithmInfo entry = version->algorithm();
    const Instance six = *builtinRegistry().puzzle("queens")->makeInstance({.size = 6});
    const TracedRun first = traceRun(entry, six, Mode::All, {.events = 400});
    const TracedRun second = traceRun(entry, six, Mode::All, {.events = 400});
    ASSERT_EQ(first.posted.size(), 400u);
    ASSERT_EQ(second.posted.size(), 400u);
    bool differ = false;
    for (std::size_t k = 0; k < first.posted.size() && !differ; ++k)
        differ = !sameMoment(first.posted[k], second.posted[k]);
    EXPECT_TRUE(differ) << "two runs of the shuffled version reported the same 400 events";

    const Recording recording = first.recording->copy();
    for (std::uint64_t k = recording.size(); k-- > 0;)
        ASSERT_TRUE(sameMoment(recording.at(k), first.posted[k])) << "seek to " << k;
    RecordedRun saved;
    saved.puzzle = entry.puzzle;
    saved.version = RecordedRun::kOwnVersion;
    saved.title = entry.title;
    for (const std::string& line : entry.pseudocode) saved.source += line + "\n";
    saved.counterNames = entry.counterNames;
    saved.instance = six;
    saved.recording = recording;
    const RunFileResult read = readRunFile(writeRunFile(saved, builtinRegistry()), builtinRegistry());
    ASSERT_TRUE(read.ok()) << debugString(read.error());
    ASSERT_EQ(read->recording.size(), first.posted.size());
    Recording::Walker walk(read->recording);
    for (std::size_t k = 0; !walk.done(); walk.next(), ++k)
        ASSERT_TRUE(sameMoment(walk.moment(), first.posted[k])) << "event " << k << " of the file";
}

}  // namespace
}  // namespace pw
