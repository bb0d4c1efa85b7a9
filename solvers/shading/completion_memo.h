#pragma once
/// shading.v5's memory of the states that failed.
///
/// A search at a fixed target T below rows 1..r asks: can the rows r + 1..R still hold
/// T − shaded cells? What the rows below can hold depends only on the *state* the rows
/// above leave: the cells the next row may not shade (`forbidden`) and the k − 2 rows
/// nearest to it (they decide what the row after may not shade), plus the number of rows
/// left. Very different grids of the first rows leave the same state: on 12×12, the row
/// search meets each state about fifty times. So when the whole subtree below a state
/// fails to reach a need n, the memo keeps "the rows below this state hold at most
/// n − 1", and the next search that meets the state with a need of n or more cuts at
/// once. A state and its mirror image hold the same, so both share one entry.
///
/// The entries are valid whatever the height of the grid (a strip of the table and the
/// grid itself agree on what m rows below a state can hold), whatever the target and in
/// every thread: one memo serves a whole run. It is a cache: a fixed number of 64-bit
/// entries (key and bound packed, so threads read and write them without locks and
/// never see half an entry), two per bucket; a new state evicts the one with fewer rows
/// left, whose subtree is cheaper to search again. A lost entry costs time, never a
/// wrong answer.
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <span>

#include "row_patterns.h"

namespace pw::shading {

/// Upper bounds on what the rows below a state can hold, learnt from failed searches.
class CompletionMemo {
public:
    /// What `bound` answers for a state it does not know.
    static constexpr int kUnknown = 255;

    /// True when the state of a grid this wide fits a 64-bit entry with its bound:
    /// k − 1 masks of `cols` bits, 5 bits of rows left and 8 bits of bound (every width
    /// for k ≤ 4; up to 12 columns for k = 5, 10 for k = 6).
    static bool fits(int cols, int k) { return (k - 1) * cols + kRowsBits + kBoundBits <= 64; }

    /// The number of entries (a power of two) for a grid of `cells` cells: enough for the
    /// states a search of that size meets, at most 2^22 (32 MiB).
    static int entriesLog2For(int cells);

    /// A memo of 2^entriesLog2 entries for grids of the patterns' width and k. The memory
    /// is taken zeroed from the system, so pages no state reaches are never touched.
    CompletionMemo(const RowPatterns& patterns, int entriesLog2);

    /// The key of the state left by the rows `above` (nearest first; the first k − 2 are
    /// read), with `forbidden` the cells the next row may not shade and `rowsLeft` rows
    /// (1..16) still to fill. A state and its mirror image have the same key.
    std::uint64_t key(std::span<const std::uint32_t> above, std::uint32_t forbidden, int rowsLeft) const {
        std::uint64_t direct = static_cast<std::uint64_t>(rowsLeft);
        std::uint64_t mirrored = direct;
        const std::size_t nearRows = static_cast<std::size_t>(k_ - 2);
        for (std::size_t i = 0; i < nearRows; ++i) {
            direct = direct << cols_ | above[i];
            mirrored = mirrored << cols_ | mirror_[above[i]];
        }
        direct = direct << cols_ | forbidden;
        mirrored = mirrored << cols_ | mirror_[forbidden];
        return direct < mirrored ? direct : mirrored;
    }

    /// The most the rows below the state can hold, as far as the memo knows.
    int bound(std::uint64_t key) const {
        std::uint64_t* bucket = bucketOf(key);
        for (int i = 0; i < 2; ++i) {
            const std::uint64_t entry = load(bucket[i]);
            if (entry >> kBoundBits == key) return static_cast<int>(entry & kBoundMask);
        }
        return kUnknown;
    }

    /// Records that the rows below the state hold at most `bound` cells.
    void lower(std::uint64_t key, int bound);

    std::size_t bytes() const { return entries_ * sizeof(std::uint64_t); }

private:
    static constexpr int kRowsBits = 5;
    static constexpr int kBoundBits = 8;
    static constexpr std::uint64_t kBoundMask = (1u << kBoundBits) - 1;

    std::uint64_t* bucketOf(std::uint64_t key) const {
        const std::uint64_t hash = key * 0x9E3779B97F4A7C15ull;  // Fibonacci hashing: the high bits mix every key bit
        return table_.get() + ((hash >> shift_) & ~std::uint64_t{1});
    }
    static std::uint64_t load(std::uint64_t& slot) {
        return std::atomic_ref<std::uint64_t>(slot).load(std::memory_order_relaxed);
    }
    static void store(std::uint64_t& slot, std::uint64_t value) {
        std::atomic_ref<std::uint64_t>(slot).store(value, std::memory_order_relaxed);
    }
    int rowsLeftOf(std::uint64_t key) const { return static_cast<int>(key >> keyMaskBits_); }

    struct FreeDeleter {
        void operator()(std::uint64_t* p) const { std::free(p); }
    };

    int cols_, k_;
    int keyMaskBits_;  // the bits of the k − 1 masks, below the rows left
    int shift_;        // 64 − log2(entries)
    std::size_t entries_;
    const std::uint16_t* mirror_;
    std::unique_ptr<std::uint64_t[], FreeDeleter> table_;
};

}  // namespace pw::shading
