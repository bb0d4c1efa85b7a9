#pragma once
/// A count in parts (core/task_split.h) shared among the processes of an MPI job.
///
/// Rank 0 serves a work queue: each process asks for tasks with the results of its last
/// chunk, and gets the next chunk of task indices (an empty one when none is left), so a
/// process that draws slow tasks simply asks less often. A process keeps two requests
/// out, so its next chunk is there when it finishes one. Chunks shrink as the queue
/// empties (a quarter of the tasks left per thread of the job, at most 16 per thread), so
/// the last tasks are spread out. Within a process, threads count the tasks of a chunk,
/// taking them from an atomic index; rank 0 counts too, its threads taking chunks from
/// the queue directly while its main thread alone talks MPI (MPI_THREAD_FUNNELED).
///
/// Every result comes back as exact 64-bit counters per task; rank 0 adds them up and
/// keeps them per task, so that it can write a checkpoint every few seconds and at the
/// end, and a resumed count skips the tasks the checkpoint holds.
#include <cstdint>
#include <string>
#include <vector>

#include <mpi.h>

#include "core/task_split.h"
#include "task_checkpoint.h"

namespace pw::bench {

/// How a count is shared out and checkpointed.
struct DistributedOptions {
    unsigned threads = 0;             ///< counting threads per process, 0 = its CPUs
    std::string checkpointFile;       ///< empty: no checkpoint
    double checkpointSeconds = 5;
    std::size_t chunkPerThread = 0;   ///< 0: shrinking chunks (see above)
    /// For tests of the resume: once this many tasks are finished in this run, rank 0
    /// writes the checkpoint and aborts the whole job (MPI_Abort), as a node failure would.
    std::size_t abortAfterTasks = 0;
};

/// What one process did.
struct RankFigures {
    int rank = 0;
    unsigned threads = 0;
    std::uint64_t tasks = 0;
    double taskSeconds = 0;  ///< time spent counting, summed over its threads
    double wallSeconds = 0;
};

/// The total (rank 0 only): the setup's counters plus every task's, resumed ones included.
struct DistributedResult {
    Stats stats;
    std::size_t tasks = 0;
    std::size_t resumedTasks = 0;
    unsigned threads = 0;  ///< counting threads of the whole job
    double elapsedMs = 0;
    std::vector<RankFigures> ranks;
};

/// The CPUs this process may run on (its affinity mask: mpirun binds ranks to cores).
unsigned availableCpus();

/// Runs the count on every rank of `comm` (a collective call). `resumed` holds the tasks
/// finished before (rank 0's; ignored elsewhere) and the count's identity.
DistributedResult countDistributed(const TaskSplit& split, TaskCheckpoint resumed, const DistributedOptions& options,
                                   MPI_Comm comm);

}  // namespace pw::bench
