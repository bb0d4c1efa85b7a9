#pragma once
/// Search counters. Every solver keeps one `Stats` per thread, always on and exact;
/// the classic lessons quote these numbers, so they are never sampled or estimated.
///
/// `nodes`, `checks`, `solutions` and `prunes` mean the same for every puzzle; `extra`
/// holds the puzzle's own counters, whose names the registry entry lists in the same
/// order (so hot loops index an array instead of looking up a string).
#include <array>
#include <cstdint>

namespace pw {

struct Stats {
    static constexpr int kExtraCount = 8;

    std::uint64_t nodes = 0;      ///< partial states visited
    std::uint64_t checks = 0;     ///< rule tests performed (the lesson's "ok() calls")
    std::uint64_t solutions = 0;  ///< complete solutions found
    std::uint64_t prunes = 0;     ///< branches cut before they were finished
    std::array<std::uint64_t, kExtraCount> extra{};

    Stats& operator+=(const Stats& o) {
        nodes += o.nodes;
        checks += o.checks;
        solutions += o.solutions;
        prunes += o.prunes;
        for (int i = 0; i < kExtraCount; ++i) extra[i] += o.extra[i];
        return *this;
    }
    friend Stats operator-(Stats a, const Stats& b) {
        a.nodes -= b.nodes;
        a.checks -= b.checks;
        a.solutions -= b.solutions;
        a.prunes -= b.prunes;
        for (int i = 0; i < kExtraCount; ++i) a.extra[i] -= b.extra[i];
        return a;
    }
    friend bool operator==(const Stats&, const Stats&) = default;
};

}  // namespace pw
