#include "bench_runner.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "bench_default_boards.h"
#include "bench_notices.h"
#include "bench_parse_error.h"
#include "bench_progress.h"
#include "sudoku/isomorph.h"

namespace pw::bench {

Result<std::vector<Instance>> loadInstances(const PuzzleInfo& puzzle, const BenchOptions& options) {
    if (options.inputFile.empty() && asksForNoSize(options.size)) return defaultBoard(puzzle);
    if (options.inputFile.empty()) {
        Result<Instance> one = puzzle.makeInstance(options.size);
        if (!one) return Error{one.error()};
        return std::vector<Instance>{*one};
    }
    std::ifstream in(options.inputFile, std::ios::binary);
    if (!in) return Error{"cannot read " + options.inputFile};
    // Read no more than the readers take: a larger file (or an endless pipe) is told
    // as too large instead of filling the memory.
    std::error_code sizeError;
    const std::uintmax_t size = std::filesystem::file_size(options.inputFile, sizeError);
    if (!sizeError && size > kMaxParseInputBytes)
        return Error{options.inputFile + ": " + describeParseError(tooLarge(static_cast<std::size_t>(size)))};
    std::string text;
    std::vector<char> chunk(std::size_t{1} << 20);
    while (in && text.size() <= kMaxParseInputBytes) {
        in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) return Error{"cannot read " + options.inputFile};
    ParseResult<std::vector<Instance>> parsed = puzzle.parseInstances(text);
    if (!parsed) return Error{options.inputFile + ": " + describeParseError(parsed.error())};
    if (parsed->empty()) return Error{options.inputFile + ": no puzzle in the file"};
    return std::move(parsed).value();
}

namespace {

Result<std::vector<const AlgorithmInfo*>> chooseAlgorithms(const Registry& registry, const BenchOptions& options) {
    if (options.algorithms.empty()) return registry.algorithmsOf(options.puzzle);
    std::vector<const AlgorithmInfo*> out;
    for (const std::string& id : options.algorithms) {
        const AlgorithmInfo* a = registry.algorithm(id);
        if (!a) a = registry.algorithm(options.puzzle + "." + id);  // "v2" is accepted for "<puzzle>.v2"
        if (!a || a->puzzle != options.puzzle) return Error{"unknown algorithm '" + id + "' for " + options.puzzle};
        out.push_back(a);
    }
    return out;
}

// One pass over the instances. `solutionLines`, when given, receives each instance's
// first solution in the puzzle's text form, or an empty line when it has none.
BenchRow runPass(const PuzzleInfo& puzzle, const AlgorithmInfo& algorithm, const std::vector<Instance>& instances,
                const BenchOptions& options, const RunWatch& watch, std::vector<std::string>* solutionLines) {
    BenchRow row;
    row.algorithm = &algorithm;
    row.rows = instances.front().rows;
    row.cols = instances.front().cols;
    row.instances = instances.size();
    row.mode = options.mode;
    row.uniqueness = options.uniqueness;
    row.threads = algorithm.multithreaded
                      ? (options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency()))
                      : 1;
    const RunOptions runOptions{options.mode, options.threads, options.symmetryClasses,
                                options.uniqueness ? 2u : 0u};
    // One context for the whole collection: its nodes per depth sum over the instances.
    SolutionSink sink(solutionLines ? std::max<std::size_t>(options.keep, 1) : options.keep);
    ProgressLine* const progress = watch.progress;
    SearchContext ctx(sink, watch.stop, progress ? progress->live() : nullptr);
    if (progress) progress->beginPass(&sink);
    // The loop is timed as a whole, like the anchors' benchmarks: a clock read per
    // puzzle would cost a few per cent of a 3 µs sudoku. Only the instances up to the
    // collection's first solution are timed one by one, for `firstMs`.
    const Clock::time_point start = Clock::now();
    Clock::duration untimed{};
    const bool budgeted = options.budgetSeconds > 0;
    if (budgeted)
        ctx.setDeadline(start + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(options.budgetSeconds)));
    for (std::size_t i = 0; i < instances.size(); ++i) {
        const Instance& instance = instances[i];
        const bool timed = row.firstMs < 0;
        const Clock::time_point t0 = timed ? Clock::now() : start;
        sink.reset(t0, timed ? SinkTiming::Timed : SinkTiming::Untimed);
        if (progress) progress->atInstance(i, row.stats.solutions);
        RunResult result = runAlgorithm(algorithm, instance, runOptions, ctx);
        // A file version times its own search: starting its program is shown apart.
        const SearchTimes& own = result.times;
        const double firstMs = own.measured() ? own.firstMs : sink.firstMs();
        if (timed && firstMs >= 0)
            row.firstMs = std::chrono::duration<double, std::milli>(t0 - start - untimed).count() + firstMs;
        if (own.measured()) {
            row.startMs = std::max(row.startMs, 0.0) + own.startMs;
            untimed += std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(own.startMs));
        }
        row.stats += result.stats;
        row.extraValid &= result.extraValid;
        row.verdict = own::graver(row.verdict, own::verdictOf(result, ctx.stopRequested()));
        if (row.message.empty()) row.message = result.notice ? englishNotice(algorithm.puzzle, result.notice) : result.message;
        const std::uint64_t found = sink.total();
        if (options.uniqueness && result.completed) ++(found == 0 ? row.none : found == 1 ? row.unique : row.several);
        if (solutionLines) {
            // Writing the solutions out is not the search's time.
            const Clock::time_point writing = Clock::now();
            std::vector<StoredSolution> first = sink.solutions(0);
            std::string line = first.empty() ? std::string{} : puzzle.formatSolution(instance, first.front().cells);
            if (options.uniqueness)
                line = found == 0 ? "none" : (found == 1 ? "unique " : "several ") + line;
            solutionLines->push_back(std::move(line));
            untimed += Clock::now() - writing;
        }
        // A search polls its deadline every few thousand nodes, which a short puzzle
        // never reaches: the budget is also checked between instances.
        if (!result.completed || ((budgeted || watch.stop.stop_requested()) && i + 1 < instances.size() &&
                                  ctx.stopRequested())) {
            // Instances left unsolved by the budget leave the collection out of time.
            if (result.completed) row.verdict = own::graver(row.verdict, own::Verdict::OutOfTime);
            row.completed = false;
            row.interrupted = watch.stop.stop_requested();
            break;
        }
    }
    if (progress) progress->endPass();
    row.elapsedMs = std::chrono::duration<double, std::milli>(Clock::now() - start - untimed).count();
    row.nodesPerDepth = ctx.nodesPerDepth();
    return row;
}

