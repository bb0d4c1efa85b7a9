#pragma once
/// The current run's recording and its cursor: the event the window shows. Widget-free;
/// the model owns it (WorkbenchModel::runCursor).
///
/// A stepped or played run's recording grows as the session's worker writes it; the
/// cursor follows its last event until the user goes back (Step back, the timeline, a
/// node of the tree), and follows it again once brought back to it. An opened run's
/// recording does not grow. The moment at the cursor (the event, the board's state, the
/// counters then) is sought once per move, so every view reads the same one.
#include <QObject>

#include <memory>

#include "core/shared_recording.h"

namespace pw::ui {

class RunCursor final : public QObject {
    Q_OBJECT
public:
    explicit RunCursor(QObject* parent = nullptr) : QObject(parent) {}

    /// A new recording (null: none), the cursor on its last event, following it.
    void setRecording(std::shared_ptr<SharedRecording> recording, bool live);
    const std::shared_ptr<SharedRecording>& recording() const { return recording_; }
    /// The recording still grows: a stepped or played run goes on.
    bool isLive() const { return live_; }
    void setLive(bool live) { live_ = live; }

    /// Events recorded, as of the last `refresh`.
    std::uint64_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    std::uint64_t position() const { return position_; }
    bool atEnd() const { return position_ + 1 >= size_; }
    /// The cursor moves along with each new event.
    bool following() const { return following_; }

    /// Goes to event `k` (clamped to the recording), following again on the last one.
    void moveTo(std::uint64_t k);
    /// Takes the events recorded since the last call (the session's tick); the cursor
    /// moves along when it follows.
    void refresh();
    /// The event at the cursor, its state and the counters then.
    const RecordedMoment& moment() const { return moment_; }

signals:
    /// The cursor moved (or its recording changed).
    void moved();
    /// More events were recorded.
    void grew();

private:
    void seek();

    std::shared_ptr<SharedRecording> recording_;
    bool live_ = false;
    bool following_ = true;
    std::uint64_t size_ = 0;
    std::uint64_t position_ = 0;
    RecordedMoment moment_;
    bool sought_ = false;
};

}  // namespace pw::ui
