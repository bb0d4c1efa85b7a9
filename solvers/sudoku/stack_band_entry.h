#pragma once
/// The two compiled copies of sudoku.v5 (stack_band_solver.h): one for baseline x86-64,
/// one for processors with AVX2, BMI2 and POPCNT. `runStackBands` (algorithms.cpp)
/// chooses between them at run time with `cpu::hasAvx2()`.
#include <optional>

#include "core/registry.h"

namespace pw::sudoku::stack_band {

/// Solves a 9×9 instance whose shape was checked; nothing (and nothing counted) when two
/// givens clash. A stepping tracer in `ctx` is honoured.
std::optional<RunResult> solveBaseline(const Instance& instance, const RunOptions& options, SearchContext& ctx);
/// The same, compiled for AVX2 processors: call it only when `cpu::hasAvx2()`; never traced.
std::optional<RunResult> solveAvx2(const Instance& instance, const RunOptions& options, SearchContext& ctx);

}  // namespace pw::sudoku::stack_band
