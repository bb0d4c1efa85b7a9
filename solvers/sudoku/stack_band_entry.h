#pragma once
/// The three compiled copies of sudoku.v5 (stack_band_solver.h): for baseline x86-64,
/// for processors with AVX2, BMI2 and POPCNT, and for those with AVX-512 besides.
/// `runStackBands` (algorithms.cpp) chooses one at run time from `cpu::level()`; each
/// finds the same nodes, guesses and solutions.
#include <optional>

#include "core/registry.h"

namespace pw::sudoku::stack_band {

/// Solves a 9×9 instance whose shape was checked; nothing (and nothing counted) when two
/// givens clash. A stepping tracer in `ctx` is honoured.
std::optional<RunResult> solveBaseline(const Instance& instance, const RunOptions& options, SearchContext& ctx);
/// The same, compiled for AVX2 processors: call it only when `cpu::hasAvx2()`; never traced.
std::optional<RunResult> solveAvx2(const Instance& instance, const RunOptions& options, SearchContext& ctx);
/// The same, compiled for AVX-512 processors: call it only when `cpu::level()` is
/// `cpu::Level::Avx512`; never traced.
std::optional<RunResult> solveAvx512(const Instance& instance, const RunOptions& options, SearchContext& ctx);

}  // namespace pw::sudoku::stack_band
