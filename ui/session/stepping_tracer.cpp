#include "stepping_tracer.h"

namespace pw::ui {

void SteppingTracer::onEvent(const Event& event, std::span<const int> state) {
    // A stop opens the gate: the events the search emits before it notices are not shown,
    // and not recorded either.
    if (stop_.stop_requested()) return;
    if (!record(event, state, &records_)) {
        mailbox_.recordingCapped = true;
        return;  // stopped, or going on unrecorded: no frame, no wait
    }
    {
        std::lock_guard lock(mailbox_.mutex);
        mailbox_.treeLog.insert(mailbox_.treeLog.end(), records_.begin(), records_.end());
        mailbox_.treeLog.push_back({event, TreeRecord::Kind::Event});
        const std::uint64_t serial = mailbox_.frameSerial.fetch_add(1) + 1;
        if (!mailbox_.frame) mailbox_.frame.emplace();
        mailbox_.frame->event = event;
        mailbox_.frame->state.assign(state.begin(), state.end());
        mailbox_.frame->serial = serial;
    }
    records_.clear();
    mailbox_.gate.wait(stop_);
}

}  // namespace pw::ui
