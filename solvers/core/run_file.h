#pragma once
/// The run file (docs/RUN_FILES.md): a recorded run written to be replayed on another
/// machine without running or compiling anything.
///
/// A first line that names the format and its version, then sections, each a line
/// `name length` and `length` bytes of value, then a newline. The values are text (the
/// puzzle, the version, the board in the puzzle's own file format, the counters, the
/// bookmarks, a student's source) except `events`, which is binary (varints).
///
/// Any bytes read give a run or a `RunFileError`: its kind, the byte where the reading
/// stopped, the section and what was found. The file is capped (`kMaxRunFileBytes`),
/// and so are the events, the cells of a state and the memory the recording may take,
/// so a hostile file costs bounded time and memory. No Qt: the GUI writes the bytes
/// through QSaveFile and words the errors.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "parse_error.h"
#include "recorded_run.h"
#include "registry.h"
#include "result.h"

namespace pw {

/// The format this program writes, and the newest it reads.
constexpr int kRunFileFormat = 1;
/// The first line of every run file.
constexpr std::string_view kRunFileMagic = "puzzle-workbench run";
constexpr std::size_t kMaxRunFileBytes = std::size_t{128} << 20;
constexpr std::uint64_t kMaxRunFileEvents = 8'000'000;
constexpr std::uint64_t kMaxRunFileStateCells = std::uint64_t{1} << 22;
/// What the recording read from a file may take in memory.
constexpr std::size_t kMaxRunFileMemory = std::size_t{768} << 20;

enum class RunFileErrorKind : std::uint8_t {
    None,
    TooLarge,        ///< values: the file's size, the largest read
    NotARunFile,     ///< the first line is not kRunFileMagic; `found` holds its start
    NewerFormat,     ///< values: the file's format, the newest this program reads
    BadSection,      ///< a section's line is not `name length`; `found` holds it
    Truncated,       ///< the file ends inside a section or a value
    MissingSection,  ///< `found` is the section's name
    RepeatedSection, ///< `found` is the section's name
    BadValue,        ///< the value is not of its section's form; `found` holds the word
    OutOfRange,      ///< values: the number, the smallest and the largest allowed
    UnknownPuzzle,   ///< `found` is the id
    UnknownVersion,  ///< `found` is the id
    BadBoard,        ///< the board does not read as its puzzle's: `board` says why
    TooMany,         ///< values: how many, the most allowed (events, cells, memory)
    End,             ///< one past the last kind
};

struct RunFileError {
    RunFileErrorKind kind = RunFileErrorKind::None;
    std::size_t offset = 0;  ///< the byte, from 0, where the reading stopped
    std::string section;     ///< the section read then, empty before the first
    std::array<std::int64_t, 3> values{};
    std::string found;       ///< at most kMaxParseExcerpt bytes, as they are
    ParseError board;        ///< for BadBoard: the puzzle reader's error in the board's text

    explicit operator bool() const { return kind != RunFileErrorKind::None; }
};

using RunFileResult = Result<RecordedRun, RunFileError>;

/// The file's bytes; the board is written by its puzzle's formatter in `registry`.
std::string writeRunFile(const RecordedRun& run, const Registry& registry);
/// Reads a run file: the puzzle and a built-in version are checked against `registry`,
/// the board read with the puzzle's own reader.
RunFileResult readRunFile(std::string_view bytes, const Registry& registry);

/// The error in a line of English, for the tests' messages.
std::string debugString(const RunFileError& error);

}  // namespace pw
