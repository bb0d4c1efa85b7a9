#include "file_writer.h"

#include "io/atomic_write.h"

namespace pw::ui {

FileWriter::FileWriter(ErrorHandler onError)
    : onError_(std::move(onError)), thread_([this](std::stop_token stop) { run(stop); }) {}

FileWriter::~FileWriter() {
    thread_.request_stop();
    changed_.notify_all();
    thread_.join();  // run() writes what is pending before it returns
}

void FileWriter::write(const QString& path, QByteArray bytes) {
    {
        std::lock_guard lock(mutex_);
        pending_[path] = std::move(bytes);
    }
    changed_.notify_all();
}

void FileWriter::flush() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return pending_.empty() && writing_ == 0; });
}

void FileWriter::run(std::stop_token stop) {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, stop, [this] { return !pending_.empty(); });
        if (pending_.empty()) return;  // stopped with nothing left to write
        auto node = pending_.extract(pending_.begin());
        ++writing_;
        lock.unlock();
        QString error;
        if (!writeFileAtomically(node.key(), node.mapped(), &error) && onError_) onError_(node.key(), error);
        lock.lock();
        --writing_;
        changed_.notify_all();  // a flush may be waiting
    }
}

}  // namespace pw::ui
