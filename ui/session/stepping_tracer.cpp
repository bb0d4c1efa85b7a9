#include "stepping_tracer.h"

namespace pw::ui {

void SteppingTracer::onNode(int depth) {
    Event node;
    node.depth = static_cast<std::int16_t>(depth);
    nodes_.push_back({node, true});
}

void SteppingTracer::onEvent(const Event& event, std::span<const int> state) {
    {
        std::lock_guard lock(mailbox_.mutex);
        mailbox_.treeLog.insert(mailbox_.treeLog.end(), nodes_.begin(), nodes_.end());
        mailbox_.treeLog.push_back({event, false});
        nodes_.clear();
        const std::uint64_t serial = mailbox_.frameSerial.fetch_add(1) + 1;
        if (!mailbox_.frame) mailbox_.frame.emplace();
        mailbox_.frame->event = event;
        mailbox_.frame->state.assign(state.begin(), state.end());
        mailbox_.frame->serial = serial;
    }
    mailbox_.gate.wait(stop_);
}

}  // namespace pw::ui
