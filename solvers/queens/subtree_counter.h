#pragma once
/// The count-only inner loop of queens.v3 and v4. Once no solution has to be seen one
/// by one (count mode, the browser's first solutions stored, no tracer, no symmetry
/// classes), the search below a fixed column needs nothing but counts, and this is the
/// textbook recursion with one more increment: no row stored, no poll test, no column
/// index per node (a full row set is the leaf). GCC inlines this shape into itself;
/// measured with callgrind, returning the tallies through the call instead cost 20% more
/// instructions, and popcount on the last column is a library call on baseline x86-64.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace pw::queens {

class SubtreeCounter {
public:
    explicit SubtreeCounter(std::uint32_t all) : all_(all) {}

    /// Subtrees span at most this many columns (BitmaskSearch starts them 11 columns
    /// from the end).
    static constexpr int kMaxLevels = 12;

    /// Counts the solutions below a position with the given occupied sets; `solutions`
    /// and the nodes (queens placed, as BitmaskSearch counts them) per level below the
    /// starting column accumulate.
    /// (`flatten` inlines the levels into one loop nest: no call, no frame per node.)
    [[gnu::flatten]] void count(std::uint32_t used, std::uint32_t up, std::uint32_t down) { countAt<0>(used, up, down); }

    /// The nodes per level of the first `levels` levels, for the depth profile.
    std::span<const std::uint64_t> nodesPerLevel(int levels) const {
        return std::span(perLevel_).first(static_cast<std::size_t>(levels));
    }
    /// The nodes counted since the last call, and the levels cleared for the next subtree.
    std::uint64_t takeNodes(int levels) {
        std::uint64_t nodes = 0;
        for (int l = 0; l < levels; ++l) nodes += perLevel_[static_cast<unsigned>(l)];
        std::fill_n(perLevel_.begin(), levels, 0);
        return nodes;
    }

    std::uint64_t solutions = 0;

private:
    // The level is a template argument: each node's increment hits a fixed counter, with
    // no index and no extra argument, so the depth profile costs what the plain node
    // count it replaces did.
    template <int Level>
    void countAt(std::uint32_t used, std::uint32_t up, std::uint32_t down) {
        if (used == all_) {
            ++solutions;
            return;
        }
        if constexpr (Level < kMaxLevels) {
            std::uint32_t free = ~(used | up | down) & all_;
            while (free != 0) {
                const std::uint32_t bit = free & (0u - free);
                free -= bit;
                ++perLevel_[Level];
                countAt<Level + 1>(used | bit, (up | bit) << 1, (down | bit) >> 1);
            }
        }
    }

    std::uint32_t all_;
    // A 32-bit board has at most 32 columns below any starting one.
    std::array<std::uint64_t, kMaxLevels> perLevel_{};
};

}  // namespace pw::queens
