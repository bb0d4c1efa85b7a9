// queens.v5 (ring starts under the 8 symmetries): the ring arithmetic on every ring of
// small boards, v5 against v3 solution by solution, its modes, its trace, its stop.
// The counts of N = 13 to 18 are the slow set, disabled in the normal run; run them with
//   pw_solver_tests --gtest_also_run_disabled_tests --gtest_filter='*QueensRingSlow*'
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <set>
#include <thread>

#include "all_puzzles.h"
#include "queens_test_support.h"
#include "queens/model.h"
#include "queens/ring_counter.h"
#include "queens/ring_start.h"

namespace pw {
namespace {

using namespace queens;
using namespace queens_test;

// The count by the ring formula alone: sum of weight × completions over canonical starts.
std::uint64_t countByRing(const Ring& ring) {
    std::uint64_t total = 0;
    for (const RingTask& task : makeRingTasks(ring, true)) {
        const RingPlan plan = makeRingPlan(ring, task.start);
        std::uint64_t perColumn[kMaxRingColumns] = {};
        const std::uint64_t completions =
            plan.steps.empty()
                ? 1
                : countRingCompletions(plan.steps.data(), static_cast<int>(plan.steps.size()), {}, perColumn).solutions;
        total += completions * static_cast<std::uint64_t>(task.weight);
    }
    return total;
}

TEST(QueensRing, EveryRingGivesTheOeisCount) {
    // The edge ring (depth 0) of the published counters and every ring inside it.
    for (int n = 1; n <= 11; ++n)
        for (int depth = 0; 2 * depth <= n - 1; ++depth)
            EXPECT_EQ(countByRing({n, depth}), kSolutions[n]) << "N=" << n << " depth " << depth;
}

// The plain recursion over a plan's steps, for the walk's per-column counts.
void countByRecursion(const RingPlan& plan, std::size_t i, RingPosition position, std::uint64_t* perColumn) {
    for (std::uint32_t free = position.freeRows(plan.steps[i]); free != 0; free &= free - 1) {
        ++perColumn[i];
        if (i + 1 < plan.steps.size())
            countByRecursion(plan, i + 1, position.with(free & (0u - free), plan.steps[i]), perColumn);
    }
}

TEST(QueensRing, WalkCountsEachColumnsNodes) {
    // N = 16's edge ring leaves up to 13 free columns: longer than one walk (12), so the
    // walk is split at its first column; N = 11 and 12 take one walk of 9 and 10.
    for (int n : {11, 12, 16}) {
        const Ring ring{n, 0};
        int tasks = 0, longest = 0;
        for (const RingTask& task : makeRingTasks(ring, true)) {
            const RingPlan plan = makeRingPlan(ring, task.start);
            const int count = static_cast<int>(plan.steps.size());
            if (n == 16 && count <= 12) continue;  // N = 16: the split walks only
            if (++tasks > (n == 16 ? 8 : 30)) break;
            longest = std::max(longest, count);
            std::uint64_t walk[kMaxRingColumns] = {}, recursion[kMaxRingColumns] = {};
            const RingCount counted = countRingCompletions(plan.steps.data(), count, {}, walk);
            countByRecursion(plan, 0, {}, recursion);
            std::uint64_t sum = 0;
            for (int c = 0; c < count; ++c) {
                EXPECT_EQ(walk[c], recursion[c]) << "N=" << n << " task " << tasks << " column " << c;
                sum += walk[c];
            }
            EXPECT_EQ(counted.nodes, sum);
            EXPECT_EQ(counted.solutions, recursion[count - 1]);
        }
        if (n == 16) {
            EXPECT_GT(longest, 12);
        }
    }
}

TEST(QueensRing, WeightsAreOrbitSizes) {
    for (int n = 4; n <= 12; ++n) {
        const Ring ring{n, ringDepth(n)};
        std::uint64_t skipped = 0;
        std::uint64_t weighed = 0;
        for (const RingTask& task : makeRingTasks(ring, true, &skipped)) {
            EXPECT_TRUE(task.canonical);
            // Orbit size times stabiliser size is the group's order.
            EXPECT_EQ(task.weight * std::popcount(static_cast<unsigned>(task.stabiliser)), 8) << "N=" << n;
            weighed += static_cast<std::uint64_t>(task.weight);
        }
        // Every valid start is one canonical start's image.
        EXPECT_EQ(weighed, makeRingTasks(ring, false).size()) << "N=" << n;
        EXPECT_EQ(weighed, makeRingTasks(ring, true).size() + skipped) << "N=" << n;
    }
}

TEST(QueensRing, ImagesOfAStartAreStarts) {
    const Ring ring{9, ringDepth(9)};
    for (const RingTask& task : makeRingTasks(ring, false))
        for (int s = 0; s < 8; ++s) {
            const RingStart image = transformRingStart(ring, task.start, s);
            // Back again with the inverse: rotations 1 and 3 undo each other, the others are involutions.
            const int inverse = s == 1 ? 3 : s == 3 ? 1 : s;
            EXPECT_EQ(transformRingStart(ring, image, inverse), task.start);
        }
}

TEST(QueensRing, AllModeStreamsTheSameSolutionsAsV3) {
    for (int n = 1; n <= 12; ++n) {
        SolutionSink v3(20000), v5(20000);
        const RunResult r3 = run("queens.v3", n, {Mode::All, 1, true}, v3);
        const RunResult r5 = run("queens.v5", n, {Mode::All, 2, true}, v5);
        EXPECT_EQ(r5.stats.solutions, r3.stats.solutions) << "N=" << n;
        EXPECT_EQ(r5.stats.extra[0], r3.stats.extra[0]) << "classes N=" << n;
        EXPECT_EQ(v5.storedCount(), v5.total()) << "every solution streamed once, N=" << n;
        EXPECT_EQ(storedSet(v5), storedSet(v3)) << "N=" << n;
    }
}

TEST(QueensRing, CountModeAgreesWithV3WithAndWithoutClasses) {
    for (int n = 1; n <= 12; ++n)
        for (bool classes : {false, true}) {
            SolutionSink v3(0), v5(0);
            const RunResult r3 = run("queens.v3", n, {Mode::Count, 1, classes}, v3);
            const RunResult r5 = run("queens.v5", n, {Mode::Count, 2, classes}, v5);
            EXPECT_EQ(r5.stats.solutions, r3.stats.solutions) << "N=" << n;
            EXPECT_EQ(r5.extraValid & 1u, classes ? 1u : 0u);
            if (classes) {
                EXPECT_EQ(r5.stats.extra[0], kClasses[n]) << "N=" << n;
            }
        }
}

TEST(QueensRing, CountModeStoresValidFirstSolutions) {
    SolutionSink sink(25);
    const RunResult r = run("queens.v5", 13, {Mode::Count, 2, false}, sink);
    EXPECT_EQ(r.stats.solutions, kSolutions[13]);
    ASSERT_EQ(sink.storedCount(), 25u);
    const std::set<std::vector<int>> stored = storedSet(sink);
    EXPECT_EQ(stored.size(), 25u);
    for (const std::vector<int>& s : stored) EXPECT_TRUE(isSolved(13, solutionToSquares(s)));
}

TEST(QueensRing, FirstModeOnTwoThreadsGivesOneValidSolution) {
    for (int n : {4, 8, 14, 20}) {
        SolutionSink sink;
        const RunResult r = run("queens.v5", n, {Mode::First, 2, false}, sink);
        EXPECT_TRUE(r.completed);
        EXPECT_EQ(r.stats.solutions, 1u) << "N=" << n;
        ASSERT_EQ(sink.solutions().size(), 1u);
        EXPECT_TRUE(isSolved(n, solutionToSquares(sink.solutions().front().cells))) << "N=" << n;
    }
}

// Records every event with the state it came with.
class RecordingTracer : public StepTracer {
public:
    void onEvent(const Event& event, std::span<const int> state) override {
        events.push_back(event);
        states.emplace_back(state.begin(), state.end());
    }
    std::vector<Event> events;
    std::vector<std::vector<int>> states;
};

TEST(QueensRing, TraceFollowsThePseudocode) {
    const AlgorithmInfo& v5 = *builtinRegistry().algorithm("queens.v5");
    const int n = 8;
    RecordingTracer tracer;
    SolutionSink sink(1000);
    SearchContext ctx(sink, {}, nullptr, &tracer);
    const RunResult r = runAlgorithm(v5, board(n), {Mode::All, 1, true}, ctx);
    EXPECT_EQ(r.stats.solutions, kSolutions[n]);
    EXPECT_EQ(r.stats.extra[0], kClasses[n]);
    std::uint64_t cuts = 0, solutionEvents = 0;
    for (std::size_t i = 0; i < tracer.events.size(); ++i) {
        const Event& e = tracer.events[i];
        ASSERT_GE(e.line, 0);
        ASSERT_LT(static_cast<std::size_t>(e.line), v5.pseudocode.size());
        EXPECT_LE(e.depth, n);
        cuts += e.kind == EventKind::Cut;
        if (e.kind == EventKind::Solution) {
            ++solutionEvents;
            EXPECT_TRUE(isSolved(n, solutionToSquares(tracer.states[i])));
        }
        if (e.kind == EventKind::Place && e.cell >= 0) {  // the state shows the queen placed
            EXPECT_EQ(tracer.states[i][static_cast<std::size_t>(e.cell % n)], e.cell / n);
        }
    }
    // A cut per start that another image stands for; a solution event per completion
    // of a canonical start.
    EXPECT_EQ(cuts, r.stats.prunes);
    EXPECT_GT(cuts, 0u);
    const Ring ring{n, ringDepth(n)};
    std::uint64_t completions = 0;
    for (const RingTask& task : makeRingTasks(ring, true)) {
        const RingPlan plan = makeRingPlan(ring, task.start);
        std::uint64_t perColumn[kMaxRingColumns] = {};
        completions +=
            countRingCompletions(plan.steps.data(), static_cast<int>(plan.steps.size()), {}, perColumn).solutions;
    }
    EXPECT_EQ(solutionEvents, completions);
}

TEST(QueensRing, TracedAndUntracedCountersAgree) {
    for (int n : {6, 9}) {
        RecordingTracer tracer;
        SolutionSink tracedSink(0), plainSink(0);
        SearchContext traced(tracedSink, {}, nullptr, &tracer);
        const AlgorithmInfo& v5 = *builtinRegistry().algorithm("queens.v5");
        const RunResult a = runAlgorithm(v5, board(n), {Mode::All, 1, true}, traced);
        const RunResult b = run("queens.v5", n, {Mode::All, 1, true}, plainSink);
        EXPECT_EQ(a.stats, b.stats) << "N=" << n;
    }
}

TEST(QueensRing, StopIsHonouredWithin100ms) {
    SolutionSink sink;
    std::stop_source stop;
    RunResult result;
    std::jthread worker([&] {
        SearchContext ctx(sink, stop.get_token());
        result = runAlgorithm(*builtinRegistry().algorithm("queens.v5"), board(20), {Mode::Count, 2, false}, ctx);
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const auto stoppedAt = std::chrono::steady_clock::now();
    stop.request_stop();
    worker.join();
    EXPECT_FALSE(result.completed);
    EXPECT_LT(std::chrono::steady_clock::now() - stoppedAt, std::chrono::milliseconds(100));
}

TEST(QueensRing, CounterPathIsNamed) {
    const std::string path = ringCounterPath();
    EXPECT_TRUE(path == "x86-64-v3" || path == "baseline") << path;
}

// The slow set: N = 13 to 18 against OEIS, with the classes (about a minute on 2 cores).
TEST(DISABLED_QueensRingSlow, CountsMatchOeisUpTo18) {
    for (int n = 13; n <= 18; ++n) {
        SolutionSink sink(0);
        const RunResult r = run("queens.v5", n, {Mode::Count, 0, true}, sink);
        EXPECT_TRUE(r.completed);
        EXPECT_EQ(r.stats.solutions, kSolutions[n]) << "N=" << n;
        EXPECT_EQ(r.stats.extra[0], kClasses[n]) << "classes N=" << n;
    }
}

}  // namespace
}  // namespace pw
