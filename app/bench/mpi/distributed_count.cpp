#include "distributed_count.h"

#include <sched.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <deque>
#include <iostream>
#include <mutex>
#include <thread>

namespace pw::bench {

namespace {

using Seconds = std::chrono::duration<double>;
using SteadyClock = std::chrono::steady_clock;

constexpr int kTagResults = 1;  // worker -> rank 0: [threads, Message, results...]
constexpr int kTagWork = 2;     // rank 0 -> worker: task indices, none = stop

/// What a worker's message to rank 0 asks for, besides delivering its results.
enum Message : std::uint64_t {
    kResults = 0,  // nothing more: no task is left
    kRequest = 1,  // the next chunk
    kBye = 2,      // every request answered, every result sent: this worker is done
};

// One task's result on the wire: index, nodes, checks, solutions, prunes, extra[8].
constexpr std::size_t kPacked = 5 + Stats::kExtraCount;

void pack(std::vector<std::uint64_t>& out, std::uint64_t index, const Stats& s) {
    out.insert(out.end(), {index, s.nodes, s.checks, s.solutions, s.prunes});
    out.insert(out.end(), s.extra.begin(), s.extra.end());
}

Stats unpack(const std::uint64_t* p) {
    Stats s;
    s.nodes = p[1];
    s.checks = p[2];
    s.solutions = p[3];
    s.prunes = p[4];
    std::copy(p + 5, p + kPacked, s.extra.begin());
    return s;
}

// Counts the tasks of `chunk` with `threads` threads; appends their packed results.
void countChunk(const TaskSplit& split, const std::vector<std::uint64_t>& chunk, unsigned threads,
                std::vector<std::uint64_t>& out, RankFigures& figures) {
    std::vector<Stats> results(chunk.size());
    std::vector<double> busy(threads, 0.0);
    std::atomic<std::size_t> next{0};
    auto work = [&](unsigned t) {
        const auto start = SteadyClock::now();
        for (std::size_t i; (i = next.fetch_add(1)) < chunk.size();) results[i] = split.countTask(chunk[i]);
        busy[t] = Seconds(SteadyClock::now() - start).count();
    };
    {
        std::vector<std::jthread> pool;
        const unsigned used = static_cast<unsigned>(std::min<std::size_t>(threads, chunk.size()));
        for (unsigned t = 1; t < used; ++t) pool.emplace_back(work, t);
        work(0);
    }
    for (std::size_t i = 0; i < chunk.size(); ++i) pack(out, chunk[i], results[i]);
    figures.tasks += chunk.size();
    for (double b : busy) figures.taskSeconds += b;
}

/// Rank 0's queue of the tasks still to count, shared by its threads and the other ranks.
class TaskQueue {
public:
    TaskQueue(std::vector<std::uint64_t> pending, std::size_t chunkPerThread)
        : pending_(std::move(pending)), chunkPerThread_(chunkPerThread) {}

    void setJobThreads(unsigned threads) { jobThreads_ = std::max(1u, threads); }

