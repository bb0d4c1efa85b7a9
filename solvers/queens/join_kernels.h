#pragma once
/// queens.v6's two hot loops, compiled once per processor level (baseline x86-64, AVX2,
/// AVX-512: join_kernels_*.cpp) and picked when the program starts (`joinKernels`):
///
/// - `joinHalves` makes the half boards on a row set L: for each set L1 of as many rows
///   of L as strip A has columns, every placement of strip A on L1 against every one of
///   strip B on L \ L1; a pair whose inner keys share a bit shares a diagonal and is
///   dropped, the others give a half board whose key is the OR of their outer keys.
///   AVX-512 tests 8 pairs at once and stores the kept keys with one compress.
/// - `countMatches` counts, for left half boards (items) and right ones (patterns), the
///   pairs whose keys share no bit, by class of item (its factor 1, 2, 4 or 8). The patterns are stored *transposed*, 512 to a block on AVX-512 (256 on AVX2,
///   64 on the baseline): plane j of a block holds one bit per pattern, set when that
///   pattern lacks key bit j. An item matches the patterns whose bits survive the AND of
///   the planes of its own key bits, and a popcount counts them, 512 pairs at a time. The
///   AND is taken a few bits of the item at a time (a *chunk*) from a table of the ANDs
///   of every subset of those bits' planes, and only the key bits both sides use are
///   kept (the others cannot meet), packed together first.
///
/// The three copies return the same figures on the same input; only their speed differs.
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "strip_table.h"

namespace pw::queens {

/// A growable array of keys with room past its end for one vector store.
class KeyBuffer {
public:
    static constexpr std::size_t kSpare = 16;

    std::uint64_t* data() { return keys_.get(); }
    const std::uint64_t* data() const { return keys_.get(); }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    std::uint64_t operator[](std::size_t i) const { return keys_[i]; }
    void push_back(std::uint64_t key) {
        if (size_ + 1 + kSpare > capacity_) grow(size_ + 1);
        keys_[size_++] = key;
    }
    /// Room for `more` keys past the end; returns the end, where they are written.
    std::uint64_t* reserveMore(std::size_t more) {
        if (size_ + more + kSpare > capacity_) grow(size_ + more);
        return keys_.get() + size_;
    }
    /// After writing from `reserveMore`'s pointer: the new end.
    void setEnd(const std::uint64_t* end) { size_ = static_cast<std::size_t>(end - keys_.get()); }
    std::size_t bytes() const { return capacity_ * sizeof(std::uint64_t); }

private:
    void grow(std::size_t need);
    std::unique_ptr<std::uint64_t[]> keys_;
    std::size_t size_ = 0, capacity_ = 0;
};

/// How the left half boards of a row split count (join_plan.h, `halfFactor`): by the
/// number k of long diagonals a board's key holds (bits `mainBit`, `antiBit`), its class
/// `classOf[k]`, for a factor of 1 << class, or kDropped (counted with another split).
struct ItemClasses {
    static constexpr std::uint8_t kDropped = 0xFF;
    std::uint64_t mainBit = 0, antiBit = 0;
    std::array<std::uint8_t, 3> classOf{kDropped, kDropped, kDropped};
};

/// What `countMatches` finds: for each class, the items counted and their matches.
struct MatchCount {
    std::array<std::uint64_t, 4> items{}, matched{};
};

/// What `countMatches` reuses from one call to the next: the packed items and one
/// block's tables.
struct MatchScratch {
    std::array<KeyBuffer, 3> packed;  ///< by number of long diagonals
    std::unique_ptr<std::uint64_t[]> tableMemory;
    std::size_t tableWords = 0;
    std::uint64_t* tables = nullptr;  ///< 64-byte aligned, inside tableMemory
    std::uint64_t* ensureTables(std::size_t words);
    std::size_t bytes() const;
};

/// One processor level's copy of the two loops.
struct JoinKernels {
    const char* name;  ///< "baseline", "avx2" or "avx512", as PW_CPU names it
    /// Fills `out` with the keys of the half boards on `rows` (board rows, as many as
    /// the strips' columns together); returns the strip pairs tested.
    std::uint64_t (*joinHalves)(const StripTable& a, const StripTable& b, std::uint32_t rows, KeyBuffer& out);
    /// Sorts the items into their classes, and counts for each class the pairs of one
    /// of its items and a pattern that share no key bit (the factor is the caller's).
    MatchCount (*countMatches)(const KeyBuffer& patterns, const KeyBuffer& items, const ItemClasses& classes,
                               MatchScratch& scratch);
};

/// The copy this processor runs best, capped by `PW_CPU=baseline|avx2|avx512`.
const JoinKernels& joinKernels();
/// Every copy this processor can run, baseline first (the tests compare them).
std::vector<const JoinKernels*> runnableJoinKernels();

/// The copies, defined in their units; nullptr where a copy is not compiled.
const JoinKernels* baselineJoinKernels();
const JoinKernels* avx2JoinKernels();
const JoinKernels* avx512JoinKernels();

}  // namespace pw::queens
