#pragma once
/// What the worker thread of a `SolveSession` writes and the GUI thread reads on its
/// timer. Counters and solution counts are atomics inside `LiveStats` and
/// `SolutionSink`; the traced frame and the results of finished runs take `mutex`.
/// Nothing here sends a signal: the GUI polls at about 30 Hz whatever the search does.
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/registry.h"
#include "core/shared_recording.h"
#include "core/step_gate.h"
#include "tree/tree_record.h"
#include "own/run_verdict.h"

namespace pw::ui {

/// One traced event with the state it was emitted in.
struct TraceFrame {
    Event event;
    std::vector<int> state;
    std::uint64_t serial = 0;  ///< number of events emitted so far in the run
};

/// One algorithm run of a session (a solve is one run; a comparison is one per version).
struct RunSlot {
    explicit RunSlot(const AlgorithmInfo* a, std::size_t keep) : algorithm(a), sink(keep) {}
    const AlgorithmInfo* algorithm;
    SolutionSink sink;
    LiveStats live;
    std::atomic<bool> started{false};
    std::atomic<bool> done{false};
    // Written once by the worker when the run ends, under Mailbox::mutex.
    RunResult result;
    bool outOfBudget = false;  ///< stopped by its time budget, not by Stop
    double elapsedMs = 0;
    /// How the run ended (own/run_verdict.h): a stop told from a crash or a compile error.
    own::Verdict verdict = own::Verdict::Passed;
    std::vector<std::uint64_t> nodesPerDepth;  ///< the run's depth profile
};

struct SessionMailbox {
    std::vector<std::unique_ptr<RunSlot>> runs;
    StepGate gate;
    std::atomic<bool> finished{false};
    std::mutex mutex;
    std::optional<TraceFrame> frame;  ///< guarded by mutex
    std::atomic<std::uint64_t> frameSerial{0};
    /// Events and nodes of a traced run since the GUI last took them (guarded by mutex):
    /// the search-tree view builds its tree from them.
    std::vector<TreeRecord> treeLog;
    /// The traced run's recording (null for untraced runs): the worker appends each
    /// event, the GUI reads it whenever it likes through its own lock.
    std::shared_ptr<SharedRecording> recording;
    /// The recording's cap refused an event: the run stopped there or went on unrecorded.
    std::atomic<bool> recordingCapped{false};
};

}  // namespace pw::ui
