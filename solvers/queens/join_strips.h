#pragma once
/// The four strip tables of a plan (join_plan.h, strip_table.h): strips A and B of the
/// left half and of the right half.
#include <cstddef>
#include <cstdint>

#include "strip_table.h"

namespace pw::queens {

struct PlanStrips {
    StripTable leftA, leftB, rightA, rightB;
    std::size_t bytes() const { return leftA.bytes() + leftB.bytes() + rightA.bytes() + rightB.bytes(); }
};

/// The row splits of a plan: the sets of as many free rows as its left half has
/// columns, numbered by colex rank (0 .. count-1).
struct RowSplits {
    std::uint32_t freeRows = 0;
    int leftRows = 0;
    std::uint32_t count() const;
    /// The free-row subset (as free-row indices, bit i = the i-th free row) of rank `rank`.
    std::uint32_t subsetOfRank(std::uint32_t rank) const;
    /// The board rows of a free-row subset.
    std::uint32_t boardRows(std::uint32_t subset) const;
};

}  // namespace pw::queens
