#pragma once
/// The second pass's tools for the entries of a section (lesson_lines.h), shared by the
/// header and every `[step]` (lesson_reader.cpp): the entries by key, a value read as
/// words, a number, one line or all its lines, and the LessonError that points at it.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "lesson_error.h"
#include "lesson_lines.h"

namespace pw::lessons {

/// An error of `kind` at a line and column (from 1), quoting `found`, listing `expected`.
LessonError error(LessonErrorKind kind, int line, int column, std::string found = {}, std::string expected = {});
/// A value its key does not take, quoted, with the forms the key takes.
LessonError badValue(const Span& value, std::string expected);
/// The words with `separator` between them: the names an error lists as expected.
std::string joined(const std::vector<std::string>& words, std::string_view separator = " ");

/// The value's words: "step 25" → {"step", "25"}.
std::vector<std::string> wordsOf(std::string_view s);
/// The whole of `s` as a number (std::from_chars), or none; a decimal is finite and
/// written without an exponent.
std::optional<long long> integer(std::string_view s);
std::optional<double> decimal(std::string_view s);

/// The entries of a section by key, each language of a text its own.
class Keys {
public:
    Keys(const Section& section, const std::set<std::string>& allowed, const std::set<std::string>& translated)
        : section_(section), allowed_(allowed), translated_(translated) {}

    /// Checks every key is known (and once); fills the map.
    std::optional<LessonError> check();
    const Entry* find(const std::string& key) const;
    /// Every language's entry of a translated key.
    std::vector<const Entry*> all(const std::string& key) const;

private:
    const Section& section_;
    const std::set<std::string>& allowed_;
    const std::set<std::string>& translated_;
    std::map<std::string, const Entry*> byKey_;
};

/// A single-line value: its continuation lines are a mistake.
std::optional<LessonError> singleLine(const Entry& e);

/// The value and its continuation lines as one line.
std::string wholeValue(const Entry& e);

}  // namespace pw::lessons
