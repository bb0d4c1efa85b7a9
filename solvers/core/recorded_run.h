#pragma once
/// A recorded run as it is kept and saved (run_file.h): what was run, on what board, in
/// which mode, the counters at its end, and the recording of its events. A student's
/// version keeps its source, whose lines its events name, so that the run replays where
/// the file was never compiled.
#include <string>
#include <vector>

#include "instance.h"
#include "recording.h"
#include "stats.h"

namespace pw {

struct RecordedRun {
    /// `version` of a student's file (its title is then the file's name).
    static constexpr const char* kOwnVersion = "own";

    std::string puzzle;   ///< the puzzle's id ("queens")
    std::string version;  ///< the registry's id ("queens.v2"), or kOwnVersion
    std::string title;    ///< the version's title as shown: a student's file name
    std::string source;   ///< a student's version: the file's text as compiled
    std::vector<std::string> counterNames;  ///< of Stats::extra, as the version names them
    Instance instance;
    Mode mode = Mode::All;
    Stats stats;                      ///< at the run's end, or the last tick when it did not end
    std::uint32_t extraValid = ~0u;   ///< which of `stats.extra` the run computed
    Recording recording;

    bool isOwn() const { return version == kOwnVersion; }
    /// The source's lines, as the events number them (from 0).
    std::vector<std::string> sourceLines() const;
};

}  // namespace pw
