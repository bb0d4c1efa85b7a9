// Lights out: the lesson's comparison (v1 ordered sequences against v2 subsets on the
// classic 4×4 board, first solution), v2/v3/v4 on the all-on 4×4 and 5×5 boards, and v4
// on big all-on boards side by side with the reference it is measured against (issue 17):
// light chasing with the first row's presses as symbolic unknowns, written the textbook
// way below. Then the two eliminations of v4's reduced system (hand-written, M4RI) and
// v4's fewest-press search on boards with a null space.
//
// Side by side, one core:
//   pw_benchmarks --benchmark_filter='LightsOutAllOn(Reference|V4)/(1000|2000|5000)'
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "all_puzzles.h"
#include "lightsout/linear_solver.h"
#include "lightsout/model.h"

namespace {

using Word = std::uint64_t;

/// The reference: light chasing with the first row's presses as symbolic unknowns over
/// GF(2), bitset rows. Each cell's press is an affine combination of the `cols` unknowns,
/// stored as a bitset of cols + 1 bits (the last one the constant); chasing row by row
/// gives the presses of the next row, and the lights left in the last row give cols
/// equations in cols unknowns, solved by Gauss–Jordan elimination on the bitsets. Then
/// one ordinary chase from the first row found gives the presses. Plain boards; built
/// with the project's flags. Returns the press mask, or an empty one when the board
/// cannot be solved (free unknowns are set to 0).
class ChasingReference {
public:
    ChasingReference(int rows, int cols, const std::vector<int>& lights)
        : rows_(rows), cols_(cols), width_((cols + 1 + 63) / 64), lights_(lights) {}

