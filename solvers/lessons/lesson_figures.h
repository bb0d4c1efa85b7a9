#pragma once
/// The figures a lesson quotes, resolved against the registry: a version as written ("v2"
/// or "queens.v2"), a figure's name or a version's counter, and a placeholder or a
/// question's figure checked to be one of a run the step makes. Shared by a step's text
/// (lesson_reader.cpp) and its question (lesson_question.cpp).
#include <optional>
#include <string>

#include "core/registry.h"
#include "lesson.h"
#include "lesson_error.h"
#include "quoted_text.h"

namespace pw::lessons {

/// "v1, v2, v3": the versions of a puzzle, as an error lists them.
std::string shortVersions(const std::string& puzzle);
/// "v2" or "queens.v2" → "queens.v2" when the puzzle has it.
std::optional<std::string> resolveVersion(const std::string& puzzle, const std::string& written);
/// A figure's name among the fixed ones, or a counter of `algorithm`.
std::optional<LessonError> resolveFigure(const std::string& name, bool counterOnly, const AlgorithmInfo& algorithm,
                                         int line, int column, FigureRef* ref);
/// A figure as written, of a version the step runs (its own, or any of its puzzle's in a
/// comparison), into `ref`.
std::optional<LessonError> resolveWritten(const WrittenFigure& written, const LessonStep& step, int line, int column,
                                          FigureRef* ref);

}  // namespace pw::lessons
