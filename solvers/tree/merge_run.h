#pragma once
/// Runs two versions on one board, traced, and merges their trees (merged_tree.h): the
/// second first, its tree held whole, then the first, streamed through the merger. What
/// puzzle-bench --merge and the window's merged tree both call.
#include <atomic>
#include <cstdint>
#include <memory>
#include <stop_token>
#include <vector>

#include "core/registry.h"
#include "merged_tree.h"

namespace pw {

struct MergeRequest {
    const AlgorithmInfo* first = nullptr;
    const AlgorithmInfo* second = nullptr;
    Instance instance;
    RunOptions options;
    /// The most nodes of the second version's tree a merge holds (16 bytes each: 64 MB by
    /// default); past them the merge stops with `MergeMismatch::SecondTooLarge` (the first
    /// version, streamed, may be as large as time allows).
    std::size_t secondLimit = kDefaultSecondLimit;
    /// Also build the trees to draw: the merged one, and each version's own for when they
    /// are shown side by side, each within `displayCap` nodes (SearchTree's cap).
    bool display = false;
    std::size_t displayCap = SearchTree::kDefaultCap;

    static constexpr std::size_t kDefaultSecondLimit = 4'000'000;
};

/// What a merge tells a caller while it goes (read from another thread).
struct MergeProgress {
    std::atomic<int> phase{0};  ///< 0 before, 1 the second version, 2 the first, 3 done
    std::atomic<std::uint64_t> nodes{0};  ///< nodes of the run in progress so far
};

struct MergeResult {
    MergeMismatch mismatch = MergeMismatch::None;
    std::vector<Event> mismatchPath;  ///< where it was found, from the root
    MergeCounts counts;               ///< when there is no mismatch
    RunResult firstRun, secondRun;    ///< each run's counters, as the counters panel shows them
    bool completed = true;            ///< false when a stop or a run's own end cut a run short
    double elapsedMs = 0;
    /// With `display`: the merged tree (its nodes marked by `Visit`) when there is no
    /// mismatch; each version's own tree otherwise.
    std::unique_ptr<TreeBuilder> merged, firstTree, secondTree;
};

/// Runs and merges; any request gets a result (a stop gives `completed` false).
MergeResult mergeRuns(const MergeRequest& request, std::stop_token stop = {}, MergeProgress* progress = nullptr);

}  // namespace pw
