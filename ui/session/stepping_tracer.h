#pragma once
/// The tracer of step and play modes: it records each event (recording_tracer.h), posts
/// it with a copy of the state into the session's mailbox, then waits on the gate until
/// the GUI lets the next one through. A stop opens the gate, and the solver (polling
/// every event when traced) returns at once. Past the recording's cap it either stops
/// the run or lets it go on to its end without waiting or posting anything.
#include <stop_token>
#include <vector>

#include "core/recording_tracer.h"
#include "session_mailbox.h"

namespace pw::ui {

class SteppingTracer final : public RecordingTracer {
public:
    SteppingTracer(SessionMailbox& mailbox, const RunSlot& slot, std::stop_token stop, AtRecordingCap atCap,
                   std::stop_source* stopSource)
        : RecordingTracer(*mailbox.recording, &slot.live, &slot.sink, atCap, stopSource), mailbox_(mailbox),
          stop_(std::move(stop)) {}
    void onEvent(const Event& event, std::span<const int> state) override;

private:
    SessionMailbox& mailbox_;
    std::vector<TreeRecord> records_;  ///< the tree's records up to this event
    std::stop_token stop_;
};

}  // namespace pw::ui
