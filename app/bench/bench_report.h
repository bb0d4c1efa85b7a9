#pragma once
/// Prints bench rows as an aligned table, CSV or one JSON array.
#include <ostream>
#include <vector>

#include <nlohmann/json.hpp>

#include "bench_options.h"
#include "bench_runner.h"

namespace pw::bench {

/// One row as the JSON object of `--format json` (puzzle-bench-mpi adds its ranks to it).
nlohmann::ordered_json rowJson(const BenchRow& row);

void printRows(std::ostream& out, const std::vector<BenchRow>& rows, Format format);
/// The nodes per depth of each row (`--profile`): one column per version in a table,
/// `algorithm,depth,nodes` lines in CSV, and in JSON the rows with a "nodes_per_depth" array.
void printProfiles(std::ostream& out, const std::vector<BenchRow>& rows, Format format);

}  // namespace pw::bench
