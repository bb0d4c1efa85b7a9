#include "gf2_kernels.h"

#include <immintrin.h>

#include <cstdlib>
#include <string_view>

namespace pw::lightsout::kernels {

namespace {

// Each body is written once, always inlined into a baseline and an AVX2 entry point, so
// that GCC vectorises it once per instruction set.

[[gnu::always_inline]] inline std::int64_t popcountBody(const Word* v, std::size_t n) {
    std::int64_t total = 0;
    for (std::size_t k = 0; k < n; ++k) total += __builtin_popcountll(v[k]);
    return total;
}

[[gnu::always_inline]] inline std::int64_t xorPopcountBody(Word* acc, const Word* q, std::size_t n) {
    std::int64_t total = 0;
    for (std::size_t k = 0; k < n; ++k) {
        acc[k] ^= q[k];
        total += __builtin_popcountll(acc[k]);
    }
    return total;
}

[[gnu::always_inline]] inline void xorIntoBody(Word* __restrict dst, const Word* __restrict src, std::size_t n) {
    for (std::size_t k = 0; k < n; ++k) dst[k] ^= src[k];
}

[[gnu::always_inline]] inline void chaseStepBody(Word* next, const Word* cur, const Word* prev, const Word* lights,
                                                 Word lightWord, int cells, bool wrap) {
    if (cells == 1) {
        next[0] = cur[0] ^ prev[0] ^ (lights && (lights[0] & 1u) ? lightWord : 0);
        return;
    }
    const int last = cells - 1;
    next[0] = cur[0] ^ cur[1] ^ prev[0] ^ (wrap ? cur[last] : 0);
    for (int j = 1; j < last; ++j) next[j] = cur[j] ^ cur[j - 1] ^ cur[j + 1] ^ prev[j];
    next[last] = cur[last] ^ cur[last - 1] ^ prev[last] ^ (wrap ? cur[0] : 0);
    if (!lights) return;
    // Lights are sparse or dense alike: add the light word under each set bit.
    const int words = (cells + 63) / 64;
    for (int w = 0; w < words; ++w)
        for (Word bits = lights[w]; bits; bits &= bits - 1) next[w * 64 + __builtin_ctzll(bits)] ^= lightWord;
}

[[gnu::always_inline]] inline void butterfliesBody(std::int32_t* t, std::size_t n, std::size_t half) {
    for (std::size_t base = 0; base < n; base += 2 * half)
        for (std::size_t i = base; i < base + half; ++i) {
            const std::int32_t a = t[i], b = t[i + half];
            t[i] = a + b;
            t[i + half] = a - b;
        }
}

[[gnu::always_inline]] inline void walshHadamardBody(std::int32_t* t, int bits) {
    const std::size_t n = std::size_t{1} << bits;
    for (std::size_t half = 1; half < n; half <<= 1) butterfliesBody(t, n, half);
}

// Packing and unpacking ints: SSE2 (part of baseline x86-64) moves 4 cells a step, AVX2 8.
constexpr std::size_t kTailMask = 63;

void packTail(const int* cells, std::size_t n, Word* out) {
    const std::size_t whole = n & ~kTailMask;
    if (whole == n) return;
    Word w = 0;
    for (std::size_t i = whole; i < n; ++i) w |= static_cast<Word>(cells[i] != 0) << (i - whole);
    out[whole / 64] = w;
}

void unpackTail(const Word* bits, std::size_t n, int* out) {
    for (std::size_t i = n & ~kTailMask; i < n; ++i) out[i] = static_cast<int>((bits[i / 64] >> (i & 63)) & 1u);
}

void packNonZeroBase(const int* cells, std::size_t n, Word* out) {
    const __m128i zero = _mm_setzero_si128();
    for (std::size_t k = 0; k < n / 64; ++k) {
        Word w = 0;
        for (int q = 0; q < 16; ++q) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + k * 64 + 4 * static_cast<std::size_t>(q)));
            const int isZero = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(v, zero)));
            w |= static_cast<Word>(~isZero & 0xF) << (4 * q);
        }
        out[k] = w;
    }
    packTail(cells, n, out);
}

void unpackBitsBase(const Word* bits, std::size_t n, int* out) {
    const __m128i select = _mm_setr_epi32(1, 2, 4, 8);
    for (std::size_t k = 0; k < n / 64; ++k)
        for (int q = 0; q < 16; ++q) {
            const __m128i nibble = _mm_set1_epi32(static_cast<int>((bits[k] >> (4 * q)) & 0xF));
            const __m128i set = _mm_cmpeq_epi32(_mm_and_si128(nibble, select), select);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out + k * 64 + 4 * static_cast<std::size_t>(q)),
                             _mm_srli_epi32(set, 31));
        }
    unpackTail(bits, n, out);
}

