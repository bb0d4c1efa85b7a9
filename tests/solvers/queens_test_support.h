#pragma once
// What the queens versions' tests share: the published counts they check against and
// the few lines that run a version on an empty board.
#include <cstdint>
#include <set>
#include <string_view>
#include <vector>

#include "all_puzzles.h"

namespace pw::queens_test {

// OEIS A000170 (all solutions) and A002562 (up to rotation and reflection), N = 0..18.
inline constexpr std::uint64_t kSolutions[] = {1,     1,      0,       0,        2,         10,        4,
                                               40,    92,     352,     724,      2680,      14200,     73712,
                                               365596, 2279184, 14772512, 95815104, 666090624};
inline constexpr std::uint64_t kClasses[] = {1,    1,     0,      0,       1,        2,        1,       6,       12,     46,
                                             92,   341,   1787,   9233,    45752,    285053,   1846955, 11977939, 83263591};

/// The empty N × N board.
inline Instance board(int n) { return *builtinRegistry().puzzle("queens")->makeInstance({.size = n}); }

/// Version `id` run on the empty N × N board.
inline RunResult run(std::string_view id, int n, RunOptions options, SolutionSink& sink) {
    SearchContext ctx(sink);
    return runAlgorithm(*builtinRegistry().algorithm(id), board(n), options, ctx);
}

/// The stored solutions as a set of cell lists (the order of finding aside).
inline std::set<std::vector<int>> storedSet(const SolutionSink& sink) {
    std::set<std::vector<int>> out;
    for (const StoredSolution& s : sink.solutions()) out.insert(s.cells);
    return out;
}

}  // namespace pw::queens_test
