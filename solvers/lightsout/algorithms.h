#pragma once
/// The four lights-out versions, as the registry runs them. The instance's `cells` are
/// the lights (1 = on); a solution's cells are a press mask (see model.h).
#include "core/registry.h"

namespace pw::lightsout {

RunResult runOrderedSequences(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runSubsets(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runLightChasing(const Instance& instance, const RunOptions& options, SearchContext& ctx);
RunResult runLinearAlgebra(const Instance& instance, const RunOptions& options, SearchContext& ctx);

/// Adds the puzzle and its four versions to the registry.
void registerLightsOut(Registry& registry);

}  // namespace pw::lightsout
