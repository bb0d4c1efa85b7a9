#pragma once
/// puzzle-bench's `--format csv`: one RFC 4180 record a row (core/csv_writer.h), so that
/// a folder of students' files named "Dupont, Léa.cpp" opens in any spreadsheet as one
/// row a file. Every counter of the puzzle has a column of its own (no field joins
/// several with a separator), and `result` says in one word how the row ended
/// (own/run_verdict.h).
#include <ostream>
#include <vector>

#include "bench_runner.h"

namespace pw::bench {

/// The rows under their header.
void printCsvRows(std::ostream& out, const std::vector<BenchRow>& rows);
/// `--profile`: algorithm,depth,nodes records.
void printCsvProfiles(std::ostream& out, const std::vector<BenchRow>& rows);

}  // namespace pw::bench
