#pragma once
/// A step's text with its placeholders: `{checks}`, `{time@v1}`, `{counter:classes}`,
/// `{ratio:checks@v1/checks@v2}`; `{{` and `}}` write a brace. The figures are named
/// here and checked against the registry by the reader, which knows the step's version.
#include <string>
#include <vector>

#include "core/result.h"
#include "lesson.h"
#include "lesson_error.h"
#include "lesson_lines.h"

namespace pw::lessons {

/// A placeholder as written, before its version is resolved.
struct WrittenFigure {
    std::string name;     ///< "checks", or the counter's name after "counter:"
    bool counter = false;
    std::string version;  ///< after '@', as written ("v1", "queens.v1"), or empty
};

/// A text's pieces; each figure's name and where it stands, for the reader's checks.
struct QuotedDraft {
    QuotedText pieces;
    struct Place {
        std::size_t piece;
        bool divisor;
        WrittenFigure written;
        int line;
        int column;
    };
    std::vector<Place> figures;
};

/// One placeholder's inside as written: `name[@version]` or `counter:name[@version]`.
WrittenFigure readWrittenFigure(std::string_view inside);

/// The value and its continuation lines joined by single spaces, its placeholders cut out.
Result<QuotedDraft, LessonError> readQuotedText(const Span& first, const std::vector<Span>& more);

/// The names of the figures every version has, in the order of `Figure`.
const std::vector<std::string>& figureNames();

}  // namespace pw::lessons
