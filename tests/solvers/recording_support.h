#pragma once
// What the Recording tests share (the solver tests and the GUI's): a board on which every
// version of every puzzle ends in a moment when traced, and a traced run recorded with
// what the tracer was told at each event, to compare the recording against.
#include <chrono>
#include <memory>
#include <stop_token>
#include <vector>

#include "all_puzzles.h"
#include "core/recording_tracer.h"
#include "core/registry.h"

namespace pw::recording_test {

/// A board small enough that every mode of every version ends in a moment when traced
/// (the boards of the tree's tests).
inline Instance smallInstance(const AlgorithmInfo& a) {
    const PuzzleInfo& puzzle = *builtinRegistry().puzzle(a.puzzle);
    if (a.puzzle == "sudoku") {  // Wikipedia's example: 51 blanks, one solution
        return puzzle.parseInstances("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n")
            ->front();
    }
    SizeRequest request;
    if (a.puzzle == "queens") request.size = 6;
    if (a.puzzle == "lightsout") request = {.rows = 2, .cols = 3};
    if (a.puzzle == "shading") request = {.size = 4, .k = 3};
    Instance instance = *puzzle.makeInstance(request);
    if (a.puzzle == "magic") {  // Lo Shu's first cells given
        instance.cells = a.id == "magic.v1" ? std::vector<int>{2, 7, 6, 9, 5, 0, 0, 0, 0}
                                            : std::vector<int>{2, 7, 0, 0, 0, 0, 0, 0, 0};
    }
    return instance;
}

/// Records as the session does, and keeps what it was told at each recorded event.
class ReferenceTracer final : public RecordingTracer {
public:
    using RecordingTracer::RecordingTracer;
    void onEvent(const Event& event, std::span<const int> state) override {
        const Stats now = counters();
        if (record(event, state)) posted.push_back({posted.size(), event, {state.begin(), state.end()}, now});
    }
    std::vector<RecordedMoment> posted;
};

struct TracedRun {
    RunResult result;
    std::shared_ptr<SharedRecording> recording;
    std::vector<RecordedMoment> posted;
    bool capped = false;
};

/// A traced run of `a`, recorded under `cap`.
inline TracedRun traceRun(const AlgorithmInfo& a, const Instance& instance, Mode mode, RecordingCap cap = {},
                          AtRecordingCap atCap = AtRecordingCap::Stop) {
    TracedRun run;
    run.recording = std::make_shared<SharedRecording>(cap);
    LiveStats live;
    SolutionSink sink(16);
    std::stop_source stop;
    ReferenceTracer tracer(*run.recording, &live, &sink, atCap, &stop);
    SearchContext ctx(sink, stop.get_token(), &live, &tracer);
    ctx.setBudget(std::chrono::seconds(60));  // a guard: each run takes milliseconds
    run.result = runAlgorithm(a, instance, {mode, 1, false}, ctx);
    run.result.stats.solutions = sink.total();
    run.posted = std::move(tracer.posted);
    run.capped = tracer.capped();
    return run;
}

/// Every built-in version.
inline std::vector<const AlgorithmInfo*> everyVersion() {
    std::vector<const AlgorithmInfo*> out;
    for (const AlgorithmInfo& a : builtinRegistry().algorithms()) out.push_back(&a);
    return out;
}

}  // namespace pw::recording_test
