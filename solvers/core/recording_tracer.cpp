#include "recording_tracer.h"

namespace pw {

void RecordingTracer::onNode(int depth) {
    if (!capped_) pending_.push_back(TreeRecord::node(depth));
}

void RecordingTracer::onGiven(int depth) {
    if (!capped_) pending_.push_back(TreeRecord::given(depth));
}

void RecordingTracer::onSummary(const WorkSummary& summary) {
    if (capped_) return;
    const std::vector<TreeRecord> records = TreeRecord::summary(summary);
    pending_.insert(pending_.end(), records.begin(), records.end());
}

Stats RecordingTracer::counters() const {
    Stats s = live_ ? live_->snapshot() : Stats{};
    if (sink_) s.solutions = sink_->total();
    return s;
}

bool RecordingTracer::record(const Event& event, std::span<const int> state, std::vector<TreeRecord>* tree) {
    if (capped_) return false;
    const Stats now = counters();
    const bool recorded = recording_.write([&](Recording& r) {
        // The tree records go in even when the event does not: they came before it.
        for (const TreeRecord& t : pending_) r.appendTree(t);
        return r.append(event, state, now);
    });
    if (tree && recorded) tree->insert(tree->end(), pending_.begin(), pending_.end());
    pending_.clear();
    if (!recorded) {
        capped_ = true;
        if (atCap_ == AtRecordingCap::Stop && stop_) stop_->request_stop();
    }
    return recorded;
}

}  // namespace pw
