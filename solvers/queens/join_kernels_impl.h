#pragma once
// The body of queens.v6's two hot loops (join_kernels.h), written once for any processor
// level. Each join_kernels_*.cpp includes it after its target switch with an `Isa` type
// of its own (in an anonymous namespace, so every instantiation stays in its unit; see
// core/cpu_dispatch.h) that supplies:
//   Lane, kLaneWords (64-bit words a lane), kChunkBits, load/store/both (AND)/ones,
//   Count, zeroCount/addPopcount/total (a sum of popcounts over lanes),
//   deposit(bits, mask) (pdep), Packer(mask) with operator()(key) (pext by `mask`),
//   joinRow (one strip-A placement against a run of strip-B placements).
// Every header it needs is included by the unit before the switch, and everything here
// has internal linkage, so no unit's copy of a function can stand in for another's.

namespace pw::queens::join_impl {
namespace {

/// Keys have at most 2N - 2 <= 62 bits.
constexpr int kMaxKeyBits = 62;

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
    // The groups of one split lie all over the tables (megabytes from N = 18 on): the
    // next share's groups are looked up, and their first lines fetched, one share ahead.
    struct Share {
        StripTable::Range a, b;
    };
    const auto share = [&](std::uint64_t sub) {
        const std::uint32_t rowsA = Isa::deposit(static_cast<std::uint32_t>(sub), rows);
        const Share s{a.on(rowsA), b.on(rows & ~rowsA)};
        __builtin_prefetch(a.inner() + s.a.begin);
        __builtin_prefetch(a.outer() + s.a.begin);
        __builtin_prefetch(b.inner() + s.b.begin);
        __builtin_prefetch(b.outer() + s.b.begin);
        return s;
    };
    std::uint64_t sub = (std::uint64_t{1} << widthA) - 1;
    Share current = share(sub);
    while (sub < end) {
        const std::uint64_t next = sub == 0 ? end : nextSubset(sub);  // strip A with no column: one share
        const Share ahead = next < end ? share(next) : Share{};
        const StripTable::Range ra = current.a, rb = current.b;
        if (ra.size() != 0 && rb.size() != 0) {
            tested += std::uint64_t{ra.size()} * rb.size();
            std::uint64_t* dst = out.reserveMore(std::size_t{ra.size()} * rb.size());
            // The longer run is the one tested a vector at a time.
            if (ra.size() <= rb.size()) {
                for (std::uint32_t i = ra.begin; i < ra.end; ++i)
                    dst = Isa::joinRow(a.inner()[i], a.outer()[i], b.inner() + rb.begin, b.outer() + rb.begin, rb.size(), dst);
            } else {
                for (std::uint32_t j = rb.begin; j < rb.end; ++j)
                    dst = Isa::joinRow(b.inner()[j], b.outer()[j], a.inner() + ra.begin, a.outer() + ra.begin, ra.size(), dst);
            }
            out.setEnd(dst);
        }
        sub = next;
        current = ahead;
    }
    return tested;
}

/// The 8×8 bit matrix of `x` (row k = byte k) transposed: bit j of byte k becomes bit k
/// of byte j.
std::uint64_t transpose8x8(std::uint64_t x) {
    std::uint64_t t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAull;
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCull;
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ull;
    return x ^ t ^ (t << 28);
}

/// The items of `count` against one block's tables: Σ popcount of each item's AND.
// Out of line: inlined into countMatches, its loop ran short of registers and kept two
// table offsets on the stack.
template <class Isa, int Chunks>
[[gnu::noinline]] std::uint64_t countBlock(const std::uint64_t* tables, const std::uint64_t* items, std::size_t count) {
    constexpr std::size_t W = Isa::kLaneWords;
    constexpr int kChunkBits = Isa::kChunkBits;
    constexpr std::uint64_t kChunkMask = (std::uint64_t{1} << kChunkBits) - 1;
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
    (void)((chunks == C + 1 ? (out = countBlock<Isa, C + 1>(tables, items, count), true) : false) || ...);
    return out;
}

template <class Isa>
MatchCount countMatches(const KeyBuffer& patterns, const KeyBuffer& items, const ItemClasses& classes,
                        MatchScratch& scratch) {
    constexpr std::size_t W = Isa::kLaneWords, perBlock = 64 * W;
    constexpr int kChunkBits = Isa::kChunkBits;
    constexpr std::uint64_t kChunkMask = (std::uint64_t{1} << kChunkBits) - 1;
    constexpr int kMaxChunks = (kMaxKeyBits + kChunkBits - 1) / kChunkBits;
    MatchCount out;
    if (patterns.empty() || items.empty()) return out;
    std::uint64_t patternBits = 0, itemBits = 0;
    for (std::size_t i = 0; i < patterns.size(); ++i) patternBits |= patterns[i];
    for (std::size_t i = 0; i < items.size(); ++i) itemBits |= items[i];
    // Only the bits both sides use can make two keys meet.
    const std::uint64_t mask = patternBits & itemBits;
    const typename Isa::Packer pack(mask);
    // Each item packed and sorted by its number k of long diagonals, without a branch:
    // written at the end of all three lists, kept by the one of its k.
    std::array<std::uint64_t*, 3> to{};
    for (std::size_t k = 0; k < to.size(); ++k) {
        scratch.packed[k].clear();
        to[k] = scratch.packed[k].reserveMore(items.size());
    }
    std::size_t n0 = 0, n1 = 0, n2 = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::uint64_t x = items[i], v = pack(x);
        const int k = ((x & classes.mainBit) != 0) + ((x & classes.antiBit) != 0);
        to[0][n0] = v;
        to[1][n1] = v;
        to[2][n2] = v;
        n0 += k == 0;
        n1 += k == 1;
        n2 += k == 2;
    }
    const std::array<std::size_t, 3> filled{n0, n1, n2};
    for (std::size_t k = 0; k < to.size(); ++k) {
        scratch.packed[k].setEnd(to[k] + filled[k]);
        if (classes.classOf[k] != ItemClasses::kDropped) out.items[classes.classOf[k]] += filled[k];
    }
    const int bits = std::popcount(mask);
    if (bits == 0) {
        for (std::size_t c = 0; c < 4; ++c) out.matched[c] = out.items[c] * std::uint64_t{patterns.size()};
        return out;
    }
    const int chunks = (bits + kChunkBits - 1) / kChunkBits;
    std::uint64_t* tables = scratch.ensureTables((std::size_t{static_cast<unsigned>(chunks)} << kChunkBits) * W);
    alignas(64) std::uint64_t planes[kMaxChunks * kChunkBits * W];
    alignas(64) std::uint64_t valid[W];
    for (std::size_t first = 0; first < patterns.size(); first += perBlock) {
        const std::size_t inBlock = std::min(perBlock, patterns.size() - first);
        // Plane j: a bit per pattern, set when the pattern lacks key bit j. Eight patterns
        // and eight bits at a time: byte b of eight packed keys, transposed, gives byte
        // (group of eight patterns) of planes 8b .. 8b + 7. A missing pattern (past the
        // block's end) lacks no bit.
        std::fill(planes, planes + static_cast<std::size_t>(chunks * kChunkBits) * W, ~std::uint64_t{0});
        std::fill(valid, valid + W, 0);
        for (std::size_t i = 0; i < inBlock; ++i) valid[i >> 6] |= std::uint64_t{1} << (i & 63);
        const int keyBytes = (bits + 7) / 8;
        auto* planeBytes = reinterpret_cast<unsigned char*>(planes);
        for (std::size_t group = 0; group * 8 < inBlock; ++group) {
            std::uint64_t keys[8];
            for (std::size_t k = 0; k < 8; ++k) {
                const std::size_t i = group * 8 + k;
                keys[k] = i < inBlock ? pack(patterns[first + i]) : ~std::uint64_t{0};
            }
            for (int b = 0; b < keyBytes; ++b) {
                std::uint64_t x = 0;
                for (std::size_t k = 0; k < 8; ++k) x |= ((keys[k] >> (8 * b)) & 0xffu) << (8 * k);
                const std::uint64_t y = ~transpose8x8(x);
                for (int j = 0; j < 8 && 8 * b + j < bits; ++j)
                    planeBytes[(static_cast<std::size_t>(8 * b + j) * W) * 8 + group] =
                        static_cast<unsigned char>(y >> (8 * j));
            }
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
        for (std::size_t k = 0; k < 3; ++k) {
            const KeyBuffer& packed = scratch.packed[k];
            if (packed.empty() || classes.classOf[k] == ItemClasses::kDropped) continue;
            out.matched[classes.classOf[k]] += countBlockWith<Isa>(chunks, tables, packed.data(), packed.size(),
                                                                   std::make_integer_sequence<int, kMaxChunks>{});
        }
    }
    return out;
}

}  // namespace
}  // namespace pw::queens::join_impl
