#include "join_strips.h"

#include <bit>

namespace pw::queens {

std::uint32_t RowSplits::count() const { return RowRanks::binomial(std::popcount(freeRows), leftRows); }

std::uint32_t RowSplits::subsetOfRank(std::uint32_t rank) const {
    // Colex: the largest p with C(p, i) <= rank is the i-th smallest member's position.
    std::uint32_t subset = 0;
    int p = std::popcount(freeRows);
    for (int i = leftRows; i >= 1; --i) {
        while (RowRanks::binomial(p, i) > rank) --p;
        subset |= 1u << p;
        rank -= RowRanks::binomial(p, i);
    }
    return subset;
}

std::uint32_t RowSplits::boardRows(std::uint32_t subset) const {
    std::uint32_t rows = 0, free = freeRows;
    for (int i = 0; free != 0; free &= free - 1, ++i)
        if (subset >> i & 1u) rows |= free & (0u - free);
    return rows;
}

}  // namespace pw::queens
