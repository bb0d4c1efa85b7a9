#pragma once
/// Ctrl+C in puzzle-bench: the first SIGINT asks the run to stop through its stop token
/// (a search honours it within 100 ms, a student's program is killed within 10 ms), so
/// the table is still printed with the interrupted row marked stopped and the versions
/// not yet run left out. The handler is reset by that first signal (SA_RESETHAND): a
/// second Ctrl+C ends the program at once, as usual.
///
/// A signal handler may not take a lock, and std::stop_source::request_stop may: the
/// handler only writes a byte to a pipe, and a thread of this object's own reads it and
/// requests the stop.
#include <atomic>
#include <csignal>
#include <stop_token>
#include <thread>

namespace pw::bench {

class InterruptStop {
public:
    /// Installs the SIGINT handler (one object at a time in the program).
    InterruptStop();
    /// Restores the handler there was, and ends the watching thread.
    ~InterruptStop();
    InterruptStop(const InterruptStop&) = delete;
    InterruptStop& operator=(const InterruptStop&) = delete;

    /// What the runs poll: requested once Ctrl+C was pressed.
    std::stop_token token() const { return source_.get_token(); }
    bool interrupted() const { return interrupted_.load(); }

private:
    void watch();

    std::stop_source source_;
    std::atomic<bool> interrupted_{false};
    int pipe_[2] = {-1, -1};
    struct sigaction previous_ {};
    bool installed_ = false;
    std::thread watcher_;
};

}  // namespace pw::bench
