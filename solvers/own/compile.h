#pragma once
/// Compiling a student's file: its text checked (source_check.h), copied into the
/// version's work directory, and built by the system's g++ in the sandbox against the
/// puzzle headers and the runtime library staged next to the program. The answer is
/// data: the program built, or why not, with the compiler's messages read into
/// diagnostics (file, line, column).
#include <cstdint>
#include <string>
#include <vector>

#include "diagnostics.h"
#include "source_check.h"

namespace pw::own {

enum class CompileOutcome : std::uint8_t {
    Compiled,
    SourceProblem,       ///< the text itself: see `source.problem`
    WrongPuzzle,         ///< the file includes another puzzle's header than the one asked
    CompilerMissing,     ///< no g++ (Debian's package g++)
    RuntimeMissing,      ///< the headers and runtime are not next to the program
    SandboxUnavailable,  ///< bwrap cannot start here and the sandbox is required
    Failed,              ///< the compiler's errors are in `diagnostics`
    NoSearch,            ///< the file defines no `void search(pw::Puzzle&)`
    OwnMain,             ///< the file defines `main`, which the runtime supplies
    OutOfTime,           ///< the compiler ran past its limits (a runaway template?)
};

/// Which program a compile makes of the file (the three may stand side by side in the
/// work directory: program, program-sanitized, program-memcheck).
enum class BuildKind : std::uint8_t {
    Timed,      ///< -O2: the race, the steps, the comparisons
    Sanitized,  ///< -O1 -g with AddressSanitizer and UBSan: "Check my version"
    Memcheck,   ///< -O1 -g, no sanitizer, run under Valgrind's memcheck (values never set)
};

/// The program's file name in the work directory.
std::string programName(BuildKind kind);

struct CompileRequest {
    std::string path;            ///< the student's file, as the user named it
    std::string expectedPuzzle;  ///< empty: whichever puzzle the file includes
    std::string workDir;         ///< an empty directory of this version's own
    bool sandboxed = true;
    BuildKind kind = BuildKind::Timed;
    /// The language of the compiler's and the linker's messages ("fr"), where Debian's
    /// gcc-12-locales has it; empty: English. Parsed the same either way.
    std::string messagesLanguage;
};

struct CompileReport {
    CompileOutcome outcome = CompileOutcome::Failed;
    SourceFile source;
    std::vector<Diagnostic> diagnostics;
    std::string program;     ///< the program built, outside the sandbox
    std::string compiledAs;  ///< the source's path as the compiler saw it (source_location)
    bool sandboxed = true;
    double milliseconds = 0;
    std::string output;      ///< the compiler's own words, as they came

    bool ok() const { return outcome == CompileOutcome::Compiled; }
    /// The first error, when there is one (the panel's and the bench's one line).
    const Diagnostic* firstError() const;
};

/// The compiler's limits: a version compiles in well under a second.
constexpr std::uint64_t kCompileSeconds = 60;
constexpr std::uint64_t kCompileMemoryBytes = std::uint64_t{2} << 30;

CompileReport compileVersion(const CompileRequest& request);

}  // namespace pw::own
