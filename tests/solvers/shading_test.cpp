// Shading grid: the magazine's 9×9 figure (56, one pattern up to symmetry), every version
// against an independent brute force over all 2^(rows·cols) grids, the versions against
// each other on n = 4..7 for k = 3 and 4, the model's rules, parsing and symmetries, and a
// stop from another thread.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <map>
#include <set>
#include <thread>
#include <tuple>

#include "all_puzzles.h"
#include "bench_parse_error.h"
#include "shading/algorithms.h"
#include "shading/model.h"

namespace pw {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;  // 2^25 grids are too slow under ASan
#else
constexpr bool kSanitized = false;
#endif
constexpr int kBruteForceCells = kSanitized ? 20 : 25;

const std::vector<std::string> kVersions = {"shading.v1", "shading.v2", "shading.v3", "shading.v4", "shading.v5"};

struct Figures {
    int best = 0;
    std::uint64_t grids = 0;
    std::uint64_t classes = 0;
};

// Every grid as a bit set laid out with one white column of padding per row, so that a
// shift by 1 (across), w (down), w + 1 (down-right) or w − 1 (down-left) never wraps.
Figures computeBruteForce(int rows, int cols, int k) {
    const int w = cols + 1;
    const std::uint64_t rowMask = (1ull << cols) - 1;
    Figures f;
    std::vector<std::uint64_t> optimal;
    for (std::uint64_t m = 0; m < (1ull << (rows * cols)); ++m) {
        std::uint64_t x = 0;
        for (int r = 0; r < rows; ++r) x |= ((m >> (r * cols)) & rowMask) << (r * w);
        bool valid = true;
        for (int step : {1, w, w + 1, w - 1}) {
            std::uint64_t run = x;
            for (int i = 1; i < k; ++i) run &= x >> (i * step);
            if (run != 0) valid = false;
        }
        if (!valid) continue;
        const int score = std::popcount(m);
        if (score > f.best) {
            f.best = score;
            optimal.clear();
        }
        if (score == f.best) optimal.push_back(m);
    }
    f.grids = optimal.size();
    for (std::uint64_t m : optimal) {
        std::vector<int> cells(static_cast<std::size_t>(rows * cols));
        for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(m >> i & 1u);
        if (shading::isCanonical(rows, cols, cells)) ++f.classes;
    }
    return f;
}

// Each size is enumerated once for all the versions.
Figures bruteForce(int rows, int cols, int k) {
    static std::map<std::tuple<int, int, int>, Figures> cache;
    auto [it, fresh] = cache.try_emplace({rows, cols, k});
    if (fresh) it->second = computeBruteForce(rows, cols, k);
    return it->second;
}

Instance grid(int rows, int cols, int k) {
    Result<Instance> made = builtinRegistry().puzzle("shading")->makeInstance({.rows = rows, .cols = cols, .k = k});
    EXPECT_TRUE(made.ok()) << made.error();
    return *made;
}

RunResult run(const std::string& id, const Instance& instance, Mode mode, SolutionSink& sink, bool classes = false) {
    const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
    EXPECT_NE(algorithm, nullptr) << id;
    SearchContext ctx(sink);
    return runAlgorithm(*algorithm, instance, {mode, 2, classes}, ctx);
}

// The largest square each version checks here within the test time (v1 is exhaustive,
// v2 has no table: 7×7 takes it seconds).
int largestTested(const std::string& id) {
    if (id == "shading.v1") return 4;
    if (id == "shading.v2") return 6;
    return 7;
}

void expectFigures(const std::string& id, const Instance& instance, const Figures& expected) {
    const std::string where = id + " " + std::to_string(instance.rows) + "×" + std::to_string(instance.cols) +
                              " k=" + std::to_string(instance.k);
    for (Mode mode : {Mode::All, Mode::Count}) {
        SolutionSink sink(100000);
        RunResult r = run(id, instance, mode, sink, true);
        ASSERT_TRUE(r.completed) << where;
        EXPECT_EQ(r.extraValid >> shading::kClasses & 1u, 1u) << where;
        EXPECT_EQ(r.stats.extra[shading::kBest], static_cast<std::uint64_t>(expected.best)) << where;
        EXPECT_EQ(r.stats.solutions, expected.grids) << where;
        EXPECT_EQ(r.stats.extra[shading::kClasses], expected.classes) << where;
        std::set<std::vector<int>> distinct;
        for (const StoredSolution& s : sink.solutions()) {
            EXPECT_TRUE(shading::isValid(instance.rows, instance.cols, instance.k, s.cells)) << where;
            EXPECT_EQ(shading::shadedCount(s.cells), expected.best) << where;
            distinct.insert(s.cells);
        }
        EXPECT_EQ(distinct.size(), expected.grids) << where;
    }
    SolutionSink sink;
    RunResult first = run(id, instance, Mode::First, sink);
    EXPECT_EQ(first.stats.solutions, 1u) << where;
    ASSERT_EQ(sink.solutions().size(), 1u) << where;
    EXPECT_EQ(shading::shadedCount(sink.solutions().front().cells), expected.best) << where;
    EXPECT_EQ(first.extraValid >> shading::kClasses & 1u, 0u) << where;  // first mode counts no classes
}

class ShadingVersions : public ::testing::TestWithParam<std::string> {};

TEST_P(ShadingVersions, MatchBruteForceOnSmallGrids) {
    const std::string id = GetParam();
    for (int k : {3, 4})
        for (int rows = 3; rows <= 5; ++rows)
            for (int cols = 3; cols <= 5; ++cols) {
                if (rows * cols > kBruteForceCells || k > std::max(rows, cols)) continue;
                if (id == "shading.v1" && rows * cols > 20) continue;
                expectFigures(id, grid(rows, cols, k), bruteForce(rows, cols, k));
            }
}

TEST_P(ShadingVersions, AgreeWithV3UpToSeven) {
    const std::string id = GetParam();
    for (int k : {3, 4})
        for (int n = 4; n <= largestTested(id); ++n) {
            SolutionSink sink(100000);
            const Instance instance = grid(n, n, k);
            RunResult reference = run("shading.v3", instance, Mode::All, sink);
            expectFigures(id, instance,
                          {static_cast<int>(reference.stats.extra[shading::kBest]), reference.stats.solutions,
                           reference.stats.extra[shading::kClasses]});
        }
}

INSTANTIATE_TEST_SUITE_P(Shading, ShadingVersions, ::testing::ValuesIn(kVersions),
                         [](const auto& info) { return info.param.substr(info.param.find('.') + 1); });

// Figures known independently of these solvers: 4×4 and 5×5 from the brute force, and
// the magazine's 9×9 (56, a single pattern up to the 8 symmetries).
TEST(ShadingLesson, NineByNineHoldsFiftySixInOnePattern) {
    for (const char* id : {"shading.v3", "shading.v4", "shading.v5"}) {
        SolutionSink sink;
        RunResult r = run(id, grid(9, 9, 4), Mode::All, sink);
        ASSERT_TRUE(r.completed) << id;
        EXPECT_EQ(r.stats.extra[shading::kBest], 56u) << id;
        EXPECT_EQ(r.stats.extra[shading::kClasses], 1u) << id;
        // One class: the optimal grids are exactly the distinct images of any one of them.
        ASSERT_FALSE(sink.solutions().empty());
        const shading::Grid optimal{9, 9, sink.solutions().front().cells};
        std::set<std::vector<int>> images;
        for (int s = 0; s < 8; ++s) images.insert(shading::transformGrid(optimal, s).cells);
        EXPECT_EQ(r.stats.solutions, images.size()) << id;
        for (const StoredSolution& s : sink.solutions()) EXPECT_TRUE(images.count(s.cells)) << id;
    }
    EXPECT_EQ(shading::computeMaximum(9, 9, 4), 56);
}

TEST(ShadingLesson, LiveBestCounterIsTheBestScore) {
    // Threads add their raises of the shared best: the live sum is the best itself.
    SolutionSink sink;
    LiveStats live;
    SearchContext ctx(sink, {}, &live);
    runAlgorithm(*builtinRegistry().algorithm("shading.v4"), grid(8, 8, 4), {Mode::All, 2, false}, ctx);
    EXPECT_EQ(live.snapshot().extra[shading::kBest], 44u);  // 8×8, k = 4 (v3 and v4 agree)
}

struct CountingTracer : StepTracer {
    std::size_t events = 0, bounds = 0, solutions = 0, badStates = 0;
    std::size_t cells = 0;
    void onEvent(const Event& e, std::span<const int> state) override {
        ++events;
        bounds += e.kind == EventKind::Bound;
        solutions += e.kind == EventKind::Solution;
        if (state.size() != cells) ++badStates;
    }
};

TEST(ShadingTrace, EveryVersionReportsBoundsAndStates) {
    for (const std::string& id : kVersions) {
        CountingTracer tracer;
        tracer.cells = 16;
        SolutionSink sink;
        SearchContext ctx(sink, {}, nullptr, &tracer);
        RunResult r = runAlgorithm(*builtinRegistry().algorithm(id), grid(4, 4, 3), {Mode::All, 2, false}, ctx);
        EXPECT_EQ(r.stats.extra[shading::kBest], 9u) << id;
        EXPECT_GT(tracer.bounds, 0u) << id;
        EXPECT_GT(tracer.solutions, 0u) << id;
        EXPECT_EQ(tracer.badStates, 0u) << id;
    }
}

TEST(ShadingStop, StopsWithin100ms) {
    for (const char* id : {"shading.v1", "shading.v2", "shading.v4", "shading.v5"}) {
        SolutionSink sink;
        std::stop_source stop;
        RunResult result;
        const Instance instance = grid(14, 14, 4);
        std::jthread worker([&] {
            SearchContext ctx(sink, stop.get_token());
            result = runAlgorithm(*builtinRegistry().algorithm(id), instance, {Mode::All, 2, false}, ctx);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        const auto stoppedAt = std::chrono::steady_clock::now();
        stop.request_stop();
        worker.join();
        EXPECT_LT(std::chrono::steady_clock::now() - stoppedAt, std::chrono::milliseconds(100)) << id;
        EXPECT_FALSE(result.completed) << id;
        // A stopped run still shows the best grid it found.
        EXPECT_EQ(sink.total(), 1u) << id;
    }
}

TEST(ShadingModel, FindsRunsInTheFourDirections) {
    // Row 0 has 4 across; column 0 has 4 down (sharing the corner); one down-left diagonal
    // from (1, 4) to (4, 1); the cell (4, 4) is shaded alone.
    const shading::Grid g = *shading::parseGrid("####./#...#/#..#./#.#../.#..#");
    const std::vector<shading::Run> runs = shading::findRuns(g.rows, g.cols, 4, g.cells);
    std::multiset<shading::Direction> directions;
    for (const auto& run : runs) directions.insert(run.direction);
    EXPECT_EQ(directions.count(shading::Direction::Horizontal), 1u);
    EXPECT_EQ(directions.count(shading::Direction::Vertical), 1u);
    EXPECT_EQ(directions.count(shading::Direction::AntiDiagonal), 1u);
    EXPECT_EQ(directions.count(shading::Direction::Diagonal), 0u);
    for (const auto& run : runs)
        if (run.direction == shading::Direction::AntiDiagonal) {
            EXPECT_EQ(run.cells, (std::vector<int>{9, 13, 17, 21}));
        }
    EXPECT_FALSE(shading::isValid(g.rows, g.cols, 4, g.cells));
    EXPECT_TRUE(shading::isValid(g.rows, g.cols, 5, g.cells));
    const std::vector<bool> red = shading::cellsInRuns(g.rows, g.cols, 4, g.cells);
    EXPECT_TRUE(red[0] && red[3] && red[15] && red[21]);
    EXPECT_FALSE(red[24]);  // the lone shaded cell
    EXPECT_FALSE(red[4]);   // a white cell
    EXPECT_EQ(shading::shadedCount(g.cells), 12);
    // A run of five gives two overlapping windows of four.
    const shading::Grid five = *shading::parseGrid("#####/...../...../...../.....");
    EXPECT_EQ(shading::findRuns(5, 5, 4, five.cells).size(), 2u);
}

TEST(ShadingModel, ParsesAndFormats) {
    ParseResult<shading::Grid> g = shading::parseGrid("#.#\n.#.\r\n##.\n");
    ASSERT_TRUE(g.ok()) << g.error();
    EXPECT_EQ(g->rows, 3);
    EXPECT_EQ(g->cols, 3);
    EXPECT_EQ(shading::formatGrid(3, 3, g->cells), "#.#/.#./##.");
    EXPECT_EQ(*shading::parseGrid("#.#/.#./##."), *g);
    ParseResult<shading::Grid> ragged = shading::parseGrid("#.#\n.#\n");
    ASSERT_FALSE(ragged.ok());
    EXPECT_EQ(ragged.error().kind, ParseErrorKind::RaggedRow);
    EXPECT_EQ(ragged.error().line, 2);
    ParseResult<shading::Grid> letter = shading::parseGrid("#.#\n #x#\n");
    ASSERT_FALSE(letter.ok());
    EXPECT_EQ(bench::describeParseError(letter.error()), "line 2, column 3: 'x' is not allowed here; expected one of # .");
    EXPECT_EQ(shading::parseGrid("").error().kind, ParseErrorKind::NoBoard);
    EXPECT_EQ(shading::parseGrid(std::string(17, '#')).error().kind, ParseErrorKind::SizeOutOfRange);
}

TEST(ShadingModel, SymmetriesAndCanonicalForm) {
    const shading::Grid g = *shading::parseGrid("##../..../#.../...#");  // no symmetry of its own
    std::set<std::vector<int>> images;
    for (int s = 0; s < 8; ++s) images.insert(shading::transformGrid(g, s).cells);
    EXPECT_EQ(images.size(), 8u);
    const std::vector<int> canonical = shading::canonicalForm(4, 4, g.cells);
    EXPECT_EQ(canonical, *images.begin());
    EXPECT_TRUE(shading::isCanonical(4, 4, canonical));
    int canonicalImages = 0;
    for (const auto& image : images) canonicalImages += shading::isCanonical(4, 4, image);
    EXPECT_EQ(canonicalImages, 1);
    // A rectangle keeps its shape under 4 symmetries; a quarter turn swaps its sides.
    const shading::Grid wide = *shading::parseGrid("#.../..#.");
    EXPECT_EQ(shading::symmetriesOf(2, 4), (std::vector<int>{0, 2, 4, 6}));
    const shading::Grid turned = shading::transformGrid(wide, 1);
    EXPECT_EQ(turned.rows, 4);
    EXPECT_EQ(turned.cols, 2);
    EXPECT_EQ(shading::formatGrid(4, 2, turned.cells), ".#/../#./..");
}

TEST(ShadingInstance, RejectsBadParametersClearly) {
    const PuzzleInfo* p = builtinRegistry().puzzle("shading");
    Result<Instance> tooLong = p->makeInstance({.size = 4, .k = 5});
    ASSERT_FALSE(tooLong.ok());
    EXPECT_NE(tooLong.error().find("larger than"), std::string::npos);
    EXPECT_FALSE(p->makeInstance({.size = 9, .k = 7}).ok());
    EXPECT_FALSE(p->makeInstance({.size = 9, .k = 1}).ok());
    EXPECT_FALSE(p->makeInstance({.size = 17}).ok());
    EXPECT_FALSE(p->makeInstance({.size = 9, .torus = true}).ok());
    Result<Instance> standard = p->makeInstance({});
    ASSERT_TRUE(standard.ok());
    EXPECT_EQ(standard->rows, 9);
    EXPECT_EQ(standard->k, 4);
    EXPECT_TRUE(standard->cells.empty());
    Result<Instance> rect = p->makeInstance({.rows = 5, .cols = 7, .k = 3});
    ASSERT_TRUE(rect.ok());
    EXPECT_EQ(rect->cols, 7);
}

TEST(ShadingInstance, ParsesFilesOfGrids) {
    const PuzzleInfo* p = builtinRegistry().puzzle("shading");
    ParseResult<std::vector<Instance>> parsed = p->parseInstances("####\n....\n....\n....\n\nk=3\n###.\n....\n....\n");
    ASSERT_TRUE(parsed.ok()) << parsed.error();
    ASSERT_EQ(parsed->size(), 2u);
    EXPECT_EQ((*parsed)[0].k, 4);
    EXPECT_EQ((*parsed)[0].cells[3], 1);
    EXPECT_EQ((*parsed)[1].k, 3);
    EXPECT_EQ((*parsed)[1].rows, 3);
    EXPECT_EQ(p->formatSolution((*parsed)[1], (*parsed)[1].cells), "###./..../....");
    ParseResult<std::vector<Instance>> ragged = p->parseInstances("###\n##\n");
    ASSERT_FALSE(ragged.ok());
    EXPECT_EQ(ragged.error().kind, ParseErrorKind::RaggedRow);
    ParseResult<std::vector<Instance>> tooLong = p->parseInstances("k=5\n###\n###\n###\n");
    ASSERT_FALSE(tooLong.ok());
    EXPECT_EQ(bench::describeParseError(tooLong.error()), "line 1, column 3: 'k=5' is out of the range 2..3");
    EXPECT_EQ(p->parseInstances("k=x\n###\n").error().kind, ParseErrorKind::BadSetting);
    EXPECT_EQ(p->parseInstances("k=9\n###\n").error().kind, ParseErrorKind::OutOfRange);
    // The solvers ignore a hand-made grid's cells: the puzzle has no givens.
    SolutionSink sink;
    RunResult r = run("shading.v3", (*parsed)[0], Mode::Count, sink);
    EXPECT_EQ(r.stats.extra[shading::kBest], 12u);
}

}  // namespace
}  // namespace pw
