#pragma once
/// How the threads of shading.v4 and v5 share a pass of the row search.
///
/// The work of a pass is very uneven: below some first rows the bound cuts at once,
/// below others lie most of the optimal grids. So the work is not cut up in advance;
/// it is split when a thread runs out of it. The thread that runs the pass starts alone
/// on the whole search; the other threads of the team wait. A busy thread looks at every
/// poll (every few thousand patterns tried) whether one waits, and if so it gives away
/// the untried rest of its shallowest loop — the patterns of some row r still to try
/// below its rows 1..r − 1, the biggest piece it has — and stops that loop where it is.
/// The waiting thread presets those rows and runs the loop over that range. A pass ends
/// when no piece is queued and no thread is busy.
///
/// A small grid's pass ends before its first poll: the other threads never wake, and the
/// run costs what one thread costs. The threads are started once per run.
#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "model.h"

namespace pw::shading {

/// A part of a row search given away: the rows above it, and a range of the candidate
/// patterns of the next row still to try.
struct SearchPiece {
    std::array<std::uint32_t, kMaxSide> rows{};  ///< rows 0..depth − 1
    int depth = 0;
    int shaded = 0;          ///< shaded cells of those rows
    bool symmetric = false;  ///< those rows all read the same both ways
    std::uint32_t begin = 0, end = 0;  ///< positions in the row's candidate list
};

/// Runs a piece given away during a pass on thread `thread` of the team (0 is the
/// thread that runs the pass).
class PieceRunner {
public:
    virtual void runPiece(unsigned thread, const SearchPiece& piece) = 0;

protected:
    ~PieceRunner() = default;
};

/// The threads of a run and the pieces they hand each other.
class WorkShare {
public:
    /// Starts `threads` − 1 helper threads, which wait for pieces.
    explicit WorkShare(unsigned threads);
    /// Stops and joins the helpers.
    ~WorkShare();
    WorkShare(const WorkShare&) = delete;
    WorkShare& operator=(const WorkShare&) = delete;

    unsigned threads() const { return static_cast<unsigned>(helpers_.size()) + 1; }

    /// Asked at every poll of a busy thread: true when a thread waits for work that no
    /// queued piece will give it.
    bool wanted() const {
        return waiting_.load(std::memory_order_relaxed) > queued_.load(std::memory_order_relaxed);
    }
    /// Queues a piece and wakes a waiting thread.
    void give(const SearchPiece& piece);

    /// Runs one pass: `root` on the calling thread, then every piece given away by any
    /// thread until none is left and no thread is busy. `runner` runs the pieces.
    void runPass(PieceRunner& runner, const std::function<void()>& root);

private:
    // Takes the queued pieces until the pass is over (calling thread) or the team stops.
    void serve(unsigned thread, std::unique_lock<std::mutex>& lock, bool untilPassEnds);

    std::mutex mutex_;
    std::condition_variable wake_;
    std::vector<SearchPiece> queue_;
    PieceRunner* runner_ = nullptr;
    int busy_ = 0;
    bool stopping_ = false;
    std::atomic<int> waiting_{0};
    std::atomic<int> queued_{0};
    std::vector<std::jthread> helpers_;
};

}  // namespace pw::shading
