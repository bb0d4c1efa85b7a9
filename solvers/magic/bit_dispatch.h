#pragma once
/// Run-time choice of the processor's bit instructions for magic.v6's hot loop.
///
/// The program is built for baseline x86-64, where std::popcount is a library call and
/// a variable shift sets flags. Processors since about 2013 have popcnt, lzcnt and the
/// BMI1/BMI2 instructions; the search is compiled a second time for them (a GCC
/// `target` attribute on its functions, so nothing else is) and picks that copy at run
/// time when the processor has them. Measured on the 5×5 count: about 15% less time.
#include <atomic>

#include "core/cpu_dispatch.h"

namespace pw::magic {

#if defined(__GNUC__) && defined(__x86_64__)
#define PW_BIT_INSTRUCTIONS 1
#define PW_BIT_TARGET "popcnt,lzcnt,bmi,bmi2"
#else
#define PW_BIT_INSTRUCTIONS 0
#endif

/// False keeps the baseline copy even where the faster one would run (benchmarks
/// compare the two this way).
inline std::atomic<bool>& bitInstructionsAllowed() {
    static std::atomic<bool> allowed{true};
    return allowed;
}

/// True when the faster copy runs here: allowed, and the processor has the instructions.
inline bool useBitInstructions() {
#if PW_BIT_INSTRUCTIONS
    static const bool present = __builtin_cpu_supports("popcnt") && cpu::hasLzcnt() &&
                                __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
    return present && bitInstructionsAllowed().load(std::memory_order_relaxed);
#else
    return false;
#endif
}

}  // namespace pw::magic
