#include "bench_options.h"

#include <charconv>

namespace pw::bench {

namespace {

template <class T>
std::optional<T> parseNumber(const std::string& text) {
    T value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::vector<std::string> splitComma(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find(',', start);
        std::string item = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (!item.empty()) out.push_back(item);
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return out;
}

}  // namespace

std::string benchUsage() {
    return "usage: puzzle-bench --list\n"
           "       puzzle-bench PUZZLE [--size N | --rows R --cols C] [--k K] [--torus] [--input FILE]\n"
           "                    [--algo ID[,ID..]|all] [--mode first|all|count|unique] [--budget SECONDS]\n"
           "                    [--threads T] [--unique] [--keep K] [--solutions OUT]\n"
           "                    [--format table|csv|json] [--profile] [--no-sandbox] [--min-time SECONDS]\n"
           "                    [--isomorphs SEED] [--write-puzzles OUT]\n"
           "       puzzle-bench PUZZLE --algo FILE.cpp|FOLDER/ --check [--size N | --input FILE] [--budget SECONDS]\n"
           "       puzzle-bench sudoku --input FILE --rate\n"
           "       puzzle-bench PUZZLE --make N --level L [--seed S] [--size N] [--solutions OUT]\n"
           "       puzzle-bench PUZZLE --merge A,B [--size N | --input FILE] [--mode M] [--format F]\n"
           "       puzzle-bench grade ASSIGNMENT --algo FOLDER --out DIR [--lang en|fr] (puzzle-bench grade --help)\n"
           "--mode unique (sudoku): each search stops at its second solution; every puzzle is\n"
           "  unique, several or none, written with its first solution to --solutions OUT\n"
           "  (- for the standard output), and the totals are in the table.\n"
           "--profile: also print the nodes each version visits at each depth (decisions\n"
           "  from the root): a second table, CSV lines, or a JSON array per row.\n"
           "--min-time S: one untimed pass over the instances, then passes repeated until S\n"
           "  seconds have passed; the times are those of one pass on average (us_per_instance).\n"
           "--isomorphs SEED (sudoku): every puzzle replaced by a random isomorph (digits\n"
           "  relabelled, rows, columns, bands and stacks permuted, transposed or not).\n"
           "--write-puzzles OUT: write the puzzles as they would run, one a line, and solve nothing.\n"
           "--rate (sudoku): one line a puzzle: its line, its level (simple, easy,\n"
           "  intermediate, expert: QQwing's scale) and its score (0-99); a puzzle without\n"
           "  one solution gets none, several or invalid and no score.\n"
           "--make N: N new puzzles of --level L (the puzzle's levels: sudoku simple, easy,\n"
           "  intermediate, expert; the others easy, medium, hard), each with one solution,\n"
           "  from seeds S, S+1, ... (--seed, default 1): a '#' line (level, score, seed),\n"
           "  then the puzzle; the solutions go to --solutions OUT.\n"
           "--algo FILE.cpp or FOLDER/: a version of your own (docs/YOUR_VERSION.md), or every\n"
           "  .cpp file of a folder, one row each, beside ids such as queens.v3. Each file is\n"
           "  compiled with g++ and run in a bubblewrap sandbox; every solution it reports is\n"
           "  checked. The exit status is 1 when a file did not compile, crashed, ran out of\n"
           "  time or memory, or reported a solution that is not one. --no-sandbox runs them\n"
           "  without bubblewrap, where it cannot start.\n"
           "--check: each file of --algo built a second time with checks (AddressSanitizer and\n"
           "  UBSan, then Valgrind's memcheck for values never set) and run on the board (the\n"
           "  first puzzle of --input): one line each, FILE:LINE: its first error (a null\n"
           "  pointer, an index past an array, memory used after delete, an int overflow, a\n"
           "  value never set...), or no error found with the run's counters. The exit status\n"
           "  is 1 when a file has an error. --budget S bounds each check (120 s by default).\n"
           "--merge A,B: both versions (ids or .cpp files) traced on the board, their search\n"
           "  trees merged by the decisions on each node's path: the nodes both visit, those\n"
           "  only A visits (what B's idea cut) and those only B visits (both, only_first,\n"
           "  only_second). Versions that do not decide the same things in the same order\n"
           "  are not merged; the row says why. B's tree is held in memory (16 bytes a node).\n";
}

Result<BenchOptions> parseBenchOptions(const std::vector<std::string>& args) {
    BenchOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> Result<std::string> {
            if (i + 1 >= args.size()) return Error{a + " needs a value"};
            return args[++i];
        };
        auto intValue = [&](int lo, int hi) -> Result<int> {
            Result<std::string> v = value();
            if (!v) return Error{v.error()};
            std::optional<int> n = parseNumber<int>(*v);
            if (!n || *n < lo || *n > hi)
                return Error{a + " expects a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                             ", not '" + *v + "'"};
            return *n;
        };
#define PW_TAKE_INT(field, lo, hi)                  \
    {                                               \
        Result<int> n = intValue(lo, hi);           \
        if (!n) return Error{n.error()};            \
        field = *n;                                 \
        continue;                                   \
    }
        if (a == "--list") { o.list = true; continue; }
        if (a == "--help" || a == "-h") { o.help = true; continue; }
        if (a == "--torus") { o.size.torus = true; continue; }
        if (a == "--unique") { o.symmetryClasses = true; continue; }
        if (a == "--profile") { o.profile = true; continue; }
        if (a == "--no-sandbox") { o.noSandbox = true; continue; }
        if (a == "--check") { o.check = true; continue; }
        if (a == "--rate") { o.rate = true; continue; }
        if (a == "--make") PW_TAKE_INT(o.make, 1, 1000000)
        if (a == "--size") PW_TAKE_INT(o.size.size, 1, 100000)
        if (a == "--rows") PW_TAKE_INT(o.size.rows, 1, 100000)
        if (a == "--cols") PW_TAKE_INT(o.size.cols, 1, 100000)
        if (a == "--k") PW_TAKE_INT(o.size.k, 1, 1000)
        if (a == "--threads") PW_TAKE_INT(o.threads, 1, 1024)
        if (a == "--keep") PW_TAKE_INT(o.keep, 0, 100000000)
#undef PW_TAKE_INT
        if (a == "--isomorphs") {
            Result<std::string> v = value();
            if (!v) return Error{v.error()};
            std::optional<std::uint64_t> seed = parseNumber<std::uint64_t>(*v);
            if (!seed) return Error{"--isomorphs expects a whole number (the seed), not '" + *v + "'"};
            o.isomorphSeed = *seed;
            continue;
        }
        if (a == "--input" || a == "--solutions" || a == "--algo" || a == "--mode" || a == "--format" ||
            a == "--budget" || a == "--min-time" || a == "--write-puzzles" || a == "--level" || a == "--seed" ||
            a == "--merge") {
            Result<std::string> v = value();
            if (!v) return Error{v.error()};
            if (a == "--input") o.inputFile = *v;
            else if (a == "--solutions") o.solutionsFile = *v;
            else if (a == "--write-puzzles") o.puzzlesFile = *v;
            else if (a == "--level") o.level = *v;
            else if (a == "--seed") {
                std::optional<std::uint64_t> seed = parseNumber<std::uint64_t>(*v);
                if (!seed) return Error{"--seed expects a whole number, not '" + *v + "'"};
                o.seed = *seed;
            }
            else if (a == "--algo") o.algorithms = *v == "all" ? std::vector<std::string>{} : splitComma(*v);
            else if (a == "--merge") {
                o.merge = splitComma(*v);
                if (o.merge.size() != 2) return Error{"--merge expects two versions, A,B, not '" + *v + "'"};
            }
            else if (a == "--mode") {
                if (*v == "first") o.mode = Mode::First;
                else if (*v == "all") o.mode = Mode::All;
                else if (*v == "count") o.mode = Mode::Count;
                else if (*v == "unique") {
                    o.mode = Mode::All;
                    o.uniqueness = true;
                } else return Error{"--mode expects first, all, count or unique, not '" + *v + "'"};
            } else if (a == "--format") {
                if (*v == "table") o.format = Format::Table;
                else if (*v == "csv") o.format = Format::Csv;
                else if (*v == "json") o.format = Format::Json;
                else return Error{"--format expects table, csv or json, not '" + *v + "'"};
            } else {
                std::optional<double> s = parseNumber<double>(*v);
                if (!s || *s <= 0) return Error{a + " expects a positive number of seconds, not '" + *v + "'"};
                (a == "--budget" ? o.budgetSeconds : o.minSeconds) = *s;
            }
            continue;
        }
        if (!a.empty() && a[0] == '-') return Error{"unknown option " + a};
        if (!o.puzzle.empty()) return Error{"unexpected argument '" + a + "' (the puzzle is already " + o.puzzle + ")"};
        o.puzzle = a;
    }
    if (!o.list && !o.help && o.puzzle.empty()) return Error{"name a puzzle, or use --list"};
    // Only the sudoku searches read the solution limit that this mode relies on.
    if (o.uniqueness && o.puzzle != "sudoku") return Error{"--mode unique is for sudoku"};
    if (o.isomorphSeed && o.puzzle != "sudoku") return Error{"--isomorphs is for sudoku"};
    if (o.rate && o.puzzle != "sudoku") return Error{"--rate is for sudoku"};
    if (o.rate && o.make) return Error{"--rate and --make do not go together"};
    if (o.make && o.level.empty()) return Error{"--make needs a --level"};
    if (o.check && (o.rate || o.make)) return Error{"--check does not go with --rate or --make"};
    if (!o.merge.empty() && (!o.algorithms.empty() || o.profile || o.rate || o.make || o.uniqueness))
        return Error{"--merge names its two versions itself: no --algo, --profile, --rate, --make or --mode unique"};
    return o;
}

}  // namespace pw::bench
