// Lights out: the lesson's 4×4 board (5 presses, its first solution, 16 solutions, the
// v1/v2 candidate counts), OEIS A159257 / A165738 (nullity of the plain and toroidal
// n×n boards) and A075464 (fewest presses on the all-on board), and every version against a
// brute force over all 2^(rows·cols) press sets. The model: lightsout_model_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <random>
#include <set>
#include <thread>

#include "all_puzzles.h"
#include "lightsout/counters.h"
#include "lightsout/model.h"

namespace pw {
namespace {

using lightsout::Board;

constexpr const char* kClassic = "1101/0001/0100/1111";
// OEIS A159257 and A165738 for n = 1..40, A075464 for n = 1..14 (each also recomputed by
// an independent dense elimination in Python before being written here).
constexpr int kA159257[] = {0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0,
                            0, 0, 14, 4, 0, 0, 0, 0, 10, 20, 0, 20, 16, 4, 6, 0, 0, 0, 32, 0};
constexpr int kA165738[] = {0, 0, 4, 0, 8, 8, 0, 0, 4, 16, 0, 16, 0, 0, 12, 0, 16, 8, 0, 32,
                            4, 0, 0, 32, 8, 0, 4, 0, 0, 24, 40, 0, 44, 32, 8, 16, 0, 0, 4, 64};
constexpr int kA075464[] = {1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56};

const char* const kVersions[] = {"lightsout.v1", "lightsout.v2", "lightsout.v3", "lightsout.v4"};

RunResult run(std::string_view id, const Board& board, Mode mode, SolutionSink& sink) {
    const AlgorithmInfo* algorithm = builtinRegistry().algorithm(id);
    EXPECT_NE(algorithm, nullptr) << id;
    SearchContext ctx(sink);
    return runAlgorithm(*algorithm, lightsout::toInstance(board), {mode, 1, false}, ctx);
}

Board classic() { return *lightsout::parseBoard(kClassic); }

std::string firstSolution(const Board& board, const SolutionSink& sink) {
    const std::vector<StoredSolution> s = sink.solutions();
    return s.empty() ? "-" : lightsout::formatPresses(board.cols, s.front().cells);
}

bool solves(Board board, std::span<const int> presses) {
    lightsout::applyPresses(board, presses);
    return lightsout::isSolved(board);
}

// --- Brute force: every press set as a bit mask, independent of the solvers. ---
struct Brute {
    std::vector<std::uint32_t> solutions;  // in increasing mask order
    int fewest = -1;
    std::vector<int> first;  // the fewest-press solution whose lowest differing cell is pressed
};

Brute bruteForce(const Board& b) {
    const int n = b.size();
    std::vector<std::uint32_t> press(static_cast<std::size_t>(n), 0);
    std::uint32_t lights = 0;
    for (int i = 0; i < n; ++i) {
        for (int j : lightsout::pressedCells(b.rows, b.cols, b.torus, i)) press[static_cast<std::size_t>(i)] |= 1u << j;
        if (b.lights[static_cast<std::size_t>(i)]) lights |= 1u << i;
    }
    Brute out;
    std::uint32_t best = 0;
    for (std::uint32_t m = 0; m < (1u << n); ++m) {
        std::uint32_t v = lights;
        for (int i = 0; i < n; ++i)
            if (m >> i & 1u) v ^= press[static_cast<std::size_t>(i)];
        if (v != 0) continue;
        out.solutions.push_back(m);
        const int k = std::popcount(m);
        const std::uint32_t diff = m ^ best;
        if (out.fewest < 0 || k < out.fewest || (k == out.fewest && (m & diff & (0u - diff)))) {
            out.fewest = k;
            best = m;
        }
    }
    if (out.fewest >= 0)
        for (int i = 0; i < n; ++i) out.first.push_back(static_cast<int>(best >> i & 1u));
    return out;
}

std::uint32_t toMask(std::span<const int> cells) {
    std::uint32_t m = 0;
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (cells[i]) m |= 1u << i;
    return m;
}

// Lexicographic rank of a k-subset (sorted) of {0..n-1} among all k-subsets, and of a
// k-sequence of distinct cells among all of them: the closed formulas, not a search.
std::uint64_t binomial(int n, int k) {
    if (k < 0 || k > n) return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}
std::uint64_t arrangements(int n, int k) {
    std::uint64_t r = 1;
    for (int i = 0; i < k; ++i) r *= static_cast<std::uint64_t>(n - i);
    return r;
}
std::uint64_t subsetRank(int n, const std::vector<int>& s) {
    std::uint64_t rank = 0;
    int prev = -1;
    const int k = static_cast<int>(s.size());
    for (int i = 0; i < k; ++i) {
        for (int j = prev + 1; j < s[static_cast<std::size_t>(i)]; ++j) rank += binomial(n - 1 - j, k - 1 - i);
        prev = s[static_cast<std::size_t>(i)];
    }
    return rank;
}
std::uint64_t sequenceRank(int n, const std::vector<int>& s) {
    std::uint64_t rank = 0;
    const int k = static_cast<int>(s.size());
    for (int i = 0; i < k; ++i) {
        int smallerUnused = 0;
        for (int j = 0; j < s[static_cast<std::size_t>(i)]; ++j)
            if (std::find(s.begin(), s.begin() + i, j) == s.begin() + i) ++smallerUnused;
        rank += static_cast<std::uint64_t>(smallerUnused) * arrangements(n - 1 - i, k - 1 - i);
    }
    return rank;
}

// ---------------------------------------------------------------------------------------

TEST(LightsOutLesson, EveryVersionSolvesTheClassicBoardInFivePresses) {
    const Board board = classic();
    for (const char* id : kVersions) {
        SolutionSink sink;
        RunResult r = run(id, board, Mode::First, sink);
        EXPECT_TRUE(r.completed) << id;
        EXPECT_EQ(r.stats.solutions, 1u) << id;
        EXPECT_EQ(r.stats.extra[lightsout::kPresses], 5u) << id;
        EXPECT_EQ(firstSolution(board, sink), "(0,1) (0,3) (2,1) (3,0) (3,2)") << id;
    }
}

TEST(LightsOutLesson, SixteenSolutionsInAll) {
    const Board board = classic();
    for (const char* id : {"lightsout.v2", "lightsout.v3", "lightsout.v4"}) {
        for (Mode mode : {Mode::All, Mode::Count}) {
            SolutionSink sink(100);
            RunResult r = run(id, board, mode, sink);
            EXPECT_TRUE(r.completed) << id;
            EXPECT_EQ(r.stats.solutions, 16u) << id;
            EXPECT_EQ(sink.storedCount(), 16u) << id;
            std::set<std::vector<int>> distinct;
            for (const StoredSolution& s : sink.solutions()) {
                EXPECT_TRUE(solves(board, s.cells)) << id;
                distinct.insert(s.cells);
            }
            EXPECT_EQ(distinct.size(), 16u) << id;
        }
    }
}

TEST(LightsOutLesson, CandidateCountsOfV1AndV2) {
    // Every set (sequence) of 1..4 presses, then the 5-press ones up to the answer.
    const std::vector<int> answer = {1, 3, 9, 12, 14};
    std::uint64_t subsets = 0, sequences = 0;
    for (int k = 1; k <= 4; ++k) {
        subsets += binomial(16, k);
        sequences += arrangements(16, k);
    }
    subsets += subsetRank(16, answer) + 1;
    sequences += sequenceRank(16, answer) + 1;
    SolutionSink s1, s2;
    EXPECT_EQ(run("lightsout.v1", classic(), Mode::First, s1).stats.extra[lightsout::kCandidates], sequences);
    EXPECT_EQ(run("lightsout.v2", classic(), Mode::First, s2).stats.extra[lightsout::kCandidates], subsets);
    EXPECT_EQ(sequences, 85'635u);
    EXPECT_EQ(subsets, 4'363u);
    // Counting every solution, v2 tests the 2^16 − 1 non-empty sets of the lesson.
    SolutionSink all;
    EXPECT_EQ(run("lightsout.v2", classic(), Mode::Count, all).stats.extra[lightsout::kCandidates], 65'535u);
}

TEST(LightsOutOeis, NullityOfSquareBoards) {
    for (int n = 1; n <= 40; ++n) {
        for (bool torus : {false, true}) {
            const Board board = lightsout::uniformBoard(n, n, torus, false);
            const int expected = torus ? kA165738[n - 1] : kA159257[n - 1];
            EXPECT_EQ(lightsout::checkSolvability(board).nullity, expected) << n << (torus ? " torus" : "");
            SolutionSink sink(1);
            RunResult r = run("lightsout.v4", board, Mode::First, sink);
            EXPECT_EQ(r.stats.extra[lightsout::kNullity], static_cast<std::uint64_t>(expected)) << n;
        }
    }
}

TEST(LightsOutOeis, NullityOfBigSquareBoardsThroughLightChasing) {
    // A159257 beyond 32×32, where v4 reduces the system to the first row (the values also
    // agree with the degree of gcd(f_n(x), f_n(x+1)), the sequence's Chebyshev formula).
    const std::pair<int, int> spots[] = {{47, 30}, {61, 40}, {65, 42}, {79, 64}, {95, 62}, {123, 80}, {126, 56}};
    for (auto [n, nullity] : spots) {
        SolutionSink sink(1);
        RunResult r = run("lightsout.v4", lightsout::uniformBoard(n, n, false, true), Mode::First, sink);
        EXPECT_EQ(r.stats.extra[lightsout::kNullity], static_cast<std::uint64_t>(nullity)) << n;
        ASSERT_EQ(sink.storedCount(), 1u) << n;
        EXPECT_TRUE(solves(lightsout::uniformBoard(n, n, false, true), sink.solutions().front().cells)) << n;
    }
}

TEST(LightsOutOeis, FewestPressesOnTheAllOnBoard) {
    for (int n = 1; n <= 14; ++n) {
        const Board board = lightsout::uniformBoard(n, n, false, true);
        std::vector<const char*> ids = {"lightsout.v4"};
        if (n <= 12) ids.push_back("lightsout.v3");
        if (n <= 4) ids.push_back("lightsout.v2");
        for (const char* id : ids) {
            SolutionSink sink(1);
            RunResult r = run(id, board, Mode::First, sink);
            EXPECT_EQ(r.stats.extra[lightsout::kPresses], static_cast<std::uint64_t>(kA075464[n - 1])) << id << " n=" << n;
            ASSERT_EQ(sink.storedCount(), 1u);
            EXPECT_TRUE(solves(board, sink.solutions().front().cells)) << id << " n=" << n;
        }
    }
}

TEST(LightsOutBrute, EveryVersionMatchesBruteForceUpTo4x4) {
    std::mt19937_64 random(2024);
    for (int rows = 1; rows <= 4; ++rows)
        for (int cols = 1; cols <= 4; ++cols)
            for (bool torus : {false, true}) {
                std::vector<Board> boards = {lightsout::uniformBoard(rows, cols, torus, true),
                                             lightsout::randomBoard(rows, cols, torus, random()),
                                             lightsout::randomSolvableBoard(rows, cols, torus, random())};
                for (const Board& board : boards) {
                    const Brute expected = bruteForce(board);
                    for (const char* id : kVersions) {
                        const std::string v = id;
                        // v1 tries n!/(n−k)! sequences: every mode up to 9 cells, first mode
                        // when the answer has at most 4 presses.
                        if (v == "lightsout.v1" && board.size() > 9 && (expected.fewest < 0 || expected.fewest > 4))
                            continue;
                        const std::string what = v + " " + lightsout::formatBoard(board);
                        SolutionSink first;
                        run(id, board, Mode::First, first);
                        if (expected.fewest < 0) {
                            EXPECT_EQ(first.total(), 0u) << what;
                        } else {
                            ASSERT_EQ(first.storedCount(), 1u) << what;
                            EXPECT_EQ(first.solutions().front().cells, expected.first) << what;
                        }
                        if (v == "lightsout.v1" && board.size() > 9) continue;
                        SolutionSink all(1u << 16);
                        RunResult r = run(id, board, Mode::All, all);
                        EXPECT_TRUE(r.completed) << what;
                        std::vector<std::uint32_t> got;
                        for (const StoredSolution& s : all.solutions()) got.push_back(toMask(s.cells));
                        std::sort(got.begin(), got.end());
                        EXPECT_EQ(got, expected.solutions) << what;
                        SolutionSink counted(3);
                        EXPECT_EQ(run(id, board, Mode::Count, counted).stats.solutions, expected.solutions.size()) << what;
                    }
                }
            }
}

TEST(LightsOutBig, LinearAlgebraSolvesReducedAndTransposedBoards) {
    struct Case {
        int rows, cols;
        bool torus;
    };
    for (Case c : {Case{60, 45, false}, Case{45, 60, false}, Case{50, 40, true}, Case{3, 700, false},
                   Case{700, 2, true}, Case{37, 41, true}}) {
        const Board board = lightsout::randomSolvableBoard(c.rows, c.cols, c.torus, 7);
        SolutionSink sink(1);
        RunResult r = run("lightsout.v4", board, Mode::First, sink);
        ASSERT_EQ(sink.storedCount(), 1u) << c.rows << "x" << c.cols;
        EXPECT_TRUE(solves(board, sink.solutions().front().cells)) << c.rows << "x" << c.cols << " notice " << r.notice.code;
    }
}

TEST(LightsOutBig, UnsolvableBoardsAreExplained) {
    // 39×39 has a 32-dimensional null space: a random board is solvable with odds 2^-32.
    for (int n : {5, 39}) {
        Board board = lightsout::randomBoard(n, n, false, 11);
        for (std::uint64_t seed = 12; lightsout::checkSolvability(board).solvable; ++seed)
            board = lightsout::randomBoard(n, n, false, seed);
        const lightsout::Solvability s = lightsout::checkSolvability(board);
        // The obstruction: every press meets it an even number of times, the board an odd one.
        int lit = 0, marked = 0;
        for (int i = 0; i < board.size(); ++i) {
            lit += s.obstruction[static_cast<std::size_t>(i)] && board.lights[static_cast<std::size_t>(i)];
            marked += s.obstruction[static_cast<std::size_t>(i)];
        }
        EXPECT_EQ(lit % 2, 1);
        EXPECT_EQ(s.reason, notice(lightsout::NoticeCode::NotSolvable, {marked, lit}));
        for (int i = 0; i < board.size(); ++i) {
            int meet = 0;
            for (int j : lightsout::pressedCells(n, n, false, i)) meet += s.obstruction[static_cast<std::size_t>(j)];
            ASSERT_EQ(meet % 2, 0) << i;
        }
        SolutionSink sink;
        RunResult r = run("lightsout.v4", board, Mode::First, sink);
        EXPECT_EQ(r.stats.solutions, 0u);
        EXPECT_EQ(r.notice.code, static_cast<int>(lightsout::NoticeCode::NotSolvable));
        EXPECT_EQ(r.notice.values[1] % 2, 1) << "an odd number of lit lights in the quiet pattern";
    }
}

TEST(LightsOutBig, HugeNullSpacesAreCountedNotListed) {
    const Board board = lightsout::uniformBoard(39, 39, false, true);  // nullity 32
    SolutionSink all(2);
    RunResult listed = run("lightsout.v4", board, Mode::All, all);
    EXPECT_FALSE(listed.completed);
    EXPECT_EQ(listed.notice, notice(lightsout::NoticeCode::TooManyToList, {32, 24}));
    SolutionSink counted(2);
    RunResult r = run("lightsout.v4", board, Mode::Count, counted);
    EXPECT_EQ(r.stats.solutions, std::uint64_t{1} << 32);
    EXPECT_EQ(r.notice, notice(lightsout::NoticeCode::CountedFromNullity, {32}));
    SolutionSink wide(1);
    const RunResult chased = run("lightsout.v3", lightsout::uniformBoard(4, 31, false, true), Mode::First, wide);
    EXPECT_FALSE(chased.completed);
    EXPECT_EQ(chased.notice, notice(lightsout::NoticeCode::TooManyFreePresses, {31, 30}));
}

TEST(LightsOutStop, SubsetsOf64CellsStopWithin100ms) {
    const Board board = lightsout::uniformBoard(8, 8, false, true);
    SolutionSink sink;
    std::stop_source stop;
    RunResult result;
    std::jthread worker([&] {
        SearchContext ctx(sink, stop.get_token());
        result = runAlgorithm(*builtinRegistry().algorithm("lightsout.v2"), lightsout::toInstance(board),
                              {Mode::Count, 1, false}, ctx);
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const auto stoppedAt = std::chrono::steady_clock::now();
    stop.request_stop();
    worker.join();
    EXPECT_FALSE(result.completed);
    EXPECT_LT(std::chrono::steady_clock::now() - stoppedAt, std::chrono::milliseconds(100));
}

/// Records every event of a traced run.
struct Recorder : StepTracer {
    std::vector<Event> events;
    std::size_t badStates = 0;
    std::size_t cells = 0;
    void onEvent(const Event& e, std::span<const int> state) override {
        events.push_back(e);
        if (state.size() != cells) ++badStates;
    }
};

TEST(LightsOutTrace, EveryVersionEmitsEventsWithPressMasks) {
    const Board board = lightsout::parseBoard("110/100/000").value();
    for (const char* id : kVersions) {
        Recorder recorder;
        recorder.cells = 9;
        SolutionSink sink;
        SearchContext ctx(sink, {}, nullptr, &recorder);
        const AlgorithmInfo* a = builtinRegistry().algorithm(id);
        runAlgorithm(*a, lightsout::toInstance(board), {Mode::First, 1, false}, ctx);
        EXPECT_EQ(sink.total(), 1u) << id;
        EXPECT_FALSE(recorder.events.empty()) << id;
        EXPECT_EQ(recorder.badStates, 0u) << id;
        for (const Event& e : recorder.events)
            EXPECT_LT(e.line, static_cast<int>(a->pseudocode.size())) << id;
        EXPECT_EQ(recorder.events.back().kind, EventKind::Done) << id;
    }
}

}  // namespace
}  // namespace pw
