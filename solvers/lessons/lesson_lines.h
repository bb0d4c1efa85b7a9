#pragma once
/// The first pass of the lesson reader: the text cut into sections of `key: value`
/// entries, each with where it stands, before any value is understood. A line is blank,
/// a comment (`#` in the first column), a section (`[step]`), an entry (`key: value`,
/// the key in the first column), or the continuation of the entry above (indented).
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "lesson_error.h"

namespace pw::lessons {

/// A stretch of a value as written: its bytes and where its first byte stands.
struct Span {
    std::string text;
    int line = 0;
    int column = 0;  ///< in characters, from 1
};

struct Entry {
    std::string key;       ///< without its language
    std::string language;  ///< "en" when the key has no suffix
    bool hasLanguage = false;
    int line = 0;
    int keyColumn = 1;
    Span value;                  ///< after the colon, trimmed
    std::vector<Span> more;      ///< the continuation lines, trimmed on the left by their indent
};

struct Section {
    int line = 0;  ///< the `[step]` line; 0 for the header
    std::vector<Entry> entries;
};

/// What a text of sections may hold: the one section's name (`step` for `[step]`), how
/// many of them at most (TooManySteps past it) and how many bytes (TooLarge past it).
/// The assignments of docs/GRADING.md are read by the same pass, with `[board]`.
struct SectionRules {
    std::string_view name = "step";
    int maxSections = kMaxLessonSteps;
    std::size_t maxBytes = kMaxLessonBytes;
};

/// The header first (perhaps empty), then one section a `[name]`.
Result<std::vector<Section>, LessonError> splitSections(std::string_view text, const SectionRules& rules);
/// A lesson's: `[step]` sections.
Result<std::vector<Section>, LessonError> splitLesson(std::string_view text);

/// The column, in characters from 1, of the byte at `offset` of `line`.
int columnAt(std::string_view line, std::size_t offset);
/// At most about 48 bytes of `text`, cut at a character's boundary.
std::string excerpt(std::string_view text);

}  // namespace pw::lessons
