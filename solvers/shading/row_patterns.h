#pragma once
/// Rows as bit patterns for shading.v3 and v4: bit c of a row is column c, 1 = shaded.
/// Only the patterns with no k in a row are ever tried, most shaded first, so the first
/// grid found is a greedy one and a bound that fails for one pattern fails for all the
/// rest of the list.
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

namespace pw::shading {

/// The rows of a given width with no horizontal run of k, sorted by decreasing count.
///
/// For widths up to `kFitListMaxCols` it also lists, for every set of allowed cells, the
/// patterns that fit in it (in the same order), so a search tries only the rows that fit
/// below the rows above instead of scanning them all; the lists hold one entry per pair
/// (pattern, superset of it), 1.6 million for 13 columns but 42 million for 16, so wider
/// grids scan.
struct RowPatterns {
    static constexpr int kFitListMaxCols = 13;

    RowPatterns(int cols, int k);

    /// Indices of the patterns that may follow rows forbidding `forbidden`, most shaded
    /// first: exactly the fitting ones when lists are kept, else every pattern.
    std::span<const std::uint16_t> candidates(std::uint32_t forbidden) const {
        if (fitStart.empty()) return everyIndex;
        const std::uint32_t allowed = ~forbidden & all;
        return {fitIndex.data() + fitStart[allowed], fitStart[allowed + 1] - fitStart[allowed]};
    }

    int cols, k;
    std::uint32_t all;                  ///< the cols low bits
    std::vector<std::uint32_t> masks;   ///< the patterns, most shaded first
    std::vector<std::uint32_t> mirror;  ///< each pattern read right to left
    std::vector<int> count;             ///< shaded cells of each pattern
    /// For every set of forbidden cells (any mask of cols bits), the most shaded cells of
    /// a pattern that fits in the other cells: the best that the next row can hold.
    std::vector<std::uint8_t> bestFit;
    /// The mirror image of every mask of cols bits (patterns or forbidden sets).
    std::vector<std::uint16_t> mirrorMask;

private:
    std::vector<std::uint16_t> everyIndex;   // 0, 1, 2, ... (the scan of wide grids)
    std::vector<std::uint32_t> fitStart;     // per allowed set: where its list starts
    std::vector<std::uint16_t> fitIndex;     // the lists, one after the other
};

/// The cells of the next row that would close a vertical or diagonal run of k, from the
/// k − 1 rows above it: `above[0]` is the row just above, `above[k − 2]` the highest one.
/// A pattern p fits when `(p & forbidden) == 0`.
inline std::uint32_t forbiddenCells(std::span<const std::uint32_t> above, std::uint32_t all) {
    std::uint32_t vertical = all, diagonal = all, anti = all;
    for (std::size_t i = 0; i < above.size(); ++i) {
        const unsigned shift = static_cast<unsigned>(i + 1);
        vertical &= above[i];
        diagonal &= above[i] << shift;  // (r − i − 1, c − i − 1) leads down-right to (r, c)
        anti &= above[i] >> shift;      // (r − i − 1, c + i + 1) leads down-left to (r, c)
    }
    return (vertical | diagonal | anti) & all;
}

/// Mirror of a pattern of `cols` bits.
inline std::uint32_t mirrorPattern(std::uint32_t p, int cols) {
    std::uint32_t out = 0;
    for (int c = 0; c < cols; ++c) out |= ((p >> c) & 1u) << (cols - 1 - c);
    return out;
}

}  // namespace pw::shading
