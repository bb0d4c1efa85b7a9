#include "stepping_tracer.h"

namespace pw::ui {

void SteppingTracer::onNode(int depth) { records_.push_back(TreeRecord::node(depth)); }

void SteppingTracer::onGiven(int depth) { records_.push_back(TreeRecord::given(depth)); }

void SteppingTracer::onSummary(const WorkSummary& summary) {
    const std::vector<TreeRecord> records = TreeRecord::summary(summary);
    records_.insert(records_.end(), records.begin(), records.end());
}

void SteppingTracer::onEvent(const Event& event, std::span<const int> state) {
    {
        std::lock_guard lock(mailbox_.mutex);
        mailbox_.treeLog.insert(mailbox_.treeLog.end(), records_.begin(), records_.end());
        mailbox_.treeLog.push_back({event, TreeRecord::Kind::Event});
        records_.clear();
        const std::uint64_t serial = mailbox_.frameSerial.fetch_add(1) + 1;
        if (!mailbox_.frame) mailbox_.frame.emplace();
        mailbox_.frame->event = event;
        mailbox_.frame->state.assign(state.begin(), state.end());
        mailbox_.frame->serial = serial;
    }
    mailbox_.gate.wait(stop_);
}

}  // namespace pw::ui
