// queens.v6's hot loops for baseline x86-64 (and any other processor): 64 patterns a
// block, scalar AND and a portable popcount (see join_kernels.h).
#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "join_kernels.h"
#include "join_kernels_impl.h"

namespace pw::queens {

namespace {

/// The baseline level: one 64-bit word a lane.
struct BaselineIsa {
    using Lane = std::uint64_t;
    using Count = std::uint64_t;
    static constexpr int kChunkBits = 6;  ///< 2^6 table entries a chunk
    static constexpr std::size_t kLaneWords = 1;

    static Lane load(const std::uint64_t* p) { return *p; }
    static void store(std::uint64_t* p, Lane v) { *p = v; }
    static Lane both(Lane a, Lane b) { return a & b; }
    static Lane ones() { return ~std::uint64_t{0}; }
    static Count zeroCount() { return 0; }
    // Baseline x86-64 has no popcount instruction: std::popcount would call libgcc.
    static Count addPopcount(Count sum, Lane v) {
        v = v - ((v >> 1) & 0x5555555555555555u);
        v = (v & 0x3333333333333333u) + ((v >> 2) & 0x3333333333333333u);
        v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0fu;
        return sum + ((v * 0x0101010101010101u) >> 56);
    }
    static std::uint64_t total(Count sum) { return sum; }

    static std::uint32_t deposit(std::uint32_t bits, std::uint32_t mask) {
        std::uint32_t out = 0;
        for (; mask != 0 && bits != 0; mask &= mask - 1, bits >>= 1)
            if (bits & 1u) out |= mask & (0u - mask);
        return out;
    }

    /// pext by `mask`, a byte at a time from tables made for the mask.
    class Packer {
    public:
        explicit Packer(std::uint64_t mask) {
            int shift = 0;
            for (int b = 0; b < 8; ++b) {
                const std::uint32_t byteMask = static_cast<std::uint32_t>(mask >> (8 * b)) & 0xffu;
                auto& table = tables_[static_cast<std::size_t>(b)];
                table[0] = 0;
                for (std::uint32_t v = 1; v < 256; ++v) {
                    const std::uint32_t low = v & (0u - v);
                    const std::uint64_t bit =
                        (byteMask & low) ? std::uint64_t{1} << (shift + std::popcount(byteMask & (low - 1))) : 0;
                    table[v] = table[v & (v - 1)] | bit;
                }
                shift += std::popcount(byteMask);
            }
        }
        std::uint64_t operator()(std::uint64_t key) const {
            std::uint64_t out = 0;
            for (std::size_t b = 0; b < 8; ++b) out |= tables_[b][(key >> (8 * b)) & 0xffu];
            return out;
        }

    private:
        std::array<std::array<std::uint64_t, 256>, 8> tables_;
    };

    static std::uint64_t* joinRow(std::uint64_t innerA, std::uint64_t outerA, const std::uint64_t* innerB,
                                  const std::uint64_t* outerB, std::uint32_t count, std::uint64_t* dst) {
        for (std::uint32_t j = 0; j < count; ++j) {
            *dst = outerA | outerB[j];
            dst += (innerA & innerB[j]) == 0;
        }
        return dst;
    }
};

std::uint64_t joinHalvesBaseline(const StripTable& a, const StripTable& b, std::uint32_t rows, KeyBuffer& out) {
    return join_impl::joinHalves<BaselineIsa>(a, b, rows, out);
}

MatchCount countMatchesBaseline(const KeyBuffer& patterns, const KeyBuffer& items, const ItemClasses& classes,
                        MatchScratch& scratch) {
    return join_impl::countMatches<BaselineIsa>(patterns, items, classes, scratch);
}

constexpr JoinKernels kBaseline{"baseline", joinHalvesBaseline, countMatchesBaseline};

}  // namespace

const JoinKernels* baselineJoinKernels() { return &kBaseline; }

}  // namespace pw::queens
