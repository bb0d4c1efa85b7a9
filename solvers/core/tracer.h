#pragma once
/// Tracer policy. Every search algorithm is a template on a tracer type:
///
/// - `NullTracer` has `kEnabled == false`; its call is an empty inline function, so a
///   fast run compiles to the same code as an untraced one.
/// - `VirtualTracer` forwards each event, with a view of the current state, to a
///   `StepTracer` (the GUI's stepping tracer, which may block on a `StepGate`).
///
/// `kPollMask` tells a solver how often to poll for a stop: every 4096 nodes when
/// untraced, every node when traced (a traced run is slow anyway, and a stop that
/// arrives while it waits on the gate must take effect at the next event).
///
/// `node(depth, count)` is called where the search counts a node (through
/// `ProgressReporter::node`): the search-tree view builds its nodes from it and takes
/// their labels and fates from the events around it. `given(depth)` tells it of a
/// decision the search starts from without counting it (a task's first queens), so that
/// the nodes below stand at their own depth.
#include <cstdint>
#include <span>

#include "event.h"
#include "work_summary.h"

namespace pw {

/// Receives every event of a traced search; implemented outside the solvers.
class StepTracer {
public:
    virtual ~StepTracer() = default;
    /// `state` is the puzzle's current cells, in the same form as a solution.
    virtual void onEvent(const Event& event, std::span<const int> state) = 0;
    /// A node was counted at `depth` (see depth_profile.h); most tracers ignore it.
    virtual void onNode(int depth) { (void)depth; }
    /// A decision at `depth` that the search takes as given and does not count (a task's
    /// first queens): the next Place names it.
    virtual void onGiven(int depth) { (void)depth; }
    /// Nodes counted by work this run does not trace (see work_summary.h).
    virtual void onSummary(const WorkSummary& summary) { (void)summary; }
};

struct NullTracer {
    static constexpr bool kEnabled = false;
    static constexpr unsigned kPollMask = 4095;
    void operator()(const Event&, std::span<const int>) const {}
    void node(int, std::uint64_t) const {}
    void given(int) const {}
};

struct VirtualTracer {
    static constexpr bool kEnabled = true;
    static constexpr unsigned kPollMask = 0;
    StepTracer* target;
    void operator()(const Event& event, std::span<const int> state) const {
        target->onEvent(event, state);
    }
    void node(int depth, std::uint64_t count) const {
        for (std::uint64_t i = 0; i < count; ++i) target->onNode(depth);
    }
    void given(int depth) const { target->onGiven(depth); }
};

template <class T>
concept Tracer = requires(const T& t, const Event& e, std::span<const int> s) {
    { T::kEnabled } -> std::convertible_to<bool>;
    { T::kPollMask } -> std::convertible_to<unsigned>;
    t(e, s);
    t.node(0, std::uint64_t{1});
};

}  // namespace pw
