#pragma once
/// Mutations of a valid text, the way real inputs go wrong: cut short, a slice twice,
/// lines added or dropped, stray bytes, huge or negative numbers, blanks and line ends
/// changed, two texts spliced, or pure noise. Deterministic for a given seed, so a
/// failure found by the randomized test is found again.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace pw::fuzz {

class Mutator {
public:
    explicit Mutator(std::uint64_t seed) : rng_(seed) {}
    /// A new input: a seed mutated one to four times, or now and then pure noise.
    std::string next(const std::vector<std::string>& seeds);

private:
    std::size_t below(std::size_t n) { return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }
    void mutate(std::string& text, const std::vector<std::string>& seeds);

    std::mt19937_64 rng_;
};

}  // namespace pw::fuzz
