#pragma once
/// Machine-specific paths chosen at run time.
///
/// The packaged program is built for baseline x86-64 (it must run on any 64-bit PC), so
/// by default `popcount` is a library call and no AVX2 instruction is used. A hot loop
/// that gains from a newer processor is compiled a second time for it, in a translation
/// unit of its own whose code sits between `PW_TARGET_AVX2_BEGIN` and
/// `PW_TARGET_AVX2_END`, and the caller picks that copy when `cpu::hasAvx2()` says the
/// processor has the instructions.
///
/// Two rules keep the two copies apart (otherwise the linker may keep the AVX2 copy of
/// an inline function for everyone, and an older processor would fault):
/// - include every header the hot code needs *before* `PW_TARGET_AVX2_BEGIN`, so that
///   shared inline functions and templates are compiled for the baseline;
/// - make the machine-specific templates distinct per unit, e.g. with a tag type from an
///   anonymous namespace as a template argument, so that their instantiations are local.
///
/// `PW_CPU=baseline` in the environment makes `hasAvx2()` answer false: the same binary
/// then measures its baseline path.
#include <cstdlib>
#include <cstring>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace pw::cpu {

/// True when the processor has LZCNT (CPUID 0x80000001, ECX bit 5, "ABM" on AMD). Asked
/// of CPUID directly: clang's `__builtin_cpu_supports` has no name for it.
inline bool hasLzcnt() {
#if defined(__x86_64__) || defined(__i386__)
    unsigned a = 0, b = 0, c = 0, d = 0;
    return __get_cpuid(0x80000001u, &a, &b, &c, &d) != 0 && (c & (1u << 5)) != 0;
#else
    return false;
#endif
}

/// True when the processor has AVX2, BMI1, BMI2, LZCNT and POPCNT (the integer core of
/// x86-64-v3, Intel Haswell and AMD Excavator onwards), and `PW_CPU` is not `baseline`.
inline bool hasAvx2() {
#if defined(__x86_64__) || defined(__i386__)
    static const bool yes = [] {
        if (const char* forced = std::getenv("PW_CPU"); forced && std::strcmp(forced, "baseline") == 0) return false;
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
               __builtin_cpu_supports("popcnt") && hasLzcnt();
    }();
    return yes;
#else
    return false;
#endif
}

}  // namespace pw::cpu

#if defined(__x86_64__) || defined(__i386__)
/// True where `PW_TARGET_AVX2_BEGIN` has an effect: the AVX2 copy is worth compiling.
#define PW_HAVE_AVX2_TARGET 1
#if defined(__clang__)
// clang has no "GCC target" pragma; its own pushes the attribute onto every function.
#define PW_TARGET_AVX2_BEGIN \
    _Pragma("clang attribute push(__attribute__((target(\"avx2,bmi,bmi2,lzcnt,popcnt\"))), apply_to = function)")
#define PW_TARGET_AVX2_END _Pragma("clang attribute pop")
#else
#define PW_TARGET_AVX2_BEGIN \
    _Pragma("GCC push_options") _Pragma("GCC target(\"avx2,bmi,bmi2,lzcnt,popcnt\")")
#define PW_TARGET_AVX2_END _Pragma("GCC pop_options")
#endif
#else
#define PW_HAVE_AVX2_TARGET 0
#define PW_TARGET_AVX2_BEGIN
#define PW_TARGET_AVX2_END
#endif
