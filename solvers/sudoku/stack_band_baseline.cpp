// sudoku.v5 compiled for baseline x86-64, with the stepping tracer (see stack_band_entry.h).
#include "stack_band_entry.h"
#include "stack_band_solver.h"

namespace pw::sudoku::stack_band {

namespace {
/// Keeps this unit's instantiations apart from the AVX2 unit's; 128-bit paths only.
struct BaselineUnit {
    static constexpr bool kAvx2 = false;
    static constexpr bool kAvx512 = false;
};
}  // namespace

std::optional<RunResult> solveBaseline(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return withTracer(ctx, [&](auto tracer) -> std::optional<RunResult> {
        StackBandSolver<decltype(tracer), BaselineUnit> solver(instance, options, ctx, tracer);
        if (solver.conflict()) return std::nullopt;
        return solver.run();
    });
}

}  // namespace pw::sudoku::stack_band
