#pragma once
/// A merge of two versions' trees (merge_run.h) on a thread of its own, for a window that
/// never waits: it starts at once, is polled (`done`, `progress`), stopped (`stop`, or by
/// being destroyed, which joins the thread), and its result taken once done.
#include <atomic>
#include <thread>

#include "merge_run.h"

namespace pw {

class MergeJob {
public:
    explicit MergeJob(MergeRequest request);
    ~MergeJob() = default;  // the thread is asked to stop and joined first
    MergeJob(const MergeJob&) = delete;
    MergeJob& operator=(const MergeJob&) = delete;

    const MergeRequest& request() const { return request_; }
    bool done() const { return done_.load(std::memory_order_acquire); }
    const MergeProgress& progress() const { return progress_; }
    /// Asks the runs to stop; `done` follows within a search's poll (100 ms).
    void stop() { thread_.request_stop(); }
    /// Once done: the result, moved out (call once).
    MergeResult take();

private:
    MergeRequest request_;
    MergeProgress progress_;
    MergeResult result_;
    std::atomic<bool> done_{false};
    std::jthread thread_;  // last: started once the rest is built, joined before it goes
};

}  // namespace pw