    /// The next chunk for a process with `threads` threads; empty when none is left.
    std::vector<std::uint64_t> take(unsigned threads) {
        std::lock_guard lock(mutex_);
        const std::size_t left = pending_.size() - next_;
        std::size_t perThread = chunkPerThread_;
        if (perThread == 0) perThread = std::clamp<std::size_t>(left / (4 * jobThreads_), 1, 16);
        const std::size_t count = std::min(left, perThread * std::max(1u, threads));
        std::vector<std::uint64_t> chunk(pending_.begin() + static_cast<std::ptrdiff_t>(next_),
                                         pending_.begin() + static_cast<std::ptrdiff_t>(next_ + count));
        next_ += count;
        return chunk;
    }

private:
    std::mutex mutex_;
    std::vector<std::uint64_t> pending_;
    std::size_t next_ = 0;
    std::size_t chunkPerThread_;
    unsigned jobThreads_ = 1;
};

// A worker rank keeps two requests out, so that its next chunk is already there when it
// finishes one: the round trip to rank 0 (whose main thread shares its core with
// counting threads) is hidden behind the counting.
constexpr int kRequestsAhead = 2;

void sendToCoordinator(std::vector<std::uint64_t>& message, Message kind, MPI_Comm comm) {
    message.at(1) = kind;
    MPI_Send(message.data(), static_cast<int>(message.size()), MPI_UINT64_T, 0, kTagResults, comm);
}

void runWorker(const TaskSplit& split, unsigned threads, MPI_Comm comm, RankFigures& figures) {
    std::vector<std::uint64_t> message{threads, 0};
    for (int i = 0; i < kRequestsAhead; ++i) sendToCoordinator(message, kRequest, comm);
    int requestsOut = kRequestsAhead;
    bool drained = false;  // rank 0 has answered a request with no task
    std::deque<std::vector<std::uint64_t>> chunks;
    for (;;) {
        while (chunks.empty() && requestsOut > 0) {
            MPI_Status status;
            MPI_Probe(0, kTagWork, comm, &status);
            int count = 0;
            MPI_Get_count(&status, MPI_UINT64_T, &count);
            std::vector<std::uint64_t> chunk(static_cast<std::size_t>(count));
            MPI_Recv(chunk.data(), count, MPI_UINT64_T, 0, kTagWork, comm, MPI_STATUS_IGNORE);
            --requestsOut;
            if (chunk.empty()) drained = true;
            else chunks.push_back(std::move(chunk));
        }
        if (chunks.empty()) break;
        const std::vector<std::uint64_t> chunk = std::move(chunks.front());
        chunks.pop_front();
        message.resize(2);
        countChunk(split, chunk, threads, message, figures);
        sendToCoordinator(message, drained ? kResults : kRequest, comm);
        if (!drained) ++requestsOut;
    }
    message.resize(2);
    sendToCoordinator(message, kBye, comm);
}

/// Rank 0: serves the queue, counts with its own threads, keeps the totals and the
/// checkpoint.
class Coordinator {
public:
    Coordinator(const TaskSplit& split, TaskCheckpoint checkpoint, const DistributedOptions& options, unsigned threads,
                int ranks, MPI_Comm comm)
        : split_(split), checkpoint_(std::move(checkpoint)), options_(options), threads_(threads), ranks_(ranks),
          comm_(comm), queue_(pendingTasks(), options.chunkPerThread) {
        queue_.setJobThreads(threads * static_cast<unsigned>(ranks));
        resumed_ = checkpoint_.finished.size();
    }

