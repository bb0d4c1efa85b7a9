#pragma once
/// What the workbench knows of each puzzle when it runs a file version: the board it
/// sends (as the runtime's Setup), how big a board the header holds, the counters (the
/// built-in versions' names, then `invalid_solutions`), which of them a file version
/// computes, and how a reported solution is checked, by the puzzle's own model, and
/// credited (a symmetry class, the fewest presses, the best score).
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.h"

namespace pw::own {

/// The workbench's side of the file versions' notices (core/notice.h), worded by
/// ui/own/ and by puzzle-bench. Their codes follow every puzzle's own, so a notice of a
/// file version is never read as a puzzle's.
enum class OwnNotice {
    First = 1000,
    CompileProblem = First,  ///< the file did not become a program (the version's report says why)
    BoardTooLarge,    ///< rows, cols, largest rows, largest cols the header holds
    SandboxRefused,   ///< bwrap cannot start and running unsandboxed was not allowed
    NotStarted,       ///< the program could not be started (errno)
    Crashed,          ///< signal
    UncaughtException,
    OutOfMemory,      ///< memory limit in MiB, 1 when a null that malloc returned was used
    CpuLimit,         ///< CPU seconds
    FileSizeLimit,    ///< file size limit in MiB
    Misuse,           ///< own::Misuse, first figure, second figure, line (-1: unknown)
    ExitedEarly,      ///< exit status
    ProtocolError,
    OtherPuzzle,      ///< the program was written for another puzzle (own::Puzzle, 0: none)
    InvalidSolutions, ///< invalid, reported
    Forbidden,        ///< wire::Forbidden, its figure (a limit, a call's number), 1 for a file opened for writing
    ToolError,        ///< a checked run found an error (the version's check report says which)
    End,
};
inline bool isOwnNotice(int code) {
    return code >= static_cast<int>(OwnNotice::First) && code < static_cast<int>(OwnNotice::End);
}

struct PuzzleRules {
    std::string puzzle;  ///< the registry's id: "queens"
    int wireId = 0;      ///< own::Puzzle
    int maxRows = 0, maxCols = 0;  ///< the header's capacity
    std::vector<std::string> counterNames;
    int invalidCounter = 0;  ///< index of invalid_solutions in counterNames
    int timelineCounter = -1;

    /// The Setup's figures for an instance: rows, cols, k, torus, cells.
    void (*setup)(const Instance& instance, int out[4], std::vector<int>& cells) = nullptr;
    /// The length of a solution on this instance.
    std::size_t (*solutionSize)(const Instance& instance) = nullptr;
    /// True when `cells` is a solution of `instance` by the puzzle's model.
    bool (*isSolution)(const Instance& instance, std::span<const int> cells) = nullptr;
    /// What a right solution adds to the counters the workbench keeps (classes, presses...).
    void (*credit)(const Instance& instance, const RunOptions& options, std::span<const int> cells,
                   bool first, Stats& stats) = nullptr;
    /// The extraValid bits of a run (the counters it computed), given its counters.
    std::uint32_t (*validCounters)(const Instance& instance, const RunOptions& options, const Stats& stats) = nullptr;
    /// The counters the runtime keeps (the others are the workbench's own).
    std::uint32_t childCounters = 0;
};

/// The rules of a puzzle with a header, or nullptr.
const PuzzleRules* rulesFor(std::string_view puzzle);

}  // namespace pw::own
