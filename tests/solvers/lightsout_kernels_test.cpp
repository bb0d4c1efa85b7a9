// Lights out: the hot loops of v4 (gf2_kernels.h), both the baseline and the AVX2 path
// when the processor has it, against plain loops written here; and the two eliminations
// (hand-written, M4RI) against each other.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <random>
#include <vector>

#include "lightsout/fewest_presses.h"
#include "lightsout/gf2.h"
#include "lightsout/gf2_kernels.h"
#include "lightsout/linear_solver.h"
#include "lightsout/model.h"

namespace pw {
namespace {

namespace k = lightsout::kernels;
using lightsout::Word;

std::vector<const k::Paths*> everyPath() {
    std::vector<const k::Paths*> out = {&k::baselinePaths()};
    if (const k::Paths* avx2 = k::avx2Paths()) out.push_back(avx2);
    return out;
}

std::vector<Word> randomWords(std::size_t n, std::mt19937_64& random) {
    std::vector<Word> v(n);
    for (Word& w : v) w = random();
    return v;
}

TEST(LightsOutKernels, PopcountsAndXor) {
    std::mt19937_64 random(1);
    for (const k::Paths* path : everyPath())
        for (std::size_t n : {0u, 1u, 3u, 4u, 7u, 64u, 101u}) {
            const std::vector<Word> a = randomWords(n, random), b = randomWords(n, random);
            std::int64_t expected = 0, expectedXor = 0;
            for (std::size_t i = 0; i < n; ++i) {
                expected += std::popcount(a[i]);
                expectedXor += std::popcount(a[i] ^ b[i]);
            }
            EXPECT_EQ(path->popcount(a.data(), n), expected) << path->name << " " << n;
            std::vector<Word> acc = a;
            EXPECT_EQ(path->xorPopcount(acc.data(), b.data(), n), expectedXor) << path->name << " " << n;
            for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(acc[i], a[i] ^ b[i]);
            std::vector<Word> dst = a;
            path->xorInto(dst.data(), b.data(), n);
            EXPECT_EQ(dst, acc) << path->name;
        }
}

TEST(LightsOutKernels, PackAndUnpack) {
    std::mt19937_64 random(2);
    for (const k::Paths* path : everyPath())
        for (std::size_t n : {1u, 5u, 63u, 64u, 65u, 200u, 1000u}) {
            std::vector<int> cells(n);
            for (int& c : cells) c = static_cast<int>(random() % 3);  // 0, 1 or 2: non-zero is on
            std::vector<Word> packed((n + 63) / 64, ~Word{0});
            path->packNonZero(cells.data(), n, packed.data());
            for (std::size_t i = 0; i < packed.size() * 64; ++i)
                ASSERT_EQ((packed[i / 64] >> (i % 64)) & 1u, i < n && cells[i] != 0 ? 1u : 0u) << path->name << " " << i;
            std::vector<int> back(n, 7);
            path->unpackBits(packed.data(), n, back.data());
            for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(back[i], cells[i] != 0 ? 1 : 0) << path->name << " " << i;
        }
}

TEST(LightsOutKernels, WalshHadamardMatchesItsDefinition) {
    std::mt19937_64 random(3);
    for (const k::Paths* path : everyPath())
        for (int bits : {0, 1, 3, 6}) {
            const std::size_t n = std::size_t{1} << bits;
            std::vector<std::int32_t> t(n);
            for (std::int32_t& v : t) v = static_cast<std::int32_t>(random() % 21) - 10;
            std::vector<std::int32_t> transformed = t;
            path->walshHadamard(transformed.data(), bits);
            for (std::size_t c = 0; c < n; ++c) {
                std::int64_t sum = 0;
                for (std::size_t v = 0; v < n; ++v) sum += std::popcount(c & v) % 2 ? -t[v] : t[v];
                ASSERT_EQ(transformed[c], sum) << path->name << " bits " << bits << " c " << c;
            }
            std::vector<std::int32_t> byLevels = t;
            for (std::size_t half = 1; half < n; half <<= 1) path->butterflies(byLevels.data(), n, half);
            EXPECT_EQ(byLevels, transformed) << path->name;
        }
}

TEST(LightsOutKernels, BlockedTransformMatchesTheWholeOne) {
    // PatternCounts::transform splits tables above 2^16 entries to ask the stop hook.
    std::mt19937_64 random(5);
    lightsout::PatternCounts counts(18);
    for (std::int32_t& v : counts.delta) v = static_cast<std::int32_t>(random() % 5) - 2;
    std::vector<std::int32_t> whole = counts.delta;
    k::walshHadamard(whole.data(), 18);
    ASSERT_TRUE(counts.transform([] { return false; }));
    EXPECT_EQ(counts.delta, whole);
}

TEST(LightsOutKernels, ChaseStepAddsNeighboursAndLights) {
    std::mt19937_64 random(4);
    for (const k::Paths* path : everyPath())
        for (int cells : {1, 2, 3, 10, 64, 70})
            for (bool wrap : {false, true}) {
                if (wrap && cells < 3) continue;
                const std::vector<Word> cur = randomWords(static_cast<std::size_t>(cells), random);
                const std::vector<Word> prev = randomWords(static_cast<std::size_t>(cells), random);
                const std::vector<Word> lights = randomWords(static_cast<std::size_t>((cells + 63) / 64), random);
                std::vector<Word> lightBits = lights;
                if (cells % 64) lightBits.back() &= (Word{1} << (cells % 64)) - 1;
                const Word lightWord = Word{1} << 63 | 5u;
                std::vector<Word> next(static_cast<std::size_t>(cells));
                path->chaseStep(next.data(), cur.data(), prev.data(), lightBits.data(), lightWord, cells, wrap);
                for (int j = 0; j < cells; ++j) {
                    Word expected = cur[j] ^ prev[j];
                    if (j > 0) expected ^= cur[j - 1];
                    else if (wrap) expected ^= cur[cells - 1];
                    if (j + 1 < cells) expected ^= cur[j + 1];
                    else if (wrap) expected ^= cur[0];
                    if ((lightBits[j / 64] >> (j % 64)) & 1u) expected ^= lightWord;
                    ASSERT_EQ(next[j], expected) << path->name << " cells " << cells << " j " << j;
                }
            }
}

TEST(LightsOutElimination, M4riAndTheHandWrittenEliminationAgree) {
    using Backend = lightsout::LinearSolver::Backend;
    struct Case {
        int rows, cols;
        bool torus;
    };
    for (Case c : {Case{120, 90, false}, Case{90, 120, true}, Case{99, 99, false}, Case{100, 100, true},
                   Case{40, 40, false}, Case{2, 700, true}}) {
        for (bool solvable : {true, false}) {
            const lightsout::Board board = solvable ? lightsout::randomSolvableBoard(c.rows, c.cols, c.torus, 5)
                                                    : lightsout::randomBoard(c.rows, c.cols, c.torus, 5);
            lightsout::LinearSolver hand(board, {}, Backend::HandWritten), m4ri(board, {}, Backend::M4ri);
            ASSERT_TRUE(hand.run());
            ASSERT_TRUE(m4ri.run());
            const std::string what = std::to_string(c.rows) + "x" + std::to_string(c.cols) + (c.torus ? " torus" : "");
            EXPECT_TRUE(hand.rowOpsCounted()) << what;
            EXPECT_FALSE(m4ri.rowOpsCounted()) << what;
            EXPECT_EQ(hand.solvable(), m4ri.solvable()) << what;
            EXPECT_EQ(hand.nullity(), m4ri.nullity()) << what;
            if (solvable) {
                EXPECT_TRUE(hand.solvable()) << what;
            }
            // Both reach the reduced row echelon form, which is unique.
            if (hand.solvable()) {
                EXPECT_EQ(hand.particularUnknowns(), m4ri.particularUnknowns()) << what;
            }
            for (int i = 0; i < hand.nullity(); ++i) EXPECT_EQ(hand.nullUnknowns(i), m4ri.nullUnknowns(i)) << what;
        }
    }
}

}  // namespace
}  // namespace pw
