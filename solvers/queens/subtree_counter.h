#pragma once
/// The count-only inner loop of queens.v3 and v4. Once no solution has to be seen one
/// by one (count mode, the browser's first solutions stored, no tracer, no symmetry
/// classes), the search below a fixed column needs nothing but counts, and this is the
/// textbook recursion with one more increment: no row stored, no poll test, no column
/// index per node (a full row set is the leaf). GCC inlines this shape into itself;
/// measured with callgrind, returning the tallies through the call instead cost 20% more
/// instructions, and popcount on the last column is a library call on baseline x86-64.
#include <array>
#include <cstdint>
#include <span>

namespace pw::queens {

class SubtreeCounter {
public:
    explicit SubtreeCounter(std::uint32_t all) : all_(all) {}

    /// Counts the solutions below a position with the given occupied sets; `solutions`
    /// and `nodes` (queens placed, as BitmaskSearch counts them) accumulate, and the
    /// nodes per `level` below the starting column (0 for the first).
    void count(std::uint32_t used, std::uint32_t up, std::uint32_t down, int level) {
        if (used == all_) {
            ++solutions;
            return;
        }
        std::uint32_t free = ~(used | up | down) & all_;
        while (free != 0) {
            const std::uint32_t bit = free & (0u - free);
            free -= bit;
            ++nodes;
            ++perLevel_[static_cast<unsigned>(level)];
            count(used | bit, (up | bit) << 1, (down | bit) >> 1, level + 1);
        }
    }

    /// The nodes per level counted since the last call, for the depth profile.
    std::span<const std::uint64_t> takeNodesPerDepth() {
        taken_ = perLevel_;
        perLevel_.fill(0);
        return taken_;
    }

    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;

private:
    std::uint32_t all_;
    // A 32-bit board has at most 32 columns below any starting one.
    std::array<std::uint64_t, 33> perLevel_{};
    std::array<std::uint64_t, 33> taken_{};
};

}  // namespace pw::queens
