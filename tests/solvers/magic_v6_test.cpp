// magic.v6: the group of 32 that it normalises by (checked on every square of order
// 4), its plans (compile-time and run-time ones agree), its counters (the same traced,
// untraced, on one thread or two, with or without the bit instructions), and order-5
// partial counts cross-checked against v4 (givens) and against whole orbits (a sample
// of the empty board's tasks). The whole 5×5 count is left to puzzle-bench.
#include <gtest/gtest.h>

#include <set>

#include "all_puzzles.h"
#include "magic/bit_dispatch.h"
#include "magic/group_plan.h"
#include "magic/model.h"
#include "magic/square_group.h"
#include "magic/task_sample.h"

namespace pw {
namespace {

Instance square(int n, std::vector<int> givens = {}) {
    Instance instance = *builtinRegistry().puzzle("magic")->makeInstance({.size = n});
    instance.cells = std::move(givens);
    return instance;
}

RunResult run(std::string_view id, const Instance& instance, Mode mode, SolutionSink& sink, unsigned threads = 2,
              StepTracer* tracer = nullptr) {
    SearchContext ctx(sink, {}, nullptr, tracer);
    return runAlgorithm(*builtinRegistry().algorithm(id), instance, {mode, threads, true}, ctx);
}

std::set<std::vector<int>> storedSet(const SolutionSink& sink) {
    std::set<std::vector<int>> out;
    for (const StoredSolution& s : sink.solutions()) out.insert(s.cells);
    return out;
}

std::vector<int> imageOf(const std::vector<int>& map, const std::vector<int>& grid) {
    std::vector<int> out(grid.size());
    for (std::size_t cell = 0; cell < grid.size(); ++cell) out[static_cast<std::size_t>(map[cell])] = grid[cell];
    return out;
}

// The classic 5×5 square of the staircase (de la Loubère) method.
const std::vector<int> kStaircase = {17, 24, 1,  8,  15, 23, 5,  7,  14, 16, 4,  6, 13,
                                     20, 22, 10, 12, 19, 21, 3,  11, 18, 25, 2,  9};

TEST(MagicGroup, HasThe32ElementsThatKeepSquaresMagic) {
    EXPECT_EQ(magic::squareGroup(3).size(), 8u);
    for (int n : {4, 5, 6, 7}) {
        const auto group = magic::squareGroup(n);
        EXPECT_EQ(static_cast<int>(group.size()), magic::squareGroupOrder(n)) << n;
        EXPECT_EQ(std::set<std::vector<int>>(group.begin(), group.end()).size(), group.size()) << n;
    }
    std::set<std::vector<int>> images;
    for (const auto& map : magic::squareGroup(5)) {
        const std::vector<int> image = imageOf(map, kStaircase);
        EXPECT_TRUE(magic::isMagicSquare(5, image));
        images.insert(image);
    }
    EXPECT_EQ(images.size(), 32u);
}

TEST(MagicGroup, RulesPickOneSquareOfEachOrbitOfOrder4) {
    SolutionSink sink(10000);
    run("magic.v4", square(4), Mode::All, sink);
    const std::set<std::vector<int>> all = storedSet(sink);
    ASSERT_EQ(all.size(), 7040u);
    const auto group = magic::squareGroup(4);
    std::size_t representatives = 0;
    for (const std::vector<int>& s : all) {
        std::size_t picked = 0;
        std::set<std::vector<int>> orbit;
        for (const auto& map : group) {
            const std::vector<int> image = imageOf(map, s);
            ASSERT_TRUE(all.count(image));
            orbit.insert(image);
            picked += magic::isGroupRepresentative(4, image) ? 1 : 0;
        }
        EXPECT_EQ(orbit.size(), 32u);
        EXPECT_EQ(picked, 1u);
        representatives += magic::isGroupRepresentative(4, s) ? 1 : 0;
    }
    EXPECT_EQ(representatives, 220u);  // 7,040 / 32
}

TEST(MagicPlan, EveryOrderPlansWithinItsArrays) {
    for (int n = 3; n <= 8; ++n) {
        const magic::GroupPlan plan = magic::makeGroupPlan(n, {}, true, n % 2 == 1);
        int searched = 0, cells = 0;
        for (int g = 0; g < plan.groupCount; ++g) {
            const magic::Group& group = plan.groups[static_cast<std::size_t>(g)];
            searched += group.cell >= 0 ? 1 : 0;
            cells += (group.cell >= 0 ? 1 : 0) + group.computedCount;
            if (n >= 4) {
                EXPECT_FALSE(group.checkEach) << n;  // masks settle every group
            }
        }
        EXPECT_EQ(cells, n * n) << n;
        EXPECT_GE(searched, n * n - 2 * n - 1) << n;  // 2n + 2 lines, one of them redundant
        if (n == 5) {
            EXPECT_EQ(searched, 14);  // every line but one computes a cell
        }
    }
}

TEST(MagicPlan, CompileTimePlanIsTheRunTimeOne) {
    constexpr magic::GroupPlan atCompileTime = magic::makeGroupPlan(5, {}, true, true);
    const magic::GroupPlan atRunTime = magic::makeGroupPlan(5, {}, true, true);
    EXPECT_TRUE(atCompileTime == atRunTime);
    EXPECT_EQ(atCompileTime.groups[0].cell, 12);  // the centre first
    EXPECT_EQ(atCompileTime.order, 32);
}

/// Counts events by kind; keeps nothing else.
class CountingTracer : public StepTracer {
public:
    void onEvent(const Event& event, std::span<const int> state) override {
        ++events;
        if (event.kind == EventKind::Solution) {
            EXPECT_TRUE(magic::isMagicSquare(4, state));
        }
    }
    std::size_t events = 0;
};

TEST(MagicV6Counters, SameTracedUntracedOnAnyThreadsAndEitherCopy) {
    SolutionSink base(0);
    const RunResult reference = run("magic.v6", square(4), Mode::Count, base, 1);
    EXPECT_EQ(reference.stats.solutions, 7040u);
    EXPECT_EQ(reference.stats.extra[0], 220u);  // leaves: one per orbit of 32
    CountingTracer tracer;
    SolutionSink traced(0);
    EXPECT_EQ(run("magic.v6", square(4), Mode::Count, traced, 1, &tracer).stats, reference.stats);
    EXPECT_GT(tracer.events, reference.stats.nodes);
    SolutionSink two(0), all(10000);
    EXPECT_EQ(run("magic.v6", square(4), Mode::Count, two, 2).stats, reference.stats);
    EXPECT_EQ(run("magic.v6", square(4), Mode::All, all, 2).stats, reference.stats);
    magic::bitInstructionsAllowed() = false;
    SolutionSink baseline(0);
    EXPECT_EQ(run("magic.v6", square(4), Mode::Count, baseline, 2).stats, reference.stats);
    magic::bitInstructionsAllowed() = true;
}

TEST(MagicV6Givens, TheCentreAloneKeepsTheSymmetry) {
    SolutionSink sink(100);
    const RunResult r = run("magic.v6", square(3, {0, 0, 0, 0, 5, 0, 0, 0, 0}), Mode::Count, sink);
    EXPECT_EQ(r.stats.solutions, 8u);
    EXPECT_EQ(r.stats.extra[3], 1u);
    EXPECT_TRUE(r.extraValid >> 3 & 1u) << "every orbit lies whole among the completions";
    EXPECT_FALSE(r.notice);
}

TEST(MagicV6Givens, Order5CompletionsAgreeWithV4AndV5) {
    // Cells of the staircase square: its first row and centre; its corners and centre.
    for (const std::vector<int>& keep : {std::vector<int>{0, 1, 2, 3, 4, 12}, std::vector<int>{0, 4, 12, 20, 24}}) {
        std::vector<int> givens(25, 0);
        for (int cell : keep) givens[static_cast<std::size_t>(cell)] = kStaircase[static_cast<std::size_t>(cell)];
        std::set<std::vector<int>> reference;
        for (const char* id : {"magic.v4", "magic.v5", "magic.v6"}) {
            SolutionSink sink(100000);
            const RunResult r = run(id, square(5, givens), Mode::All, sink);
            const std::set<std::vector<int>> found = storedSet(sink);
            EXPECT_EQ(found.size(), r.stats.solutions) << id;
            EXPECT_TRUE(found.count(kStaircase)) << id;
            if (reference.empty()) reference = found;
            EXPECT_EQ(found, reference) << id;
        }
        EXPECT_GT(reference.size(), 1000u);
    }
}

TEST(MagicV6Order5, SampledTasksFindWholeOrbits) {
    // Every 20,000th task of the empty board, run whole: each square comes with its 31
    // images, and with their complements when its centre is below 13.
    SolutionSink sink(1'000'000);
    SearchContext ctx(sink);
    const magic::SampleRun sample =
        magic::runGroupParallelSample(square(5), {Mode::All, 2, true}, ctx, {.centre = 0, .stride = 20000, .offset = 17});
    ASSERT_TRUE(sample.result.completed);
    EXPECT_GE(sample.tasksRun, 5u);
    const std::set<std::vector<int>> found = storedSet(sink);
    ASSERT_GT(found.size(), 0u);
    ASSERT_LT(found.size(), sink.keep());
    EXPECT_EQ(found.size(), sink.total());
    EXPECT_EQ(sink.total(), 8 * sample.result.stats.extra[3]);
    // The representatives' orbits, complements included, make up the whole set.
    const auto group = magic::squareGroup(5);
    std::size_t orbits = 0;
    for (const std::vector<int>& s : found) {
        ASSERT_TRUE(magic::isMagicSquare(5, s));
        if (!magic::isGroupRepresentative(5, s) || s[12] > 13) continue;
        std::vector<int> complement = s;
        for (int& v : complement) v = 26 - v;
        for (const auto& map : group) {
            ASSERT_TRUE(found.count(imageOf(map, s)));
            if (s[12] < 13) {
                ASSERT_TRUE(found.count(imageOf(map, complement)));
            }
        }
        orbits += s[12] == 13 ? 1 : 2;  // centre 13: the complement's orbit has a representative of its own
    }
    EXPECT_EQ(32 * orbits, found.size());
}

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

TEST(MagicV6Order5, CentreOneMatchesThePublishedCount) {
    // 4,365,792 squares up to rotation and reflection have 1 in the centre (Bud Shaw's
    // order-5 tables); the tasks of centre 1 also stand for their complements (centre
    // 25). About 5 s of processor time: skipped under the sanitizers.
    if (kSanitized) GTEST_SKIP() << "seconds in Release, minutes under ASan";
    SolutionSink sink(0);
    SearchContext ctx(sink);
    const magic::SampleRun part =
        magic::runGroupParallelSample(square(5), {Mode::Count, 2, true}, ctx, {.centre = 1, .stride = 1, .offset = 0});
    ASSERT_TRUE(part.result.completed);
    EXPECT_EQ(part.result.stats.extra[3], 2u * 4'365'792u);
    EXPECT_EQ(sink.total(), 2u * 8u * 4'365'792u);
}

}  // namespace
}  // namespace pw