// A row: one pass, or with --min-time a first pass that warms the caches and the branch
// predictors (its counters are the row's: every pass finds the same) and then passes
// timed until the minimum time, as tdoku's run_benchmark does; a pass over a small
// collection lasts only milliseconds, too short to time alone.
BenchRow runOne(const PuzzleInfo& puzzle, const AlgorithmInfo& algorithm, const std::vector<Instance>& instances,
                const BenchOptions& options, const RunWatch& watch, std::vector<std::string>* solutionLines) {
    BenchRow row = runPass(puzzle, algorithm, instances, options, watch, solutionLines);
    if (options.minSeconds <= 0 || !row.completed) return row;
    // The passes go on until the minimum has passed on the clock: a file version's start
    // (its program's, left out of its time) counts there, or a search of a microsecond
    // would be repeated for hours.
    double timedMs = 0, startMs = 0;
    std::size_t passes = 0;
    do {
        const BenchRow again = runPass(puzzle, algorithm, instances, options, watch, nullptr);
        timedMs += again.elapsedMs;
        ++passes;
        if (!again.completed) {
            row.completed = false;
            row.verdict = own::graver(row.verdict, again.verdict);
            row.interrupted = again.interrupted;
            break;
        }
        startMs += std::max(again.startMs, 0.0);
    } while (timedMs + startMs < options.minSeconds * 1000.0);
    row.elapsedMs = timedMs / static_cast<double>(passes);
    if (row.startMs >= 0) row.startMs = startMs / static_cast<double>(passes);
    row.passes = passes;
    return row;
}

// The puzzles of --write-puzzles, one a line in the puzzle's text form.
Result<bool> writePuzzles(const PuzzleInfo& puzzle, const std::vector<Instance>& instances, const std::string& file) {
    std::ofstream out(file, std::ios::binary);
    for (const Instance& instance : instances) out << puzzle.formatSolution(instance, instance.cells) << '\n';
    if (!out) return Error{"cannot write " + file};
    return true;
}

}  // namespace

Result<std::vector<BenchRow>> runBench(const Registry& registry, const BenchOptions& options, const RunWatch& watch) {
    const PuzzleInfo* puzzle = registry.puzzle(options.puzzle);
    if (!puzzle) return Error{"unknown puzzle '" + options.puzzle + "' (see --list)"};
    Result<std::vector<const AlgorithmInfo*>> algorithms = chooseAlgorithms(registry, options);
    if (!algorithms) return Error{algorithms.error()};
    Result<std::vector<Instance>> instances = loadInstances(*puzzle, options);
    if (!instances) return Error{instances.error()};
    if (options.isomorphSeed) instances.value() = sudoku::isomorphsOf(*instances, *options.isomorphSeed);
    if (!options.puzzlesFile.empty()) {
        Result<bool> written = writePuzzles(*puzzle, *instances, options.puzzlesFile);
        if (!written) return Error{written.error()};
        return std::vector<BenchRow>{};
    }
    std::vector<BenchRow> rows;
    std::vector<std::string> solutionLines;
    for (const AlgorithmInfo* algorithm : *algorithms) {
        // Ctrl+C ends the bench: the versions after the stopped one are not run.
        if (watch.stop.stop_requested()) break;
        const bool writeSolutions = !options.solutionsFile.empty() && rows.empty();
        if (watch.progress) watch.progress->beginRow(*algorithm, instances->size());
        rows.push_back(
            runOne(*puzzle, *algorithm, *instances, options, watch, writeSolutions ? &solutionLines : nullptr));
        if (watch.progress) watch.progress->endRow();
    }
    if (options.solutionsFile == "-") {
        for (const std::string& line : solutionLines) std::cout << line << '\n';
    } else if (!options.solutionsFile.empty()) {
        std::ofstream out(options.solutionsFile, std::ios::binary);
        for (const std::string& line : solutionLines) out << line << '\n';
        if (!out) return Error{"cannot write " + options.solutionsFile};
    }
    return rows;
}

}  // namespace pw::bench
