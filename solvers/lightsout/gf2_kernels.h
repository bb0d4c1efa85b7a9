#pragma once
/// The hot loops of lightsout.v4 over bit-packed GF(2) data, each with a machine-specific
/// path chosen at run time.
///
/// The packaged program is built for baseline x86-64, where a 64-bit popcount is a libgcc
/// call and vectors are 128 bits (SSE2). Each loop below is compiled twice from one body:
/// once for the baseline and once with GCC's `target("avx2,popcnt,bmi2")` attribute; the
/// first call asks `__builtin_cpu_supports` and every later call goes through the chosen
/// function pointer; the environment variable PW_KERNELS=baseline keeps the baseline path
/// (to measure the gain). A `-march=native` build (PW_NATIVE) compiles the baseline body
/// for the build machine already, so both entries are then the same code.
#include <cstddef>
#include <cstdint>

namespace pw::lightsout::kernels {

using Word = std::uint64_t;

/// Number of set bits in `v[0..n)`.
std::int64_t popcount(const Word* v, std::size_t n);
/// `dst ^= src` over n words (a row addition of an elimination).
void xorInto(Word* dst, const Word* src, std::size_t n);
/// `acc ^= q` over n words; returns the number of set bits of the new `acc`.
std::int64_t xorPopcount(Word* acc, const Word* q, std::size_t n);
/// One step of the bit-sliced chase (see chase_words.h): for every cell j of a work row,
/// `next[j] = cur[j] ^ cur[j-1] ^ cur[j+1] ^ prev[j] ^ (lit(j) ? lightWord : 0)`, where the
/// neighbours of a cell at an edge wrap when `wrap` and are absent otherwise, and `lit(j)`
/// is bit j of `lights` (null: no light).
void chaseStep(Word* next, const Word* cur, const Word* prev, const Word* lights, Word lightWord, int cells,
               bool wrap);
/// In-place Walsh–Hadamard transform of `t[0 .. 2^bits)`:
/// t'[c] = Σ_v t[v] · (−1)^popcount(c & v). Values must stay within int32 (|Σ t| < 2^31).
void walshHadamard(std::int32_t* t, int bits);
/// One level of that transform over t[0..n): (t[i], t[i + half]) → (sum, difference) for
/// every i whose bit `half` is 0; `walshHadamard` is the levels half = 1, 2, 4, …
void butterflies(std::int32_t* t, std::size_t n, std::size_t half);

/// out[k] bit b = (cells[64k + b] != 0), for the ceil(n / 64) words of n cells (the bits
/// past n are 0): a board's lights packed, 64 to a word.
void packNonZero(const int* cells, std::size_t n, Word* out);
/// The other way: out[i] = bit i of `bits`, for i < n.
void unpackBits(const Word* bits, std::size_t n, int* out);

/// "avx2" or "baseline": the path the calls above take on this machine (for reports).
const char* pathName();

/// The entry points of one instruction set (tests run both against plain loops).
struct Paths {
    std::int64_t (*popcount)(const Word*, std::size_t);
    std::int64_t (*xorPopcount)(Word*, const Word*, std::size_t);
    void (*xorInto)(Word*, const Word*, std::size_t);
    void (*chaseStep)(Word*, const Word*, const Word*, const Word*, Word, int, bool);
    void (*walshHadamard)(std::int32_t*, int);
    void (*butterflies)(std::int32_t*, std::size_t, std::size_t);
    void (*packNonZero)(const int*, std::size_t, Word*);
    void (*unpackBits)(const Word*, std::size_t, int*);
    const char* name;
};
/// The baseline path, and the AVX2 one (null when this processor lacks AVX2, POPCNT or BMI2).
const Paths& baselinePaths();
const Paths* avx2Paths();

}  // namespace pw::lightsout::kernels
