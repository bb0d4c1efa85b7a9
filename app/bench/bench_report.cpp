#include "bench_report.h"

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <sstream>

namespace pw::bench {

namespace {

const char* modeName(const BenchRow& row) {
    if (row.uniqueness) return "unique";
    switch (row.mode) {
    case Mode::First: return "first";
    case Mode::All: return "all";
    case Mode::Count: return "count";
    }
    return "?";
}

std::string number(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3f", value);
    return buffer;
}

std::string jsonString(const std::string& text) {
    std::string out = "\"";
    for (char ch : text) {
        if (ch == '"' || ch == '\\') out += '\\';
        if (static_cast<unsigned char>(ch) < 0x20) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", ch);
            out += buffer;
            continue;
        }
        out += ch;
    }
    return out + "\"";
}

double rate(const BenchRow& row) { return row.elapsedMs > 0 ? row.stats.nodes / (row.elapsedMs / 1000.0) : 0.0; }

void printJson(std::ostream& out, const std::vector<BenchRow>& rows) {
    out << "[\n";
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const BenchRow& r = rows[i];
        out << "  {\"puzzle\": " << jsonString(r.algorithm->puzzle) << ", \"algorithm\": " << jsonString(r.algorithm->id)
            << ", \"version\": " << r.algorithm->version << ", \"size\": " << r.rows << ", \"rows\": " << r.rows
            << ", \"cols\": " << r.cols << ", \"instances\": " << r.instances << ", \"mode\": \"" << modeName(r)
            << "\", \"solutions\": " << r.stats.solutions << ", \"nodes\": " << r.stats.nodes
            << ", \"checks\": " << r.stats.checks << ", \"prunes\": " << r.stats.prunes
            << ", \"first_ms\": " << (r.firstMs >= 0 ? number(r.firstMs) : "null")
            << ", \"elapsed_ms\": " << number(r.elapsedMs) << ", \"nodes_per_second\": " << number(rate(r))
            << ", \"threads\": " << r.threads << ", \"completed\": " << (r.completed ? "true" : "false")
            << ", \"counters\": {";
        for (std::size_t c = 0; c < r.algorithm->counterNames.size(); ++c)
            out << (c ? ", " : "") << jsonString(r.algorithm->counterNames[c]) << ": "
                << (r.extraValid >> c & 1u ? std::to_string(r.stats.extra[c]) : "null");
        out << "}";
        if (r.uniqueness)
            out << ", \"verdicts\": {\"unique\": " << r.unique << ", \"several\": " << r.several
                << ", \"none\": " << r.none << "}";
        if (!r.message.empty()) out << ", \"message\": " << jsonString(r.message);
        out << "}" << (i + 1 < rows.size() ? "," : "") << "\n";
    }
    out << "]\n";
}

std::string countersText(const BenchRow& r, const char* separator) {
    std::string text;
    for (std::size_t c = 0; c < r.algorithm->counterNames.size(); ++c)
        text += (c ? separator : "") + r.algorithm->counterNames[c] + "=" +
                (r.extraValid >> c & 1u ? std::to_string(r.stats.extra[c]) : "-");
    if (r.uniqueness)
        text += separator + ("unique=" + std::to_string(r.unique)) + separator + "several=" +
                std::to_string(r.several) + separator + "none=" + std::to_string(r.none);
    return text;
}

void printCsv(std::ostream& out, const std::vector<BenchRow>& rows) {
    out << "puzzle,algorithm,version,rows,cols,instances,mode,solutions,nodes,checks,prunes,first_ms,elapsed_ms,"
           "nodes_per_second,threads,completed,counters\n";
    for (const BenchRow& r : rows)
        out << r.algorithm->puzzle << ',' << r.algorithm->id << ',' << r.algorithm->version << ',' << r.rows << ','
            << r.cols << ',' << r.instances << ',' << modeName(r) << ',' << r.stats.solutions << ','
            << r.stats.nodes << ',' << r.stats.checks << ',' << r.stats.prunes << ','
            << (r.firstMs >= 0 ? number(r.firstMs) : "") << ',' << number(r.elapsedMs) << ',' << number(rate(r))
            << ',' << r.threads << ',' << (r.completed ? "true" : "false") << ',' << countersText(r, ";") << '\n';
}

void printTable(std::ostream& out, const std::vector<BenchRow>& rows) {
    out << std::left << std::setw(14) << "algorithm" << std::right << std::setw(14) << "solutions" << std::setw(16)
        << "nodes" << std::setw(16) << "checks" << std::setw(12) << "first ms" << std::setw(12) << "total ms"
        << std::setw(14) << "nodes/s" << "  " << "counters\n";
    for (const BenchRow& r : rows) {
        out << std::left << std::setw(14) << r.algorithm->id << std::right << std::setw(14) << r.stats.solutions
            << std::setw(16) << r.stats.nodes << std::setw(16) << r.stats.checks << std::setw(12)
            << (r.firstMs >= 0 ? number(r.firstMs) : "-") << std::setw(12) << number(r.elapsedMs) << std::setw(14)
            << static_cast<long long>(rate(r)) << "  " << countersText(r, " ")
            << (r.completed ? "" : "  (stopped by the budget)") << (r.message.empty() ? "" : "  " + r.message) << '\n';
    }
}

}  // namespace

void printRows(std::ostream& out, const std::vector<BenchRow>& rows, Format format) {
    switch (format) {
    case Format::Json: printJson(out, rows); break;
    case Format::Csv: printCsv(out, rows); break;
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

std::string profileArray(const std::vector<std::uint64_t>& counts) {
    std::string text = "[";
    for (std::size_t d = 0; d < counts.size(); ++d) text += (d ? ", " : "") + std::to_string(counts[d]);
    return text + "]";
}

}  // namespace

void printProfiles(std::ostream& out, const std::vector<BenchRow>& rows, Format format) {
    const std::size_t depths = deepest(rows);
    switch (format) {
    case Format::Json:
        out << "[\n";
        for (std::size_t i = 0; i < rows.size(); ++i)
            out << "  {\"algorithm\": " << jsonString(rows[i].algorithm->id)
                << ", \"nodes\": " << rows[i].stats.nodes
                << ", \"nodes_per_depth\": " << profileArray(rows[i].nodesPerDepth) << "}"
                << (i + 1 < rows.size() ? "," : "") << "\n";
        out << "]\n";
        break;
    case Format::Csv:
        out << "algorithm,depth,nodes\n";
        for (const BenchRow& r : rows)
            for (std::size_t d = 0; d < r.nodesPerDepth.size(); ++d)
                out << r.algorithm->id << ',' << d << ',' << r.nodesPerDepth[d] << '\n';
        break;
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
