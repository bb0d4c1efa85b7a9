#pragma once
/// Prints bench rows as an aligned table, CSV or one JSON array.
#include <ostream>
#include <vector>

#include "bench_options.h"
#include "bench_runner.h"

namespace pw::bench {

void printRows(std::ostream& out, const std::vector<BenchRow>& rows, Format format);
/// The nodes per depth of each row (`--profile`): one column per version in a table,
/// `algorithm,depth,nodes` lines in CSV, and in JSON the rows with a "nodes_per_depth" array.
void printProfiles(std::ostream& out, const std::vector<BenchRow>& rows, Format format);

}  // namespace pw::bench
