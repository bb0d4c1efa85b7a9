#pragma once
/// Students' files in puzzle-bench: `--algo FILE.cpp[,FILE2.cpp,queens.v3]`, or a folder
/// of them (`--algo submissions/`), compiled in the sandbox and added to a copy of the
/// registry as versions of the puzzle, so that they run, time and print like the
/// built-in ones: one row per file. Their rows then say, in English, how each ended
/// (did not compile: file:line:column; crashed with SIGSEGV; ...) and what the best
/// built-in version finds on the same board.
#include <memory>
#include <string>
#include <vector>

#include "bench_options.h"
#include "bench_runner.h"
#include "own/file_version.h"

namespace pw::bench {

struct OwnVersions {
    std::vector<std::shared_ptr<own::FileVersion>> versions;
};

/// True when an --algo item names a file or a folder rather than a version id.
bool isFileItem(const std::string& item);

/// Compiles the files among `options.algorithms` (a folder: its .cpp files, in name
/// order) and adds them to `registry`; `options.algorithms` then names them by id. An
/// error for a folder or file that cannot be listed, or a sandbox that cannot start
/// without --no-sandbox.
Result<OwnVersions> addOwnVersions(BenchOptions& options, Registry& registry);

/// Words the file rows' messages: how the run ended and, for a finished run, what the
/// best built-in version finds on the same board (run here when no row has it).
void describeOwnRows(std::vector<BenchRow>& rows, const OwnVersions& own, const Registry& registry,
                     const BenchOptions& options);

/// True when a file's result is not `passed` (it did not compile, crashed, ran out of
/// time or memory, reported a solution that is not one or another count than the best
/// built-in version): puzzle-bench's exit status is then 1.
bool ownVersionFailed(const std::vector<BenchRow>& rows);

/// The English sentence of a file version's last compile or run (empty when all went well).
std::string ownVersionSentence(const own::FileVersion& version, const RunResult* result);
/// How a run of `file` ended, in English (empty for a run that finished with right solutions).
std::string runEndSentence(const std::string& file, const own::RunReport& report);
/// Why a compile gave no program, in English (empty when it gave one).
std::string compileProblemSentence(const own::FileVersion& version, const own::CompileReport& report);

}  // namespace pw::bench
