#include "bench_report.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "bench_csv.h"
#include "bench_row_fields.h"

namespace pw::bench {

namespace {

// Milliseconds and rates to the microsecond, as the table prints them.
double rounded(double value) { return std::round(value * 1000.0) / 1000.0; }

// One JSON document per output: the rows one a line inside an array, as before the
// report was written with nlohmann-json.
void printJsonArray(std::ostream& out, const std::vector<nlohmann::ordered_json>& items) {
    out << "[\n";
    for (std::size_t i = 0; i < items.size(); ++i) out << "  " << items[i].dump() << (i + 1 < items.size() ? "," : "") << "\n";
    out << "]\n";
}

void printJson(std::ostream& out, const std::vector<BenchRow>& rows) {
    std::vector<nlohmann::ordered_json> items;
    for (const BenchRow& r : rows) items.push_back(rowJson(r));
    printJsonArray(out, items);
}

// The table's counters, `name=value` each. Appended one by one: GCC 12 warns falsely
// (-Wrestrict) about a chain of `separator + std::string` at -O3.
std::string countersText(const BenchRow& r) {
    std::string text;
    const auto add = [&](const std::string& name, const std::string& value) {
        if (!text.empty()) text.append(" ");
        text.append(name).append("=").append(value);
    };
    for (std::size_t c = 0; c < r.algorithm->counterNames.size(); ++c)
        add(r.algorithm->counterNames[c], r.extraValid >> c & 1u ? std::to_string(r.stats.extra[c]) : "-");
    if (r.uniqueness) {
        add("unique", std::to_string(r.unique));
        add("several", std::to_string(r.several));
        add("none", std::to_string(r.none));
    }
    return text;
}

void printTable(std::ostream& out, const std::vector<BenchRow>& rows) {
    out << std::left << std::setw(14) << "algorithm" << std::right << std::setw(14) << "solutions" << std::setw(16)
        << "nodes" << std::setw(16) << "checks" << std::setw(14) << "prunes" << std::setw(12) << "first ms"
        << std::setw(12) << "total ms"
        << std::setw(12) << "start ms" << std::setw(14) << "nodes/s" << "  " << "counters\n";
    for (const BenchRow& r : rows) {
        out << std::left << std::setw(14) << r.algorithm->id << std::right << std::setw(14) << r.stats.solutions
            << std::setw(16) << r.stats.nodes << std::setw(16) << r.stats.checks << std::setw(14) << r.stats.prunes
            << std::setw(12)
            << (r.firstMs >= 0 ? number(r.firstMs) : "-") << std::setw(12) << number(r.elapsedMs) << std::setw(12)
            << (r.startMs >= 0 ? number(r.startMs) : "-") << std::setw(14)
            << static_cast<long long>(rate(r)) << "  " << countersText(r)
            << (r.passes > 1 ? "  passes=" + std::to_string(r.passes) + " us/instance=" +
                                   number(1000.0 * r.elapsedMs / static_cast<double>(r.instances))
                             : "")
            << (note(r).empty() ? "" : "  " + note(r)) << '\n';
    }
}

}  // namespace

nlohmann::ordered_json rowJson(const BenchRow& r) {
    nlohmann::ordered_json j;
    j["puzzle"] = r.algorithm->puzzle;
    j["algorithm"] = r.algorithm->id;
    j["version"] = r.algorithm->version;
    j["size"] = r.rows;
    j["rows"] = r.rows;
    j["cols"] = r.cols;
    j["instances"] = r.instances;
    j["mode"] = modeName(r);
    j["result"] = own::verdictWord(r.verdict);
    j["solutions"] = r.stats.solutions;
    j["nodes"] = r.stats.nodes;
    j["checks"] = r.stats.checks;
    j["prunes"] = r.stats.prunes;
    j["first_ms"] = r.firstMs >= 0 ? nlohmann::ordered_json(rounded(r.firstMs)) : nlohmann::ordered_json(nullptr);
    j["elapsed_ms"] = rounded(r.elapsedMs);
    j["start_ms"] = r.startMs >= 0 ? nlohmann::ordered_json(rounded(r.startMs)) : nlohmann::ordered_json(nullptr);
    j["passes"] = r.passes;
    j["us_per_instance"] = r.instances ? rounded(1000.0 * r.elapsedMs / static_cast<double>(r.instances)) : 0.0;
    j["nodes_per_second"] = rounded(rate(r));
    j["threads"] = r.threads;
    j["completed"] = r.completed;
    j["invalid_solutions"] = invalidSolutions(r);
    nlohmann::ordered_json counters = nlohmann::ordered_json::object();
    for (std::size_t c = 0; c < r.algorithm->counterNames.size(); ++c)
        counters[r.algorithm->counterNames[c]] =
            r.extraValid >> c & 1u ? nlohmann::ordered_json(r.stats.extra[c]) : nlohmann::ordered_json(nullptr);
    j["counters"] = counters;
    if (r.uniqueness) j["verdicts"] = {{"unique", r.unique}, {"several", r.several}, {"none", r.none}};
    if (!r.algorithm->file.empty()) j["file"] = r.algorithm->file;
    if (const std::string text = note(r); !text.empty()) j["message"] = text;
    return j;
}

void printRows(std::ostream& out, const std::vector<BenchRow>& rows, Format format) {
    switch (format) {
    case Format::Json: printJson(out, rows); break;
    case Format::Csv: printCsvRows(out, rows); break;
    case Format::Table: printTable(out, rows); break;
    }
}

}  // namespace pw::bench

namespace pw::bench {

namespace {

std::size_t deepest(const std::vector<BenchRow>& rows) {
    std::size_t depth = 0;
    for (const BenchRow& r : rows) depth = std::max(depth, r.nodesPerDepth.size());
    return depth;
}

}  // namespace

void printProfiles(std::ostream& out, const std::vector<BenchRow>& rows, Format format) {
    const std::size_t depths = deepest(rows);
    switch (format) {
    case Format::Json: {
        std::vector<nlohmann::ordered_json> items;
        for (const BenchRow& r : rows)
            items.push_back({{"algorithm", r.algorithm->id}, {"nodes", r.stats.nodes}, {"nodes_per_depth", r.nodesPerDepth}});
        printJsonArray(out, items);
        break;
    }
    case Format::Csv: printCsvProfiles(out, rows); break;
    case Format::Table:
        out << "\nnodes per depth (depth = decisions from the root)\n" << std::right << std::setw(6) << "depth";
        for (const BenchRow& r : rows) out << std::setw(16) << r.algorithm->id;
        out << '\n';
        for (std::size_t d = 0; d < depths; ++d) {
            out << std::setw(6) << d;
            for (const BenchRow& r : rows)
                out << std::setw(16) << (d < r.nodesPerDepth.size() ? std::to_string(r.nodesPerDepth[d]) : "-");
            out << '\n';
        }
        out << std::setw(6) << "sum";
        for (const BenchRow& r : rows) out << std::setw(16) << r.stats.nodes;
        out << '\n';
        break;
    }
}

}  // namespace pw::bench
