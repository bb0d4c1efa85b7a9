#include "best_builtin.h"

namespace pw::own {

const AlgorithmInfo* bestBuiltin(const Registry& registry, std::string_view puzzle) {
    const AlgorithmInfo* best = nullptr;
    for (const AlgorithmInfo* a : registry.algorithmsOf(puzzle))
        if (a->file.empty() && (!best || a->version > best->version)) best = a;
    return best;
}

std::optional<Comparison> compareRuns(const AlgorithmInfo& builtin, const RunResult& builtinRun, const Stats& yours,
                                      std::uint32_t yourValid) {
    if (!builtinRun.completed) return std::nullopt;
    Comparison c;
    c.builtinId = builtin.id;
    c.builtinVersion = builtin.version;
    c.counter = builtin.timelineCounter;
    if (c.counter >= 0) {
        if (!(builtinRun.extraValid >> c.counter & 1u) || !(yourValid >> c.counter & 1u)) return std::nullopt;
        c.builtinValue = builtinRun.stats.extra[static_cast<std::size_t>(c.counter)];
        c.yourValue = yours.extra[static_cast<std::size_t>(c.counter)];
    } else {
        c.builtinValue = builtinRun.stats.solutions;
        c.yourValue = yours.solutions;
    }
    return c;
}

std::optional<Comparison> compareWithBest(const Registry& registry, std::string_view puzzle, const Instance& instance,
                                          const RunOptions& options, const Stats& yours, std::uint32_t yourValid,
                                          double budgetSeconds, std::stop_token stop) {
    const AlgorithmInfo* best = bestBuiltin(registry, puzzle);
    if (!best) return std::nullopt;
    SolutionSink sink(0);
    SearchContext ctx(sink, std::move(stop));
    if (budgetSeconds > 0) ctx.setBudget(std::chrono::duration<double>(budgetSeconds));
    const RunResult run = runAlgorithm(*best, instance, options, ctx);
    return compareRuns(*best, run, yours, yourValid);
}

}  // namespace pw::own
