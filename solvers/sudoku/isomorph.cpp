#include "isomorph.h"

#include <numeric>

namespace pw::sudoku {

namespace {

/// splitmix64 (Steele, Lea and Flood): a small generator whose output is fixed by its seed
/// on every platform.
class SplitMix {
public:
    explicit SplitMix(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// Uniform in 0..bound−1 (bound ≤ 16 here: the modulo's bias is below 2^-59).
    int below(int bound) { return static_cast<int>(next() % static_cast<std::uint64_t>(bound)); }

private:
    std::uint64_t state_;
};

std::vector<int> shuffled(int count, SplitMix& rng) {
    std::vector<int> v(static_cast<std::size_t>(count));
    std::iota(v.begin(), v.end(), 0);
    for (int i = count - 1; i > 0; --i) std::swap(v[static_cast<std::size_t>(i)], v[static_cast<std::size_t>(rng.below(i + 1))]);
    return v;
}

// The bands (or stacks) in a random order, and the lines of each in a random order.
std::vector<int> linePermutation(int box, SplitMix& rng) {
    std::vector<int> out;
    for (int band : shuffled(box, rng))
        for (int i : shuffled(box, rng)) out.push_back(band * box + i);
    return out;
}

}  // namespace

Isomorph randomIsomorph(int box, std::uint64_t seed) {
    SplitMix rng(seed);
    Isomorph map;
    map.box = box;
    map.digits = shuffled(box * box, rng);
    for (int& d : map.digits) ++d;
    map.rows = linePermutation(box, rng);
    map.cols = linePermutation(box, rng);
    map.transposed = (rng.next() >> 63) != 0;
    return map;
}

std::vector<int> applyIsomorph(const Isomorph& map, std::span<const int> cells) {
    const int n = map.box * map.box;
    std::vector<int> out(static_cast<std::size_t>(n * n));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int sr = map.rows[static_cast<std::size_t>(r)], sc = map.cols[static_cast<std::size_t>(c)];
            const int digit = cells[static_cast<std::size_t>(map.transposed ? sc * n + sr : sr * n + sc)];
            out[static_cast<std::size_t>(r * n + c)] = digit == 0 ? 0 : map.digits[static_cast<std::size_t>(digit - 1)];
        }
    return out;
}

std::vector<Instance> isomorphsOf(const std::vector<Instance>& puzzles, std::uint64_t seed) {
    std::vector<Instance> out;
    out.reserve(puzzles.size());
    SplitMix seeds(seed);
    for (const Instance& puzzle : puzzles) {
        Instance copy = puzzle;
        const std::uint64_t own = seeds.next();  // drawn even for an empty grid: the i-th map stays the i-th
        if (!copy.cells.empty()) copy.cells = applyIsomorph(randomIsomorph(puzzle.k, own), puzzle.cells);
        out.push_back(std::move(copy));
    }
    return out;
}

}  // namespace pw::sudoku