    std::vector<int> solve() {
        const std::size_t n = static_cast<std::size_t>(cols_), w = static_cast<std::size_t>(width_);
        // prev, cur, next: the presses of rows r − 1, r, r + 1, one bitset per cell.
        std::vector<Word> prev(n * w, 0), cur(n * w, 0), next(n * w, 0);
        for (int j = 0; j < cols_; ++j) cur[j * w + (j >> 6)] |= Word{1} << (j & 63);
        const Word one = Word{1} << (cols_ & 63);
        for (int r = 0; r < rows_; ++r) {
            // Light (r, j) is toggled by presses (r, j−1), (r, j), (r, j+1), (r−1, j) and
            // its state; the press below it must turn it off. After the last row, `next`
            // holds the lights still on in the last row.
            for (int j = 0; j < cols_; ++j) {
                Word* out = &next[j * w];
                for (std::size_t k = 0; k < w; ++k) {
                    Word v = cur[j * w + k] ^ prev[j * w + k];
                    if (j > 0) v ^= cur[(j - 1) * w + k];
                    if (j + 1 < cols_) v ^= cur[(j + 1) * w + k];
                    out[k] = v;
                }
                if (lights_[static_cast<std::size_t>(r) * n + static_cast<std::size_t>(j)]) out[cols_ >> 6] ^= one;
            }
            std::swap(prev, cur);
            std::swap(cur, next);
        }
        // cur[j] = 0 for every j: Gauss–Jordan on the rows [coefficients | constant].
        std::vector<int> pivotOf(n, -1);
        int rank = 0;
        for (int c = 0; c < cols_; ++c) {
            const Word bit = Word{1} << (c & 63);
            const std::size_t word = static_cast<std::size_t>(c >> 6);
            int p = rank;
            while (p < cols_ && !(cur[p * w + word] & bit)) ++p;
            if (p == cols_) continue;
            for (std::size_t k = 0; k < w; ++k) std::swap(cur[p * w + k], cur[rank * w + k]);
            for (int i = 0; i < cols_; ++i)
                if (i != rank && (cur[i * w + word] & bit))
                    for (std::size_t k = 0; k < w; ++k) cur[i * w + k] ^= cur[rank * w + k];
            pivotOf[static_cast<std::size_t>(c)] = rank++;
        }
        for (int i = rank; i < cols_; ++i)
            if (cur[i * w + (cols_ >> 6)] & one) return {};  // 0 = 1: not solvable
        // The first row: each pivot unknown equals its row's constant (the sum of the
        // constant terms moved to the other side, over GF(2) the same bit).
        const std::size_t rw = static_cast<std::size_t>((cols_ + 63) / 64);
        std::vector<Word> up(rw, 0), row(rw, 0), down(rw, 0);
        for (int c = 0; c < cols_; ++c) {
            const int p = pivotOf[static_cast<std::size_t>(c)];
            if (p >= 0 && (cur[p * w + (cols_ >> 6)] & one)) row[c >> 6] |= Word{1} << (c & 63);
        }
        // An ordinary chase with bitset rows.
        std::vector<int> presses(static_cast<std::size_t>(rows_) * n, 0);
        for (int r = 0; r < rows_; ++r) {
            for (int c = 0; c < cols_; ++c) presses[r * n + c] = static_cast<int>((row[c >> 6] >> (c & 63)) & 1u);
            for (std::size_t k = 0; k < rw; ++k) {
                const Word left = (row[k] << 1) | (k > 0 ? row[k - 1] >> 63 : 0);
                const Word right = (row[k] >> 1) | (k + 1 < rw ? row[k + 1] << 63 : 0);
                down[k] = row[k] ^ left ^ right ^ up[k];
            }
            for (int c = 0; c < cols_; ++c)
                if (lights_[static_cast<std::size_t>(r) * n + static_cast<std::size_t>(c)]) down[c >> 6] ^= Word{1} << (c & 63);
            if (cols_ & 63) down[rw - 1] &= (Word{1} << (cols_ & 63)) - 1;
            std::swap(up, row);
            std::swap(row, down);
        }
        return presses;
    }

private:
    int rows_, cols_, width_;
    const std::vector<int>& lights_;
};

void runOn(benchmark::State& state, const char* id, const pw::Instance& instance) {
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    pw::RunResult result;
    for (auto _ : state) {
        pw::SolutionSink sink(1);
        pw::SearchContext ctx(sink);
        result = pw::runAlgorithm(algorithm, instance, {pw::Mode::First, 1, false}, ctx);
        benchmark::DoNotOptimize(result.stats.solutions);
    }
    state.counters["candidates"] = static_cast<double>(result.stats.extra[0]);
    state.counters["presses"] = static_cast<double>(result.stats.extra[3]);
    state.counters["nullity"] = static_cast<double>(result.stats.extra[4]);
}

pw::Instance classicBoard() {
    return pw::builtinRegistry().puzzle("lightsout")->parseInstances("1101/0001/0100/1111").value().front();
}

pw::Instance allOn(benchmark::State& state) {
    return *pw::builtinRegistry().puzzle("lightsout")->makeInstance({.size = static_cast<int>(state.range(0))});
}

void BM_LightsOutClassicV1(benchmark::State& state) { runOn(state, "lightsout.v1", classicBoard()); }
void BM_LightsOutClassicV2(benchmark::State& state) { runOn(state, "lightsout.v2", classicBoard()); }
void BM_LightsOutAllOnV2(benchmark::State& state) { runOn(state, "lightsout.v2", allOn(state)); }
void BM_LightsOutAllOnV3(benchmark::State& state) { runOn(state, "lightsout.v3", allOn(state)); }
void BM_LightsOutAllOnV4(benchmark::State& state) { runOn(state, "lightsout.v4", allOn(state)); }

void BM_LightsOutAllOnReference(benchmark::State& state) {
    const pw::Instance instance = allOn(state);
    std::int64_t presses = 0;
    for (auto _ : state) {
        const std::vector<int> mask = ChasingReference(instance.rows, instance.cols, instance.cells).solve();
        presses = 0;
        for (int p : mask) presses += p;
        benchmark::DoNotOptimize(presses);
    }
    state.counters["presses"] = static_cast<double>(presses);
}

/// v4's reduced system built and eliminated, by one backend or the other.
void eliminateWith(benchmark::State& state, pw::lightsout::LinearSolver::Backend backend) {
    const pw::Instance instance = allOn(state);
    int rank = 0;
    for (auto _ : state) {
        pw::lightsout::LinearSolver solver(instance.rows, instance.cols, instance.torus, instance.cells, {}, backend);
        solver.run();
        rank = solver.rank();
        benchmark::DoNotOptimize(rank);
    }
    state.counters["rank"] = rank;
}
void BM_LightsOutEliminationHandWritten(benchmark::State& state) {
    eliminateWith(state, pw::lightsout::LinearSolver::Backend::HandWritten);
}
void BM_LightsOutEliminationM4ri(benchmark::State& state) {
    eliminateWith(state, pw::lightsout::LinearSolver::Backend::M4ri);
}

}  // namespace

BENCHMARK(BM_LightsOutClassicV1)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LightsOutClassicV2)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LightsOutAllOnV2)->Arg(4)->Arg(5)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_LightsOutAllOnV3)->Arg(4)->Arg(5)->Unit(benchmark::kMicrosecond)->UseRealTime();
// 1000, 2000, 5000: nullity 0 (one solution); 2005: 16, 4990: 20, 4976: 24 (the exact
// search's largest table), 4999: 32 (descent by blocks).
BENCHMARK(BM_LightsOutAllOnV4)
    ->Arg(4)->Arg(5)->Arg(100)->Arg(1000)->Arg(2000)->Arg(5000)->Arg(2005)->Arg(4990)->Arg(4976)->Arg(4999)
    ->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_LightsOutAllOnReference)->Arg(1000)->Arg(2000)->Arg(5000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_LightsOutEliminationHandWritten)->Arg(1000)->Arg(2000)->Arg(5000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_LightsOutEliminationM4ri)->Arg(1000)->Arg(2000)->Arg(5000)->Unit(benchmark::kMillisecond)->UseRealTime();
