// queens.v6's hot loops for processors with AVX2, BMI2 and POPCNT: 256 patterns a block,
// popcounts by nibble lookup, and the strip join tested 4 pairs at a time, the kept keys
// moved together by a permutation looked up from the test's mask (see join_kernels.h).
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
PW_TARGET_AVX2_BEGIN
#include "join_kernels_impl.h"

namespace pw::queens {

namespace {

/// For each 4-bit mask of kept lanes, the 32-bit lane indices that move them to the front.
struct CompressTable {
    alignas(32) std::array<std::array<std::int32_t, 8>, 16> index{};
    constexpr CompressTable() {
        for (int m = 0; m < 16; ++m) {
            int out = 0;
            for (int lane = 0; lane < 4; ++lane)
                if (m >> lane & 1) {
                    index[static_cast<std::size_t>(m)][static_cast<std::size_t>(2 * out)] = 2 * lane;
                    index[static_cast<std::size_t>(m)][static_cast<std::size_t>(2 * out + 1)] = 2 * lane + 1;
                    ++out;
                }
        }
    }
};
constexpr CompressTable kCompress{};

/// The AVX2 level: a 256-bit lane.
struct Avx2Isa {
    using Lane = __m256i;
    using Count = __m256i;
    static constexpr int kChunkBits = 6;  ///< 2^6 table entries a chunk
    static constexpr std::size_t kLaneWords = 4;

    static Lane load(const std::uint64_t* p) { return _mm256_load_si256(reinterpret_cast<const __m256i*>(p)); }
    static void store(std::uint64_t* p, Lane v) { _mm256_store_si256(reinterpret_cast<__m256i*>(p), v); }
    static Lane both(Lane a, Lane b) { return _mm256_and_si256(a, b); }
    static Lane ones() { return _mm256_set1_epi64x(-1); }
    static Count zeroCount() { return _mm256_setzero_si256(); }
    static Count addPopcount(Count sum, Lane v) {
        const __m256i nibbles = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3,
                                                 1, 2, 2, 3, 2, 3, 3, 4);
        const __m256i low = _mm256_set1_epi8(0x0f);
        const __m256i counts = _mm256_add_epi8(_mm256_shuffle_epi8(nibbles, _mm256_and_si256(v, low)),
                                               _mm256_shuffle_epi8(nibbles, _mm256_and_si256(_mm256_srli_epi16(v, 4), low)));
        return _mm256_add_epi64(sum, _mm256_sad_epu8(counts, _mm256_setzero_si256()));
    }
    static std::uint64_t total(Count sum) {
        alignas(32) std::uint64_t lanes[4];
        _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), sum);
        return lanes[0] + lanes[1] + lanes[2] + lanes[3];
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
        const __m256i ia = _mm256_set1_epi64x(static_cast<long long>(innerA));
        const __m256i oa = _mm256_set1_epi64x(static_cast<long long>(outerA));
        const __m256i zero = _mm256_setzero_si256();
        // The strip tables hold spare entries past their end: a full load never faults.
        for (std::uint32_t j = 0; j < count; j += 4) {
            const __m256i ib = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(innerB + j));
            const __m256i meet = _mm256_cmpeq_epi64(_mm256_and_si256(ib, ia), zero);
            unsigned keep = static_cast<unsigned>(_mm256_movemask_pd(_mm256_castsi256_pd(meet)));
            if (count - j < 4) keep &= (1u << (count - j)) - 1;
            const __m256i ob = _mm256_or_si256(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(outerB + j)), oa);
            const __m256i order = _mm256_load_si256(reinterpret_cast<const __m256i*>(kCompress.index[keep].data()));
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(dst), _mm256_permutevar8x32_epi32(ob, order));
            dst += std::popcount(keep);
        }
        return dst;
    }
};

std::uint64_t joinHalvesAvx2(const StripTable& a, const StripTable& b, std::uint32_t rows, KeyBuffer& out) {
    return join_impl::joinHalves<Avx2Isa>(a, b, rows, out);
}

MatchCount countMatchesAvx2(const KeyBuffer& patterns, const KeyBuffer& items, const ItemClasses& classes,
                        MatchScratch& scratch) {
    return join_impl::countMatches<Avx2Isa>(patterns, items, classes, scratch);
}

}  // namespace

}  // namespace pw::queens

PW_TARGET_AVX2_END

namespace pw::queens {
namespace {
constexpr JoinKernels kAvx2{"avx2", joinHalvesAvx2, countMatchesAvx2};
}  // namespace
// Outside the target switch: callable, and answering, on any processor.
const JoinKernels* avx2JoinKernels() { return &kAvx2; }
}  // namespace pw::queens
#else
namespace pw::queens {
const JoinKernels* avx2JoinKernels() { return nullptr; }
}  // namespace pw::queens
#endif
