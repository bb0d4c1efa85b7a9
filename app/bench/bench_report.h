#pragma once
/// Prints bench rows as an aligned table, CSV or one JSON array.
#include <ostream>
#include <vector>

#include "bench_options.h"
#include "bench_runner.h"

namespace pw::bench {

void printRows(std::ostream& out, const std::vector<BenchRow>& rows, Format format);

}  // namespace pw::bench
