#pragma once
/// The compiler's and the linker's messages about a student's file, read into data the
/// GUI lists in its panel and puzzle-bench prints: file, line, column, severity and the
/// compiler's own text (g++ is run with -fdiagnostics-plain-output in the C.UTF-8 locale,
/// its messages in English or, with LANGUAGE=fr and gcc-12-locales, in French).
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pw::own {

enum class Severity : std::uint8_t { Error, Warning, Note };

struct Diagnostic {
    std::string file;  ///< as the user knows it (the sandbox's paths renamed)
    int line = 0;      ///< from 1; 0 for the linker's messages, which have none
    int column = 0;
    Severity severity = Severity::Error;
    std::string message;
};

/// Paths as the compiler saw them in the sandbox, and the names to show instead.
using Renames = std::vector<std::pair<std::string, std::string>>;

/// Every message of `output` that names a file, or the linker's undefined and multiple
/// definitions (with `linkedFile` as their file), in order.
std::vector<Diagnostic> parseDiagnostics(std::string_view output, const Renames& renames,
                                         const std::string& linkedFile);

/// What the linker said about the student's `search` and `main`.
enum class LinkProblem : std::uint8_t { None, NoSearch, OwnMain };
LinkProblem linkProblem(std::string_view output);

}  // namespace pw::own