    DistributedResult run(RankFigures& figures) {
        lastCheckpoint_ = SteadyClock::now();
        std::atomic<unsigned> running{threads_};
        std::vector<std::jthread> pool;
        for (unsigned t = 0; t < threads_; ++t)
            pool.emplace_back([&] {
                RankFigures mine;
                for (std::vector<std::uint64_t> chunk; !(chunk = queue_.take(1)).empty();) {
                    std::vector<std::uint64_t> packed;
                    countChunk(split_, chunk, 1, packed, mine);
                    std::lock_guard lock(localMutex_);
                    localResults_.insert(localResults_.end(), packed.begin(), packed.end());
                }
                std::lock_guard lock(localMutex_);
                figures.tasks += mine.tasks;
                figures.taskSeconds += mine.taskSeconds;
                --running;
            });
        int activeWorkers = ranks_ - 1;
        std::vector<std::uint64_t> message;
        while (activeWorkers > 0 || running.load() > 0) {
            int arrived = 0;
            MPI_Status status;
            MPI_Iprobe(MPI_ANY_SOURCE, kTagResults, comm_, &arrived, &status);
            if (arrived) {
                int count = 0;
                MPI_Get_count(&status, MPI_UINT64_T, &count);
                message.resize(static_cast<std::size_t>(count));
                MPI_Recv(message.data(), count, MPI_UINT64_T, status.MPI_SOURCE, kTagResults, comm_, MPI_STATUS_IGNORE);
                absorb(message.data() + 2, message.size() - 2);
                if (message.at(1) == kBye) --activeWorkers;
                if (message.at(1) == kRequest) {
                    const std::vector<std::uint64_t> chunk = queue_.take(static_cast<unsigned>(message.at(0)));
                    MPI_Send(chunk.data(), static_cast<int>(chunk.size()), MPI_UINT64_T, status.MPI_SOURCE, kTagWork,
                             comm_);
                }
            } else {
                absorbLocal();
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
            checkpointIfDue(false);
        }
        pool.clear();  // joins
        absorbLocal();
        checkpointIfDue(true);

        DistributedResult result;
        result.stats = split_.setupStats();
        for (const auto& [index, stats] : checkpoint_.finished) result.stats += stats;
        result.tasks = split_.taskCount();
        result.resumedTasks = resumed_;
        return result;
    }

private:
    std::vector<std::uint64_t> pendingTasks() const {
        std::vector<std::uint64_t> pending;
        for (std::size_t i = 0; i < split_.taskCount(); ++i)
            if (!checkpoint_.finished.contains(i)) pending.push_back(i);
        return pending;
    }

    void absorb(const std::uint64_t* packed, std::size_t size) {
        for (std::size_t at = 0; at + kPacked <= size; at += kPacked) {
            checkpoint_.finished[static_cast<std::size_t>(packed[at])] = unpack(packed + at);
            ++finishedNow_;
        }
        if (options_.abortAfterTasks && finishedNow_ >= options_.abortAfterTasks) {
            checkpointIfDue(true);
            std::cerr << "puzzle-bench-mpi: aborting after " << finishedNow_ << " tasks (--abort-after-tasks)\n";
            MPI_Abort(comm_, 3);
        }
    }

    void absorbLocal() {
        std::vector<std::uint64_t> taken;
        {
            std::lock_guard lock(localMutex_);
            taken.swap(localResults_);
        }
        absorb(taken.data(), taken.size());
    }

    void checkpointIfDue(bool now) {
        if (options_.checkpointFile.empty()) return;
        const auto time = SteadyClock::now();
        if (!now && Seconds(time - lastCheckpoint_).count() < options_.checkpointSeconds) return;
        lastCheckpoint_ = time;
        if (Result<bool> saved = saveCheckpoint(options_.checkpointFile, checkpoint_); !saved)
            std::cerr << "puzzle-bench-mpi: " << saved.error() << "\n";
    }

    const TaskSplit& split_;
    TaskCheckpoint checkpoint_;
    DistributedOptions options_;
    unsigned threads_;
    int ranks_;
    MPI_Comm comm_;
    TaskQueue queue_;
    std::size_t resumed_ = 0;
    std::size_t finishedNow_ = 0;
    SteadyClock::time_point lastCheckpoint_;
    std::mutex localMutex_;
    std::vector<std::uint64_t> localResults_;
};

}  // namespace

unsigned availableCpus() {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
    return std::max(1u, std::thread::hardware_concurrency());
}

DistributedResult countDistributed(const TaskSplit& split, TaskCheckpoint resumed, const DistributedOptions& options,
                                   MPI_Comm comm) {
    int rank = 0, ranks = 1;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &ranks);
    const unsigned threads = options.threads ? options.threads : availableCpus();
    const auto start = SteadyClock::now();
    RankFigures figures;
    figures.rank = rank;
    figures.threads = threads;
    DistributedResult result;
    if (rank == 0) {
        Coordinator coordinator(split, std::move(resumed), options, threads, ranks, comm);
        result = coordinator.run(figures);
    } else {
        runWorker(split, threads, comm, figures);
    }
    figures.wallSeconds = Seconds(SteadyClock::now() - start).count();

    // Every rank's figures to rank 0: threads, tasks, task seconds, wall seconds.
    const double mine[4] = {static_cast<double>(figures.threads), static_cast<double>(figures.tasks),
                            figures.taskSeconds, figures.wallSeconds};
    std::vector<double> all(rank == 0 ? 4 * static_cast<std::size_t>(ranks) : 0);
    MPI_Gather(mine, 4, MPI_DOUBLE, all.data(), 4, MPI_DOUBLE, 0, comm);
    if (rank == 0) {
        for (int r = 0; r < ranks; ++r) {
            const double* f = all.data() + 4 * r;
            result.ranks.push_back({r, static_cast<unsigned>(f[0]), static_cast<std::uint64_t>(f[1]), f[2], f[3]});
            result.threads += static_cast<unsigned>(f[0]);
        }
        result.elapsedMs = Seconds(SteadyClock::now() - start).count() * 1000.0;
    }
    return result;
}

}  // namespace pw::bench
