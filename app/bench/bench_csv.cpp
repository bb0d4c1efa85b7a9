#include "bench_csv.h"

#include <algorithm>

#include "bench_row_fields.h"
#include "core/csv_writer.h"

namespace pw::bench {

namespace {

// `invalid_solutions`, the file versions' last counter, has a column of its own whatever
// the row (0 for a built-in version).
constexpr const char* kInvalid = "invalid_solutions";

// The counters of every row, each once, in the order the rows name them: a file
// version's are the puzzle's, plus invalid_solutions.
std::vector<std::string> counterColumns(const std::vector<BenchRow>& rows) {
    std::vector<std::string> names;
    for (const BenchRow& r : rows)
        for (const std::string& name : r.algorithm->counterNames)
            if (name != kInvalid && std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    return names;
}

// The row's value of a counter: empty where the row's version has no such counter or
// did not compute it in this run.
std::string counterField(const BenchRow& r, const std::string& name) {
    const auto& names = r.algorithm->counterNames;
    const auto at = std::find(names.begin(), names.end(), name);
    if (at == names.end()) return {};
    const auto c = static_cast<std::size_t>(at - names.begin());
    return r.extraValid >> c & 1u ? std::to_string(r.stats.extra[c]) : std::string();
}

}  // namespace

void printCsvRows(std::ostream& out, const std::vector<BenchRow>& rows) {
    const std::vector<std::string> counters = counterColumns(rows);
    const bool uniqueness = std::any_of(rows.begin(), rows.end(), [](const BenchRow& r) { return r.uniqueness; });
    std::vector<std::string> header = {"puzzle", "algorithm", "version", "rows", "cols", "instances", "mode", "result",
                                       "solutions", "nodes", "checks", "prunes", "first_ms", "elapsed_ms",
                                       "start_ms", "nodes_per_second", "threads", "completed"};
    header.insert(header.end(), counters.begin(), counters.end());
    if (uniqueness) header.insert(header.end(), {"unique", "several", "none"});
    header.insert(header.end(), {kInvalid, "message"});
    out << csv::record(header);
    for (const BenchRow& r : rows) {
        std::vector<std::string> f = {r.algorithm->puzzle,
                                      r.algorithm->id,
                                      std::to_string(r.algorithm->version),
                                      std::to_string(r.rows),
                                      std::to_string(r.cols),
                                      std::to_string(r.instances),
                                      modeName(r),
                                      std::string(own::verdictWord(r.verdict)),
                                      std::to_string(r.stats.solutions),
                                      std::to_string(r.stats.nodes),
                                      std::to_string(r.stats.checks),
                                      std::to_string(r.stats.prunes),
                                      r.firstMs >= 0 ? number(r.firstMs) : std::string(),
                                      number(r.elapsedMs),
                                      r.startMs >= 0 ? number(r.startMs) : std::string(),
                                      number(rate(r)),
                                      std::to_string(r.threads),
                                      r.completed ? "true" : "false"};
        for (const std::string& name : counters) f.push_back(counterField(r, name));
        if (uniqueness) {
            const auto verdict = [&](std::size_t n) { return r.uniqueness ? std::to_string(n) : std::string(); };
            f.insert(f.end(), {verdict(r.unique), verdict(r.several), verdict(r.none)});
        }
        f.push_back(std::to_string(invalidSolutions(r)));
        f.push_back(note(r));
        out << csv::record(f);
    }
}

void printCsvProfiles(std::ostream& out, const std::vector<BenchRow>& rows) {
    out << csv::record({"algorithm", "depth", "nodes"});
    for (const BenchRow& r : rows)
        for (std::size_t d = 0; d < r.nodesPerDepth.size(); ++d)
            out << csv::record({r.algorithm->id, std::to_string(d), std::to_string(r.nodesPerDepth[d])});
}

}  // namespace pw::bench
