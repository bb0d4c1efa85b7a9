#pragma once
/// Machine-specific paths chosen at run time.
///
/// The packaged program is built for baseline x86-64 (it must run on any 64-bit PC), so
/// by default `popcount` is a library call and no AVX2 instruction is used. A hot loop
/// that gains from a newer processor is compiled again for it, in a translation unit of
/// its own whose code sits between `PW_TARGET_AVX2_BEGIN` and `PW_TARGET_AVX2_END` (or
/// the AVX-512 pair), and the caller picks that copy when `cpu::level()` says the
/// processor has the instructions. The level is found once, at the first call.
///
/// Two rules keep the copies apart (otherwise the linker may keep the AVX2 copy of an
/// inline function for everyone, and an older processor would fault):
/// - include every header the hot code needs *before* `PW_TARGET_..._BEGIN`, so that
///   shared inline functions and templates are compiled for the baseline;
/// - make the machine-specific templates distinct per unit, e.g. with a tag type from an
///   anonymous namespace as a template argument, so that their instantiations are local.
///
/// `PW_CPU=baseline`, `avx2` or `avx512` in the environment caps the level (a benchmark
/// then measures each path with the same binary); it never raises it above what the
/// processor has.
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

/// The machine-specific paths, each including the ones before it.
enum class Level {
    Baseline,  ///< x86-64 as the package targets it (SSE2)
    Avx2,      ///< AVX2, BMI1, BMI2, LZCNT and POPCNT: the integer core of x86-64-v3 (Haswell, Excavator)
    /// AVX-512 F, VL, BW, DQ and VPOPCNTDQ besides: mask registers, three-input logic and
    /// vector popcounts on 128 to 512 bits (Intel Ice Lake and later Xeons, AMD Zen 4)
    Avx512,
};

/// The best level this processor (and its operating system) runs, `PW_CPU` ignored.
inline Level detectedLevel() {
#if defined(__x86_64__) || defined(__i386__)
    static const Level found = [] {
        __builtin_cpu_init();
        if (!(__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
              __builtin_cpu_supports("popcnt") && hasLzcnt()))
            return Level::Baseline;
        if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
            __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
            __builtin_cpu_supports("avx512vpopcntdq"))
            return Level::Avx512;
        return Level::Avx2;
    }();
    return found;
#else
    return Level::Baseline;
#endif
}

/// The level the program uses: the detected one, capped by `PW_CPU` when it names a lower one.
inline Level level() {
    static const Level used = [] {
        Level cap = Level::Avx512;
        if (const char* forced = std::getenv("PW_CPU")) {
            if (std::strcmp(forced, "baseline") == 0) cap = Level::Baseline;
            else if (std::strcmp(forced, "avx2") == 0) cap = Level::Avx2;
        }
        return detectedLevel() < cap ? detectedLevel() : cap;
    }();
    return used;
}

/// The level's name, as `PW_CPU` spells it.
inline const char* levelName(Level l) {
    switch (l) {
    case Level::Baseline: return "baseline";
    case Level::Avx2: return "avx2";
    case Level::Avx512: return "avx512";
    }
    return "?";
}

/// True when the AVX2 paths run here (see Level::Avx2).
inline bool hasAvx2() { return level() >= Level::Avx2; }

}  // namespace pw::cpu

#if defined(__x86_64__) || defined(__i386__)
/// True where `PW_TARGET_AVX2_BEGIN` and `PW_TARGET_AVX512_BEGIN` have an effect: the
/// copies are worth compiling.
#define PW_HAVE_AVX2_TARGET 1
#define PW_HAVE_AVX512_TARGET 1
#if defined(__clang__)
// clang has no "GCC target" pragma; its own pushes the attribute onto every function.
#define PW_TARGET_AVX2_BEGIN \
    _Pragma("clang attribute push(__attribute__((target(\"avx2,bmi,bmi2,lzcnt,popcnt\"))), apply_to = function)")
#define PW_TARGET_AVX2_END _Pragma("clang attribute pop")
#define PW_TARGET_AVX512_BEGIN                                                                                 \
    _Pragma("clang attribute push(__attribute__((target(\"avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq\"))), apply_to = function)")
#define PW_TARGET_AVX512_END _Pragma("clang attribute pop")
#else
#define PW_TARGET_AVX2_BEGIN \
    _Pragma("GCC push_options") _Pragma("GCC target(\"avx2,bmi,bmi2,lzcnt,popcnt\")")
#define PW_TARGET_AVX2_END _Pragma("GCC pop_options")
#define PW_TARGET_AVX512_BEGIN \
    _Pragma("GCC push_options")  \
        _Pragma("GCC target(\"avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq\")")
#define PW_TARGET_AVX512_END _Pragma("GCC pop_options")
#endif
#else
#define PW_HAVE_AVX2_TARGET 0
#define PW_HAVE_AVX512_TARGET 0
#define PW_TARGET_AVX2_BEGIN
#define PW_TARGET_AVX2_END
#define PW_TARGET_AVX512_BEGIN
#define PW_TARGET_AVX512_END
#endif
