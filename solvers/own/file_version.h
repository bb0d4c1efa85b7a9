#pragma once
/// A version of the user's own: a student's .cpp file, compiled (compile.h) and run in
/// the sandbox (child_run.h). To the rest of the program it is one more registry entry
/// (`algorithm()`): an AlgorithmInfo whose `run` drives the student's program, whose
/// pseudo-code is the file's lines and whose counters are the puzzle's, plus
/// `invalid_solutions`. The GUI, puzzle-bench, the charts, the tree and the tests take it
/// as they take `queens.v2`.
///
/// Thread-safe: the GUI recompiles a file on save while a run of its previous program
/// goes on (a run keeps the program it started with).
#include <memory>
#include <mutex>
#include <string>

#include "checked_run.h"
#include "child_run.h"
#include "compile.h"
#include "core/registry.h"

namespace pw::own {

class FileVersion : public std::enable_shared_from_this<FileVersion> {
public:
    struct Settings {
        bool sandboxed = true;       ///< false only when the user agreed to run without bwrap
        std::string expectedPuzzle;  ///< empty: the puzzle of the header the file includes
        RunLimits limits;
        std::string messagesLanguage;  ///< the compiler's language (compile.h), empty: English
    };

    /// A version of the file at `path` (nothing is read before `compile`).
    static std::shared_ptr<FileVersion> create(std::string path, Settings settings);
    ~FileVersion();
    FileVersion(const FileVersion&) = delete;
    FileVersion& operator=(const FileVersion&) = delete;

    const std::string& path() const { return path_; }
    /// Reads the file and compiles it now (blocking): the report of this compile.
    CompileReport compile();
    CompileReport lastCompile() const;
    RunReport lastRun() const;
    bool compiled() const;
    /// The puzzle the file is for (the one expected, or else the header it includes).
    std::string puzzle() const;
    void setSandboxed(bool on);
    bool sandboxed() const;
    /// The language of the next compile's messages ("fr"; empty: English).
    void setMessagesLanguage(std::string language);
    void setLimits(const RunLimits& limits);

    /// The registry entry of this version, as of the last compile.
    AlgorithmInfo algorithm() const;
    /// One run, on the program of the last successful compile.
    RunResult run(const Instance& instance, const RunOptions& options, SearchContext& ctx);

    /// "Check my version": the file built with checks and run on `instance` (blocking;
    /// see checked_run.h). The checked programs are kept while the file stays the same.
    CheckReport check(const Instance& instance, const RunOptions& options, const CheckSettings& settings,
                      std::stop_token stop = {});
    CheckReport lastCheck() const;

private:
    FileVersion(std::string path, Settings settings);

    const std::string path_;
    std::string workDir_;
    mutable std::mutex mutex_;  // guards what follows
    Settings settings_;
    CompileReport compile_;
    bool compiledOnce_ = false;
    RunReport run_;
    CheckReport check_;
    std::mutex compiling_;  // one compile at a time
    std::mutex checking_;   // one check at a time, which owns the checked builds
    CheckedBuilds checkedBuilds_;
};

}  // namespace pw::own
