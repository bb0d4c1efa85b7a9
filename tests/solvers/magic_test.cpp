// Magic squares: the lesson's figures (8 squares of order 3, 1 up to symmetry; 9^9 and
// 9! leaves), the 7,040 squares of order 4 (880 up to symmetry, OEIS A006052),
// completions of given cells cross-checked against filtering the full list, and a stop.
#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <thread>

#include "all_puzzles.h"
#include "bench_parse_error.h"
#include "magic/model.h"

namespace pw {
namespace {

Instance square(int n, std::vector<int> givens = {}) {
    Instance instance = *builtinRegistry().puzzle("magic")->makeInstance({.size = n});
    instance.cells = std::move(givens);
    return instance;
}

RunResult run(std::string_view id, const Instance& instance, Mode mode, SolutionSink& sink, bool classes = false) {
    const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
    EXPECT_NE(algorithm, nullptr) << id;
    SearchContext ctx(sink);
    return runAlgorithm(*algorithm, instance, {mode, 2, classes}, ctx);
}

std::set<std::vector<int>> storedSet(const SolutionSink& sink) {
    std::set<std::vector<int>> out;
    for (const StoredSolution& s : sink.solutions()) out.insert(s.cells);
    return out;
}

// The squares of `all` that agree with every given cell.
std::set<std::vector<int>> filter(const std::set<std::vector<int>>& all, const std::vector<int>& givens) {
    std::set<std::vector<int>> out;
    for (const std::vector<int>& s : all) {
        bool fits = true;
        for (std::size_t i = 0; i < givens.size(); ++i) fits = fits && (givens[i] == 0 || givens[i] == s[i]);
        if (fits) out.insert(s);
    }
    return out;
}

// Every square of order 4, found once by v5 and kept for the cross-checks.
const std::set<std::vector<int>>& allOrder4() {
    static const std::set<std::vector<int>> all = [] {
        SolutionSink sink(10000);
        run("magic.v5", square(4), Mode::All, sink);
        return storedSet(sink);
    }();
    return all;
}

class MagicOrder3 : public ::testing::TestWithParam<const char*> {};

TEST_P(MagicOrder3, FindsTheEightSquaresOneClass) {
    for (Mode mode : {Mode::All, Mode::Count}) {
        SolutionSink sink(100);
        RunResult r = run(GetParam(), square(3), mode, sink, true);
        EXPECT_TRUE(r.completed);
        EXPECT_EQ(r.stats.solutions, 8u) << GetParam();
        EXPECT_EQ(r.stats.extra[3], 1u) << GetParam();
        const std::set<std::vector<int>> found = storedSet(sink);
        EXPECT_EQ(found.size(), 8u);
        for (const auto& s : found) EXPECT_TRUE(magic::isMagicSquare(3, s));
    }
}

TEST_P(MagicOrder3, FirstModeStopsAtOne) {
    SolutionSink sink;
    RunResult r = run(GetParam(), square(3), Mode::First, sink);
    EXPECT_EQ(r.stats.solutions, 1u);
    ASSERT_EQ(sink.solutions().size(), 1u);
    EXPECT_TRUE(magic::isMagicSquare(3, sink.solutions().front().cells));
}

// v1 on an empty board is 9^9 leaves: it belongs to the CLI and the benchmark.
INSTANTIATE_TEST_SUITE_P(Magic, MagicOrder3,
                         ::testing::Values("magic.v2", "magic.v3", "magic.v4", "magic.v5", "magic.v6"));

TEST(MagicLesson, BruteForceTriesEveryNumberInEveryFreeCell) {
    // The Lo Shu with its last row cleared but one cell: 9^2 leaves, one of them magic.
    SolutionSink sink;
    RunResult r = run("magic.v1", square(3, {2, 7, 6, 9, 5, 1, 4, 0, 0}), Mode::All, sink);
    EXPECT_EQ(r.stats.extra[0], 81u);
    EXPECT_EQ(r.stats.checks, 81u);
    EXPECT_EQ(r.stats.solutions, 1u);
    // Four free cells: 9^4 leaves for v1, 4! permutations of the numbers left for v2.
    const std::vector<int> four = {2, 7, 6, 9, 5, 0, 0, 0, 0};
    SolutionSink s1, s2;
    RunResult r1 = run("magic.v1", square(3, four), Mode::All, s1);
    RunResult r2 = run("magic.v2", square(3, four), Mode::All, s2);
    EXPECT_EQ(r1.stats.extra[0], 6561u);
    EXPECT_EQ(r2.stats.extra[0], 24u);
    EXPECT_EQ(r1.stats.solutions, 1u);
    EXPECT_EQ(r2.stats.solutions, 1u);
    EXPECT_EQ(storedSet(s1), storedSet(s2));
}

TEST(MagicLesson, UsedTableBuildsOnlyPermutations) {
    SolutionSink sink;
    RunResult r = run("magic.v2", square(3), Mode::All, sink);
    EXPECT_EQ(r.stats.extra[0], 362'880u);  // 9!
    EXPECT_EQ(r.stats.checks, 362'880u);
    EXPECT_EQ(r.stats.nodes, 986'409u);     // 9 + 9·8 + … + 9!
    EXPECT_EQ(r.stats.solutions, 8u);
}

TEST(MagicLesson, FirstSquareIsTheLessonsOne) {
    SolutionSink sink;
    run("magic.v2", square(3), Mode::First, sink);
    ASSERT_EQ(sink.solutions().size(), 1u);
    EXPECT_EQ(magic::formatOneLine(3, sink.solutions().front().cells), "2 7 6 / 9 5 1 / 4 3 8");
}

TEST(MagicOrder4, FastVersionsCount7040And880Classes) {
    for (const char* id : {"magic.v4", "magic.v5", "magic.v6"}) {
        SolutionSink sink(10);
        RunResult r = run(id, square(4), Mode::Count, sink, true);
        EXPECT_TRUE(r.completed);
        EXPECT_EQ(r.stats.solutions, 7040u) << id;
        EXPECT_EQ(r.stats.extra[3], 880u) << id;
        EXPECT_EQ(sink.storedCount(), 10u) << id;
    }
}

TEST(MagicOrder4, AllModeStreamsEverySquareOnce) {
    const std::set<std::vector<int>>& all = allOrder4();
    ASSERT_EQ(all.size(), 7040u);
    std::size_t canonical = 0;
    for (const auto& s : all) {
        ASSERT_TRUE(magic::isMagicSquare(4, s));
        canonical += magic::isCanonical(4, s) ? 1 : 0;
    }
    EXPECT_EQ(canonical, 880u);
    for (const char* id : {"magic.v4", "magic.v6"}) {
        SolutionSink sink(10000);
        RunResult r = run(id, square(4), Mode::All, sink);
        EXPECT_EQ(r.stats.solutions, 7040u) << id;
        EXPECT_EQ(storedSet(sink), all) << id;
    }
}

TEST(MagicOrder4, CompletionsMatchTheFilteredList) {
    const std::set<std::vector<int>>& all = allOrder4();
    const std::vector<int> dust = *all.begin();
    // Givens cut from squares of the list (cells chosen to hit diagonals, rows and
    // corners), and givens that no square has.
    std::vector<std::vector<int>> cases;
    for (std::vector<int> keep : {std::vector<int>{0, 5}, {1, 2, 7}, {3, 12}, {6, 9, 10}, {0, 15, 4, 11}})
        for (std::size_t pick : {std::size_t{0}, std::size_t{1234}, std::size_t{7039}}) {
            const std::vector<int>& s = *std::next(all.begin(), static_cast<std::ptrdiff_t>(pick));
            std::vector<int> g(16, 0);
            for (int cell : keep) g[static_cast<std::size_t>(cell)] = s[static_cast<std::size_t>(cell)];
            cases.push_back(g);
        }
    cases.push_back({1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});        // row 1 sums to 10
    cases.push_back({16, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});      // no square has both
    for (const std::vector<int>& givens : cases) {
        const std::set<std::vector<int>> expected = filter(all, givens);
        for (const char* id : {"magic.v4", "magic.v5", "magic.v6"}) {
            SolutionSink sink(10000);
            RunResult r = run(id, square(4, givens), Mode::All, sink);
            EXPECT_EQ(storedSet(sink), expected) << id << " givens " << magic::formatOneLine(4, givens);
            EXPECT_FALSE(r.extraValid >> 3 & 1u) << "classes mean nothing among completions";
        }
    }
    // v3 is too slow for an empty order-4 board, but fine with a whole row given.
    std::vector<int> row(16, 0);
    for (int c = 0; c < 4; ++c) row[static_cast<std::size_t>(c)] = dust[static_cast<std::size_t>(c)];
    row[5] = dust[5];
    SolutionSink sink(10000);
    run("magic.v3", square(4, row), Mode::All, sink);
    EXPECT_EQ(storedSet(sink), filter(all, row));
}

TEST(MagicOrder3, CompletionsAgreeAcrossVersions) {
    const std::vector<int> givens = {0, 0, 0, 0, 5, 0, 0, 0, 8};
    std::set<std::vector<int>> reference;
    for (const char* id : {"magic.v2", "magic.v3", "magic.v4", "magic.v5", "magic.v6"}) {
        SolutionSink sink;
        run(id, square(3, givens), Mode::All, sink);
        const std::set<std::vector<int>> found = storedSet(sink);
        EXPECT_EQ(found.size(), 2u) << id;  // 8 at the bottom right: two squares, mirror images
        if (reference.empty()) reference = found;
        EXPECT_EQ(found, reference) << id;
    }
}

TEST(MagicOrder5, PartialCountIsClosedUnderSymmetryAndComplement) {
    // Order 5 does not finish here; what v5 finds in a short run must still be whole
    // classes: every square with its 8 images, and with its complement's when its
    // centre is not 13.
    SolutionSink sink(1'000'000);
    SearchContext ctx(sink);
    ctx.setBudget(std::chrono::milliseconds(150));
    RunResult r = runAlgorithm(*builtinRegistry().algorithm("magic.v5"), square(5), {Mode::Count, 2, false}, ctx);
    EXPECT_FALSE(r.completed);
    const std::set<std::vector<int>> found = storedSet(sink);
    ASSERT_GT(found.size(), 0u);
    ASSERT_EQ(found.size(), r.stats.solutions);
    EXPECT_EQ(r.stats.solutions, 8 * r.stats.extra[3]);
    for (const std::vector<int>& s : found) {
        ASSERT_TRUE(magic::isMagicSquare(5, s));
        for (int t = 0; t < 8; ++t) ASSERT_TRUE(found.count(magic::transformGrid(5, s, t)));
        std::vector<int> complement = s;
        for (int& v : complement) v = 26 - v;
        if (s[12] != 13) {
            ASSERT_TRUE(found.count(complement));
        }
    }
}

TEST(MagicVersions, V5SaysWhyItDropsSymmetryWithGivens) {
    SolutionSink sink;
    RunResult r = run("magic.v5", square(3, {0, 0, 0, 0, 5, 0, 0, 0, 0}), Mode::All, sink);
    EXPECT_EQ(r.stats.solutions, 8u);
    EXPECT_EQ(r.notice, notice(magic::NoticeCode::GivensNoSymmetry));
}

TEST(MagicVersions, RefusesBadInstancesWithAMessage) {
    SolutionSink sink;
    RunResult big = run("magic.v4", square(9), Mode::Count, sink);
    EXPECT_FALSE(big.completed);
    EXPECT_EQ(big.notice, notice(magic::NoticeCode::MaskOrder, {9, magic::kMaxMaskOrder}));
    RunResult twice = run("magic.v2", square(3, {1, 1, 0, 0, 0, 0, 0, 0, 0}), Mode::All, sink);
    EXPECT_FALSE(twice.completed);
    EXPECT_EQ(twice.notice, notice(magic::NoticeCode::NumberTwice, {1, 1, 3}));
}

TEST(MagicStop, LongRunsStopWithin100ms) {
    for (auto [id, n] : {std::pair{"magic.v5", 5}, std::pair{"magic.v6", 5}, std::pair{"magic.v1", 3},
                         std::pair{"magic.v3", 4}}) {
        SolutionSink sink;
        std::stop_source stop;
        const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
        const Instance instance = square(n);
        RunResult result;
        std::jthread worker([&] {
            SearchContext ctx(sink, stop.get_token());
            result = runAlgorithm(*algorithm, instance, {Mode::Count, 2, false}, ctx);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        const auto stoppedAt = std::chrono::steady_clock::now();
        stop.request_stop();
        worker.join();
        EXPECT_FALSE(result.completed) << id;
        EXPECT_LT(std::chrono::steady_clock::now() - stoppedAt, std::chrono::milliseconds(100)) << id;
    }
}

/// Keeps every event with a copy of its state.
class RecordingTracer : public StepTracer {
public:
    void onEvent(const Event& event, std::span<const int> state) override {
        events.push_back(event);
        states.emplace_back(state.begin(), state.end());
    }
    std::vector<Event> events;
    std::vector<std::vector<int>> states;
};

TEST(MagicTrace, EventsCarryTheGridAndValidLines) {
    for (const char* id : {"magic.v1", "magic.v2", "magic.v3", "magic.v4", "magic.v5", "magic.v6"}) {
        const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
        RecordingTracer tracer;
        SolutionSink sink;
        SearchContext ctx(sink, {}, nullptr, &tracer);
        // v1 and v2 get most cells given, so their traces stay short.
        const bool slow = std::string(id) == "magic.v1" || std::string(id) == "magic.v2";
        const Instance instance = slow ? square(3, {2, 7, 6, 9, 5, 1, 0, 0, 0}) : square(3);
        RunResult r = runAlgorithm(*algorithm, instance, {Mode::All, 2, false}, ctx);
        EXPECT_EQ(r.stats.solutions, slow ? 1u : 8u) << id;
        ASSERT_FALSE(tracer.events.empty());
        EXPECT_EQ(tracer.events.back().kind, EventKind::Done) << id;
        int solutions = 0;
        for (std::size_t i = 0; i < tracer.events.size(); ++i) {
            const Event& e = tracer.events[i];
            EXPECT_EQ(tracer.states[i].size(), 9u);
            EXPECT_GE(e.line, 0) << id;
            EXPECT_LT(e.line, static_cast<int>(algorithm->pseudocode.size())) << id;
            if (e.kind == EventKind::Solution) {
                ++solutions;
                EXPECT_TRUE(magic::isMagicSquare(3, tracer.states[i])) << id;
            }
        }
        EXPECT_GT(solutions, 0) << id;
    }
}

TEST(MagicModel, LineStatusesOfAPartialGrid) {
    // 2 7 6 / 9 . . / 4 . 8 : row 1 right, row 3 lacks 3 (unused), column 3 lacks 1.
    const std::vector<int> grid = {2, 7, 6, 9, 0, 0, 4, 0, 8};
    const std::vector<magic::LineReport> lines = magic::analyseLines(3, grid);
    ASSERT_EQ(lines.size(), 8u);
    EXPECT_EQ(lines[0].status, magic::LineStatus::Right);
    EXPECT_EQ(lines[2].status, magic::LineStatus::Open);
    EXPECT_EQ(lines[2].sum, 12);
    EXPECT_EQ(lines[2].open, 1);
    EXPECT_EQ(lines[3].status, magic::LineStatus::Right);  // column 1: 2 + 9 + 4
    // Row 2 lacks 6 in two cells from {1, 3, 5}: 1 + 5. Diagonal 2 + . + 8 lacks 5: open.
    EXPECT_EQ(lines[1].status, magic::LineStatus::Open);
    EXPECT_EQ(lines[6].status, magic::LineStatus::Open);
    // 9 9 . on a row: repeated, and 18 already overshoots 15.
    const std::vector<int> bad = {9, 9, 0, 0, 0, 0, 0, 0, 0};
    EXPECT_EQ(magic::repeatedCells(3, bad), (std::vector<int>{0, 1}));
    EXPECT_EQ(magic::analyseLines(3, bad)[0].status, magic::LineStatus::Impossible);
    // 1 2 . lacks 12, more than 9: impossible; 1 2 3 complete and wrong.
    EXPECT_EQ(magic::analyseLines(3, std::vector<int>{1, 2, 0, 0, 0, 0, 0, 0, 0})[0].status,
              magic::LineStatus::Impossible);
    EXPECT_EQ(magic::analyseLines(3, std::vector<int>{1, 2, 3, 0, 0, 0, 0, 0, 0})[0].status,
              magic::LineStatus::Wrong);
    // Exactness: row 1 lacks 8 in two cells, between the smallest pair (1 + 4) and the
    // largest (6 + 9) of the numbers left, yet no pair of {1, 4, 6, 9} makes 8.
    const std::vector<int> gap = {0, 0, 7, 0, 0, 2, 3, 5, 8};
    EXPECT_EQ(magic::unusedNumbers(3, gap), (std::vector<int>{1, 4, 6, 9}));
    EXPECT_EQ(magic::analyseLines(3, gap)[0].status, magic::LineStatus::Impossible);
    EXPECT_EQ(magic::outOfRangeCells(3, std::vector<int>{10, 0, 0, 0, 0, 0, 0, 0, 0}), (std::vector<int>{0}));
    EXPECT_TRUE(magic::isMagicSquare(3, std::vector<int>{2, 7, 6, 9, 5, 1, 4, 3, 8}));
    EXPECT_FALSE(magic::isMagicSquare(3, grid));
    EXPECT_EQ(magic::magicConstant(4), 34);
}

TEST(MagicModel, SymmetriesAndCanonicalForm) {
    const std::vector<int> loShu = {4, 9, 2, 3, 5, 7, 8, 1, 6};
    std::set<std::vector<int>> images;
    for (int s = 0; s < 8; ++s) {
        const std::vector<int> image = magic::transformGrid(3, loShu, s);
        EXPECT_TRUE(magic::isMagicSquare(3, image));
        EXPECT_EQ(magic::canonicalForm(3, image), (std::vector<int>{2, 7, 6, 9, 5, 1, 4, 3, 8}));
        images.insert(image);
    }
    EXPECT_EQ(images.size(), 8u);
    EXPECT_EQ(magic::transformCell(3, 0, 1), 2);  // a quarter turn sends the top-left corner right
    EXPECT_EQ(magic::lineCells(3, 7), (std::vector<int>{2, 4, 6}));
    EXPECT_EQ(magic::linesThrough(3, 4), (std::vector<int>{1, 4, 6, 7}));
}

TEST(MagicText, ParsesFormatsAndRoundTrips) {
    const PuzzleInfo& p = *builtinRegistry().puzzle("magic");
    auto parsed = p.parseInstances("# two squares\n2 7 6\n9 5 1\n4 3 8\n\n 1  .  .  .\n.,,,\n. . . .\n. . . 16\n");
    ASSERT_TRUE(parsed.ok()) << parsed.error();
    ASSERT_EQ(parsed->size(), 2u);
    EXPECT_EQ((*parsed)[0].rows, 3);
    EXPECT_EQ((*parsed)[0].cells, (std::vector<int>{2, 7, 6, 9, 5, 1, 4, 3, 8}));
    EXPECT_EQ((*parsed)[1].rows, 4);
    EXPECT_EQ((*parsed)[1].cells[0], 1);
    EXPECT_EQ((*parsed)[1].cells[15], 16);
    EXPECT_EQ(p.formatSolution((*parsed)[0], (*parsed)[0].cells), "2 7 6 / 9 5 1 / 4 3 8");
    auto back = p.parseInstances(p.formatSolution((*parsed)[0], (*parsed)[0].cells));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->front().cells, (*parsed)[0].cells);
    EXPECT_EQ(p.formatInstance((*parsed)[1]).substr(0, 12), " 1  .  .  .\n");
    auto blank = p.parseInstances(". . .\n. . .\n. . .\n");
    ASSERT_TRUE(blank.ok());
    EXPECT_TRUE(blank->front().cells.empty());  // nothing given
}

TEST(MagicText, BadInputGetsAClearError) {
    const PuzzleInfo& p = *builtinRegistry().puzzle("magic");
    auto expectError = [&](std::string_view text, std::string_view words) {
        auto r = p.parseInstances(text);
        ASSERT_FALSE(r.ok()) << text;
        const std::string said = bench::describeParseError(r.error());
        EXPECT_EQ(said, words);
        EXPECT_EQ(said.find('\n'), std::string::npos) << "one line";
    };
    expectError("1 2 3\n4 5 6\n7 8 10\n", "line 3, column 5: '10' is out of the range 1..9");
    expectError("1 2 3\n4 5 6\n7 8 1\n", "line 3, column 5: '1' is given twice in the square");
    expectError("1 2 3\n4 5\n7 8 9\n", "line 2: ragged rows: row 2 has 2 cells, expected 3");
    expectError("1 2\n3 4\n", "line 1: a board of 2×2: its sides must be between 3 and 16");
    expectError("1 2 3\n4 5 6\n", "line 2: 2 rows of 3: a square needs as many rows as columns");
    expectError("1 2 x\n4 5 6\n7 8 9\n", "line 1, column 5: 'x' is not a number or '.'");
    expectError("1 2 3 / 4 5 6 / 7 8 99999999999\n", "line 1, column 21: '99999999999' is too large: at most 256");
    expectError("# nothing\n\n", "the text holds no board");
    EXPECT_FALSE(p.makeInstance({.size = 2}).ok());
    EXPECT_NE(p.makeInstance({.size = 2}).error().find("order 3 or more"), std::string::npos);
    EXPECT_TRUE(p.makeInstance({}).ok());
    EXPECT_EQ(p.makeInstance({})->rows, 3);
    EXPECT_FALSE(magic::checkGivens(3, std::vector<int>{}));
    EXPECT_EQ(magic::checkGivens(3, std::vector<int>{1, 2}), notice(magic::NoticeCode::CellCount, {3, 2}));
    EXPECT_EQ(magic::checkGivens(2, std::vector<int>{}), notice(magic::NoticeCode::OrderTooSmall, {2, 3}));
    EXPECT_EQ(magic::checkGivens(3, std::vector<int>{0, 10, 0, 0, 0, 0, 0, 0, 0}),
              notice(magic::NoticeCode::NumberOutOfRange, {10, 1, 9, 3}));
    EXPECT_EQ(magic::checkGivens(3, std::vector<int>{4, 0, 0, 0, 0, 0, 0, 0, 4}),
              notice(magic::NoticeCode::NumberTwice, {4, 8, 3}));
}

}  // namespace
}  // namespace pw
