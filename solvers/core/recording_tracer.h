#pragma once
/// A stepping tracer that records: each event goes into a `SharedRecording` with the
/// state it came in, the counters at that moment (the live counters the search
/// publishes, the solutions its sink has counted) and the tree records before it. It
/// does not wait: the session's stepping tracer adds the gate, a benchmark or a test
/// records at full speed.
///
/// At the cap it records nothing more and, as asked, either stops the run (through the
/// stop source it was given) or lets it go on to its end unrecorded: the tracer then
/// answers every call at once.
#include <stop_token>
#include <vector>

#include "live_stats.h"
#include "shared_recording.h"
#include "solution_sink.h"
#include "tracer.h"

namespace pw {

/// What a full recording does to its run.
enum class AtRecordingCap : std::uint8_t {
    Stop,    ///< the run stops at its last recorded event
    GoOn,    ///< the run goes on to its end, unrecorded and untraced
};

class RecordingTracer : public StepTracer {
public:
    RecordingTracer(SharedRecording& recording, const LiveStats* live, const SolutionSink* sink,
                    AtRecordingCap atCap = AtRecordingCap::Stop, std::stop_source* stop = nullptr)
        : recording_(recording), live_(live), sink_(sink), atCap_(atCap), stop_(stop) {}

    void onEvent(const Event& event, std::span<const int> state) override { record(event, state); }
    void onNode(int depth) override;
    void onGiven(int depth) override;
    void onSummary(const WorkSummary& summary) override;

    /// The recording refused an event: nothing more is recorded.
    bool capped() const { return capped_; }
    /// The counters the next event would be recorded with.
    Stats counters() const;

protected:
    /// Records the event and the tree records before it (appended to `tree` too when
    /// given); false when the cap refused it, and from then on.
    bool record(const Event& event, std::span<const int> state, std::vector<TreeRecord>* tree = nullptr);

private:
    SharedRecording& recording_;
    const LiveStats* live_;
    const SolutionSink* sink_;
    AtRecordingCap atCap_;
    std::stop_source* stop_;
    std::vector<TreeRecord> pending_;  ///< tree records since the last event
    bool capped_ = false;
};

}  // namespace pw
