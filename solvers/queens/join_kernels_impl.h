#pragma once
// The body of queens.v6's two hot loops (join_kernels.h), written once for any processor
// level. Each join_kernels_*.cpp includes it after its target switch with an `Isa` type
// of its own (in an anonymous namespace, so every instantiation stays in its unit; see
// core/cpu_dispatch.h) that supplies:
//   Lane, kLaneWords (64-bit words a lane), load/store/both (AND)/ones,
//   Count, zeroCount/addPopcount/total (a sum of popcounts over lanes),
//   deposit(bits, mask) (pdep), Packer(mask) with operator()(key) (pext by `mask`),
//   joinRow (one strip-A placement against a run of strip-B placements).
// Every header it needs is included by the unit before the switch, and everything here
// has internal linkage, so no unit's copy of a function can stand in for another's.

namespace pw::queens::join_impl {
namespace {

/// Key bits taken at a time from a table of their planes' ANDs: 32 lanes a chunk.
constexpr int kChunkBits = 5;
constexpr std::uint64_t kChunkMask = (std::uint64_t{1} << kChunkBits) - 1;
/// Keys have at most 2N - 2 <= 62 bits.
constexpr int kMaxChunks = (62 + kChunkBits - 1) / kChunkBits;

/// The next larger set of as many bits (Gosper); `sub` is not 0.
std::uint64_t nextSubset(std::uint64_t sub) {
    const std::uint64_t t = sub | (sub - 1);
    return (t + 1) | (((~t & (t + 1)) - 1) >> (std::countr_zero(sub) + 1));
}

template <class Isa>
std::uint64_t joinHalves(const StripTable& a, const StripTable& b, std::uint32_t rows, KeyBuffer& out) {
    out.clear();
    const int count = std::popcount(rows), widthA = a.width();
    if (widthA > count) return 0;
    std::uint64_t tested = 0;
    const std::uint64_t end = std::uint64_t{1} << count;
    for (std::uint64_t sub = (std::uint64_t{1} << widthA) - 1; sub < end;) {
        const std::uint32_t rowsA = Isa::deposit(static_cast<std::uint32_t>(sub), rows);
        const StripTable::Range ra = a.on(rowsA), rb = b.on(rows & ~rowsA);
        if (ra.size() != 0 && rb.size() != 0) {
            tested += std::uint64_t{ra.size()} * rb.size();
            std::uint64_t* dst = out.reserveMore(std::size_t{ra.size()} * rb.size());
            for (std::uint32_t i = ra.begin; i < ra.end; ++i)
                dst = Isa::joinRow(a.inner()[i], a.outer()[i], b.inner() + rb.begin, b.outer() + rb.begin, rb.size(), dst);
            out.setEnd(dst);
        }
        if (sub == 0) break;  // strip A has no column: the empty set is the only one
        sub = nextSubset(sub);
    }
    return tested;
}

/// The items of `count` against one block's tables: Σ popcount of each item's AND.
template <class Isa, int Chunks>
std::uint64_t countBlock(const std::uint64_t* tables, const std::uint64_t* items, std::size_t count) {
    constexpr std::size_t W = Isa::kLaneWords;
    typename Isa::Count sum = Isa::zeroCount();
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t x = items[i];
        typename Isa::Lane v = Isa::load(tables + (x & kChunkMask) * W);
        [&]<int... c>(std::integer_sequence<int, c...>) {
            ((v = Isa::both(v, Isa::load(tables + ((std::uint64_t{c + 1} << kChunkBits) +
                                                   ((x >> (kChunkBits * (c + 1))) & kChunkMask)) *
                                                      W))),
             ...);
        }(std::make_integer_sequence<int, Chunks - 1>{});
        sum = Isa::addPopcount(sum, v);
    }
    return Isa::total(sum);
}

template <class Isa, int... C>
std::uint64_t countBlockWith(int chunks, const std::uint64_t* tables, const std::uint64_t* items, std::size_t count,
                             std::integer_sequence<int, C...>) {
    std::uint64_t out = 0;
    ((chunks == C + 1 ? (out = countBlock<Isa, C + 1>(tables, items, count), true) : false) || ...);
    return out;
}

template <class Isa>
std::array<std::uint64_t, 4> countMatches(const KeyBuffer& patterns, const MatchItems& items, MatchScratch& scratch) {
    constexpr std::size_t W = Isa::kLaneWords, perBlock = 64 * W;
    std::array<std::uint64_t, 4> matched{};
    if (patterns.empty()) return matched;
    std::uint64_t patternBits = 0, itemBits = 0;
    for (std::size_t i = 0; i < patterns.size(); ++i) patternBits |= patterns[i];
    for (const KeyBuffer& group : items)
        for (std::size_t i = 0; i < group.size(); ++i) itemBits |= group[i];
    // Only the bits both sides use can make two keys meet.
    const std::uint64_t mask = patternBits & itemBits;
    const int bits = std::popcount(mask);
    if (bits == 0) {
        for (std::size_t c = 0; c < items.size(); ++c) matched[c] = std::uint64_t{items[c].size()} * patterns.size();
        return matched;
    }
    const typename Isa::Packer pack(mask);
    for (std::size_t c = 0; c < items.size(); ++c) {
        KeyBuffer& packed = scratch.packed[c];
        packed.clear();
        std::uint64_t* dst = packed.reserveMore(items[c].size());
        for (std::size_t i = 0; i < items[c].size(); ++i) dst[i] = pack(items[c][i]);
        packed.setEnd(dst + items[c].size());
    }
    const int chunks = (bits + kChunkBits - 1) / kChunkBits;
    std::uint64_t* tables = scratch.ensureTables((std::size_t{static_cast<unsigned>(chunks)} << kChunkBits) * W);
    alignas(64) std::uint64_t planes[kMaxChunks * kChunkBits * W];
    alignas(64) std::uint64_t valid[W];
    for (std::size_t first = 0; first < patterns.size(); first += perBlock) {
        const std::size_t inBlock = std::min(perBlock, patterns.size() - first);
        // Plane j: a bit per pattern, set when the pattern lacks key bit j.
        std::fill(planes, planes + static_cast<std::size_t>(chunks * kChunkBits) * W, ~std::uint64_t{0});
        std::fill(valid, valid + W, 0);
        for (std::size_t i = 0; i < inBlock; ++i) {
            const std::uint64_t lane = std::uint64_t{1} << (i & 63);
            valid[i >> 6] |= lane;
            for (std::uint64_t key = pack(patterns[first + i]); key != 0; key &= key - 1)
                planes[static_cast<std::size_t>(std::countr_zero(key)) * W + (i >> 6)] &= ~lane;
        }
        // Table of chunk c, entry v: the AND of the planes of the bits of v (shifted by
        // 5c); entry 0 of chunk 0 is the valid lanes, so a short block counts no ghost.
        for (int c = 0; c < chunks; ++c) {
            std::uint64_t* t = tables + (static_cast<std::size_t>(c) << kChunkBits) * W;
            Isa::store(t, c == 0 ? Isa::load(valid) : Isa::ones());
            for (std::size_t v = 1; v <= kChunkMask; ++v) {
                const std::size_t j = static_cast<std::size_t>(c * kChunkBits + std::countr_zero(v));
                Isa::store(t + v * W, Isa::both(Isa::load(t + (v & (v - 1)) * W), Isa::load(planes + j * W)));
            }
        }
        for (std::size_t c = 0; c < items.size(); ++c) {
            const KeyBuffer& packed = scratch.packed[c];
            if (packed.empty()) continue;
            matched[c] += countBlockWith<Isa>(chunks, tables, packed.data(), packed.size(),
                                              std::make_integer_sequence<int, kMaxChunks>{});
        }
    }
    return matched;
}

}  // namespace
}  // namespace pw::queens::join_impl
