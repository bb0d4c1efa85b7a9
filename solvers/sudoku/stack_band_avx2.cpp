// sudoku.v5 compiled for processors with AVX2, BMI2 and POPCNT (see core/cpu_dispatch.h
// for why every shared header is included before the target switch).
#include <immintrin.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "band_tables.h"
#include "core/cpu_dispatch.h"
#include "search_base.h"
#include "stack_band_entry.h"

#if PW_HAVE_AVX2_TARGET
PW_TARGET_AVX2_BEGIN
#include "stack_band_solver.h"

namespace pw::sudoku::stack_band {

namespace {
/// Keeps this unit's instantiations apart from the other units'; selects the 256-bit paths.
struct Avx2Unit {
    static constexpr bool kAvx2 = true;
    static constexpr bool kAvx512 = false;
};
}  // namespace

std::optional<RunResult> solveAvx2(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    StackBandSolver<NullTracer, Avx2Unit> solver(instance, options, ctx, NullTracer{});
    if (solver.conflict()) return std::nullopt;
    return solver.run();
}

}  // namespace pw::sudoku::stack_band
PW_TARGET_AVX2_END
#else
namespace pw::sudoku::stack_band {
std::optional<RunResult> solveAvx2(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return solveBaseline(instance, options, ctx);
}
}  // namespace pw::sudoku::stack_band
#endif
