// Sudoku solving speed over the magictour top 1465: v3 (singles and fewest candidates
// first) is the baseline v4 (bit-parallel bands) is measured against. The data is found
// through $PW_SUDOKU_DATA, beside the repository, or in ../shared/data/sudoku.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "all_puzzles.h"
#include "sudoku/format.h"

namespace {

const std::vector<pw::Instance>& top1465() {
    static const std::vector<pw::Instance> puzzles = [] {
        namespace fs = std::filesystem;
        std::vector<fs::path> places;
        if (const char* env = std::getenv("PW_SUDOKU_DATA")) places.emplace_back(env);
        places.push_back(fs::path(__FILE__).parent_path() / "../../../shared/data/sudoku");
        places.emplace_back("/work/shared/data/sudoku");
        places.emplace_back("../shared/data/sudoku");
        std::error_code ec;
        for (const fs::path& dir : places) {
            const fs::path file = dir / "puzzles3_magictour_top1465";
            if (!fs::is_regular_file(file, ec)) continue;
            std::ifstream in(file, std::ios::binary);
            std::stringstream text;
            text << in.rdbuf();
            pw::Result<std::vector<pw::Instance>> parsed = pw::sudoku::parsePuzzles(text.str());
            if (parsed) return *parsed;
        }
        return std::vector<pw::Instance>{};
    }();
    return puzzles;
}

void solveAll(benchmark::State& state, const char* id) {
    const std::vector<pw::Instance>& puzzles = top1465();
    if (puzzles.empty()) {
        state.SkipWithError("puzzles3_magictour_top1465 not found (set PW_SUDOKU_DATA)");
        return;
    }
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    std::uint64_t solved = 0, guesses = 0;
    for (auto _ : state) {
        solved = guesses = 0;
        for (const pw::Instance& instance : puzzles) {
            pw::SolutionSink sink(1);
            pw::SearchContext ctx(sink);
            const pw::RunResult r = pw::runAlgorithm(algorithm, instance, {pw::Mode::First, 1, false}, ctx);
            solved += r.stats.solutions;
            guesses += r.stats.extra[0];
        }
        benchmark::DoNotOptimize(solved);
    }
    state.counters["solved"] = static_cast<double>(solved);
    state.counters["guesses/puzzle"] = static_cast<double>(guesses) / static_cast<double>(puzzles.size());
    state.counters["puzzles/s"] = benchmark::Counter(static_cast<double>(puzzles.size()) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
}

void BM_SudokuV3Top1465(benchmark::State& state) { solveAll(state, "sudoku.v3"); }
void BM_SudokuV4Top1465(benchmark::State& state) { solveAll(state, "sudoku.v4"); }

}  // namespace

BENCHMARK(BM_SudokuV3Top1465)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SudokuV4Top1465)->Unit(benchmark::kMillisecond)->UseRealTime();
