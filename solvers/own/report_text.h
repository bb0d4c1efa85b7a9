#pragma once
/// What the readers of the tools' reports share (sanitizer_report.cpp,
/// memcheck_report.cpp, source_context.cpp): the report cut into lines, numbers read
/// without throwing, a stack's frames with their file and line. Internal to solvers/own.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::own::report {

/// The lines of `text` (at most its first kMaxToolReport bytes), without their '\r'.
std::vector<std::string_view> lines(std::string_view text);

bool startsWith(std::string_view text, std::string_view prefix);
std::string_view trimmed(std::string_view text);
/// `text` after the first `marker`, or nothing.
std::optional<std::string_view> after(std::string_view text, std::string_view marker);

/// A decimal number at the start of `text` (an optional minus sign first), with how
/// many characters it took; `otherwise` when there is none or it does not fit. (Not a
/// std::optional: GCC 12 warns falsely of those, -Wmaybe-uninitialized, at -O3.)
std::int64_t numberAt(std::string_view text, std::int64_t otherwise, std::size_t* used = nullptr);
/// A "0x..." number at the start of `text`, or `otherwise`.
std::uint64_t hexAt(std::string_view text, std::uint64_t otherwise);
/// The parts one after the other (appended: GCC 12 warns falsely, -Wrestrict, of
/// `"text" + std::string` at -O3).
std::string joined(std::initializer_list<std::string_view> parts);
/// The text between the first pair of `quote` characters after `from` ('int [8]').
std::optional<std::string_view> quoted(std::string_view text, char quote = '\'');

/// One frame of a stack: the function and where in the source, as the tool gave it.
struct Frame {
    std::string function;
    std::string file;
    int line = 0;
    int column = 0;
};

/// "file:line[:column]" at the end of `location`; false when it is not one.
bool readLocation(std::string_view location, Frame& frame);

}  // namespace pw::own::report
