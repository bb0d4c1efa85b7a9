#include "bench_row_fields.h"

#include <cstdio>

namespace pw::bench {

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

double rate(const BenchRow& row) { return row.elapsedMs > 0 ? row.stats.nodes / (row.elapsedMs / 1000.0) : 0.0; }

std::uint64_t invalidSolutions(const BenchRow& row) {
    if (row.algorithm->file.empty() || row.algorithm->counterNames.empty()) return 0;
    return row.stats.extra[row.algorithm->counterNames.size() - 1];
}

std::string note(const BenchRow& row) {
    if (row.interrupted) return row.message.empty() ? "stopped by Ctrl+C" : "stopped by Ctrl+C; " + row.message;
    if (!row.message.empty()) return row.message;
    return row.completed ? std::string() : std::string("stopped by the budget");
}

}  // namespace pw::bench