std::int64_t popcountBase(const Word* v, std::size_t n) { return popcountBody(v, n); }
std::int64_t xorPopcountBase(Word* acc, const Word* q, std::size_t n) { return xorPopcountBody(acc, q, n); }
void xorIntoBase(Word* dst, const Word* src, std::size_t n) { xorIntoBody(dst, src, n); }
void chaseStepBase(Word* next, const Word* cur, const Word* prev, const Word* lights, Word lightWord, int cells,
                   bool wrap) {
    chaseStepBody(next, cur, prev, lights, lightWord, cells, wrap);
}
void walshHadamardBase(std::int32_t* t, int bits) { walshHadamardBody(t, bits); }
void butterfliesBase(std::int32_t* t, std::size_t n, std::size_t half) { butterfliesBody(t, n, half); }

#define PW_AVX2 [[gnu::target("avx2,popcnt,bmi2")]]
PW_AVX2 std::int64_t popcountAvx2(const Word* v, std::size_t n) { return popcountBody(v, n); }
PW_AVX2 std::int64_t xorPopcountAvx2(Word* acc, const Word* q, std::size_t n) { return xorPopcountBody(acc, q, n); }
PW_AVX2 void xorIntoAvx2(Word* dst, const Word* src, std::size_t n) { xorIntoBody(dst, src, n); }
PW_AVX2 void chaseStepAvx2(Word* next, const Word* cur, const Word* prev, const Word* lights, Word lightWord,
                           int cells, bool wrap) {
    chaseStepBody(next, cur, prev, lights, lightWord, cells, wrap);
}
PW_AVX2 void walshHadamardAvx2(std::int32_t* t, int bits) { walshHadamardBody(t, bits); }
PW_AVX2 void butterfliesAvx2(std::int32_t* t, std::size_t n, std::size_t half) { butterfliesBody(t, n, half); }
PW_AVX2 void packNonZeroAvx2(const int* cells, std::size_t n, Word* out) {
    const __m256i zero = _mm256_setzero_si256();
    for (std::size_t k = 0; k < n / 64; ++k) {
        Word w = 0;
        for (int q = 0; q < 8; ++q) {
            const __m256i v =
                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(cells + k * 64 + 8 * static_cast<std::size_t>(q)));
            const int isZero = _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(v, zero)));
            w |= static_cast<Word>(~isZero & 0xFF) << (8 * q);
        }
        out[k] = w;
    }
    packTail(cells, n, out);
}
PW_AVX2 void unpackBitsAvx2(const Word* bits, std::size_t n, int* out) {
    const __m256i select = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    for (std::size_t k = 0; k < n / 64; ++k)
        for (int q = 0; q < 8; ++q) {
            const __m256i byte = _mm256_set1_epi32(static_cast<int>((bits[k] >> (8 * q)) & 0xFF));
            const __m256i set = _mm256_cmpeq_epi32(_mm256_and_si256(byte, select), select);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + k * 64 + 8 * static_cast<std::size_t>(q)),
                                _mm256_srli_epi32(set, 31));
        }
    unpackTail(bits, n, out);
}
#undef PW_AVX2

const Paths kBaseline{popcountBase,      xorPopcountBase, xorIntoBase,     chaseStepBase,  walshHadamardBase,
                      butterfliesBase,   packNonZeroBase, unpackBitsBase,  "baseline"};
const Paths kAvx2{popcountAvx2,    xorPopcountAvx2, xorIntoAvx2,    chaseStepAvx2, walshHadamardAvx2,
                  butterfliesAvx2, packNonZeroAvx2, unpackBitsAvx2, "avx2"};

const Paths& paths() {
    // PW_KERNELS=baseline keeps the baseline path on an AVX2 machine: for measuring what
    // the dispatch gains.
    static const Paths& chosen = [] () -> const Paths& {
        const char* forced = std::getenv("PW_KERNELS");
        if (forced && std::string_view(forced) == "baseline") return baselinePaths();
        return avx2Paths() ? *avx2Paths() : baselinePaths();
    }();
    return chosen;
}

}  // namespace

std::int64_t popcount(const Word* v, std::size_t n) { return paths().popcount(v, n); }
std::int64_t xorPopcount(Word* acc, const Word* q, std::size_t n) { return paths().xorPopcount(acc, q, n); }
void xorInto(Word* dst, const Word* src, std::size_t n) { paths().xorInto(dst, src, n); }
void chaseStep(Word* next, const Word* cur, const Word* prev, const Word* lights, Word lightWord, int cells,
               bool wrap) {
    paths().chaseStep(next, cur, prev, lights, lightWord, cells, wrap);
}
void walshHadamard(std::int32_t* t, int bits) { paths().walshHadamard(t, bits); }
void butterflies(std::int32_t* t, std::size_t n, std::size_t half) { paths().butterflies(t, n, half); }
void packNonZero(const int* cells, std::size_t n, Word* out) { paths().packNonZero(cells, n, out); }
void unpackBits(const Word* bits, std::size_t n, int* out) { paths().unpackBits(bits, n, out); }
const char* pathName() { return paths().name; }

const Paths& baselinePaths() { return kBaseline; }

const Paths* avx2Paths() {
    static const bool supported = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi2");
    }();
    return supported ? &kAvx2 : nullptr;
}

}  // namespace pw::lightsout::kernels
