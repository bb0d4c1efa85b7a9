// A recorded run (core/recording.h) holds, at every event, what the stepping tracer was
// told then: the event, the state and the counters. For every version of every puzzle
// in the registry (and the students' example files, in recording_own_test.cpp):
// seeking equals stepping; stepping k events then going back j gives what a fresh run
// stepped to k − j shows; a run saved and opened again is the same run.
#include <gtest/gtest.h>

#include <iostream>
#include <random>

#include "core/run_file.h"
#include "recording_support.h"

namespace pw {
namespace {

using recording_test::everyVersion;
using recording_test::smallInstance;
using recording_test::traceRun;
using recording_test::TracedRun;

void expectSameMoment(const RecordedMoment& got, const RecordedMoment& want, const std::string& where) {
    EXPECT_EQ(got.index, want.index) << where;
    EXPECT_EQ(got.event.kind, want.event.kind) << where;
    EXPECT_EQ(got.event.line, want.event.line) << where;
    EXPECT_EQ(got.event.depth, want.event.depth) << where;
    EXPECT_EQ(got.event.cell, want.event.cell) << where;
    EXPECT_EQ(got.event.value, want.event.value) << where;
    EXPECT_EQ(got.event.aux, want.event.aux) << where;
    EXPECT_EQ(got.state, want.state) << where;
    EXPECT_TRUE(got.counters == want.counters) << where << ": nodes " << got.counters.nodes << " against "
                                               << want.counters.nodes << ", checks " << got.counters.checks
                                               << " against " << want.counters.checks;
}

TEST(Recording, SeekingEqualsSteppingForEveryVersion) {
    for (const AlgorithmInfo* a : everyVersion()) {
        for (const Mode mode : {Mode::First, Mode::All, Mode::Count}) {
            SCOPED_TRACE(a->id + " in mode " + std::to_string(static_cast<int>(mode)));
            const TracedRun run = traceRun(*a, smallInstance(*a), mode, {.events = 20'000});
            const Recording recording = run.recording->copy();
            ASSERT_EQ(recording.size(), run.posted.size());
            ASSERT_GT(recording.size(), 0u);
            // Walking in order, then seeking each event out of order.
            std::uint64_t k = 0;
            for (Recording::Walker walk(recording); !walk.done(); walk.next(), ++k)
                expectSameMoment(walk.moment(), run.posted[k], "walk to " + std::to_string(k));
            EXPECT_EQ(k, recording.size());
            std::mt19937_64 random(std::hash<std::string>{}(a->id));
            std::vector<std::uint64_t> targets{0, recording.size() - 1, recording.size() / 2};
            for (int i = 0; i < 200; ++i) targets.push_back(random() % recording.size());
            for (std::uint64_t t : targets) {
                expectSameMoment(recording.at(t), run.posted[t], "seek to " + std::to_string(t));
                EXPECT_EQ(recording.kindAt(t), run.posted[t].event.kind);
                if (::testing::Test::HasFailure()) return;
            }
        }
    }
}

TEST(Recording, StepsBackToWhatAFreshRunStoppedThereShows) {
    for (const AlgorithmInfo* a : everyVersion()) {
        SCOPED_TRACE(a->id);
        const Instance board = smallInstance(*a);
        // k events forward: a run held after its k-th event (the cap stops it there).
        const TracedRun full = traceRun(*a, board, Mode::All, {.events = 1500});
        const std::uint64_t k = full.recording->size();
        ASSERT_GT(k, 0u);
        for (const std::uint64_t j : {std::uint64_t{0}, std::uint64_t{1}, k / 3, k - 1}) {
            const RecordedMoment back = full.recording->read([&](const Recording& r) { return r.at(k - 1 - j); });
            const TracedRun fresh = traceRun(*a, board, Mode::All, {.events = k - j});
            ASSERT_EQ(fresh.recording->size(), k - j);
            expectSameMoment(back, fresh.posted.back(), "back " + std::to_string(j) + " from " + std::to_string(k));
        }
    }
}

/// Everything a run file keeps, compared.
void expectSameRun(const RecordedRun& got, const RecordedRun& want) {
    EXPECT_EQ(got.puzzle, want.puzzle);
    EXPECT_EQ(got.version, want.version);
    EXPECT_EQ(got.title, want.title);
    EXPECT_EQ(got.source, want.source);
    EXPECT_EQ(got.counterNames, want.counterNames);
    // The board is kept in its puzzle's file format: the same board, written the same
    // (a blank grid may come back with its cells spelled out as blanks).
    const PuzzleInfo& puzzle = *builtinRegistry().puzzle(want.puzzle);
    EXPECT_EQ(puzzle.formatInstance(got.instance), puzzle.formatInstance(want.instance));
    EXPECT_EQ(got.instance.name, want.instance.name);
    EXPECT_EQ(got.mode, want.mode);
    EXPECT_TRUE(got.stats == want.stats);
    EXPECT_EQ(got.extraValid, want.extraValid);
    const Recording& a = got.recording;
    const Recording& b = want.recording;
    ASSERT_EQ(a.size(), b.size());
    EXPECT_EQ(a.treeRecordCount(), b.treeRecordCount());
    EXPECT_EQ(a.bookmarks(), b.bookmarks());
    EXPECT_EQ(a.end(), b.end());
    EXPECT_EQ(a.cap(), b.cap());
    Recording::Walker wa(a), wb(b);
    for (; !wa.done() && !wb.done(); wa.next(), wb.next()) {
        expectSameMoment(wa.moment(), wb.moment(), "event " + std::to_string(wa.moment().index));
        if (::testing::Test::HasFailure()) return;
    }
    std::vector<TreeRecord> ta, tb;
    a.treeLog(0, a.size(), ta, true);
    b.treeLog(0, b.size(), tb, true);
    ASSERT_EQ(ta.size(), tb.size());
    for (std::size_t i = 0; i < ta.size(); ++i) {
        EXPECT_EQ(ta[i].kind, tb[i].kind) << i;
        EXPECT_EQ(ta[i].event.depth, tb[i].event.depth) << i;
        EXPECT_EQ(ta[i].event.aux, tb[i].event.aux) << i;
    }
}

TEST(Recording, ASavedRunOpensAsTheOriginal) {
    for (const AlgorithmInfo* a : everyVersion()) {
        SCOPED_TRACE(a->id);
        TracedRun traced = traceRun(*a, smallInstance(*a), Mode::All, {.events = 5000});
        RecordedRun run;
        run.puzzle = a->puzzle;
        run.version = a->id;
        run.title = a->title;
        run.counterNames = a->counterNames;
        run.instance = smallInstance(*a);
        run.instance.name = "from a test";
        run.mode = Mode::All;
        run.stats = traced.result.stats;
        run.extraValid = traced.result.extraValid;
        run.recording = traced.recording->copy();
        run.recording.setEnd({true, traced.result.completed, traced.capped, false, traced.result.notice});
        run.recording.setBookmark(0, "the first event");
        run.recording.setBookmark(run.recording.size() - 1, "");
        run.recording.setBookmark(run.recording.size() / 2, "half way, é à ü");
        const std::string bytes = writeRunFile(run, builtinRegistry());
        const RunFileResult read = readRunFile(bytes, builtinRegistry());
        ASSERT_TRUE(read.ok()) << debugString(read.error());
        expectSameRun(*read, run);
        // Written again, the same bytes.
        EXPECT_TRUE(writeRunFile(*read, builtinRegistry()) == bytes);
    }
}

TEST(Recording, AtItsCapARunStopsOrGoesOnUnrecorded) {
    const AlgorithmInfo& v2 = *builtinRegistry().algorithm("queens.v2");
    const Instance six = *builtinRegistry().puzzle("queens")->makeInstance({.size = 6});
    const TracedRun stopped = traceRun(v2, six, Mode::All, {.events = 100}, AtRecordingCap::Stop);
    EXPECT_TRUE(stopped.capped);
    EXPECT_FALSE(stopped.result.completed);
    EXPECT_EQ(stopped.recording->size(), 100u);
    const TracedRun goesOn = traceRun(v2, six, Mode::All, {.events = 100}, AtRecordingCap::GoOn);
    EXPECT_TRUE(goesOn.capped);
    EXPECT_TRUE(goesOn.result.completed);
    EXPECT_EQ(goesOn.result.stats.solutions, 4u);  // OEIS A000170 for N = 6
    EXPECT_EQ(goesOn.recording->size(), 100u);
    // A byte budget caps it too.
    const TracedRun small = traceRun(v2, six, Mode::All, {.events = 1'000'000, .bytes = 1}, AtRecordingCap::Stop);
    EXPECT_TRUE(small.capped);
    EXPECT_EQ(small.recording->size(), 0u);
}

TEST(Recording, TheKindsInASpanAreItsEvents) {
    const AlgorithmInfo& v2 = *builtinRegistry().algorithm("queens.v2");
    const TracedRun run = traceRun(v2, *builtinRegistry().puzzle("queens")->makeInstance({.size = 7}), Mode::All);
    const Recording r = run.recording->copy();
    ASSERT_GT(r.size(), 1000u);
    std::mt19937_64 random(7);
    for (int i = 0; i < 500; ++i) {
        std::uint64_t from = random() % r.size(), to = random() % (r.size() + 1);
        if (from > to) std::swap(from, to);
        if (i % 5 == 0) to = std::min<std::uint64_t>(from + random() % 3, r.size());
        EventKindMask want = 0;
        for (std::uint64_t k = from; k < to; ++k) want |= kindBit(run.posted[k].event.kind);
        EXPECT_EQ(r.kindsIn(from, to), want) << from << ".." << to;
    }
}

TEST(Recording, BookmarksStayInEventOrderAndRelabel) {
    const AlgorithmInfo& v2 = *builtinRegistry().algorithm("queens.v2");
    Recording r = traceRun(v2, *builtinRegistry().puzzle("queens")->makeInstance({.size = 5}), Mode::All)
                      .recording->copy();
    r.setBookmark(40, "b");
    r.setBookmark(3, "a");
    r.setBookmark(40, "c");
    r.setBookmark(r.size(), "past the end");  // ignored
    ASSERT_EQ(r.bookmarks().size(), 2u);
    EXPECT_EQ(r.bookmarks()[0], (Bookmark{3, "a"}));
    EXPECT_EQ(r.bookmarks()[1], (Bookmark{40, "c"}));
    r.removeBookmark(3);
    EXPECT_EQ(r.bookmarks().size(), 1u);
}

// The figures the issue sets (docs/PERFORMANCE.md measures the time): a million events
// of queens.v1 at N = 8 and of sudoku.v1 on a 9×9 board take at most 64 MB.
TEST(Recording, AMillionEventsTakeAtMost64MB) {
    const Instance eight = *builtinRegistry().puzzle("queens")->makeInstance({.size = 8});
    // A puzzle made against naive backtracking (its first row is 987654321): sudoku.v1
    // tries millions of digits before its solution.
    const Instance hard = builtinRegistry()
                              .puzzle("sudoku")
                              ->parseInstances("..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n")
                              ->front();
    for (const auto& [id, board] : {std::pair{"queens.v1", eight}, std::pair{"sudoku.v1", hard}}) {
        SCOPED_TRACE(id);
        const TracedRun run = traceRun(*builtinRegistry().algorithm(id), board, Mode::All, {.events = 1'000'000});
        EXPECT_EQ(run.recording->size(), 1'000'000u);
        const std::size_t bytes = run.recording->read([](const Recording& r) { return r.memoryBytes(); });
        EXPECT_LE(bytes, std::size_t{64} << 20);
        std::cout << "[ memory   ] " << id << ": 10^6 events in " << bytes / 1e6 << " MB\n";
    }
}

}  // namespace
}  // namespace pw
