#pragma once
/// The checkpoint of a count shared among processes: which count it is, and the tasks
/// finished so far with their counters, so that a count stopped by a node failure or a
/// job's time limit resumes where it was (`puzzle-bench-mpi --resume FILE`).
///
/// The file is JSON (nlohmann-json), one document:
///
///     {"format": "puzzle-bench-checkpoint", "version": 1,
///      "puzzle": "queens", "algorithm": "queens.v5", "rows": 21, "cols": 21, "k": 0,
///      "torus": false, "symmetry_classes": false, "tasks": 1234,
///      "finished": [[index, nodes, checks, solutions, prunes, extra0, …, extra7], …]}
///
/// It is written atomically: to FILE.tmp, flushed to the disk (fsync), renamed over FILE,
/// and the directory flushed; a kill at any moment leaves the previous or the new
/// checkpoint, never half of one.
#include <cstddef>
#include <map>
#include <string>

#include "core/instance.h"
#include "core/result.h"
#include "core/stats.h"

namespace pw::bench {

/// What identifies a count: a checkpoint only resumes the count it was made for.
struct CountIdentity {
    std::string puzzle;
    std::string algorithm;
    int rows = 0, cols = 0, k = 0;
    bool torus = false;
    bool symmetryClasses = false;
    std::size_t tasks = 0;

    friend bool operator==(const CountIdentity&, const CountIdentity&) = default;
};

/// A count's identity and its finished tasks (task index -> its counters).
struct TaskCheckpoint {
    CountIdentity identity;
    std::map<std::size_t, Stats> finished;
};

/// Reads a checkpoint; an error names the file and what is wrong with it.
Result<TaskCheckpoint> loadCheckpoint(const std::string& path);
/// Writes a checkpoint atomically (see above); an error names the file.
Result<bool> saveCheckpoint(const std::string& path, const TaskCheckpoint& checkpoint);
/// A sentence naming the first field where `found` differs from `expected`, empty if none.
std::string identityMismatch(const CountIdentity& expected, const CountIdentity& found);

}  // namespace pw::bench
