// What recording a stepped run costs (issue 31, docs/PERFORMANCE.md): 10^6 events of
// queens.v1 at N = 8 and of sudoku.v1 on a 9×9 board recorded as Play at full speed
// records them (the recording tracer, then the step gate playing at no set rate, as the
// session's tracer does; the GUI's copy of each frame left out), with the recording's
// bytes; and a seek to any event of such a recording.
#include <benchmark/benchmark.h>

#include <map>
#include <random>
#include <stop_token>

#include "all_puzzles.h"
#include "core/recording_tracer.h"
#include "core/step_gate.h"

namespace {

using namespace pw;

/// Records each event, then passes the gate, as the session's stepping tracer does.
class GatedRecorder final : public RecordingTracer {
public:
    GatedRecorder(SharedRecording& r, const LiveStats* live, const SolutionSink* sink, std::stop_source* stop,
                  StepGate& gate)
        : RecordingTracer(r, live, sink, AtRecordingCap::Stop, stop), gate_(gate), token_(stop->get_token()) {}
    void onEvent(const Event& event, std::span<const int> state) override {
        if (record(event, state)) gate_.wait(token_);
    }

private:
    StepGate& gate_;
    std::stop_token token_;
};

Instance boardOf(const std::string& id) {
    if (id == "sudoku.v1")  // made against naive backtracking: millions of digits tried
        return builtinRegistry()
            .puzzle("sudoku")
            ->parseInstances("..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n")
            ->front();
    return *builtinRegistry().puzzle("queens")->makeInstance({.size = 8});
}

/// A traced run of `id` recorded up to `events`; the recording.
std::shared_ptr<SharedRecording> record(const std::string& id, std::uint64_t events) {
    auto recording = std::make_shared<SharedRecording>(RecordingCap{.events = events});
    LiveStats live;
    SolutionSink sink(16);
    std::stop_source stop;
    StepGate gate;
    gate.play(0);
    GatedRecorder tracer(*recording, &live, &sink, &stop, gate);
    SearchContext ctx(sink, stop.get_token(), &live, &tracer);
    runAlgorithm(*builtinRegistry().algorithm(id), boardOf(id), {Mode::All, 1, false}, ctx);
    return recording;
}

void BM_RecordAMillionEvents(benchmark::State& state, const char* id) {
    std::size_t bytes = 0;
    for (auto _ : state) {
        auto recording = record(id, 1'000'000);
        if (recording->size() != 1'000'000) state.SkipWithError("the run ended before 10^6 events");
        bytes = recording->read([](const Recording& r) { return r.memoryBytes(); });
    }
    state.counters["MB"] = static_cast<double>(bytes) / 1e6;
    state.counters["events/s"] = benchmark::Counter(1e6, benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK_CAPTURE(BM_RecordAMillionEvents, queens_v1_n8, "queens.v1")->Unit(benchmark::kSecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_RecordAMillionEvents, sudoku_v1, "sudoku.v1")->Unit(benchmark::kSecond)->Iterations(3);

/// The same run traced without recording (a tracer that only passes the gate): what
/// stepping cost before recordings, to set beside the line above.
void BM_TracedWithoutRecording(benchmark::State& state, const char* id) {
    struct Gated final : StepTracer {
        StepGate* gate;
        std::stop_token token;
        std::uint64_t left;
        std::stop_source* stop;
        void onEvent(const Event&, std::span<const int>) override {
            if (--left == 0) stop->request_stop();
            gate->wait(token);
        }
    };
    for (auto _ : state) {
        SolutionSink sink(16);
        LiveStats live;
        std::stop_source stop;
        StepGate gate;
        gate.play(0);
        Gated tracer;
        tracer.gate = &gate;
        tracer.token = stop.get_token();
        tracer.left = 1'000'000;
        tracer.stop = &stop;
        SearchContext ctx(sink, stop.get_token(), &live, &tracer);
        runAlgorithm(*builtinRegistry().algorithm(id), boardOf(id), {Mode::All, 1, false}, ctx);
    }
}
BENCHMARK_CAPTURE(BM_TracedWithoutRecording, queens_v1_n8, "queens.v1")->Unit(benchmark::kSecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_TracedWithoutRecording, sudoku_v1, "sudoku.v1")->Unit(benchmark::kSecond)->Iterations(3);

/// A seek to a random event of a 10^6-event recording: the block's whole state, then at
/// most 4,095 events' changes.
void BM_SeekAnyEvent(benchmark::State& state, const char* id) {
    static std::map<std::string, std::shared_ptr<SharedRecording>> recorded;
    auto& recording = recorded[id];
    if (!recording) recording = record(id, 1'000'000);
    const Recording r = recording->copy();
    std::mt19937_64 random(1);
    RecordedMoment m;
    for (auto _ : state) {
        r.seek(random() % r.size(), m);
        benchmark::DoNotOptimize(m.state.data());
    }
}
BENCHMARK_CAPTURE(BM_SeekAnyEvent, queens_v1_n8, "queens.v1")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SeekAnyEvent, sudoku_v1, "sudoku.v1")->Unit(benchmark::kMicrosecond);

/// The worst seek: the last event of a block, 4,095 events' changes from its start.
void BM_SeekWorstEvent(benchmark::State& state) {
    const Recording r = record("sudoku.v1", 1'000'000)->copy();
    RecordedMoment m;
    for (auto _ : state) {
        r.seek(Recording::kBlockEvents - 1, m);
        benchmark::DoNotOptimize(m.state.data());
    }
}
BENCHMARK(BM_SeekWorstEvent)->Unit(benchmark::kMicrosecond);

}  // namespace
