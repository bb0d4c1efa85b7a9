#include "algorithms.h"

#include "light_chasing.h"
#include "linear_algebra.h"
#include "press_search.h"

namespace pw::lightsout {

RunResult runOrderedSequences(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return withTracer(ctx, [&](auto tracer) {
        return PressSearch<decltype(tracer), true>(instance, options, ctx, tracer).run();
    });
}

RunResult runSubsets(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return withTracer(ctx, [&](auto tracer) {
        return PressSearch<decltype(tracer), false>(instance, options, ctx, tracer).run();
    });
}

RunResult runLightChasing(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return withTracer(ctx, [&](auto tracer) {
        return LightChasing<decltype(tracer)>(instance, options, ctx, tracer).run();
    });
}

RunResult runLinearAlgebra(const Instance& instance, const RunOptions& options, SearchContext& ctx) {
    return withTracer(ctx, [&](auto tracer) {
        return GaussianElimination<decltype(tracer)>(instance, options, ctx, tracer).run();
    });
}

}  // namespace pw::lightsout
