#pragma once
/// The hot loops of lightsout.v4 over bit-packed GF(2) data, each with a machine-specific
/// path chosen at run time.
///
/// The packaged program is built for baseline x86-64, where a 64-bit popcount is a libgcc
/// call and vectors are 128 bits (SSE2). Each loop below is compiled twice from one body:
/// once for the baseline and once with GCC's `target("avx2,popcnt,bmi2")` attribute; the
/// first call asks `__builtin_cpu_supports` and every later call goes through the chosen
/// function pointer. A `-march=native` build (PW_NATIVE) compiles the baseline body for
/// the build machine already, so both entries are then the same code.
#include <cstddef>
#include <cstdint>

namespace pw::lightsout::kernels {

using Word = std::uint64_t;

/// Number of set bits in `v[0..n)`.
std::int64_t popcount(const Word* v, std::size_t n);
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

/// out[k] bit b = (cells[64k + b] != 0), for the ceil(n / 64) words of n cells (the bits
/// past n are 0): a board's lights packed, 64 to a word.
void packNonZero(const int* cells, std::size_t n, Word* out);
/// The other way: out[i] = bit i of `bits`, for i < n.
void unpackBits(const Word* bits, std::size_t n, int* out);

/// "avx2" or "baseline": the path the calls above take on this machine (for reports).
const char* pathName();

}  // namespace pw::lightsout::kernels
