#pragma once
/// A grading (grader.h) on a thread of its own, polled: the window's dialog reads the
/// book as it fills, step by step, and never waits for a run. Cancel stops it within a
/// run's poll, or once the compiles under way end; the destructor cancels and joins.
#include <atomic>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

#include "grader.h"

namespace pw::grading {

class BackgroundGrading {
public:
    BackgroundGrading(Assignment assignment, std::vector<std::string> files, GradeSettings settings);
    ~BackgroundGrading();
    BackgroundGrading(const BackgroundGrading&) = delete;
    BackgroundGrading& operator=(const BackgroundGrading&) = delete;

    void cancel() { stop_.request_stop(); }
    bool finished() const { return finished_.load(); }
    /// Steps done and to do (boards + files + files × boards).
    int done() const { return done_.load(); }
    int total() const { return total_; }
    /// The book as it stands; `steps` receives the steps taken since the last call.
    GradeBook book(std::vector<GradeStep>* steps = nullptr);

private:
    const int total_;
    std::stop_source stop_;
    std::atomic<bool> finished_{false};
    std::atomic<int> done_{0};
    std::mutex mutex_;  ///< guards book_ and steps_
    GradeBook book_;
    std::vector<GradeStep> steps_;
    std::jthread thread_;  ///< last: it stops and joins before the rest goes
};

}  // namespace pw::grading
