#pragma once
/// The figures of a bench row as every output format writes them (table, CSV, JSON).
#include <string>

#include "bench_runner.h"

namespace pw::bench {

/// "first", "all", "count" or "unique".
const char* modeName(const BenchRow& row);
/// Milliseconds and rates to the microsecond: "12.345".
std::string number(double value);
/// Nodes per second of the row's time.
double rate(const BenchRow& row);
/// A student's file reports solutions that may not be solutions (own/child_run.h): their
/// count is the entry's last counter, `invalid_solutions`. Built-in versions report none.
std::uint64_t invalidSolutions(const BenchRow& row);
/// What the row's message says: the run's own message (a file version's crash, a
/// compile error, the comparison with the best built-in version), or what stopped it
/// (Ctrl+C or the budget), so that a graded file's row says why it did not complete.
std::string note(const BenchRow& row);

}  // namespace pw::bench
