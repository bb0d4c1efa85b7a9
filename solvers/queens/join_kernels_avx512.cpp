// queens.v6's hot loops for processors with AVX-512 (F, VL, BW, DQ, VPOPCNTDQ) and BMI2:
// 512 patterns a block, an AND and a vector popcount per chunk of item bits, and the
// strip join tested 8 pairs at a time and stored by compress (see join_kernels.h).
#include <immintrin.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "core/cpu_dispatch.h"
#include "join_kernels.h"

#if PW_HAVE_AVX2_TARGET
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq")
#endif
#include "join_kernels_impl.h"

namespace pw::queens {

namespace {

/// The AVX-512 level: a 512-bit lane.
struct Avx512Isa {
    using Lane = __m512i;
    using Count = __m512i;
    static constexpr int kChunkBits = 6;  ///< 2^6 table entries a chunk
    static constexpr std::size_t kLaneWords = 8;

    static Lane load(const std::uint64_t* p) { return _mm512_load_si512(p); }
    static void store(std::uint64_t* p, Lane v) { _mm512_store_si512(p, v); }
    static Lane both(Lane a, Lane b) { return _mm512_and_si512(a, b); }
    static Lane ones() { return _mm512_set1_epi64(-1); }
    static Count zeroCount() { return _mm512_setzero_si512(); }
    static Count addPopcount(Count sum, Lane v) { return _mm512_add_epi64(sum, _mm512_popcnt_epi64(v)); }
    // Through memory: GCC 12's _mm512_reduce_add_epi64 trips its own maybe-uninitialized warning.
    static std::uint64_t total(Count sum) {
        alignas(64) std::uint64_t lanes[8];
        _mm512_store_si512(lanes, sum);
        std::uint64_t out = 0;
        for (std::uint64_t lane : lanes) out += lane;
        return out;
    }

    static std::uint32_t deposit(std::uint32_t bits, std::uint32_t mask) { return _pdep_u32(bits, mask); }

    class Packer {
    public:
        explicit Packer(std::uint64_t mask) : mask_(mask) {}
        std::uint64_t operator()(std::uint64_t key) const { return _pext_u64(key, mask_); }

    private:
        std::uint64_t mask_;
    };

    static std::uint64_t* joinRow(std::uint64_t innerA, std::uint64_t outerA, const std::uint64_t* innerB,
                                  const std::uint64_t* outerB, std::uint32_t count, std::uint64_t* dst) {
        const __m512i ia = _mm512_set1_epi64(static_cast<long long>(innerA));
        const __m512i oa = _mm512_set1_epi64(static_cast<long long>(outerA));
        // Compressed in a register, then stored whole: the store form of compress is slow
        // on Intel cores. The buffers have room past their end for the full store, and the
        // strip tables spare entries past theirs for the full loads.
        std::uint32_t j = 0;
        for (; j + 8 <= count; j += 8) {
            const __mmask8 keep = _mm512_testn_epi64_mask(_mm512_loadu_si512(innerB + j), ia);
            const __m512i kept = _mm512_maskz_compress_epi64(keep, _mm512_or_si512(_mm512_loadu_si512(outerB + j), oa));
            _mm512_storeu_si512(dst, kept);
            dst += std::popcount(static_cast<unsigned>(keep));
        }
        if (j < count) {
            const __mmask8 inRange = static_cast<__mmask8>((1u << (count - j)) - 1);
            const __mmask8 keep = _mm512_mask_testn_epi64_mask(inRange, _mm512_loadu_si512(innerB + j), ia);
            const __m512i kept = _mm512_maskz_compress_epi64(keep, _mm512_or_si512(_mm512_loadu_si512(outerB + j), oa));
            _mm512_storeu_si512(dst, kept);
            dst += std::popcount(static_cast<unsigned>(keep));
        }
        return dst;
    }
};

std::uint64_t joinHalvesAvx512(const StripTable& a, const StripTable& b, std::uint32_t rows, KeyBuffer& out) {
    return join_impl::joinHalves<Avx512Isa>(a, b, rows, out);
}

MatchCount countMatchesAvx512(const KeyBuffer& patterns, const KeyBuffer& items, const ItemClasses& classes,
                              MatchScratch& scratch) {
    return join_impl::countMatches<Avx512Isa>(patterns, items, classes, scratch);
}

}  // namespace

}  // namespace pw::queens

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

namespace pw::queens {
namespace {
constexpr JoinKernels kAvx512{"avx512", joinHalvesAvx512, countMatchesAvx512};
}  // namespace
// Outside the target switch: callable, and answering, on any processor.
const JoinKernels* avx512JoinKernels() { return &kAvx512; }
}  // namespace pw::queens
#else
namespace pw::queens {
const JoinKernels* avx512JoinKernels() { return nullptr; }
}  // namespace pw::queens
#endif
