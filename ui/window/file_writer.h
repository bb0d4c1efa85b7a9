#pragma once
/// Writes files on a thread of its own, so that the GUI thread never waits for a disk
/// (QSaveFile syncs before it renames, which can take a while on a busy disk). Each
/// path keeps only the newest bytes asked for: a board changed ten times while the disk
/// was busy is written once, as it is now. A failed write is reported through
/// `onError`, called on the writer's thread.
#include <QByteArray>
#include <QString>

#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <thread>

namespace pw::ui {

class FileWriter {
public:
    using ErrorHandler = std::function<void(const QString& path, const QString& error)>;

    explicit FileWriter(ErrorHandler onError);
    /// Writes what is pending, then stops the thread.
    ~FileWriter();
    FileWriter(const FileWriter&) = delete;
    FileWriter& operator=(const FileWriter&) = delete;

    /// Queues `bytes` for `path`, replacing what was queued for it and not written yet.
    void write(const QString& path, QByteArray bytes);
    /// Blocks until every write queued so far is done.
    void flush();

private:
    void run(std::stop_token stop);

    ErrorHandler onError_;
    std::mutex mutex_;
    std::condition_variable_any changed_;
    std::map<QString, QByteArray> pending_;  ///< guarded by mutex_
    int writing_ = 0;                        ///< files being written now, guarded by mutex_
    std::jthread thread_;                    ///< last: started once the rest is built
};

}  // namespace pw::ui
