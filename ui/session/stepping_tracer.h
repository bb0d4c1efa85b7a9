#pragma once
/// The tracer of step and play modes: it posts each event, with a copy of the state,
/// into the session's mailbox, then waits on the gate until the GUI lets the next one
/// through. A stop opens the gate, and the solver (polling every event when traced)
/// returns at once.
#include <stop_token>
#include <vector>

#include "core/tracer.h"
#include "session_mailbox.h"

namespace pw::ui {

class SteppingTracer final : public StepTracer {
public:
    SteppingTracer(SessionMailbox& mailbox, std::stop_token stop) : mailbox_(mailbox), stop_(std::move(stop)) {}
    void onEvent(const Event& event, std::span<const int> state) override;
    /// Noted for the search tree; handed over with the next event, under the same lock
    /// (so are a decision taken as given and a summary of untraced work).
    void onNode(int depth) override;
    void onGiven(int depth) override;
    void onSummary(const WorkSummary& summary) override;

private:
    SessionMailbox& mailbox_;
    std::vector<TreeRecord> records_;  ///< the tree's records since the last event
    std::stop_token stop_;
};

}  // namespace pw::ui
