// sudoku.v5 compiled for processors with AVX-512 (F, VL, BW, DQ and VPOPCNTDQ) besides
// AVX2 and BMI2 (see core/cpu_dispatch.h for why every shared header is included before
// the target switch).
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

#if PW_HAVE_AVX512_TARGET
// GCC 12's AVX-512 intrinsics start their result from _mm512_undefined_*, which its
// -Wmaybe-uninitialized takes for a read of an uninitialized value (GCC bug 105593,
// fixed in GCC 13): silenced in this unit only.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
PW_TARGET_AVX512_BEGIN
#include "stack_band_solver.h"

namespace pw::sudoku::stack_band {

namespace {
/// Keeps this unit's instantiations apart from the other units'; selects mask registers,
/// three-input logic and 512-bit moves besides the AVX2 paths.
struct Avx512Unit {
    static constexpr bool kAvx2 = true;
    static constexpr bool kAvx512 = true;
};
}  // namespace

std::optional<RunResult> solveAvx512(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    StackBandSolver<NullTracer, Avx512Unit> solver(instance, options, ctx, NullTracer{});
    if (solver.conflict()) return std::nullopt;
    return solver.run();
}

}  // namespace pw::sudoku::stack_band
PW_TARGET_AVX512_END
#else
namespace pw::sudoku::stack_band {
std::optional<RunResult> solveAvx512(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return solveAvx2(instance, options, ctx);
}
}  // namespace pw::sudoku::stack_band
#endif
