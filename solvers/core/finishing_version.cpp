#include "finishing_version.h"

#include <algorithm>

namespace pw {

std::optional<FinishingVersion> findFinishingVersion(const Registry& registry, std::string_view puzzle,
                                                     const Instance& instance, const RunOptions& options,
                                                     std::string_view stoppedId, double budgetSeconds,
                                                     std::stop_token stop) {
    std::vector<const AlgorithmInfo*> versions = registry.algorithmsOf(puzzle);
    std::stable_sort(versions.begin(), versions.end(),
                     [](const AlgorithmInfo* a, const AlgorithmInfo* b) { return a->version > b->version; });
    for (const AlgorithmInfo* version : versions) {
        if (stop.stop_requested()) break;
        if (!version->file.empty() || version->id == stoppedId) continue;  // a student's file is not offered
        SolutionSink sink(1);
        SearchContext ctx(sink, stop);
        if (budgetSeconds > 0) ctx.setBudget(std::chrono::duration<double>(budgetSeconds));
        const RunResult result = runAlgorithm(*version, instance, options, ctx);
        if (result.completed && !stop.stop_requested()) return FinishingVersion{version, sink.elapsedMs()};
    }
    return std::nullopt;
}

}  // namespace pw
