#include "work_share.h"

namespace pw::shading {

WorkShare::WorkShare(unsigned threads) {
    for (unsigned t = 1; t < threads; ++t)
        helpers_.emplace_back([this, t] {
            std::unique_lock lock(mutex_);
            serve(t, lock, false);
        });
}

WorkShare::~WorkShare() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    helpers_.clear();  // joins
}

void WorkShare::give(const SearchPiece& piece) {
    {
        std::lock_guard lock(mutex_);
        queue_.push_back(piece);
        queued_.store(static_cast<int>(queue_.size()), std::memory_order_relaxed);
    }
    wake_.notify_one();
}

void WorkShare::runPass(PieceRunner& runner, const std::function<void()>& root) {
    std::unique_lock lock(mutex_);
    runner_ = &runner;
    ++busy_;
    lock.unlock();
    root();
    lock.lock();
    --busy_;
    serve(0, lock, true);
    runner_ = nullptr;
}

void WorkShare::serve(unsigned thread, std::unique_lock<std::mutex>& lock, bool untilPassEnds) {
    for (;;) {
        if (!queue_.empty()) {
            const SearchPiece piece = queue_.front();  // the oldest piece, often the biggest
            queue_.erase(queue_.begin());
            queued_.store(static_cast<int>(queue_.size()), std::memory_order_relaxed);
            PieceRunner* runner = runner_;
            ++busy_;
            lock.unlock();
            runner->runPiece(thread, piece);
            lock.lock();
            // The last busy thread with nothing queued ends the pass: its owner may wait.
            if (--busy_ == 0 && queue_.empty()) wake_.notify_all();
            continue;
        }
        if (untilPassEnds ? busy_ == 0 : stopping_) return;
        waiting_.fetch_add(1, std::memory_order_relaxed);
        wake_.wait(lock);
        waiting_.fetch_sub(1, std::memory_order_relaxed);
    }
}

}  // namespace pw::shading
