#pragma once
/// Nodes a traced run counts outside the search it steps through, told to the stepping
/// tracer in one piece (`StepTracer::onSummary`) so that the search-tree view still holds
/// every counted node: it draws them as one node that says what it stands for and how
/// many nodes it holds. The kinds are puzzle-neutral; the GUI words them.
#include <cstdint>
#include <numeric>
#include <vector>

namespace pw {

enum class SummaryKind : std::uint8_t {
    /// A table the search reads, filled beforehand by searches of its own (the shading
    /// grid's best strips of 1 to R − 1 rows, v3 to v5): untraced, as a class steps
    /// through the search that uses it.
    TableBeforeSearch,
};

struct WorkSummary {
    SummaryKind kind = SummaryKind::TableBeforeSearch;
    int line = -1;  ///< the pseudo-code line of that work, -1 when none
    std::vector<std::uint64_t> nodesPerDepth;  ///< from depth 0, as the depth profile counts them

    std::uint64_t nodes() const { return std::accumulate(nodesPerDepth.begin(), nodesPerDepth.end(), std::uint64_t{0}); }
};

}  // namespace pw
