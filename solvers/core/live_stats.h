#pragma once
/// The latest counters of a running search, readable from another thread at any time.
/// Solver threads add their deltas at each poll (see `ProgressReporter`), so several
/// threads of one search add up instead of overwriting each other.
#include <array>
#include <atomic>
#include <cstdint>

#include "stats.h"

namespace pw {

class LiveStats {
public:
    void add(const Stats& delta);
    Stats snapshot() const;

private:
    std::atomic<std::uint64_t> nodes_{0}, checks_{0}, solutions_{0}, prunes_{0};
    std::array<std::atomic<std::uint64_t>, Stats::kExtraCount> extra_{};
};

}  // namespace pw
