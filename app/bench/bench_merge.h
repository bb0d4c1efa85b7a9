#pragma once
/// `puzzle-bench PUZZLE --merge A,B`: the search trees of two versions (ids or students'
/// files) on each board, merged by the decisions on each node's path (tree/merged_tree.h),
/// one row a board: the nodes both visit, only A, only B, in a table, CSV or JSON, in
/// English. Two versions that do not decide the same things in the same order are not
/// merged, and the row says why.
#include <ostream>
#include <string>
#include <vector>

#include "bench_options.h"
#include "bench_own_versions.h"
#include "core/registry.h"
#include "tree/merge_run.h"

namespace pw::bench {

struct MergeRow {
    const AlgorithmInfo* first = nullptr;
    const AlgorithmInfo* second = nullptr;
    int rows = 0, cols = 0;
    Mode mode = Mode::All;
    MergeResult result;
    std::string message;  ///< why the trees were not merged, or how a student's file ended
};

/// Merges `options.merge` (ids, once any files among them were added to the registry) on
/// every board the options give.
/// Ctrl+C (`stop`) ends the merge in progress; its row then says so, and the boards after
/// it are left out.
Result<std::vector<MergeRow>> runMerges(const Registry& registry, const BenchOptions& options, std::stop_token stop = {});

void printMerges(std::ostream& out, const std::vector<MergeRow>& rows, Format format);

/// Prints the rows, each student's file's row saying how its runs ended; true when a
/// file did not compile or its run failed (puzzle-bench's exit status is then 1).
bool printOwnMerges(std::ostream& out, std::vector<MergeRow>& rows, const OwnVersions& own, Format format);

/// Why two trees were not merged, in English ("queens.v4 starts from decisions it takes
/// as given …"); empty when they were.
std::string mismatchSentence(const MergeRow& row);

}  // namespace pw::bench
