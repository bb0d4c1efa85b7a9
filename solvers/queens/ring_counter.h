#pragma once
/// The count-only inner loop of queens.v5: below a ring start, once no solution has to
/// be seen one by one, the completions of the free columns are only counted.
///
/// It is v3's bitmask search on the free columns alone, in the plan's order: the ring
/// queens' rows and diagonals are already out of each column's `allowed` rows, and the
/// inner queens' diagonals are kept as the sets of r + c and r - c + N - 1 (see
/// `RingStep`). It walks the tree with an explicit stack rather than by recursion, so
/// that one function holds the whole loop: that function is compiled twice, for
/// baseline x86-64 and for x86-64-v3 (BMI1/BMI2: `x & -x`, `x & ~y` and shifts by a
/// register in one instruction each), and the program picks the one the processor runs
/// when it starts (GCC's `target_clones`, an ifunc resolved by the loader).
#include <cstdint>

#include "ring_start.h"

namespace pw::queens {

struct RingCount {
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;  ///< queens placed, the last column's included
};

/// The state of a partial inner placement: rows taken, and the two diagonal sets.
struct RingPosition {
    std::uint32_t used = 0;
    std::uint64_t sums = 0;   ///< bit r + c for each queen
    std::uint64_t diffs = 0;  ///< bit r - c + N - 1 for each queen

    /// The rows of the column of `step` that are still free.
    std::uint32_t freeRows(const RingStep& step) const {
        return ~(used | static_cast<std::uint32_t>(sums >> step.column) |
                 static_cast<std::uint32_t>(diffs >> step.mirrorColumn)) &
               step.allowed;
    }
    /// This position with a queen on `bit` in the column of `step`.
    RingPosition with(std::uint32_t bit, const RingStep& step) const {
        return {used | bit, sums | (std::uint64_t{bit} << step.column), diffs | (std::uint64_t{bit} << step.mirrorColumn)};
    }
};

/// The most free columns a ring start leaves (a 32×32 board has 28 inside its ring).
inline constexpr int kMaxRingColumns = 32;

/// Counts the completions of `count` (>= 1, <= kMaxRingColumns) free columns described
/// by `steps`, from `position`. The nodes are also counted per column in `perColumn`
/// (`perColumn[i]`: the queens placed in the column of `steps[i]`), for the depth
/// profile; its first `count` entries must be zero on entry, and sum to the returned
/// `nodes` on return.
RingCount countRingCompletions(const RingStep* steps, int count, RingPosition position, std::uint64_t* perColumn);

/// The code path `countRingCompletions` runs on this processor ("x86-64-v3" or
/// "baseline"), for benchmark reports.
const char* ringCounterPath();

}  // namespace pw::queens
