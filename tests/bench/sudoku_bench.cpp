// Sudoku solving speed over the five public collections, first solution and proof of
// uniqueness (search stopped at the second solution), the scope of tdoku's
// run_benchmark: the puzzles are parsed before the clock starts. v3 (singles and fewest
// candidates first, top 1465 only) and v4 (bit-parallel bands) are the baselines of v5,
// which runs as the registry runs it (its AVX2 copy where the processor has AVX2) and as
// its baseline x86-64 copy. tdoku itself is built and run outside the project, beside
// `puzzle-bench sudoku --mode first|unique`, which times the same scope. The data is
// found through $PW_SUDOKU_DATA, beside the repository, or in ../shared/data/sudoku.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "all_puzzles.h"
#include "sudoku/format.h"
#include "sudoku/stack_band_entry.h"

namespace {

const std::vector<pw::Instance>& collection(const std::string& name) {
    static std::map<std::string, std::vector<pw::Instance>> loaded;
    if (auto it = loaded.find(name); it != loaded.end()) return it->second;
    namespace fs = std::filesystem;
    std::vector<fs::path> places;
    if (const char* env = std::getenv("PW_SUDOKU_DATA")) places.emplace_back(env);
    places.push_back(fs::path(__FILE__).parent_path() / "../../../shared/data/sudoku");
    places.emplace_back("/work/shared/data/sudoku");
    places.emplace_back("../shared/data/sudoku");
    std::error_code ec;
    std::vector<pw::Instance>& puzzles = loaded[name];
    for (const fs::path& dir : places) {
        const fs::path file = dir / name;
        if (!fs::is_regular_file(file, ec)) continue;
        std::ifstream in(file, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        if (pw::ParseResult<std::vector<pw::Instance>> parsed = pw::sudoku::parsePuzzles(text.str())) puzzles = *parsed;
        break;
    }
    return puzzles;
}

/// How a benchmark runs each puzzle: through the registry, or v5's baseline copy directly.
enum class Path { Registry, V5Baseline };

void solveAll(benchmark::State& state, const char* file, const char* id, Path path, bool unique) {
    const std::vector<pw::Instance>& puzzles = collection(file);
    if (puzzles.empty()) {
        state.SkipWithError((std::string(file) + " not found (set PW_SUDOKU_DATA)").c_str());
        return;
    }
    const pw::AlgorithmInfo& algorithm = *pw::builtinRegistry().algorithm(id);
    const pw::RunOptions options{unique ? pw::Mode::All : pw::Mode::First, 1, false, unique ? 2u : 0u};
    std::uint64_t solutions = 0, guesses = 0;
    for (auto _ : state) {
        solutions = guesses = 0;
        for (const pw::Instance& instance : puzzles) {
            pw::SolutionSink sink(0);
            pw::SearchContext ctx(sink);
            const pw::RunResult r = path == Path::Registry
                                        ? pw::runAlgorithm(algorithm, instance, options, ctx)
                                        : *pw::sudoku::stack_band::solveBaseline(instance, options, ctx);
            solutions += sink.total();
            guesses += r.stats.extra[0];
        }
        benchmark::DoNotOptimize(solutions);
    }
    const auto n = static_cast<double>(puzzles.size());
    state.counters["solutions"] = static_cast<double>(solutions);
    state.counters["guesses/puzzle"] = static_cast<double>(guesses) / n;
    // Seconds per puzzle, printed with an SI prefix ("9.8u" = 9.8 µs).
    state.counters["time/puzzle"] = benchmark::Counter(n * static_cast<double>(state.iterations()),
                                                       benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void registerAll() {
    static const char* const files[] = {"puzzles2_17_clue", "puzzles3_magictour_top1465",
                                        "puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106",
                                        "puzzles7_serg_benchmark"};
    struct Variant {
        const char* name;
        const char* id;
        Path path;
    };
    static const Variant variants[] = {
        {"V4", "sudoku.v4", Path::Registry},
        {"V5", "sudoku.v5", Path::Registry},
        {"V5Baseline", "sudoku.v5", Path::V5Baseline},
    };
    for (const char* file : files)
        for (const bool unique : {false, true})
            for (const Variant& v : variants) {
                const std::string name =
                    std::string("BM_Sudoku") + v.name + (unique ? "Unique/" : "First/") + file;
                benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& state) {
                    solveAll(state, file, v.id, v.path, unique);
                })->Unit(benchmark::kMillisecond)->UseRealTime();
            }
    benchmark::RegisterBenchmark("BM_SudokuV3First/puzzles3_magictour_top1465", [](benchmark::State& state) {
        solveAll(state, "puzzles3_magictour_top1465", "sudoku.v3", Path::Registry, false);
    })->Unit(benchmark::kMillisecond)->UseRealTime();
}

const bool registered = (registerAll(), true);

}  // namespace
