#pragma once
/// Reads a lesson from its text (the format of docs/LESSONS.md): a header of
/// `key: value` lines, then `[step]` sections of the same. Any byte string gets a lesson
/// or a LessonError with its line and column, in time and memory linear in the text: the
/// text is capped at kMaxLessonBytes and checked to be UTF-8 first, every number is read
/// with std::from_chars, and the puzzles, versions, counters, pseudo-code lines and
/// boards it names are checked against the solvers' registry, so a lesson that reads is
/// one the player can show. Samples (the GUI's resources) are checked by the GUI.
#include <string_view>

#include "core/result.h"
#include "lesson.h"
#include "lesson_error.h"

namespace pw::lessons {

using LessonResult = Result<Lesson, LessonError>;

LessonResult readLesson(std::string_view text);

}  // namespace pw::lessons
