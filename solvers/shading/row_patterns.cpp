#include "row_patterns.h"

#include <algorithm>
#include <numeric>

namespace pw::shading {

RowPatterns::RowPatterns(int cols_, int k_) : cols(cols_), k(k_), all((1u << cols_) - 1u) {
    for (std::uint32_t p = 0; p <= all; ++p) {
        std::uint32_t run = p;  // bit c survives when columns c..c+k−1 are all shaded
        for (int i = 1; i < k; ++i) run &= p >> i;
        if (run == 0) masks.push_back(p);
    }
    // Most shaded first; equal counts in increasing value, so the order is reproducible.
    std::stable_sort(masks.begin(), masks.end(),
                     [](std::uint32_t a, std::uint32_t b) { return std::popcount(a) > std::popcount(b); });
    for (std::uint32_t p : masks) {
        mirror.push_back(mirrorPattern(p, cols));
        count.push_back(std::popcount(p));
    }
    // The best pattern inside each set of allowed cells: the set itself when it is a
    // pattern, else the best inside the set less one cell (every subset of a pattern is
    // one, so this walk over the subsets reaches the best in 2^cols × cols steps).
    std::vector<std::uint8_t> bestInside(static_cast<std::size_t>(all) + 1, 0);
    for (std::uint32_t allowed = 1; allowed <= all; ++allowed) {
        std::uint32_t run = allowed;
        for (int i = 1; i < k; ++i) run &= allowed >> i;
        std::uint8_t best = run == 0 ? static_cast<std::uint8_t>(std::popcount(allowed)) : 0;
        for (std::uint32_t rest = allowed; rest != 0 && run != 0; rest &= rest - 1)
            best = std::max(best, bestInside[allowed & ~(rest & (0u - rest))]);
        bestInside[allowed] = best;
    }
    bestFit.resize(bestInside.size());
    mirrorMask.resize(bestInside.size());
    for (std::uint32_t f = 0; f <= all; ++f) {
        bestFit[f] = bestInside[~f & all];
        mirrorMask[f] = static_cast<std::uint16_t>(mirrorPattern(f, cols));
    }

    everyIndex.resize(masks.size());
    std::iota(everyIndex.begin(), everyIndex.end(), std::uint16_t{0});
    if (cols > kFitListMaxCols) return;

    // Every superset of a pattern lists it; walking the patterns in order keeps each list
    // sorted. Two passes: the sizes, then the entries.
    const auto forEachSuperset = [this](std::uint32_t p, auto&& visit) {
        const std::uint32_t free = all & ~p;
        for (std::uint32_t s = free;; s = (s - 1) & free) {
            visit(p | s);
            if (s == 0) break;
        }
    };
    fitStart.assign(static_cast<std::size_t>(all) + 2, 0);
    for (std::uint32_t p : masks) forEachSuperset(p, [&](std::uint32_t m) { ++fitStart[m + 1]; });
    std::partial_sum(fitStart.begin(), fitStart.end(), fitStart.begin());
    fitIndex.resize(fitStart.back());
    std::vector<std::uint32_t> fill(fitStart.begin(), fitStart.end() - 1);
    for (std::size_t i = 0; i < masks.size(); ++i)
        forEachSuperset(masks[i], [&](std::uint32_t m) { fitIndex[fill[m]++] = static_cast<std::uint16_t>(i); });
}

}  // namespace pw::shading
