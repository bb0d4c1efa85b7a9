#pragma once
/// A count made in independent parts, for drivers that share the parts out beyond one
/// process's threads (puzzle-bench-mpi): a version whose parallel search already splits
/// a count into tasks (queens.v5's ring starts, magic.v5's first cells, shading.v4's
/// first rows) exposes them here, so that a driver can count task i anywhere and add up
/// the counters.
///
/// The contract that makes the sum exact: every node, check, prune and solution of the
/// count is counted either once in `setupStats` (the work that made the task list) or in
/// exactly one task, and `countTask(i)` gives the same figures wherever and whenever it
/// runs (the task list is the same on every machine: it depends on the instance and the
/// options only). So every counter is a plain sum, even one that is not a count: the
/// shading grid's best score is known before the tasks are made (the setup finds it
/// with a faster version, shading.v5 in first mode, as a hint whose own work is *not* in
/// the counters), it is the setup's, and the tasks add 0 to it. A split may thus do work
/// beyond the count it reproduces; its counters are the count's, not its cost.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

#include "instance.h"
#include "stats.h"

namespace pw {

/// The tasks of one count of one instance (count mode: solutions counted, not listed).
class TaskSplit {
public:
    virtual ~TaskSplit() = default;
    /// How many tasks the count is made of; a driver numbers them 0..taskCount()-1.
    virtual std::size_t taskCount() const = 0;
    /// The counters of the work done once to make the tasks (added once to the total).
    virtual Stats setupStats() const = 0;
    /// Bit i set when `Stats::extra[i]` is computed (as `RunResult::extraValid`).
    virtual std::uint32_t extraValid() const = 0;
    /// Counts task `index` and returns its counters, `solutions` included. Const and
    /// thread-safe: several threads may count different tasks at once.
    virtual Stats countTask(std::size_t index) const = 0;
};

/// Makes the tasks of a count, or nullptr when this instance cannot be counted in parts
/// (e.g. a magic square with givens, where magic.v5 falls back to v4's search).
using TaskSplitFunction = std::function<std::unique_ptr<TaskSplit>(const Instance&, const RunOptions&)>;

}  // namespace pw
