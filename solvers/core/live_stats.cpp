#include "live_stats.h"

namespace pw {

void LiveStats::add(const Stats& d) {
    constexpr auto relaxed = std::memory_order_relaxed;
    nodes_.fetch_add(d.nodes, relaxed);
    checks_.fetch_add(d.checks, relaxed);
    solutions_.fetch_add(d.solutions, relaxed);
    prunes_.fetch_add(d.prunes, relaxed);
    for (int i = 0; i < Stats::kExtraCount; ++i)
        if (d.extra[i] != 0) extra_[i].fetch_add(d.extra[i], relaxed);
}

Stats LiveStats::snapshot() const {
    constexpr auto relaxed = std::memory_order_relaxed;
    Stats s;
    s.nodes = nodes_.load(relaxed);
    s.checks = checks_.load(relaxed);
    s.solutions = solutions_.load(relaxed);
    s.prunes = prunes_.load(relaxed);
    for (int i = 0; i < Stats::kExtraCount; ++i) s.extra[i] = extra_[i].load(relaxed);
    return s;
}

}  // namespace pw
