#include "search_context.h"

namespace pw {

void SearchContext::setBudget(std::chrono::duration<double> budget) {
    deadline_ = sink_.start() + std::chrono::duration_cast<Clock::duration>(budget);
}

bool SearchContext::stopRequested() const {
    if (stopped_.load(std::memory_order_relaxed)) return true;
    if (stop_.stop_requested() || (deadline_ && Clock::now() >= *deadline_)) {
        stopped_.store(true, std::memory_order_relaxed);
        return true;
    }
    return false;
}

void SearchContext::addDepthCounts(const DepthCounts& counts) const {
    // No separate empty() test: addTo finds the deepest count once, and adds nothing
    // when there is none.
    std::lock_guard lock(depthMutex_);
    counts.addTo(nodesPerDepth_);
}

std::vector<std::uint64_t> SearchContext::nodesPerDepth() const {
    std::lock_guard lock(depthMutex_);
    return nodesPerDepth_;
}

}  // namespace pw
