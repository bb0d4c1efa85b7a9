#pragma once
/// Random choices that a seed reproduces on any machine. The standard engines are fixed
/// by the standard, but `std::uniform_int_distribution` and `std::shuffle` are not (each
/// library draws differently), so a worksheet made from a seed by one build could differ
/// from the same seed elsewhere. This generator is SplitMix64 (Steele, Lea and Flood
/// 2014), with its own bounded draw and Fisher-Yates shuffle.
#include <cstdint>
#include <utility>
#include <vector>

namespace pw {

/// A small seeded generator: the same seed gives the same draws everywhere.
class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    /// A number in 0..bound-1 (bound > 0), without the modulo's bias: draws above the
    /// largest multiple of `bound` are drawn again.
    std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
        std::uint64_t x = next();
        while (x >= limit) x = next();
        return x % bound;
    }
    int below(int bound) { return static_cast<int>(below(static_cast<std::uint64_t>(bound))); }

    /// Fisher-Yates, from the back.
    template <class T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[static_cast<std::size_t>(below(static_cast<std::uint64_t>(i)))]);
    }

    /// 0, 1, ..., count-1 in a random order.
    std::vector<int> permutation(int count) {
        std::vector<int> out(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) out[static_cast<std::size_t>(i)] = i;
        shuffle(out);
        return out;
    }

private:
    std::uint64_t state_;
};

}  // namespace pw
